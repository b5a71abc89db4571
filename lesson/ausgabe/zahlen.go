package ausgabe

import (
	"fmt"
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

// Sekunden schreibt eine Dauer in Sekunden mit drei Nachkommastellen und Dezimalkomma,
// z. B. "0,125 s".
func Sekunden(d time.Duration) string {
	return strings.Replace(fmt.Sprintf("%.3f s", d.Seconds()), ".", ",", 1)
}

// TausenderKomma schreibt eine Gleitkommazahl gerundet wie Tausender; NaN und ±Inf
// schreibt sie als „–“, Beträge ab 10¹⁸ (jenseits von int64) in wissenschaftlicher
// Schreibweise mit Dezimalkomma.
func TausenderKomma(x float64) string {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0):
		return "–"
	case math.Abs(x) >= 1e18:
		return strings.Replace(strconv.FormatFloat(x, 'e', 2, 64), ".", ",", 1)
	}
	return Tausender(int64(math.Round(x)))
}
