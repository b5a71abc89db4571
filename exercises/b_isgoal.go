// Geschrieben von Notebook 4 (Prüfsumme 1827692914). Änderst du diese Datei hier im Editor,
// überschreibt das Notebook sie nicht mehr – dann gilt, was hier steht.

package exercises

// IsGoal prüft, ob pos die Zielposition GoalPos ist: die Zahlen 1 bis 15 aufsteigend,
// das Loch unten rechts.
//
// Hinweis: Positionen sind Arrays; zwei Arrays vergleicht man in Go direkt mit ==.
func IsGoal(pos Position) bool {
	// DEIN CODE HIER
	return false // noch nicht implementiert
}
