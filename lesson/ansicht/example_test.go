package ansicht_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/ansicht"
	"github.com/kisuche/kisuche/lesson/australien"
)

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

// Das 8-Puzzle schiebt sich drei Züge weit durcheinander und wieder zurück, ohne Ende.
func ExampleSchiebepuzzleAnimiertSVG() {
	svg := ansicht.SchiebepuzzleAnimiertSVG("ABCDEFGH ", []int{7, 4, 3})
	fmt.Println(strings.Count(svg, `class="stein"`), "Steine,", strings.Count(svg, "<animateTransform"), "Animationen")
	fmt.Println(strings.Contains(ansicht.SchiebepuzzleAnimiertSVG("ABCDEFGH ", []int{0}), "kisuche-fehler"))
	// Output:
	// 8 Steine, 8 Animationen
	// true
}
