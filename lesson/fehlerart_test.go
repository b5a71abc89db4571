package lesson_test

import (
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/kisuche/kisuche/lesson/fuenfzehn"
	"github.com/kisuche/kisuche/lesson/puzzle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Jede Darstellung meldet Unlösbares und erreichte Limits so, dass ein einziger
// errors.Is-Vergleich reicht.
func TestFehlerartenGemeinsam(t *testing.T) {
	_, err := puzzle.NeuesSchiebepuzzle("BACDEFGH ", "ABCDEFGH ")
	require.Error(t, err)
	assert.ErrorIs(t, err, lesson.ErrUnloesbar, "String-Puzzle")

	_, _, err = achtpuzzle.BFS(achtpuzzle.Tupel{0, 2, 1, 3, 4, 5, 6, 7, 8})
	require.Error(t, err)
	assert.ErrorIs(t, err, achtpuzzle.ErrUnloesbar)
	assert.ErrorIs(t, err, lesson.ErrUnloesbar, "Tupel")

	vertauscht, err := fuenfzehn.Aus(2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0)
	require.NoError(t, err)
	_, err = fuenfzehn.Loese(vertauscht, fuenfzehn.Manhattan{})
	require.Error(t, err)
	assert.ErrorIs(t, err, fuenfzehn.ErrUnloesbar)
	assert.ErrorIs(t, err, lesson.ErrUnloesbar, "15-Puzzle")

	_, _, err = achtpuzzle.BFS(achtpuzzle.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}, lesson.MaxKnoten(10))
	require.Error(t, err)
	assert.ErrorIs(t, err, lesson.ErrLimitErreicht, "Tupel-Suche am Limit")
}
