package lesson

// NeueTiefensuche bereitet eine Tiefensuche vor, die man mit Schritt Schritt für Schritt
// ausführt. Die Grenze ist ein Stapel (LIFO); die Folgeknoten kommen so darauf, dass der
// Folgeknoten der ersten möglichen Aktion als Nächstes untersucht wird. Wie bei
// BreitensucheGraph werden Folgeknoten verworfen, deren Zustand schon in der Closed List
// oder in der Grenze ist; so terminiert die Suche auf jedem endlichen Zustandsraum.
//
// Mit MaxTiefe wird sie zur tiefenbeschränkten Suche. Wegen der Duplikatprüfung kann sie
// dann eine Lösung übersehen, die nur über einen schon (tiefer) besuchten Zustand
// innerhalb der Grenze läge.
func NeueTiefensuche[Z comparable, A any](problem Suchproblem[Z, A], opts ...Option) *Suche[Z, A] {
	return neueSuche(problem, tiefensuche, nil, opts)
}

// Tiefensuche sucht zuerst in die Tiefe (siehe NeueTiefensuche) und liefert die Aktionen
// der gefundenen Lösung und das Ergebnis mit den Zählern. Die Lösung ist meist weit länger
// als nötig.
func Tiefensuche[Z comparable, A any](problem Suchproblem[Z, A], opts ...Option) ([]A, Ergebnis, error) {
	return NeueTiefensuche(problem, opts...).Loese()
}
