// Geschrieben von Notebook 4 (Prüfsumme 1508269662). Änderst du diese Datei hier im Editor,
// überschreibt das Notebook sie nicht mehr – dann gilt, was hier steht.

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
// in die Fringe und würde mehrmals expandiert. Eine Map map[Position]bool beantwortet
// „wurde pos schon expandiert?“ in konstanter Zeit, eine Liste bräuchte lineare Zeit.
// Ebenso speichern wir die Vorgänger in einer Map map[Position]Position.
//
// Ist die Fringe leer, liefert BFS ErrFringeLeer; nach MaxSteps Schritten bricht sie mit
// ErrMaxSteps ab; eine ungültige startPos meldet sie mit dem Fehler von CheckPosition.
func BFS(startPos Position) (predecessors map[Position]Position, numSteps int, err error) {
	if err := CheckPosition(startPos); err != nil {
		return nil, 0, err
	}
	expandedNodes := map[Position]bool{}
	predecessors = map[Position]Position{}
	queue := []Position{startPos}
	for len(queue) > 0 {
		numSteps++
		if numSteps > MaxSteps {
			return predecessors, numSteps, ErrMaxSteps
		}
		// DEIN CODE HIER
		_ = expandedNodes // Diese Zeile löschen, sobald du expandedNodes benutzt.
		return predecessors, numSteps, ErrNichtImplementiert
	}
	return predecessors, numSteps, ErrFringeLeer
}
