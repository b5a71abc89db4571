package lesson

import (
	"context"
	"errors"
)

// Die vier Fehlerarten der Bibliothek. Jeder Fehler, den eine exportierte Funktion von
// lesson oder einem Unterpaket liefert, passt mit errors.Is auf genau eine von ihnen:
//
//	ErrUngueltig      die Eingabe ist falsch (nil, falsche Länge, unbekannte Namen, …)
//	ErrUnloesbar      die Eingabe ist richtig, aber es gibt keine Lösung
//	ErrLimitErreicht  ein Limit (MaxKnoten, MaxTiefe, MaxZuweisungen) hat die Suche beendet
//	ErrAbgebrochen    der Kontext (Kontext, ctx) hat die Suche beendet
//
// Jede Darstellung (String-Puzzle, Tupel, 15-Puzzle, Sudoku, CSP) hat dazu genauere Fehler
// (etwa puzzle.ErrUngueltigerZug oder ErrKnotenlimit), die errors.Is zugleich als ihre Art
// erkennt (NeuerFehler).
//
// Der Text eines Fehlers ist ein deutscher Satz in einer Form: zuerst die Art (der Text
// des genauesten Fehlerwerts, etwa „ungültige Eingabe“, „ungültiger Zug“, „Knotenlimit
// erreicht“), nach einem Doppelpunkt die Einzelheiten – was falsch war und wo, etwa
// „ungültige Eingabe: Rang -1 liegt nicht zwischen 0 und 362879“; wo ein Aufrufer
// Genaueres weiß, hängt er es in Klammern an („… (Zug 3)“). Ein Abbruch über den Kontext
// lautet überall gleich, „Suche abgebrochen: die Zeit ist abgelaufen (nach …)“ oder
// „Suche abgebrochen: der Kontext wurde abgebrochen (nach …)“, und passt außer auf
// ErrAbgebrochen auch auf context.DeadlineExceeded bzw. context.Canceled.
//
// Fehler des Dateisystems (fuenfzehn.LadeMusterdatenbank, Musterdatenbank.Speichere)
// passen auf ErrUngueltig und zugleich auf den ursprünglichen Fehler (etwa
// fs.ErrNotExist). Die einzige Ausnahme sind Fehler eines io.Writer oder io.Reader, den
// der Aufrufer übergibt (puzzle.Pprint, puzzle.InteraktivesSpiel, puzzle.Anzeigen): Sie
// werden durchgereicht, errors.Is erkennt den Fehler des Writers bzw. Readers.
var (
	// ErrUngueltig: Eine Eingabe ist ungültig (falsche Länge, unbekannte, doppelte oder zu
	// große Werte, nil, NaN, ein Aufruf zur falschen Zeit …).
	ErrUngueltig = errors.New("ungültige Eingabe")
	// ErrUnloesbar: Die Eingabe ist gültig, aber es gibt keine Lösung: Vom Startzustand aus
	// ist das Ziel nicht erreichbar (Parität, leere Grenze), ein Rätsel oder CSP hat keine
	// Lösung.
	ErrUnloesbar = errors.New("nicht lösbar")
	// ErrLimitErreicht: Die Suche hat ein Limit erreicht (MaxKnoten, MaxTiefe,
	// CSPOptionen.MaxZuweisungen) und aufgehört, ohne eine Lösung zu finden. Ob es eine
	// gibt, ist offen.
	ErrLimitErreicht = errors.New("Limit erreicht")
	// ErrAbgebrochen: Der Kontext der Suche (Kontext oder ctx) wurde abgebrochen oder ist
	// abgelaufen. Der gemeldete Fehler passt zusätzlich auf context.Canceled bzw.
	// context.DeadlineExceeded.
	ErrAbgebrochen = errors.New("Suche abgebrochen")
)

// Die genaueren Fehler der allgemeinen Suchen und des Backtrackings.
var (
	// ErrKeineLoesung (eine Art von ErrUnloesbar): Die Grenze ist leer, ohne dass ein
	// Zielzustand gefunden wurde, und kein Limit hat dabei Knoten abgeschnitten.
	ErrKeineLoesung = NeuerFehler("keine Lösung gefunden: die Grenze ist leer", ErrUnloesbar)
	// ErrKnotenlimit (eine Art von ErrLimitErreicht): Die Suche hat MaxKnoten Knoten
	// erzeugt (bei den Tupel-Suchen: untersucht).
	ErrKnotenlimit = NeuerFehler("Knotenlimit erreicht", ErrLimitErreicht)
	// ErrTiefenlimit (eine Art von ErrLimitErreicht): Die Grenze ist leer, aber MaxTiefe hat
	// Knoten abgeschnitten; in größerer Tiefe kann ein Ziel liegen.
	ErrTiefenlimit = NeuerFehler("Tiefenlimit erreicht", ErrLimitErreicht)
	// ErrZuweisungslimit (eine Art von ErrLimitErreicht): Das Backtracking hat
	// MaxZuweisungen Zuweisungen gemacht.
	ErrZuweisungslimit = NeuerFehler("Zuweisungslimit erreicht", ErrLimitErreicht)
	// ErrSucheBeendet (eine Art von ErrUngueltig): Schritt wurde aufgerufen, nachdem die
	// Suche schon ein Ziel gefunden hat.
	ErrSucheBeendet = NeuerFehler("die Suche ist schon beendet", ErrUngueltig)
)

// NeuerFehler liefert einen Fehler mit eigenem Text, den errors.Is zugleich als den
// allgemeineren Fehler art erkennt – so melden die Unterpakete genaue Fehler, die auf
// ErrUngueltig, ErrUnloesbar, ErrLimitErreicht oder ErrAbgebrochen passen. Der Text nennt
// die Art, etwa „ungültiger Zug“ oder „8-Puzzle nicht lösbar“.
func NeuerFehler(text string, art error) error { return &fehlerart{text, art} }

// fehlerart ist ein Fehlerwert mit eigenem Text, der zugleich als allgemeinerer Fehler der
// Bibliothek erkannt wird: errors.Is(ErrUnloesbar, ErrUnloesbar) ist wahr. So prüft
// man mit einem einzigen Vergleich, ob irgendein Puzzle unlösbar war oder irgendeine Suche
// an ihr Limit kam, ganz gleich, in welcher Darstellung (String, Tupel, 15-Puzzle).
type fehlerart struct {
	text string
	art  error
}

func (f *fehlerart) Error() string { return f.text }

// Unwrap liefert den allgemeineren Fehler.
func (f *fehlerart) Unwrap() error { return f.art }

// NeuerAbbruch liefert den Fehler einer Suche, die ihr Kontext beendet hat: ursache ist
// ctx.Err(), stand sagt, wie weit die Suche kam (etwa „nach 12 erzeugten Knoten“; leer:
// nichts). Der Text lautet in allen Paketen gleich, etwa „Suche abgebrochen: die Zeit ist
// abgelaufen (nach 12 erzeugten Knoten)“; errors.Is erkennt den Fehler als ErrAbgebrochen
// und als ursache (context.DeadlineExceeded oder context.Canceled).
func NeuerAbbruch(ursache error, stand string) error {
	if ursache == nil {
		ursache = context.Canceled
	}
	return &abbruchFehler{ursache: ursache, stand: stand}
}

// abbruchFehler meldet den Abbruch über den Kontext auf Deutsch und passt mit errors.Is
// sowohl auf ErrAbgebrochen als auch auf den Fehler des Kontexts.
type abbruchFehler struct {
	ursache error
	stand   string
}

func (e *abbruchFehler) Error() string {
	grund := "der Kontext wurde abgebrochen"
	if errors.Is(e.ursache, context.DeadlineExceeded) {
		grund = "die Zeit ist abgelaufen"
	}
	if e.stand == "" {
		return ErrAbgebrochen.Error() + ": " + grund
	}
	return ErrAbgebrochen.Error() + ": " + grund + " (" + e.stand + ")"
}

func (e *abbruchFehler) Unwrap() []error { return []error{ErrAbgebrochen, e.ursache} }
