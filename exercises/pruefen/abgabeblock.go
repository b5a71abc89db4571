package pruefen

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// AbgabeMIME ist der Medientyp der Ausgabe, mit der die letzte Zelle von Notebook 4 die
// Dateien aus exercises/ ins Notebook schreibt (neben einer lesbaren HTML-Fassung). Jupyter
// speichert die Ausgabe mit dem Notebook; bewerten liest sie und bewertet diese Dateien,
// nicht die Aufgabenzellen. So können Notebook und Dateien bei der Abgabe nicht
// auseinanderfallen.
const AbgabeMIME = "text/x-kisuche-abgabe"

// abgabeVersion ist die Version des Formats von AbgabeBlock.
const abgabeVersion = 1

// AbgabeDatei ist eine Datei im Block der Abgabe.
type AbgabeDatei struct {
	Name   string `json:"name"`
	SHA256 string `json:"sha256"` // hexadezimal, über Inhalt
	Inhalt string `json:"inhalt"`
}

// abgabeJSON ist der Block der Abgabe, wie er im Notebook steht.
type abgabeJSON struct {
	Version int           `json:"version"`
	Dateien []AbgabeDatei `json:"dateien"`
}

// AbgabeBlock liefert den Inhalt der Ausgabe AbgabeMIME für die Dateien (Name → Inhalt),
// nach Namen sortiert und mit der Prüfsumme jeder Datei.
func AbgabeBlock(dateien map[string][]byte) string {
	block := abgabeJSON{Version: abgabeVersion, Dateien: []AbgabeDatei{}}
	for _, name := range slices.Sorted(maps.Keys(dateien)) {
		summe := sha256.Sum256(dateien[name])
		block.Dateien = append(block.Dateien, AbgabeDatei{Name: name, SHA256: hex.EncodeToString(summe[:]), Inhalt: string(dateien[name])})
	}
	daten, _ := json.Marshal(block) // kann nicht scheitern: nur Texte und Zahlen
	return string(daten)
}

// ErrAbgabeBlock ist die Art der Fehler von LeseAbgabeBlock.
var ErrAbgabeBlock = errors.New("der Block mit den Dateien im Notebook ist beschädigt")

// LeseAbgabeBlock liest einen Block von AbgabeBlock und prüft jede Prüfsumme. Der Fehler
// (mit errors.Is ErrAbgabeBlock) sagt auf Deutsch, was nicht stimmt.
func LeseAbgabeBlock(text string) (map[string][]byte, error) {
	var block abgabeJSON
	if err := json.Unmarshal([]byte(text), &block); err != nil {
		return nil, fmt.Errorf("%w: kein lesbares JSON (%v)", ErrAbgabeBlock, err)
	}
	if block.Version != abgabeVersion {
		return nil, fmt.Errorf("%w: unbekannte Version %d", ErrAbgabeBlock, block.Version)
	}
	dateien := map[string][]byte{}
	for _, d := range block.Dateien {
		if d.Name == "" || strings.ContainsAny(d.Name, `/\`) || !strings.HasSuffix(d.Name, ".go") {
			return nil, fmt.Errorf("%w: ungültiger Dateiname %q", ErrAbgabeBlock, d.Name)
		}
		if _, doppelt := dateien[d.Name]; doppelt {
			return nil, fmt.Errorf("%w: %s steht zweimal darin", ErrAbgabeBlock, d.Name)
		}
		summe := sha256.Sum256([]byte(d.Inhalt))
		if hex.EncodeToString(summe[:]) != strings.ToLower(d.SHA256) {
			return nil, fmt.Errorf("%w: Die Prüfsumme von %s stimmt nicht – wurde die Ausgabe von Hand geändert?", ErrAbgabeBlock, d.Name)
		}
		dateien[d.Name] = []byte(d.Inhalt)
	}
	return dateien, nil
}
