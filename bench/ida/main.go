// Ida misst IDA* mit Manhattan-Distanz (lesson/fuenfzehn, Korfs Zugreihenfolge) auf Korfs
// Stellungen mit höchstens MAXKNOTEN Knoten – dieselben Stellungen wie die C-Referenz
// bench/c/ida.c – und gibt die Summe der Knoten, die Prozessorzeit und Millionen Knoten/s
// aus. Weicht eine Länge oder eine Knotenzahl von Korfs Tabelle ab, endet es mit Fehler.
//
// Aufruf: go run ./bench/ida [MAXKNOTEN]   (Standard 100000000); bench/idastern.sh
// vergleicht mit C.
package main

import (
	"fmt"
	"os"
	"strconv"
	"syscall"
	"time"

	"github.com/kisuche/kisuche/lesson/fuenfzehn"
)

func main() {
	maxKnoten := int64(100_000_000)
	if len(os.Args) > 1 {
		n, err := strconv.ParseInt(os.Args[1], 10, 64)
		if err != nil {
			fmt.Fprintln(os.Stderr, "Aufruf: ida [MAXKNOTEN]")
			os.Exit(2)
		}
		maxKnoten = n
	}
	inst, err := fuenfzehn.KorfInstanzen()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var summe int64
	var anzahl int
	var cpu time.Duration
	falsch := 0
	for _, k := range inst {
		if k.KorfKnoten > maxKnoten {
			continue
		}
		c0 := cpuZeit()
		m := fuenfzehn.MesseHeuristiken([]fuenfzehn.Fuenfzehn{k.Start}, []fuenfzehn.Heuristik{fuenfzehn.Manhattan{}}, fuenfzehn.KorfReihenfolge)[0]
		cpu += cpuZeit() - c0
		if m.Fehler != nil || m.Laenge != k.Laenge || m.Erzeugt != k.KorfKnoten {
			fmt.Printf("Nr. %d: Länge %d (Korf %d), %d Knoten (Korf %d), Fehler %v\n", k.Nummer, m.Laenge, k.Laenge, m.Erzeugt, k.KorfKnoten, m.Fehler)
			falsch++
		}
		summe += m.Erzeugt
		anzahl++
	}
	fmt.Printf("Go: %d Stellungen, %d Knoten, %.3f s CPU, %.1f Mknoten/s, %d Abweichungen\n",
		anzahl, summe, cpu.Seconds(), float64(summe)/cpu.Seconds()/1e6, falsch)
	if falsch > 0 {
		os.Exit(1)
	}
}

// cpuZeit liefert die Prozessorzeit (Benutzer und System) des ganzen Prozesses.
func cpuZeit() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
