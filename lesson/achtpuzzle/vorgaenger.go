package achtpuzzle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kisuche/kisuche/lesson"
)

// Vorgaenger ist das Dictionary prev der Lektion: Es ordnet jedem Zustand, den eine Suche
// gesehen hat, den Zustand zu, von dem aus sie ihn erreicht hat. Der Startzustand hat
// keinen Vorgänger (in Python None). Die Suchen BFS, DFS, Greedy und AStar liefern es;
// ReconstructPath liest daraus den Weg zum Ziel.
//
// Intern ist prev keine Map von Tupeln, sondern eine Tabelle, die nach Platz nummeriert
// ist (siehe Platz), und statt des Vorgängers steht darin, wo in ihm das leere Feld war.
// Das ist dieselbe Information, nur schneller.
//
// Die ersten Fächer der Hashtabelle (siehe platzTabelle) stehen im Vorgaenger-Objekt
// selbst: Eine kleine Suche wie Greedy fordert für prev dann nur einen Speicherblock an,
// nicht zwei.
type Vorgaenger struct {
	// Das Objekt ist samt dem Kopf, den Go vor ein Objekt mit Zeigern schreibt, genau
	// 8 KB groß: Go legt es allein in einen frischen 8-KB-Block, es belegt also genau zwei
	// Speicherseiten (in einem frischen Prozess: zwei Seitenfehler). Die Fächer stehen vorn,
	// die Felder, die die Suchen bei jedem Schritt lesen und schreiben (tabelle.anzahl,
	// tabelle.woher), hinten. Am Anfang des Objekts, also gleich am Anfang einer
	// Speicherseite, machten sie die kalte Breitensuche messbar langsamer (etwa 3 %),
	// vermutlich weil sie dann auf denselben Stellen innerhalb einer Seite liegen wie die
	// Anfänge anderer Blöcke: Der Prozessor hält Adressen, die sich um ein Vielfaches von
	// 4 KB unterscheiden, zunächst für gleich und wartet unnötig.
	anfang  [anfangsFaecher]uint32
	start   Tupel
	tabelle platzTabelle // im selben Objekt: eine Speicheranforderung weniger
}

// anfangsFaecher ist die Zahl der Fächer im Vorgaenger-Objekt: so viele, dass das Objekt
// mit dem 8 Byte langen Kopf genau 8192 Byte groß ist (TestTupelVorgaengerGroesse).
const anfangsFaecher = 2016

// neueVorgaenger legt prev = {s: None} an; s muss lösbar sein.
func neueVorgaenger(s Tupel) *Vorgaenger {
	p := &Vorgaenger{start: s}
	p.tabelle = neuePlatzTabelle(p.anfang[:])
	p.tabelle.setze(Platz(s), eintrag{woher: keinVorgaenger})
	return p
}

// enthaeltPlatz entspricht „v in prev“ für v mit Platz pv.
func (p *Vorgaenger) enthaeltPlatz(pv int) bool { return p.tabelle.hat(pv) }

// setzePlatz entspricht prev[v] = state für v mit Platz pv; woher ist die Position des
// leeren Feldes in state.
func (p *Vorgaenger) setzePlatz(pv int, woher int8) { p.tabelle.setze(pv, eintrag{woher: woher}) }

// Start liefert den Startzustand der Suche, den einzigen Zustand ohne Vorgänger.
func (p *Vorgaenger) Start() Tupel {
	if p == nil {
		return Tupel{}
	}
	return p.start
}

// Len liefert die Anzahl der gesehenen Zustände, len(prev) in Python.
func (p *Vorgaenger) Len() int {
	if p == nil {
		return 0
	}
	return p.tabelle.anzahl
}

// Enthaelt sagt, ob die Suche den Zustand s gesehen hat („s in prev“).
func (p *Vorgaenger) Enthaelt(s Tupel) bool {
	return p != nil && p.tabelle.angelegt() && s.Pruefe() == nil && s.IstLoesbar() && p.tabelle.hat(Platz(s))
}

// Von liefert den Vorgänger von s (prev[s]). ok ist false, wenn s der Startzustand ist
// (prev[s] ist None) oder die Suche s nicht gesehen hat.
func (p *Vorgaenger) Von(s Tupel) (vorgaenger Tupel, ok bool) {
	if !p.Enthaelt(s) {
		return Tupel{}, false
	}
	woher := p.tabelle.hole(Platz(s)).woher
	if woher == keinVorgaenger {
		return Tupel{}, false
	}
	return swap(s, s.Index(0), int(woher)), true
}

// PfadZu liefert den Weg vom Startzustand zum Zustand ziel als Folge von Zuständen, den
// Start eingeschlossen, oder einen Fehler, wenn die Suche ziel nicht gesehen hat.
func (p *Vorgaenger) PfadZu(ziel Tupel) ([]Tupel, error) {
	if !p.Enthaelt(ziel) {
		return nil, fmt.Errorf("%w: der Zustand %v kommt in prev nicht vor, die Suche hat ihn nicht erreicht", lesson.ErrUngueltig, ziel)
	}
	pfad := []Tupel{ziel}
	for s := ziel; ; {
		v, ok := p.Von(s)
		if !ok {
			break
		}
		pfad = append(pfad, v)
		s = v
	}
	slices.Reverse(pfad)
	return pfad, nil
}

// ReconstructPath ist reconstructPath der Lektion: Es geht in prev vom Zielzustand
// (0,1,…,8) Vorgänger für Vorgänger zurück zum Start und liefert die Züge des leeren
// Feldes als Text („left up right …“) und ihre Anzahl. Ein Fehler entsteht, wenn prev nil
// ist oder das Ziel nicht enthält (in Python ein KeyError).
func ReconstructPath(prev *Vorgaenger) (string, int, error) {
	if prev == nil {
		return "", 0, fmt.Errorf("%w: prev ist nil, die Suche hat keine Vorgänger geliefert", lesson.ErrUngueltig)
	}
	pfad, err := prev.PfadZu(Goalstate)
	if err != nil {
		return "", 0, err
	}
	zuege := make([]string, 0, len(pfad)-1)
	for k := 1; k < len(pfad); k++ {
		i, ip := pfad[k].Index(0), pfad[k-1].Index(0)
		switch i {
		case ip - 1:
			zuege = append(zuege, "left")
		case ip + 1:
			zuege = append(zuege, "right")
		case ip - 3:
			zuege = append(zuege, "up")
		case ip + 3:
			zuege = append(zuege, "down")
		}
	}
	return strings.Join(zuege, " "), len(zuege), nil
}
