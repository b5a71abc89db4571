package exercises

// IsGoal prüft, ob pos die Zielposition GoalPos ist: die Zahlen 1 bis 15 aufsteigend,
// das Loch unten rechts.
//
// Hinweis: Positionen sind Arrays; zwei Arrays vergleicht man in Go direkt mit ==.
func IsGoal(pos Position) bool {
	// DEIN CODE HIER
	return false // noch nicht implementiert
}
