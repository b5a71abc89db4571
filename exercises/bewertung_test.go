package exercises

import (
	"testing"

	"github.com/kisuche/kisuche/internal/bewertung"
)

// TestBewertung bewertet die sechs Aufgaben, jede in einem eigenen Prozess, und gibt einen
// Bericht mit Punkten und Rückmeldungen aus. Ein Absturz oder eine Endlosschleife in einer
// Aufgabe kostet nur deren Punkte. Nur eine Aufgabe prüfen, zum Beispiel c):
//
//	go test -run TestBewertung/c_ ./exercises
func TestBewertung(t *testing.T) {
	bewertung.Pruefe(t, bewertung.Kandidat[Position]{
		GetMoves:           GetMoves,
		IsGoal:             IsGoal,
		BFS:                BFS,
		NumWrongHeuristic:  NumWrongHeuristic,
		AStar:              AStar,
		ManhattanHeuristic: ManhattanHeuristic,
	})
}
