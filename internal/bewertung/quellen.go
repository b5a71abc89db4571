package bewertung

import (
	"embed"
	"io/fs"
	"strings"
)

// AufruferQuelltext ist der Inhalt von bewertung_test.go in exercises/ und solutions/.
// cmd/bewerten legt ihn in jede Abgabe, statt der Testdatei der Abgabe zu vertrauen.
//
//go:embed vorlage/bewertung_test.go.txt
var AufruferQuelltext string

//go:embed *.go vorlage/*
var quellen embed.FS

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

// Quellen liefert die Quelltexte dieses Pakets ohne Testdateien, samt vorlage/ (Pfad
// relativ zum Paketordner, mit / getrennt → Inhalt): cmd/bewerten baut daraus für jede
// Abgabe ein eigenes Modul mit den verborgenen Tests.
func Quellen() map[string][]byte {
	erg := map[string][]byte{}
	fs.WalkDir(quellen, ".", func(pfad string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(pfad, "_test.go") {
			return err
		}
		daten, err := fs.ReadFile(quellen, pfad)
		erg[pfad] = daten
		return err
	})
	return erg
}
