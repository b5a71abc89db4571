package pruefen

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Grenzen von AbgabeDateien: So bleibt das Notebook klein, auch wenn in exercises/ etwas
// Unerwartetes liegt.
const (
	maxAbgabeGroesse = 1 << 20 // Bytes je Datei; größere Dateien bleiben draußen
	maxAbgabeDateien = 50
)

// AbgabeDateien liefert die Dateien, die Notebook 4 als Abgabe mitträgt (Name → Inhalt):
// jede .go-Datei direkt in <projekt>/exercises/ außer den Tests (*_test.go), ohne
// Unterordner, ohne Dateien über 1 MiB und höchstens 50 (die ersten nach dem Namen).
func AbgabeDateien(projekt string) (map[string][]byte, error) {
	ordner := filepath.Join(projekt, "exercises")
	eintraege, err := os.ReadDir(ordner) // nach Namen sortiert
	if err != nil {
		return nil, fmt.Errorf("der Ordner exercises/ lässt sich nicht lesen: %w", err)
	}
	dateien := map[string][]byte{}
	for _, e := range eintraege {
		name := e.Name()
		if !e.Type().IsRegular() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		if info, err := e.Info(); err != nil || info.Size() > maxAbgabeGroesse {
			continue
		}
		daten, err := os.ReadFile(filepath.Join(ordner, name))
		if err != nil {
			return nil, fmt.Errorf("exercises/%s lässt sich nicht lesen: %w", name, err)
		}
		if len(daten) > maxAbgabeGroesse {
			continue
		}
		dateien[name] = daten
		if len(dateien) == maxAbgabeDateien {
			break
		}
	}
	return dateien, nil
}
