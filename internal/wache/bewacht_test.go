package wache_test

import (
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// ohneWache sind die Pakete mit Tests, die die Wache nicht einschalten, und warum.
var ohneWache = map[string]string{
	"exercises":            "die Aufgaben der Schüler: Zeitgrenzen setzt die Bewertung, je Aufgabe in einem eigenen Prozess",
	"solutions":            "wie exercises",
	"internal/sandkasten":  "jeder Test startet Programme im Sandkasten mit eigener Zeitgrenze; ganze Läufe dauern Minuten",
	"internal/browsertest": "Jupyter und Chromium: Fristen für jeden Schritt, der ganze Test dauert Minuten",
	"internal/kerneltest":  "echter Kernel: Fristen für jede Zelle",
	"notebooks/pruefungen": "führt Notebooks mit Jupyter aus: Fristen für jede Zelle",
}

// TestJedesPaketBewacht: Jedes Paket mit Tests schaltet die Wache ein, außer denen in
// ohneWache. Ein neues Paket vergisst sie so nicht.
func TestJedesPaketBewacht(t *testing.T) {
	wurzel, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	mitTests := map[string]bool{}
	err = filepath.WalkDir(wurzel, func(pfad string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			// werkzeuge/ ist ein eigenes Modul; testdata, build und versteckte Ordner
			// enthalten keine Pakete des Moduls.
			if pfad != wurzel && (name == "werkzeuge" || name == "testdata" || name == "build" ||
				name == "node_modules" || strings.HasPrefix(name, ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(wurzel, filepath.Dir(pfad))
		rel = filepath.ToSlash(rel)
		daten, err := os.ReadFile(pfad)
		if err != nil {
			return err
		}
		mitTests[rel] = mitTests[rel] || strings.Contains(string(daten), "os.Exit(wache.Main(m))")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(mitTests) < 20 {
		t.Fatalf("nur %d Pakete mit Tests gefunden – falsche Wurzel %s?", len(mitTests), wurzel)
	}
	for _, paket := range slices.Sorted(maps.Keys(mitTests)) {
		grund, ausgenommen := ohneWache[paket]
		switch {
		case ausgenommen && mitTests[paket]:
			t.Errorf("%s hat die Wache, steht aber in ohneWache (%s)", paket, grund)
		case !ausgenommen && !mitTests[paket]:
			t.Errorf("%s hat Tests, aber keine Wache: eine Datei main_test.go mit\n\tfunc TestMain(m *testing.M) { os.Exit(wache.Main(m)) }", paket)
		}
	}
	for paket := range ohneWache {
		if _, ok := mitTests[paket]; !ok {
			t.Errorf("ohneWache nennt %s, das keine Tests (mehr) hat", paket)
		}
	}
}
