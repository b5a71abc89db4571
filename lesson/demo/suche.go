package demo

import (
	"fmt"
	"html"
	"slices"

	"github.com/kisuche/kisuche/lesson"
)

// SuchAnsicht legt fest, wie NeueSuchDemo eine Suche aufzeichnet und zeichnet. Nur Titel
// braucht man meistens; für das Schiebepuzzle liefert SchiebepuzzleAnsicht alles fertig.
type SuchAnsicht[Z comparable, A any] struct {
	// Titel steht über jedem Bild, z. B. „A* mit Manhattan-Distanz auf 'DAC BEGHF'“.
	Titel string
	// MaxSchritte begrenzt die Aufzeichnung (Standard 300). Findet die Suche bis dahin
	// kein Ziel, zeigt das letzte Bild, wo sie angehalten wurde.
	MaxSchritte int
	// Zustand zeichnet einen Zustand als HTML (Standard: der Zustand als Text).
	Zustand func(z Z) string
	// Mini zeichnet einen Zustand klein für Tabellen (Standard: wie Zustand).
	Mini func(z Z) string
	// Kurz beschreibt einen Zustand in einer Zeile, ohne HTML (Standard: fmt.Sprint).
	Kurz func(z Z) string
	// Aktion beschriftet die Kante zu einem Folgeknoten im Suchbaum (Standard:
	// fmt.Sprint(a)); von ist der Zustand vor der Aktion.
	Aktion func(von Z, a A) string
}

// StandardMaxSchritte ist die Zahl der Schritte, die eine Such-Demo ohne eigene Angabe
// höchstens aufzeichnet.
const StandardMaxSchritte = 300

// obergrenzeSchritte schützt den Speicher: mehr Schritte zeichnet keine Demo auf.
const obergrenzeSchritte = 5000

// SchiebepuzzleAnsicht ist die Ansicht für Suchen auf dem Schiebepuzzle (Zustände wie
// 'CBD AFGEH', Aktionen sind Positionen): Bretter als kleine Tabellen, Kanten im Suchbaum
// mit dem Buchstaben des verschobenen Plättchens beschriftet.
func SchiebepuzzleAnsicht(titel string) SuchAnsicht[string, int] {
	return SuchAnsicht[string, int]{
		Titel:   titel,
		Zustand: demoBrett,
		Mini:    demoMiniBrett,
		Kurz:    func(z string) string { return "'" + z + "'" },
		Aktion: func(von string, pos int) string {
			if r := []rune(von); pos >= 0 && pos < len(r) {
				return string(r[pos])
			}
			return fmt.Sprint(pos)
		},
	}
}

// suchBild ist ein aufgezeichneter Zustand der Suche: nach Schritt nr (0 = vor dem ersten
// Schritt). Knoten erscheinen als Nummern; die Knoten selbst liegen in SuchDemo.knoten.
type suchBild struct {
	nr            int
	aktuell       int // Nummer des untersuchten Knotens, -1 im Anfangsbild
	ziel          bool
	tiefenlimit   bool
	neu           []int
	verworfen     []int
	uebersprungen []int
	grenze        []int // in der Reihenfolge, in der die Suche sie herausnehmen wird
	geschlossen   int   // Länge der Closed List (ein Anfang von SuchDemo.geschlossen)
	erg           lesson.Ergebnis
}

// SuchDemo ist eine vollständig aufgezeichnete Suche zum Vorführen mit ZeigeDemo: Jeder
// Schritt (eine Expansion) ist ein Bild mit dem untersuchten Knoten, der Grenze in ihrer
// Reihenfolge (bei gieriger Suche und A* mit g, h und f), der Closed List und dem
// wachsenden Suchbaum, dessen Knoten so nummeriert sind wie in der Lektion „Suche“ (in der
// Reihenfolge ihrer Erzeugung, die Wurzel hat die 0).
type SuchDemo[Z comparable, A any] struct {
	ansicht     SuchAnsicht[Z, A]
	verfahren   string
	mitH        bool
	mitClosed   bool
	knoten      []*lesson.Knoten[Z, A] // nach Nummer
	bilder      []suchBild
	geschlossen []Z
	ende        string // Satz zum Ende der Aufzeichnung
	gefunden    bool
	angehalten  bool  // Limit der Demo oder der Suche erreicht
	fehler      error // Fehler der Suche (Limit, keine Lösung), sonst nil
}

// NeueSuchDemo zeichnet die Suche s Schritt für Schritt auf, bis sie ein Ziel findet,
// mit einem Fehler endet (keine Lösung, Knotenlimit, Kontext) oder ansicht.MaxSchritte
// erreicht. s darf noch keinen Schritt gemacht haben. Ein Fehler kommt nur, wenn s nil ist
// oder schon läuft; das Ende der Suche (auch ein erreichtes Limit) zeigt das letzte Bild.
//
//	p, _ := lesson.NeuesSchiebepuzzle("DAC BEGHF", "ABCDEFGH ")
//	d, _ := lesson.NeueSuchDemo(lesson.NeueASternSuche(p, lesson.ManhattanZu(p.Ziel)),
//		lesson.SchiebepuzzleAnsicht("A* mit Manhattan-Distanz"))
//	lesson.ZeigeDemo(d)
func NeueSuchDemo[Z comparable, A any](s *lesson.Suche[Z, A], ansicht SuchAnsicht[Z, A]) (*SuchDemo[Z, A], error) {
	if s == nil {
		return nil, fmt.Errorf("%w: keine Suche für die Such-Demo angegeben (nil)", lesson.ErrUngueltig)
	}
	if s.Ergebnis().Untersucht > 0 {
		return nil, fmt.Errorf("%w: die Suche der Such-Demo hat schon Schritte gemacht; bitte eine neue Suche übergeben", lesson.ErrUngueltig)
	}
	ansicht = ansichtMitStandards(ansicht)
	d := &SuchDemo[Z, A]{
		ansicht:   ansicht,
		verfahren: s.Verfahren(),
		mitH:      s.Verfahren() == "GierigeSuche" || s.Verfahren() == "ASternSuche",
		mitClosed: s.Verfahren() != "Breitensuche",
	}
	merke := func(ks ...*lesson.Knoten[Z, A]) []int {
		nummern := make([]int, 0, len(ks))
		for _, k := range ks {
			for len(d.knoten) <= k.Nummer {
				d.knoten = append(d.knoten, nil)
			}
			d.knoten[k.Nummer] = k
			nummern = append(nummern, k.Nummer)
		}
		return nummern
	}
	grenze := func() []int { return merke(slices.Collect(s.Grenze())...) }

	anfang := suchBild{aktuell: -1, grenze: grenze(), erg: s.Ergebnis()}
	d.bilder = append(d.bilder, anfang)
	if s.Fertig() { // z. B. kein Suchproblem oder keine Heuristik
		d.fehler = s.Fehler()
	}
	for !s.Fertig() && len(d.bilder) <= ansicht.MaxSchritte {
		b, err := s.Schritt()
		if err != nil {
			d.fehler = err
			break
		}
		bild := suchBild{
			nr:            b.Nr,
			aktuell:       merke(b.Knoten)[0],
			ziel:          b.Ziel,
			tiefenlimit:   b.Tiefenlimit,
			neu:           merke(b.Neu...),
			verworfen:     merke(b.Verworfen...),
			uebersprungen: merke(b.Uebersprungen...),
			grenze:        grenze(),
			geschlossen:   b.Geschlossen,
			erg:           s.Ergebnis(),
		}
		d.bilder = append(d.bilder, bild)
	}
	d.geschlossen = slices.Collect(s.Geschlossen())
	letztes := d.bilder[len(d.bilder)-1]
	switch {
	case letztes.ziel:
		d.gefunden = true
		k := d.knoten[letztes.aktuell]
		d.ende = fmt.Sprintf("Ziel gefunden: Knoten %d in Tiefe %d (Pfadkosten %d) nach %d Schritten.",
			k.Nummer, k.Tiefe, k.Pfadkosten, letztes.nr)
	case d.fehler != nil:
		d.angehalten = true
		d.ende = fmt.Sprintf("Suche beendet ohne Ziel nach %d Schritten: %v.", letztes.nr, d.fehler)
	default:
		d.angehalten = true
		d.ende = fmt.Sprintf("Vorführung angehalten nach %d Schritten (MaxSchritte = %d); die Suche hat das Ziel noch nicht gefunden.",
			letztes.nr, ansicht.MaxSchritte)
	}
	return d, nil
}

// ansichtMitStandards füllt fehlende Felder der Ansicht.
func ansichtMitStandards[Z comparable, A any](a SuchAnsicht[Z, A]) SuchAnsicht[Z, A] {
	if a.MaxSchritte <= 0 {
		a.MaxSchritte = StandardMaxSchritte
	}
	a.MaxSchritte = min(a.MaxSchritte, obergrenzeSchritte)
	if a.Kurz == nil {
		a.Kurz = func(z Z) string { return fmt.Sprint(z) }
	}
	if a.Zustand == nil {
		kurz := a.Kurz
		a.Zustand = func(z Z) string { return "<code>" + html.EscapeString(kurz(z)) + "</code>" }
	}
	if a.Mini == nil {
		a.Mini = a.Zustand
	}
	if a.Aktion == nil {
		a.Aktion = func(_ Z, x A) string { return fmt.Sprint(x) }
	}
	if a.Titel == "" {
		a.Titel = "Suche"
	}
	return a
}

// Titel liefert den Titel der Demo.
func (d *SuchDemo[Z, A]) Titel() string {
	if d == nil {
		return ""
	}
	return d.ansicht.Titel
}

// Anzahl liefert die Zahl der Bilder: das Anfangsbild und eines je Schritt.
func (d *SuchDemo[Z, A]) Anzahl() int {
	if d == nil {
		return 0
	}
	return len(d.bilder)
}

// Gefunden meldet, ob die aufgezeichnete Suche ein Ziel gefunden hat.
func (d *SuchDemo[Z, A]) Gefunden() bool {
	if d == nil {
		return false
	}
	return d.gefunden
}

// Fehler liefert den Fehler, mit dem die Suche endete (etwa ErrLimitErreicht), oder nil –
// auch dann, wenn nur die Aufzeichnung an MaxSchritte endete.
func (d *SuchDemo[Z, A]) Fehler() error {
	if d == nil {
		return errKeineDemo
	}
	return d.fehler
}

// Ende beschreibt in einem Satz, wie die Aufzeichnung endete.
func (d *SuchDemo[Z, A]) Ende() string {
	if d == nil {
		return ""
	}
	return d.ende
}

// Ergebnis liefert die Zähler der Suche nach dem letzten aufgezeichneten Schritt.
func (d *SuchDemo[Z, A]) Ergebnis() lesson.Ergebnis {
	if d == nil {
		return lesson.Ergebnis{}
	}
	return d.bilder[len(d.bilder)-1].erg
}

// Grenze liefert die Nummern der Knoten in der Grenze nach Schritt i, in der Reihenfolge,
// in der die Suche sie herausnehmen wird.
func (d *SuchDemo[Z, A]) Grenze(i int) []int {
	if d == nil {
		return nil
	}
	return slices.Clone(d.bild(i).grenze)
}

// Untersucht liefert die Nummer des Knotens, den Schritt i untersucht hat (-1 für das
// Anfangsbild).
func (d *SuchDemo[Z, A]) Untersucht(i int) int {
	if d == nil {
		return 0
	}
	return d.bild(i).aktuell
}

// Knoten liefert den Knoten mit der Nummer nr, falls die Aufzeichnung ihn kennt.
func (d *SuchDemo[Z, A]) Knoten(nr int) (*lesson.Knoten[Z, A], bool) {
	if d == nil {
		return nil, false
	}
	if nr < 0 || nr >= len(d.knoten) || d.knoten[nr] == nil {
		return nil, false
	}
	return d.knoten[nr], true
}

// bild liefert Bild i, begrenzt auf den gültigen Bereich.
func (d *SuchDemo[Z, A]) bild(i int) suchBild {
	if d == nil {
		return suchBild{}
	}
	return d.bilder[min(max(i, 0), len(d.bilder)-1)]
}
