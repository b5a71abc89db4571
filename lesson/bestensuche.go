package lesson

// NeueUniformeKostensuche bereitet die uniforme Kostensuche vor (F = Pfadkosten g), die
// man mit Schritt Schritt für Schritt ausführt. Sind alle Schrittkosten 1, untersucht sie
// die Knoten schichtweise wie die Breitensuche.
func NeueUniformeKostensuche[Z comparable, A any](problem Suchproblem[Z, A], opts ...Option) *Suche[Z, A] {
	return neueSuche(problem, uniformeKostensuche, nil, opts)
}

// UniformeKostensuche liefert eine Lösung mit den geringsten Pfadkosten (siehe
// MitSchrittkosten) und das Ergebnis mit den Zählern.
func UniformeKostensuche[Z comparable, A any](problem Suchproblem[Z, A], opts ...Option) ([]A, Ergebnis, error) {
	return NeueUniformeKostensuche(problem, opts...).Loese()
}

// NeueGierigeSuche bereitet die gierige Bestensuche vor (greedy in der Lektion
// „Suchalgorithmen“, F = h), die man mit Schritt Schritt für Schritt ausführt. Sie
// untersucht immer den Knoten, der nach der Heuristik h dem Ziel am nächsten scheint, und
// verwirft jeden Folgeknoten, dessen Zustand schon bekannt ist.
func NeueGierigeSuche[Z comparable, A any](problem Suchproblem[Z, A], h Heuristik[Z], opts ...Option) *Suche[Z, A] {
	return neueSuche(problem, gierigeSuche, h, opts)
}

// GierigeSuche ist die gierige Bestensuche (siehe NeueGierigeSuche). Sie findet oft
// schnell eine Lösung, aber meist nicht die kürzeste.
func GierigeSuche[Z comparable, A any](problem Suchproblem[Z, A], h Heuristik[Z], opts ...Option) ([]A, Ergebnis, error) {
	return NeueGierigeSuche(problem, h, opts...).Loese()
}

// NeueASternSuche bereitet die A*-Suche vor (astar in der Lektion „Suchalgorithmen“,
// F = g + h), die man mit Schritt Schritt für Schritt ausführt.
func NeueASternSuche[Z comparable, A any](problem Suchproblem[Z, A], h Heuristik[Z], opts ...Option) *Suche[Z, A] {
	return neueSuche(problem, aSternSuche, h, opts)
}

// ASternSuche ist die A*-Suche (siehe NeueASternSuche). Ist die Heuristik h konsistent
// (siehe Heuristik) – wie die Heuristiken „falsch platzierte Plättchen“ und
// „Manhattan-Distanz“ beim Schiebepuzzle –, ist die Lösung optimal: Sie hat die
// geringsten Pfadkosten. Mit h = 0 verhält sie sich wie die uniforme Kostensuche.
func ASternSuche[Z comparable, A any](problem Suchproblem[Z, A], h Heuristik[Z], opts ...Option) ([]A, Ergebnis, error) {
	return NeueASternSuche(problem, h, opts...).Loese()
}
