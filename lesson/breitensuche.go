package lesson

// NeueBreitensuche bereitet die Breitensuche der Lektion „Suche“ als Baumsuche vor, die man
// mit Schritt Schritt für Schritt ausführt: Die Grenze ist eine Warteschlange (FIFO), die
// mit dem Startknoten beginnt; jeder Schritt nimmt den vordersten Knoten heraus, prüft ihn
// auf das Ziel und hängt alle seine Folgeknoten hinten an. Doppelte Zustände werden nicht
// erkannt, deshalb wächst die Grenze exponentiell (MaxKnoten begrenzt sie).
func NeueBreitensuche[Z comparable, A any](problem Suchproblem[Z, A], opts ...Option) *Suche[Z, A] {
	return neueSuche(problem, baumBreitensuche, nil, opts)
}

// Breitensuche durchsucht den Suchbaum so, dass Knoten mit niedriger Suchtiefe zuerst
// untersucht werden (breitensuche in der Lektion „Suche“), und liefert die Aktionen der
// gefundenen Lösung – eine mit den wenigsten Aktionen – und das Ergebnis mit den Zählern.
// Die Knoten werden wie in der Lektion nummeriert: Ergebnis.Erzeugt ist die Zahl der
// erzeugten Knoten (95.175 für das Puzzle 'ACFEBH DG' der Lektion).
//
// Findet sie kein Ziel, liefert sie nil und ErrKeineLoesung, ErrLimitErreicht oder
// ErrAbgebrochen (siehe MaxKnoten und Kontext).
func Breitensuche[Z comparable, A any](problem Suchproblem[Z, A], opts ...Option) ([]A, Ergebnis, error) {
	return NeueBreitensuche(problem, opts...).Loese()
}

// NeueBreitensucheGraph bereitet die Breitensuche mit Duplikatseliminierung vor
// (breitensuche_graph der Lektion „Suche“), die man mit Schritt Schritt für Schritt
// ausführt. Ein Knoten kommt in die Closed List, wenn er aus der Grenze genommen wird;
// Folgeknoten, deren Zustand schon in der Closed List oder in der Grenze ist, werden
// verworfen.
//
// Die Lektion prüft die Grenze mit „k.zustand not in grenze“, einem Vergleich eines
// Zustands mit Knoten, der nie zutrifft; hier wird die Grenze wirklich geprüft, und zwar
// mit einer Hash-Menge in konstanter Zeit. Die Lösung ist dieselbe, es entstehen aber
// weniger Knoten als in Python.
func NeueBreitensucheGraph[Z comparable, A any](problem Suchproblem[Z, A], opts ...Option) *Suche[Z, A] {
	return neueSuche(problem, graphBreitensuche, nil, opts)
}

// BreitensucheGraph ist die Breitensuche mit Closed List (siehe NeueBreitensucheGraph). Sie
// liefert eine Lösung mit den wenigsten Aktionen und das Ergebnis mit den Zählern und
// untersucht jeden Zustand höchstens einmal; beim 8-Puzzle also höchstens 181.440.
func BreitensucheGraph[Z comparable, A any](problem Suchproblem[Z, A], opts ...Option) ([]A, Ergebnis, error) {
	return NeueBreitensucheGraph(problem, opts...).Loese()
}
