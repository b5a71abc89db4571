package bewertung

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/bewertung/falsch"
)

// TestLektionNurSichtbar: BewerteLektion prüft jede Aufgabe nur an den Beispielen der
// Lektion, mit den Sätzen aus exercises/pruefen. Die Musterlösung besteht alle; ein GetMoves,
// das über den Rand springt, scheitert in a) mit genau dem Satz, den Notebook 4 zeigt; ein
// Fehler, den nur verborgene Prüfungen finden (eine BFS, die wie A* sucht), besteht die
// Beispiele.
func TestLektionNurSichtbar(t *testing.T) {
	t.Parallel()
	lektion := func(name string) Bericht {
		return BewerteLektion(context.Background(), testProzess(name), 60*time.Second, 1024, "")
	}
	b := lektion("loesung")
	require.Len(t, b.Aufgaben, 6)
	for _, a := range b.Aufgaben {
		require.Len(t, a.Pruefungen, 1, a.Text())
		assert.Equal(t, LektionsPruefung, a.Pruefungen[0].Name)
		assert.Equal(t, a.MaxPunkte, a.Punkte, "Musterlösung besteht die Beispiele nicht:\n%s", a.Text())
	}

	a, _ := lektion("umbruch").Aufgabe("a")
	require.Empty(t, a.Abbruch)
	erwartet := pruefen.GetMoves(falsch.GetMovesUmbruch, nil)
	require.NotEmpty(t, erwartet)
	assert.Equal(t, erwartet, a.Pruefungen[0].Meldungen, "dieselben Sätze wie Notebook 4")

	c, _ := lektion("bfsMitAStar").Aufgabe("c")
	assert.Equal(t, c.MaxPunkte, c.Punkte, "verborgene Fehler zeigt die Tafel nicht:\n%s", c.Text())
	voll := bewerteTestkandidat(t, "bfsMitAStar", []string{"c"}, "", 60*time.Second, 1024)
	assert.Less(t, voll.Punkte(), voll.MaxPunkte(), "die Bewertung findet den Fehler:\n%s", voll.Text())

	s := lektion("stubs")
	for _, a := range s.Aufgaben {
		assert.Less(t, a.Punkte, a.MaxPunkte, a.Text())
		assert.Contains(t, strings.Join(a.Pruefungen[0].Meldungen, "\n"), "nicht implementiert", a.Text())
	}
}

// TestLektionFrist: Ist der Kontext abgelaufen, startet BewerteLektion keinen Prozess mehr.
func TestLektionFrist(t *testing.T) {
	ctx, abbrechen := context.WithCancel(context.Background())
	abbrechen()
	b := BewerteLektion(ctx, testProzess("loesung"), time.Minute, 1024, "")
	require.Len(t, b.Aufgaben, 6)
	for _, a := range b.Aufgaben {
		assert.Contains(t, a.Abbruch, "nicht mehr geprüft")
		assert.Zero(t, a.Punkte)
	}
}

// TestLektionFristBeendetProzess: Läuft die Frist ab, während eine Aufgabe läuft (A* endet
// nie), wird ihr Prozess sofort beendet, nicht erst nach ihrem Zeitlimit.
func TestLektionFristBeendetProzess(t *testing.T) {
	ctx, abbrechen := context.WithTimeout(context.Background(), 2*time.Second)
	defer abbrechen()
	beginn := time.Now()
	b := BewerteLektion(ctx, testProzess("aStarSchleife"), time.Minute, 1024, "")
	assert.Less(t, time.Since(beginn), 20*time.Second, "die Frist hat den Prozess nicht beendet")
	e, _ := b.Aufgabe("e")
	assert.Equal(t, fristText, e.Abbruch)
	f, _ := b.Aufgabe("f")
	assert.Equal(t, fristText, f.Abbruch)
}
