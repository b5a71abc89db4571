package lesson_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/puzzle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// neueSuchen liefert je Verfahren eine neue schrittweise Suche auf p mit den Optionen.
func neueSuchen(p *puzzle.Schiebepuzzle, opts ...lesson.Option) map[string]*lesson.Suche[string, int] {
	return alleVerfahren[string, int](p, puzzle.ManhattanZu(p.Ziel), opts...)
}

// alleVerfahren liefert je Verfahren der Bibliothek eine neue Suche auf p; die gierige Suche
// und A* mit der Heuristik h.
func alleVerfahren[Z comparable, A any](p lesson.Suchproblem[Z, A], h lesson.Heuristik[Z], opts ...lesson.Option) map[string]*lesson.Suche[Z, A] {
	return map[string]*lesson.Suche[Z, A]{
		"Breitensuche":        lesson.NeueBreitensuche(p, opts...),
		"BreitensucheGraph":   lesson.NeueBreitensucheGraph(p, opts...),
		"Tiefensuche":         lesson.NeueTiefensuche(p, opts...),
		"UniformeKostensuche": lesson.NeueUniformeKostensuche(p, opts...),
		"GierigeSuche":        lesson.NeueGierigeSuche(p, h, opts...),
		"ASternSuche":         lesson.NeueASternSuche(p, h, opts...),
	}
}

// Schritt verspricht: Nach einem Fehler meldet Schritt immer wieder denselben Fehler, und
// Loese liefert nach dem Ende immer wieder dasselbe – die Zähler bleiben stehen. Geprüft
// für jedes Verfahren und jede Art, wie eine Suche endet: Knotenlimit (auch 0),
// Tiefenlimit, Ziel gefunden.
func TestSchrittNachDemEnde(t *testing.T) {
	p, err := puzzle.NeuesSchiebepuzzle("ACFEBH DG", "ABCDEFGH ")
	require.NoError(t, err)
	for _, fall := range []struct {
		name string
		opt  lesson.Option
		art  error
	}{
		{"MaxKnoten(0)", lesson.MaxKnoten(0), lesson.ErrKnotenlimit},
		{"MaxKnoten(7)", lesson.MaxKnoten(7), lesson.ErrKnotenlimit},
		{"MaxTiefe(1)", lesson.MaxTiefe(1), lesson.ErrTiefenlimit},
		{"ohne Limit", nil, lesson.ErrSucheBeendet},
	} {
		for name, s := range neueSuchen(p, fall.opt) {
			if name == "Tiefensuche" && fall.opt == nil {
				continue // die Tiefensuche ohne Grenze läuft auf diesem Puzzle sehr weit
			}
			t.Run(fall.name+"/"+name, func(t *testing.T) {
				var erster error
				for i := 0; erster == nil; i++ {
					require.Less(t, i, 1_000_000, "die Suche endet")
					_, erster = s.Schritt()
				}
				require.ErrorIs(t, erster, fall.art)
				require.True(t, s.Fertig())
				erg := s.Ergebnis()
				loesung := s.Loesung()
				for range 3 {
					b, err := s.Schritt()
					assert.ErrorIs(t, err, fall.art, "wieder derselbe Fehler")
					assert.Equal(t, erster.Error(), err.Error())
					assert.Nil(t, b.Knoten, "kein Bericht nach dem Ende")
					assert.Equal(t, erg, s.Ergebnis(), "die Zähler bleiben stehen")
				}
				for range 2 {
					l, e, err := s.Loese()
					assert.Equal(t, loesung, l)
					assert.Equal(t, erg, e)
					if fall.opt == nil {
						assert.NoError(t, err, "das Ziel ist gefunden")
					} else {
						assert.ErrorIs(t, err, fall.art)
						assert.ErrorIs(t, err, lesson.ErrLimitErreicht)
					}
				}
			})
		}
	}
}

// Jede negative Zahl hebt ein Limit auf, nicht nur OhneLimit (−1): Die Suche verläuft
// genau wie mit OhneLimit (dieselbe Lösung, dieselben Zähler).
func TestJedeNegativeZahlOhneLimit(t *testing.T) {
	p, err := puzzle.NeuesSchiebepuzzle("ACFEBH DG", "ABCDEFGH ")
	require.NoError(t, err)
	h := puzzle.ManhattanZu(p.Ziel)
	suchen := map[string]func(...lesson.Option) ([]int, lesson.Ergebnis, error){
		"BreitensucheGraph": func(o ...lesson.Option) ([]int, lesson.Ergebnis, error) {
			return lesson.BreitensucheGraph(p, o...)
		},
		"ASternSuche": func(o ...lesson.Option) ([]int, lesson.Ergebnis, error) {
			return lesson.ASternSuche(p, h, o...)
		},
		"IDAStern": func(o ...lesson.Option) ([]int, lesson.Ergebnis, error) {
			return lesson.IDAStern(p, h, o...)
		},
	}
	for name, suche := range suchen {
		l, erg, err := suche(lesson.MaxKnoten(lesson.OhneLimit), lesson.MaxTiefe(lesson.OhneLimit))
		require.NoError(t, err, name)
		for _, n := range []int{-2, -3, -1000, math.MinInt32, math.MinInt} {
			l2, erg2, err := suche(lesson.MaxKnoten(n))
			require.NoError(t, err, "%s MaxKnoten(%d)", name, n)
			assert.Equal(t, l, l2, "%s MaxKnoten(%d)", name, n)
			assert.Equal(t, erg.Erzeugt, erg2.Erzeugt, "%s MaxKnoten(%d)", name, n)
			l2, erg2, err = suche(lesson.MaxTiefe(n))
			require.NoError(t, err, "%s MaxTiefe(%d)", name, n)
			assert.Equal(t, l, l2, "%s MaxTiefe(%d)", name, n)
			assert.Equal(t, erg.Erzeugt, erg2.Erzeugt, "%s MaxTiefe(%d)", name, n)
		}
	}
}

// Die Arten der Fehler bleiben mit errors.Is erkennbar, auch wenn ein Aufrufer sie noch
// einmal (oder zweimal) mit %w einpackt – und ein Abbruch zusätzlich als seine Ursache.
func TestFehlerartenDurchJedeHuelle(t *testing.T) {
	p, err := puzzle.NeuesSchiebepuzzle("ACFEBH DG", "ABCDEFGH ")
	require.NoError(t, err)
	_, _, err = lesson.BreitensucheGraph(p, lesson.MaxKnoten(3))
	require.Error(t, err)
	eins := fmt.Errorf("Aufgabe 3: %w", err)
	zwei := fmt.Errorf("Lauf: %w", eins)
	verbunden := errors.Join(errors.New("anderes"), zwei)
	for _, e := range []error{err, eins, zwei, verbunden} {
		assert.ErrorIs(t, e, lesson.ErrKnotenlimit)
		assert.ErrorIs(t, e, lesson.ErrLimitErreicht)
		assert.NotErrorIs(t, e, lesson.ErrTiefenlimit)
		assert.NotErrorIs(t, e, lesson.ErrAbgebrochen)
	}
	abbruch := fmt.Errorf("außen: %w", lesson.NeuerAbbruch(nil, ""))
	assert.ErrorIs(t, abbruch, lesson.ErrAbgebrochen)
	assert.ErrorIs(t, abbruch, context.Canceled)
	assert.NotErrorIs(t, abbruch, lesson.ErrLimitErreicht)
}
