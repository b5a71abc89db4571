package lesson

import (
	"context"
	"fmt"
	"strings"
)

// Vergleich sucht mit jeder der Strategien die erste Lösung von p und schreibt unter die
// Überschrift name je Strategie eine Zeile mit ihren Zählern (CSPZaehler) – oder mit dem
// Grund, aus dem die Suche abbrach (etwa MaxZuweisungen; nur dann nennt die Zeile das
// Limit). Ohne Strategien vergleicht es die aus Vergleichsstrategien.
func (p *CSP[W]) Vergleich(name string, strategien ...CSPOptionen) string {
	if p == nil {
		return name + "\n   kein CSP (nil)\n"
	}
	if len(strategien) == 0 {
		strategien = Vergleichsstrategien()
	}
	var sb strings.Builder
	sb.WriteString(name + "\n")
	for _, opt := range strategien {
		bt := p.NeuerBacktracker(opt)
		strategie := opt
		strategie.MaxZuweisungen = 0 // das Limit nennt die Meldung, wenn es greift
		if _, ok, err := bt.ErsteLoesung(context.Background()); err != nil {
			fmt.Fprintf(&sb, "   %v: abgebrochen (%v)\n", strategie, err)
		} else {
			ergebnis := "gelöst"
			if !ok {
				ergebnis = "keine Lösung"
			}
			fmt.Fprintf(&sb, "   %v: %s, %v\n", strategie, ergebnis, bt.Zaehler())
		}
	}
	return sb.String()
}

// MaxVergleichsZuweisungen begrenzt jede Suche von Vergleichsstrategien: Ohne Inferenz
// bräuchte ein schweres Sudoku sonst Millionen Zuweisungen.
const MaxVergleichsZuweisungen = 200_000

// Vergleichsstrategien liefert die Strategien, die das Notebook der Lektion vergleicht:
// die Suche der Lektion (erste freie Variable, keine Inferenz), dieselbe mit
// Forward-Checking, MRV mit Forward-Checking und MRV mit AC-3 – jede mit höchstens
// MaxVergleichsZuweisungen Zuweisungen. Jeder Aufruf liefert eine neue Liste.
func Vergleichsstrategien() []CSPOptionen {
	return []CSPOptionen{
		{MaxZuweisungen: MaxVergleichsZuweisungen},
		{Inferenz: ForwardChecking, MaxZuweisungen: MaxVergleichsZuweisungen},
		{Variablenwahl: MRV, Inferenz: ForwardChecking, MaxZuweisungen: MaxVergleichsZuweisungen},
		{Variablenwahl: MRV, Inferenz: AC3, MaxZuweisungen: MaxVergleichsZuweisungen},
	}
}
