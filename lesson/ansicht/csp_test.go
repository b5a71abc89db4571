package ansicht

import (
	"context"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/australien"
	"github.com/kisuche/kisuche/lesson/sudoku"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const ansichtGrid1 = "003020600 900305001 001806400 008102900 700000008 006708200 002609500 800203009 005010300"

func TestSudokuHTML(t *testing.T) {
	v, err := sudoku.ParseGrid(ansichtGrid1)
	require.NoError(t, err)
	z := zaehle(t, SudokuHTML(v))
	assert.Equal(t, 9, z.elemente["tr"])
	assert.Equal(t, 81, z.elemente["td"])
	leer := 0
	for _, s := range z.texte {
		if s == "" {
			leer++
		}
	}
	assert.Equal(t, strings.Count(strings.ReplaceAll(ansichtGrid1, " ", ""), "0"), leer, "leere Felder bleiben leer")
	assert.Equal(t, 18, z.klassen["rechts"], "zwei dicke senkrechte Linien")
	assert.Equal(t, 18, z.klassen["unten"], "zwei dicke waagrechte Linien")

	l, ok, _, err := v.Search(context.Background(), 0)
	require.True(t, ok)
	require.NoError(t, err)
	z = zaehle(t, SudokuLoesungHTML(l, v, "grid1"))
	assert.Equal(t, 81-leer, z.klassen["vorgabe"])
	assert.Equal(t, leer, z.klassen["eingetragen"])
	assert.Equal(t, "4", z.texte[0])
	assert.Equal(t, "2", z.texte[80])
}

func TestSudokuKandidatenHTML(t *testing.T) {
	k, err := sudoku.CPParseGrid("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	require.NoError(t, err)
	z := zaehle(t, SudokuKandidatenHTML(k, "grid2"))
	assert.Equal(t, 81, z.elemente["td"])
	assert.Equal(t, "1679", z.texte[1], "A2 kann noch 1679 sein (Folie der Lektion)")
	assert.Equal(t, "4", z.texte[0])
	assert.Positive(t, z.klassen["kandidaten"])
}

func TestAustralienKarteSVG(t *testing.T) {
	b, ok, err := australien.NeuesCSP().Backtracking(context.Background(), lesson.CSPOptionen{})
	require.NoError(t, err)
	require.True(t, ok)
	svg := AustralienKarteSVG(b)
	z := zaehle(t, svg)
	assert.Equal(t, 7, z.klassen["staat"])
	assert.Equal(t, 0, z.klassen["rest"], "alle Staaten belegt")
	assert.Contains(t, svg, `data-staat="WA" points=`)
	assert.Contains(t, svg, ">WA = red<")
	assert.Equal(t, 4, strings.Count(svg, `fill="#e8706a"`), "WA, Q, V und T sind in der ersten Lösung rot")

	leer := zaehle(t, AustralienKarteSVG(australien.NeuesCSP().LeereBelegung()))
	assert.Equal(t, 7, leer.klassen["rest"], "unbelegt: Restdomäne unter jedem Namen")
	assert.Equal(t, 7, zaehle(t, AustralienKarteSVG(lesson.Belegung[string]{})).klassen["staat"], "Nullbelegung: graue Karte")
	assert.Equal(t, "#bbbbbb", farbwert(`"><script>`))
	assert.Equal(t, "#123abc", farbwert("#123abc"))
}
