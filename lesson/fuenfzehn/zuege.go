package fuenfzehn

import (
	"fmt"

	"github.com/kisuche/kisuche/lesson"
)

// LochZug ist ein Zug im 15-Puzzle, benannt nach der Richtung, in die das Loch wandert
// (wie reconstructPath in der Lektion „Suchalgorithmen“: 'up', 'left', 'right', 'down').
type LochZug uint8

// Die vier Züge des Lochs.
const (
	LochHoch LochZug = iota
	LochLinks
	LochRechts
	LochRunter
)

// String liefert den Namen des Zugs: "hoch", "links", "rechts" oder "runter".
func (z LochZug) String() string {
	switch z {
	case LochHoch:
		return "hoch"
	case LochLinks:
		return "links"
	case LochRechts:
		return "rechts"
	case LochRunter:
		return "runter"
	}
	return "ungültig"
}

// Gegenzug liefert den Zug, der z rückgängig macht.
func (z LochZug) Gegenzug() LochZug { return 3 - z }

// Zugreihenfolge legt fest, in welcher Reihenfolge IDA* die Züge des Lochs probiert. Die
// Reihenfolge ändert nicht die Länge der gefundenen Lösung, aber die Zahl der Knoten in der
// letzten Iteration – und damit, ob man Korfs Zahlen genau nachrechnet.
//
// Der Nullwert Zugreihenfolge{} ist keine Reihenfolge (viermal LochHoch); überall, wo eine
// Zugreihenfolge verlangt ist (Loeser, Problem, MesseHeuristiken), steht er für
// StandardReihenfolge – so genügt Loeser{Heuristik: h}. Jeder andere Wert muss jeden der
// vier Züge genau einmal enthalten, sonst meldet die Suche lesson.ErrUngueltig.
type Zugreihenfolge [4]LochZug

// StandardReihenfolge probiert hoch, links, rechts, runter.
var StandardReihenfolge = Zugreihenfolge{LochHoch, LochLinks, LochRechts, LochRunter}

// KorfReihenfolge ist Korfs Reihenfolge (1985: das Loch geht hoch, links, rechts, runter),
// übertragen auf unser Ziel mit dem Loch rechts unten. KorfInstanz.Start ist Korfs Stellung
// um 180° gedreht; dabei werden hoch und runter, links und rechts vertauscht.
var KorfReihenfolge = Zugreihenfolge{LochRunter, LochRechts, LochLinks, LochHoch}

// zugZiel[feld][zug] ist das Feld, auf das das Loch mit zug von feld aus kommt, oder -1.
var zugZiel = func() (t [16][4]int8) {
	for f := range 16 {
		z, s := f/4, f%4
		t[f] = [4]int8{-1, -1, -1, -1}
		if z > 0 {
			t[f][LochHoch] = int8(f - 4)
		}
		if s > 0 {
			t[f][LochLinks] = int8(f - 1)
		}
		if s < 3 {
			t[f][LochRechts] = int8(f + 1)
		}
		if z < 3 {
			t[f][LochRunter] = int8(f + 4)
		}
	}
	return t
}()

// Ziehe führt zug aus: Das Loch tauscht mit der Nachbarkachel in dieser Richtung. ok ist
// false, wenn das Loch am Rand steht und der Zug nicht geht (oder p gar kein Loch hat);
// dann bleibt p unverändert.
func (p Fuenfzehn) Ziehe(zug LochZug) (neu Fuenfzehn, ok bool) {
	if zug > LochRunter {
		return p, false
	}
	loch := p.Loch()
	if loch < 0 {
		return p, false // keine gültige Stellung: kein Loch
	}
	ziel := zugZiel[loch][zug]
	if ziel < 0 {
		return p, false
	}
	p[loch], p[ziel] = p[ziel], 0
	return p, true
}

// Folgestellungen liefert alle in einem Zug erreichbaren Stellungen mit ihren Zügen, in der
// Reihenfolge hoch, links, rechts, runter.
func (p Fuenfzehn) Folgestellungen() (zuege []LochZug, stellungen []Fuenfzehn) {
	for _, z := range StandardReihenfolge {
		if q, ok := p.Ziehe(z); ok {
			zuege = append(zuege, z)
			stellungen = append(stellungen, q)
		}
	}
	return zuege, stellungen
}

// FuehreZuegeAus wendet die Züge der Reihe nach an. Ein unmöglicher Zug ist ein Fehler.
func (p Fuenfzehn) FuehreZuegeAus(zuege []LochZug) (Fuenfzehn, error) {
	for i, z := range zuege {
		q, ok := p.Ziehe(z)
		if !ok {
			return p, fmt.Errorf("%w: Zug %d (%v) ist unmöglich, das Loch steht am Rand", lesson.ErrUngueltig, i+1, z)
		}
		p = q
	}
	return p, nil
}
