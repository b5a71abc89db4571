package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// abgabe ist eine eingelesene Abgabe: ihre .go-Dateien, bevor irgendein Code läuft.
type abgabe struct {
	name    string
	dateien map[string][]byte
	problem string // nicht leer: Die Abgabe ist nicht bewertbar (Grund)
}

// Grenzen für eine Abgabe.
const (
	maxDateien      = 50
	maxDateigroesse = 1 << 20
)

// einlesen liest jede Abgabe in ordner ein: die .go-Dateien (ohne _test.go) aus
// NAME/exercises/ oder, wenn es den nicht gibt, aus NAME/. Symbolische Links und
// übergroße Dateien werden nicht gelesen; der Ausgabeordner aus (falls er in ordner liegt)
// ist keine Abgabe.
func einlesen(ordner, aus string) ([]abgabe, error) {
	eintraege, err := os.ReadDir(ordner)
	if err != nil {
		return nil, err
	}
	ausAbsolut, _ := filepath.Abs(aus)
	var abgaben []abgabe
	for _, e := range eintraege {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if pfad, _ := filepath.Abs(filepath.Join(ordner, e.Name())); pfad == ausAbsolut {
			continue
		}
		a := abgabe{name: e.Name(), dateien: map[string][]byte{}}
		quelle := filepath.Join(ordner, e.Name(), "exercises")
		if info, err := os.Lstat(quelle); err != nil || !info.IsDir() {
			quelle = filepath.Join(ordner, e.Name())
		}
		a.problem = leseDateien(quelle, a.dateien)
		if a.problem == "" && len(a.dateien) == 0 {
			a.problem = "Die Abgabe enthält keine .go-Dateien (erwartet: die Dateien aus exercises/)."
		}
		abgaben = append(abgaben, a)
	}
	slices.SortFunc(abgaben, func(x, y abgabe) int { return strings.Compare(x.name, y.name) })
	return abgaben, nil
}

func leseDateien(quelle string, dateien map[string][]byte) string {
	eintraege, err := os.ReadDir(quelle)
	if err != nil {
		return fmt.Sprintf("Der Ordner ist nicht lesbar: %v", err)
	}
	for _, e := range eintraege {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") || strings.HasPrefix(name, ".") {
			continue
		}
		if !e.Type().IsRegular() {
			return fmt.Sprintf("%s ist keine normale Datei (symbolischer Link?).", name)
		}
		if len(dateien) >= maxDateien {
			return fmt.Sprintf("Die Abgabe enthält mehr als %d .go-Dateien.", maxDateien)
		}
		f, err := os.Open(filepath.Join(quelle, name))
		if err != nil {
			return fmt.Sprintf("%s ist nicht lesbar: %v", name, err)
		}
		daten, err := io.ReadAll(io.LimitReader(f, maxDateigroesse+1))
		f.Close()
		if err != nil {
			return fmt.Sprintf("%s ist nicht lesbar: %v", name, err)
		}
		if len(daten) > maxDateigroesse {
			return fmt.Sprintf("%s ist größer als %d KiB.", name, maxDateigroesse>>10)
		}
		dateien[name] = daten
	}
	return ""
}
