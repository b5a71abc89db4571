package lesson

// MitFolgen ist ein optionales Interface für Suchprobleme, die alle Folgezustände eines
// Zustands auf einmal erzeugen können, schneller als einzeln über MoeglicheAktionen und
// FuehreAktionAus (etwa ohne eine eigene Speicheranforderung je Zustand). Die Suchen
// benutzen es, wenn das Problem es implementiert; die Ergebnisse bleiben dieselben.
type MitFolgen[Z comparable, A any] interface {
	// NeueFolgen liefert eine Funktion für genau eine Suche. Die Funktion hängt an
	// aktionen und zustaende die in zustand möglichen Aktionen und ihre Folgezustände an
	// und liefert die verlängerten Slices – dieselben Aktionen in derselben Reihenfolge
	// wie MoeglicheAktionen und dieselben Zustände wie FuehreAktionAus. Weil jede Suche
	// ihre eigene Funktion bekommt, darf diese sich Speicher merken und wiederverwenden.
	NeueFolgen() func(zustand Z, aktionen []A, zustaende []Z) ([]A, []Z)
}

// neueFolgen liefert die Folgen-Funktion für eine Suche auf problem: die des Problems,
// falls es MitFolgen implementiert, sonst eine über MoeglicheAktionen und FuehreAktionAus.
func neueFolgen[Z comparable, A any](problem Suchproblem[Z, A]) func(Z, []A, []Z) ([]A, []Z) {
	if mf, ok := problem.(MitFolgen[Z, A]); ok {
		return mf.NeueFolgen()
	}
	return func(zustand Z, aktionen []A, zustaende []Z) ([]A, []Z) {
		for _, a := range problem.MoeglicheAktionen(zustand) {
			aktionen = append(aktionen, a)
			zustaende = append(zustaende, problem.FuehreAktionAus(zustand, a))
		}
		return aktionen, zustaende
	}
}
