package sudoku

import (
	"context"
	"testing"

	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
)

// Nullwerte: ein Sudoku ohne Ziffern, Kandidaten ohne Ziffern (sofort widersprüchlich),
// Felder und Ziffern außerhalb.
func TestNullwerteSudoku(t *testing.T) {
	testhilfe.OhnePanik(t, "Nullwerte", func() {
		var k Kandidaten
		_, ok, _, err := k.Search(context.Background(), 10)
		assert.False(t, ok && err == nil && !k.Geloest(), "Kandidaten ohne Ziffern sind keine Lösung")
		_ = k.String()
		_ = k.Werte()
		_ = k.Kandidaten("Z9")
		var v Sudoku
		_ = v.String()
		_ = v.Grid()
		_, ok = v.Wert("Z0")
		assert.False(t, ok)
		_ = Feld(200).String()
		_ = Feld(-1).String()
		_ = Ziffern(0xFFFF).Ziffern()
		_ = Ziffern(0xFFFF).String()
	})
}
