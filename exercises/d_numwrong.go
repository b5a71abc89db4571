// Geschrieben von Notebook 4 (Prüfsumme 668132997). Änderst du diese Datei hier im Editor,
// überschreibt das Notebook sie nicht mehr – dann gilt, was hier steht.

package exercises

// NumWrongHeuristic liefert die Anzahl der falsch platzierten Zahlen in pos – unsere erste
// Heuristik für A*, wie in der Vorlesung beschrieben.
//
// Das Loch zählen wir nicht als Zahl: Die Zielposition hat 0 falsch platzierte Zahlen,
// eine komplett durchmischte Position 15.
func NumWrongHeuristic(pos Position) int {
	numWrong := 0
	// DEIN CODE HIER
	numWrong = -1 // noch nicht implementiert: Diese Zeile löschen.
	return numWrong
}
