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

func ExampleGetMoves() {
	for _, pos := range GetMoves(Position{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 11, 0, 13, 14, 15, 12}) {
		fmt.Println(pos)
	}
	kaputt := Position{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}
	fmt.Println(GetMoves(kaputt)) // keine gültige Position: kein Loch
	// Output:
	// [5 1 3 4 6 9 7 0 2 10 11 8 13 14 15 12]
	// [5 1 3 4 6 9 7 8 2 10 0 11 13 14 15 12]
	// [5 1 3 4 6 9 7 8 2 10 11 12 13 14 15 0]
	// []
}

func ExampleNumWrongHeuristic() {
	fmt.Println(NumWrongHeuristic(GoalPos), NumWrongHeuristic(StartPos))
	// Output: 0 7
}

func ExampleManhattanHeuristic() {
	fmt.Println(ManhattanHeuristic(GoalPos), ManhattanHeuristic(StartPos))
	// Output: 0 10
}
