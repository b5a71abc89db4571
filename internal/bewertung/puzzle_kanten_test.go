package bewertung

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Die Wörter der Meldungen über Felder und Züge (Reihe und Spalte von 1 an).
func TestFeldUndRichtung(t *testing.T) {
	assert.Equal(t, "Feld 0 (Reihe 1, Spalte 1)", feld(0))
	assert.Equal(t, "Feld 7 (Reihe 2, Spalte 4)", feld(7))
	assert.Equal(t, "Feld 14 (Reihe 4, Spalte 3)", feld(14))
	assert.Equal(t, "nach oben", richtung(9, 5))
	assert.Equal(t, "nach unten", richtung(5, 9))
	assert.Equal(t, "nach links", richtung(6, 5))
	assert.Equal(t, "nach rechts", richtung(5, 6))
	assert.Equal(t, "?", richtung(0, 2))
}
