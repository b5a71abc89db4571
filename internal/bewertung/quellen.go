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

//go:embed *.go
var quellen embed.FS

// Quellen liefert die Quelltexte dieses Pakets ohne Testdateien (Pfad relativ zum
// Paketordner, mit / getrennt → Inhalt): cmd/bewerten baut daraus für jede Abgabe ein
// eigenes Modul mit den verborgenen Tests.
func Quellen() map[string][]byte {
	erg := map[string][]byte{"vorlage/bewertung_test.go.txt": []byte(AufruferQuelltext)}
	eintraege, _ := fs.ReadDir(quellen, ".")
	for _, e := range eintraege {
		if strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		daten, _ := fs.ReadFile(quellen, e.Name())
		erg[e.Name()] = daten
	}
	return erg
}
