package ansicht

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/puzzle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// suchbaumBeispiel baut die ersten zwei Ebenen des Suchbaums der Lektion „Suche“ für
// 'DAC BEGHF': Wurzel #0, drei Folgeknoten #1–#3, deren Folgeknoten #4–#11.
func suchbaumBeispiel(t *testing.T) []*lesson.Knoten[string, int] {
	t.Helper()
	p, err := puzzle.NeuesSchiebepuzzle("DAC BEGHF", "ABCDEFGH ")
	require.NoError(t, err)
	var nummern lesson.Nummerierung
	wurzel := lesson.NeuerKnoten[string, int](p.Startzustand(), &nummern)
	alle := []*lesson.Knoten[string, int]{wurzel}
	ebene1 := wurzel.Expandiere(p, &nummern)
	alle = append(alle, ebene1...)
	for _, k := range ebene1 {
		alle = append(alle, k.Expandiere(p, &nummern)...)
	}
	return alle
}

func TestSchiebepuzzleSuchbaumSVG(t *testing.T) {
	alle := suchbaumBeispiel(t)
	require.Len(t, alle, 12, "3 + 8 Folgeknoten wie in der Abbildung der Lektion")
	// Reihenfolge egal: rückwärts übergeben, doppelt und mit nil.
	rueck := append([]*lesson.Knoten[string, int]{nil, alle[3]}, alle...)
	for i, j := 0, len(rueck)-1; i < j; i, j = i+1, j-1 {
		rueck[i], rueck[j] = rueck[j], rueck[i]
	}
	svg := schiebepuzzleSuchbaumSVG(rueck)
	z := zaehle(t, svg)
	assert.Equal(t, 1, z.elemente["svg"])
	assert.Equal(t, 12, z.klassen["knoten"], "ein Knoten je Zustand")
	assert.Equal(t, 11, z.klassen["kante"], "jeder Knoten außer der Wurzel hat eine Kante")
	assert.Equal(t, 12*9, z.klassen["feld"], "in jedem Knoten ein Brett mit neun Feldern")
	assert.Equal(t, 12, z.klassen["leer"], "je ein leeres Feld")
	for nr := range 12 {
		assert.Contains(t, svg, fmt.Sprintf(">#%d</text>", nr))
	}
	// Die Wurzel steht mittig über ihren Kindern, die Ebenen untereinander.
	assert.Less(t, strings.Index(svg, ">#0<"), strings.Index(svg, ">#11<"))
}

func TestSuchbaumSVGGrenzen(t *testing.T) {
	assert.Contains(t, schiebepuzzleSuchbaumSVG(nil), "leer")
	viele := make([]*lesson.Knoten[string, int], maxSuchbaumKnoten+1)
	for i := range viele {
		viele[i] = &lesson.Knoten[string, int]{Zustand: "x", Nummer: i}
	}
	h := schiebepuzzleSuchbaumSVG(viele)
	assert.Contains(t, h, "höchstens")
	assert.NotContains(t, h, "<svg")
}
