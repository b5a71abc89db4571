package ausgabe

import (
	"fmt"
	"io"
	"os"
	"time"
)

// Stoppuhr misst die Laufzeit einer Notebook-Zelle wie %%time in Jupyter (Python). Man
// startet sie am Anfang der Zelle mit defer; am Ende der Zelle gibt sie die Zeit aus:
//
//	%%
//	defer lesson.Stoppuhr()()
//	loesung := breitensuche(problem)
//
// Ausgabe z. B. „Wall time: 4.3ms“.
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
		fmt.Fprintf(w, "Wall time: %v\n", Gerundet(time.Since(beginn)))
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
