package lesson

// MitSchrittkosten ist ein optionales Interface für Suchprobleme, deren Aktionen
// unterschiedlich viel kosten. Ein Suchproblem, das es nicht implementiert, hat für jede
// Aktion die Kosten 1; dann sind die Pfadkosten gleich der Zahl der Aktionen.
//
// Die uniforme Kostensuche und A* finden den Weg mit den geringsten Pfadkosten. Kosten
// dürfen nicht negativ sein.
type MitSchrittkosten[Z comparable, A any] interface {
	// Schrittkosten liefert die Kosten der Aktion aktion, die von zustand nach folge führt.
	Schrittkosten(zustand Z, aktion A, folge Z) int
}

// SchrittkostenVon liefert die Kosten der Aktion aktion in zustand (mit Folgezustand
// folge): problem.Schrittkosten, wenn problem MitSchrittkosten implementiert, sonst 1.
func SchrittkostenVon[Z comparable, A any](problem Suchproblem[Z, A], zustand Z, aktion A, folge Z) int {
	if mk, ok := problem.(MitSchrittkosten[Z, A]); ok {
		return mk.Schrittkosten(zustand, aktion, folge)
	}
	return 1
}

// Heuristik schätzt für einen Zustand die restlichen Kosten bis zum Ziel (Lektion
// „Suchalgorithmen“). Eine Heuristik ist zulässig, wenn sie die wahren Restkosten nie
// überschätzt, und konsistent (monoton), wenn h(z) ≤ Schrittkosten(z, a, z') + h(z') für
// jede Aktion gilt. Im Zielzustand ist sie 0.
type Heuristik[Z any] func(zustand Z) int
