package puzzle

import (
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStringHeuristikenWieTupel(t *testing.T) {
	// Das Tupel-Ziel (0,1,…,8) als String: das freie Feld links oben, dann A bis H.
	const ziel = " ABCDEFGH"
	alsString := func(tp achtpuzzle.Tupel) string {
		b := make([]byte, 9)
		for i, z := range tp {
			if z == 0 {
				b[i] = ' '
			} else {
				b[i] = byte('A' + z - 1)
			}
		}
		return string(b)
	}
	for _, tp := range []achtpuzzle.Tupel{{7, 2, 4, 5, 0, 6, 8, 3, 1}, achtpuzzle.Goalstate, {1, 0, 2, 3, 4, 5, 6, 7, 8}} {
		// HMisplaced der Lektion zählt auch das leere Feld mit, FalschePlaettchenZu nicht.
		leerFalsch := 0
		if tp[0] != 0 {
			leerFalsch = 1
		}
		assert.Equal(t, achtpuzzle.HMisplaced(tp)-leerFalsch, FalschePlaettchenZu(ziel)(alsString(tp)), "%v", tp)
		assert.Equal(t, achtpuzzle.HManhattan(tp), ManhattanZu(ziel)(alsString(tp)), "%v", tp)
	}
}

func TestStringHeuristiken(t *testing.T) {
	h, m := FalschePlaettchenZu("ABCDEFGH "), ManhattanZu("ABCDEFGH ")
	assert.Equal(t, 0, h("ABCDEFGH "))
	assert.Equal(t, 0, m("ABCDEFGH "))
	assert.Equal(t, 1, h("ABCDEFG H"), "das freie Feld zählt nicht")
	assert.Equal(t, 1, m("ABCDEFG H"))
	// 'DAC BEGHF': D, A, B, E und F liegen falsch, jedes ein Feld von seinem Platz entfernt;
	// die Lösung braucht genau 5 Züge, beide Heuristiken schätzen hier also exakt.
	assert.Equal(t, 5, h("DAC BEGHF"))
	assert.Equal(t, 5, m("DAC BEGHF"))
	// A* mit Manhattan findet die kürzeste Lösung des Spielpuzzles (15 Züge).
	p, err := NeuesSchiebepuzzle("CBD AFGEH", "ABCDEFGH ")
	require.NoError(t, err)
	loesung, _, err := lesson.ASternSuche(p, m)
	require.NoError(t, err)
	assert.Len(t, loesung, 15)
}
