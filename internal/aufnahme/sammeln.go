package aufnahme

import (
	"fmt"
	"io"
	"io/fs"
	"regexp"
	"strings"
)

// Grenzen für Notebooks und Archive.
const (
	maxNotebook     = 8 << 20
	maxArchiv       = 512 << 20
	maxArchivEintrg = 20000
	// maxEntpackt begrenzt, wie viele Bytes bewerten aus einem Archiv (oder einem Ordner in
	// ABGABEN/) insgesamt entpackt, auch aus Archiven darin: Ein kleines Archiv mit stark
	// komprimierbaren Einträgen (eine ZIP-Bombe) kostet so höchstens diesen Speicher. Eine
	// Klasse von 300 braucht weniger als 30 MiB.
	maxEntpackt = 256 << 20
)

// moodleName erkennt einen Eintrag auf oberster Ebene eines Exports von Moodle: den Ordner
// „Erika Mustermann_12345_assignsubmission_file_“ oder (Export ohne Ordner) die Datei
// „Erika Mustermann_12345_assignsubmission_file_a_getmoves.go“. Gruppe 1: die Person,
// Gruppe 2: die Datei (leer beim Ordner).
var moodleName = regexp.MustCompile(`^(.*?)_assignsubmission_[a-z]+_?(.*)$`)

// ausArchiv liest ein ZIP-Archiv aus ABGABEN/. Ist es ein Export einer Lernplattform
// (istExport), wird jede Person darin eine Abgabe, unter dem Namen ihres Ordners; sonst ist
// es das Archiv einer Person und wird eine Abgabe, unter dem Namen des Archivs ohne „.zip“.
// In beiden Fällen liest abgabeAus die Abgabe einer Person (und nie einen Export darin).
// Das Archiv wird nicht in den Speicher geladen, sondern Eintrag für Eintrag gelesen.
func ausArchiv(daten io.ReaderAt, groesse int64, archivName string) ([]Abgabe, string) {
	r, problem := oeffneArchiv(daten, groesse, archivName)
	if problem != "" {
		return nil, problem
	}
	oben, err := eintraegeVon(r, ".")
	if err != nil {
		return nil, fmt.Sprintf("%s ist kein lesbares ZIP-Archiv: %v", archivName, err)
	}
	var l leser
	var liste []Abgabe
	if istExport(r, oben) {
		liste = l.ausExport(r, oben, archivName)
	} else {
		a := neueAbgabe(archivName[:len(archivName)-len(".zip")], archivName)
		l.abgabeAus(r, oben, "Das ZIP-Archiv "+archivName, 1, 0, &a)
		liste = []Abgabe{a}
	}
	if l.zuViel {
		return nil, fmt.Sprintf("%s enthält entpackt mehr als %d MiB an .go-Dateien, Archiven und Notebooks – ist das wirklich ein Archiv mit Abgaben?", archivName, maxEntpackt>>20)
	}
	return liste, ""
}

// istExport entscheidet am Inhalt, ob ein ZIP-Archiv ein Export „alle Abgaben
// herunterladen“ einer Lernplattform ist (oben: seine oberste Ebene): Ein Eintrag hat den
// Namen eines Ordners oder einer Datei von Moodle, oder mindestens zwei Ordner enthalten je
// eine Abgabe, und nichts auf oberster Ebene gehört selbst zu einer Abgabe (.go-Dateien,
// exercises/, Notebooks, Archive). Sonst ist es das Archiv einer Person – höchstens eine
// Abgabe.
func istExport(fsys fs.FS, oben []knoten) bool {
	for _, k := range oben {
		if moodleName.MatchString(k.name) {
			return true
		}
	}
	personen := 0
	for _, k := range oben {
		switch {
		case k.name == "exercises" || istGoDatei(k.name) || hatEndung(k.name, ".ipynb") || hatEndung(k.name, ".zip"):
			return false
		case k.ordner && hatAbgabe(fsys, k.pfad):
			personen++
		}
	}
	return personen >= 2
}

// hatAbgabe meldet, ob im Ordner ordner von fsys eine Abgabe liegt: .go-Dateien (auch in
// exercises/), ein Notebook oder ein ZIP-Archiv.
func hatAbgabe(fsys fs.FS, ordner string) bool {
	eintraege, _ := eintraegeVon(fsys, ordner)
	for _, k := range eintraege {
		if k.ordner && k.name == "exercises" || istGoDatei(k.name) || hatEndung(k.name, ".ipynb") || hatEndung(k.name, ".zip") {
			return true
		}
	}
	return false
}

// ausExport liest einen Export einer Lernplattform: Jeder Ordner auf oberster Ebene (bei
// Moodle ohne Ordner: die Dateien mit demselben Namensanfang) ist eine Person. Ordner von
// Moodle derselben Person (etwa „…_file_“ und „…_onlinetext_“) werden eine Abgabe. Dateien
// auf oberster Ebene ohne den Namen einer Person gehören niemandem.
func (l *leser) ausExport(fsys fs.FS, oben []knoten, archivName string) []Abgabe {
	var reihenfolge []string
	eintraege := map[string][]knoten{}
	for _, k := range oben {
		person := k.name
		if t := moodleName.FindStringSubmatch(k.name); t != nil {
			person = t[1]
			if !k.ordner {
				k.name = t[2]
			}
		} else if !k.ordner {
			continue
		}
		person = personenName(person)
		if _, bekannt := eintraege[person]; !bekannt {
			reihenfolge = append(reihenfolge, person)
			eintraege[person] = nil
		}
		if !k.ordner {
			eintraege[person] = append(eintraege[person], k)
			continue
		}
		darin, err := eintraegeVon(fsys, k.pfad)
		if err != nil {
			continue // kommt in einem Archiv nicht vor: Seine Ordner sind immer lesbar
		}
		eintraege[person] = append(eintraege[person], darin...)
	}
	var liste []Abgabe
	for _, person := range reihenfolge {
		a := neueAbgabe(person, archivName)
		l.abgabeAus(fsys, eintraege[person], "Die Abgabe", 1, 0, &a)
		liste = append(liste, a)
	}
	return liste
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
