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

// beschreibeZug unterscheidet einen Sprung über den Rand der Reihe (in beide Richtungen) von
// einem Sprung zwischen Feldern, die nicht benachbart sind.
func TestBeschreibeZugUeberDenRand(t *testing.T) {
	mitLoch := func(l int) brett { // das Ziel mit dem Loch auf Feld l
		b := ziel
		b[l], b[15] = b[15], b[l]
		return b
	}
	tausche := func(b brett, a, c int) brett { b[a], b[c] = b[c], b[a]; return b }
	for _, f := range []struct{ von, nach int }{{3, 4}, {4, 3}, {11, 12}, {12, 11}} {
		b := mitLoch(f.von)
		assert.Contains(t, beschreibeZug(b, tausche(b, f.von, f.nach)), "über den Rand der Reihe", "%d → %d", f.von, f.nach)
	}
	for _, f := range []struct{ von, nach int }{{0, 2}, {4, 9}, {5, 0}} {
		b := mitLoch(f.von)
		m := beschreibeZug(b, tausche(b, f.von, f.nach))
		assert.Contains(t, m, "nicht benachbart", "%d → %d", f.von, f.nach)
		assert.NotContains(t, m, "Rand")
	}
	b := mitLoch(5)
	assert.Contains(t, beschreibeZug(b, tausche(b, 5, 6)), "nach rechts")
}
