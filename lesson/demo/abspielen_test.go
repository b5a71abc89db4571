package demo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAbspieler(t *testing.T) {
	a := NeuerAbspieler(3)
	assert.Equal(t, 3, a.Anzahl())
	assert.True(t, a.AmAnfang())
	assert.False(t, a.Zurueck(), "am Anfang geht es nicht zurück")
	assert.Equal(t, 0, a.Aktuell())

	assert.True(t, a.Schritt())
	assert.Equal(t, 1, a.Aktuell())
	assert.True(t, a.Schritt())
	assert.True(t, a.AmEnde())
	assert.False(t, a.Schritt(), "am Ende geht es nicht weiter")
	assert.Equal(t, 2, a.Aktuell())

	assert.True(t, a.Zurueck())
	assert.Equal(t, 1, a.Aktuell())

	assert.Equal(t, 0, a.Gehe(-5), "Regler unter 0 wird auf das erste Bild begrenzt")
	assert.Equal(t, 2, a.Gehe(99), "Regler über dem Ende wird auf das letzte Bild begrenzt")
	a.Gehe(1)
	a.BisZumEnde()
	assert.Equal(t, 2, a.Aktuell())
}

func TestAbspielerOhneBilder(t *testing.T) {
	for _, a := range []*Abspieler{NeuerAbspieler(0), NeuerAbspieler(-3), {}} {
		assert.Equal(t, 1, a.Anzahl())
		assert.True(t, a.AmAnfang())
		assert.True(t, a.AmEnde())
		assert.False(t, a.Schritt())
		assert.False(t, a.Zurueck())
		assert.Equal(t, 0, a.Gehe(4))
	}
}
