package achtpuzzle

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Lange Zufallswege: 5000 Schritte gelingen in Millisekunden (die Lektion beginnt in jeder
// Sackgasse von vorn und kommt so fast nie an); die Grenze ist die Zahl der Zustände.
func TestZufallswegLang(t *testing.T) {
	beginn := time.Now()
	for seed := range uint64(5) {
		s, err := Zufallsweg(rand.New(rand.NewPCG(seed, 1)), Goalstate, 5000)
		require.NoError(t, err)
		assert.True(t, s.IstLoesbar())
		d, ok := Zustandsraum().Distanz(s)
		require.True(t, ok)
		assert.LessOrEqual(t, d, 31)
	}
	assert.Less(t, time.Since(beginn), 10*time.Second, "fünf Wege mit je 5000 Schritten")

	// Ohne Sackgasse wählt der Weg dieselben Züge wie vorher: kurze Wege bleiben gleich.
	a, err := Zufallsweg(rand.New(rand.NewPCG(7, 7)), Goalstate, 12)
	require.NoError(t, err)
	b, err := Zufallsweg(rand.New(rand.NewPCG(7, 7)), Goalstate, 12)
	require.NoError(t, err)
	assert.Equal(t, a, b)

	_, err = Zufallsweg(rand.New(rand.NewPCG(1, 1)), Goalstate, MaxZufallsweg+1)
	assert.ErrorIs(t, err, lesson.ErrUngueltig, "länger als die Zahl der Zustände geht kein Weg ohne Wiederholung")
}

// Findet die Tiefensuche keinen so langen Weg, ist das ErrUnloesbar – keine falsche
// Eingabe. Die Arbeit bleibt durch die 181.440 Zustände begrenzt.
func TestZufallswegUnmoeglich(t *testing.T) {
	beginn := time.Now()
	_, err := Zufallsweg(rand.New(rand.NewPCG(1, 1)), Goalstate, MaxZufallsweg)
	assert.ErrorIs(t, err, lesson.ErrUnloesbar)
	assert.Less(t, time.Since(beginn), 60*time.Second)
}
