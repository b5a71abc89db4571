package aufnahme

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

// Abgabe ist eine eingelesene Abgabe: ihre .go-Dateien, bevor irgendein Code läuft.
type Abgabe struct {
	Name     string
	Dateien  map[string][]byte
	Problem  string   // nicht leer: Die Abgabe ist nicht bewertbar (Grund)
	Hinweise []string // Sätze für den Anfang der Rückmeldung (etwa: Notebook nicht ausgeführt)

	roh           string // der Name, wie er in ABGABEN/ oder im Archiv stand (vor sichererName)
	Herkunft      string // woher die Abgabe stammt, für die Lehrkraft: „anna/“, „moodle.zip“ …
	NamensHinweis string // für die Lehrkraft: woran sich ein Name von einem ähnlichen unterscheidet
}

// HinweiseMit liefert die Hinweise der Abgabe und danach weitere, ohne a.hinweise zu
// verändern.
func (a Abgabe) HinweiseMit(weitere []string) []string {
	return slices.Concat(a.Hinweise, weitere)
}

// Grenzen für eine Abgabe.
const (
	maxDateien      = 50
	maxDateigroesse = 1 << 20
)

// Einlesen liest jede Abgabe in ordner ein (ausOrdner, ausArchivDatei, ausNotebook):
//
//   - einen Unterordner NAME/ pro Person, darin ihre .go-Dateien (direkt oder in
//     exercises/), den Ordner exercises/ als ZIP-Archiv oder eine Kopie von Notebook 4;
//   - eine Datei NAME.ipynb (Notebook 4 von NAME);
//   - eine Datei NAME.zip: das ZIP-Archiv einer Person (wie im Ordner) oder das Archiv
//     „alle Abgaben herunterladen“ einer Lernplattform (ein Ordner pro Person); welches,
//     entscheidet der Inhalt (istExport).
//
// Den Namen einer Abgabe geben nur ABGABEN/ und die oberste Ebene eines Exports einer
// Lernplattform, nie Ordner in der Abgabe einer Person. Symbolische Links und übergroße
// Dateien werden nicht gelesen; der Ausgabeordner aus (falls er in ordner liegt) ist keine
// Abgabe.
func Einlesen(ordner, aus string) ([]Abgabe, error) {
	eintraege, err := os.ReadDir(ordner)
	if err != nil {
		return nil, err
	}
	ausAbsolut, _ := filepath.Abs(aus)
	var abgaben []Abgabe
	for _, e := range eintraege {
		pfad := filepath.Join(ordner, e.Name())
		if abs, _ := filepath.Abs(pfad); abs == ausAbsolut || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		switch {
		case e.IsDir():
			// Ein entpackter Export einer Lernplattform: „Name_123_assignsubmission_file_“ → „Name_123“.
			a := AusOrdner(pfad, e.Name())
			a.Name, _, _ = strings.Cut(e.Name(), "_assignsubmission")
			abgaben = append(abgaben, a)
		case e.Type().IsRegular() && hatEndung(e.Name(), ".ipynb"):
			a := neueAbgabe(e.Name()[:len(e.Name())-len(".ipynb")], e.Name())
			daten, problem := leseBegrenzt(pfad, maxNotebook)
			if a.Problem = problem; problem == "" {
				a.nimmNotebook(daten)
			}
			abgaben = append(abgaben, a)
		case e.Type().IsRegular() && hatEndung(e.Name(), ".zip"):
			liste, problem := ausArchivDatei(pfad)
			if problem == "" {
				abgaben = append(abgaben, liste...)
				continue
			}
			a := neueAbgabe(e.Name(), e.Name())
			a.Problem = problem
			abgaben = append(abgaben, a)
		}
	}
	for i := range abgaben {
		abgaben[i].roh = abgaben[i].Name
		abgaben[i].Name = SichererName(abgaben[i].Name)
	}
	sortiereAbgaben(abgaben)
	// Gleiche Namen (eine Person als Ordner und im Archiv) bekommen eine Nummer.
	EindeutigeNamen(abgaben)
	return abgaben, nil
}

// neueAbgabe liefert eine leere Abgabe namens name, die aus herkunft stammt.
func neueAbgabe(name, herkunft string) Abgabe {
	return Abgabe{Name: name, Herkunft: herkunft, Dateien: map[string][]byte{}}
}

// hatEndung meldet, ob name auf endung endet (ohne Rücksicht auf Groß- und
// Kleinschreibung: „.ZIP“ wie „.zip“).
func hatEndung(name, endung string) bool {
	return len(name) > len(endung) && strings.EqualFold(name[len(name)-len(endung):], endung)
}

// AusOrdner liest die Abgabe im Ordner pfad (ABGABEN/NAME/) nach den Regeln von abgabeAus:
// die .go-Dateien aus pfad/exercises/ oder pfad/, sonst ein ZIP-Archiv oder eine Kopie von
// Notebook 4 darin.
func AusOrdner(pfad, name string) Abgabe {
	a := neueAbgabe(name, name+"/")
	wurzel, err := os.OpenRoot(pfad)
	if err != nil {
		a.Problem = fmt.Sprintf("Der Ordner %s ist nicht lesbar: %v", name, err)
		return a
	}
	defer wurzel.Close()
	var l leser
	l.abgabeAusOrdner(ohneWarten{wurzel}, ".", "Der Ordner", 0, &a)
	if l.zuViel {
		a.Dateien, a.Hinweise = map[string][]byte{}, nil
		a.Problem = fmt.Sprintf("Der Ordner %s enthält entpackt mehr als %d MiB an .go-Dateien, Archiven und Notebooks.", name, maxEntpackt>>20)
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
func ausArchivDatei(pfad string) ([]Abgabe, string) {
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
func sortiereAbgaben(abgaben []Abgabe) {
	slices.SortStableFunc(abgaben, func(x, y Abgabe) int { return strings.Compare(x.Name, y.Name) })
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
	return leseBegrenztFS(fsys, datei, name, maxDateigroesse)
}

// leseBegrenztFS liest die normale Datei datei von fsys, höchstens grenze Bytes; name steht
// in der Meldung. Ergebnis: der Inhalt oder das Problem der Abgabe.
func leseBegrenztFS(fsys fs.FS, datei, name string, grenze int64) ([]byte, string) {
	f, err := fsys.Open(datei)
	if err != nil {
		return nil, fmt.Sprintf("%s ist nicht lesbar: %v", name, err)
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		return nil, fmt.Sprintf("%s ist keine normale Datei (symbolischer Link?).", name)
	}
	// Die Größe (etwa im Verzeichnis eines Archivs) kann lügen: gelesen wird höchstens grenze+1.
	daten, err := io.ReadAll(io.LimitReader(f, grenze+1))
	if err != nil {
		return nil, fmt.Sprintf("%s ist nicht lesbar: %v", name, err)
	}
	if int64(len(daten)) > grenze {
		return nil, fmt.Sprintf("%s ist größer als %s.", name, groesseText(grenze))
	}
	return daten, ""
}

// groesseText schreibt eine Grenze in KiB oder (ab 1 MiB) in MiB, wie in den Meldungen.
func groesseText(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d KiB", n>>10)
}
