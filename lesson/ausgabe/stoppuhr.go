package ausgabe

import (
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"time"
)

// Stoppuhr misst die Laufzeit einer Notebook-Zelle wie %%time in Jupyter (Python). Man
// startet sie am Anfang der Zelle mit defer; am Ende der Zelle gibt sie die Zeit aus:
//
//	%%
//	defer ausgabe.Stoppuhr()()
//	loesung := breitensuche(problem)
//
// Die Zeile sieht aus wie bei %%time in IPython, z. B. „Wall time: 4.29 ms“ oder
// „Wall time: 8min 19s“ (siehe WieIPython): So geben die Notebooks die Ausgaben der
// Lektionen wieder.
func Stoppuhr() (stopp func()) {
	return StoppuhrNach(os.Stdout)
}

// StoppuhrNach ist Stoppuhr mit frei wählbarem Ziel der Ausgabe.
func StoppuhrNach(w io.Writer) (stopp func()) {
	if w == nil {
		w = os.Stdout
	}
	beginn := time.Now()
	return func() {
		fmt.Fprintf(w, "Wall time: %s\n", WieIPython(time.Since(beginn)))
	}
}

// Gerundet rundet eine Dauer auf drei bis vier gültige Stellen, wie %%time sie zeigt
// (1.23456789s wird 1.23s, 4.56789ms wird 4.57ms).
func Gerundet(d time.Duration) time.Duration {
	switch {
	case d >= time.Second:
		return d.Round(10 * time.Millisecond)
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond)
	case d >= time.Microsecond:
		return d.Round(10 * time.Nanosecond)
	}
	return d
}

// WieIPython schreibt eine Dauer so, wie IPython sie bei %%time zeigt: mit drei gültigen
// Stellen, Dezimalpunkt und der Einheit nach einem Leerzeichen („2.99 ms“, „19.7 ms“,
// „83 ms“, „4.29 s“), ab einer Minute in ganzen Einheiten ohne Leerzeichen („8min 19s“).
func WieIPython(d time.Duration) string {
	return dauerText(d, ".", "")
}

// Dauer schreibt eine Dauer auf Deutsch: wie WieIPython mit drei gültigen Stellen, aber mit
// Dezimalkomma und einem Leerzeichen vor jeder Einheit („2,99 ms“, „4,29 s“, „8 min 19 s“).
func Dauer(d time.Duration) string {
	return dauerText(d, ",", " ")
}

// dauerText ist _format_time aus IPython (precision 3) mit wählbarem Dezimaltrennzeichen
// und Abstand vor den Einheiten ab einer Minute.
func dauerText(d time.Duration, komma, abstand string) string {
	sekunden := d.Seconds()
	if sekunden >= 60 {
		var teile []string
		rest := sekunden
		for _, e := range []struct {
			name   string
			laenge float64
		}{{"d", 86400}, {"h", 3600}, {"min", 60}, {"s", 1}} {
			if wert := math.Floor(rest / e.laenge); wert > 0 {
				rest = math.Mod(rest, e.laenge)
				teile = append(teile, fmt.Sprintf("%.0f%s%s", wert, abstand, e.name))
			}
			if rest < 1 {
				break
			}
		}
		return strings.Join(teile, " ")
	}
	einheiten := []string{"s", "ms", "\u00b5s", "ns"}
	ordnung := 3
	if sekunden > 0 {
		ordnung = min(-int(math.Floor(math.Floor(math.Log10(sekunden))/3)), 3)
	}
	zahl := fmt.Sprintf("%.3g", sekunden*math.Pow(1000, float64(ordnung)))
	return strings.Replace(zahl, ".", komma, 1) + " " + einheiten[ordnung]
}
