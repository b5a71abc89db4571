package kerneltest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// speichereIn ruft scripts/kernel/bin/speichere für exercises/a_getmoves.go in der Kopie
// projekt auf, mit zelle auf der Standardeingabe (wie GoNB den Inhalt der Aufgabenzelle).
func speichereIn(t *testing.T, projekt, zelle string, args ...string) (string, error) {
	t.Helper()
	if len(args) == 0 {
		args = []string{"exercises/a_getmoves.go"}
	}
	cmd := exec.Command("bash", append([]string{kernelBin(t, "speichere")}, args...)...)
	cmd.Env = append(os.Environ(), "KISUCHE_PROJEKT="+projekt)
	cmd.Stdin = strings.NewReader(zelle)
	aus, err := cmd.CombinedOutput()
	return string(aus), err
}

// imEditorGeaendert legt eine Kopie an, in der das Notebook exercises/a_getmoves.go
// geschrieben hat und jemand die Datei danach im Editor geändert hat (die Prüfsumme in der
// Kopfzeile stimmt nicht mehr). Sie liefert den Ordner, den Pfad der Datei und ihren Inhalt
// ohne die Kopfzeilen.
func imEditorGeaendert(t *testing.T) (projekt, datei, rumpf string) {
	t.Helper()
	projekt = filepath.Join(t.TempDir(), "kopie mit Leerzeichen")
	if err := os.MkdirAll(filepath.Join(projekt, "exercises"), 0o755); err != nil {
		t.Fatal(err)
	}
	if aus, _ := speichereIn(t, projekt, "package exercises\n\nfunc GetMoves() {}\n"); aus != "Gespeichert in exercises/a_getmoves.go.\n" {
		t.Fatalf("erstes Speichern: %q", aus)
	}
	datei = filepath.Join(projekt, "exercises", "a_getmoves.go")
	daten, err := os.ReadFile(datei)
	if err != nil {
		t.Fatal(err)
	}
	geaendert := string(daten) + "\n// im Editor\nfunc Neu() {}\n"
	if err := os.WriteFile(datei, []byte(geaendert), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := speichereIn(t, "", "", "--pruefe", datei); err == nil {
		t.Fatal("nach der Änderung im Editor meldet speichere --pruefe die Datei als unverändert")
	}
	return projekt, datei, "package exercises\n\nfunc GetMoves() {}\n\n// im Editor\nfunc Neu() {}\n"
}

// TestSpeichereZelleWieDatei: Eine Aufgabenzelle, die schon enthält, was in der im Editor
// geänderten Datei steht, ist kein Widerspruch – auch mit den Kopfzeilen des Notebooks darin,
// mit CRLF oder mit Leerzeilen am Schluss. speichere meldet „schon auf dem Stand“, schreibt
// die Datei mit neuen Kopfzeilen (sie gehört wieder dem Notebook) und ändert ihren Inhalt nicht.
func TestSpeichereZelleWieDatei(t *testing.T) {
	// Jeder Fall liefert den Inhalt der Zelle aus der geänderten Datei (mit Kopfzeilen).
	faelle := map[string]func(datei, rumpf string) string{
		"ohne Kopfzeilen":       func(_, rumpf string) string { return rumpf },
		"mit den Kopfzeilen":    func(datei, _ string) string { return datei },
		"mit CRLF":              func(datei, _ string) string { return strings.ReplaceAll(datei, "\n", "\r\n") },
		"mit Leerzeilen danach": func(_, rumpf string) string { return rumpf + "\n\n" },
		"ohne Zeilenende":       func(_, rumpf string) string { return strings.TrimRight(rumpf, "\n") },
	}
	for name, zelle := range faelle {
		t.Run(name, func(t *testing.T) {
			projekt, datei, rumpf := imEditorGeaendert(t)
			aus, err := speichereIn(t, projekt, zelle(lies(t, datei), rumpf))
			if err != nil || aus != "exercises/a_getmoves.go ist schon auf dem Stand dieser Zelle.\n" {
				t.Errorf("speichere: %v, %q", err, aus)
			}
			if _, err := speichereIn(t, "", "", "--pruefe", datei); err != nil {
				t.Error("die Datei trägt danach keine gültigen Kopfzeilen")
			}
			if _, nachher, _ := strings.Cut(lies(t, datei), "\n\n"); nachher != rumpf {
				t.Errorf("Inhalt danach:\n%q\nerwartet:\n%q", nachher, rumpf)
			}
		})
	}
}

// TestSpeichereDateiAusDemEditor: Eine Datei, die ein Editor ohne die Kopfzeilen gespeichert
// hat, mit CRLF oder mit Leerzeilen am Schluss, gleicht einer Zelle mit demselben Text.
func TestSpeichereDateiAusDemEditor(t *testing.T) {
	for name, inhalt := range map[string]string{
		"mit CRLF":              "package exercises\r\n\r\nfunc GetMoves() {}\r\n",
		"mit Leerzeilen danach": "package exercises\n\nfunc GetMoves() {}\n\n\n",
	} {
		t.Run(name, func(t *testing.T) {
			projekt := t.TempDir()
			datei := filepath.Join(projekt, "exercises", "a_getmoves.go")
			if err := os.MkdirAll(filepath.Dir(datei), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(datei, []byte(inhalt), 0o644); err != nil {
				t.Fatal(err)
			}
			aus, _ := speichereIn(t, projekt, "package exercises\n\nfunc GetMoves() {}\n")
			if aus != "exercises/a_getmoves.go ist schon auf dem Stand dieser Zelle.\n" {
				t.Errorf("speichere: %q", aus)
			}
			if _, err := speichereIn(t, "", "", "--pruefe", datei); err != nil {
				t.Error("die Datei trägt danach keine gültigen Kopfzeilen")
			}
		})
	}
}

// TestSpeichereAnderesImEditor: Steht in der Zelle etwas anderes als in der im Editor
// geänderten Datei, meldet speichere ACHTUNG und lässt die Datei, wie sie ist.
func TestSpeichereAnderesImEditor(t *testing.T) {
	projekt, datei, rumpf := imEditorGeaendert(t)
	vorher := lies(t, datei)
	for _, zelle := range []string{"package exercises\n\nfunc GetMoves() {}\n", rumpf + "// noch eine Zeile\n"} {
		aus, err := speichereIn(t, projekt, zelle)
		if err != nil || !strings.HasPrefix(aus, "ACHTUNG: exercises/a_getmoves.go wurde außerhalb des Notebooks geändert") {
			t.Errorf("speichere: %v, %q", err, aus)
		}
		if lies(t, datei) != vorher {
			t.Errorf("die Datei aus dem Editor wurde geändert:\n%s", lies(t, datei))
		}
	}
}

// lies liefert den Inhalt der Datei pfad.
func lies(t *testing.T, pfad string) string {
	t.Helper()
	daten, err := os.ReadFile(pfad)
	if err != nil {
		t.Fatal(err)
	}
	return string(daten)
}
