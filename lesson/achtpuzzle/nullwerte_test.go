package achtpuzzle

import (
	"math"
	"testing"

	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
)

// Nullwerte und nil: Vorgänger, Distanztabelle, Vergleich, ungültige Tupel.
func TestNullwerteAchtpuzzle(t *testing.T) {
	testhilfe.OhnePanik(t, "Vorgaenger", func() {
		var v *Vorgaenger
		assert.Zero(t, v.Len())
		assert.False(t, v.Enthaelt(Goalstate))
		_, err := v.PfadZu(Goalstate)
		assert.Error(t, err)
		_, _, err = ReconstructPath(&Vorgaenger{})
		assert.Error(t, err)
	})
	testhilfe.OhnePanik(t, "Distanztabelle", func() {
		var d Distanztabelle
		_, ok := d.Distanz(Goalstate)
		assert.False(t, ok)
		assert.Equal(t, -1, d.MaxDistanz())
		_, ok = PerfekteDistanzen().Distanz(Tupel{200})
		assert.False(t, ok)
	})
	testhilfe.OhnePanik(t, "Vergleich", func() {
		var v *Vergleich
		assert.Contains(t, v.Tabelle(), "<table")
		kurz := &Vergleich{Zeilen: []Vergleichszeile{{Tiefe: 1}}}
		assert.Contains(t, kurz.Tabelle(), "–", "fehlende Werte erscheinen als –")
		assert.True(t, math.IsNaN(EffektiverVerzweigungsgrad(math.MaxFloat64, math.MaxInt)) ||
			EffektiverVerzweigungsgrad(math.MaxFloat64, math.MaxInt) > 0)
	})
	testhilfe.OhnePanik(t, "ungültige Tupel", func() {
		s := Tupel{200, 200}
		_ = s.String()
		assert.False(t, s.IstLoesbar())
		assert.Error(t, s.Pruefe())
		_ = Nextstates(s)
		_ = Rang(s)
		_ = Platz(s)
	})
}
