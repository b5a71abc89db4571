package puzzle

import (
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPrettyStr(t *testing.T) {
	assert.Equal(t, "C B D\n  A F\nG E H", PrettyStr("CBD AFGEH"))
	assert.Equal(t, "A B C\nD E F\nG H  ", PrettyStr("ABCDEFGH "), "das freie Feld bleibt ein Leerzeichen")
	assert.Equal(t, "A B C D\nE F G H\nI J K L\nM N O  ", PrettyStr("ABCDEFGHIJKLMNO "))
	assert.Equal(t, "A B\nC", PrettyStr("ABC"), "kein Quadrat: letzte Zeile unvollständig, kein Absturz")
	assert.Equal(t, "", PrettyStr(""))
}

func TestMoeglicheZuegeReihenfolgeObenLinksRechtsUnten(t *testing.T) {
	erwartet := map[int][]int{
		0: {1, 3}, 1: {0, 2, 4}, 2: {1, 5},
		3: {0, 4, 6}, 4: {1, 3, 5, 7}, 5: {2, 4, 8},
		6: {3, 7}, 7: {4, 6, 8}, 8: {5, 7},
	}
	for leer := range 9 {
		zustand := []byte("ABCDEFGH")
		zustand = append(zustand[:leer], append([]byte{' '}, zustand[leer:]...)...)
		zuege, err := MoeglicheZuege(string(zustand))
		require.NoError(t, err)
		assert.Equal(t, erwartet[leer], zuege, "freies Feld an Position %d", leer)
	}
	// Der Rückgabewert gehört dem Aufrufer: Verändern schadet späteren Aufrufen nicht.
	zuege, _ := MoeglicheZuege("CBD AFGEH")
	zuege[0] = 99
	zuege, _ = MoeglicheZuege("CBD AFGEH")
	assert.Equal(t, []int{0, 4, 6}, zuege)
}

func TestVerschiebePos(t *testing.T) {
	neu, err := VerschiebePos("CBD AFGEH", 4)
	require.NoError(t, err)
	assert.Equal(t, "CBDA FGEH", neu)
	neu, err = VerschiebePos("ABCDEFGHIJKLMNO ", 11)
	require.NoError(t, err)
	assert.Equal(t, "ABCDEFGHIJK MNOL", neu)

	for _, pos := range []int{-1, 9, 3, 1, 8, 5} {
		_, err := VerschiebePos("CBD AFGEH", pos)
		assert.ErrorIs(t, err, ErrUngueltigerZug, "Position %d darf nicht gehen", pos)
	}
}

func TestUngueltigeZustaende(t *testing.T) {
	for _, tc := range []struct{ zustand, text string }{
		{"", "0 Zeichen"},
		{"ABCDEFGH", "8 Zeichen"},
		{"ABCDEFGHIJ", "10 Zeichen"},
		{"ABCDEFGHI", "unbekanntes Plättchen 'I'"},
		{"abcdefgh ", "unbekanntes Plättchen 'a'"},
		{"ÄBCDEFGH ", "unbekanntes Plättchen 'Ä'"},
		{"ABCDEFGA ", "Plättchen 'A' kommt"},
		{"ABCDEFG  ", "Leerzeichen (freies Feld) kommt"},
		{"ABCDEFGHIJKLMNOP", "unbekanntes Plättchen 'P'"},
	} {
		err := PruefeZustand(tc.zustand)
		require.ErrorIs(t, err, ErrUngueltigerZustand, "%q ist kein gültiger Zustand", tc.zustand)
		assert.Contains(t, err.Error(), tc.text)
		_, err = MoeglicheZuege(tc.zustand)
		assert.ErrorIs(t, err, ErrUngueltigerZustand)
		_, err = VerschiebePos(tc.zustand, 0)
		assert.ErrorIs(t, err, ErrUngueltigerZustand)
		_, err = NeuesSchiebepuzzle(tc.zustand, "ABCDEFGH ")
		assert.ErrorIs(t, err, ErrUngueltigerZustand)
	}
	for _, gueltig := range []string{"ABC ", "ABCDEFGH ", " ABCDEFGH", "ABCDEFGHIJKLMNO "} {
		assert.NoError(t, PruefeZustand(gueltig))
	}
	_, err := NeuesSchiebepuzzle("ABC ", "ABCDEFGH ")
	assert.ErrorIs(t, err, ErrUngueltigerZustand, "Start und Ziel verschieden groß")
}

func TestIstLoesbarZeichenketten(t *testing.T) {
	for _, tc := range []struct {
		start, ziel string
		loesbar     bool
	}{
		{"ABCDEFGH ", "ABCDEFGH ", true},
		{"CBHEADFG ", "ABCDEFGH ", true},
		{"CBD AFGEH", "ABCDEFGH ", true},
		{"BACDEFGH ", "ABCDEFGH ", false},
		{"ACFEBH DG", "ABCDEFGH ", true},
		{"ACFEBHD G", "ABCDEFGH ", true},
		{"ACFEBHDG ", "ABCDEFGH ", true},
		{"ACFEBHGD ", "ABCDEFGH ", false},
		// Sam Loyds 14-15-Puzzle ist unlösbar.
		{"ABCDEFGHIJKLMON ", "ABCDEFGHIJKLMNO ", false},
		{"ABCDEFGHIJKLMNO ", "ABCDEFGHIJK MNOL", true},
		{"ABCDEFGHIJKLMNO ", "ABCDEFGHIJKLMN O", true},
		{"ABCDEFGHIJKLMNO ", "ABCDEFGHIJKLM NO", true},
	} {
		ok, err := IstLoesbar(tc.start, tc.ziel)
		require.NoError(t, err)
		assert.Equal(t, tc.loesbar, ok, "%q → %q", tc.start, tc.ziel)
	}
}

// Beim 2×2-Puzzle prüft die Breitensuche jede der 24 Stellungen: IstLoesbar muss genau
// dann zutreffen, wenn die Suche das Ziel erreicht.
func TestIstLoesbarStimmtMitSucheUeberein(t *testing.T) {
	ziel := "ABC "
	loesbar := 0
	for _, start := range permutationen(ziel) {
		ok, err := IstLoesbar(start, ziel)
		require.NoError(t, err)
		p := ungeprueft{&Schiebepuzzle{StartUndZiel: lesson.StartUndZiel[string]{Start: start, Ziel: ziel}, nachbarn: nachbarnJePosition(2)}}
		_, erg, err := lesson.BreitensucheGraph[string, int](p)
		assert.Equal(t, ok, erg.Gefunden, "%q", start)
		if ok {
			loesbar++
			assert.NoError(t, err)
		} else {
			assert.ErrorIs(t, err, lesson.ErrKeineLoesung)
			assert.Equal(t, 12, erg.Geschlossen, "von %q aus sind 12 Stellungen erreichbar", start)
		}
	}
	assert.Equal(t, 12, loesbar)
}

// ungeprueft ist ein Schiebepuzzle ohne Pruefe: So sucht die Breitensuche auch auf einem
// unlösbaren Puzzle, bis die Grenze leer ist.
type ungeprueft struct{ p *Schiebepuzzle }

func (u ungeprueft) Startzustand() string                     { return u.p.Startzustand() }
func (u ungeprueft) IstZielzustand(z string) bool             { return u.p.IstZielzustand(z) }
func (u ungeprueft) MoeglicheAktionen(z string) []int         { return u.p.MoeglicheAktionen(z) }
func (u ungeprueft) FuehreAktionAus(z string, pos int) string { return u.p.FuehreAktionAus(z, pos) }

func permutationen(s string) []string {
	if len(s) <= 1 {
		return []string{s}
	}
	var erg []string
	for i := range len(s) {
		for _, rest := range permutationen(s[:i] + s[i+1:]) {
			erg = append(erg, s[i:i+1]+rest)
		}
	}
	return erg
}
