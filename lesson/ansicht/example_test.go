package ansicht_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/achtpuzzle"
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

// Die Vorlage eines Rätsels zeigen, ohne sie zu prüfen (auch wenn sie sich widerspricht).
func ExampleSudokuVorlageHTML() {
	h := ansicht.SudokuVorlageHTML("...9..728 278..3.1. .9....64. .5..6.2.. ..6...3.. .1..5.... 1..7.6.34 ...5.4... 791...8.5")
	fmt.Println(strings.Count(h, "<td"), "Felder")
	// Output: 81 Felder
}

// Zwei Bilder nebeneinander: das leere Schachbrett der 8 Damen und ein Sudoku.
func ExampleNebeneinander() {
	h := ansicht.Nebeneinander(ansicht.DamenHTML(nil, 8), ansicht.SudokuVorlageHTML(strings.Repeat(".", 81)))
	fmt.Println(strings.Count(h, "<td"), "Felder in einer Reihe:", strings.Contains(h, `<div class="kisuche-reihe">`))
	// Output: 145 Felder in einer Reihe: true
}

// Ein Weg des 8-Puzzles als Bild: über jedem Brett, nach wie vielen Zügen es erreicht ist.
func ExampleTupelWegHTML() {
	html := ansicht.TupelWegHTML([]achtpuzzle.Tupel{{1, 0, 2, 3, 4, 5, 6, 7, 8}, {0, 1, 2, 3, 4, 5, 6, 7, 8}})
	fmt.Println(strings.Count(html, "<table"), strings.Contains(html, "Start"), strings.Contains(html, "nach 1 Zug<"))
	// Output:
	// 2 true true
}

// Ein Lösungsweg des Schiebepuzzles: der Start und der Zustand nach jedem Zug.
func ExampleSchiebepuzzleWegHTML() {
	html := ansicht.SchiebepuzzleWegHTML("DAC BEGHF", []int{4, 5})
	fmt.Println(strings.Count(html, "<table"), strings.Contains(html, "Zug 2"))
	html = ansicht.SchiebepuzzleWegHTML("DAC BEGHF", []int{4, 0})
	fmt.Println(strings.Count(html, "<table"), strings.Contains(html, "Zug 2:"))
	// Output:
	// 3 true
	// 2 true
}

// Ein Rätsel lösen und zeigen: die Vorgaben fett, die gefundenen Ziffern blau.
func ExampleSudokuGeloestHTML() {
	h := ansicht.SudokuGeloestHTML("003020600 900305001 001806400 008102900 700000008 006708200 002609500 800203009 005010300", "grid1")
	fmt.Println(strings.Count(h, "<td"), "Felder,", strings.Count(h, `class="eingetragen`), "gefunden")
	fmt.Println(strings.Contains(ansicht.SudokuGeloestHTML("99", "zwei Neunen"), "kisuche-fehler"))
	// Output:
	// 81 Felder, 49 gefunden
	// true
}

// Eine Belegung der Lektion (Feldname → Ziffern) zeichnen; nil ist die gescheiterte Suche.
func ExampleSudokuWerteHTML() {
	werte := map[string]string{}
	for _, s := range sudoku.Squares() {
		werte[s] = "123456789"
	}
	werte["A1"] = "4"
	grid := "4" + strings.Repeat(".", 80)
	h := ansicht.SudokuWerteHTML(werte, grid, "nach dem Einlesen")
	fmt.Println(strings.Count(h, `class="vorgabe`), "Vorgabe,", strings.Count(h, `class="kandidaten`), "Felder mit Kandidaten")
	fmt.Println(strings.Contains(ansicht.SudokuWerteHTML(nil, grid, ""), "gescheitert"))
	// Output:
	// 1 Vorgabe, 80 Felder mit Kandidaten
	// true
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
