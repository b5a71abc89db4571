package achtpuzzle

import "testing"

// TestKleinereFreieWieSchleife vergleicht kleinereFreie für alle Belegungen von benutzt,
// alle z und beide Anfänge mit der Schleife, die es ersetzt.
func TestKleinereFreieWieSchleife(t *testing.T) {
	for ab := range 2 {
		for benutzt := range uint(512) {
			for z := range uint8(16) {
				erwartet := 0
				for k := ab; k < int(z) && k < 9; k++ {
					if benutzt&(1<<k) == 0 {
						erwartet++
					}
				}
				if got := kleinereFreie(benutzt, z, ab); got != erwartet {
					t.Fatalf("kleinereFreie(%09b, %d, %d) = %d, erwartet %d", benutzt, z, ab, got, erwartet)
				}
			}
		}
	}
}
