package diagramm

import (
	"math"
	"testing"

	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/kisuche/kisuche/lesson/fuenfzehn"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
)

// Katalog der Fehleingaben der Diagramme: nil, leere Messungen, NaN und Unendlich.
func TestFehleingabenDiagramm(t *testing.T) {
	testhilfe.OhnePanik(t, "nil", func() {
		_, err := KnotenSVG(nil)
		assert.Error(t, err)
		_, err = VerzweigungSVG(nil)
		assert.Error(t, err)
		_, err = MessungenSVG(nil, nil)
		assert.Error(t, err)
	})
	testhilfe.OhnePanik(t, "NaN", func() {
		v := &achtpuzzle.Vergleich{Zeilen: []achtpuzzle.Vergleichszeile{{Tiefe: 2, Puzzles: 1,
			MittelExpandiert: []float64{math.NaN(), math.Inf(1), -3}, Verzweigung: []float64{math.NaN(), math.NaN(), math.NaN()}}}}
		_, err := KnotenSVG(v)
		assert.Error(t, err, "nichts Zeichenbares")
		_, err = VerzweigungSVG(v)
		assert.Error(t, err)
		_, err = MessungenSVG([]fuenfzehn.Messung{{Heuristik: "x", Laenge: -1}}, []string{"a", "b", "c"})
		assert.Error(t, err)
	})
}
