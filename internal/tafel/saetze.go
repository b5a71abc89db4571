package tafel

import (
	"cmp"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxSatz begrenzt einen Satz auf der Tafel (Zeichen).
const maxSatz = 200

// Muster für kurzfassung.
var (
	// brettMuster: eine Position, wie die Sätze sie schreiben („[5 1 3 … 12]“, 16 Zahlen).
	brettMuster = regexp.MustCompile(`\[(?:-?\d+ ){15}-?\d+\]`)
	// aufrufMuster: ein Aufruf mit einer Position („GetMoves([…])“).
	aufrufMuster = regexp.MustCompile(`\((?:\[…\])\)`)
	// zitatMuster: Text aus dem Code der Person („liefert den Fehler „…““).
	zitatMuster = regexp.MustCompile(`„[^“]*“`)
	// panikMuster: ein panic mit Text aus dem Code der Person.
	panikMuster = regexp.MustCompile(`(Abbruch mit|bricht ab mit) .*$`)
)

// kurzfassung macht aus einem Satz einer Prüfung den Satz für die Tafel: Positionen werden
// „[…]“ (so zählen gleiche Fehler an verschiedenen Positionen zusammen, und der Beamer zeigt
// keine Zahlenreihen), und Text aus dem Code einer Person (die Meldung eines Fehlers, der
// Text eines panic) erscheint nicht vor der Klasse. Steuer- und Formatzeichen fallen weg,
// der Satz ist höchstens maxSatz Zeichen lang.
func kurzfassung(satz string) string {
	satz = strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\t':
			return ' '
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == utf8.RuneError || r == '\u2028' || r == '\u2029':
			return -1
		}
		return r
	}, strings.ToValidUTF8(satz, ""))
	satz = brettMuster.ReplaceAllString(satz, "[…]")
	satz = aufrufMuster.ReplaceAllString(satz, "(…)")
	satz = zitatMuster.ReplaceAllString(satz, "„…“")
	satz = panikMuster.ReplaceAllString(satz, "$1 panic")
	satz = strings.Join(strings.Fields(satz), " ")
	if utf8.RuneCountInString(satz) > maxSatz {
		satz = string([]rune(satz)[:maxSatz-1]) + "…"
	}
	return satz
}

// Haeufigster ist der Satz, an dem eine Aufgabe in der Klasse gerade am häufigsten
// scheitert, und wie viele Personen ihn haben.
type Haeufigster struct {
	Satz   string
	Anzahl int
}

// haeufigster zählt die Sätze (jede Liste: die Sätze einer Person, schon gekürzt; ein Satz
// zählt pro Person einmal) und liefert den häufigsten – bei gleicher Anzahl den im Alphabet
// ersten, damit die Tafel nicht springt. Ohne Sätze: Anzahl 0.
func haeufigster(proPerson [][]string) Haeufigster {
	zaehler := map[string]int{}
	for _, saetze := range proPerson {
		gesehen := map[string]bool{}
		for _, s := range saetze {
			if s != "" && !gesehen[s] {
				gesehen[s] = true
				zaehler[s]++
			}
		}
	}
	var liste []Haeufigster
	for s, n := range zaehler {
		liste = append(liste, Haeufigster{s, n})
	}
	if len(liste) == 0 {
		return Haeufigster{}
	}
	return slices.MinFunc(liste, func(a, b Haeufigster) int {
		return cmp.Or(cmp.Compare(b.Anzahl, a.Anzahl), strings.Compare(a.Satz, b.Satz))
	})
}
