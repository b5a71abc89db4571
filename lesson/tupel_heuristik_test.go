package lesson

import (
	"math/rand/v2"
	"testing"
)

// hMisplacedSchleife ist h der Lektion wörtlich als Schleife:
// sum([a!=b for a,b in zip((0,1,2,3,4,5,6,7,8),s)]).
func hMisplacedSchleife(s Tupel) int {
	n := 0
	for i, z := range s {
		if int(z) != i {
			n++
		}
	}
	return n
}

// HMisplaced zählt alle neun Positionen auf einmal (Bit-Kniff); es muss für jedes Tupel
// dasselbe liefern wie die Schleife – auch für ungültige Tupel mit beliebigen Bytes.
func TestTupelHMisplacedWieSchleife(t *testing.T) {
	for p := range AnzahlLoesbar {
		s, err := TupelAusPlatz(p)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := HMisplaced(s), hMisplacedSchleife(s); got != want {
			t.Fatalf("HMisplaced(%v) = %d, die Schleife der Lektion liefert %d", s, got, want)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 100000 {
		var s Tupel
		for i := range s {
			s[i] = uint8(r.IntN(256))
			if r.IntN(3) == 0 {
				s[i] = uint8(i) // auch viele richtige Positionen
			}
		}
		if got, want := HMisplaced(s), hMisplacedSchleife(s); got != want {
			t.Fatalf("HMisplaced(%v) = %d, die Schleife der Lektion liefert %d", s, got, want)
		}
	}
}
