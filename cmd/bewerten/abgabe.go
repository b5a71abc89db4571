package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
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

// einlesen liest jede Abgabe in ordner ein: einen Unterordner pro Person mit ihren
// .go-Dateien (ohne _test.go) aus NAME/exercises/ oder NAME/ oder mit einer Kopie von
// Notebook 4; eine Datei NAME.ipynb (Notebook 4 von NAME); ein ZIP-Archiv einer
// Lernplattform („alle Abgaben herunterladen“, ein Ordner pro Person). Symbolische Links
// und übergroße Dateien werden nicht gelesen; der Ausgabeordner aus (falls er in ordner
// liegt) ist keine Abgabe.
func einlesen(ordner, aus string) ([]abgabe, error) {
	eintraege, err := os.ReadDir(ordner)
	if err != nil {
		return nil, err
	}
	ausAbsolut, _ := filepath.Abs(aus)
	var abgaben []abgabe
	for _, e := range eintraege {
		pfad := filepath.Join(ordner, e.Name())
		if abs, _ := filepath.Abs(pfad); abs == ausAbsolut || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		switch {
		case e.IsDir():
			abgaben = append(abgaben, ausOrdner(pfad, e.Name()))
		case e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".ipynb"):
			a := abgabe{name: strings.TrimSuffix(e.Name(), ".ipynb"), dateien: map[string][]byte{}}
			daten, problem := leseBegrenzt(pfad, maxNotebook)
			if a.problem = problem; problem == "" {
				a.problem = ausNotebook(daten, a.dateien)
			}
			abgaben = append(abgaben, a)
		case e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".zip"):
			liste, problem := ausArchivDatei(pfad)
			if problem == "" {
				abgaben = append(abgaben, liste...)
				continue
			}
			abgaben = append(abgaben, abgabe{name: e.Name(), problem: problem})
		}
	}
	for i := range abgaben {
		abgaben[i].name = sichererName(abgaben[i].name)
	}
	sortiereAbgaben(abgaben)
	// Gleiche Namen (eine Person als Ordner und im Archiv) bekommen eine Nummer.
	eindeutigeNamen(abgaben)
	return abgaben, nil
}

// ausOrdner liest die Abgabe im Ordner pfad: die .go-Dateien aus pfad/exercises/ oder pfad/,
// sonst die erste Kopie von Notebook 4 darin.
func ausOrdner(pfad, name string) abgabe {
	a := abgabe{name: name, dateien: map[string][]byte{}}
	quelle := filepath.Join(pfad, "exercises")
	if info, err := os.Lstat(quelle); err != nil || !info.IsDir() {
		quelle = pfad
	}
	if a.problem = leseDateien(quelle, a.dateien); a.problem != "" || len(a.dateien) > 0 {
		return a
	}
	notebooks, _ := filepath.Glob(filepath.Join(pfad, "*.ipynb"))
	if len(notebooks) == 0 {
		a.problem = "Die Abgabe enthält keine .go-Dateien (erwartet: die Dateien aus exercises/ oder eine Kopie von Notebook 4)."
		return a
	}
	daten, problem := leseBegrenzt(notebooks[0], maxNotebook)
	if a.problem = problem; problem == "" {
		a.problem = ausNotebook(daten, a.dateien)
	}
	return a
}

// leseBegrenzt liest eine normale Datei von höchstens max Bytes.
func leseBegrenzt(pfad string, max int64) ([]byte, string) {
	info, err := os.Lstat(pfad)
	if err != nil || !info.Mode().IsRegular() {
		return nil, fmt.Sprintf("%s ist keine normale Datei.", filepath.Base(pfad))
	}
	if info.Size() > max {
		return nil, fmt.Sprintf("%s ist größer als %d MiB.", filepath.Base(pfad), max>>20)
	}
	daten, err := os.ReadFile(pfad)
	if err != nil {
		return nil, fmt.Sprintf("%s ist nicht lesbar: %v", filepath.Base(pfad), err)
	}
	return daten, ""
}

// ausArchivDatei liest das Archiv in pfad (ohne es ganz in den Speicher zu laden).
func ausArchivDatei(pfad string) ([]abgabe, string) {
	name := filepath.Base(pfad)
	f, err := os.Open(pfad)
	if err != nil {
		return nil, fmt.Sprintf("%s ist nicht lesbar: %v", name, err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return nil, fmt.Sprintf("%s ist keine normale Datei.", name)
	}
	return ausArchiv(f, info.Size(), name)
}

// sortiereAbgaben sortiert nach Namen (so ist noten.csv in jedem Lauf gleich).
func sortiereAbgaben(abgaben []abgabe) {
	slices.SortStableFunc(abgaben, func(x, y abgabe) int { return strings.Compare(x.name, y.name) })
}

// leseDateien liest die .go-Dateien (ohne _test.go) aus dem Ordner quelle nach dateien.
func leseDateien(quelle string, dateien map[string][]byte) string {
	wurzel, err := os.OpenRoot(quelle)
	if err != nil {
		return fmt.Sprintf("Der Ordner %s ist nicht lesbar: %v", quelle, err)
	}
	defer wurzel.Close()
	return leseDateienFS(ohneWarten{wurzel}, ".", quelle, dateien)
}

// ohneWarten liest aus einem Ordner wie os.Root.FS, öffnet aber nie blockierend: Ein
// Eintrag, der eine FIFO ist (mkfifo statt einer Datei oder eines Ordners), hielte sonst
// das Einlesen aller Abgaben an.
type ohneWarten struct{ wurzel *os.Root }

// Open öffnet name nur lesend und ohne zu warten.
func (o ohneWarten) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	return o.wurzel.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}

// leseDateiFS liest die Datei datei von fsys, höchstens maxDateigroesse Bytes; name steht in
// der Meldung. Ergebnis: der Inhalt oder das Problem der Abgabe.
func leseDateiFS(fsys fs.FS, datei, name string) ([]byte, string) {
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
