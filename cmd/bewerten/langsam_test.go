package main

import (
	"os"
	"testing"

	"github.com/kisuche/kisuche/internal/wache"
)

// langsam überspringt einen Test, der ganze Abgaben übersetzt und in der Sandbox
// ausführt (Sekunden bis Minuten), wenn KISUCHE_MUTATION gesetzt ist. bench/mutation.sh
// setzt es: Dort laufen die Tests einmal je Mutant, und es bleiben die schnellen Tests
// (Aufnahme, Namen, Pakete, Notebooks). Der gewöhnliche Testlauf überspringt nichts.
func langsam(t *testing.T) {
	t.Helper()
	if os.Getenv("KISUCHE_MUTATION") != "" {
		t.Skip("langsamer Test (Abgaben übersetzen und ausführen), übersprungen wegen KISUCHE_MUTATION")
	}
	wache.Erlaube(t, wache.GrenzeMitUebersetzen)
}
