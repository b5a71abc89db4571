// Geschrieben von Notebook 4 (Prüfsumme 3906345466). Änderst du diese Datei hier im Editor,
// überschreibt das Notebook sie nicht mehr – dann gilt, was hier steht.

package exercises

// BFS führt die Breitensuche (GRAPH-SEARCH aus dem Notebook) von startPos aus durch und
// liefert, sobald die Zielposition aus der Fringe genommen wird, die Vorgänger
// (predecessors: für jede erreichte Position die Position, auf die GetMoves aufgerufen
// wurde) und die Anzahl der Schritte numSteps (wie oft ein Knoten aus der Fringe genommen
// wurde, der Zielknoten eingeschlossen).
//
// Die Fringe ist eine Warteschlange: queue = append(queue, pos) hängt hinten an,
// pos := queue[0]; queue = queue[1:] nimmt vorne weg. Fehler: ErrFringeLeer (keine Lösung),
// ErrMaxSteps (nach MaxSteps Schritten) und der Fehler von CheckPosition (ungültige startPos).
func BFS(startPos Position) (predecessors map[Position]Position, numSteps int, err error) {
	if err := CheckPosition(startPos); err != nil {
		return nil, 0, err
	}
	expandedNodes := map[Position]bool{}
	predecessors = map[Position]Position{}
	queue := []Position{startPos}
	for len(queue) > 0 {
		numSteps++
		if numSteps > MaxSteps {
			return predecessors, numSteps, ErrMaxSteps
		}
		// DEIN CODE HIER
		_ = expandedNodes // Diese Zeile löschen, sobald du expandedNodes benutzt.
		return predecessors, numSteps, ErrNichtImplementiert
	}
	return predecessors, numSteps, ErrFringeLeer
}
