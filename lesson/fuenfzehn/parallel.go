package fuenfzehn

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/kisuche/kisuche/lesson"
)

// LoeseAlle löst jede der Stellungen mit dem Loeser l (IDA*) und verteilt die Suchen auf
// alle Kerne (runtime.GOMAXPROCS): Jede Suche läuft für sich in einer Goroutine, die
// Heuristiken dieses Pakets lesen ihre Tabellen nur und lassen sich deshalb gleichzeitig
// benutzen (EigeneHeuristik nur, wenn ihre Funktion das verträgt). Die Lösungen kommen in
// der Reihenfolge der Stellungen; jede ist dieselbe wie von l.Loese allein, die Zähler
// eingeschlossen.
//
// Scheitert eine Suche (unlösbare Stellung, MaxKnoten, Kontext), bricht LoeseAlle die
// übrigen ab und liefert den Fehler der Stellung, die zuerst scheiterte, mit ihrer Nummer
// (ab 1). Die Optionen gelten für jede einzelne Suche.
func (l Loeser) LoeseAlle(stellungen []Fuenfzehn, opts ...lesson.Option) ([]Loesung, error) {
	if err := pruefeHeuristik(l.Heuristik); err != nil {
		return nil, err
	}
	eltern := lesson.Auswerten(lesson.Einstellungen{}, opts).Kontext
	if eltern == nil {
		eltern = context.Background()
	}
	ctx, abbrechen := context.WithCancel(eltern)
	defer abbrechen()
	opts = append(opts[:len(opts):len(opts)], lesson.Kontext(ctx))

	l.Heuristik.Wert(Ziel) // legt Tabellen an, bevor die Goroutinen sie lesen
	loesungen := make([]Loesung, len(stellungen))
	var (
		naechste atomic.Int64
		wg       sync.WaitGroup
		mu       sync.Mutex
		erster   error
	)
	for range min(runtime.GOMAXPROCS(0), len(stellungen)) {
		wg.Go(func() {
			for {
				i := int(naechste.Add(1) - 1)
				if i >= len(stellungen) {
					return
				}
				var err error
				loesungen[i], err = l.Loese(stellungen[i], opts...)
				if err == nil {
					continue
				}
				mu.Lock()
				// Nach unserem eigenen Abbruch scheitern die übrigen Suchen nur deshalb.
				if erster == nil && (ctx.Err() == nil || eltern.Err() != nil) {
					erster = fmt.Errorf("%w (Stellung %d)", err, i+1)
				}
				mu.Unlock()
				abbrechen()
			}
		})
	}
	wg.Wait()
	return loesungen, erster
}
