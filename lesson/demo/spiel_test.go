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

func TestSpielKlicks(t *testing.T) {
	s, err := NeuesSpiel("CBD AFGEH", "ABCDEFGH ", puzzle.StandardMaxZuege)
	require.NoError(t, err)
	assert.Contains(t, s.Meldung(), "max. 20 Zügen")

	// Das freie Feld liegt auf 3; beweglich sind C (0), A (4) und G (6).
	err = s.Klick(8)
	assert.ErrorIs(t, err, puzzle.ErrUngueltigerZug)
	assert.Equal(t, "CBD AFGEH", s.Zustand(), "ein unmöglicher Klick ändert nichts")
	assert.Equal(t, 0, s.Zuege())
	assert.Equal(t, "Das Plättchen H kann nicht verschoben werden – es liegt nicht neben dem freien Feld. Möglich: A, C, G.", s.Meldung())
	assert.ErrorContains(t, s.Klick(3), "Das ist das freie Feld")
	assert.ErrorContains(t, s.Klick(9), "Position 9 gibt es nicht")
	assert.Contains(t, s.HTML("/a"), `class="ks-meldung ks-fehler"`)

	require.NoError(t, s.Klick(4))
	assert.Equal(t, "CBDA FGEH", s.Zustand())
	assert.Equal(t, 1, s.Zuege())
	assert.Equal(t, "Zug 1: A verschoben.", s.Meldung())
	assert.Contains(t, s.HTML("/a"), `<div class="ks-meldung">Zug 1: A verschoben.</div>`)

	s.Neustart()
	assert.Equal(t, "CBD AFGEH", s.Zustand())
	assert.Equal(t, 0, s.Zuege())
}

func TestSpielGewinnenUndVerlieren(t *testing.T) {
	s, err := NeuesSpiel("ABCDEFG H", "ABCDEFGH ", 3)
	require.NoError(t, err)
	require.NoError(t, s.Klick(8))
	assert.True(t, s.Geloest())
	assert.Equal(t, "Du hast das Ziel in 1 Zügen erreicht!", s.Meldung())
	assert.ErrorContains(t, s.Klick(5), "Das Spiel ist vorbei")

	s, err = NeuesSpiel("ABCDEFG H", "ABCDEFGH ", 2)
	require.NoError(t, err)
	require.NoError(t, s.Klick(6)) // G nach rechts, weg vom Ziel
	require.NoError(t, s.Klick(7))
	assert.False(t, s.Geloest())
	assert.True(t, s.Vorbei())
	assert.Equal(t, "Du hast das Puzzle leider nicht in 2 Zügen gelöst!", s.Meldung())
	assert.ErrorIs(t, s.Klick(8), puzzle.ErrUngueltigerZug)
	assert.Equal(t, 2, s.Zuege())
}

func TestSpielLoesungZeigen(t *testing.T) {
	s, err := NeuesSpiel("CBD AFGEH", "ABCDEFGH ", puzzle.StandardMaxZuege)
	require.NoError(t, err)
	require.NoError(t, s.Klick(0))
	vorher := s.Zustand()
	loesung, err := s.Loesung()
	require.NoError(t, err)
	// Das Spielpuzzle braucht 15 Züge; nach einem Zug weg vom kürzesten Weg sind es 16 oder 14.
	assert.Contains(t, []int{14, 16}, len(loesung))
	assert.Equal(t, vorher, s.Zustand(), "Loesung ändert die Stellung nicht")
	for _, pos := range loesung {
		require.NoError(t, s.ComputerZug(pos))
	}
	assert.True(t, s.Geloest())
	assert.Equal(t, 1, s.Zuege(), "vorgespielte Züge zählen nicht als eigene")
	assert.Contains(t, s.Meldung(), "Lösung vom Computer")
	assert.Error(t, s.ComputerZug(5))
}

func TestSpielHTML(t *testing.T) {
	s, err := NeuesSpiel("CBD AFGEH", "ABCDEFGH ", puzzle.StandardMaxZuege)
	require.NoError(t, err)
	h := s.HTML("/kisuche/spiel/1")
	assert.Equal(t, 9, strings.Count(h, `data-ks-adresse="/kisuche/spiel/1"`), "jedes Feld meldet Klicks")
	assert.Equal(t, 3, strings.Count(h, `class="ks-beweglich"`), "drei bewegliche Plättchen")
	assert.Contains(t, h, `data-ks-wert="4" class="ks-beweglich">A<`)
	assert.Contains(t, h, `data-zustand="CBD AFGEH"`)
	assert.NotContains(t, s.HTML(""), "data-ks-adresse", "ohne Adresse keine Klicks")

	st := s.Statisch()
	assert.Contains(t, st, "Kürzeste Lösung: 15 Züge")
	assert.Equal(t, 1+16+1, strings.Count(st, "<table"), "Brett, 16 Stellungen der Lösung und das Ziel")
}

func TestSpielFalscheEingabe(t *testing.T) {
	_, err := NeuesSpiel("CBD AFGE", "ABCDEFGH ", 20)
	assert.ErrorIs(t, err, puzzle.ErrUngueltigerZustand)
	_, err = NeuesSpiel("BACDEFGH ", "ABCDEFGH ", 20)
	assert.ErrorIs(t, err, lesson.ErrUnloesbar)
	s, err := NeuesSpiel("CBD AFGEH", "ABCDEFGH ", 0)
	require.NoError(t, err)
	assert.Equal(t, puzzle.StandardMaxZuege, s.MaxZuege(), "ohne Limit gilt das der Lektion")
}

func ExampleSpiel() {
	spiel, _ := NeuesSpiel("CBD AFGEH", "ABCDEFGH ", 20)
	fmt.Println(spiel.Klick(8)) // H liegt nicht neben dem freien Feld
	fmt.Println(spiel.Zustand(), spiel.Zuege())
	_ = spiel.Klick(4) // A rückt nach links: der erste Zug einer kürzesten Lösung
	fmt.Println(spiel.Meldung())
	loesung, _ := spiel.Loesung()
	fmt.Println("kürzeste Lösung von hier:", len(loesung), "Züge")
	// Output:
	// ungültiger Zug: Das Plättchen H kann nicht verschoben werden – es liegt nicht neben dem freien Feld. Möglich: A, C, G.
	// CBD AFGEH 0
	// Zug 1: A verschoben.
	// kürzeste Lösung von hier: 14 Züge
}
