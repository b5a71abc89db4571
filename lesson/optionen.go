package lesson

import "context"

// StandardMaxKnoten ist das Knotenlimit der Suchen, die ihre Knoten im Speicher halten
// (Breitensuche, Tiefensuche, uniforme Kostensuche, gierige Suche und A* dieses Pakets),
// wenn die Option MaxKnoten fehlt: zehn Millionen Knoten (beim 8-Puzzle mit Zeichenketten
// knapp 1 GB Speicher). Es schützt davor, dass eine Baumsuche auf einem schweren Puzzle
// den ganzen Speicher füllt. Suchen, die pro Knoten keinen Speicher behalten (IDA*,
// Backtracking) oder deren Zustandsraum klein ist (die Tupel-Suchen des 8-Puzzles), haben
// ohne MaxKnoten kein Limit; ihre Zeit begrenzt Kontext.
const StandardMaxKnoten = 10_000_000

// OhneLimit hebt ein Limit auf: MaxKnoten(OhneLimit), MaxTiefe(OhneLimit). Jede negative
// Zahl wirkt so.
const OhneLimit = -1

// Option stellt eine Suche oder einen Löser ein, z. B. MaxKnoten(100_000) oder
// Kontext(ctx). Dieselben Optionen gelten mit derselben Bedeutung für alle Suchen der
// Bibliothek: die allgemeinen Suchen hier, das Backtracking, die Tupel-Suchen
// (achtpuzzle), IDA* (fuenfzehn). Die Regel für alle Limits:
//
//   - Eine angegebene Zahl n ≥ 0 gilt wörtlich, auch 0: MaxKnoten(0) lässt keinen Knoten
//     zu, MaxTiefe(0) nur die Wurzel.
//   - Eine negative Zahl (OhneLimit) hebt das Limit auf.
//   - Ohne die Option gilt das Standardlimit der Suche: StandardMaxKnoten für Suchen, die
//     ihre Knoten im Speicher halten, sonst keins (siehe StandardMaxKnoten); MaxTiefe
//     gilt ohne Angabe nie.
//
// Felder von Strukturen (CSPOptionen.MaxZuweisungen) und die Zahlen-Parameter der
// Funktionen mit den Namen der Lektion (sudoku.Sudoku.Search(ctx, limit),
// demo.NeuesSpiel(start, ziel, maxZuege)) folgen Gos Regel für Nullwerte: 0 heißt „nicht
// gesetzt“, also kein Limit bzw. der Standardwert.
type Option func(*Einstellungen)

// Einstellungen sind die ausgewerteten Optionen. Die Suchen der Unterpakete lesen ihre
// Optionen damit aus (Auswerten), so dass überall dieselben Namen gelten. Wie die Optionen
// gelten die Zahlen wörtlich: Der Nullwert Einstellungen{} hieße Limit 0 und Tiefe 0.
// Deshalb bekommt Auswerten immer die Standardwerte der Suche, etwa
// Einstellungen{MaxKnoten: OhneLimit, MaxTiefe: OhneLimit}.
type Einstellungen struct {
	// MaxKnoten ist das Knotenlimit, MaxTiefe die Tiefengrenze (jeweils < 0: keins).
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
	return Auswerten(Einstellungen{MaxKnoten: StandardMaxKnoten, MaxTiefe: OhneLimit}, opts)
}

// MaxKnoten begrenzt die Zahl der Knoten, die eine Suche erzeugt (Ergebnis.Erzeugt; die
// Wurzel zählt mit). Beim Backtracking erzeugt jede Zuweisung einen Knoten, MaxKnoten
// begrenzt dort also die Zuweisungen. Vor jedem Schritt prüft die Suche, ob schon n
// Knoten erzeugt sind, und meldet dann ErrKnotenlimit (eine Art von ErrLimitErreicht; der
// letzte Schritt kann das Limit also um höchstens einen Verzweigungsgrad überschreiten).
// n < 0 (OhneLimit) hebt das Limit auf. Ohne diese Option gilt das Standardlimit der
// Suche (siehe StandardMaxKnoten).
func MaxKnoten(n int) Option {
	return func(o *Einstellungen) { o.MaxKnoten = n }
}

// MaxTiefe begrenzt die Suchtiefe: Knoten der Tiefe n werden noch auf das Ziel geprüft,
// aber nicht mehr expandiert (tiefenbeschränkte Suche); MaxTiefe(0) prüft nur die Wurzel.
// Wird die Grenze leer, nachdem MaxTiefe Knoten abgeschnitten hat, meldet die Suche
// ErrTiefenlimit. n < 0 (OhneLimit) hebt die Grenze auf (so ist es ohne diese Option).
// MaxTiefe gilt für die Suchen dieses Pakets; das Backtracking, die Tupel-Suchen und
// fuenfzehn.Loese kennen keine Tiefengrenze und übergehen sie.
func MaxTiefe(n int) Option {
	return func(o *Einstellungen) { o.MaxTiefe = n }
}

// Kontext lässt eine Suche abbrechen, sobald ctx abgebrochen wird oder abläuft (z. B.
// mit context.WithTimeout). Die Suche meldet dann ErrAbgebrochen (siehe NeuerAbbruch).
func Kontext(ctx context.Context) Option {
	return func(o *Einstellungen) { o.Kontext = ctx }
}
