package demo

import (
	"context"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
)

// Katalog der Fehleingaben der Vorführungen: nil, ungültige Spiele und Klicks, Abspieler
// ohne Bilder. Ohne Browser (KISUCHE_KOPFLOS) zeigen ZeigeDemo und SpieleLive die statische
// Form oder einen Hinweis – nie eine Panik.
func TestFehleingabenDemo(t *testing.T) {
	t.Setenv("KISUCHE_KOPFLOS", "1")
	testhilfe.OhnePanik(t, "nil", func() {
		_, err := NeueSuchDemo[string, int](nil, SchiebepuzzleAnsicht("x"))
		assert.Error(t, err)
		_, err = NeueCSPDemo[string](context.Background(), nil, lesson.CSPOptionen{}, AustralienAnsicht("x"))
		assert.Error(t, err)
		ZeigeDemo(nil)
		SpieleLive(nil)
		_, err = VergleichHTML(nil)
		assert.Error(t, err)
	})
	testhilfe.OhnePanik(t, "Spiel", func() {
		_, err := NeuesSpiel("", "ABCDEFGH ", 5)
		assert.Error(t, err)
		_, err = NeuesSpiel("BACDEFGH ", "ABCDEFGH ", 5)
		assert.ErrorIs(t, err, lesson.ErrUnloesbar)
		s, err := NeuesSpiel("BC AEFDGH", "ABCDEFGH ", -3)
		assert.NoError(t, err)
		for _, pos := range []int{-1, 9, 1 << 40} {
			assert.Error(t, s.Klick(pos), "Klick auf %d", pos)
			assert.Error(t, s.ComputerZug(pos), "Computerzug auf %d", pos)
		}
	})
	testhilfe.OhnePanik(t, "Abspieler", func() {
		a := NeuerAbspieler(-5)
		assert.Equal(t, 1, a.Anzahl())
		assert.Equal(t, 0, a.Gehe(-100))
		assert.Equal(t, 0, a.Gehe(1<<40))
		assert.False(t, a.Schritt())
		assert.False(t, a.Zurueck())
	})
}
