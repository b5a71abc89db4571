package kerneltest

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestKernelFolgtSeinerKopie: Der Kernel „Go (KI-Suche)“ rechnet mit der Kopie des Kurses,
// in der das Notebook liegt, und hängt an keiner Kopie. Installiert aus Kopie A, die danach
// gelöscht wird, startet er in Kopie B (IsGoal gelöst) und Kopie C (IsGoal ein Stub) und
// rechnet dort jeweils mit deren Code; ein Notebook außerhalb jeder Kopie bekommt eine
// deutsche Meldung.
func TestKernelFolgtSeinerKopie(t *testing.T) {
	nurMitAllenTests(t)
	wurzel := projektWurzel(t)
	tmp := filepath.Join(t.TempDir(), "Kopien mit Leerzeichen")
	kopie := func(name string, isGoal string) string {
		ziel := filepath.Join(tmp, name)
		for _, rel := range []string{"go.mod", "go.sum", "scripts", "exercises"} {
			if err := os.MkdirAll(filepath.Dir(filepath.Join(ziel, rel)), 0o755); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command("cp", "-r", filepath.Join(wurzel, rel), filepath.Join(ziel, rel)).CombinedOutput(); err != nil {
				t.Fatalf("cp %s: %v\n%s", rel, err, out)
			}
		}
		if isGoal != "" {
			if err := os.WriteFile(filepath.Join(ziel, "exercises", "b_isgoal.go"), []byte(isGoal), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return ziel
	}
	loesung, err := os.ReadFile(filepath.Join(wurzel, "solutions", "b_isgoal.go"))
	if err != nil {
		t.Fatal(err)
	}
	a := kopie("A", "")
	b := kopie("B", string(loesung))
	c := kopie("C", "")
	daten := filepath.Join(t.TempDir(), "jupyter")
	install := exec.Command("bash", filepath.Join(a, "scripts", "kernel-installieren.sh"))
	install.Env = append(os.Environ(), "JUPYTER_DATA_DIR="+daten)
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("Kernel installieren: %v\n%s", err, out)
	}
	if err := os.RemoveAll(a); err != nil {
		t.Fatal(err)
	}
	zelle := "%%\nfmt.Println(\"IsGoal(GoalPos):\", exercises.IsGoal(exercises.GoalPos))"
	if got := fuehreZelleAus(t, daten, filepath.Join(b, "notebooks"), zelle); !strings.Contains(got, "IsGoal(GoalPos): true") {
		t.Errorf("Kopie B (IsGoal gelöst): %q", got)
	}
	if got := fuehreZelleAus(t, daten, filepath.Join(c, "notebooks"), zelle); !strings.Contains(got, "IsGoal(GoalPos): false") {
		t.Errorf("Kopie C (Stub): %q", got)
	}
	if got := fuehreZelleAus(t, daten, filepath.Join(tmp, "irgendwo"), "%%\nfmt.Println(1)"); !strings.Contains(got, "liegt in keiner Kopie des Kurses") {
		t.Errorf("außerhalb jeder Kopie: %q", got)
	}
}

// fuehreZelleAus legt in ordner ein Notebook mit einer Zelle an, führt es mit dem Kernel aus
// dem Jupyter-Datenordner daten aus und liefert den Text aller Ausgaben (auch Fehler und
// HTML ohne Tags).
func fuehreZelleAus(t *testing.T, daten, ordner, zelle string) string {
	t.Helper()
	if err := os.MkdirAll(ordner, 0o755); err != nil {
		t.Fatal(err)
	}
	nb := map[string]any{"nbformat": 4, "nbformat_minor": 5,
		"metadata": map[string]any{"kernelspec": map[string]any{"name": "kisuche", "display_name": "Go (KI-Suche)", "language": "go"}},
		"cells": []any{map[string]any{"cell_type": "code", "id": "z", "metadata": map[string]any{}, "outputs": []any{},
			"execution_count": nil, "source": zelle}}}
	roh, _ := json.Marshal(nb)
	pfad := filepath.Join(ordner, "probe.ipynb")
	if err := os.WriteFile(pfad, roh, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("jupyter", "nbconvert", "--to", "notebook", "--execute", "--allow-errors",
		"--ExecutePreprocessor.timeout=300", "--output", "probe-aus.ipynb", pfad)
	cmd.Dir = ordner
	cmd.Env = append(os.Environ(), "JUPYTER_DATA_DIR="+daten, "JUPYTER_RUNTIME_DIR="+t.TempDir())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("nbconvert in %s: %v\n%s", ordner, err, out)
	}
	aus, err := os.ReadFile(filepath.Join(ordner, "probe-aus.ipynb"))
	if err != nil {
		t.Fatal(err)
	}
	var erg struct {
		Cells []struct {
			Outputs []map[string]any `json:"outputs"`
		} `json:"cells"`
	}
	if err := json.Unmarshal(aus, &erg); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, o := range erg.Cells[0].Outputs {
		s, _ := json.Marshal(o)
		b.Write(s)
	}
	return b.String()
}
