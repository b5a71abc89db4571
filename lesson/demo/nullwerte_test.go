package demo

import (
	"context"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
)

// Wer den Fehler eines Konstruktors übergeht, hat eine Demo oder ein Spiel nil: Jede
// Methode antwortet dann mit einem Nullwert, einem Fehler oder dem Hinweis keineDemo.
func TestNullwerteDemo(t *testing.T) {
	testhilfe.OhnePanik(t, "SuchDemo nil", func() {
		var d *SuchDemo[string, int]
		assert.Zero(t, d.Anzahl())
		assert.Equal(t, keineDemo, d.Bild(3))
		assert.Equal(t, keineDemo, d.Statisch())
		assert.ErrorIs(t, d.Fehler(), lesson.ErrUngueltig)
		assert.Nil(t, d.Grenze(1))
		_, ok := d.Knoten(0)
		assert.False(t, ok)
	})
	testhilfe.OhnePanik(t, "CSPDemo außerhalb", func() {
		p, _ := lesson.NeuesCSP([]string{"A"}, []int{1})
		d, err := NeueCSPDemo(context.Background(), p, lesson.CSPOptionen{}, CSPAnsicht[int]{})
		assert.NoError(t, err)
		assert.NotEmpty(t, d.Bild(-1))
		assert.NotEmpty(t, d.Bild(1<<40))
		_, ok := d.Schritt(-1)
		assert.False(t, ok)
		var keine *CSPDemo[int]
		assert.Equal(t, keineDemo, keine.Statisch())
	})
	testhilfe.OhnePanik(t, "Spiel nil und Nullwert", func() {
		var s *Spiel
		assert.ErrorIs(t, s.Klick(0), lesson.ErrUngueltig)
		assert.Equal(t, keineDemo, s.HTML(""))
		assert.Equal(t, keineDemo, s.Statisch())
		var null Spiel
		assert.Error(t, null.Klick(0))
		_, err := null.Loesung()
		assert.Error(t, err)
	})
}
