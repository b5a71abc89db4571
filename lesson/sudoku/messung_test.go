package sudoku

import (
	"context"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kisuche/kisuche/lesson"
)

// TimedSearch zählt wie Sudoku.Search (die Zahlen der Lektion für grid1), meldet die
// Lösung als gelöst und druckt eine Zeile (ohne „gelöst“, wie die Tabellen der Folien),
// deren Zeit gerundet ist.
func TestTimedSearch(t *testing.T) {
	m, err := TimedSearch(context.Background(), grid1, 0)
	require.NoError(t, err)
	assert.True(t, m.Geloest)
	assert.Equal(t, Zaehler{Zuweisungen: 200, Backtracks: 151}, m.Zaehler)
	assert.Positive(t, m.Dauer)
	assert.Regexp(t, regexp.MustCompile(`^200 Zuweisungen, 151 Backtracks, Zeit [0-9,]+ (ns|µs|ms|s)$`), m.String())

	m = Messung{Geloest: true, Zaehler: Zaehler{Zuweisungen: 3}, Dauer: 1234567 * time.Nanosecond}
	assert.Equal(t, "3 Zuweisungen, 0 Backtracks, Zeit 1,23 ms", m.String())
}

// Bricht die Suche ab, ist das Rätsel nicht gelöst, der Fehler sagt warum, und die
// Messung behält die Zähler bis zum Abbruch und sagt in ihrer Zeile „nicht gelöst“.
func TestTimedSearchAbbruch(t *testing.T) {
	m, err := TimedSearch(context.Background(), grid2, 1000)
	require.ErrorIs(t, err, lesson.ErrZuweisungslimit)
	assert.False(t, m.Geloest)
	assert.Equal(t, 1000, m.Zuweisungen)
	assert.Regexp(t, regexp.MustCompile(`^nicht gelöst, 1000 Zuweisungen, `), m.String())

	m, err = CPTimedSearch(context.Background(), hard3, 10_000)
	require.ErrorIs(t, err, lesson.ErrZuweisungslimit)
	assert.False(t, m.Geloest)
	assert.Equal(t, 10_000, m.Zuweisungen)

	m, err = CPTimedSearch(context.Background(), "12", 0)
	assert.Error(t, err)
	assert.Equal(t, Messung{}, m)
}
