package bewertung

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// Ein Prozess, der im Handschlag ein anderes Geheimnis nennt als verlangt (hier: keins),
// ist nicht die übersetzte Abgabe: keine Punkte, mit Abbruchgrund.
func TestFalschesGeheimnisBringtNichts(t *testing.T) {
	t.Parallel()
	e := bewerteAufgabe(aufgaben[0], testProzess("loesung"),
		optionen{zeit: 60 * time.Second, speicherMiB: 1024, samen: testSamen, geheimnis: "geheimnis-der-abgabe"})
	assert.Equal(t, 0, e.Punkte, e.Text())
	assert.NotEmpty(t, e.Abbruch, e.Text())
}
