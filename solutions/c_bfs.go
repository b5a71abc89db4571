package exercises

// BFS führt die Breitensuche (Graphsuche) von startPos aus durch und liefert, sobald die
// Zielposition aus der Fringe genommen wird, die Vorgänger (predecessors: für jede
// erreichte Position die Position, auf die GetMoves aufgerufen wurde) und die Anzahl der
// Schritte numSteps (wie oft ein Knoten aus der Fringe genommen wurde, der Zielknoten
// eingeschlossen).
//
// Weil jeder Zug Kosten 1 hat, entspricht die Breitensuche hier der Uniform-Cost-Search:
// Sie findet eine Lösung mit möglichst wenigen Zügen. Der Pseudocode aus der Vorlesung:
//
//	function GRAPH-SEARCH(problem, strategy) returns a solution, or failure
//	    initialize fringe using the initial state of the problem
//	    initialize predecessors as an empty dictionary
//	    initialize expanded_nodes as an empty dictionary
//	    loop do
//	        if there are no candidates in fringe then return failure
//	        choose a fringe node for expansion according to strategy (remove node from fringe list)
//	        if the node is a goal state then return corresponding solution
//	        else:
//	            expand the node
//	            set expanded_nodes of this node to True
//	            for each possible successor:
//	                if the successor is not in expanded_nodes:
//	                    add it to the fringe
//	                    select the currently expanded node of this successor as the predecessor
//	    end
//
// Die Fringe ist eine Warteschlange (Queue): Wir nehmen immer den Knoten, der zuerst
// hinzugefügt wurde. In Go genügt ein Slice: queue = append(queue, pos) hängt hinten an,
// pos := queue[0]; queue = queue[1:] nimmt vorne weg.
//
// Ohne die Menge expandedNodes wäre das eine Baumsuche: Derselbe Zustand käme immer wieder
// in die Fringe und würde mehrmals expandiert. Eine Map beantwortet „kenne ich pos schon?“
// in konstanter Zeit, eine Liste bräuchte lineare Zeit. Diese Musterlösung kommt mit einer
// Map aus, der Map der Vorgänger map[Position]Position: Jede Position, die dort steht, ist
// schon in der Fringe oder schon expandiert, und wir legen sie nicht noch einmal hinein.
// Nur die Startposition hat keinen Vorgänger; mit ihr vergleichen wir eigens. Weil so keine
// Position zweimal in die Fringe kommt, zählt numSteps genauso viele Schritte wie mit einer
// eigenen Map expandedNodes – die Suche braucht aber nur eine Map statt zwei.
//
// Größenhinweis: Von StartPos aus legt die Suche 135.040 Positionen in die Fringe (und in
// die Map), bis das Ziel herauskommt. Eine Map, die klein beginnt, muss Go dabei immer
// wieder vergrößern und alle Einträge neu einsortieren; ein Slice, dem der Platz ausgeht,
// wird in ein größeres umkopiert. make(map[Position]Position, sizeHint) reserviert gleich
// Platz für sizeHint Einträge, make([]Position, 0, sizeHint) ebenso für die Warteschlange;
// wächst die Suche darüber hinaus, vergrößert Go Map und Slice wie sonst auch. Das Ergebnis
// ist dasselbe, die Suche nur schneller.
//
// Wie groß soll der Hinweis sein? Etwas größer als das, was wirklich hineinkommt: 140.000.
// Mit 65.536 (1 << 16) müsste die Map gegen Ende einmal wachsen – alle Einträge neu
// einsortiert, und der alte Speicher würde Müll. Zu groß kostet aber auch etwas: Ein
// Prozess bekommt jede 4-KB-Seite seines Speichers erst vom Betriebssystem, wenn er sie
// zum ersten Mal anfasst (ein Seitenfehler, je etwa 1–2 µs), und die Map fasst alle ihre
// Plätze gleich bei make an.
// Eine doppelt so große Map kostete also doppelt so viele Seitenfehler, ohne schneller zu
// suchen. Beim Slice ist ungenutzter Platz dagegen fast umsonst: make reserviert ihn nur,
// angefasst wird jede Seite erst beim append. In einer Notebook-Zelle, die jedes Mal ein
// neuer Prozess ist, machen die Seitenfehler einen guten Teil der Laufzeit aus.
//
// Ist die Fringe leer, liefert BFS ErrFringeLeer; nach MaxSteps Schritten bricht sie mit
// ErrMaxSteps ab; eine ungültige startPos meldet sie mit dem Fehler von CheckPosition.
func BFS(startPos Position) (predecessors map[Position]Position, numSteps int, err error) {
	if err := CheckPosition(startPos); err != nil {
		return nil, 0, err
	}
	const sizeHint = 140_000 // Positionen; von StartPos aus werden es 135.040
	predecessors = make(map[Position]Position, sizeHint)
	queue := make([]Position, 0, sizeHint)
	queue = append(queue, startPos)
	for len(queue) > 0 {
		numSteps++
		if numSteps > MaxSteps {
			return predecessors, numSteps, ErrMaxSteps
		}
		pos := queue[0]
		queue = queue[1:]
		if IsGoal(pos) {
			return predecessors, numSteps, nil
		}
		for _, next := range GetMoves(pos) {
			if _, bekannt := predecessors[next]; bekannt || next == startPos {
				continue // schon in der Fringe oder schon expandiert
			}
			queue = append(queue, next)
			predecessors[next] = pos
		}
	}
	return predecessors, numSteps, ErrFringeLeer
}
