package dienst

import (
	"fmt"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// SpeicherMarke leitet die Zeile ein, mit der der Prozess meldet, dass er sein
// Speicherlimit überschritten hat. Sie dient nur der Rückmeldung: Eine Abgabe, die sie
// selbst ausgibt, verliert damit nur Punkte.
const SpeicherMarke = "KISUCHE-SPEICHERLIMIT"

// begrenzen setzt das Speicherlimit des Go-Heaps und der Stapel und startet einen
// Wachhund, der den Prozess beendet, sobald der Heap grenze Bytes überschreitet. Die
// harte Grenze (Adressraum) setzt das Prüfprogramm vor dem Start.
func begrenzen(grenze uint64) {
	debug.SetMemoryLimit(int64(grenze))
	debug.SetMaxStack(256 << 20) // endlose Rekursion bricht früh ab (Standard: 1 GB)
	go func() {
		proben := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		for range time.Tick(20 * time.Millisecond) {
			metrics.Read(proben)
			if proben[0].Value.Uint64() > grenze {
				fmt.Fprintf(os.Stderr, "\n%s %d\n", SpeicherMarke, grenze>>20)
				os.Exit(3)
			}
		}
	}()
}
