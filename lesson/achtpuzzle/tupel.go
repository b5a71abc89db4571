package achtpuzzle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kisuche/kisuche/lesson"
)

// Tupel ist ein Zustand des 8-Puzzles in der Fassung der Lektion „Suchalgorithmen am
// Beispiel 8-Puzzle“: ein Tupel aus neun Zahlen, zeilenweise von links oben nach rechts
// unten gelesen; 0 ist das leere Feld. Python schreibt (7,2,4,5,0,6,8,3,1), Go
// Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}.
//
// Weil Tupel ein Array fester Länge ist, kann man es wie in Python mit == vergleichen
// und als Schlüssel einer Map verwenden. Ein gültiges Tupel enthält jede Zahl von 0 bis 8
// genau einmal (siehe NeuesTupel und Tupel.Pruefe).
type Tupel [9]uint8

// Goalstate ist der Zielzustand der Lektion, (0,1,2,3,4,5,6,7,8): das leere Feld links
// oben, dann die Plättchen 1 bis 8. Goaltest vergleicht mit ihm.
var Goalstate = Tupel{0, 1, 2, 3, 4, 5, 6, 7, 8}

// Fehler, die die Funktionen zum Tupel-Puzzle liefern. Man prüft sie mit errors.Is; die
// Meldungen nennen zusätzlich das fehlerhafte Tupel.
var (
	// ErrUngueltigesTupel: das Tupel hat nicht neun Einträge oder enthält eine Zahl außerhalb
	// von 0 bis 8 bzw. eine Zahl doppelt.
	ErrUngueltigesTupel = lesson.NeuerFehler("ungültiges 8-Puzzle-Tupel", lesson.ErrUngueltig)
	// ErrUnloesbar: vom Tupel aus ist der Zielzustand nicht erreichbar (falsche
	// Parität). Die Suchen prüfen das vor dem Start, statt 181.440 Zustände zu durchsuchen.
	ErrUnloesbar error = lesson.NeuerFehler("8-Puzzle nicht lösbar", lesson.ErrUnloesbar)
)

// NeuesTupel baut aus neun Zahlen ein Tupel und prüft es: genau neun Zahlen, jede von 0
// bis 8 genau einmal. Ob das Puzzle lösbar ist, prüft IstLoesbar.
//
//	start, err := lesson.NeuesTupel(7, 2, 4, 5, 0, 6, 8, 3, 1)
func NeuesTupel(zahlen ...int) (Tupel, error) {
	var t Tupel
	if len(zahlen) != len(t) {
		return t, fmt.Errorf("%w: %d Zahlen statt 9", ErrUngueltigesTupel, len(zahlen))
	}
	for i, z := range zahlen {
		if z < 0 || z > 8 {
			return Tupel{}, fmt.Errorf("%w: unbekanntes Plättchen %d an Position %d (erlaubt sind 0 bis 8)",
				ErrUngueltigesTupel, z, i)
		}
		t[i] = uint8(z)
	}
	return t, t.Pruefe()
}

// Pruefe liefert nil, wenn t jede Zahl von 0 bis 8 genau einmal enthält, sonst einen
// Fehler (ErrUngueltigesTupel), der das Problem benennt.
func (t Tupel) Pruefe() error {
	var gesehen [9]bool
	for i, z := range t {
		if z > 8 {
			return fmt.Errorf("%w: unbekanntes Plättchen %d an Position %d in %v (erlaubt sind 0 bis 8)",
				ErrUngueltigesTupel, z, i, t)
		}
		if gesehen[z] {
			return fmt.Errorf("%w: Plättchen %d kommt in %v doppelt vor", ErrUngueltigesTupel, z, t)
		}
		gesehen[z] = true
	}
	return nil
}

// IstLoesbar sagt, ob vom (gültigen) Tupel t aus der Zielzustand erreichbar ist. Beim
// 8-Puzzle (Breite 3, ungerade) ändert kein Zug die Parität der Anzahl der Inversionen
// unter den Plättchen 1 bis 8 (Paare, die in falscher Reihenfolge stehen). Das Ziel hat 0
// Inversionen, also ist genau die Hälfte aller 9! Stellungen lösbar: die mit gerader Anzahl.
// Ein ungültiges Tupel (siehe Pruefe) ist nicht lösbar.
func (t Tupel) IstLoesbar() bool {
	if !gueltig(t) {
		return false
	}
	inversionen := 0
	for i := range t {
		for j := i + 1; j < len(t); j++ {
			if t[i] != 0 && t[j] != 0 && t[i] > t[j] {
				inversionen++
			}
		}
	}
	return inversionen%2 == 0
}

// pruefeStart prüft einen Startzustand vor einer Suche: gültig und lösbar.
func pruefeStart(s Tupel) error {
	if err := s.Pruefe(); err != nil {
		return err
	}
	if !s.IstLoesbar() {
		return fmt.Errorf("%w: %v hat eine ungerade Anzahl von Inversionen, das Ziel %v eine gerade",
			ErrUnloesbar, s, Goalstate)
	}
	return nil
}

// String schreibt t wie Python ein Tupel: (7, 2, 4, 5, 0, 6, 8, 3, 1).
func (t Tupel) String() string {
	var b strings.Builder
	b.WriteByte('(')
	for i, z := range t {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(int(z)))
	}
	b.WriteByte(')')
	return b.String()
}

// Index liefert die Position der Zahl z in t oder -1, wie s.index(z) in Python (das dort
// einen Fehler wirft, wenn z fehlt).
func (t Tupel) Index(z uint8) int {
	for i, w := range t {
		if w == z {
			return i
		}
	}
	return -1
}

// Goaltest prüft, ob state der Zielzustand ist (goaltest der Lektion).
func Goaltest(state Tupel) bool {
	return state == Goalstate
}

// nachbarfelder hält die Kette von if/elif aus nextstates der Lektion als Tabelle: Steht
// das leere Feld auf Position p, wird es mit den Feldern nachbarfelder[p] getauscht, in
// genau dieser Reihenfolge. Die Reihenfolge bestimmt, was die Tiefensuche findet und wie
// Gleichstände ausgehen – sie ist die der Lektion, nicht „oben, unten, links, rechts“.
//
//	if state[0] == 0:   return [swap(state,0,3),swap(state,0,1)]
//	elif state[1] == 0: return [swap(state,1,4),swap(state,1,0),swap(state,1,2)]
//	…
var nachbarfelder = [9][]int{
	0: {3, 1},
	1: {4, 0, 2},
	2: {5, 1},
	3: {0, 6, 4},
	4: {1, 7, 3, 5},
	5: {2, 8, 4},
	6: {3, 7},
	7: {4, 6, 8},
	8: {5, 7},
}

// Nextstates liefert die Folgezustände von state in der Reihenfolge der Lektion
// (nextstates): das leere Feld wird mit jedem Nachbarfeld getauscht. Für ein Tupel ohne
// leeres Feld liefert es nil (Python liefert dort None).
func Nextstates(state Tupel) []Tupel {
	var puffer [4]Tupel
	return append([]Tupel(nil), nextstatesIn(state, &puffer)...)
}

// nextstatesIn ist Nextstates ohne Speicheranforderung: Das Ergebnis liegt in puffer und
// gilt nur bis zum nächsten Aufruf mit demselben Puffer. Die Suchen verwenden es.
func nextstatesIn(state Tupel, puffer *[4]Tupel) []Tupel {
	leer := state.Index(0)
	if leer < 0 {
		return nil
	}
	felder := nachbarfelder[leer]
	for k, j := range felder {
		puffer[k] = swap(state, leer, j)
	}
	return puffer[:len(felder)]
}

// swap liefert eine Kopie von state, in der die Einträge i und j vertauscht sind.
func swap(state Tupel, i, j int) Tupel {
	state[i], state[j] = state[j], state[i]
	return state
}
