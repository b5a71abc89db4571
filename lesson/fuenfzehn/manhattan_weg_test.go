package fuenfzehn

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kisuche/kisuche/lesson"
)

// manhattanUmweg ist Manhattan, aber ein anderer Typ: Loese nimmt dafür den allgemeinen
// Weg über die Schnittstelle Heuristik statt tiefeManhattan.
type manhattanUmweg struct{ Manhattan }

// TestManhattanWegWieAllgemein vergleicht den eigenen Weg für Manhattan mit dem
// allgemeinen: gleiche Züge, gleiche Zähler, gleiche Iterationen, in beiden
// Zugreihenfolgen, und dasselbe Verhalten am Knotenlimit.
func TestManhattanWegWieAllgemein(t *testing.T) {
	inst, err := KorfInstanzen()
	require.NoError(t, err)
	for _, r := range []Zugreihenfolge{KorfReihenfolge, StandardReihenfolge} {
		for _, nr := range korfBillig[:3] {
			start := inst[nr-1].Start
			schnell, err1 := Loeser{Heuristik: Manhattan{}, Reihenfolge: r}.Loese(start)
			allgemein, err2 := Loeser{Heuristik: manhattanUmweg{}, Reihenfolge: r}.Loese(start)
			require.NoError(t, err1)
			require.NoError(t, err2)
			assert.Equal(t, allgemein, schnell, "Nr. %d, Reihenfolge %v", nr, r)
		}
	}
	start := inst[korfBillig[0]-1].Start
	schnell, err1 := Loeser{Heuristik: Manhattan{}}.Loese(start, lesson.MaxKnoten(10_000))
	allgemein, err2 := Loeser{Heuristik: manhattanUmweg{}}.Loese(start, lesson.MaxKnoten(10_000))
	assert.True(t, errors.Is(err1, lesson.ErrLimitErreicht), "%v", err1)
	assert.Equal(t, err2.Error(), err1.Error())
	assert.Equal(t, allgemein, schnell)

	ctx, abbrechen := context.WithCancel(context.Background())
	abbrechen()
	_, err1 = Loeser{Heuristik: Manhattan{}}.Loese(start, lesson.Kontext(ctx))
	assert.True(t, errors.Is(err1, lesson.ErrAbgebrochen), "%v", err1)
}
