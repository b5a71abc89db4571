package ausgabe

import (
	"fmt"
	"strings"
	"time"
)

// Tausender schreibt n mit Punkten zwischen den Tausendern, z. B. 1.280.495.
func Tausender(n int64) string {
	s := fmt.Sprint(n)
	if n < 0 {
		return "-" + Tausender(-n)
	}
	var b strings.Builder
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
