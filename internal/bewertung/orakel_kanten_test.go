package bewertung

import (
	"testing"
	"time"

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

// Ein Prozess, der im Handschlag ein anderes Geheimnis nennt als verlangt (hier: keins),
// ist nicht die übersetzte Abgabe: keine Punkte, mit Abbruchgrund.
func TestFalschesGeheimnisBringtNichts(t *testing.T) {
	t.Parallel()
	e := bewerteAufgabe(aufgaben[0], testProzess("loesung"),
		optionen{zeit: 60 * time.Second, speicherMiB: 1024, samen: testSamen, geheimnis: "geheimnis-der-abgabe"})
	assert.Equal(t, 0, e.Punkte, e.Text())
	assert.NotEmpty(t, e.Abbruch, e.Text())
}
