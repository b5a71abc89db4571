package sudoku

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"

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

// spaeterAbbruch ist ein Kontext, der erst nach n Abfragen von Err als abgebrochen gilt:
// So zeigt sich, wie oft eine Suche nach dem Kontext fragt.
type spaeterAbbruch struct {
	context.Context
	n int
}

func (c *spaeterAbbruch) Err() error {
	if c.n > 0 {
		c.n--
		return nil
	}
	return context.Canceled
}

// Die Suchen fragen den Kontext alle 1024 (Propagierung) bzw. 4096 (einfaches
// Backtracking) Zuweisungen: Der Abbruch kommt genau dort, erkennbar mit errors.Is als
// ErrAbgebrochen und als context.Canceled.
func TestAbbruchNachFesterZahlVonZuweisungen(t *testing.T) {
	neu := func(n int) *spaeterAbbruch { return &spaeterAbbruch{Context: context.Background(), n: n} }
	pruefe := func(name string, err error, stand string) {
		t.Helper()
		require.Error(t, err, name)
		assert.ErrorIs(t, err, lesson.ErrAbgebrochen, name)
		assert.ErrorIs(t, err, context.Canceled, name)
		assert.Contains(t, err.Error(), stand, name)
	}

	// AnzahlLoesungen: eine Abfrage vor dem Start, dann alle 1024 Zuweisungen.
	leer := strings.Repeat(".", 81)
	n, err := AnzahlLoesungen(neu(1), leer, 1_000_000)
	pruefe("AnzahlLoesungen", err, "nach 1024 Zuweisungen")
	assert.Positive(t, n, "die bis dahin gefundenen Lösungen")
	n, err = AnzahlLoesungen(neu(2), leer, 1_000_000)
	pruefe("AnzahlLoesungen, zweite Abfrage", err, "nach 2048 Zuweisungen")
	assert.Positive(t, n)
	_, err = AnzahlLoesungen(neu(0), leer, 2)
	pruefe("AnzahlLoesungen, schon beendet", err, "vor dem Start")

	// Search der Propagierung auf hard3 (braucht viele tausend Zuweisungen).
	v, err := CPParseGrid(hard3)
	require.NoError(t, err)
	_, ok, z, err := v.Search(neu(0), 0)
	pruefe("Search", err, "nach 1024 Zuweisungen")
	assert.False(t, ok)
	assert.Equal(t, 1024, z.Zuweisungen)
	_, _, z, err = v.Search(neu(1), 0)
	pruefe("Search, zweite Abfrage", err, "nach 2048 Zuweisungen")
	assert.Equal(t, 2048, z.Zuweisungen)

	// Einfaches Backtracking auf hard1: alle 4096 Zuweisungen.
	s, err := ParseGrid(hard1)
	require.NoError(t, err)
	_, ok, z, err = s.Search(neu(0), 0)
	pruefe("einfaches Backtracking", err, "nach 4096 Zuweisungen")
	assert.False(t, ok)
	assert.Equal(t, 4096, z.Zuweisungen)
}

// Grenzen der Argumente: hoechstens = 1 ist erlaubt, 0 und jede negative Zahl nicht;
// die Ziffern 1 und 9 sind gültig, 0 und 10 nicht.
func TestArgumenteAnDerGrenze(t *testing.T) {
	n, err := AnzahlLoesungen(context.Background(), grid1, 1)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	n, err = AnzahlLoesungen(context.Background(), strings.Repeat(".", 81), 1)
	require.NoError(t, err)
	assert.Equal(t, 1, n, "hoechstens = 1: bei der ersten Lösung aufhören")
	for _, h := range []int{0, -1, -2, -1 << 31} {
		_, err := AnzahlLoesungen(context.Background(), grid1, h)
		assert.ErrorIs(t, err, lesson.ErrUngueltig, "hoechstens = %d", h)
	}

	a1, err := FeldNr("A1")
	require.NoError(t, err)
	for _, d := range []int{1, 9} {
		v := voll()
		assert.True(t, v.PropagateSingleSquare(a1, d), "Ziffer %d", d)
		v = voll()
		assert.True(t, v.Assign(a1, d), "Ziffer %d", d)
		assert.Equal(t, fmt.Sprint(d), v.Kandidaten("A1"))
	}
	for _, d := range []int{0, 10, -1} {
		v := voll()
		assert.False(t, v.PropagateSingleSquare(a1, d), "Ziffer %d", d)
		assert.False(t, v.Assign(a1, d), "Ziffer %d", d)
		assert.True(t, v.Eliminate(a1, d), "Ziffer %d ist nie möglich, also schon eliminiert", d)
		assert.Equal(t, voll(), v, "Ziffer %d ändert nichts", d)
	}
	for _, s := range []Feld{-1, 81} {
		v := voll()
		assert.False(t, v.PropagateSingleSquare(s, 1), "Feld %d", s)
		assert.False(t, v.PropagateSingleValue(s), "Feld %d", s)
	}
	// Feld 80 (I9) ist gültig.
	v := voll()
	assert.True(t, v.PropagateSingleSquare(80, 9))
	assert.True(t, v.PropagateSingleValue(80))
}

// MaxZaehlZuweisungen an der Grenze: Das leere Rätsel hat mit genau MaxZaehlZuweisungen
// Zuweisungen 477882 Lösungen gezählt (feste Reihenfolge der Suche). Wer genau so viele
// Lösungen verlangt, bekommt sie ohne Fehler; eine mehr überschreitet das Limit, und die
// Zahl der bis dahin gezählten Lösungen kommt mit ErrZuweisungslimit. (Gut eine Sekunde
// je Aufruf.)
func TestAnzahlLoesungenAmZuweisungslimit(t *testing.T) {
	const gezaehlt = 477882
	leer := strings.Repeat(".", 81)
	n, err := AnzahlLoesungen(context.Background(), leer, gezaehlt)
	require.NoError(t, err, "die letzte erlaubte Zuweisung liefert die letzte verlangte Lösung")
	assert.Equal(t, gezaehlt, n)
	n, err = AnzahlLoesungen(context.Background(), leer, gezaehlt+1)
	assert.ErrorIs(t, err, lesson.ErrZuweisungslimit)
	assert.ErrorIs(t, err, lesson.ErrLimitErreicht)
	assert.Equal(t, gezaehlt, n, "die bis zum Limit gefundenen Lösungen")
}

// Die Zähler von SearchKleinsteVerzweigung über die Rätsel der Lektion und top95, wie
// gemessen (feste Reihenfolge der Suche): Auch die Backtracks nach einer Verzweigung über
// eine Gruppe zählen mit. Je Rätsel gilt Backtracks ≤ Zuweisungen + 1 (jeder gescheiterte
// Knoten außer der Wurzel entstand durch eine Zuweisung).
func TestZaehlerKleinsteVerzweigung(t *testing.T) {
	var zuweisungen, backtracks int
	for _, g := range append([]string{grid1, grid2, hard1, hard2, hard3}, top95(t)...) {
		v, err := CPParseGrid(g)
		require.NoError(t, err)
		_, ok, z, err := v.SearchKleinsteVerzweigung(context.Background(), 0)
		require.NoError(t, err)
		require.True(t, ok, g)
		assert.GreaterOrEqual(t, z.Backtracks, 0, g)
		assert.LessOrEqual(t, z.Backtracks, z.Zuweisungen+1, g)
		zuweisungen += z.Zuweisungen
		backtracks += z.Backtracks
	}
	assert.Equal(t, 5623, zuweisungen)
	assert.Equal(t, 2352, backtracks)
}

// Feldnamen an den Grenzen: 0 ist A1, 80 ist I9, -1 und 81 sind keine Felder.
func TestFeldnamenAnDerGrenze(t *testing.T) {
	assert.Equal(t, "A1", Feld(0).String())
	assert.Equal(t, "I9", Feld(80).String())
	assert.Equal(t, "Feld(81)", Feld(81).String())
	assert.Equal(t, "Feld(-1)", Feld(-1).String())
}

// Vollstaendig: erst mit dem letzten der 81 Felder belegt – ein leeres Feld irgendwo, auch
// das erste oder das letzte, genügt für false.
func TestVollstaendigAnDenRaendern(t *testing.T) {
	var leer Sudoku
	assert.False(t, leer.Vollstaendig())
	v, err := ParseGrid(strings.Repeat("0", 81))
	require.NoError(t, err)
	geloest, ok, _, err := v.Search(context.Background(), 0)
	require.NoError(t, err)
	require.True(t, ok)
	assert.True(t, geloest.Vollstaendig())
	for _, s := range []int{0, 40, 80} {
		luecke := geloest
		luecke[s] = 0
		assert.False(t, luecke.Vollstaendig(), "Feld %d leer", s)
	}
}
