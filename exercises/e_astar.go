// Geschrieben von Notebook 4 (Prüfsumme 75171139). Änderst du diese Datei hier im Editor,
// überschreibt das Notebook sie nicht mehr – dann gilt, was hier steht.

package exercises

// AStar führt den A*-Algorithmus von startPos aus mit der Heuristik heuristic durch und
// liefert, sobald die Zielposition aus der Fringe genommen (expandiert) wird, die Vorgänger
// und die Anzahl der Schritte – wie BFS.
//
// Die Fringe ist eine Prioritätswarteschlange (PriorityQueue, wie queue.PriorityQueue in
// Python). Eine neue Position fügen wir mit
//
//	queue.Put(heuristic(pos)+bwCost, bwCost, pos)
//
// hinzu: Priorität ist Heuristik plus Backward-Kosten (bisherige Anzahl Züge). Die
// Backward-Kosten übergeben wir noch einmal separat, weil wir sie für die Backward-Kosten
// der Nachfolger brauchen. Den Eintrag mit den niedrigsten Kosten holt
//
//	cost, bwCost, pos := queue.Get()
//
// Damit die Implementierung modular bleibt, übergeben wir die Heuristik als Funktion,
// zum Beispiel AStar(StartPos, NumWrongHeuristic).
//
// Hinweise:
//   - Beim Expandieren erhöhen sich die Backward-Kosten der Nachfolger um 1.
//   - Prüfe erst beim Herausnehmen aus der Fringe, ob die Position das Ziel ist – nicht
//     schon beim Erzeugen der Nachfolger. Nur dann ist die Lösung garantiert optimal.
//   - Findest du für eine Position, die noch in der Fringe liegt, einen kürzeren Weg,
//     musst du ihren Vorgänger aktualisieren und sie mit den neuen Kosten noch einmal in
//     die Fringe legen. Einträge einer Position, die schon expandiert ist, überspringst du
//     beim Herausnehmen.
//
// Ist die Heuristik zulässig und konsistent (wie NumWrongHeuristic und
// ManhattanHeuristic), ist die gefundene Lösung optimal. Fehler wie bei BFS.
func AStar(startPos Position, heuristic func(Position) int) (predecessors map[Position]Position, numSteps int, err error) {
	if err := CheckPosition(startPos); err != nil {
		return nil, 0, err
	}
	expandedNodes := map[Position]bool{}
	predecessors = map[Position]Position{}
	var queue PriorityQueue
	queue.Put(heuristic(startPos), 0, startPos)
	for queue.Len() > 0 {
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
