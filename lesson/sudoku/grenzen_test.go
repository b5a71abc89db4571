package sudoku

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// voll liefert Kandidaten, in denen jedes Feld alle neun Ziffern hat.
func voll() Kandidaten {
	var v Kandidaten
	for s := range v {
		v[s] = alleZiffern
	}
	return v
}

// Eliminate verspricht: Bleibt keine Ziffer übrig, ist das ein Widerspruch. Hier hat A1
// nur noch die Ziffer d, alle Peers haben d noch – die beiden Propagierungsregeln sehen
// also keinen Widerspruch; nur die Prüfung „keine Ziffer mehr“ meldet ihn.
func TestEliminateLetzteZifferIstWiderspruch(t *testing.T) {
	a1, err := FeldNr("A1")
	require.NoError(t, err)
	for d := 1; d <= 9; d++ {
		v := voll()
		v[a1] = 1 << d // selbst gebaut: die Peers haben d noch
		assert.False(t, v.Eliminate(a1, d), "A1 = {%d} ohne %d hat keine Ziffer mehr", d, d)
		assert.Equal(t, Ziffern(0), v[a1])
	}
	// Assign einer Ziffer, die nicht mehr möglich ist: Die einzige andere wird
	// eliminiert, danach ist A1 leer.
	v := voll()
	v[a1] = 1 << 4
	assert.False(t, v.Assign(a1, 3), "A1 = {4}: die 3 ist nicht mehr möglich")
	// Die vorletzte Ziffer zu streichen ist dagegen kein Widerspruch.
	v = voll()
	v[a1] = 1<<4 | 1<<7
	assert.True(t, v.Eliminate(a1, 4))
	assert.Equal(t, "7", v.Kandidaten("A1"))
}
