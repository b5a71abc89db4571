package pruefen

import (
	"bytes"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
)

// schreibeDateien legt die Dateien (Pfad relativ zu ordner → Inhalt) an.
func schreibeDateien(t *testing.T, ordner string, dateien map[string]string) {
	t.Helper()
	for name, inhalt := range dateien {
		pfad := filepath.Join(ordner, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(pfad), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(pfad, []byte(inhalt), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestAbgabeDateien: Mit kommen die .go-Dateien direkt in exercises/, nicht die Tests, nicht
// die Unterordner, keine anderen Dateien und keine über 1 MiB; der Block mit ihnen liest sich
// wieder genauso.
func TestAbgabeDateien(t *testing.T) {
	projekt := t.TempDir()
	schreibeDateien(t, projekt, map[string]string{
		"exercises/a_getmoves.go":      "package exercises\n\n// a\n",
		"exercises/position.go":        "package exercises\r\n// mit CRLF\r\n",
		"exercises/leer.go":            "",
		"exercises/lektion_test.go":    "package exercises\n",
		"exercises/pruefen/pruefen.go": "package pruefen\n",
		"exercises/notizen.txt":        "nicht mit",
		"exercises/gross.go":           "package exercises\n//" + string(bytes.Repeat([]byte("x"), maxAbgabeGroesse)),
		"go.mod":                       "module x\n",
	})
	dateien, err := AbgabeDateien(projekt)
	if err != nil {
		t.Fatal(err)
	}
	erwartet := map[string][]byte{
		"a_getmoves.go": []byte("package exercises\n\n// a\n"),
		"position.go":   []byte("package exercises\r\n// mit CRLF\r\n"),
		"leer.go":       {},
	}
	if !reflect.DeepEqual(dateien, erwartet) {
		t.Errorf("AbgabeDateien: %q, erwartet %q", dateien, erwartet)
	}
	gelesen, err := LeseAbgabeBlock(AbgabeBlock(dateien))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(gelesen, erwartet) {
		t.Errorf("nach AbgabeBlock und LeseAbgabeBlock: %q, erwartet %q", gelesen, erwartet)
	}
}

// TestAbgabeDateienHoechstens50: Von 60 Dateien kommen die ersten 50 nach dem Namen mit.
func TestAbgabeDateienHoechstens50(t *testing.T) {
	projekt := t.TempDir()
	viele := map[string]string{}
	for i := range 60 {
		viele[fmt.Sprintf("exercises/d%02d.go", i)] = "package exercises\n"
	}
	schreibeDateien(t, projekt, viele)
	dateien, err := AbgabeDateien(projekt)
	if err != nil {
		t.Fatal(err)
	}
	namen := slices.Sorted(maps.Keys(dateien))
	if len(namen) != maxAbgabeDateien || namen[0] != "d00.go" || namen[len(namen)-1] != "d49.go" {
		t.Errorf("AbgabeDateien bei 60 Dateien: %v", namen)
	}
}

// TestAbgabeDateienOhneOrdner: Ohne exercises/ gibt es einen Fehler, keine leere Abgabe.
func TestAbgabeDateienOhneOrdner(t *testing.T) {
	if dateien, err := AbgabeDateien(t.TempDir()); err == nil {
		t.Errorf("ohne exercises/: %q und kein Fehler", dateien)
	}
}

// TestAbgabeDateienGenau1MiB: Eine Datei mit genau 1 MiB kommt mit, ein Byte mehr nicht.
func TestAbgabeDateienGenau1MiB(t *testing.T) {
	projekt := t.TempDir()
	kopf := "package exercises\n//"
	schreibeDateien(t, projekt, map[string]string{
		"exercises/genau.go":     kopf + string(bytes.Repeat([]byte("x"), maxAbgabeGroesse-len(kopf))),
		"exercises/eins_mehr.go": kopf + string(bytes.Repeat([]byte("x"), maxAbgabeGroesse-len(kopf)+1)),
	})
	dateien, err := AbgabeDateien(projekt)
	if err != nil {
		t.Fatal(err)
	}
	if len(dateien["genau.go"]) != maxAbgabeGroesse {
		t.Errorf("genau.go mit %d Byte (genau die Grenze) fehlt oder ist gekürzt: %d Byte", maxAbgabeGroesse, len(dateien["genau.go"]))
	}
	if _, ok := dateien["eins_mehr.go"]; ok {
		t.Errorf("eins_mehr.go mit %d Byte ist über der Grenze und darf nicht mitkommen", maxAbgabeGroesse+1)
	}
}
