package achtpuzzle

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

// hManhattanLektion rechnet h der Lektion direkt aus: für jedes Plättchen z auf Feld k
// |Zeile(k) - Zeile(z)| + |Spalte(k) - Spalte(z)|, das leere Feld zählt nicht.
func hManhattanLektion(s Tupel) int {
	mh := 0
	for k, z := range s {
		if z != 0 {
			mh += tupelAbs(k/3-int(z)/3) + tupelAbs(k%3-int(z)%3)
		}
	}
	return mh
}

// HManhattan ist ausgeschrieben statt als Schleife; es muss für jede Stellung (auch die
// unlösbaren) dasselbe liefern wie die Rechnung der Lektion.
func TestTupelHManhattanWieLektion(t *testing.T) {
	for p := range AnzahlLoesbar {
		s, err := TupelAusPlatz(p)
		if err != nil {
			t.Fatal(err)
		}
		u := swap(s, 7, 8) // dieselbe Stellung mit zwei vertauschten Feldern: unlösbar oder mit leerem Feld unten
		for _, x := range []Tupel{s, u} {
			if got, want := HManhattan(x), hManhattanLektion(x); got != want {
				t.Fatalf("HManhattan(%v) = %d, die Lektion rechnet %d", x, got, want)
			}
		}
	}
}
