package pruefungen

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func init() {
	registriere("5_Constraint_Satisfaction.ipynb", Pruefung{Ausgaben: pruefeCSP})
}

// ohneZeitangaben ersetzt „Zeit 1,23 s“ durch „Zeit …“ (Laufzeiten sind nicht reproduzierbar;
// sie stehen auf Deutsch da, mit Dezimalkomma, wie ausgabe.Dauer sie schreibt).
var zeitangabe = regexp.MustCompile(`Zeit [0-9,]+ (ns|µs|ms|s)|Zeit [0-9]+ min( [0-9]+ s)?`)

func ohneZeitangaben(s string) []string {
	return zeilen(zeitangabe.ReplaceAllString(s, "Zeit …"))
}

// grid1Loesung ist die Lösung von grid1, wie display in sudoku.py sie druckt (Zeilen ohne
// Leerraum am Ende).
var grid1Loesung = []string{
	"4  8  3 |9  2  1 |6  5  7",
	"9  6  7 |3  4  5 |8  2  1",
	"2  5  1 |8  7  6 |4  9  3",
	"------+------+------",
	"5  4  8 |1  3  2 |9  7  6",
	"7  2  9 |5  6  4 |1  3  8",
	"1  3  6 |7  9  8 |2  4  5",
	"------+------+------",
	"3  7  2 |6  8  9 |5  1  4",
	"8  1  4 |2  5  3 |7  6  9",
	"6  9  5 |4  1  7 |3  8  2",
}

func pruefeCSP(t *testing.T, a *Ausgefuehrt) {
	// Die Größe des Suchraums der 8 Damen, nachgerechnet, und alle 92 Lösungen stehen im
	// Notebook „Live-Demos“ (pruefung_7_test.go): Die Lektion zeigt dazu keinen Code.

	ersteLoesung := "{'WA': 'red', 'NT': 'green', 'SA': 'blue', 'Q': 'red', 'NSW': 'green', 'V': 'red', 'T': 'red'}"
	assert.Equal(t, ersteLoesung+"\n", a.Zelle(t, "func search(vals").Text)
	assert.Equal(t, oztraceAustralien+ersteLoesung+"\n", a.Zelle(t, `fmt.Println(einrueckung, "trying out ...")`).Text, "oztrace.py")
	alle := zeilen(a.Zelle(t, "searchAll(map[string]string{}, func(").Text)
	require.Len(t, alle, 18, "ozgen.py: 18 Lösungen")
	assert.Equal(t, ersteLoesung, alle[0])
	for _, loesung := range alle {
		assert.Regexp(t, `^\{'WA': '(red|green|blue)', 'NT': .*'T': '(red|green|blue)'\}$`, loesung, "jede Lösung im Format von Python")
	}

	damen := a.Zelle(t, "displayDamen(searchDamen([]int{}))")
	assert.Equal(t, []string{"X . . . . . . .", ". . . . X . . .", ". . . . . . . X", ". . . . . X . .",
		". . X . . . . .", ". . . . . . X .", ". X . . . . . .", ". . . X . . . ."}, zeilen(damen.Text))

	strukturen := a.Zelle(t, `fmt.Println("squares:"`).Text
	assert.Contains(t, strukturen, "– 81 Felder")
	assert.Contains(t, strukturen, "unitlist: 27 Gruppen")
	assert.Contains(t, strukturen, `units["A1"]: [[A1 B1 C1 D1 E1 F1 G1 H1 I1] [A1 A2 A3 A4 A5 A6 A7 A8 A9] [A1 A2 A3 B1 B2 B3 C1 C2 C3]]`)
	assert.Contains(t, strukturen, `peers["D8"]: 20 Peers:`)

	assert.Equal(t, grid1Loesung, zeilen(a.Zelle(t, "display(searchSudoku(parseGrid(grid1)))").Text), "sudoku.py: grid1")
	assert.Regexp(t, `^[0-9]+\.[0-9]+(e-[0-9]+)?\n$`, a.Zelle(t, "fmt.Println(timedSearch(grid1))").Text,
		"timedSearch liefert wie timed_search die Zeit in Sekunden")

	tabelle := zeilen(a.Zelle(t, `[][2]string{{"WA", "red"}, {"Q", "green"}}`).Text)
	require.Len(t, tabelle, 3, "die drei Zeilen der Tabelle auf der Folie")
	assert.Equal(t, strings.Fields("WA red,green,blue NT red,green,blue SA red,green,blue Q red,green,blue NSW red,green,blue "+
		"V red,green,blue T red,green,blue"), strings.Fields(tabelle[0]), "am Anfang ist alles möglich")
	assert.Equal(t, strings.Fields("WA red NT green,blue SA green,blue Q red,green,blue NSW red,green,blue V red,green,blue T red,green,blue"),
		strings.Fields(tabelle[1]), "nach WA = red verlieren NT und SA die Farbe red")
	assert.Equal(t, strings.Fields("WA red NT blue SA blue Q green NSW red,blue V red,green,blue T red,green,blue"), strings.Fields(tabelle[2]),
		"Tabelle der Folie nach WA = red, Q = green")

	assert.Equal(t, grid1Loesung, zeilen(a.Zelle(t, "display(parseGridCP(grid1))").Text), "sudokucp.py: grid1 beim Einlesen gelöst")
	grid2 := a.Zelle(t, "display(parseGridCP(sudoku.Grid2))\ndisplay(searchCP")
	gitter := zeilen(grid2.Text)
	require.Len(t, gitter, 22, "grid2 nach dem Einlesen und nach der Suche")
	kandidaten, loesung2 := gitter[:11], gitter[11:]
	assert.Equal(t, strings.Fields("4 1679 12679 | 139 2369 269 | 8 1239 5"), strings.Fields(kandidaten[0]), "erste Zeile wie auf der Folie")
	assert.Equal(t, strings.Fields("1 6789 4 | 589 579 5789 | 23569 23589 23689"), strings.Fields(kandidaten[10]), "letzte Zeile wie auf der Folie")
	assert.Equal(t, "4  1  7 |3  6  9 |8  2  5", loesung2[0])

	zeiten := ohneZeitangaben(a.Zelle(t, "sudoku.CPTimedSearch(context.Background(), r.Grid, 0)").Text)
	require.Len(t, zeiten, 5, "fünf Rätsel")
	var ohne, mit []string
	for _, z := range zeiten {
		links, rechts, ok := strings.Cut(z, " | mit Propagierung: ")
		require.True(t, ok, z)
		name, _, _ := strings.Cut(links, ":")
		ohne, mit = append(ohne, links), append(mit, name+": "+rechts)
	}
	assert.Equal(t, []string{
		"grid1: 200 Zuweisungen, 151 Backtracks, Zeit …",
		"grid2: 9727396 Zuweisungen, 9727332 Backtracks, Zeit …",
		"hard1: 49558 Zuweisungen, 49498 Backtracks, Zeit …",
		"hard2: 8969 Zuweisungen, 8911 Backtracks, Zeit …",
		"hard3: 419194 Zuweisungen, 419130 Backtracks, Zeit …",
	}, ohne, "einfaches Backtracking")
	assert.Equal(t, []string{
		"grid1: 0 Zuweisungen, 0 Backtracks, Zeit …",
		"grid2: 25 Zuweisungen, 9 Backtracks, Zeit …",
		"hard1: 172 Zuweisungen, 79 Backtracks, Zeit …",
		"hard2: 15 Zuweisungen, 2 Backtracks, Zeit …",
		"hard3: 658725 Zuweisungen, 327822 Backtracks, Zeit …",
	}, mit, "mit Propagierung")
}

// oztraceAustralien ist das Protokoll, das oztrace.py der Lektion für Australien druckt
// (ohne die Lösung am Ende; die Folie zeigt seinen Anfang): jede Zeile eingerückt um die Zahl
// der belegten Variablen, wie print(" "*len(vals), …) in Python. Notebook 5 druckt es mit der
// eigenen Fassung, Notebook 7 mit der Bibliothek.
const oztraceAustralien = ` check value red for var WA
 trying out ...
  check value red for var NT
  not possible!
  check value green for var NT
  trying out ...
   check value red for var SA
   not possible!
   check value green for var SA
   not possible!
   check value blue for var SA
   trying out ...
    check value red for var Q
    trying out ...
     check value red for var NSW
     not possible!
     check value green for var NSW
     trying out ...
      check value red for var V
      trying out ...
       check value red for var T
       trying out ...
`
