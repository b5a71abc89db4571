package fuenfzehn

import (
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
)

// Nullwerte und nil: Problem, Löser, Musterdatenbank, ungültige Stellungen und Züge.
func TestNullwerteFuenfzehn(t *testing.T) {
	testhilfe.OhnePanik(t, "Nullwerte", func() {
		var p Problem
		_ = p.MoeglicheAktionen(Ziel)
		_, _, err := lesson.BreitensucheGraph[Fuenfzehn, LochZug](&p, lesson.MaxKnoten(1000))
		_ = err
		_, err = Loeser{}.Loese(Ziel)
		assert.ErrorIs(t, err, lesson.ErrUngueltig, "ein Löser ohne Heuristik")
		var m *Musterdatenbank
		assert.Equal(t, "Musterdatenbank nil", m.Name())
		assert.Nil(t, m.Muster())
		_ = (&Musterdatenbank{}).Name()
	})
	testhilfe.OhnePanik(t, "ungültige Stellungen und Züge", func() {
		kaputt := Fuenfzehn{200}
		_ = kaputt.String()
		_ = kaputt.IstLoesbar()
		_ = kaputt.Loch()
		_, _ = kaputt.Folgestellungen()
		_ = LochZug(200).String()
		_ = LochZug(200).Gegenzug()
		_, ok := Fuenfzehn{}.Ziehe(200)
		assert.False(t, ok)
		_, err := Ziel.FuehreZuegeAus([]LochZug{200})
		assert.Error(t, err)
		_ = MesseHeuristiken([]Fuenfzehn{kaputt}, []Heuristik{nil, Manhattan{}}, Zugreihenfolge{})
	})
}
