package fuenfzehn

import (
	"context"
	"fmt"
	"math"

	"github.com/kisuche/kisuche/lesson"
)

// IDAIteration beschreibt eine Iteration von IDA*: die f-Schranke und wie viele Nachfolger
// in dieser Iteration erzeugt wurden (ohne die Wurzel).
type IDAIteration struct {
	Schranke int
	Erzeugt  int64
}

// Loesung ist das Ergebnis von Loese.
type Loesung struct {
	// Zuege ist eine kürzeste Zugfolge vom Start zum Ziel (Richtungen des Lochs).
	Zuege []LochZug
	// Startwert ist die Schätzung der Heuristik für den Start.
	Startwert int
	// Erzeugt zählt die erzeugten Knoten wie Korf (1985): die Wurzel einmal und in jeder
	// Iteration jeden erzeugten Nachfolger, auch die, die gleich an der Schranke scheitern.
	// Den Vorgänger eines Knotens erzeugt IDA* nie (kein Zug macht den letzten rückgängig).
	Erzeugt int64
	// Expandiert zählt die Knoten, deren Nachfolger erzeugt wurden.
	Expandiert int64
	// Iterationen listet die Schranken und Knotenzahlen aller Iterationen.
	Iterationen []IDAIteration
}

// Laenge ist die Zahl der Züge der Lösung.
func (l Loesung) Laenge() int { return len(l.Zuege) }

// Loeser ist IDA* für das 15-Puzzle, spezialisiert auf Tempo: eine Stellung als
// Array, die Heuristik wird Zug für Zug nachgeführt statt neu berechnet.
type Loeser struct {
	// Heuristik schätzt die Restkosten; sie muss zulässig sein, damit die Lösung optimal ist.
	Heuristik Heuristik
	// Reihenfolge, in der die Züge probiert werden; ohne Angabe StandardReihenfolge.
	Reihenfolge Zugreihenfolge
}

// Loese sucht mit IDA* und der Heuristik h eine kürzeste Lösung für start.
// Unlösbare Stellungen lehnt es sofort ab (ErrUnloesbar). Optionen: MaxKnoten (ohne
// Angabe kein Limit – IDA* braucht kaum Speicher, wie bei lesson.IDAStern begrenzt
// Kontext die Zeit) und Kontext; bei Abbruch liefert es die bis dahin gezählten Knoten mit
// lesson.ErrKnotenlimit bzw. lesson.ErrAbgebrochen. MaxTiefe gilt hier nicht.
func Loese(start Fuenfzehn, h Heuristik, opts ...lesson.Option) (Loesung, error) {
	return Loeser{Heuristik: h}.Loese(start, opts...)
}

// Loese sucht mit IDA* eine kürzeste Lösung für start (siehe Loese).
//
// IDA* (Korf 1985) ist Tiefensuche mit einer Schranke für f = g + h: Knoten mit größerem f
// werden nicht weiter verfolgt. Findet eine Iteration das Ziel nicht, beginnt die nächste
// mit dem kleinsten f, das die Schranke überschritten hat. Weil jede Iteration nur den
// aktuellen Pfad speichert, braucht IDA* so wenig Speicher wie eine Tiefensuche und findet
// mit einer zulässigen Heuristik trotzdem eine kürzeste Lösung.
func (l Loeser) Loese(start Fuenfzehn, opts ...lesson.Option) (Loesung, error) {
	var erg Loesung
	if err := pruefeHeuristik(l.Heuristik); err != nil {
		return erg, err
	}
	if err := pruefeStellung(start); err != nil {
		return erg, err
	}
	o := lesson.Auswerten(lesson.Einstellungen{MaxKnoten: lesson.OhneLimit, MaxTiefe: lesson.OhneLimit}, opts)
	s := idaSuche15{h: l.Heuristik, b: neuesBrett(start), reihenfolge: l.Reihenfolge, ctx: o.Kontext}
	if s.reihenfolge == (Zugreihenfolge{}) {
		s.reihenfolge = StandardReihenfolge
	}
	if err := pruefeReihenfolge(s.reihenfolge); err != nil {
		return erg, err
	}
	s.limit = math.MaxInt64
	if o.MaxKnoten >= 0 {
		s.limit = int64(o.MaxKnoten)
	}
	h0 := s.h.start(&s.b)
	erg.Startwert = h0
	s.schranke = h0
	s.erzeugt = 1 // die Wurzel
	for {
		if s.ctx != nil { // vor jeder Iteration, in ihr alle 65.536 Expansionen
			if err := s.ctx.Err(); err != nil {
				return erg, lesson.NeuerAbbruch(err, fmt.Sprintf("nach %d erzeugten Knoten", s.erzeugt))
			}
		}
		vorher := s.erzeugt
		s.naechste = math.MaxInt
		var gefunden bool
		if _, ok := s.h.(Manhattan); ok {
			gefunden = s.tiefeManhattan(0, h0, s.b.pos[0], keinZug)
		} else if sp, ok := s.h.(Spiegelung); ok {
			hn, hm := sp.summen(&s.b)
			gefunden = s.tiefeSpiegelung(&sp, 0, hn, hm, s.b.pos[0], keinZug)
		} else {
			gefunden = s.tiefe(0, h0, s.b.pos[0], keinZug)
		}
		erg.Iterationen = append(erg.Iterationen, IDAIteration{Schranke: s.schranke, Erzeugt: s.erzeugt - vorher})
		erg.Erzeugt, erg.Expandiert = s.erzeugt, s.expandiert
		if s.fehler != nil {
			return erg, s.fehler
		}
		if gefunden {
			erg.Zuege = make([]LochZug, len(s.pfad))
			for i, z := range s.pfad { // s.pfad ist rückwärts gesammelt
				erg.Zuege[len(s.pfad)-1-i] = z
			}
			return erg, nil
		}
		if s.naechste == math.MaxInt {
			// Kann bei lösbaren Stellungen nicht passieren; schützt vor einer Endlosschleife.
			return erg, fmt.Errorf("%w (IDA* hat den ganzen Suchraum abgesucht)", lesson.ErrKeineLoesung)
		}
		s.schranke = s.naechste
	}
}

// pruefeHeuristik lehnt Heuristiken ab, die beim Aufruf abstürzen würden.
func pruefeHeuristik(h Heuristik) error {
	switch h := h.(type) {
	case nil:
		return fmt.Errorf("%w: IDA* braucht eine Heuristik, angegeben ist nil", lesson.ErrUngueltig)
	case *Musterdatenbank:
		if h == nil {
			return fmt.Errorf("%w: IDA* braucht eine Heuristik, angegeben ist eine Musterdatenbank nil", lesson.ErrUngueltig)
		}
		if len(h.muster) == 0 {
			return fmt.Errorf("%w: die Musterdatenbank ist leer – mit BaueMusterdatenbank oder StandardMusterdatenbank anlegen",
				lesson.ErrUngueltig)
		}
	case Spiegelung:
		if h.m == nil {
			return fmt.Errorf("%w: die Spiegelung hat keine Musterdatenbank – mit Musterdatenbank.MitSpiegelung anlegen (höchstens vier Muster)",
				lesson.ErrUngueltig)
		}
	case EigeneHeuristik:
		if h.Funktion == nil {
			return fmt.Errorf("%w: die eigene Heuristik %q hat keine Funktion (nil)", lesson.ErrUngueltig, h.Bezeichnung)
		}
	}
	return nil
}

func pruefeStellung(p Fuenfzehn) error {
	var gesehen [16]bool
	for i, k := range p {
		if k > 15 || gesehen[k] {
			return fmt.Errorf("%w: Feld %d enthält %d (jede Zahl von 0 bis 15 genau einmal)", ErrUngueltigeStellung, i, k)
		}
		gesehen[k] = true
	}
	if !p.IstLoesbar() {
		return ErrUnloesbar
	}
	return nil
}

func pruefeReihenfolge(r Zugreihenfolge) error {
	var gesehen [4]bool
	for _, z := range r {
		if z > LochRunter || gesehen[z] {
			return fmt.Errorf("%w: ungültige Zugreihenfolge %v: Jeder der vier Züge muss genau einmal vorkommen", lesson.ErrUngueltig, r)
		}
		gesehen[z] = true
	}
	return nil
}

// keinZug steht für „noch kein Zug“ an der Wurzel; sein Gegenzug (3-255 = 4 in uint8)
// ist kein gültiger Zug und schließt deshalb nichts aus.
const keinZug LochZug = 255

// idaSuche15 ist der Zustand einer laufenden IDA*-Suche.
type idaSuche15 struct {
	h           Heuristik
	b           brett
	reihenfolge Zugreihenfolge
	ctx         context.Context
	limit       int64

	schranke, naechste  int
	erzeugt, expandiert int64
	pfad                []LochZug
	fehler              error
}

// tiefe durchsucht den Teilbaum unter der aktuellen Stellung (Loch auf Feld loch, g Züge
// vom Start, Schätzung h). Sie liefert true, wenn das Ziel gefunden oder die Suche
// abgebrochen wurde (dann ist s.fehler gesetzt).
func (s *idaSuche15) tiefe(g, h int, loch uint8, letzter LochZug) bool {
	if weiter, ende := s.vorExpansion(g, h); !weiter {
		return ende
	}
	gegen := letzter.Gegenzug()
	for _, z := range s.reihenfolge {
		if z == gegen {
			continue
		}
		ziel := zugZiel[loch][z]
		if ziel < 0 {
			continue
		}
		k := s.b.feld[ziel]
		s.b.feld[loch], s.b.feld[ziel] = k, 0
		s.b.pos[k], s.b.pos[0] = loch, uint8(ziel)
		w := s.b.w
		d := s.h.zug(&s.b, k, int(ziel), int(loch))
		s.erzeugt++
		if s.tiefe(g+1, h+d, uint8(ziel), z) {
			if s.fehler == nil {
				s.pfad = append(s.pfad, z)
			}
			return true
		}
		s.b.w = w
		s.b.feld[ziel], s.b.feld[loch] = k, 0
		s.b.pos[k], s.b.pos[0] = uint8(ziel), loch
	}
	return false
}

// vorExpansion ist der Anfang von tiefe und tiefeSpiegelung für einen Knoten mit g Zügen
// und Schätzung h: Liegt f = g + h über der Schranke, merkt es f für die nächste Iteration
// und meldet „nicht expandieren“; ist der Knoten das Ziel oder ist das Knotenlimit oder
// der Kontext erreicht, meldet es das Ende der Suche (beim Abbruch mit s.fehler). Sonst
// zählt es die Expansion.
func (s *idaSuche15) vorExpansion(g, h int) (expandieren, ende bool) {
	if f := g + h; f > s.schranke {
		if f < s.naechste {
			s.naechste = f
		}
		return false, false
	}
	if h == 0 && s.b.feld == Ziel {
		return false, true
	}
	if s.erzeugt >= s.limit {
		s.fehler = fmt.Errorf("%w: %d Knoten erzeugt (Limit %d); eine bessere Heuristik "+
			"braucht weniger Knoten, MaxKnoten(lesson.OhneLimit) hebt das Limit auf", lesson.ErrKnotenlimit, s.erzeugt, s.limit)
		return false, true
	}
	s.expandiert++
	if s.ctx != nil && s.expandiert&0xFFFF == 0 {
		if err := s.ctx.Err(); err != nil {
			s.fehler = lesson.NeuerAbbruch(err, fmt.Sprintf("nach %d erzeugten Knoten", s.erzeugt))
			return false, true
		}
	}
	return true, false
}

// tiefeManhattan ist tiefe für die Heuristik Manhattan: dieselbe Suche mit denselben
// Zählern, aber die Änderung der Schätzung kommt direkt aus der Tabelle statt über die
// Schnittstelle Heuristik, und das Brett führt nur die Felder (die Positionen der
// Kacheln braucht Manhattan nicht). Das ist der schnellste Weg für Korfs Stellungen.
//
// Über der Schranke liegt ein Knoten hier nie: Die Wurzel hat f = h0 ≤ Schranke, und
// Nachfolger darüber sortiert die Schleife unten aus, ohne tiefeManhattan aufzurufen.
func (s *idaSuche15) tiefeManhattan(g, h int, loch uint8, letzter LochZug) bool {
	if h == 0 && s.b.feld == Ziel {
		return true
	}
	if s.erzeugt >= s.limit {
		s.fehler = fmt.Errorf("%w: %d Knoten erzeugt (Limit %d); eine bessere Heuristik "+
			"braucht weniger Knoten, MaxKnoten(lesson.OhneLimit) hebt das Limit auf", lesson.ErrKnotenlimit, s.erzeugt, s.limit)
		return true
	}
	s.expandiert++
	if s.ctx != nil && s.expandiert&0xFFFF == 0 {
		if err := s.ctx.Err(); err != nil {
			s.fehler = lesson.NeuerAbbruch(err, fmt.Sprintf("nach %d erzeugten Knoten", s.erzeugt))
			return true
		}
	}
	gegen := letzter.Gegenzug()
	ziele := &zugZiel[loch&15]
	for _, z := range s.reihenfolge {
		if z == gegen {
			continue
		}
		ziel := ziele[z&3]
		if ziel < 0 {
			continue
		}
		k := s.b.feld[ziel&15]
		m := &manhattanTabelle[k&15]
		d := int(m[loch&15]) - int(m[ziel&15])
		s.erzeugt++
		if fk := g + 1 + h + d; fk > s.schranke {
			// Der Folgeknoten liegt über der Schranke: dasselbe, was der Aufruf von
			// tiefeManhattan für ihn täte, nur ohne den Aufruf.
			if fk < s.naechste {
				s.naechste = fk
			}
			continue
		}
		s.b.feld[loch&15], s.b.feld[ziel&15] = k, 0
		if s.tiefeManhattan(g+1, h+d, uint8(ziel), z) {
			if s.fehler == nil {
				s.pfad = append(s.pfad, z)
			}
			return true
		}
		s.b.feld[ziel&15], s.b.feld[loch&15] = k, 0
	}
	return false
}
