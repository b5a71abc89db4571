package kerneltest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestGoplsStart: scripts/kernel/bin/gopls startet das gopls aus GOBIN mit GOGC=25, ohne
// Telemetrie-Nebenprozess, mit der niedrigsten Priorität und – nur bei vorgewärmtem Cache
// (Marke der Kopie und ein nicht leerer gopls-Cache) – mit GOMEMLIMIT=180MiB. Startet GoNB
// es mit -listen, startet es die Pforte (werkzeuge/goplspforte) mit normaler Priorität und
// gibt ihr gopls mit nice 19 als Befehl.
func TestGoplsStart(t *testing.T) {
	wrapper := kernelBin(t, "gopls")
	gobin := t.TempDir()
	spaeher := "#!/bin/sh\necho \"GOGC=$GOGC GO_TELEMETRY_CHILD=$GO_TELEMETRY_CHILD GOMEMLIMIT=$GOMEMLIMIT nice=$(cut -d' ' -f19 /proc/$$/stat) args=$*\"\n"
	for _, name := range []string{"gopls", "goplspforte"} {
		if err := os.WriteFile(filepath.Join(gobin, name), []byte(strings.Replace(spaeher, "echo \"", "echo \""+name+" ", 1)), 0o755); err != nil {
			t.Fatal(err)
		}
	}

	starte := func(t *testing.T, kopie, cache string, args ...string) string {
		t.Helper()
		if args == nil {
			args = []string{"version", "-json"}
		}
		cmd := exec.Command(wrapper, args...)
		cmd.Env = append(os.Environ(), "GOBIN="+gobin, "KISUCHE_PROJEKT="+kopie, "GOPLSCACHE="+cache, "GOMEMLIMIT=")
		aus, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("bin/gopls: %v\n%s", err, aus)
		}
		return strings.TrimSpace(string(aus))
	}
	grundlage := "gopls GOGC=25 GO_TELEMETRY_CHILD=2 GOMEMLIMIT=%s nice=19 args=version -json"

	kopie, cache := t.TempDir(), t.TempDir()
	if aus, erwartet := starte(t, kopie, cache), strings.Replace(grundlage, "%s", "", 1); aus != erwartet {
		t.Errorf("ohne Marke: %q, erwartet %q", aus, erwartet)
	}
	if err := os.MkdirAll(filepath.Join(kopie, "build"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(kopie, "build", "gopls-vorgewaermt"), []byte("v0.23.0 abc\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if aus, erwartet := starte(t, kopie, cache), strings.Replace(grundlage, "%s", "", 1); aus != erwartet {
		t.Errorf("Marke, aber leerer gopls-Cache: %q, erwartet %q", aus, erwartet)
	}
	if err := os.Mkdir(filepath.Join(cache, "2457809e"), 0o755); err != nil {
		t.Fatal(err)
	}
	if aus, erwartet := starte(t, kopie, cache), strings.Replace(grundlage, "%s", "180MiB", 1); aus != erwartet {
		t.Errorf("vorgewärmt: %q, erwartet %q", aus, erwartet)
	}
	pforte := starte(t, kopie, cache, "-listen", "unix;/tmp/socket mit Leerzeichen")
	stat, err := os.ReadFile("/proc/self/stat") // die Pforte mit der Priorität des Kernels (hier: des Tests)
	if err != nil {
		t.Fatal(err)
	}
	eigene := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+2:]))[16]
	if erwartet := "goplspforte GOGC=25 GO_TELEMETRY_CHILD=2 GOMEMLIMIT=180MiB nice=" + eigene + " args=-listen unix;/tmp/socket mit Leerzeichen -- nice -n 19 " + filepath.Join(gobin, "gopls"); pforte != erwartet {
		t.Errorf("von GoNB gestartet: %q, erwartet %q", pforte, erwartet)
	}
}
