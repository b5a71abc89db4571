package diagramm_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/kisuche/kisuche/lesson/diagramm"
)

// Ein Vergleich der Suchen auf Zufallspuzzles als Diagramm (im Notebook mit
// gonbui.DisplayHTML anzeigen).
func ExampleKnotenSVG() {
	v, err := achtpuzzle.VergleicheSuchen(context.Background(),
		achtpuzzle.Vergleichseinstellungen{Seed: 3, Laengen: []int{4, 8}, ProLaenge: 2})
	if err != nil {
		fmt.Println(err)
		return
	}
	svg, err := diagramm.KnotenSVG(v)
	fmt.Println(strings.Contains(svg, "<svg"), err)
	// Output:
	// true <nil>
}
