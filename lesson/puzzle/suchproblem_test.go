package puzzle

import (
	"context"
	"errors"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const zielZustand = "ABCDEFGH "

// Die Puzzles und Lösungen der Lektion „Suche“.
var lektionsPuzzles = []struct {
	name, start string
	loesung     []int
	baum        bool // auch mit der Baumsuche (schnell genug)
}{
	{"Beispiel", "DAC BEGHF", []int{0, 1, 4, 5, 8}, true},
	{"leicht", "BC AEFDGH", []int{1, 0, 3, 6, 7, 8}, true},
	{"mittel", "ACFEBH DG", []int{7, 8, 5, 2, 1, 4, 3, 6, 7, 8}, true},
	{"schwer", "ABCF DGHE", []int{3, 6, 7, 4, 5, 8, 7, 6, 3, 4, 5, 8}, false},
	{"hart", "CBHEADFG ", []int{7, 4, 1, 0, 3, 4, 5, 2, 1, 0, 3, 4, 7, 6, 3, 4, 7, 8, 5, 4, 1, 0, 3, 6, 7, 8}, false},
}

func neuesPuzzle(t testing.TB, start string) *Schiebepuzzle {
	t.Helper()
	p, err := NeuesSchiebepuzzle(start, zielZustand)
	require.NoError(t, err)
	return p
}

func TestBreitensucheLektion(t *testing.T) {
	for _, tc := range lektionsPuzzles {
		if !tc.baum {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			loesung, erg, err := lesson.Breitensuche(neuesPuzzle(t, tc.start))
			require.NoError(t, err)
			assert.Equal(t, tc.loesung, loesung, "Breitensuche findet nicht die Lösung der Lektion")
			assert.True(t, erg.Gefunden)
			assert.Equal(t, len(tc.loesung), erg.Laenge)
		})
	}
}

func TestBreitensucheMittelErzeugt95175Knoten(t *testing.T) {
	_, erg, err := lesson.Breitensuche(neuesPuzzle(t, "ACFEBH DG"))
	require.NoError(t, err)
	assert.Equal(t, 95_175, erg.Erzeugt, "die Lektion erzeugt bei 'mittel' 95.175 Knoten")
	assert.Zero(t, erg.Geschlossen, "die Baumsuche hat keine Closed List")
}

func TestBreitensucheGraphLektion(t *testing.T) {
	for _, tc := range lektionsPuzzles {
		t.Run(tc.name, func(t *testing.T) {
			loesung, erg, err := lesson.BreitensucheGraph(neuesPuzzle(t, tc.start))
			require.NoError(t, err)
			assert.Equal(t, tc.loesung, loesung, "BreitensucheGraph findet nicht die Lösung der Lektion")
			assert.Equal(t, len(tc.loesung), erg.Kosten)
			assert.LessOrEqual(t, erg.Geschlossen, 181_440)
		})
	}
}

func TestSpielpuzzle15Zuege(t *testing.T) {
	loesung, _, err := lesson.BreitensucheGraph(neuesPuzzle(t, "CBD AFGEH"))
	require.NoError(t, err)
	assert.Len(t, loesung, 15, "das Puzzle aus dem interaktiven Spiel braucht 15 Züge")
	ende, err := ZugsequenzAusfuehren("CBD AFGEH", loesung)
	require.NoError(t, err)
	assert.Equal(t, zielZustand, ende)
}

func TestBaumsucheHartStopptAmLimit(t *testing.T) {
	loesung, erg, err := lesson.Breitensuche(neuesPuzzle(t, "CBHEADFG "), lesson.MaxKnoten(50_000))
	require.ErrorIs(t, err, lesson.ErrLimitErreicht)
	assert.Nil(t, loesung)
	assert.False(t, erg.Gefunden)
	assert.GreaterOrEqual(t, erg.Erzeugt, 50_000)
	assert.Less(t, erg.Erzeugt, 50_004, "das Limit darf nur um einen Verzweigungsgrad überschritten werden")
	assert.Greater(t, erg.MaxGrenze, 30_000)
}

func TestSucheKontextAbgebrochen(t *testing.T) {
	ctx, abbrechen := context.WithCancel(context.Background())
	s := lesson.NeueBreitensucheGraph(neuesPuzzle(t, "CBHEADFG "), lesson.Kontext(ctx))
	for range 100 {
		_, err := s.Schritt()
		require.NoError(t, err)
	}
	abbrechen()
	_, erg, err := s.Loese()
	require.ErrorIs(t, err, lesson.ErrAbgebrochen)
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, 100, erg.Untersucht)
}

func TestSchrittweiseGleichEinAufruf(t *testing.T) {
	p := neuesPuzzle(t, "ABCF DGHE")
	loesung, erg, err := lesson.BreitensucheGraph(p)
	require.NoError(t, err)

	s := lesson.NeueBreitensucheGraph(p)
	var letzter lesson.Schrittbericht[string, int]
	n := 0
	for b, err := range s.Schritte() {
		require.NoError(t, err)
		n++
		assert.Equal(t, n, b.Nr)
		letzter = b
	}
	assert.True(t, letzter.Ziel)
	assert.Equal(t, loesung, letzter.Knoten.PfadHierher())
	assert.Equal(t, loesung, s.Loesung())
	assert.Equal(t, erg, s.Ergebnis())
	_, err = s.Schritt()
	assert.ErrorIs(t, err, lesson.ErrSucheBeendet)
}

func TestUnloesbarVorDerSuche(t *testing.T) {
	_, err := NeuesSchiebepuzzle("BACDEFGH ", zielZustand)
	require.ErrorIs(t, err, lesson.ErrUnloesbar)
	_, err = NeuesSchiebepuzzle("ABCDEFGH", zielZustand)
	require.ErrorIs(t, err, ErrUngueltigerZustand)
	require.False(t, errors.Is(err, lesson.ErrUnloesbar))
}

// Das 15-Puzzle mit Buchstaben: dieselben Funktionen, dasselbe Suchproblem.
func TestFuenfzehnerSchiebepuzzle(t *testing.T) {
	ziel := "ABCDEFGHIJKLMNO "
	start, err := RandomWalkAusfuehren(ziel, 14, NeuerZufall(15))
	require.NoError(t, err)
	p, err := NeuesSchiebepuzzle(start, ziel)
	require.NoError(t, err)
	loesung, erg, err := lesson.ASternSuche(p, manhattan(ziel))
	require.NoError(t, err)
	assert.LessOrEqual(t, len(loesung), 14)
	assert.Greater(t, len(loesung), 6)
	ende, err := ZugsequenzAusfuehren(start, loesung)
	require.NoError(t, err)
	assert.Equal(t, ziel, ende)
	bfs, _, err := lesson.BreitensucheGraph(p)
	require.NoError(t, err)
	assert.Len(t, loesung, len(bfs), "A* mit Manhattan ist optimal")
	assert.Equal(t, len(loesung), erg.Kosten)

	_, err = NeuesSchiebepuzzle("ABCDEFGHIJKLMON ", ziel)
	assert.ErrorIs(t, err, lesson.ErrUnloesbar, "Sam Loyds 14-15-Puzzle")
}

// Ein Literal mit Start und Ziel ist dasselbe Suchproblem wie aus NeuesSchiebepuzzle; nur
// der Nullwert wird abgelehnt.
func TestSchiebepuzzleLiteral(t *testing.T) {
	p, err := NeuesSchiebepuzzle("ACFEBH DG", "ABCDEFGH ")
	require.NoError(t, err)
	l := &Schiebepuzzle{StartUndZiel: lesson.StartUndZiel[string]{Start: "ACFEBH DG", Ziel: "ABCDEFGH "}}
	require.NoError(t, l.Pruefe())
	assert.Equal(t, p.MoeglicheAktionen("ACFEBH DG"), l.MoeglicheAktionen("ACFEBH DG"))
	a, ea, err := lesson.BreitensucheGraph(p)
	require.NoError(t, err)
	b, eb, err := lesson.BreitensucheGraph(l)
	require.NoError(t, err)
	assert.Equal(t, a, b)
	assert.Equal(t, ea, eb)
	c, _, err := lesson.ASternSuche(l, ManhattanZu(l.Ziel))
	require.NoError(t, err)
	assert.Len(t, c, len(a))

	_, _, err = lesson.Breitensuche(&Schiebepuzzle{})
	assert.ErrorIs(t, err, lesson.ErrUngueltig, "der Nullwert")
	kaputt := &Schiebepuzzle{StartUndZiel: lesson.StartUndZiel[string]{Start: "ACFEBHXDG", Ziel: "ABCDEFGH "}}
	_, _, err = lesson.Breitensuche(kaputt)
	assert.ErrorIs(t, err, ErrUngueltigerZustand, "ein Literal wird wie NeuesSchiebepuzzle geprüft")
	assert.Empty(t, kaputt.MoeglicheAktionen("AB"))
	unloesbar := &Schiebepuzzle{StartUndZiel: lesson.StartUndZiel[string]{Start: "BACDEFGH ", Ziel: "ABCDEFGH "}}
	_, _, err = lesson.Breitensuche(unloesbar)
	assert.ErrorIs(t, err, ErrUnloesbar)
}
