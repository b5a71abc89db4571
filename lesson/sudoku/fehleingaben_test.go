package sudoku

import (
	"context"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
)

// Katalog der Fehleingaben von Sudoku: falsche Längen und Zeichen, widersprüchliche
// Vorgaben, Werte über 9 in einem von Hand gebauten Sudoku, unlösbare Rätsel, Felder
// außerhalb, unsinnige Limits.
func TestFehleingabenSudoku(t *testing.T) {
	const grid1 = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
	for _, grid := range []string{"", "123", grid1 + "1", strings.Repeat("x", 81), strings.Repeat("1", 81),
		"11" + strings.Repeat(".", 79)} {
		testhilfe.OhnePanik(t, grid, func() {
			_, err := ParseGrid(grid)
			assert.Error(t, err, "%q", grid)
			_, err = CPParseGrid(grid)
			assert.Error(t, err, "%q", grid)
			_, err = NeuesCSP(grid)
			assert.Error(t, err, "%q", grid)
			_, err = TimedSearch(context.Background(), grid, 0)
			assert.Error(t, err, "%q", grid)
			_, err = CPTimedSearch(context.Background(), grid, 0)
			assert.Error(t, err, "%q", grid)
		})
	}
	testhilfe.OhnePanik(t, "von Hand gebaut", func() {
		zehn := Sudoku{10}
		_, ok, _, err := zehn.Search(context.Background(), 0)
		assert.False(t, ok, "ein Sudoku mit einer 10 hat keine Lösung")
		assert.ErrorIs(t, err, lesson.ErrUngueltig)
		doppelt := Sudoku{5, 5}
		_, ok, _, err = doppelt.Search(context.Background(), 0)
		assert.False(t, ok)
		assert.ErrorIs(t, err, lesson.ErrUnloesbar)
		assert.Error(t, PruefeLoesung(Sudoku{}, Sudoku{}), "ein leeres Sudoku ist keine Lösung")
		assert.Error(t, PruefeLoesung(Sudoku{10}, Sudoku{}))
		_, ok = Sudoku{}.Assign(81, 1)
		assert.False(t, ok, "Feld außerhalb")
		_, ok = Sudoku{}.Assign(0, 10)
		assert.False(t, ok, "Ziffer außerhalb")
		var k Kandidaten
		assert.False(t, k.Assign(-1, 1))
		assert.False(t, k.Eliminate(200, 1))
		_, err = FeldNr("Z9")
		assert.Error(t, err)
		assert.Nil(t, Units("Z9"))
		assert.Nil(t, Peers(""))
	})
	// Unlösbar, aber ohne direkten Widerspruch in den Vorgaben: Die Suchen melden es.
	unloesbar := "12345678." + "........9" + strings.Repeat(".", 63)
	_, err := TimedSearch(context.Background(), unloesbar, 0)
	assert.ErrorIs(t, err, lesson.ErrUnloesbar)
	_, err = CPTimedSearch(context.Background(), unloesbar, 0)
	assert.ErrorIs(t, err, lesson.ErrUnloesbar)
	// Limits: negativ heißt keins, 1 bricht ab.
	_, err = TimedSearch(context.Background(), grid1, -5)
	assert.NoError(t, err)
	_, err = TimedSearch(context.Background(), "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", 1)
	assert.ErrorIs(t, err, lesson.ErrLimitErreicht)
	ctx, abbrechen := context.WithCancel(context.Background())
	abbrechen()
	_, err = TimedSearch(ctx, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", 0)
	assert.Error(t, err)
}

// AusWerten: falsche Namen, falsche Zeichen, Widersprüche – deutsche Fehler, keine Panik,
// und bei mehreren falschen Namen immer derselbe (der kleinste).
func TestAusWertenFehleingaben(t *testing.T) {
	for _, fall := range []struct {
		values map[string]string
		fehler string
	}{
		{map[string]string{"A1": "1", "Z9": "2", "X0": "3"}, `unbekanntes Feld "X0"`},
		{map[string]string{"A1": "x"}, `Feld A1 enthält "x"`},
		{map[string]string{"A1": "0"}, `Feld A1 enthält "0"`},
		{map[string]string{"A1": "5", "B2": "5"}, "Widerspruch"},
	} {
		for range 5 {
			_, err := AusWerten(fall.values)
			assert.ErrorContains(t, err, fall.fehler)
		}
	}
	s, err := AusWerten(nil)
	assert.NoError(t, err)
	assert.Equal(t, Sudoku{}, s)
	s, err = AusWerten(map[string]string{"A1": "123", "I9": "9"})
	assert.NoError(t, err)
	assert.Equal(t, uint8(0), s[0], "mehrere Kandidaten: Feld bleibt leer")
	assert.Equal(t, uint8(9), s[80])
}

// AnzahlLoesungen: unsinnige Grenzen, widersprüchliche Vorgaben, abgebrochener Kontext –
// ein Fehler, keine Panik und keine Suche ohne Ende.
func TestAnzahlLoesungenFehleingaben(t *testing.T) {
	_, err := AnzahlLoesungen(context.Background(), Grid1, 0)
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	_, err = AnzahlLoesungen(context.Background(), "11"+strings.Repeat(".", 79), 2)
	assert.ErrorContains(t, err, "Widerspruch")
	n, err := AnzahlLoesungen(context.Background(), strings.Repeat(".", 81), 1000)
	assert.Equal(t, 1000, n, "ein leeres Gitter hat sehr viele Lösungen")
	assert.NoError(t, err)
	ctx, abbrechen := context.WithCancel(context.Background())
	abbrechen()
	_, err = AnzahlLoesungen(ctx, strings.Repeat(".", 81), 2)
	assert.ErrorIs(t, err, context.Canceled)

	// nil als Kontext heißt: ohne Frist.
	n, err = AnzahlLoesungen(nil, Grid1, 2)
	assert.Equal(t, 1, n)
	assert.NoError(t, err)

	// Den Widerspruch findet erst die Propagierung: 0 Lösungen, kein Fehler.
	n, err = AnzahlLoesungen(context.Background(), erstDiePropagierung, 2)
	assert.Equal(t, 0, n)
	assert.NoError(t, err)
}
