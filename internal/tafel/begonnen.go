package tafel

import (
	"embed"
	"slices"
	"strings"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/aufnahme"
	"github.com/kisuche/kisuche/internal/bewertung"
)

// vorlagen sind die Stubs der sechs Aufgaben: Kopien von exercises/[a-f]_*.go
// (TestVorlagenWieExercises hält sie gleich).
//
//go:embed vorlage/*.go.txt
var vorlagen embed.FS

// stub liefert den Stub der Aufgabe a, wie er in exercises/ liegt.
func stub(a pruefen.Teilaufgabe) string {
	daten, err := vorlagen.ReadFile("vorlage/" + a.Datei + ".txt")
	if err != nil {
		panic("tafel: kein Stub für " + a.Datei) // eingebettet: fehlt nur bei einem Fehler im Paket
	}
	return string(daten)
}

// vergleichbar macht einen Quelltext vergleichbar: ohne die Kopfzeilen von speichere
// (Notebook 4), Leerraum egal – ein Zeilenende aus Windows oder ein Editor, der Leerzeichen
// am Zeilenende entfernt, beginnt keine Aufgabe.
func vergleichbar(text string) string {
	return strings.Join(strings.Fields(aufnahme.OhneSpeichereKopf(text)), " ")
}

// begonnen liefert für jede Aufgabe (Kennung), ob die Person sie begonnen hat: Ihre Datei
// (pruefen.Teilaufgabe.Datei) ist nicht mehr der Stub. Fehlt die Datei, gilt die Aufgabe als
// begonnen, wenn eine andere Datei ihre Funktion deklariert.
func begonnen(dateien map[string][]byte) map[string]bool {
	erg := map[string]bool{}
	for _, a := range pruefen.Aufgaben {
		if inhalt, ok := dateien[a.Datei]; ok {
			erg[a.ID] = vergleichbar(string(inhalt)) != vergleichbar(stub(a))
			continue
		}
		for _, inhalt := range dateien {
			if slices.Contains(bewertung.Deklariert(inhalt), a.ID) {
				erg[a.ID] = true
			}
		}
	}
	return erg
}
