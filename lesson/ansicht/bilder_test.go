package ansicht

import (
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/australien"
	"github.com/kisuche/kisuche/lesson/damen"
	"github.com/kisuche/kisuche/lesson/sudoku"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReiheSVG(t *testing.T) {
	brett := SchiebepuzzleSVG("ABCDEFGH ") // 140×140
	assert.NotContains(t, brett, "animate", "ein ruhendes Brett")
	z := zaehle(t, ReiheSVG([]string{brett, brett}, []string{"links", ""}))
	assert.Equal(t, 3, z.elemente["svg"], "eine Reihe um zwei Bilder")
	assert.Equal(t, 1, z.klassen["titel"], "leere Unterschriften fallen weg")
	assert.True(t, strings.HasPrefix(ReiheSVG([]string{brett, brett}, nil), `<svg xmlns="http://www.w3.org/2000/svg" class="kisuche-reihe" width="304" height="140"`))

	breit := ReiheSVG([]string{AustralienKarteSVG(lesson.Belegung[string]{}), AustralienKarteSVG(lesson.Belegung[string]{}),
		AustralienKarteSVG(lesson.Belegung[string]{})}, nil)
	assert.Contains(t, breit, `width="960"`, "zu breite Reihen werden verkleinert")
	assert.Contains(t, breit, `viewBox="0 0 1338 350"`)
	assert.Contains(t, ReiheSVG([]string{brett, fehlerHTML("kaputt")}, nil), "Bild 2 ist kein SVG")
}

func TestDamenSVG(t *testing.T) {
	z := zaehle(t, DamenSVG(damen.Damen{0, 4, 7, 5, 2, 6, 1, 3}, 8))
	assert.Equal(t, 8, z.klassen["dame"])
	assert.Equal(t, 1+64, z.elemente["rect"])
	assert.Equal(t, 0, zaehle(t, DamenSVG(nil, 8)).klassen["dame"], "leeres Brett")
	assert.Contains(t, DamenSVG(damen.Damen{8}, 8), "außerhalb")
	assert.Contains(t, DamenSVG(nil, 0), "geht nicht")

	z = zaehle(t, DamenDiagonalenSVG(8, true))
	assert.Equal(t, 64, z.klassen["diagonale"])
	assert.Contains(t, DamenDiagonalenSVG(8, true), ">14</text>", "rechts unten: 7 + 7")
	assert.Contains(t, DamenDiagonalenSVG(8, false), ">-7</text>", "rechts oben: 0 − 7")
	assert.Contains(t, DamenDiagonalenSVG(0, true), "geht nicht")
}

func TestSudokuSVG(t *testing.T) {
	v, err := sudoku.ParseGrid(ansichtGrid1)
	require.NoError(t, err)
	vorgaben := 81 - strings.Count(strings.ReplaceAll(ansichtGrid1, " ", ""), "0")
	z := zaehle(t, SudokuSVG(v, v))
	assert.Equal(t, vorgaben, z.klassen["vorgabe"])
	assert.Equal(t, 0, z.klassen["eingetragen"])
	assert.Equal(t, 16, z.elemente["line"], "je acht senkrechte und waagrechte Linien")

	k, err := sudoku.CPParseGrid(ansichtGrid1) // grid1 ist schon nach dem Einlesen gelöst
	require.NoError(t, err)
	z = zaehle(t, SudokuSVG(v, k.Werte()))
	assert.Equal(t, vorgaben, z.klassen["vorgabe"])
	assert.Equal(t, 81-vorgaben, z.klassen["eingetragen"])
}

// nachWAundNT ist die Belegung der Folien zu MRV und LCV: WA = red, NT = green, mit
// Forward-Checking.
func nachWAundNT(t *testing.T) lesson.Belegung[string] {
	b, ok := australien.NeuesCSP().LeereBelegung().ForwardChecking("WA", "red")
	require.True(t, ok)
	b, ok = b.ForwardChecking("NT", "green")
	require.True(t, ok)
	return b
}

func TestAustralienMRVSVG(t *testing.T) {
	svg := AustralienMRVSVG(nachWAundNT(t))
	z := zaehle(t, svg)
	assert.Equal(t, 1, z.klassen["hervor"])
	assert.Contains(t, svg, "MRV wählt SA: nur noch {blue} möglich")
	assert.Contains(t, AustralienMRVSVG(australien.NeuesCSP().LeereBelegung()), "MRV wählt WA", "Gleichstand: der erste Staat")
	assert.NotContains(t, AustralienMRVSVG(lesson.Belegung[string]{}), "MRV")
}

func TestAustralienLCVSVG(t *testing.T) {
	svg := AustralienLCVSVG(nachWAundNT(t), "Q")
	assert.Equal(t, 2, zaehle(t, svg).klassen["titel"], "Q kann noch red oder blue sein")
	rot, blau := strings.Index(svg, ">1. Q = red streicht 1 Wert<"), strings.Index(svg, ">2. Q = blue streicht 2 Werte<")
	assert.True(t, rot > 0 && blau > rot, "red streicht weniger und kommt zuerst")
	assert.Contains(t, AustralienLCVSVG(nachWAundNT(t), "WA"), "kein unbelegter Staat")
}
