// Package richtig enthält andere richtige Lösungen der Übung zum 15-Puzzle als Testdaten:
// andere Zugreihenfolgen, andere Fringe-Verwaltung, andere Entscheidungen bei gleichen
// Kosten. Die Tests von internal/bewertung beweisen, dass jede die volle Punktzahl bekommt –
// die Bewertung hängt nicht davon ab, wie eine richtige Lösung im Einzelnen vorgeht.
package richtig

import (
	"slices"

	ex "github.com/kisuche/kisuche/solutions"
)

// GetMovesRueckwaerts liefert die Züge in umgekehrter Reihenfolge (unten, rechts, links,
// oben) und findet das Loch mit slices.Index.
func GetMovesRueckwaerts(pos ex.Position) []ex.Position {
	Beobachte(pos)
	hole := slices.Index(pos[:], 0)
	var moves []ex.Position
	ziele := []struct {
		n  int
		ok bool
	}{
		{hole + 4, hole < 12},
		{hole + 1, hole%4 < 3},
		{hole - 1, hole%4 > 0},
		{hole - 4, hole >= 4},
	}
	for _, z := range ziele {
		if z.ok {
			neu := pos
			neu[hole], neu[z.n] = neu[z.n], 0
			moves = append(moves, neu)
		}
	}
	return moves
}

// BFSWieLektion folgt dem Pseudocode der Lektion wörtlich: Eine Position kann mehrmals in
// der Fringe stehen und wird dann mehrmals expandiert; der Vorgänger wird jedes Mal
// überschrieben. Sie benutzt GetMovesRueckwaerts.
func BFSWieLektion(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	expanded := map[ex.Position]bool{}
	predecessors := map[ex.Position]ex.Position{}
	queue := []ex.Position{startPos}
	numSteps := 0
	for len(queue) > 0 {
		numSteps++
		if numSteps > ex.MaxSteps {
			return predecessors, numSteps, ex.ErrMaxSteps
		}
		pos := queue[0]
		queue = queue[1:]
		if ex.IsGoal(pos) {
			return predecessors, numSteps, nil
		}
		expanded[pos] = true
		for _, next := range GetMovesRueckwaerts(pos) {
			if !expanded[next] {
				queue = append(queue, next)
				predecessors[next] = pos
			}
		}
	}
	return predecessors, numSteps, ex.ErrFringeLeer
}

// BFSZielBeimErzeugen prüft (wie in manchen Lehrbüchern) schon die erzeugten Nachfolger
// auf das Ziel – für die Breitensuche ebenfalls optimal – und den Start vorab.
func BFSZielBeimErzeugen(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	predecessors := map[ex.Position]ex.Position{}
	if ex.IsGoal(startPos) {
		return predecessors, 1, nil
	}
	seen := map[ex.Position]bool{startPos: true}
	queue := []ex.Position{startPos}
	numSteps := 0
	for len(queue) > 0 {
		numSteps++
		if numSteps > ex.MaxSteps {
			return predecessors, numSteps, ex.ErrMaxSteps
		}
		pos := queue[0]
		queue = queue[1:]
		for _, next := range zuege(pos) {
			if seen[next] {
				continue
			}
			seen[next] = true
			predecessors[next] = pos
			if ex.IsGoal(next) {
				return predecessors, numSteps, nil
			}
			queue = append(queue, next)
		}
	}
	return predecessors, numSteps, ex.ErrFringeLeer
}

// eintrag ist ein Eintrag der eigenen Fringe von AStarTiefeZuerst.
type eintrag struct {
	f, g int
	pos  ex.Position
}

// AStarTiefeZuerst verwaltet die Fringe als sortierten Slice und nimmt bei gleichem f den
// Eintrag mit dem größten g, bei gleichem g den zuletzt eingefügten. Vorgänger und Kosten
// aktualisiert es, wenn es einen besseren Weg findet; veraltete Einträge überspringt es.
func AStarTiefeZuerst(startPos ex.Position, heuristic func(ex.Position) int) (map[ex.Position]ex.Position, int, error) {
	predecessors := map[ex.Position]ex.Position{}
	best := map[ex.Position]int{startPos: 0}
	expanded := map[ex.Position]bool{}
	fringe := []eintrag{{heuristic(startPos), 0, startPos}}
	numSteps := 0
	for len(fringe) > 0 {
		numSteps++
		if numSteps > ex.MaxSteps {
			return predecessors, numSteps, ex.ErrMaxSteps
		}
		// Der beste Eintrag steht am Ende.
		e := fringe[len(fringe)-1]
		fringe = fringe[:len(fringe)-1]
		if expanded[e.pos] || e.g > best[e.pos] {
			continue
		}
		if ex.IsGoal(e.pos) {
			return predecessors, numSteps, nil
		}
		expanded[e.pos] = true
		for _, next := range zuege(e.pos) {
			g := e.g + 1
			if b, ok := best[next]; expanded[next] || (ok && b <= g) {
				continue
			}
			best[next] = g
			predecessors[next] = e.pos
			neu := eintrag{g + heuristic(next), g, next}
			// Absteigend nach f, bei gleichem f aufsteigend nach g: Das Ende ist das kleinste
			// f mit dem größten g; Gleiche kommen ans Ende (zuletzt eingefügt zuerst).
			i, _ := slices.BinarySearchFunc(fringe, neu, func(a, b eintrag) int {
				if a.f != b.f {
					return b.f - a.f
				}
				if a.g != b.g {
					return a.g - b.g
				}
				return -1
			})
			fringe = slices.Insert(fringe, i, neu)
		}
	}
	return predecessors, numSteps, ex.ErrFringeLeer
}

// AStarWieLektion folgt dem Pseudocode der Lektion mit der vorgegebenen PriorityQueue:
// Jeder noch nicht expandierte Nachfolger kommt in die Fringe, sein Vorgänger wird nur bei
// einem kürzeren Weg überschrieben, und beim Herausnehmen werden schon expandierte
// Positionen übersprungen. Sie benutzt GetMovesRueckwaerts.
func AStarWieLektion(startPos ex.Position, heuristic func(ex.Position) int) (map[ex.Position]ex.Position, int, error) {
	expanded := map[ex.Position]bool{}
	predecessors := map[ex.Position]ex.Position{}
	cost := map[ex.Position]int{startPos: 0}
	var queue ex.PriorityQueue
	queue.Put(heuristic(startPos), 0, startPos)
	numSteps := 0
	for queue.Len() > 0 {
		numSteps++
		if numSteps > ex.MaxSteps {
			return predecessors, numSteps, ex.ErrMaxSteps
		}
		_, bwCost, pos := queue.Get()
		if expanded[pos] {
			continue
		}
		if ex.IsGoal(pos) {
			return predecessors, numSteps, nil
		}
		expanded[pos] = true
		for _, next := range GetMovesRueckwaerts(pos) {
			if expanded[next] {
				continue
			}
			if c, ok := cost[next]; !ok || bwCost+1 < c {
				cost[next] = bwCost + 1
				predecessors[next] = pos
			}
			queue.Put(heuristic(next)+bwCost+1, bwCost+1, next)
		}
	}
	return predecessors, numSteps, ex.ErrFringeLeer
}
