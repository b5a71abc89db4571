package lesson_test

import (
	"context"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
)

// Nullwerte und nil der Typen der Wurzel: keine Panik, keine Suche ins Leere.
func TestNullwerteWurzel(t *testing.T) {
	testhilfe.OhnePanik(t, "Suche", func() {
		for _, s := range []*lesson.Suche[string, int]{nil, {}} {
			_, err := s.Schritt()
			assert.ErrorIs(t, err, lesson.ErrUngueltig)
			_, _, err = s.Loese()
			assert.ErrorIs(t, err, lesson.ErrUngueltig, "Loese endet sofort, statt ewig zu warten")
			for _, err := range s.Schritte() {
				assert.ErrorIs(t, err, lesson.ErrUngueltig)
			}
			assert.True(t, s.Fertig())
			assert.Zero(t, s.GrenzeLaenge())
			assert.Nil(t, s.Loesung())
			assert.Nil(t, s.Zielknoten())
			assert.Equal(t, lesson.Ergebnis{}, s.Ergebnis())
			for range s.Grenze() {
				t.Error("eine leere Suche hat keine Grenze")
			}
			for range s.Geschlossen() {
				t.Error("eine leere Suche hat keine Closed List")
			}
		}
	})
	testhilfe.OhnePanik(t, "CSP, Belegung, Backtracker", func() {
		var p *lesson.CSP[string]
		assert.Nil(t, p.Variablen())
		assert.Zero(t, p.AnzahlVariablen())
		assert.Nil(t, p.DomaeneVon("A"))
		assert.Nil(t, p.Nachbarn("A"))
		assert.NotEmpty(t, p.Verletzt(lesson.Belegung[string]{}))
		assert.Equal(t, "CSP nil", p.String())
		assert.ErrorIs(t, p.Verschieden("A", "B"), lesson.ErrUngueltig)
		assert.ErrorIs(t, p.Domaene("A", "rot"), lesson.ErrUngueltig)
		_ = p.LeereBelegung()
		var leer lesson.CSP[string]
		_, ok, _ := leer.Backtracking(context.Background(), lesson.CSPOptionen{})
		_ = ok
		var b lesson.Belegung[string]
		_ = b.String()
		_ = b.Vollstaendig()
		var bt *lesson.Backtracker[string]
		assert.Equal(t, lesson.CSPZaehler{}, bt.Zaehler())
		assert.Nil(t, bt.Protokoll())
		assert.ErrorIs(t, bt.Err(), lesson.ErrUngueltig)
		var prot lesson.Schrittprotokoll[string]
		assert.Empty(t, prot.Oztrace())
	})
	testhilfe.OhnePanik(t, "Knoten und Nummerierung", func() {
		var n *lesson.Nummerierung
		_ = n.Vergeben()
		k := lesson.NeuerKnoten[string, int]("x", nil)
		assert.Equal(t, "x", k.Zustand)
	})
}
