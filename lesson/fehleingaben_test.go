package lesson_test

import (
	"context"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/australien"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/kisuche/kisuche/lesson/puzzle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Katalog der Fehleingaben der Wurzel: nil, Nullwerte, unsinnige Limits. Jede bekommt einen
// deutschen Fehler (mit errors.Is erkennbar) oder ein dokumentiertes Ergebnis – nie eine
// Panik oder eine Suche, die still ins Leere läuft.
func TestFehleingabenWurzel(t *testing.T) {
	testhilfe.OhnePanik(t, "CSP nil", func() {
		var p *lesson.CSP[string]
		_, ok, err := p.Backtracking(context.Background(), lesson.CSPOptionen{})
		assert.False(t, ok)
		assert.ErrorIs(t, err, lesson.ErrUngueltig)
		for range p.AlleLoesungen(context.Background(), lesson.CSPOptionen{}) {
			t.Error("ein CSP nil hat keine Lösungen")
		}
	})
	testhilfe.OhnePanik(t, "Knoten nil", func() {
		var k *lesson.Knoten[string, int]
		assert.Nil(t, k.PfadHierher())
		p, err := puzzle.NeuesSchiebepuzzle("BC AEFDGH", "ABCDEFGH ")
		require.NoError(t, err)
		assert.Nil(t, k.Expandiere(p, &lesson.Nummerierung{}))
		assert.Nil(t, k.Folgeknoten(p, 0, &lesson.Nummerierung{}))
		wurzel := lesson.NeuerKnoten[string, int]("BC AEFDGH", &lesson.Nummerierung{})
		assert.Nil(t, wurzel.Expandiere(nil, &lesson.Nummerierung{}))
	})
	testhilfe.OhnePanik(t, "Suchproblem nil und Nullwert", func() {
		_, _, err := lesson.BreitensucheGraph[string, int](nil)
		assert.ErrorIs(t, err, lesson.ErrUngueltig)
		var leer puzzle.Schiebepuzzle
		_, erg, err := lesson.Breitensuche(&leer)
		assert.ErrorIs(t, err, lesson.ErrUngueltig, "der Nullwert eines Schiebepuzzles sucht nicht")
		assert.False(t, erg.Gefunden)
		var keins *puzzle.Schiebepuzzle
		_, _, err = lesson.ASternSuche(keins, puzzle.ManhattanZu("ABCDEFGH "))
		assert.ErrorIs(t, err, lesson.ErrUngueltig)
		_, _, err = lesson.IDAStern(keins, puzzle.ManhattanZu("ABCDEFGH "))
		assert.ErrorIs(t, err, lesson.ErrUngueltig)
		p, err := puzzle.NeuesSchiebepuzzle("BC AEFDGH", "ABCDEFGH ")
		require.NoError(t, err)
		_, _, err = lesson.GierigeSuche(p, nil)
		assert.ErrorIs(t, err, lesson.ErrUngueltig)
	})
	testhilfe.OhnePanik(t, "Limits", func() {
		p, err := puzzle.NeuesSchiebepuzzle("ACFEBH DG", "ABCDEFGH ")
		require.NoError(t, err)
		_, _, err = lesson.Breitensuche(p, lesson.MaxKnoten(1))
		assert.ErrorIs(t, err, lesson.ErrLimitErreicht)
		ctx, abbrechen := context.WithCancel(context.Background())
		abbrechen()
		_, _, err = lesson.BreitensucheGraph(p, lesson.Kontext(ctx))
		assert.ErrorIs(t, err, lesson.ErrAbgebrochen)
		// Negative und riesige Limits sind erlaubt: ≤ 0 heißt „kein Limit“.
		l, _, err := lesson.BreitensucheGraph(p, lesson.MaxKnoten(-5), lesson.MaxTiefe(1<<40), nil)
		assert.NoError(t, err)
		assert.Len(t, l, 10)
	})
	testhilfe.OhnePanik(t, "CSP mit den Optionen der Suchen", func() {
		p := australien.NeuesCSP()
		_, ok, err := p.Backtracking(context.Background(), lesson.CSPOptionen{}, lesson.MaxKnoten(2))
		assert.False(t, ok)
		assert.ErrorIs(t, err, lesson.ErrLimitErreicht, "MaxKnoten begrenzt die Zuweisungen")
		_, ok, err = p.Backtracking(context.Background(), lesson.CSPOptionen{MaxZuweisungen: 2}, lesson.MaxKnoten(-1))
		assert.True(t, ok, "MaxKnoten ≤ 0 hebt das Limit auf")
		assert.NoError(t, err)
		ctx, abbrechen := context.WithCancel(context.Background())
		abbrechen()
		_, ok, err = p.Backtracking(context.Background(), lesson.CSPOptionen{}, lesson.Kontext(ctx))
		assert.False(t, ok)
		assert.ErrorIs(t, err, lesson.ErrAbgebrochen)
		assert.ErrorIs(t, err, context.Canceled)
		n := 0
		for range p.AlleLoesungen(context.Background(), lesson.CSPOptionen{}, lesson.MaxKnoten(lesson.OhneLimit), nil) {
			n++
		}
		assert.Equal(t, 18, n)
	})
	testhilfe.OhnePanik(t, "CSP mit falschen Angaben", func() {
		_, err := lesson.NeuesCSP[string](nil, []string{"rot"})
		assert.Error(t, err)
		p, err := lesson.NeuesCSP([]string{"A", "B"}, []string{"rot"})
		require.NoError(t, err)
		assert.Error(t, p.Verschieden("A", "X"), "unbekannte Variable")
		assert.Error(t, p.Verschieden("A", "A"), "eine Variable mit sich selbst")
		_, ok, err := p.Backtracking(context.Background(), lesson.CSPOptionen{Variablenwahl: 99})
		assert.False(t, ok)
		assert.Error(t, err, "unbekannte Strategie")
		_, ok, err = p.Backtracking(context.Background(), lesson.CSPOptionen{MaxZuweisungen: -1})
		assert.True(t, ok, "negative Limits heben das Limit auf")
		assert.NoError(t, err)
	})
}
