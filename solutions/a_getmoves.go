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
//
// Musterlösung: Die eigentliche Arbeit macht zuegeAnhaengen; GetMoves legt nur den Platz
// für das Ergebnis an. Das hat einen Grund, der mit Speicher zu tun hat: BFS ruft GetMoves
// für jede expandierte Position auf, von StartPos aus 68.433-mal. Legte jeder Aufruf seine
// Liste auf dem Heap an, entstünden über 4 MB Müll, den die Speicherbereinigung (garbage
// collector) wieder einsammeln muss. GetMoves ist aber so kurz, dass der Compiler sie an
// der Aufrufstelle einsetzt (Inlining): make([]Position, 0, 4) steht dann gleichsam in der
// Schleife von BFS. Dort sieht der Compiler, dass die Liste die Schleife nicht überlebt
// (Escape-Analyse), und legt die 4 Plätze auf den Stack – ohne Speicheranforderung und
// ohne Müll. Nachprüfen kann man das mit
//
//	go build -gcflags=-m ./solutions
//
// Die Ausgabe nennt für c_bfs.go „inlining call to GetMoves“ und „make([]Position, 0, 4)
// does not escape“; TestGetMovesOhneHeap prüft es bei jedem Testlauf. Stünde die ganze
// Arbeit in GetMoves selbst, wäre sie zu lang zum Einsetzen, und jede Liste käme auf den
// Heap.
func GetMoves(pos Position) []Position {
	return zuegeAnhaengen(make([]Position, 0, 4), pos) // höchstens 4 Züge: Platz für alle
}

// zuegeAnhaengen hängt die Positionen, die man von pos aus mit einem Zug erreicht, an moves
// an und liefert die verlängerte Liste (wie append). Ist pos ohne Loch, bleibt moves, wie
// es ist.
func zuegeAnhaengen(moves []Position, pos Position) []Position {
	hole := 0
	for hole < len(pos) && pos[hole] != 0 {
		hole++
	}
	if hole == len(pos) {
		return moves // keine gültige Position: kein Loch, kein Zug
	}
	zeile, spalte := hole/BoardWidth, hole%BoardWidth
	nachbarn := make([]int, 0, 4)
	if zeile > 0 {
		nachbarn = append(nachbarn, hole-BoardWidth) // oben
	}
	if spalte > 0 {
		nachbarn = append(nachbarn, hole-1) // links
	}
	if spalte < BoardWidth-1 {
		nachbarn = append(nachbarn, hole+1) // rechts
	}
	if zeile < BoardHeight-1 {
		nachbarn = append(nachbarn, hole+BoardWidth) // unten
	}
	for _, n := range nachbarn {
		newPos := pos
		newPos[hole], newPos[n] = pos[n], 0
		moves = append(moves, newPos)
	}
	return moves
}
