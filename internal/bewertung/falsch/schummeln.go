package falsch

import (
	ex "github.com/kisuche/kisuche/solutions"
)

// Abgaben, die Punkte ohne den Algorithmus holen wollen: Sie melden richtige Lösungen und
// Schrittzahlen, expandieren aber etwas anderes. Nur die Beobachtung der Aufrufe von
// GetMoves (bewerten) deckt sie auf.

// BFSOhneExpandieren holt Lösung und Schrittzahl von einer Suche, die GetMoves nicht
// beobachtet aufruft (wie eine Tabelle oder eine eigene Zugfunktion).
func BFSOhneExpandieren(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	return ex.BFS(startPos)
}

// BFSNurDerPfad wie BFSOhneExpandieren, ruft GetMoves aber auf jeder Position des
// Lösungspfads auf, damit jeder Vorgänger „expandiert“ ist.
func BFSNurDerPfad(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	pred, n, err := ex.BFS(startPos)
	if err != nil {
		return pred, n, err
	}
	for pos := ex.GoalPos; pos != startPos; {
		vor := pred[pos]
		zuege(vor)
		pos = vor
	}
	return pred, n, nil
}

// AStarMitDetektor übernimmt bessere Wege nicht (wie AStarOhneUpdate), erkennt aber eine
// Heuristik, die sich zwischen Nachbarn um mehr als 1 ändert (die Falle des
// Prüfprogramms), und sucht dann ohne Heuristik mit einer richtigen Suche weiter.
func AStarMitDetektor(startPos ex.Position, heuristic func(ex.Position) int) (map[ex.Position]ex.Position, int, error) {
	expanded := map[ex.Position]bool{}
	predecessors := map[ex.Position]ex.Position{}
	var queue ex.PriorityQueue
	queue.Put(heuristic(startPos), 0, startPos)
	numSteps := 0
	for queue.Len() > 0 {
		numSteps++
		if numSteps > ex.MaxSteps {
			return predecessors, numSteps, ex.ErrMaxSteps
		}
		_, g, pos := queue.Get()
		if ex.IsGoal(pos) {
			return predecessors, numSteps, nil
		}
		expanded[pos] = true
		for _, next := range zuege(pos) {
			if d := heuristic(next) - heuristic(pos); d > 1 || d < -1 {
				return ucs(startPos)
			}
			if _, gesehen := predecessors[next]; gesehen || expanded[next] {
				continue
			}
			predecessors[next] = pos
			queue.Put(heuristic(next)+g+1, g+1, next)
		}
	}
	return predecessors, numSteps, ex.ErrFringeLeer
}

// ucs ist eine richtige Suche mit gleichen Kosten (A* mit h = 0 und Übernahme besserer
// Wege), beobachtet.
func ucs(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	expanded := map[ex.Position]bool{}
	predecessors := map[ex.Position]ex.Position{}
	best := map[ex.Position]int{startPos: 0}
	var queue ex.PriorityQueue
	queue.Put(0, 0, startPos)
	numSteps := 0
	for queue.Len() > 0 {
		numSteps++
		_, g, pos := queue.Get()
		if expanded[pos] {
			continue
		}
		if ex.IsGoal(pos) {
			return predecessors, numSteps, nil
		}
		expanded[pos] = true
		for _, next := range zuege(pos) {
			if b, ok := best[next]; expanded[next] || (ok && b <= g+1) {
				continue
			}
			best[next] = g + 1
			predecessors[next] = pos
			queue.Put(g+1, g+1, next)
		}
	}
	return predecessors, numSteps, ex.ErrFringeLeer
}

// AStarZielErzeugtGepolstert prüft das Ziel beim Erzeugen (wie AStarZielBeimErzeugen),
// meldet aber die Schrittzahl einer richtigen Suche, die es unbeobachtet nebenher rechnet.
func AStarZielErzeugtGepolstert(startPos ex.Position, heuristic func(ex.Position) int) (map[ex.Position]ex.Position, int, error) {
	_, n, _ := ex.AStar(startPos, heuristic)
	if ex.IsGoal(startPos) {
		return map[ex.Position]ex.Position{}, n, nil
	}
	pred, _, err := AStarZielBeimErzeugen(startPos, heuristic)
	return pred, n, err
}
