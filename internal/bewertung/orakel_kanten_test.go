package bewertung

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// summeBis summiert einschließlich bis und nie über das Ende der Werte hinaus.
func TestSummeBisAnDenGrenzen(t *testing.T) {
	w := []int{1, 2, 3}
	assert.Equal(t, 0, summeBis(w, -1))
	assert.Equal(t, 1, summeBis(w, 0))
	assert.Equal(t, 3, summeBis(w, 1))
	assert.Equal(t, 6, summeBis(w, 2))
	assert.Equal(t, 6, summeBis(w, 3))
	assert.Equal(t, 6, summeBis(w, 100))
	assert.Equal(t, 0.5, summeBis([]float64{0.5}, 1))
}

// Die Breitensuche des Orakels hält mit amZielStoppen in der Schicht des Ziels an – auch
// wenn der Start schon das Ziel ist (C* = 0: nur die Schicht 0).
func TestBreitensucheHaeltAmZiel(t *testing.T) {
	info := breitensuche(ziel, 5, true)
	assert.Equal(t, 0, info.cStern)
	assert.Equal(t, []int{1}, info.anzahl)
	info = breitensuche(ziel, 2, false)
	assert.Equal(t, 0, info.cStern)
	assert.Len(t, info.anzahl, 3, "ohne Halt bis maxTiefe")
}
