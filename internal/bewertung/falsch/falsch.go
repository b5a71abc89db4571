// Package falsch enthält typische falsche Lösungen der Übung zum 15-Puzzle als Testdaten:
// Die Tests von internal/bewertung beweisen, dass jede von ihnen auf der richtigen Aufgabe
// Punkte verliert. Jede Funktion hat die Signatur der Aufgabe und ist bis auf den
// beschriebenen Fehler richtig; die übrigen Funktionen kommen aus der Musterlösung.
package falsch

import (
	"os"

	ex "github.com/kisuche/kisuche/solutions"
)

// loch liefert das Feld des Lochs.
func loch(pos ex.Position) int {
	for i, z := range pos {
		if z == 0 {
			return i
		}
	}
	return -1
}

// schiebe tauscht das Loch mit Feld n.
func schiebe(pos ex.Position, hole, n int) ex.Position {
	pos[hole], pos[n] = pos[n], 0
	return pos
}

// GetMovesUmbruch prüft links und rechts nur, ob der Index im Feld liegt: Das Loch springt
// über den Rand einer Reihe (von Feld 4 nach Feld 3).
func GetMovesUmbruch(pos ex.Position) []ex.Position {
	hole := loch(pos)
	var moves []ex.Position
	for _, n := range []int{hole - 4, hole - 1, hole + 1, hole + 4} {
		if n >= 0 && n < 16 {
			moves = append(moves, schiebe(pos, hole, n))
		}
	}
	return moves
}

// GetMovesOhneUnten vergisst die Richtung nach unten.
func GetMovesOhneUnten(pos ex.Position) []ex.Position {
	hole := loch(pos)
	var moves []ex.Position
	if hole >= 4 {
		moves = append(moves, schiebe(pos, hole, hole-4))
	}
	if hole%4 != 0 {
		moves = append(moves, schiebe(pos, hole, hole-1))
	}
	if hole%4 != 3 {
		moves = append(moves, schiebe(pos, hole, hole+1))
	}
	return moves
}

// IsGoalNurLoch prüft nur, ob das Loch unten rechts ist.
func IsGoalNurLoch(pos ex.Position) bool { return pos[15] == 0 }

// BFSZweimal ist eine Baumsuche: Sie merkt sich die expandierten Positionen nicht und
// expandiert dieselbe Position immer wieder (hält aber MaxSteps ein).
func BFSZweimal(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
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
		for _, next := range zuege(pos) {
			if _, ok := predecessors[next]; !ok && next != startPos {
				predecessors[next] = pos
			}
			queue = append(queue, next)
		}
	}
	return predecessors, numSteps, ex.ErrFringeLeer
}

// BFSSpeicher ist eine Baumsuche ohne Schrittlimit: Die Fringe wächst, bis der Speicher
// voll ist.
func BFSSpeicher(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	predecessors := map[ex.Position]ex.Position{}
	queue := []ex.Position{startPos}
	numSteps := 0
	for len(queue) > 0 {
		numSteps++
		pos := queue[0]
		queue = queue[1:]
		if ex.IsGoal(pos) && numSteps > 1<<40 { // findet das Ziel „nie“
			return predecessors, numSteps, nil
		}
		for _, next := range zuege(pos) {
			predecessors[next] = pos
			queue = append(queue, next)
		}
	}
	return predecessors, numSteps, ex.ErrFringeLeer
}

// BFSKette speichert die Vorgänger verkehrt herum: predecessors[pos] = next. Die Kette
// vom Ziel zurück zum Start existiert nicht.
func BFSKette(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	expanded := map[ex.Position]bool{}
	seen := map[ex.Position]bool{startPos: true}
	predecessors := map[ex.Position]ex.Position{}
	queue := []ex.Position{startPos}
	numSteps := 0
	for len(queue) > 0 {
		numSteps++
		pos := queue[0]
		queue = queue[1:]
		if ex.IsGoal(pos) {
			return predecessors, numSteps, nil
		}
		expanded[pos] = true
		for _, next := range zuege(pos) {
			if !expanded[next] && !seen[next] {
				seen[next] = true
				queue = append(queue, next)
				predecessors[pos] = next
			}
		}
	}
	return predecessors, numSteps, ex.ErrFringeLeer
}

// BFSPanik schreibt in eine Map, die nie angelegt wurde: panic.
func BFSPanik(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	var predecessors map[ex.Position]ex.Position
	queue := []ex.Position{startPos}
	for len(queue) > 0 {
		pos := queue[0]
		queue = queue[1:]
		for _, next := range zuege(pos) {
			predecessors[next] = pos
			queue = append(queue, next)
		}
	}
	return predecessors, 0, nil
}

// NumWrongMitLoch zählt das Loch mit.
func NumWrongMitLoch(pos ex.Position) int {
	n := 0
	for i, z := range pos {
		if z != ex.GoalPos[i] {
			n++
		}
	}
	return n
}

// ManhattanMitLoch zählt auch die Entfernung des Lochs zu seinem Zielfeld.
func ManhattanMitLoch(pos ex.Position) int {
	d := 0
	for i, z := range pos {
		ziel := int(z) - 1
		if z == 0 {
			ziel = 15
		}
		d += abs(i/4-ziel/4) + abs(i%4-ziel%4)
	}
	return d
}

// ManhattanFalscherIndex rechnet mit Zielfeld z statt z-1.
func ManhattanFalscherIndex(pos ex.Position) int {
	d := 0
	for i, z := range pos {
		if z != 0 {
			d += abs(i/4-int(z)/4) + abs(i%4-int(z)%4)
		}
	}
	return d
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// AStarZielBeimErzeugen prüft schon die erzeugten Nachfolger auf das Ziel (und den Start
// gar nicht).
func AStarZielBeimErzeugen(startPos ex.Position, heuristic func(ex.Position) int) (map[ex.Position]ex.Position, int, error) {
	expanded := map[ex.Position]bool{}
	predecessors := map[ex.Position]ex.Position{}
	best := map[ex.Position]int{startPos: 0}
	var queue ex.PriorityQueue
	queue.Put(heuristic(startPos), 0, startPos)
	numSteps := 0
	for queue.Len() > 0 {
		numSteps++
		if numSteps > ex.MaxSteps {
			return predecessors, numSteps, ex.ErrMaxSteps
		}
		_, g, pos := queue.Get()
		if expanded[pos] {
			continue
		}
		expanded[pos] = true
		for _, next := range zuege(pos) {
			if expanded[next] {
				continue
			}
			if b, ok := best[next]; ok && b <= g+1 {
				continue
			}
			best[next] = g + 1
			predecessors[next] = pos
			if ex.IsGoal(next) {
				return predecessors, numSteps, nil
			}
			queue.Put(heuristic(next)+g+1, g+1, next)
		}
	}
	return predecessors, numSteps, ex.ErrFringeLeer
}

// AStarOhneUpdate legt jede Position nur beim ersten Erzeugen in die Fringe und übernimmt
// später gefundene bessere Wege nicht.
func AStarOhneUpdate(startPos ex.Position, heuristic func(ex.Position) int) (map[ex.Position]ex.Position, int, error) {
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
			if _, gesehen := predecessors[next]; gesehen || expanded[next] {
				continue
			}
			predecessors[next] = pos
			queue.Put(heuristic(next)+g+1, g+1, next)
		}
	}
	return predecessors, numSteps, ex.ErrFringeLeer
}

// AStarSchleife vergisst, den nächsten Knoten aus der Fringe zu nehmen: Sie expandiert
// den Start immer wieder und endet nie.
func AStarSchleife(startPos ex.Position, heuristic func(ex.Position) int) (map[ex.Position]ex.Position, int, error) {
	predecessors := map[ex.Position]ex.Position{}
	pos := startPos
	numSteps := 0
	for !ex.IsGoal(pos) {
		numSteps++
		for _, next := range zuege(pos) {
			if heuristic(next) < 0 {
				pos = next
			}
		}
	}
	return predecessors, numSteps, nil
}

// ManhattanRekursion ruft sich selbst endlos auf: Der Stack läuft über.
func ManhattanRekursion(pos ex.Position) int {
	pos[0]++
	return ManhattanRekursion(pos) + 1
}

// IsGoalBeendet beendet das ganze Programm mit os.Exit – wie log.Fatal.
func IsGoalBeendet(pos ex.Position) bool {
	if pos == ex.GoalPos {
		os.Exit(0)
	}
	return false
}

// AStarEigeneHeuristik ignoriert den Parameter heuristic und benutzt immer
// ManhattanHeuristic.
func AStarEigeneHeuristik(startPos ex.Position, heuristic func(ex.Position) int) (map[ex.Position]ex.Position, int, error) {
	return ex.AStar(startPos, ex.ManhattanHeuristic)
}

// BFSNurSchritte sucht gar nicht und meldet nur eine Schrittzahl, die jede Schranke erfüllt.
func BFSNurSchritte(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	return nil, 1, nil
}

// BFSMitAStar ist keine Breitensuche: Sie ruft A* mit der Manhattan-Heuristik auf. Die
// Lösungen sind kürzeste, aber es werden viel weniger Positionen expandiert.
func BFSMitAStar(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	return ex.AStar(startPos, ex.ManhattanHeuristic)
}
