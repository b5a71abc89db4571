package lesson

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// startLektion ist der Startzustand der Lektion „Suchalgorithmen am Beispiel 8-Puzzle“.
var startLektion = Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}

// Die Zugfolgen, die die Lektion ausgibt.
const (
	zuegeBFSLektion    = "left up right down down left up right right up left left down right right down left up right up left down down left up up"
	zuegeGreedyLektion = "up left down right up left down right up right down left down left up right up right down down left up up right down left down left up up right right down left left up right down right up left down left down right up up left down right down left up up right down right up left left down right right up left down left up right down left up right right down left left up right down right up left down left down right up up left down right down left up up right down left down right up up left down right down left up up"
	zuegeAStarLektion  = "left up right down right down left left up right right down left left up right right up left left down right right up left left"
)

func TestTupelBFSLektion(t *testing.T) {
	prev, nrExplored, err := BFS(startLektion)
	require.NoError(t, err)
	assert.Equal(t, 171712, nrExplored, "nrExplored der Breitensuche")
	zuege, n, err := ReconstructPath(prev)
	require.NoError(t, err)
	assert.Equal(t, 26, n)
	assert.Equal(t, zuegeBFSLektion, zuege)
}

func TestTupelDFSLektion(t *testing.T) {
	prev, nrExplored, err := DFS(startLektion)
	require.NoError(t, err)
	assert.Equal(t, 114208, nrExplored, "nrExplored der Tiefensuche")
	_, n, err := ReconstructPath(prev)
	require.NoError(t, err)
	assert.Equal(t, 62140, n, "Länge des Weges der Tiefensuche")
}

func TestTupelGreedyLektion(t *testing.T) {
	prev, nrExplored, err := Greedy(startLektion, HMisplaced)
	require.NoError(t, err)
	assert.Equal(t, 489, nrExplored)
	zuege, n, err := ReconstructPath(prev)
	require.NoError(t, err)
	assert.Equal(t, 110, n)
	assert.Equal(t, zuegeGreedyLektion, zuege)
}

func TestTupelAStarLektion(t *testing.T) {
	for _, fall := range []struct {
		name       string
		h          func(Tupel) int
		nrExplored int
	}{
		{"HMisplaced", HMisplaced, 33167},
		{"HManhattan", HManhattan, 2034},
	} {
		t.Run(fall.name, func(t *testing.T) {
			prev, nrExplored, err := AStar(startLektion, fall.h)
			require.NoError(t, err)
			assert.Equal(t, fall.nrExplored, nrExplored)
			zuege, n, err := ReconstructPath(prev)
			require.NoError(t, err)
			assert.Equal(t, 26, n)
			assert.Equal(t, zuegeAStarLektion, zuege)
		})
	}
}

var _ = context.Background
var _ = errors.Is
