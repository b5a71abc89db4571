package pruefen

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestLeseAbgabeBlockFehler: Jeder Fehler im Block der Abgabe wird erkannt, passt mit
// errors.Is auf ErrAbgabeBlock und sagt, was nicht stimmt; eine Prüfsumme in Großbuchstaben
// ist keiner.
func TestLeseAbgabeBlockFehler(t *testing.T) {
	summe := func(s string) string { h := sha256.Sum256([]byte(s)); return hex.EncodeToString(h[:]) }
	datei := func(name, inhalt, pruefsumme string) string {
		return fmt.Sprintf(`{"name":%q,"sha256":%q,"inhalt":%q}`, name, pruefsumme, inhalt)
	}
	block := func(version int, dateien ...string) string {
		return fmt.Sprintf(`{"version":%d,"dateien":[%s]}`, version, strings.Join(dateien, ","))
	}
	gut := datei("a_getmoves.go", "package exercises\n", summe("package exercises\n"))
	for _, f := range []struct{ name, text, meldung string }{
		{"kein JSON", "{", "kein lesbares JSON"},
		{"Version", block(2, gut), "unbekannte Version 2"},
		{"leerer Name", block(1, datei("", "x", summe("x"))), `ungültiger Dateiname ""`},
		{"Ordner", block(1, datei("a/b.go", "x", summe("x"))), `ungültiger Dateiname "a/b.go"`},
		{"Ordner (Windows)", block(1, datei(`a\b.go`, "x", summe("x"))), `ungültiger Dateiname "a\\b.go"`},
		{"keine Go-Datei", block(1, datei("b.txt", "x", summe("x"))), `ungültiger Dateiname "b.txt"`},
		{"doppelt", block(1, gut, gut), "a_getmoves.go steht zweimal darin"},
		{"Prüfsumme", block(1, datei("a_getmoves.go", "package exercises // geändert\n", summe("package exercises\n"))), "Die Prüfsumme von a_getmoves.go stimmt nicht"},
	} {
		_, err := LeseAbgabeBlock(f.text)
		if !errors.Is(err, ErrAbgabeBlock) || err == nil || !strings.Contains(err.Error(), f.meldung) {
			t.Errorf("%s: Fehler %v, erwartet %q", f.name, err, f.meldung)
		}
	}
	gross := block(1, datei("a_getmoves.go", "package exercises\n", strings.ToUpper(summe("package exercises\n"))))
	if dateien, err := LeseAbgabeBlock(gross); err != nil || string(dateien["a_getmoves.go"]) != "package exercises\n" {
		t.Errorf("Prüfsumme in Großbuchstaben: %q, %v", dateien, err)
	}
}
