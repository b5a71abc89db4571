// Package exercises ist die Übung zum 15-Puzzle: Schreibe die Funktionen der Aufgaben a)
// bis f) – GetMoves, IsGoal, BFS, NumWrongHeuristic, AStar und ManhattanHeuristic. Jede
// Aufgabe steht in einer eigenen Datei (a_getmoves.go, b_isgoal.go, …); die Stelle, an der
// du schreibst, ist mit „DEIN CODE HIER“ markiert. Position, PrintPosition, ShowSolution
// und PriorityQueue sind vorgegeben (position.go, prioqueue.go).
//
// go test ./exercises bewertet deine Lösung: Jede Aufgabe wird für sich geprüft, mit
// Punkten und einer Rückmeldung, was auf welcher Position falsch ist.
package exercises
