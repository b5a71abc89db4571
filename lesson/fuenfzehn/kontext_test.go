package fuenfzehn

import (
	"context"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// zaehlKontext zählt, wie oft die Suche nach dem Abbruch fragt, und meldet ab der Frage
// abbrechenBei (wenn > 0) einen Abbruch.
type zaehlKontext struct {
	context.Context
	fragen, abbrechenBei int64
}

func (z *zaehlKontext) Err() error {
	z.fragen++
	if z.abbrechenBei > 0 && z.fragen >= z.abbrechenBei {
		return context.Canceled
	}
	return nil
}

// TestKontextAuchInDerIteration: IDA* fragt den Kontext vor jeder Iteration und in ihr nach
// je 65.536 Expansionen – mit Manhattan (eigener schneller Weg) wie mit jeder anderen
// Heuristik. Sonst bemerkte es einen Abbruch erst am Ende einer Iteration, die Minuten
// dauern kann.
func TestKontextAuchInDerIteration(t *testing.T) {
	inst, err := KorfInstanzen()
	require.NoError(t, err)
	var k KorfInstanz // die schnellste mit mehr als 200.000 Knoten
	for _, i := range inst {
		if i.KorfKnoten > 200_000 && (k.Nummer == 0 || i.KorfKnoten < k.KorfKnoten) {
			k = i
		}
	}
	for _, h := range []Heuristik{Manhattan{}, EigeneHeuristik{"Manhattan", Manhattan{}.Wert}} {
		z := &zaehlKontext{Context: context.Background()}
		l, err := Loese(k.Start, h, lesson.Kontext(z))
		require.NoError(t, err)
		require.Greater(t, l.Expandiert, int64(65_536))
		assert.Equal(t, int64(len(l.Iterationen))+l.Expandiert/65_536, z.fragen, "%T: Fragen nach dem Abbruch bei %d Expansionen", h, l.Expandiert)

		// Abbruch bei der letzten Frage: Sie kommt mitten in der letzten Iteration.
		letzte := l.Iterationen[len(l.Iterationen)-1]
		require.Greater(t, letzte.Erzeugt, int64(2*65_536), "die letzte Iteration ist groß genug")
		abbruch, err := Loese(k.Start, h, lesson.Kontext(&zaehlKontext{Context: context.Background(), abbrechenBei: z.fragen}))
		assert.ErrorIs(t, err, lesson.ErrAbgebrochen)
		assert.ErrorIs(t, err, context.Canceled)
		assert.Less(t, abbruch.Expandiert, l.Expandiert)
	}
}
