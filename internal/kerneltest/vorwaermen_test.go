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
	nurMitAllenTests(t)
	wurzel, daten := projektWurzel(t), installierterKernel(t)
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
