package kerneltest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// debianPython ist das Python, zu dem Debians jupyter_kernel_test gehört; ein anderes
// python3 im PATH (etwa von pyenv) kennt das Paket nicht.
const debianPython = "/usr/bin/python3"

// TestKonformitaet installiert den Kernel dieses Repositorys in einen eigenen
// Jupyter-Datenordner und lässt konformitaet.py gegen ihn laufen. Das Zeitlimit ist
// großzügig (5 Minuten), weil gopls beim ersten Vervollständigen das ganze Modul lädt und
// der Rechner in der CI nebenher Notebooks ausführt.
func TestKonformitaet(t *testing.T) {
	nurMitAllenTests(t)
	if err := exec.Command(debianPython, "-c", "import jupyter_kernel_test").Run(); err != nil {
		t.Fatalf("jupyter_kernel_test fehlt (Debian-Paket python3-jupyter-kernel-test): bash scripts/einrichten.sh --browser")
	}
	daten := installierterKernel(t)
	ctx, abbrechen := context.WithTimeout(context.Background(), 5*time.Minute)
	defer abbrechen()
	cmd := exec.CommandContext(ctx, debianPython, "-m", "unittest", "-v", "konformitaet")
	cmd.Env = append(os.Environ(), "JUPYTER_DATA_DIR="+daten, "JUPYTER_RUNTIME_DIR="+t.TempDir())
	out, err := cmd.CombinedOutput()
	t.Logf("%s", out)
	if err != nil {
		t.Fatalf("Konformitätstest des Kernels gescheitert: %v", err)
	}
}

// nurMitAllenTests überspringt einen Test, der echte Kernel startet, außer in
// scripts/alle-tests.sh (KISUCHE_ALLE_TESTS=1).
func nurMitAllenTests(t *testing.T) {
	t.Helper()
	if os.Getenv("KISUCHE_ALLE_TESTS") != "1" {
		t.Skip("übersprungen: nur mit KISUCHE_ALLE_TESTS=1 (bash scripts/alle-tests.sh)")
	}
}

// projektWurzel ist der absolute Pfad dieses Repositorys.
func projektWurzel(t *testing.T) string {
	t.Helper()
	wurzel, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return wurzel
}

// installierterKernel installiert den Kernel dieses Repositorys in einen eigenen
// Jupyter-Datenordner und liefert diesen (für JUPYTER_DATA_DIR).
func installierterKernel(t *testing.T) string {
	t.Helper()
	daten := t.TempDir()
	install := exec.Command("bash", filepath.Join(projektWurzel(t), "scripts", "kernel-installieren.sh"))
	install.Env = append(os.Environ(), "JUPYTER_DATA_DIR="+daten)
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("Kernel installieren: %v\n%s", err, out)
	}
	return daten
}
