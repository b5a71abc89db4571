package lesson_test

import (
	"context"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/kisuche/kisuche/lesson/australien"
	"github.com/kisuche/kisuche/lesson/fuenfzehn"
	"github.com/kisuche/kisuche/lesson/puzzle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Eine Bedeutung je Option in allen Paketen: Eine angegebene Zahl gilt wörtlich (auch 0),
// eine negative hebt das Limit auf, MaxKnoten zählt erzeugte Knoten.
func TestOptionenEineBedeutung(t *testing.T) {
	p, err := puzzle.NeuesSchiebepuzzle("ACFEBH DG", "ABCDEFGH ")
	require.NoError(t, err)
	start15, err := fuenfzehn.AusText("1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15")
	require.NoError(t, err)
	tupel := achtpuzzle.Tupel{1, 2, 0, 3, 4, 5, 6, 7, 8}
	ctx := context.Background()

	suchen := map[string]func(...lesson.Option) error{
		"lesson.BreitensucheGraph": func(o ...lesson.Option) error { _, _, err := lesson.BreitensucheGraph(p, o...); return err },
		"lesson.ASternSuche": func(o ...lesson.Option) error {
			_, _, err := lesson.ASternSuche(p, puzzle.ManhattanZu(p.Ziel), o...)
			return err
		},
		"lesson.IDAStern": func(o ...lesson.Option) error {
			_, _, err := lesson.IDAStern(p, puzzle.ManhattanZu(p.Ziel), o...)
			return err
		},
		"achtpuzzle.BFS": func(o ...lesson.Option) error { _, _, err := achtpuzzle.BFS(tupel, o...); return err },
		"achtpuzzle.AStar": func(o ...lesson.Option) error {
			_, _, err := achtpuzzle.AStar(tupel, achtpuzzle.HManhattan, o...)
			return err
		},
		"fuenfzehn.Loese": func(o ...lesson.Option) error {
			_, err := fuenfzehn.Loese(start15, fuenfzehn.Manhattan{}, o...)
			return err
		},
		"lesson.CSP.Backtracking": func(o ...lesson.Option) error {
			_, _, err := australien.NeuesCSP().Backtracking(ctx, lesson.CSPOptionen{}, o...)
			return err
		},
	}
	for name, suche := range suchen {
		t.Run(name, func(t *testing.T) {
			require.NoError(t, suche(), "ohne Optionen")
			require.NoError(t, suche(lesson.MaxKnoten(lesson.OhneLimit)), "OhneLimit")
			require.NoError(t, suche(lesson.MaxKnoten(-7)), "jede negative Zahl hebt das Limit auf")
			err := suche(lesson.MaxKnoten(0))
			assert.ErrorIs(t, err, lesson.ErrLimitErreicht, "MaxKnoten(0) ist ein Limit wie jedes andere")
			err = suche(lesson.MaxKnoten(1))
			assert.ErrorIs(t, err, lesson.ErrLimitErreicht)
		})
	}

	// MaxTiefe(0) prüft nur die Wurzel, MaxTiefe(OhneLimit) begrenzt nichts.
	_, _, err = lesson.BreitensucheGraph(p, lesson.MaxTiefe(0))
	assert.ErrorIs(t, err, lesson.ErrTiefenlimit)
	_, _, err = lesson.IDAStern(p, puzzle.ManhattanZu(p.Ziel), lesson.MaxTiefe(0))
	assert.ErrorIs(t, err, lesson.ErrTiefenlimit)
	_, _, err = lesson.BreitensucheGraph(p, lesson.MaxTiefe(lesson.OhneLimit))
	assert.NoError(t, err)
	ziel, err := puzzle.NeuesSchiebepuzzle("ABCDEFGH ", "ABCDEFGH ")
	require.NoError(t, err)
	_, erg, err := lesson.BreitensucheGraph(ziel, lesson.MaxTiefe(0))
	assert.NoError(t, err, "die Wurzel wird noch auf das Ziel geprüft")
	assert.True(t, erg.Gefunden)

	// „Vor jedem Schritt prüft die Suche, ob schon n Knoten erzeugt sind“: Mit MaxKnoten(1)
	// ist die Wurzel erzeugt, expandiert wird nichts.
	for name, suche := range map[string]func() (lesson.Ergebnis, error){
		"BreitensucheGraph": func() (lesson.Ergebnis, error) {
			_, erg, err := lesson.BreitensucheGraph(p, lesson.MaxKnoten(1))
			return erg, err
		},
		"IDAStern": func() (lesson.Ergebnis, error) {
			_, erg, err := lesson.IDAStern(p, puzzle.ManhattanZu(p.Ziel), lesson.MaxKnoten(1))
			return erg, err
		},
	} {
		erg, err := suche()
		assert.ErrorIs(t, err, lesson.ErrKnotenlimit, name)
		assert.Equal(t, 1, erg.Erzeugt, "%s: nur die Wurzel", name)
		assert.Equal(t, 0, erg.Expandiert, "%s: nichts expandiert", name)
	}

	// MaxKnoten zählt erzeugte Knoten: Die Suche hält an, sobald so viele erzeugt sind.
	_, erg, err = lesson.BreitensucheGraph(p, lesson.MaxKnoten(50))
	require.ErrorIs(t, err, lesson.ErrKnotenlimit)
	assert.GreaterOrEqual(t, erg.Erzeugt, 50)
	assert.Less(t, erg.Erzeugt, 50+4, "höchstens ein Verzweigungsgrad mehr")
}
