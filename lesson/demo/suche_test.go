package demo

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/puzzle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func puzzleFuerDemo(t testing.TB, start string) *puzzle.Schiebepuzzle {
	t.Helper()
	p, err := puzzle.NeuesSchiebepuzzle(start, "ABCDEFGH ")
	require.NoError(t, err)
	return p
}

func TestSuchDemoASternSchrittFuerSchritt(t *testing.T) {
	p := puzzleFuerDemo(t, "DAC BEGHF")
	d, err := NeueSuchDemo(lesson.NeueASternSuche(p, puzzle.ManhattanZu(p.Ziel)), SchiebepuzzleAnsicht("A*"))
	require.NoError(t, err)
	require.True(t, d.Gefunden())
	assert.NoError(t, d.Fehler())
	assert.Equal(t, 7, d.Anzahl(), "Anfangsbild und sechs Schritte")
	assert.Equal(t, []int{0}, d.Grenze(0), "am Anfang liegt nur die Wurzel in der Grenze")
	assert.Equal(t, -1, d.Untersucht(0))
	assert.Equal(t, 0, d.Untersucht(1), "der erste Schritt untersucht die Wurzel")
	// Die Wurzel (freies Feld auf 3) hat die Folgeknoten 1 (Zug 0), 2 (Zug 4), 3 (Zug 6);
	// nur Zug 0 führt zum Ziel hin (h = 4, f = 5), die anderen haben f = 7.
	assert.Equal(t, []int{1, 2, 3}, d.Grenze(1))
	for i := range d.Anzahl() {
		g := d.Grenze(i)
		for j := 1; j < len(g); j++ {
			a, _ := d.Knoten(g[j-1])
			b, _ := d.Knoten(g[j])
			assert.LessOrEqual(t, a.F, b.F, "Bild %d: A* ordnet die Grenze nach f", i)
		}
	}
	ziel, ok := d.Knoten(d.Untersucht(d.Anzahl() - 1))
	require.True(t, ok)
	assert.Equal(t, "ABCDEFGH ", ziel.Zustand)
	assert.Equal(t, []int{0, 1, 4, 5, 8}, ziel.PfadHierher(), "dieselbe Lösung wie in der Lektion")
	assert.Equal(t, 6, d.Ergebnis().Untersucht)

	bild := d.Bild(1)
	for _, s := range []string{"Bild 2 von 7", "<th>h</th>", "<th>f</th>", "Closed List (1 Zustände)", "neu in der Grenze 1, 2, 3", `class="ks-naechster"`} {
		assert.Contains(t, bild, s)
	}
	letztes := d.Bild(d.Anzahl() - 1)
	assert.Contains(t, letztes, "Ziel erreicht!")
	assert.Contains(t, letztes, "[0, 1, 4, 5, 8]")
	assert.Contains(t, letztes, fmt.Sprintf(`data-nr="%d" data-rolle="%d"`, ziel.Nummer, rolleZiel))
	assert.Contains(t, letztes, fmt.Sprintf(`data-nr="0" data-rolle="%d"`, rollePfad), "die Wurzel liegt auf dem Lösungsweg")
	assert.Equal(t, d.Bild(d.Anzahl()-1), d.Bild(99), "Bildnummern werden begrenzt")
	assert.NotContains(t, d.Bild(0), "data-fokus", "im Anfangsbild ist noch kein Knoten untersucht")
	for i := 1; i < d.Anzahl(); i++ {
		assert.Equal(t, 1, strings.Count(d.Bild(i), `data-fokus="1"`), "Bild %d: genau ein Knoten im Fokus", i)
	}
}

func TestSuchDemoBaumWaechst(t *testing.T) {
	p := puzzleFuerDemo(t, "DAC BEGHF")
	d, err := NeueSuchDemo(lesson.NeueBreitensuche(p), SchiebepuzzleAnsicht("BFS"))
	require.NoError(t, err)
	knotenIm := func(i int) int { return strings.Count(d.Bild(i), `class="ks-knoten"`) }
	assert.Equal(t, 1, knotenIm(0))
	assert.Equal(t, 4, knotenIm(1), "Wurzel und drei Folgeknoten")
	for i := 1; i < d.Anzahl(); i++ {
		assert.GreaterOrEqual(t, knotenIm(i), knotenIm(i-1), "der Baum wächst nur")
	}
	assert.Equal(t, d.Ergebnis().Erzeugt, knotenIm(d.Anzahl()-1), "am Ende ist jeder erzeugte Knoten im Baum")
	assert.NotContains(t, d.Bild(3), "Closed List", "die Baumsuche hat keine Closed List")
	assert.NotContains(t, d.Bild(3), "<th>h</th>", "die Breitensuche kennt kein h")
	assert.Equal(t, 122, d.Anzahl())
}

func TestSuchDemoGraphsucheVerwirft(t *testing.T) {
	p := puzzleFuerDemo(t, "DAC BEGHF")
	d, err := NeueSuchDemo(lesson.NeueBreitensucheGraph(p), SchiebepuzzleAnsicht("BFS Graph"))
	require.NoError(t, err)
	// Schritt 2 untersucht Knoten 1; dessen Folgeknoten 5 ist der Startzustand und wird verworfen.
	assert.Contains(t, d.Bild(2), "verworfen, weil schon bekannt: 5")
	assert.Contains(t, d.Bild(2), fmt.Sprintf(`data-nr="5" data-rolle="%d"`, rolleVerworfen))
	assert.Contains(t, d.Bild(2), "Closed List (2 Zustände)")
}

func TestSuchDemoLimitZeigtWoSieStehtBlieb(t *testing.T) {
	p := puzzleFuerDemo(t, "ACFEBH DG")
	d, err := NeueSuchDemo(lesson.NeueBreitensucheGraph(p, lesson.MaxKnoten(20)), SchiebepuzzleAnsicht("mit Limit"))
	require.NoError(t, err)
	assert.False(t, d.Gefunden())
	assert.ErrorIs(t, d.Fehler(), lesson.ErrLimitErreicht)
	letztes := d.Bild(d.Anzahl() - 1)
	assert.Contains(t, letztes, "ks-status ks-halt")
	assert.Contains(t, letztes, "Knotenlimit")
	assert.Contains(t, letztes, fmt.Sprintf("Als Nächstes käme Knoten %d aus der Grenze", d.Grenze(d.Anzahl() - 1)[0]))
	assert.Contains(t, d.Statisch(), "Knotenlimit")

	// Das Limit der Vorführung (MaxSchritte) hält ebenso sichtbar an.
	a := SchiebepuzzleAnsicht("kurz")
	a.MaxSchritte = 5
	d, err = NeueSuchDemo(lesson.NeueBreitensuche(p), a)
	require.NoError(t, err)
	assert.Equal(t, 6, d.Anzahl())
	assert.False(t, d.Gefunden())
	assert.NoError(t, d.Fehler())
	assert.Contains(t, d.Ende(), "angehalten nach 5 Schritten")
	assert.Contains(t, d.Bild(5), "ks-halt")
}

func TestSuchDemoFalscheEingabe(t *testing.T) {
	_, err := NeueSuchDemo[string, int](nil, SchiebepuzzleAnsicht("x"))
	assert.ErrorContains(t, err, "keine Suche")
	p := puzzleFuerDemo(t, "DAC BEGHF")
	s := lesson.NeueBreitensuche(p)
	_, err = s.Schritt()
	require.NoError(t, err)
	_, err = NeueSuchDemo(s, SchiebepuzzleAnsicht("x"))
	assert.ErrorContains(t, err, "schon Schritte")
	// A* ohne Heuristik: die Suche endet sofort mit einem Fehler; die Demo zeigt ihn.
	d, err := NeueSuchDemo(lesson.NeueASternSuche(p, nil), SchiebepuzzleAnsicht("ohne h"))
	require.NoError(t, err)
	assert.Equal(t, 1, d.Anzahl())
	assert.Error(t, d.Fehler())
	assert.Contains(t, d.Bild(0), "Heuristik")
}

func TestSuchDemoStatischUndDeterministisch(t *testing.T) {
	neu := func() *SuchDemo[string, int] {
		p := puzzleFuerDemo(t, "DAC BEGHF")
		d, err := NeueSuchDemo(lesson.NeueGierigeSuche(p, puzzle.FalschePlaettchenZu(p.Ziel)), SchiebepuzzleAnsicht("gierig"))
		require.NoError(t, err)
		return d
	}
	d := neu()
	st := d.Statisch()
	assert.Contains(t, st, "Verlauf aller Schritte")
	assert.Equal(t, d.Anzahl()-1, strings.Count(st, `<tr class="ks-schritt">`), "eine Zeile je Schritt")
	assert.Equal(t, st, neu().Statisch(), "zweimal aufgezeichnet, zweimal dasselbe")
}

func TestSuchDemoOhneAnsicht(t *testing.T) {
	p := puzzleFuerDemo(t, "DAC BEGHF")
	d, err := NeueSuchDemo(lesson.NeueTiefensuche(p, lesson.MaxTiefe(5)), SuchAnsicht[string, int]{})
	require.NoError(t, err)
	assert.Equal(t, "Suche", d.Titel())
	assert.Contains(t, d.Bild(1), "<code>DAC BEGHF</code>", "ohne eigene Ansicht erscheint der Zustand als Text")
}

func ExampleNeueSuchDemo() {
	p, _ := puzzle.NeuesSchiebepuzzle("DAC BEGHF", "ABCDEFGH ")
	d, _ := NeueSuchDemo(lesson.NeueASternSuche(p, puzzle.ManhattanZu(p.Ziel)), SchiebepuzzleAnsicht("A* mit Manhattan-Distanz"))
	fmt.Println(d.Anzahl(), "Bilder")
	fmt.Println("Grenze nach Schritt 1:", d.Grenze(1))
	fmt.Println(d.Ende())
	// Output:
	// 7 Bilder
	// Grenze nach Schritt 1: [1 2 3]
	// Ziel gefunden: Knoten 15 in Tiefe 5 (Pfadkosten 5) nach 6 Schritten.
}
