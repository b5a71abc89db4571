package bewertung

import (
	"fmt"
	"strings"

	"github.com/kisuche/kisuche/exercises/pruefen"
)

// kandidat sind die Funktionen einer Abgabe, wie die Prüfungen sie aufrufen: auf brett,
// als Aufrufe an den Prozess der Abgabe (fern.kandidat). Fehlende Funktionen sind nil.
type kandidat struct {
	getMoves  func(brett) []brett
	isGoal    func(brett) bool
	bfs       func(brett) suchErgebnis
	numWrong  func(brett) int
	aStar     func(brett, heuristik) suchErgebnis
	manhattan func(brett) int
	laeufe    *speicher[suchLauf] // die Suchen dieser Abgabe, für alle Prüfungen einer Aufgabe
	samen     uint64              // Samen der Zufallspositionen dieses Laufs (neuerZufall)
}

// suchErgebnis ist, was BFS oder AStar zurückgibt. Die Vorgänger bleiben im Prozess der
// Abgabe; vorgaenger fragt einen nach dem anderen ab.
type suchErgebnis struct {
	vorgaenger func(brett) (brett, bool)
	predNil    bool
	predLen    int
	schritte   int
	err        error
	hAufrufe   int // wie oft AStar die übergebene Heuristik aufgerufen hat

	// beobachtet: GetMoves wurde während der Suche beobachtet (dienst.Beobachte) – dann
	// sind getMovesAufrufe und expandiert (die Positionen, auf die GetMoves aufgerufen
	// wurde) gemessen, nicht von der Abgabe gemeldet.
	beobachtet      bool
	getMovesAufrufe int
	expandiert      map[brett]bool
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

// neueAufgabe liefert die Aufgabe id aus der einen Liste der Aufgaben (pruefen.Aufgaben)
// mit ihren verborgenen Prüfungen.
func neueAufgabe(id string, pruefungen []pruefung) aufgabe {
	a, ok := pruefen.AufgabeMit(id)
	if !ok {
		panic("Prüfprogramm: keine Aufgabe " + id)
	}
	return aufgabe{id: a.ID, name: a.Name, pruefungen: pruefungen}
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
	// Hinweise erklären, womit die Aufgabe bewertet wurde (etwa mit den eigenen Dateien
	// der anderen Aufgaben statt der Musterlösung) – ohne Einfluss auf die Punkte.
	Hinweise []string `json:"hinweise,omitempty"`
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
	for _, h := range e.Hinweise {
		b.WriteString("  · " + einruecken(h, "    ") + "\n")
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
