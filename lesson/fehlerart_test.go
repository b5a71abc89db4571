package lesson

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Jede Darstellung meldet Unlösbares und erreichte Limits so, dass ein einziger
// errors.Is-Vergleich reicht.
func TestFehlerartenGemeinsam(t *testing.T) {
	_, err := NeuesSchiebepuzzle("BACDEFGH ", "ABCDEFGH ")
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrUnloesbar, "String-Puzzle")

	_, _, err = BFS(Tupel{0, 2, 1, 3, 4, 5, 6, 7, 8})
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrTupelUnloesbar)
	assert.ErrorIs(t, err, ErrUnloesbar, "Tupel")

	vertauscht, err := FuenfzehnAus(2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0)
	require.NoError(t, err)
	_, err = LoeseFuenfzehn(vertauscht, Manhattan15{})
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrNichtLoesbar)
	assert.ErrorIs(t, err, ErrUnloesbar, "15-Puzzle")

	_, _, err = BFS(Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}, MaxExplored(10))
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrMaxExplored)
	assert.ErrorIs(t, err, ErrLimitErreicht, "Tupel-Suche am Limit")
	assert.Equal(t, "Grenze für nrExplored erreicht", ErrMaxExplored.Error(), "eigener Text bleibt")
}
