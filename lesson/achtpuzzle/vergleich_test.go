package achtpuzzle

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEffektiverVerzweigungsgrad(t *testing.T) {
	// Ein voller Baum mit b = 2 und d = 3 hat 2 + 4 + 8 = 14 Knoten unter der Wurzel.
	assert.InDelta(t, 2.0, EffektiverVerzweigungsgrad(14, 3), 1e-9)
	assert.InDelta(t, 3.0, EffektiverVerzweigungsgrad(3+9, 2), 1e-9)
	assert.InDelta(t, 5.0, EffektiverVerzweigungsgrad(5, 1), 1e-9)
	// Ein einziger Weg ohne Umwege (n = d) hat b* = 1.
	assert.InDelta(t, 1.0, EffektiverVerzweigungsgrad(20, 20), 1e-9)
	assert.True(t, math.IsNaN(EffektiverVerzweigungsgrad(10, 0)), "Tiefe 0: nicht definiert")
	assert.True(t, math.IsNaN(EffektiverVerzweigungsgrad(0, 4)), "keine Knoten: nicht definiert")
}

func ExampleEffektiverVerzweigungsgrad() {
	// A* mit Manhattan-Distanz untersucht bei Lösungstiefe 20 etwa 200 Zustände:
	fmt.Printf("%.2f\n", EffektiverVerzweigungsgrad(200, 20))
	// Output: 1.19
}

func TestZufallswegTupel(t *testing.T) {
	a, err := Zufallsweg(rand.New(rand.NewPCG(7, 7)), Goalstate, 12)
	require.NoError(t, err)
	b, err := Zufallsweg(rand.New(rand.NewPCG(7, 7)), Goalstate, 12)
	require.NoError(t, err)
	assert.Equal(t, a, b, "gleicher Seed, gleiches Puzzle")
	require.NoError(t, a.Pruefe())
	assert.True(t, a.IstLoesbar(), "ein Zufallsweg vom Ziel aus ist immer lösbar")
	prev, _, err := AStar(a, HManhattan)
	require.NoError(t, err)
	_, n, err := ReconstructPath(prev)
	require.NoError(t, err)
	assert.LessOrEqual(t, n, 12, "die Lösung ist höchstens so lang wie der Zufallsweg")
	assert.Equal(t, 0, n%2, "nach 12 Zügen steht das leere Feld auf einem Feld gerader Entfernung")
	null, err := Zufallsweg(rand.New(rand.NewPCG(1, 1)), Goalstate, 0)
	require.NoError(t, err)
	assert.Equal(t, Goalstate, null)
}

var kleinerVergleich = Vergleichseinstellungen{Seed: 3, Laengen: []int{4, 8, 12, 16}, ProLaenge: 3}

func TestVergleicheSuchen(t *testing.T) {
	v, err := VergleicheSuchen(context.Background(), kleinerVergleich)
	require.NoError(t, err)
	require.Len(t, v.Messungen, 12)
	for _, m := range v.Messungen {
		assert.LessOrEqual(t, m.Tiefe, m.Weglaenge, "%v", m.Start)
		require.Len(t, m.Expandiert, 3)
		// A* mit Manhattan-Distanz untersucht nie mehr als BFS.
		assert.LessOrEqual(t, m.Expandiert[2], m.Expandiert[0], "%v", m.Start)
	}
	// Zeilen aufsteigend nach Tiefe, jede Messung genau einmal gezählt.
	summe := 0
	for i, z := range v.Zeilen {
		if i > 0 {
			assert.Greater(t, z.Tiefe, v.Zeilen[i-1].Tiefe)
		}
		summe += z.Puzzles
	}
	assert.Equal(t, 12, summe)
	// Ab Tiefe 8 wächst BFS am stärksten: b*(BFS) > b*(A* falsche) > b*(A* Manhattan).
	for _, z := range v.Zeilen {
		if z.Tiefe >= 8 {
			assert.Greater(t, z.Verzweigung[0], z.Verzweigung[1], "Tiefe %d", z.Tiefe)
			assert.Greater(t, z.Verzweigung[1], z.Verzweigung[2], "Tiefe %d", z.Tiefe)
		}
	}
	// Derselbe Seed liefert dieselben Zahlen.
	w, err := VergleicheSuchen(context.Background(), kleinerVergleich)
	require.NoError(t, err)
	assert.Equal(t, v.Messungen, w.Messungen)
}

func TestVergleicheSuchenSchlechteEingabe(t *testing.T) {
	_, err := VergleicheSuchen(context.Background(), Vergleichseinstellungen{Laengen: []int{4}})
	assert.ErrorContains(t, err, "Puzzle je Länge")
	_, err = VergleicheSuchen(context.Background(), Vergleichseinstellungen{Laengen: []int{-1}, ProLaenge: 1})
	assert.ErrorContains(t, err, "Weglänge -1")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = VergleicheSuchen(ctx, Vergleichseinstellungen{Laengen: []int{30}, ProLaenge: 1})
	assert.ErrorIs(t, err, context.Canceled)
}
