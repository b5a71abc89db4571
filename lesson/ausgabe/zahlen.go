package ausgabe

import (
	"math"
	"strconv"
	"strings"
	"time"
)

// Tausender schreibt n mit Punkten zwischen den Tausendern, z. B. 1.280.495 oder -12.
func Tausender(n int64) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	if n < 0 {
		b.WriteByte('-')
		s = s[1:]
	}
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// maxStellen begrenzt die Nachkommastellen von Komma (mehr gibt ein float64 nicht her).
const maxStellen = 30

// Komma schreibt x so, wie man in Deutschland Kommazahlen schreibt: mit stellen
// Nachkommastellen (kaufmännisch gerundet), Dezimalkomma und Punkten zwischen den
// Tausendern, z. B. Komma(531.441, 1) = "531,4" und Komma(12345.678, 2) = "12.345,68".
// Das ist die eine Stelle, an der die Bibliothek und die Notebooks Kommazahlen für
// deutsche Sätze schreiben. NaN und ±Inf schreibt Komma als „–“, Beträge ab 10¹⁸ in
// wissenschaftlicher Schreibweise mit Dezimalkomma (Komma(1.8e20, 1) = "1,8e+20");
// stellen < 0 zählt wie 0.
func Komma(x float64, stellen int) string {
	stellen = min(max(stellen, 0), maxStellen)
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0):
		return "–"
	case math.Abs(x) >= 1e18:
		return strings.Replace(strconv.FormatFloat(x, 'e', stellen, 64), ".", ",", 1)
	}
	// Kaufmännisch runden (0,5 aufwärts), wo das ohne Verlust an Genauigkeit geht;
	// FormatFloat allein rundete genau in der Mitte auf die gerade Ziffer.
	if p := math.Pow10(stellen); math.Abs(x*p) < 1e15 {
		x = math.Round(x*p) / p
	}
	ganz, nachkomma, _ := strings.Cut(strconv.FormatFloat(math.Abs(x), 'f', stellen, 64), ".")
	n, _ := strconv.ParseInt(ganz, 10, 64) // |x| < 10¹⁸ passt in int64
	text := Tausender(n)
	if nachkomma != "" {
		text += "," + nachkomma
	}
	if x < 0 && strings.ContainsAny(text, "123456789") { // kein „-0,0“
		text = "-" + text
	}
	return text
}

// Sekunden schreibt eine Dauer in Sekunden mit drei Nachkommastellen und Dezimalkomma,
// z. B. "0,125 s" (Komma mit drei Stellen).
func Sekunden(d time.Duration) string {
	return Komma(d.Seconds(), 3) + " s"
}

// TausenderKomma schreibt eine Gleitkommazahl gerundet wie Tausender (Komma ohne
// Nachkommastellen); NaN und ±Inf schreibt sie als „–“, Beträge ab 10¹⁸ (jenseits von
// int64) in wissenschaftlicher Schreibweise mit zwei Nachkommastellen, z. B. "1,00e+19".
func TausenderKomma(x float64) string {
	if math.Abs(x) >= 1e18 {
		return Komma(x, 2)
	}
	return Komma(x, 0)
}
