package australien

import (
	"fmt"
	"slices"

	"github.com/kisuche/kisuche/lesson"
)

// Die Daten des Australien-Beispiels aus oz.py, in der Reihenfolge der Lektion.
var (
	australienStaaten = []string{"WA", "NT", "SA", "Q", "NSW", "V", "T"}
	australienFarben  = []string{"red", "green", "blue"}
	// australienGrenzen sind die Constraints der Lektion: WA ≠ NT, WA ≠ SA, NT ≠ SA,
	// NT ≠ Q, SA ≠ Q, SA ≠ NSW, SA ≠ V, Q ≠ NSW, NSW ≠ V.
	australienGrenzen = [][2]string{
		{"WA", "NT"}, {"WA", "SA"}, {"NT", "SA"}, {"NT", "Q"}, {"SA", "Q"},
		{"SA", "NSW"}, {"SA", "V"}, {"Q", "NSW"}, {"NSW", "V"},
	}
)

// Staaten liefert die Variablen des Australien-Problems in der Reihenfolge von
// varlist in oz.py: WA, NT, SA, Q, NSW, V, T.
func Staaten() []string { return slices.Clone(australienStaaten) }

// Farben liefert die Werte aus oz.py in ihrer Reihenfolge: red, green, blue.
func Farben() []string { return slices.Clone(australienFarben) }

// Grenzen liefert die Paare benachbarter Staaten (die Constraints der Lektion)
// in fester Reihenfolge – etwa für das Zeichnen der Karte. Tasmanien (T) hat keine
// Nachbarn.
func Grenzen() [][2]string { return slices.Clone(australienGrenzen) }

// NeuesCSP liefert das Kartenfärbeproblem der Lektion: die sieben Staaten, die Farben
// red, green, blue und verschiedene Farben für benachbarte Staaten. Es hat 18 Lösungen.
func NeuesCSP() *lesson.CSP[string] {
	p, err := MitFarben(australienFarben...)
	if err != nil {
		panic(err) // unmöglich: die Daten der Lektion sind gültig
	}
	return p
}

// MitFarben liefert das Kartenfärbeproblem mit anderen Farben, etwa mit zwei
// (dann gibt es keine Lösung) oder vier. Keine oder doppelte Farben sind ein Fehler.
func MitFarben(farben ...string) (*lesson.CSP[string], error) {
	if len(farben) == 0 {
		return nil, fmt.Errorf("%w: die Karte von Australien braucht mindestens eine Farbe", lesson.ErrUngueltig)
	}
	p, err := lesson.NeuesCSP(australienStaaten, farben)
	if err != nil {
		return nil, err
	}
	for _, g := range australienGrenzen {
		if err := p.Verschieden(g[0], g[1]); err != nil {
			return nil, err
		}
	}
	return p, nil
}
