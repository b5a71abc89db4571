package achtpuzzle

import "testing"

// FuzzTupel baut Tupel aus beliebigen Zahlen: NeuesTupel meldet Ungültiges, für Gültiges
// stimmen Rang und Platz in beide Richtungen und die Heuristiken sind nicht negativ.
func FuzzTupel(f *testing.F) {
	f.Add(7, 2, 4, 5, 0, 6, 8, 3, 1)
	f.Add(0, 1, 2, 3, 4, 5, 6, 7, 8)
	f.Add(0, 0, 0, 0, 0, 0, 0, 0, 0)
	f.Add(-1, 9, 2, 3, 4, 5, 6, 7, 255)
	f.Fuzz(func(t *testing.T, a, b, c, d, e, g, h, i, j int) {
		s, err := NeuesTupel(a, b, c, d, e, g, h, i, j)
		if err != nil {
			return
		}
		if r, err := TupelAusRang(Rang(s)); err != nil || r != s {
			t.Fatalf("Rang hin und zurück: %v → %v (%v)", s, r, err)
		}
		if HManhattan(s) < 0 || HMisplaced(s) < 0 {
			t.Fatalf("negative Heuristik für gültiges %v", s)
		}
		if s.IstLoesbar() {
			if p, err := TupelAusPlatz(Platz(s)); err != nil || p != s {
				t.Fatalf("Platz hin und zurück: %v → %v (%v)", s, p, err)
			}
		}
	})
}
