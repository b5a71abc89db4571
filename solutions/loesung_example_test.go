package exercises

import "fmt"

// Die Zahlen aus der Lektion: BFS braucht zehntausende Schritte, A* mit der Heuristik
// „falsch platzierte Zahlen“ weniger als 300, mit der Manhattan-Heuristik etwa 70.
func ExampleBFS() {
	predecessors, numSteps, err := BFS(StartPos)
	lenSol := pfadLaenge(StartPos, GoalPos, predecessors)
	fmt.Printf("Länge der Lösung: %d, Anzahl an Steps: %d, Fehler: %v\n", lenSol, numSteps, err)
	// Output: Länge der Lösung: 15, Anzahl an Steps: 68433, Fehler: <nil>
}

func ExampleAStar() {
	for _, h := range []struct {
		name string
		f    func(Position) int
	}{{"NumWrongHeuristic", NumWrongHeuristic}, {"ManhattanHeuristic", ManhattanHeuristic}} {
		predecessors, numSteps, err := AStar(StartPos, h.f)
		lenSol := pfadLaenge(StartPos, GoalPos, predecessors)
		fmt.Printf("%s: Länge der Lösung: %d, Anzahl an Steps: %d, Fehler: %v\n", h.name, lenSol, numSteps, err)
	}
	// Output:
	// NumWrongHeuristic: Länge der Lösung: 15, Anzahl an Steps: 216, Fehler: <nil>
	// ManhattanHeuristic: Länge der Lösung: 15, Anzahl an Steps: 61, Fehler: <nil>
}

// pfadLaenge zählt die Positionen von start bis final über predecessors (wie ShowSolution,
// aber ohne Ausgabe).
func pfadLaenge(start, final Position, predecessors map[Position]Position) int {
	n := 1
	for ; final != start && n <= len(predecessors)+1; n++ {
		final = predecessors[final]
	}
	return n
}
