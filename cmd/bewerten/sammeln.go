package main

import (
	"archive/zip"
	"encoding/json"
	"fmt"
	"io"
	"path"
	"regexp"
	"sort"
	"strings"
)

// Grenzen für Notebooks und Archive.
const (
	maxNotebook     = 8 << 20
	maxArchiv       = 512 << 20
	maxArchivEintrg = 20000
	// maxEntpackt begrenzt, wie viele Bytes bewerten aus einem Archiv insgesamt entpackt:
	// Ein kleines Archiv mit stark komprimierbaren Einträgen (eine ZIP-Bombe) kostet so
	// höchstens diesen Speicher. Eine Klasse von 300 braucht weniger als 30 MiB.
	maxEntpackt = 256 << 20
)

// ausNotebook liest aus einer abgegebenen Kopie von Notebook 4 die Aufgabenzellen: Jede
// Zelle, die mit „%%script speichere exercises/DATEI.go“ beginnt (oder, in älteren Kopien,
// mit „%%writefile …/exercises/DATEI.go“), ist diese Datei.
func ausNotebook(daten []byte, dateien map[string][]byte) string {
	if len(daten) > maxNotebook {
		return fmt.Sprintf("Das Notebook ist größer als %d MiB.", maxNotebook>>20)
	}
	var nb struct {
		Cells []struct {
			CellType string          `json:"cell_type"`
			Source   json.RawMessage `json:"source"`
		} `json:"cells"`
	}
	if err := json.Unmarshal(daten, &nb); err != nil {
		return "Die Datei ist kein lesbares Jupyter-Notebook (.ipynb): " + err.Error()
	}
	for _, z := range nb.Cells {
		if z.CellType != "code" {
			continue
		}
		quelle, ok := zellText(z.Source)
		if !ok {
			continue
		}
		kopf, rest, _ := strings.Cut(quelle, "\n")
		treffer := schreibZelle.FindStringSubmatch(strings.TrimSpace(kopf))
		if treffer == nil {
			continue
		}
		if len(dateien) >= maxDateien {
			return fmt.Sprintf("Das Notebook enthält mehr als %d Aufgabendateien.", maxDateien)
		}
		dateien[treffer[1]] = []byte(rest)
	}
	if len(dateien) == 0 {
		return "Das Notebook enthält keine Aufgabenzelle (%%script speichere exercises/DATEI.go) – ist es Notebook 4?"
	}
	return ""
}

// schreibZelle erkennt die erste Zeile einer Aufgabenzelle und liefert den Dateinamen.
var schreibZelle = regexp.MustCompile(`^(?:%%script\s+speichere|%%writefile)\s+(?:\S*/)?exercises/([A-Za-z0-9_]+\.go)$`)

// zellText liest die Quelle einer Zelle: eine Liste von Zeilen oder ein Text.
func zellText(roh json.RawMessage) (string, bool) {
	var zeilen []string
	if json.Unmarshal(roh, &zeilen) == nil {
		return strings.Join(zeilen, ""), true
	}
	var text string
	if json.Unmarshal(roh, &text) == nil {
		return text, true
	}
	return "", false
}

// ausArchiv liest ein Archiv „alle Abgaben herunterladen“ einer Lernplattform (etwa
// Moodle): ein Ordner pro Person (oder Dateien „Name_…_DATEI“ auf oberster Ebene), darin
// .go-Dateien oder eine Kopie von Notebook 4. Jede Person wird eine Abgabe.
// Das Archiv wird nicht in den Speicher geladen, sondern Eintrag für Eintrag gelesen.
func ausArchiv(daten io.ReaderAt, groesse int64, archivName string) ([]abgabe, string) {
	if groesse > maxArchiv {
		return nil, fmt.Sprintf("%s ist größer als %d MiB.", archivName, maxArchiv>>20)
	}
	r, err := zip.NewReader(daten, groesse)
	if err != nil {
		return nil, fmt.Sprintf("%s ist kein lesbares ZIP-Archiv: %v", archivName, err)
	}
	if len(r.File) > maxArchivEintrg {
		return nil, fmt.Sprintf("%s enthält mehr als %d Einträge.", archivName, maxArchivEintrg)
	}
	personen := map[string]*abgabe{}
	entpackt := 0
	for _, f := range r.File {
		name := path.Clean(strings.ReplaceAll(f.Name, "\\", "/"))
		if f.FileInfo().IsDir() || strings.HasPrefix(name, "../") || strings.HasPrefix(name, "/") || strings.Contains(name, "__MACOSX") {
			continue
		}
		person, rest, inOrdner := strings.Cut(name, "/")
		if !inOrdner { // Moodle ohne Ordner: „Vorname Nachname_123_assignsubmission_file_a_getmoves.go“
			if i := strings.Index(name, "_assignsubmission_"); i >= 0 {
				person = name[:i]
				rest = name[strings.LastIndex(name, "_file_")+len("_file_"):]
			} else {
				continue
			}
		}
		person = personenName(person)
		a := personen[person]
		if a == nil {
			a = &abgabe{name: person, dateien: map[string][]byte{}}
			personen[person] = a
		}
		if a.problem != "" {
			continue
		}
		basis := path.Base(rest)
		istGo := strings.HasSuffix(basis, ".go") && !strings.HasSuffix(basis, "_test.go") && !strings.HasPrefix(basis, ".")
		istNotebook := strings.HasSuffix(basis, ".ipynb") && !strings.Contains(rest, ".ipynb_checkpoints")
		if !istGo && !istNotebook {
			continue
		}
		grenze := int64(maxDateigroesse)
		if istNotebook {
			grenze = maxNotebook
		}
		if f.UncompressedSize64 > uint64(grenze) {
			a.problem = fmt.Sprintf("%s ist größer als %d KiB.", basis, grenze>>10)
			continue
		}
		rc, err := f.Open()
		if err != nil {
			a.problem = fmt.Sprintf("%s lässt sich nicht entpacken: %v", basis, err)
			continue
		}
		// Die Größe im Verzeichnis des Archivs kann lügen: gelesen wird höchstens grenze+1.
		inhalt, err := io.ReadAll(io.LimitReader(rc, grenze+1))
		rc.Close()
		if entpackt += len(inhalt); entpackt > maxEntpackt {
			return nil, fmt.Sprintf("%s enthält entpackt mehr als %d MiB an .go-Dateien und Notebooks – ist das wirklich ein Archiv mit Abgaben?", archivName, maxEntpackt>>20)
		}
		switch {
		case err != nil:
			a.problem = fmt.Sprintf("%s lässt sich nicht entpacken: %v", basis, err)
		case int64(len(inhalt)) > grenze:
			a.problem = fmt.Sprintf("%s ist größer als %d KiB.", basis, grenze>>10)
		case istNotebook:
			a.problem = ausNotebook(inhalt, a.dateien)
		case len(inhalt) > maxDateigroesse:
			a.problem = fmt.Sprintf("%s ist größer als %d KiB.", basis, maxDateigroesse>>10)
		case len(a.dateien) >= maxDateien:
			a.problem = fmt.Sprintf("Die Abgabe enthält mehr als %d .go-Dateien.", maxDateien)
		default:
			a.dateien[basis] = inhalt
		}
	}
	var liste []abgabe
	for _, a := range personen {
		if a.problem == "" && len(a.dateien) == 0 {
			a.problem = "Die Abgabe enthält weder .go-Dateien noch eine Kopie von Notebook 4."
		}
		liste = append(liste, *a)
	}
	sort.Slice(liste, func(i, j int) bool { return liste[i].name < liste[j].name })
	return liste, ""
}

// personenName macht aus einem Ordnernamen einer Lernplattform einen Dateinamen:
// „Erika Mustermann_12345_assignsubmission_file_“ → „Erika Mustermann_12345“.
func personenName(ordner string) string {
	if i := strings.Index(ordner, "_assignsubmission"); i >= 0 {
		ordner = ordner[:i]
	}
	ordner = strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r < ' ' || r == 0x7f {
			return '_'
		}
		return r
	}, ordner)
	if ordner == "" || ordner == "." || ordner == ".." {
		return "unbenannt"
	}
	return ordner
}
