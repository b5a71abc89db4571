package australien

import (
	"context"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
)

// Katalog der Fehleingaben der Kartenfärbung: keine, doppelte und leere Farben, zu wenige
// Farben (unlösbar: dann false, kein Fehler), ein abgebrochener Kontext.
func TestFehleingabenAustralien(t *testing.T) {
	testhilfe.OhnePanik(t, "MitFarben", func() {
		_, err := MitFarben()
		assert.ErrorIs(t, err, lesson.ErrUngueltig, "keine Farbe")
		_, err = MitFarben("rot", "rot")
		assert.ErrorIs(t, err, lesson.ErrUngueltig, "doppelte Farbe")
		zwei, err := MitFarben("red", "green")
		assert.NoError(t, err)
		_, ok, err := zwei.Backtracking(context.Background(), lesson.CSPOptionen{})
		assert.NoError(t, err)
		assert.False(t, ok, "mit zwei Farben gibt es keine Lösung")
		ctx, abbrechen := context.WithCancel(context.Background())
		abbrechen()
		_, ok, err = NeuesCSP().Backtracking(ctx, lesson.CSPOptionen{})
		assert.False(t, ok)
		assert.ErrorIs(t, err, context.Canceled)
	})
	// Die Daten sind Kopien: Wer sie ändert, ändert die Karte nicht.
	s := Staaten()
	s[0] = "XX"
	assert.Equal(t, "WA", Staaten()[0])
}
