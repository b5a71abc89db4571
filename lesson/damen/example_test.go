package damen_test

import (
	"context"
	"fmt"

	"github.com/kisuche/kisuche/lesson/damen"
)

// Das 8-Damen-Problem in der Darstellung der Lektion: Dame i steht in Reihe i, col[i]
// ist ihre Spalte.
func ExampleSearch() {
	col, ok, _ := damen.Search(context.Background(), 8)
	fmt.Println(col, ok)
	n := 0
	for _, err := range damen.AlleLoesungen(context.Background(), 8) {
		if err == nil {
			n++
		}
	}
	fmt.Println(n, "Lösungen")
	// Output:
	// (0, 4, 7, 5, 2, 6, 1, 3) true
	// 92 Lösungen
}
