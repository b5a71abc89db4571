package seiten

import "testing"

// Frisch liefert n Nullwerte; Beschreibe lässt ein Slice aus Nullwerten unverändert.
func TestFrisch(t *testing.T) {
	for _, n := range []int{0, 1, 4095, 4096, 4097, 100_000} {
		s := Frisch[uint32](n)
		if len(s) != n {
			t.Fatalf("Frisch(%d): Länge %d", n, len(s))
		}
		for i, v := range s {
			if v != 0 {
				t.Fatalf("Frisch(%d)[%d] = %d, erwartet 0", n, i, v)
			}
		}
	}
}
