package bewertung

import (
	"fmt"
	"strings"
)

// Kandidat ist eine Lösung der Übung: die sechs Funktionen, die bewertet werden. P ist der
// Positionstyp der Lösung (in exercises: Position, ein [16]int).
type Kandidat[P ~[16]int] struct {
	GetMoves           func(P) []P
	IsGoal             func(P) bool
	BFS                func(P) (map[P]P, int, error)
	NumWrongHeuristic  func(P) int
	AStar              func(P, func(P) int) (map[P]P, int, error)
	ManhattanHeuristic func(P) int
}

// kandidat sind die Funktionen eines Kandidaten, übersetzt auf brett.
type kandidat struct {
	getMoves  func(brett) []brett
	isGoal    func(brett) bool
	bfs       func(brett) (map[brett]brett, int, error)
	numWrong  func(brett) int
	aStar     func(brett, func(brett) int) (map[brett]brett, int, error)
	manhattan func(brett) int
}

// anpassen übersetzt die Funktionen von k auf brett. Fehlende Funktionen bleiben nil.
func anpassen[P ~[16]int](k Kandidat[P]) kandidat {
	var a kandidat
	if k.GetMoves != nil {
		a.getMoves = func(b brett) []brett {
			var erg []brett
			for _, p := range k.GetMoves(P(b)) {
				erg = append(erg, brett(p))
			}
			return erg
		}
	}
	if k.IsGoal != nil {
		a.isGoal = func(b brett) bool { return k.IsGoal(P(b)) }
	}
	if k.BFS != nil {
		a.bfs = func(b brett) (map[brett]brett, int, error) {
			pred, n, err := k.BFS(P(b))
			return uebersetze(pred), n, err
		}
	}
	if k.NumWrongHeuristic != nil {
		a.numWrong = func(b brett) int { return k.NumWrongHeuristic(P(b)) }
	}
	if k.AStar != nil {
		a.aStar = func(b brett, h func(brett) int) (map[brett]brett, int, error) {
			pred, n, err := k.AStar(P(b), func(p P) int { return h(brett(p)) })
			return uebersetze(pred), n, err
		}
	}
	if k.ManhattanHeuristic != nil {
		a.manhattan = func(b brett) int { return k.ManhattanHeuristic(P(b)) }
	}
	return a
}

func uebersetze[P ~[16]int](m map[P]P) map[brett]brett {
	if m == nil {
		return nil
	}
	erg := make(map[brett]brett, len(m))
	for k, v := range m {
		erg[brett(k)] = brett(v)
	}
	return erg
}

// pruefung ist ein Teil einer Aufgabe mit eigenen Punkten. lauf liefert die gefundenen
// Fehler als deutsche Meldungen; keine Meldung (oder nur Hinweise mit infoPraefix) heißt
// bestanden.
type pruefung struct {
	name   string
	punkte int
	lauf   func(k kandidat) []string
}

// infoPraefix leitet eine Meldung ein, die nur informiert (etwa über die Schrittzahl) und
// keinen Fehler bedeutet.
const infoPraefix = "Info: "

// info macht aus einem Text eine informierende Meldung.
func info(format string, args ...any) string { return infoPraefix + fmt.Sprintf(format, args...) }

// nurInfos meldet, ob meldungen keinen Fehler enthält.
func nurInfos(meldungen []string) bool {
	for _, m := range meldungen {
		if !strings.HasPrefix(m, infoPraefix) {
			return false
		}
	}
	return true
}

// aufgabe ist eine der sechs Aufgaben.
type aufgabe struct {
	id, name   string
	pruefungen []pruefung
}

func (a aufgabe) maxPunkte() int {
	n := 0
	for _, p := range a.pruefungen {
		n += p.punkte
	}
	return n
}

// aufgaben sind die sechs Aufgaben in der Reihenfolge der Lektion.
var aufgaben = []aufgabe{aufgabeA, aufgabeB, aufgabeC, aufgabeD, aufgabeE, aufgabeF}

// aufgabeMit liefert die Aufgabe mit der Kennung id ("a" bis "f").
func aufgabeMit(id string) (aufgabe, bool) {
	for _, a := range aufgaben {
		if a.id == id {
			return a, true
		}
	}
	return aufgabe{}, false
}

// PruefErgebnis ist das Ergebnis einer Prüfung.
type PruefErgebnis struct {
	Name      string   `json:"name"`
	Punkte    int      `json:"punkte"`
	MaxPunkte int      `json:"max_punkte"`
	Meldungen []string `json:"meldungen,omitempty"`
}

// AufgabenErgebnis ist das Ergebnis einer Aufgabe: Punkte, Prüfungen und, wenn der
// Kindprozess abgebrochen ist, der Grund.
type AufgabenErgebnis struct {
	ID         string          `json:"id"`
	Name       string          `json:"name"`
	Punkte     int             `json:"punkte"`
	MaxPunkte  int             `json:"max_punkte"`
	Pruefungen []PruefErgebnis `json:"pruefungen,omitempty"`
	Abbruch    string          `json:"abbruch,omitempty"`
}

// Titel liefert zum Beispiel „Aufgabe a) GetMoves“.
func (e AufgabenErgebnis) Titel() string { return fmt.Sprintf("Aufgabe %s) %s", e.ID, e.Name) }

// Zeile liefert die Kopfzeile, zum Beispiel „Aufgabe a) GetMoves: 2/3 Punkte“.
func (e AufgabenErgebnis) Zeile() string {
	return fmt.Sprintf("%s: %d/%d Punkte", e.Titel(), e.Punkte, e.MaxPunkte)
}

// Text liefert die Rückmeldung zur Aufgabe: Kopfzeile, Abbruchgrund und jede Prüfung.
func (e AufgabenErgebnis) Text() string {
	var b strings.Builder
	b.WriteString(e.Zeile() + "\n")
	if e.Abbruch != "" {
		b.WriteString("  ! " + einruecken(e.Abbruch, "    ") + "\n")
	}
	for _, p := range e.Pruefungen {
		zeichen := "✓"
		if p.Punkte < p.MaxPunkte {
			zeichen = "✗"
		}
		fmt.Fprintf(&b, "  %s %s (%d/%d)\n", zeichen, p.Name, p.Punkte, p.MaxPunkte)
		for _, m := range p.Meldungen {
			if info, ok := strings.CutPrefix(m, infoPraefix); ok {
				b.WriteString("      · " + einruecken(info, "        ") + "\n")
			} else {
				b.WriteString("      - " + einruecken(m, "        ") + "\n")
			}
		}
	}
	return b.String()
}

func einruecken(s, praefix string) string {
	return strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n"+praefix)
}

// Bericht ist die Bewertung einer ganzen Lösung.
type Bericht struct {
	Aufgaben []AufgabenErgebnis `json:"aufgaben"`
}

// Punkte liefert die Summe der Punkte.
func (b Bericht) Punkte() int {
	n := 0
	for _, a := range b.Aufgaben {
		n += a.Punkte
	}
	return n
}

// MaxPunkte liefert die erreichbaren Punkte.
func (b Bericht) MaxPunkte() int {
	n := 0
	for _, a := range b.Aufgaben {
		n += a.MaxPunkte
	}
	return n
}

// Aufgabe liefert das Ergebnis der Aufgabe id.
func (b Bericht) Aufgabe(id string) (AufgabenErgebnis, bool) {
	for _, a := range b.Aufgaben {
		if a.ID == id {
			return a, true
		}
	}
	return AufgabenErgebnis{}, false
}

// Text liefert den ganzen Bericht auf Deutsch.
func (b Bericht) Text() string {
	var s strings.Builder
	s.WriteString("Bewertung der Übung zum 15-Puzzle\n\n")
	for _, a := range b.Aufgaben {
		s.WriteString(a.Text() + "\n")
	}
	fmt.Fprintf(&s, "Gesamt: %d/%d Punkte\n", b.Punkte(), b.MaxPunkte())
	return s.String()
}

// AlleAufgaben liefert die leeren Ergebnisse aller Aufgaben (0 Punkte) mit dem
// Abbruchgrund grund – für eine Lösung, die gar nicht erst läuft.
func AlleAufgaben(grund string) Bericht {
	var b Bericht
	for _, a := range aufgaben {
		b.Aufgaben = append(b.Aufgaben, AufgabenErgebnis{ID: a.id, Name: a.name, MaxPunkte: a.maxPunkte(), Abbruch: grund})
	}
	return b
}

// AufgabenKennungen liefert "a" bis "f" mit den Namen der Aufgaben.
func AufgabenKennungen() (ids, namen []string) {
	for _, a := range aufgaben {
		ids = append(ids, a.id)
		namen = append(namen, a.name)
	}
	return ids, namen
}

// kappen begrenzt eine Liste von Meldungen auf die ersten n. Melden alle, dass die
// Funktion noch nicht implementiert ist, genügt die erste.
func kappen(meldungen []string, n int) []string {
	alleLeer := len(meldungen) > 1
	for _, m := range meldungen {
		if !strings.Contains(m, "noch nicht implementiert") {
			alleLeer = false
		}
	}
	if alleLeer {
		n = 1
	}
	if len(meldungen) <= n {
		return meldungen
	}
	rest := len(meldungen) - n
	if rest == 1 {
		return append(meldungen[:n:n], "… und 1 weiterer Fehler dieser Art")
	}
	return append(meldungen[:n:n], fmt.Sprintf("… und %d weitere Fehler dieser Art", rest))
}
