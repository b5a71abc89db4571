package pruefen_test

import (
	"fmt"

	"github.com/kisuche/kisuche/exercises/pruefen"
)

// Ein GetMoves, das das Loch über den Rand der Reihe springen lässt, besteht die erste
// Testposition der Lektion (Loch in der Mitte), aber nicht die zweite (Loch am rechten Rand).
func ExampleGetMoves() {
	ueberDenRand := func(b pruefen.Brett) []pruefen.Brett {
		loch := 0
		for b[loch] != 0 {
			loch++
		}
		var zuege []pruefen.Brett
		for _, n := range []int{loch - 4, loch - 1, loch + 1, loch + 4} {
			if n >= 0 && n < 16 {
				z := b
				z[loch], z[n] = z[n], 0
				zuege = append(zuege, z)
			}
		}
		return zuege
	}
	for _, satz := range pruefen.GetMoves(ueberDenRand, nil) {
		fmt.Println(satz)
	}
	// Output:
	// GetMoves([5 1 3 4 6 9 7 8 2 10 11 0 13 14 15 12]) liefert 4 Positionen, richtig sind 3; kein möglicher Zug: [5 1 3 4 6 9 7 8 2 10 11 13 0 14 15 12]
}
