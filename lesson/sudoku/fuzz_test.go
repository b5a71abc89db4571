package sudoku

import (
	"context"
	"testing"
)

// FuzzGrid liest beliebigen Text als Sudoku, mit beiden Verfahren der Lektion, und sucht
// mit einem kleinen Limit: nie ein Absturz; eine gefundene Lösung ist gültig und hält die
// Vorgaben ein.
func FuzzGrid(f *testing.F) {
	for _, s := range []string{
		"003020600900305001001806400008102900700000008006708200002609500800203009005010300",
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
		"...9..728 278..3.1. .9....64. .5..6.2.. ..6...3.. .1..5.... 1..7.6.34 ...5.4... 791...8.5",
		"", "1", "11" + "...............................................................................",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, grid string) {
		if v, err := ParseGrid(grid); err == nil {
			if l, ok, _, err := v.Search(context.Background(), 2000); err == nil && ok {
				if err := PruefeLoesung(l, v); err != nil {
					t.Fatalf("Search(%q) liefert eine ungültige Lösung: %v", grid, err)
				}
			}
		}
		if k, err := CPParseGrid(grid); err == nil {
			if l, ok, _, err := k.Search(context.Background(), 2000); err == nil && ok {
				v, _ := ParseGrid(grid)
				if err := PruefeLoesung(l.Werte(), v); err != nil {
					t.Fatalf("CP-Search(%q) liefert eine ungültige Lösung: %v", grid, err)
				}
			}
		}
	})
}
