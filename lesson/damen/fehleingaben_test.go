package damen

import (
	"context"
	"math"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
)

// Katalog der Fehleingaben des Damenproblems: unsinnige Brettgrößen, unvollständige und
// falsche Aufstellungen, Belegungen nil.
func TestFehleingabenDamen(t *testing.T) {
	for _, n := range []int{-1, 0, math.MaxInt, 1 << 20} {
		testhilfe.OhnePanik(t, "n", func() {
			_, _, err := Search(context.Background(), n)
			assert.ErrorIs(t, err, lesson.ErrUngueltig, "n = %d", n)
			_, err = NeuesCSP(n)
			assert.ErrorIs(t, err, lesson.ErrUngueltig, "n = %d", n)
			for _, err := range AlleLoesungen(context.Background(), n) {
				assert.ErrorIs(t, err, lesson.ErrUngueltig, "n = %d", n)
			}
		})
	}
	assert.ErrorIs(t, PruefeLoesung(nil, 8), lesson.ErrUngueltig)
	assert.ErrorIs(t, PruefeLoesung(Damen{0, 4, 7}, 8), lesson.ErrUngueltig, "unvollständig")
	assert.Error(t, PruefeLoesung(Damen{-1, 0, 0, 0}, 4))
	testhilfe.OhnePanik(t, "AusBelegung", func() {
		assert.Empty(t, AusBelegung(lesson.Belegung[int]{}))
	})
}
