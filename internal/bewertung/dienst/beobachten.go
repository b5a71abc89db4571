package dienst

import "sync"

// Das Prüfprogramm nimmt die Schrittzahl einer Suche nicht einfach hin: cmd/bewerten setzt
// in GetMoves (der Abgabe oder der Musterlösung) einen Aufruf von Beobachte ein, bevor es
// das Programm übersetzt. So sieht das Prüfprogramm, auf welchen Positionen eine Suche
// GetMoves aufgerufen hat – welche sie expandiert hat –, und vergleicht das mit dem, was
// eine richtige Suche expandieren muss.

// MaxBeobachtet begrenzt, wie viele verschiedene expandierte Positionen eine Suche meldet;
// darüber zählt sie nur noch die Aufrufe.
const MaxBeobachtet = 1 << 20

// beobachter sammelt die Aufrufe von GetMoves während einer Suche.
var beobachter struct {
	mu      sync.Mutex
	aktiv   bool
	aufrufe uint64
	menge   map[[16]int8]struct{}
}

// Aktivieren meldet, dass GetMoves in diesem Programm beobachtet wird. Ohne Aktivieren
// (etwa in go test ./exercises) meldet eine Suche keine Beobachtung.
func Aktivieren() {
	beobachter.mu.Lock()
	defer beobachter.mu.Unlock()
	beobachter.aktiv = true
}

// Beobachte zählt einen Aufruf von GetMoves auf p.
func Beobachte(p [16]int8) {
	beobachter.mu.Lock()
	defer beobachter.mu.Unlock()
	beobachter.aufrufe++
	if beobachter.menge != nil && len(beobachter.menge) < MaxBeobachtet {
		beobachter.menge[p] = struct{}{}
	}
}

// Beobachtung ist, was während einer Suche an GetMoves beobachtet wurde.
type Beobachtung struct {
	Aktiv      bool // GetMoves wird beobachtet
	Aufrufe    uint64
	Expandiert [][16]int8 // verschiedene Positionen, höchstens MaxBeobachtet
}

// beobachtungBeginnen leert die Beobachtung vor einer Suche.
func beobachtungBeginnen() {
	beobachter.mu.Lock()
	defer beobachter.mu.Unlock()
	beobachter.aufrufe = 0
	beobachter.menge = map[[16]int8]struct{}{}
}

// beobachtungBeenden liefert die Beobachtung seit beobachtungBeginnen und hört auf zu
// sammeln.
func beobachtungBeenden() Beobachtung {
	beobachter.mu.Lock()
	defer beobachter.mu.Unlock()
	b := Beobachtung{Aktiv: beobachter.aktiv, Aufrufe: beobachter.aufrufe}
	for p := range beobachter.menge {
		b.Expandiert = append(b.Expandiert, p)
	}
	beobachter.menge = nil
	return b
}
