package bewertung

import (
	"embed"
	"io/fs"
	"strings"
)

// AufruferQuelltext ist der Inhalt von bewertung_test.go in exercises/ und solutions/.
//
//go:embed vorlage/bewertung_test.go.txt
var AufruferQuelltext string

//go:embed dienst/*.go dienst/siegel/*.go
var dienstQuellen embed.FS

// Vorgegebene Dateien von exercises/ (position.go, prioqueue.go), für Abgaben, in denen
// sie fehlen.
var (
	//go:embed vorlage/position.go.txt
	vorgabePosition string
	//go:embed vorlage/prioqueue.go.txt
	vorgabePrioQueue string
)

// Vorgabe ist eine vorgegebene Datei von exercises/ und woran man erkennt, dass eine
// Abgabe sie schon enthält.
type Vorgabe struct {
	Datei, Inhalt, Erkennung string
}

// Vorgaben liefert die vorgegebenen Dateien von exercises/.
func Vorgaben() []Vorgabe {
	return []Vorgabe{
		{"position.go", vorgabePosition, "type Position "},
		{"prioqueue.go", vorgabePrioQueue, "type PriorityQueue "},
	}
}

// DienstQuellen liefert die Quelltexte des Pakets dienst und seines Unterpakets siegel ohne
// Testdateien (Pfad unter dienst/ → Inhalt): cmd/bewerten baut daraus mit den Dateien einer Abgabe das Programm, das im
// Prozess der Abgabe die Aufrufe beantwortet. Die Prüfungen und das Orakel sind nicht
// darin.
func DienstQuellen() map[string][]byte {
	erg := map[string][]byte{}
	fs.WalkDir(dienstQuellen, "dienst", func(pfad string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(pfad, "_test.go") {
			return err
		}
		daten, err := fs.ReadFile(dienstQuellen, pfad)
		erg[strings.TrimPrefix(pfad, "dienst/")] = daten
		return err
	})
	return erg
}
