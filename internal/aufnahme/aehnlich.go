package aufnahme

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// namensHinweise setzt den namensHinweis jeder Abgabe (für noten.csv und uebersicht.html):
// was an ihrem Namen auffällt (zeichenHinweise) und, wenn andere Abgaben einen gleich
// aussehenden Namen tragen (aussehen), welche das sind und woher diese Abgabe stammt. So
// kann die Lehrkraft zwei Zeilen auseinanderhalten, die gleich aussehen – etwa „Anna“ und
// „Аnna“ mit kyrillischem А, die eine aus dem Export der Lernplattform, die andere aus dem
// ZIP-Archiv, das jemand anderes hochgeladen hat.
func namensHinweise(abgaben []Abgabe) {
	gruppen := map[string][]int{}
	for i, a := range abgaben {
		k := aussehen(SichererName(a.roh))
		gruppen[k] = append(gruppen[k], i)
	}
	for i := range abgaben {
		a := &abgaben[i]
		teile := zeichenHinweise(a.roh)
		if gruppe := gruppen[aussehen(SichererName(a.roh))]; len(gruppe) > 1 {
			var andere []string
			for _, j := range gruppe {
				if j != i {
					andere = append(andere, "„"+abgaben[j].Name+"“")
				}
			}
			satz := "sieht aus wie " + strings.Join(andere, ", ")
			if a.Herkunft != "" {
				satz += ", diese Abgabe stammt aus " + ohneUnsichtbare(a.Herkunft)
			}
			if a.roh != norm.NFC.String(a.roh) {
				satz += " (Name in zerlegter Unicode-Form geschrieben)"
			}
			teile = append(teile, satz)
		}
		a.NamensHinweis = strings.Join(teile, "; ")
	}
}

// schriften sind Schriften mit Buchstaben, die wie lateinische aussehen.
var schriften = []struct {
	tabelle  *unicode.RangeTable
	adjektiv string
}{
	{unicode.Cyrillic, "kyrillische"},
	{unicode.Greek, "griechische"},
	{unicode.Armenian, "armenische"},
	{unicode.Cherokee, "Cherokee-"},
}

// wieLateinisch bildet Buchstaben anderer Schriften auf die lateinischen ab, wie die sie
// aussehen (eine Auswahl aus den „confusables“ von Unicode).
var wieLateinisch = map[rune]rune{
	// kyrillisch
	'А': 'A', 'В': 'B', 'Е': 'E', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P', 'С': 'C',
	'Т': 'T', 'У': 'Y', 'Х': 'X', 'Ѕ': 'S', 'І': 'I', 'Ј': 'J', 'Ԛ': 'Q', 'Ԝ': 'W',
	'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'у': 'y', 'х': 'x', 'ѕ': 's', 'і': 'i',
	'ј': 'j', 'һ': 'h', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'ӏ': 'l',
	// griechisch
	'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N',
	'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X', 'ο': 'o', 'ν': 'v', 'ρ': 'p', 'ι': 'i',
	// armenisch
	'օ': 'o', 'ս': 'u', 'հ': 'h', 'ո': 'n', 'ց': 'g', 'զ': 'q',
}

// skelett liefert, wie ein Name aussieht: in der Normalform NFKC (Sonderformen wie „Ａ“
// werden „A“), Buchstaben anderer Schriften durch gleich aussehende lateinische ersetzt.
func skelett(name string) string {
	return strings.Map(func(r rune) rune {
		if l, ok := wieLateinisch[r]; ok {
			return l
		}
		return r
	}, norm.NFKC.String(name))
}

// aussehen ist der Schlüssel, unter dem gleich aussehende Namen gleich sind: das Skelett in
// Kleinbuchstaben, ohne kombinierende Zeichen, die nach NFKC übrig bleiben (etwa U+034F,
// unsichtbar), mit einfachen Leerzeichen.
func aussehen(name string) string {
	ohne := strings.Map(func(r rune) rune {
		if unicode.In(r, unicode.Mn, unicode.Me) {
			return -1
		}
		return r
	}, skelett(name))
	return strings.ToLower(strings.Join(strings.Fields(ohne), " "))
}

// zeichenHinweise beschreibt, was am Namen roh (wie er in ABGABEN/ oder im Archiv stand)
// auffällt: entfernte unsichtbare oder Steuerzeichen, Buchstaben aus Schriften, die wie
// lateinische aussehen, neben lateinischen, Sonderformen von Zeichen und kombinierende
// Zeichen, die an keinem Buchstaben hängen.
func zeichenHinweise(roh string) []string {
	var teile []string
	var weg []rune
	for _, r := range roh {
		if entfernt(r) && !slices.Contains(weg, r) {
			weg = append(weg, r)
		}
	}
	if len(weg) > 0 {
		teile = append(teile, "unsichtbare Zeichen oder Steuerzeichen entfernt ("+zeichenListe(weg, false)+")")
	}
	name := SichererName(roh)
	sieht := skelett(name)
	sagtWie := func(satz string) string {
		if sieht != name {
			satz += " – sieht aus wie „" + sieht + "“"
			sieht = name // nur einmal sagen
		}
		return satz
	}
	lateinisch := false
	fremd := make([][]rune, len(schriften))
	var sonder, kombinierend []rune
	vorher := ' '
	for _, r := range name {
		if unicode.Is(unicode.Latin, r) {
			lateinisch = true
		}
		for i, s := range schriften {
			if unicode.Is(s.tabelle, r) && !slices.Contains(fremd[i], r) {
				fremd[i] = append(fremd[i], r)
			}
		}
		if norm.NFKC.String(string(r)) != string(r) && !slices.Contains(sonder, r) {
			sonder = append(sonder, r)
		}
		if unicode.In(r, unicode.Mn, unicode.Me) && (!unicode.IsLetter(vorher) || unicode.In(vorher, unicode.Latin, unicode.Cyrillic, unicode.Greek)) {
			kombinierend = append(kombinierend, r)
		}
		vorher = r
	}
	for i, s := range schriften {
		if len(fremd[i]) > 0 && (lateinisch || istLateinisch(skelett(name))) {
			teile = append(teile, sagtWie("enthält "+s.adjektiv+" Zeichen ("+zeichenListe(fremd[i], true)+")"))
		}
	}
	if len(sonder) > 0 {
		teile = append(teile, sagtWie("enthält Sonderformen von Zeichen ("+zeichenListe(sonder, true)+")"))
	}
	if len(kombinierend) > 0 {
		teile = append(teile, "enthält kombinierende Zeichen ("+zeichenListe(kombinierend, false)+")")
	}
	return teile
}

// istLateinisch meldet, ob jeder Buchstabe in s lateinisch ist.
func istLateinisch(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return true
}

// zeichenListe nennt höchstens drei Zeichen mit ihrem Codepunkt („А U+0410“), unsichtbare
// (sichtbar false) nur mit dem Codepunkt.
func zeichenListe(zeichen []rune, sichtbar bool) string {
	var teile []string
	for i, r := range zeichen {
		if i == 3 {
			teile = append(teile, "…")
			break
		}
		if sichtbar {
			teile = append(teile, fmt.Sprintf("%c U+%04X", r, r))
		} else {
			teile = append(teile, fmt.Sprintf("U+%04X", r))
		}
	}
	return strings.Join(teile, ", ")
}

// ohneUnsichtbare lässt die Zeichen weg, die sichererName entfernt (entfernt).
func ohneUnsichtbare(s string) string {
	return strings.Map(func(r rune) rune {
		if entfernt(r) {
			return -1
		}
		return r
	}, strings.ToValidUTF8(s, ""))
}
