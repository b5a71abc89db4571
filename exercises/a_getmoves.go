// Geschrieben von Notebook 4 (Prüfsumme 1341622405). Änderst du diese Datei hier im Editor,
// überschreibt das Notebook sie nicht mehr – dann gilt, was hier steht.

package exercises

// GetMoves berechnet alle Positionen, die man von pos aus mit einem Zug erreicht: Eine
// (waagrecht oder senkrecht) benachbarte Kachel wird in das Loch geschoben.
//
// Um die Suchalgorithmen aus der Vorlesung anzuwenden, müssen wir einen Knoten expandieren
// können. Ist das Loch auf einem der vier mittleren Felder, gibt es 4 mögliche Züge; ist
// es am Rand oder in einer Ecke, gibt es 3 bzw. nur 2.
//
// Hinweise:
//   - Den Index des Lochs findest du mit einer Schleife über pos, die beim Feld mit der 0
//     anhält (oder mit slices.Index(pos[:], 0)).
//   - Du musst 4 Fälle unterscheiden: ob das Loch am linken, rechten, oberen oder unteren
//     Rand liegt. Dort ist der Zug in diese Richtung nicht möglich.
//   - Benutze den Modulo-Operator % und >= bzw. <, um zu testen, wo das Loch liegt.
//     Achtung: Das Feld links von Feld 4 ist nicht Feld 3 – das liegt am Ende der Reihe
//     darüber!
//   - newPos := pos kopiert die Position (ein Array wird beim Zuweisen kopiert). In die
//     Kopie kannst du den neuen Zug schreiben, ohne pos zu verändern.
//   - moves = append(moves, newPos) fügt die neue Position der Ergebnisliste hinzu.
//
// Die Reihenfolge der Positionen im Ergebnis ist beliebig.
func GetMoves(pos Position) []Position {
	var moves []Position
	// DEIN CODE HIER
	return moves // noch nicht implementiert: liefert keine Positionen
}
