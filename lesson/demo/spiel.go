package demo

import (
	"fmt"
	"html"
	"slices"
	"strings"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/puzzle"
)

// Spiel ist das interaktive Spiel der Lektion „Das Schiebepuzzle“ (interaktives_spiel)
// für Mausklicks statt Tastatureingaben: Ein Klick auf ein Plättchen neben dem freien Feld
// verschiebt es; ein Zähler zählt die Züge bis zum Limit. Ein Klick auf ein Plättchen, das
// sich nicht bewegen kann, ändert nichts und sagt, warum. Loesung liefert eine kürzeste
// Lösung von der aktuellen Stellung aus, ComputerZug spielt sie Zug für Zug vor.
//
// SpieleLive zeigt ein Spiel im Notebook; die Methoden hier enthalten die ganze Logik und
// lassen sich ohne Browser testen.
type Spiel struct {
	start, ziel string
	maxZuege    int
	zustand     string
	zuege       int // Züge der Spielerin / des Spielers
	computer    int // vorgespielte Züge der Lösung
	meldung     string
	abgelehnt   bool // die letzte Meldung lehnt einen Klick ab
}

// NeuesSpiel beginnt ein Spiel von start nach ziel mit höchstens maxZuege Zügen (die
// Lektion spielt NeuesSpiel("CBD AFGEH", "ABCDEFGH ", 20)); ist maxZuege nicht positiv,
// gilt puzzle.StandardMaxZuege wie bei puzzle.InteraktivesSpiel. Ungültige oder unlösbare Aufgaben
// ergeben einen Fehler.
func NeuesSpiel(start, ziel string, maxZuege int) (*Spiel, error) {
	if err := puzzle.PruefeAufgabe(start, ziel); err != nil {
		return nil, err
	}
	if maxZuege <= 0 {
		maxZuege = puzzle.StandardMaxZuege
	}
	s := &Spiel{start: start, ziel: ziel, maxZuege: maxZuege}
	s.Neustart()
	return s, nil
}

// Neustart stellt die Startstellung wieder her und setzt den Zähler zurück.
func (s *Spiel) Neustart() {
	s.zustand, s.zuege, s.computer, s.abgelehnt = s.start, 0, 0, false
	s.meldung = fmt.Sprintf("Löse das Schiebepuzzle in max. %d Zügen! Klicke auf ein Plättchen neben dem freien Feld.", s.maxZuege)
}

// Zustand liefert die aktuelle Stellung.
func (s *Spiel) Zustand() string {
	if s == nil {
		return ""
	}
	return s.zustand
}

// Zuege liefert die Zahl der eigenen Züge bisher.
func (s *Spiel) Zuege() int {
	if s == nil {
		return 0
	}
	return s.zuege
}

// MaxZuege liefert das Zuglimit.
func (s *Spiel) MaxZuege() int {
	if s == nil {
		return 0
	}
	return s.maxZuege
}

// Geloest meldet, ob das Ziel erreicht ist.
func (s *Spiel) Geloest() bool {
	if s == nil {
		return false
	}
	return s.zustand == s.ziel
}

// Vorbei meldet, ob das Spiel zu Ende ist: Ziel erreicht, Zuglimit aufgebraucht oder die
// Lösung vorgespielt.
func (s *Spiel) Vorbei() bool {
	if s == nil {
		return false
	}
	return s.Geloest() || s.zuege >= s.maxZuege || s.computer > 0
}

// Meldung liefert den Satz zum letzten Klick (oder die Aufgabe, wenn noch nichts geschah).
func (s *Spiel) Meldung() string {
	if s == nil {
		return ""
	}
	return s.meldung
}

// beweglich liefert die Positionen der Plättchen, die sich gerade bewegen können.
func (s *Spiel) beweglich() []int {
	zuege, _ := puzzle.MoeglicheZuege(s.zustand) // der Zustand ist immer gültig
	return zuege
}

// steine nennt die Plättchen an den Positionen, z. B. „B, D, F“.
func (s *Spiel) steine(positionen []int) string {
	var namen []string
	for _, p := range positionen {
		namen = append(namen, string(s.zustand[p]))
	}
	slices.Sort(namen)
	return strings.Join(namen, ", ")
}

// Klick verschiebt das Plättchen an Position pos auf das freie Feld, wenn es daneben
// liegt und das Spiel noch läuft, und zählt den Zug. Sonst bleibt alles, wie es ist, und
// Klick liefert einen Fehler (passend auf ErrUngueltigerZug), dessen Text auch Meldung
// zeigt: welches Plättchen, warum nicht, und welche möglich wären.
func (s *Spiel) Klick(pos int) error {
	if s == nil {
		return errKeineDemo
	}
	ablehnen := func(format string, args ...any) error {
		s.meldung = fmt.Sprintf(format, args...)
		s.abgelehnt = true
		return fmt.Errorf("%w: %s", puzzle.ErrUngueltigerZug, s.meldung)
	}
	if s.Vorbei() {
		return ablehnen("Das Spiel ist vorbei – „Neu starten“ beginnt von vorn.")
	}
	if pos < 0 || pos >= len(s.zustand) {
		return ablehnen("Position %d gibt es nicht (0 bis %d).", pos, len(s.zustand)-1)
	}
	moeglich := s.beweglich()
	if s.zustand[pos] == ' ' {
		return ablehnen("Das ist das freie Feld. Verschieben kannst du %s.", s.steine(moeglich))
	}
	if !slices.Contains(moeglich, pos) {
		return ablehnen("Das Plättchen %c kann nicht verschoben werden – es liegt nicht neben dem freien Feld. Möglich: %s.",
			s.zustand[pos], s.steine(moeglich))
	}
	stein := s.zustand[pos]
	s.zustand, _ = puzzle.VerschiebePos(s.zustand, pos) // oben geprüft
	s.zuege++
	s.abgelehnt = false
	switch {
	case s.Geloest():
		s.meldung = fmt.Sprintf("Du hast das Ziel in %d Zügen erreicht!", s.zuege)
	case s.zuege >= s.maxZuege:
		s.meldung = fmt.Sprintf("Du hast das Puzzle leider nicht in %d Zügen gelöst!", s.maxZuege)
	default:
		s.meldung = fmt.Sprintf("Zug %d: %c verschoben.", s.zuege, stein)
	}
	return nil
}

// Loesung liefert eine kürzeste Zugfolge (Positionen wie bei Klick) von der aktuellen
// Stellung zum Ziel, gefunden mit A* und der Manhattan-Distanz. Die Stellung ändert sich
// nicht; ComputerZug spielt die Züge vor.
func (s *Spiel) Loesung() ([]int, error) {
	if s == nil {
		return nil, errKeineDemo
	}
	p, err := puzzle.NeuesSchiebepuzzle(s.zustand, s.ziel)
	if err != nil {
		return nil, err
	}
	loesung, _, err := lesson.ASternSuche(p, puzzle.ManhattanZu(s.ziel), lesson.MaxKnoten(5_000_000))
	if err != nil {
		return nil, err
	}
	return loesung, nil
}

// ComputerZug führt einen Zug der vorgespielten Lösung aus (zählt nicht als eigener Zug).
// Nach dem letzten Zug nennt Meldung die Länge der Lösung.
func (s *Spiel) ComputerZug(pos int) error {
	if s == nil {
		return errKeineDemo
	}
	if s.Geloest() {
		return fmt.Errorf("%w: das Ziel ist schon erreicht, es gibt keinen Computerzug mehr", lesson.ErrUngueltig)
	}
	neu, err := puzzle.VerschiebePos(s.zustand, pos)
	if err != nil {
		return err
	}
	s.zustand = neu
	s.computer++
	s.abgelehnt = false
	if s.Geloest() {
		s.meldung = fmt.Sprintf("Lösung vom Computer: %d Züge (A* mit Manhattan-Distanz – kürzer geht es nicht).", s.computer)
	} else {
		s.meldung = fmt.Sprintf("Lösung: Zug %d …", s.computer)
	}
	return nil
}

// HTML zeichnet das Spiel: Brett, Zugzähler und Meldung. Ist adresse nicht leer, trägt
// jedes Feld die Attribute data-ks-adresse und data-ks-wert (seine Position), damit ein
// Klick im Browser an das Go-Programm geht (siehe SpieleLive); bewegliche Plättchen sind
// hervorgehoben.
func (s *Spiel) HTML(adresse string) string {
	if s == nil {
		return keineDemo
	}
	moeglich := s.beweglich()
	if s.Vorbei() {
		moeglich = nil
	}
	zelle := func(pos int, _ rune) string {
		attr := ""
		if adresse != "" {
			attr = fmt.Sprintf(` data-ks-adresse="%s" data-ks-wert="%d"`, html.EscapeString(adresse), pos)
		}
		if slices.Contains(moeglich, pos) {
			attr += ` class="ks-beweglich"`
		}
		return attr
	}
	var b strings.Builder
	b.WriteString(demoStil)
	fmt.Fprintf(&b, `<div class="ks-demo ks-spiel" data-zustand="%s" data-zuege="%d">`, html.EscapeString(s.zustand), s.zuege)
	b.WriteString(`<div class="ks-zeile"><div class="ks-spalte">`)
	b.WriteString(demoBrettHTML(s.zustand, "ks-spielbrett", zelle))
	b.WriteString(`</div><div class="ks-spalte">`)
	fmt.Fprintf(&b, `<div class="ks-zaehler">Züge: <b>%d</b> von max. %d</div>`, s.zuege, s.maxZuege)
	if s.computer > 0 {
		fmt.Fprintf(&b, `<div class="ks-zaehler">vorgespielt: %d</div>`, s.computer)
	}
	b.WriteString(`<div class="ks-klein">Ziel:</div>`)
	b.WriteString(demoMiniBrett(s.ziel))
	b.WriteString(`</div></div>`)
	klasse := "ks-meldung"
	if s.abgelehnt {
		klasse += " ks-fehler"
	}
	fmt.Fprintf(&b, `<div class="%s">%s</div></div>`, klasse, html.EscapeString(s.meldung))
	return b.String()
}

// Statisch liefert die Form für kopflose Läufe und exportiertes HTML: die Stellung und
// darunter eine kürzeste Lösung als Folge kleiner Bretter – das, was „Lösung zeigen“ im
// Browser vorspielt.
func (s *Spiel) Statisch() string {
	if s == nil {
		return keineDemo
	}
	var b strings.Builder
	b.WriteString(s.HTML(""))
	loesung, err := s.Loesung()
	if err != nil {
		fmt.Fprintf(&b, `<p class="ks-meldung ks-fehler">%s</p>`, html.EscapeString(err.Error()))
		return b.String()
	}
	fmt.Fprintf(&b, `<div class="ks-demo"><h4>Kürzeste Lösung: %d Züge</h4><div class="ks-zeile ks-loesung">`, len(loesung))
	z := s.zustand
	b.WriteString(demoMiniBrett(z))
	for _, pos := range loesung {
		z, _ = puzzle.VerschiebePos(z, pos) // eine gültige Lösung
		b.WriteString(demoMiniBrett(z))
	}
	b.WriteString(`</div><p class="ks-hinweis">Im lebendigen Notebook klickt man auf die Plättchen; „Lösung zeigen“ spielt diese Lösung Zug für Zug vor.</p></div>`)
	return b.String()
}
