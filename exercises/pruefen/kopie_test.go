package pruefen_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/kisuche/kisuche/internal/wache"
)

// TestAufgabePrueftNurIhreAufgabe: Aufgabe("d") läuft nur die Prüfung von d. Beendet
// GetMoves (Aufgabe a) das ganze Testprogramm, bekommt d trotzdem sein Ergebnis – so wie im
// Notebook, wenn a noch kaputt ist und jemand an d arbeitet.
func TestAufgabePrueftNurIhreAufgabe(t *testing.T) {
	wache.Erlaube(t, wache.GrenzeMitUebersetzen) // Aufgabe übersetzt die Übung mit go
	kopie := abgabetest.UebungsKopie(t)
	beendet := "package exercises\n\nimport \"os\"\n\n// GetMoves beendet das Programm.\nfunc GetMoves(pos Position) []Position {\n\tos.Exit(3)\n\treturn nil\n}\n"
	if err := os.WriteFile(filepath.Join(kopie, "exercises", "a_getmoves.go"), []byte(beendet), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("KISUCHE_PROJEKT", kopie)
	var b bytes.Buffer
	alt := pruefen.Ausgabe
	pruefen.Ausgabe = &b
	t.Cleanup(func() { pruefen.Ausgabe = alt })
	pruefen.Aufgabe("d")
	if !strings.Contains(b.String(), "Alle Tests bestanden!") {
		t.Errorf("Aufgabe(d) mit einem GetMoves, das das Programm beendet:\n%s", b.String())
	}
}
