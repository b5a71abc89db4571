package kerneltest

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestSicherungDerAufgaben: Der Kernel sichert beim Start jede Aufgabendatei, die sich seit
// der letzten Sicherung geändert hat – so überschreibt „Restart & Run All“ in Notebook 4
// keine Lösung, die jemand im Editor geschrieben hat, ohne dass ihr Stand erhalten bleibt.
func TestSicherungDerAufgaben(t *testing.T) {
	ordner := filepath.Join(t.TempDir(), "Pfad mit Leerzeichen", "exercises")
	if err := os.MkdirAll(ordner, 0o755); err != nil {
		t.Fatal(err)
	}
	loesung := []byte("package exercises\n\n// meine Lösung\n")
	for _, name := range []string{"a_getmoves.go", "c_bfs.go"} {
		if err := os.WriteFile(filepath.Join(ordner, name), []byte("package exercises\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sichere := func() {
		t.Helper()
		out, err := exec.Command("bash", filepath.Join("..", "..", "scripts", "kernel", "sichern.sh"), ordner).CombinedOutput()
		if err != nil {
			t.Fatalf("sichern.sh: %v\n%s", err, out)
		}
	}
	sicherungen := func() []string {
		t.Helper()
		eintraege, _ := filepath.Glob(filepath.Join(ordner, ".sicherung", "*", "*.go"))
		return eintraege
	}
	sichere()
	if n := len(sicherungen()); n != 2 {
		t.Fatalf("erster Start: %d gesicherte Dateien, erwartet 2", n)
	}
	sichere()
	if n := len(sicherungen()); n != 2 {
		t.Fatalf("unverändert: %d gesicherte Dateien, erwartet weiterhin 2", n)
	}
	time.Sleep(1100 * time.Millisecond) // neuer Zeitstempel für den Ordner der Sicherung
	if err := os.WriteFile(filepath.Join(ordner, "c_bfs.go"), loesung, 0o644); err != nil {
		t.Fatal(err)
	}
	sichere()
	alle := sicherungen()
	if len(alle) != 3 {
		t.Fatalf("nach einer Änderung: %d gesicherte Dateien, erwartet 3: %v", len(alle), alle)
	}
	inhalt, err := os.ReadFile(alle[2])
	if err != nil || string(inhalt) != string(loesung) {
		t.Fatalf("die jüngste Sicherung (%s) enthält nicht die geänderte Lösung: %q", alle[2], inhalt)
	}
}
