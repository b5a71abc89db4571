package main

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Grenzen für den Namen einer Abgabe: Zeichen, und Bytes, damit NAME (n).txt ein gültiger
// Dateiname bleibt (höchstens 255 Bytes).
const (
	maxNamenslaenge = 80
	maxNamensBytes  = 200
)

// sichererName macht den Namen einer Abgabe (Ordner, Datei, Eintrag im Archiv) unschädlich
// für Terminal, noten.csv und Dateinamen: Steuerzeichen (auch ESC) und unsichtbare
// Formatzeichen (etwa die Umkehr der Schreibrichtung) fallen weg, Schrägstriche werden zu
// „_“, führende Punkte fallen weg, und der Name ist höchstens maxNamenslaenge Zeichen und
// maxNamensBytes Bytes lang.
func sichererName(name string) string {
	var b strings.Builder
	n := 0
	for _, r := range strings.ToValidUTF8(name, "") {
		switch {
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == unicode.ReplacementChar:
			continue
		case r == '/' || r == '\\':
			r = '_'
		case unicode.IsSpace(r):
			r = ' '
		}
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

// eindeutigeNamen macht die Namen aller Abgaben sicher und eindeutig: Gleiche Namen (auch
// nur in Groß- und Kleinschreibung verschieden, wegen der Dateinamen) bekommen eine Nummer
// „NAME (2)“, die kein anderer Name schon trägt.
func eindeutigeNamen(abgaben []abgabe) {
	belegt := map[string]bool{}
	for i := range abgaben {
		abgaben[i].name = sichererName(abgaben[i].name)
		belegt[strings.ToLower(abgaben[i].name)] = true
	}
	vergeben := map[string]bool{}
	for i := range abgaben {
		name := abgaben[i].name
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
		abgaben[i].name = name
	}
}

// csvZelle schützt eine Zelle von noten.csv davor, in einer Tabellenkalkulation als Formel
// zu gelten: Beginnt sie mit = + - @, Tabulator oder Wagenrücklauf, bekommt sie einen
// Apostroph davor.
func csvZelle(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// dezimal schreibt x mit stellen Nachkommastellen im deutschen Format (Komma).
func dezimal(x float64, stellen int) string {
	return strings.Replace(strconv.FormatFloat(x, 'f', stellen, 64), ".", ",", 1)
}
