package falsch

import (
	"github.com/kisuche/kisuche/internal/bewertung/richtig"
	ex "github.com/kisuche/kisuche/solutions"
)

// Lösungen, die knapp neben einer Regel des Prüfers liegen: Jede ist fast richtig und muss
// trotzdem die Punkte der Regel verlieren.

// GetMovesDoppelt liefert die richtigen Züge und den ersten davon noch einmal.
func GetMovesDoppelt(pos ex.Position) []ex.Position {
	zuege := ex.GetMoves(pos)
	return append(zuege, zuege[0])
}

// IsGoalOhneLetzte vergleicht nur die ersten 14 Felder mit dem Ziel: Die Position mit 15
// und Loch vertauscht gilt als Ziel.
func IsGoalOhneLetzte(pos ex.Position) bool {
	for i := range 14 {
		if pos[i] != ex.GoalPos[i] {
			return false
		}
	}
	return true
}

// BFSSprung sucht richtig (wie die Lektion), lässt in der Kette der Vorgänger aber einen Zug aus: Der
// Vorgänger des Ziels ist die Position zwei Züge davor.
func BFSSprung(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	pred, n, err := richtig.BFSWieLektion(startPos)
	if v, ok := pred[ex.GoalPos]; ok && v != startPos {
		if vv, ok := pred[v]; ok {
			pred[ex.GoalPos] = vv
		}
	}
	return pred, n, err
}

// BFSNullSchritte sucht richtig (wie die Lektion), meldet aber numSteps = 0.
func BFSNullSchritte(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	pred, _, err := richtig.BFSWieLektion(startPos)
	return pred, 0, err
}

// AStarOhneZielSchritt sucht richtig (wie die Lektion), zählt aber das Herausnehmen des
// Ziels nicht mit (numSteps eins zu klein).
func AStarOhneZielSchritt(startPos ex.Position, heuristic func(ex.Position) int) (map[ex.Position]ex.Position, int, error) {
	pred, n, err := richtig.AStarWieLektion(startPos, heuristic)
	return pred, n - 1, err
}
