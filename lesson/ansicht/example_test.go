package ansicht_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/ansicht"
	"github.com/kisuche/kisuche/lesson/australien"
	"github.com/kisuche/kisuche/lesson/puzzle"
	"github.com/kisuche/kisuche/lesson/sudoku"
)

// Ein Brett des 8-Puzzles als HTML; in einer GoNB-Zelle zeigt man es mit
// gonbui.DisplayHTML(lesson.SchiebepuzzleHTML("CBD AFGEH")) an.
func ExampleSchiebepuzzleHTML() {
	h := ansicht.SchiebepuzzleHTML("CBD AFGEH")
	fmt.Println(strings.Count(h, "<td"), "Felder, davon leer:", strings.Count(h, `<td class="leer">`))
	// Output:
	// 9 Felder, davon leer: 1
}

// Der Anfang des Suchbaums der Lektion „Suche“: die Knoten, die die Breitensuche im ersten
// Schritt erzeugt, nummeriert in der Reihenfolge ihrer Erzeugung.
func ExampleSchiebepuzzleSuchbaumSVG() {
	problem, _ := puzzle.NeuesSchiebepuzzle("DAC BEGHF", "ABCDEFGH ")
	bericht, _ := lesson.NeueBreitensuche(problem).Schritt()
	knoten := append([]*lesson.Knoten[string, int]{bericht.Knoten}, bericht.Neu...)
	svg := ansicht.SchiebepuzzleSuchbaumSVG(knoten)
	fmt.Println(strings.Count(svg, `class="knoten"`), "Knoten,", strings.Count(svg, `class="kante"`), "Kanten")
	fmt.Println(strings.Contains(svg, ">#3</text>"))
	// Output:
	// 4 Knoten, 3 Kanten
	// true
}

// Der Suchbaum der Breitensuche nach dem ersten und nach vier Schritten, wie in den
// Abbildungen der Lektion „Suche“.
func ExampleSchiebepuzzleBreitensucheSVG() {
	for _, schritte := range []int{1, 4} {
		svg := ansicht.SchiebepuzzleBreitensucheSVG("DAC BEGHF", "ABCDEFGH ", schritte)
		fmt.Println(strings.Count(svg, `class="knoten"`), "Knoten,", strings.Count(svg, `class="kante"`), "Kanten")
	}
	fmt.Println(strings.Contains(ansicht.SchiebepuzzleBreitensucheSVG("DAC BEGHF", "kein Ziel", 1), "kisuche-fehler"))
	// Output:
	// 4 Knoten, 3 Kanten
	// 12 Knoten, 11 Kanten
	// true
}

// Die Karte Australiens in den Farben der ersten Lösung.
func ExampleAustralienKarteSVG() {
	b, _, _ := australien.NeuesCSP().Backtracking(context.Background(), lesson.CSPOptionen{})
	svg := ansicht.AustralienKarteSVG(b)
	fmt.Println(strings.Count(svg, `class="staat"`), "Staaten;", strings.Contains(svg, ">SA = blue<"))
	// Output:
	// 7 Staaten; true
}

// Zwei Bilder nebeneinander: ein leeres Sudoku und das Ziel des 8-Puzzles.
func ExampleNebeneinander() {
	h := ansicht.Nebeneinander(ansicht.SudokuHTML(sudoku.Sudoku{}), ansicht.PuzzleHTML([]int{1, 2, 3, 4, 5, 6, 7, 8, 0}))
	fmt.Println(strings.Count(h, "<td"), "Felder in einer Reihe:", strings.Contains(h, `<div class="kisuche-reihe">`))
	// Output: 90 Felder in einer Reihe: true
}

// Das 8-Puzzle schiebt sich drei Züge weit durcheinander und wieder zurück, ohne Ende.
func ExampleSchiebepuzzleAnimiertSVG() {
	svg := ansicht.SchiebepuzzleAnimiertSVG("ABCDEFGH ", []int{7, 4, 3})
	fmt.Println(strings.Count(svg, `class="stein"`), "Steine,", strings.Count(svg, "<animateTransform"), "Animationen")
	fmt.Println(strings.Contains(ansicht.SchiebepuzzleAnimiertSVG("ABCDEFGH ", []int{0}), "kisuche-fehler"))
	// Output:
	// 8 Steine, 8 Animationen
	// true
}
