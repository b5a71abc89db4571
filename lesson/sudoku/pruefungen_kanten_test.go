package sudoku

import (
	"context"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Die Prüfungen des Pakets an ihren Stellen – jede hier, weil ein Lauf mit fehlender
// Prüfung (bench/mutanten -arten Prüfung) sie sonst nicht bemerkte.

// TestNilKontextInJederSuche: nil als Kontext heißt ohne Frist, in jeder Suche.
func TestNilKontextInJederSuche(t *testing.T) {
	s, err := ParseGrid(Grid1)
	require.NoError(t, err)
	_, ok, _, err := s.Search(nil, 0)
	assert.True(t, ok)
	assert.NoError(t, err)
	k, err := CPParseGrid(Grid1)
	require.NoError(t, err)
	_, ok, _, err = k.Search(nil, 0)
	assert.True(t, ok)
	assert.NoError(t, err)
	_, ok, _, err = k.SearchKleinsteVerzweigung(nil, 0)
	assert.True(t, ok)
	assert.NoError(t, err)
}

// TestLeereFelderAlsPunkt: String zeigt ein leeres Feld als Punkt, nie als 0.
func TestLeereFelderAlsPunkt(t *testing.T) {
	s, err := ParseGrid(Grid1)
	require.NoError(t, err)
	leer := strings.Count(strings.ReplaceAll(Grid1, " ", ""), "0")
	assert.Equal(t, leer, strings.Count(s.String(), "."))
	assert.NotContains(t, s.String(), "0")
}

// TestPruefeLoesungVorgabeUndDoppelt: PruefeLoesung findet eine geänderte Vorgabe und eine
// Ziffer, die in einer Gruppe zweimal steht.
func TestPruefeLoesungVorgabeUndDoppelt(t *testing.T) {
	vorgaben, err := ParseGrid(Grid1)
	require.NoError(t, err)
	loesung, ok, _, err := vorgaben.Search(context.Background(), 0)
	require.True(t, ok)
	require.NoError(t, err)
	require.NoError(t, PruefeLoesung(loesung, vorgaben))

	anders := vorgaben
	anders[2] = anders[2]%9 + 1 // C3 ist in Grid1 vorgegeben (3)
	err = PruefeLoesung(loesung, anders)
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	assert.ErrorContains(t, err, "vorgegeben")

	// Zwei Felder einer Reihe tauschen: Die Reihe bleibt richtig, zwei Spalten nicht.
	getauscht := loesung
	getauscht[0], getauscht[1] = getauscht[1], getauscht[0]
	err = PruefeLoesung(getauscht, Sudoku{})
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	assert.ErrorContains(t, err, "steht zweimal in der Gruppe")
}

// Keine Vorgabe steht doppelt, aber A9 muss 9 sein (die letzte Ziffer der Reihe A), und B9
// ist schon 9: Den Widerspruch findet erst die Propagierung.
var erstDiePropagierung = "12345678." + "........9" + strings.Repeat(".", 63)

func TestWiderspruchErstDurchPropagierung(t *testing.T) {
	_, err := ParseGrid(erstDiePropagierung)
	require.NoError(t, err)
	_, err = TimedSearchKleinsteVerzweigung(context.Background(), erstDiePropagierung, 0)
	assert.ErrorIs(t, err, lesson.ErrUnloesbar)
}

// TestNeuesCSPWiderspruch: Widersprüchliche Vorgaben ergeben kein CSP.
func TestNeuesCSPWiderspruch(t *testing.T) {
	_, err := NeuesCSP("11" + strings.Repeat(".", 79))
	assert.ErrorIs(t, err, lesson.ErrUnloesbar)
}

// TestPythonCenterZuLang: Ein Text, der nicht in die Breite passt, bleibt wie er ist.
func TestPythonCenterZuLang(t *testing.T) {
	assert.Equal(t, "abcdef", pythonCenter("abcdef", 3))
	assert.Equal(t, "ab", pythonCenter("ab", 2))
	assert.Equal(t, " ab ", pythonCenter("ab", 4))
}

// TestKeineLoesungNachDerSuche: Schließt man die Lösung von Grid2 an einem offenen Feld aus,
// ohne dass die Propagierung widerspricht, findet erst die Suche heraus, dass es keine
// Lösung gibt – und meldet false, keine halbe Belegung.
func TestKeineLoesungNachDerSuche(t *testing.T) {
	v, err := CPParseGrid(Grid2)
	require.NoError(t, err)
	l, ok, _, err := v.SearchKleinsteVerzweigung(context.Background(), 0)
	require.True(t, ok)
	require.NoError(t, err)
	geprueft := 0
	for f, m := range v {
		ohne := v
		if m.Anzahl() < 2 || !ohne.Eliminate(Feld(f), int(l.Werte()[f])) {
			continue
		}
		geprueft++
		_, ok, _, err := ohne.SearchKleinsteVerzweigung(context.Background(), 0)
		assert.False(t, ok, "ohne die %d in %v", l.Werte()[f], Feld(f))
		assert.NoError(t, err)
		if geprueft == 3 {
			break
		}
	}
	require.Positive(t, geprueft, "kein Feld, an dem erst die Suche widerspricht")
}

// TestZuVieleFelder: Zu viele Zeichen heißen anders als zu wenige.
func TestZuVieleFelder(t *testing.T) {
	_, err := ParseGrid(Grid2 + "1")
	assert.ErrorContains(t, err, "82 Felder statt 81 (nach Feld I9 kommen noch Zeichen")
	_, err = ParseGrid(Grid2[:80])
	assert.ErrorContains(t, err, "80 Felder statt 81 (es fehlen Felder")
}
