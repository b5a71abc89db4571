package aufnahme

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Grenzen für den Namen einer Abgabe: Zeichen, und Bytes, damit NAME (n).txt ein gültiger
// Dateiname bleibt (höchstens 255 Bytes).
const (
	maxNamenslaenge = 80
	maxNamensBytes  = 200
)

// SichererName macht den Namen einer Abgabe (Ordner, Datei, Eintrag im Archiv) unschädlich
// für Terminal, noten.csv und Dateinamen: Steuerzeichen (auch ESC) und unsichtbare
// Formatzeichen (etwa die Umkehr der Schreibrichtung) fallen weg, Schrägstriche werden zu
// „_“, führende Punkte fallen weg, der Name steht in der Unicode-Normalform NFC (so sind
// „Müller“ aus einem Archiv von macOS und „Müller“ von Windows derselbe Name), und er ist
// höchstens maxNamenslaenge Zeichen und maxNamensBytes Bytes lang.
func SichererName(name string) string {
	name = norm.NFC.String(strings.Map(func(r rune) rune {
		switch {
		case entfernt(r):
			return -1
		case r == '/' || r == '\\':
			return '_'
		case unicode.IsSpace(r):
			return ' '
		}
		return r
	}, strings.ToValidUTF8(name, "")))
	var b strings.Builder
	n := 0
	for _, r := range name {
		if n == maxNamenslaenge || b.Len()+utf8.RuneLen(r) > maxNamensBytes {
			break
		}
		b.WriteRune(r)
		n++
	}
	erg := strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(b.String()), "."))
	if erg == "" {
		return "ohne Namen"
	}
	return erg
}

// entfernt meldet, ob sichererName und sichererDateiname das Zeichen r weglassen:
// Steuerzeichen (C0 und C1, auch ESC), unsichtbare Formatzeichen (auch die Steuerung der
// Schreibrichtung), Zeilen- und Absatztrenner und das Ersatzzeichen für ungültiges UTF-8.
func entfernt(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == unicode.ReplacementChar ||
		r == '\u2028' || r == '\u2029'
}

// aufnehmen legt daten unter dem bereinigten Namen (sichererDateiname) in dateien ab; ist
// der Name schon belegt, mit „umbenannt_“ davor.
func aufnehmen(dateien map[string][]byte, name string, daten []byte) {
	name = sichererDateiname(name)
	for _, belegt := dateien[name]; belegt; _, belegt = dateien[name] {
		name = "umbenannt_" + name
	}
	dateien[name] = daten
}

// sichererDateiname macht den Namen einer Datei aus einer Abgabe unschädlich für Meldungen,
// Rückmeldungen und den Arbeitsordner: Steuerzeichen (auch ESC), unsichtbare Formatzeichen
// (etwa die Umkehr der Schreibrichtung), Zeilentrenner, Schrägstriche und ungültiges UTF-8
// fallen weg.
func sichererDateiname(name string) string {
	name = strings.Map(func(r rune) rune {
		if entfernt(r) || r == '/' || r == '\\' {
			return -1
		}
		return r
	}, strings.ToValidUTF8(name, ""))
	if name == "" || name == ".go" {
		return "unbenannt" + name
	}
	return name
}

// EindeutigeNamen macht die Namen aller Abgaben sicher und eindeutig: Gleiche Namen (auch
// nur in Groß- und Kleinschreibung oder in der Unicode-Form verschieden, wegen der
// Dateinamen) bekommen eine Nummer „NAME (2)“, die kein anderer Name schon trägt. Dann
// bekommt jede Abgabe, deren Name einem anderen gleicht oder gleichen könnte, ihren
// namensHinweis (namensHinweise). Ein zweiter Aufruf ändert nichts mehr.
func EindeutigeNamen(abgaben []Abgabe) {
	belegt := map[string]bool{}
	for i := range abgaben {
		if abgaben[i].roh == "" {
			abgaben[i].roh = abgaben[i].Name
		}
		abgaben[i].Name = SichererName(abgaben[i].Name)
		belegt[strings.ToLower(abgaben[i].Name)] = true
	}
	vergeben := map[string]bool{}
	for i := range abgaben {
		name := abgaben[i].Name
		if vergeben[strings.ToLower(name)] {
			for n := 2; ; n++ {
				kandidat := fmt.Sprintf("%s (%d)", name, n)
				if !belegt[strings.ToLower(kandidat)] {
					name = kandidat
					belegt[strings.ToLower(kandidat)] = true
					break
				}
			}
		}
		vergeben[strings.ToLower(name)] = true
		abgaben[i].Name = name
	}
	namensHinweise(abgaben)
}
