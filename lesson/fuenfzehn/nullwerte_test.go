package fuenfzehn

import (
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Nullwerte und nil: Problem, Löser, Musterdatenbank, ungültige Stellungen und Züge.
func TestNullwerteFuenfzehn(t *testing.T) {
	testhilfe.OhnePanik(t, "Nullwerte", func() {
		var p Problem
		_ = p.MoeglicheAktionen(Ziel)
		_, _, err := lesson.BreitensucheGraph[Fuenfzehn, LochZug](&p, lesson.MaxKnoten(1000))
		_ = err
		_, err = Loeser{}.Loese(Ziel)
		assert.ErrorIs(t, err, lesson.ErrUngueltig, "ein Löser ohne Heuristik")
		var m *Musterdatenbank
		assert.Equal(t, "Musterdatenbank nil", m.Name())
		assert.Nil(t, m.Muster())
		_ = (&Musterdatenbank{}).Name()
	})
	testhilfe.OhnePanik(t, "ungültige Stellungen und Züge", func() {
		kaputt := Fuenfzehn{200}
		_ = kaputt.String()
		_ = kaputt.IstLoesbar()
		_ = kaputt.Loch()
		_, _ = kaputt.Folgestellungen()
		_ = LochZug(200).String()
		_ = LochZug(200).Gegenzug()
		_, ok := Fuenfzehn{}.Ziehe(200)
		assert.False(t, ok)
		_, err := Ziel.FuehreZuegeAus([]LochZug{200})
		assert.Error(t, err)
		_ = MesseHeuristiken([]Fuenfzehn{kaputt}, []Heuristik{nil, Manhattan{}}, Zugreihenfolge{})
	})
}

// Der Nullwert der Zugreihenfolge steht überall für StandardReihenfolge: dieselben Züge,
// dieselben Zähler.
func TestNullwertZugreihenfolge(t *testing.T) {
	start, err := AusText("1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15")
	require.NoError(t, err)
	ohne, err := Loeser{Heuristik: Manhattan{}}.Loese(start)
	require.NoError(t, err)
	mit, err := Loeser{Heuristik: Manhattan{}, Reihenfolge: StandardReihenfolge}.Loese(start)
	require.NoError(t, err)
	assert.Equal(t, mit, ohne)
	_, err = Loeser{Heuristik: Manhattan{}, Reihenfolge: Zugreihenfolge{LochRunter}}.Loese(start)
	assert.ErrorIs(t, err, lesson.ErrUngueltig, "nur der ganze Nullwert heißt Standard")
	p, err := NeuesProblem(start)
	require.NoError(t, err)
	q := *p
	q.Reihenfolge = StandardReihenfolge
	assert.Equal(t, p.MoeglicheAktionen(start), q.MoeglicheAktionen(start))
}
