package lesson

import (
	"context"
	"errors"
	"fmt"
)

// Fehler, die eine Suche melden kann. Sie lassen sich mit errors.Is erkennen; die
// gemeldeten Fehler enthalten meist noch Einzelheiten (welches Limit, wie viele Knoten).
var (
	// ErrKeineLoesung: Die Grenze ist leer, ohne dass ein Zielzustand gefunden wurde.
	ErrKeineLoesung = errors.New("keine Lösung gefunden: die Grenze ist leer")
	// ErrLimitErreicht: Die Suche hat ihr Knotenlimit (MaxKnoten) erreicht und aufgehört.
	ErrLimitErreicht = errors.New("Suche abgebrochen: Knotenlimit erreicht")
	// ErrAbgebrochen: Der Kontext der Suche (Kontext) wurde abgebrochen oder ist
	// abgelaufen. Der gemeldete Fehler passt zusätzlich auf context.Canceled bzw.
	// context.DeadlineExceeded.
	ErrAbgebrochen = errors.New("Suche abgebrochen")
	// ErrSucheBeendet: Schritt wurde aufgerufen, nachdem die Suche schon ein Ziel gefunden hat.
	ErrSucheBeendet = errors.New("die Suche ist schon beendet")
)

// StandardMaxKnoten ist das Knotenlimit einer Suche ohne die Option MaxKnoten:
// zehn Millionen Knoten (beim 8-Puzzle mit Zeichenketten knapp 1 GB Speicher). Es schützt
// davor, dass eine Baumsuche auf einem schweren Puzzle den ganzen Speicher füllt.
const StandardMaxKnoten = 10_000_000

// Option stellt eine Suche oder einen Löser ein, z. B. MaxKnoten(100_000) oder
// Kontext(ctx). Dieselben Optionen gelten für alle Suchen der Bibliothek: die allgemeinen
// Suchen hier, die Tupel-Suchen (achtpuzzle), IDA* (fuenfzehn).
type Option func(*Einstellungen)

// Einstellungen sind die ausgewerteten Optionen. Die Suchen der Unterpakete lesen ihre
// Optionen damit aus (Auswerten), so dass überall dieselben Namen gelten.
type Einstellungen struct {
	// MaxKnoten ist das Knotenlimit (≤ 0: keins), MaxTiefe die Tiefengrenze (< 0: keine).
	MaxKnoten, MaxTiefe int
	// Kontext bricht die Suche ab (nil: nie).
	Kontext context.Context
}

// Auswerten wendet opts auf die Standardwerte standard an; nil-Optionen zählen nicht.
func Auswerten(standard Einstellungen, opts []Option) Einstellungen {
	o := standard
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	return o
}

func neueOptionen(opts []Option) Einstellungen {
	return Auswerten(Einstellungen{MaxKnoten: StandardMaxKnoten, MaxTiefe: -1}, opts)
}

// MaxKnoten begrenzt die Zahl der Knoten, die eine Suche erzeugt. Vor jedem Schritt prüft
// die Suche, ob schon n Knoten erzeugt sind, und meldet dann ErrLimitErreicht (der letzte
// Schritt kann das Limit also um höchstens einen Verzweigungsgrad überschreiten).
// n ≤ 0 hebt das Limit auf. Ohne diese Option gilt StandardMaxKnoten.
func MaxKnoten(n int) Option {
	return func(o *Einstellungen) { o.MaxKnoten = n }
}

// MaxTiefe begrenzt die Suchtiefe: Knoten der Tiefe n werden noch auf das Ziel geprüft,
// aber nicht mehr expandiert (tiefenbeschränkte Suche). n < 0 hebt die Grenze auf (so ist
// es ohne diese Option).
func MaxTiefe(n int) Option {
	return func(o *Einstellungen) { o.MaxTiefe = n }
}

// Kontext lässt eine Suche abbrechen, sobald ctx abgebrochen wird oder abläuft (z. B.
// mit context.WithTimeout). Die Suche meldet dann ErrAbgebrochen.
func Kontext(ctx context.Context) Option {
	return func(o *Einstellungen) { o.Kontext = ctx }
}

// abbruchFehler meldet den Abbruch über den Kontext auf Deutsch und passt mit errors.Is
// sowohl auf ErrAbgebrochen als auch auf den Fehler des Kontexts.
type abbruchFehler struct {
	ursache error
	erzeugt int
}

func (e abbruchFehler) Error() string {
	grund := "der Kontext wurde abgebrochen"
	if errors.Is(e.ursache, context.DeadlineExceeded) {
		grund = "die Zeit ist abgelaufen"
	}
	return fmt.Sprintf("%v nach %d erzeugten Knoten: %s", ErrAbgebrochen, e.erzeugt, grund)
}

func (e abbruchFehler) Unwrap() []error { return []error{ErrAbgebrochen, e.ursache} }
