package main

import (
	"fmt"
	"io"
	"io/fs"
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
	sortiereAbgaben(abgaben)
	return abgaben, nil
}

// sortiereAbgaben sortiert nach Namen (so ist noten.csv in jedem Lauf gleich).
func sortiereAbgaben(abgaben []abgabe) {
	slices.SortFunc(abgaben, func(x, y abgabe) int { return strings.Compare(x.name, y.name) })
}

// leseDateien liest die .go-Dateien (ohne _test.go) aus dem Ordner quelle nach dateien.
func leseDateien(quelle string, dateien map[string][]byte) string {
	return leseDateienFS(os.DirFS(quelle), ".", quelle, dateien)
}

// leseBegrenzt liest die Datei datei von fsys, höchstens maxDateigroesse Bytes; name steht in
// der Meldung. Ergebnis: der Inhalt oder das Problem der Abgabe.
func leseBegrenzt(fsys fs.FS, datei, name string) ([]byte, string) {
	f, err := fsys.Open(datei)
	if err != nil {
		return nil, fmt.Sprintf("%s ist nicht lesbar: %v", name, err)
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		return nil, fmt.Sprintf("%s ist keine normale Datei (symbolischer Link?).", name)
	}
	daten, err := io.ReadAll(io.LimitReader(f, maxDateigroesse+1))
	if err != nil {
		return nil, fmt.Sprintf("%s ist nicht lesbar: %v", name, err)
	}
	if len(daten) > maxDateigroesse {
		return nil, fmt.Sprintf("%s ist größer als %d KiB.", name, maxDateigroesse>>10)
	}
	return daten, ""
}
