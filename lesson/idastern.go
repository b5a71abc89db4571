package lesson

import (
	"fmt"
	"math"
)

// IDAStern sucht mit IDA* (iterative deepening A*, Korf 1985) einen kostengünstigsten Weg
// zum Ziel: eine Tiefensuche, die jeden Pfad abbricht, sobald f = g + h eine Schranke
// überschreitet. Findet eine Iteration kein Ziel, beginnt die nächste mit dem kleinsten f,
// das die Schranke überschritten hat. IDA* speichert nur den aktuellen Pfad – bei
// schwierigen Problemen, bei denen A* der Speicher ausgeht, braucht es fast keinen.
//
// Ist h zulässig (überschätzt nie), ist die gefundene Lösung optimal. Schrittkosten
// (MitSchrittkosten) müssen positiv sein. Wie bei Korf erzeugt IDA* den Vorgänger eines
// Knotens nicht noch einmal (eine Aktion, die in den Zustand des Elternknotens führt, wird
// übersprungen); längere Kreise erkennt es nicht, sie enden an der Schranke.
//
// Zähler in Ergebnis: Erzeugt zählt die Wurzel einmal und in jeder Iteration jeden
// erzeugten Folgeknoten (Korfs Zählweise), Untersucht die Knoten, deren f die Schranke
// nicht überschritt und die deshalb auf das Ziel geprüft wurden, Expandiert die Knoten,
// deren Folgeknoten erzeugt wurden, MaxGrenze die größte Pfadlänge. Optionen: MaxKnoten
// (ohne Angabe kein Limit: IDA* hält nur den aktuellen Pfad im Speicher), MaxTiefe (Knoten dieser Tiefe werden nicht expandiert)
// und Kontext. Für das 15-Puzzle ist fuenfzehn.Loese um ein Vielfaches schneller.
func IDAStern[Z comparable, A any](problem Suchproblem[Z, A], h Heuristik[Z], opts ...Option) ([]A, Ergebnis, error) {
	erg := Ergebnis{Verfahren: "IDAStern"}
	switch {
	case problem == nil:
		return nil, erg, fmt.Errorf("%w: kein Suchproblem angegeben (nil)", ErrUngueltig)
	case h == nil:
		return nil, erg, fmt.Errorf("%w: IDAStern braucht eine Heuristik, angegeben ist nil", ErrUngueltig)
	}
	if p, ok := problem.(Pruefbar); ok {
		if err := p.Pruefe(); err != nil {
			return nil, erg, err
		}
	}
	s := idaSuche[Z, A]{problem: problem, h: h, opt: Auswerten(Einstellungen{MaxKnoten: OhneLimit, MaxTiefe: OhneLimit}, opts), erg: erg}
	start := problem.Startzustand()
	h0, err := s.schaetze(start)
	if err != nil {
		return nil, erg, err
	}
	s.pfad = []Z{start}
	s.schranke = h0
	s.erg.Erzeugt = 1 // die Wurzel
	for {
		s.naechste = math.MaxInt
		gefunden := s.tiefe(start, 0, h0)
		if s.fehler != nil {
			return nil, s.erg, s.fehler
		}
		if gefunden {
			s.erg.Gefunden = true
			s.erg.Laenge = len(s.aktionen)
			s.erg.Kosten = s.kosten
			return s.aktionen, s.erg, nil
		}
		if s.naechste == math.MaxInt {
			if s.abgeschnitten {
				return nil, s.erg, fmt.Errorf("%w: alle Pfade enden vor dem Ziel, aber Knoten der Tiefe %d wurden nicht expandiert (MaxTiefe)",
					ErrTiefenlimit, s.opt.MaxTiefe)
			}
			return nil, s.erg, ErrKeineLoesung
		}
		s.schranke = s.naechste
	}
}

type idaSuche[Z comparable, A any] struct {
	problem  Suchproblem[Z, A]
	h        Heuristik[Z]
	opt      Einstellungen
	schranke int
	naechste int
	pfad     []Z // die Zustände vom Start bis zum aktuellen Knoten
	aktionen []A // die Aktionen dorthin
	kosten   int
	erg      Ergebnis
	fehler   error
	// abgeschnitten: MaxTiefe hat mindestens einen Knoten nicht expandiert.
	abgeschnitten bool
}

func (s *idaSuche[Z, A]) schaetze(z Z) (int, error) {
	w := s.h(z)
	if w < 0 {
		return 0, fmt.Errorf("%w: die Heuristik liefert %d für %v; eine Schätzung darf nicht negativ sein", ErrUngueltig, w, z)
	}
	return w, nil
}

// tiefe durchsucht den Teilbaum unter z (Pfadkosten g, Schätzung h); true heißt: Ziel
// gefunden (s.aktionen ist der Weg) oder Abbruch (s.fehler ist gesetzt).
func (s *idaSuche[Z, A]) tiefe(z Z, g, h int) bool {
	if f := g + h; f > s.schranke {
		s.naechste = min(s.naechste, f)
		return false
	}
	s.erg.Untersucht++
	if s.problem.IstZielzustand(z) {
		s.kosten = g
		return true
	}
	tiefe := len(s.pfad) - 1
	if s.opt.MaxTiefe >= 0 && tiefe >= s.opt.MaxTiefe {
		s.abgeschnitten = true
		return false
	}
	if s.opt.MaxKnoten >= 0 && s.erg.Erzeugt >= s.opt.MaxKnoten {
		s.fehler = fmt.Errorf("%w: %d Knoten erzeugt (Limit %d)", ErrKnotenlimit, s.erg.Erzeugt, s.opt.MaxKnoten)
		return true
	}
	if s.opt.Kontext != nil && s.erg.Expandiert&0x3FF == 0 {
		if err := s.opt.Kontext.Err(); err != nil {
			s.fehler = NeuerAbbruch(err, fmt.Sprintf("nach %d erzeugten Knoten", s.erg.Erzeugt))
			return true
		}
	}
	s.erg.Expandiert++
	for _, a := range s.problem.MoeglicheAktionen(z) {
		folge := s.problem.FuehreAktionAus(z, a)
		if tiefe > 0 && folge == s.pfad[tiefe-1] {
			continue // den Elternknoten nicht noch einmal erzeugen
		}
		s.erg.Erzeugt++
		c := SchrittkostenVon(s.problem, z, a, folge)
		if c <= 0 {
			s.fehler = fmt.Errorf("%w: IDAStern braucht positive Schrittkosten, die Aktion %v kostet %d", ErrUngueltig, a, c)
			return true
		}
		hf, err := s.schaetze(folge)
		if err != nil {
			s.fehler = err
			return true
		}
		s.pfad = append(s.pfad, folge)
		s.aktionen = append(s.aktionen, a)
		s.erg.MaxGrenze = max(s.erg.MaxGrenze, len(s.aktionen))
		if s.tiefe(folge, g+c, hf) {
			return true
		}
		s.pfad = s.pfad[:len(s.pfad)-1]
		s.aktionen = s.aktionen[:len(s.aktionen)-1]
	}
	return false
}
