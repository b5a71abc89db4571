package lesson

// Suchproblem beschreibt ein Problem, das ein problemunabhängiger Suchalgorithmus lösen
// kann (Lektion „Suche“): einen Startzustand, die in einem Zustand möglichen Aktionen,
// den Übergang in den Folgezustand und einen Zieltest.
//
// In Python ist Suchproblem eine Klasse mit einer Schablonenmethode, von der konkrete
// Probleme erben. In Go ist es ein kleines Interface, das ein konkretes Problem
// implementiert. Den Standard-Zieltest (Vergleich mit einem festen Zielzustand) und den
// Startzustand liefert StartUndZiel, das man in den eigenen Typ einbettet.
//
// Z ist der Typ der Zustände, A der Typ der Aktionen. Zustände müssen vergleichbar sein
// (comparable), damit die Graphsuche sie in einer Menge (Closed List) ablegen kann.
// MoeglicheAktionen liefert die Aktionen immer in derselben Reihenfolge, damit jede Suche
// auf jedem Rechner dieselben Ergebnisse und Zählerstände liefert. (Die Breitensuchen
// verlassen sich darauf: Sie merken sich nur, die wievielte Aktion zu einem Knoten geführt
// hat, und fragen MoeglicheAktionen für den Weg zum Ziel noch einmal.)
type Suchproblem[Z comparable, A any] interface {
	// Startzustand liefert den Zustand, in dem die Suche beginnt.
	Startzustand() Z
	// MoeglicheAktionen liefert alle in zustand möglichen Aktionen.
	MoeglicheAktionen(zustand Z) []A
	// FuehreAktionAus wendet aktion in zustand an und liefert den Folgezustand.
	FuehreAktionAus(zustand Z, aktion A) Z
	// IstZielzustand prüft, ob zustand die Zielbedingung erfüllt.
	IstZielzustand(zustand Z) bool
}

// StartUndZiel ist der Teil eines Suchproblems, den fast jedes Problem gleich hat: ein
// fester Startzustand und ein fester Zielzustand, mit dem der Zieltest vergleicht – wie der
// Konstruktor von Suchproblem in der Lektion. Ein konkretes Problem bettet StartUndZiel ein
// und schreibt nur noch MoeglicheAktionen und FuehreAktionAus; wer einen anderen Zieltest
// braucht, überschreibt IstZielzustand.
type StartUndZiel[Z comparable] struct {
	Start Z
	Ziel  Z
}

// Startzustand liefert Start.
func (p StartUndZiel[Z]) Startzustand() Z { return p.Start }

// IstZielzustand vergleicht zustand mit Ziel.
func (p StartUndZiel[Z]) IstZielzustand(zustand Z) bool { return zustand == p.Ziel }

// Pruefbar ist ein Suchproblem, das sich vor der Suche selbst prüfen kann (etwa ob Start
// und Ziel gültige Zustände sind und das Ziel erreichbar ist). Jede Suche ruft Pruefe vor
// dem ersten Schritt auf und meldet dessen Fehler, statt auf einem ungültigen Problem zu
// suchen – so sucht auch der Nullwert eines Problems nicht still ins Leere.
type Pruefbar interface {
	Pruefe() error
}
