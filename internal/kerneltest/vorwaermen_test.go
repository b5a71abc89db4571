package kerneltest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestVorwaermen: scripts/kernel/vorwaermen.py (von scripts/einrichten.sh aufgerufen) startet
// den Kernel dieses Repositorys, bekommt die Vervollständigung von lesson.Breitensu und füllt
// dabei einen leeren gopls-Cache; danach läuft nichts mehr von ihm.
func TestVorwaermen(t *testing.T) {
	if os.Getenv("KISUCHE_ALLE_TESTS") != "1" {
		t.Skip("übersprungen: nur mit KISUCHE_ALLE_TESTS=1 (bash scripts/alle-tests.sh)")
	}
	wurzel, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	daten := t.TempDir()
	install := exec.Command("bash", filepath.Join(wurzel, "scripts", "kernel-installieren.sh"))
	install.Env = append(os.Environ(), "JUPYTER_DATA_DIR="+daten)
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("Kernel installieren: %v\n%s", err, out)
	}
	cache := filepath.Join(t.TempDir(), "gopls")
	ctx, abbrechen := context.WithTimeout(context.Background(), 5*time.Minute)
	defer abbrechen()
	cmd := exec.CommandContext(ctx, debianPython, filepath.Join(wurzel, "scripts", "kernel", "vorwaermen.py"), wurzel)
	cmd.Env = append(os.Environ(), "JUPYTER_DATA_DIR="+daten, "JUPYTER_RUNTIME_DIR="+t.TempDir(), "GOPLSCACHE="+cache)
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "gopls-Cache vorgewärmt") {
		t.Fatalf("vorwaermen.py: %v\n%s", err, out)
	}
	t.Logf("%s", out)
	eintraege, err := os.ReadDir(cache)
	if err != nil || len(eintraege) == 0 {
		t.Errorf("der gopls-Cache %s ist nach dem Vorwärmen leer (%v)", cache, err)
	}
	if uebrig := prozesseMit("GOPLSCACHE=" + cache); len(uebrig) > 0 {
		t.Errorf("nach dem Vorwärmen laufen noch Prozesse mit diesem gopls-Cache: %v", uebrig)
	}
}

// prozesseMit nennt die Prozesse, in deren Umgebung der Eintrag eintrag steht.
func prozesseMit(eintrag string) []string {
	var pids []string
	ordner, _ := os.ReadDir("/proc")
	for _, o := range ordner {
		umgebung, err := os.ReadFile(filepath.Join("/proc", o.Name(), "environ"))
		if err != nil {
			continue
		}
		for _, e := range strings.Split(string(umgebung), "\x00") {
			if e == eintrag {
				pids = append(pids, o.Name())
			}
		}
	}
	return pids
}
