// Package exercises ist die Übung zum 15-Puzzle: Schreibe die Funktionen der Aufgaben a)
// bis f) – GetMoves, IsGoal, BFS, NumWrongHeuristic, AStar und ManhattanHeuristic. Jede
// Aufgabe steht in einer eigenen Datei (a_getmoves.go, b_isgoal.go, …); die Stelle, an der
// du schreibst, ist mit „DEIN CODE HIER“ markiert. Position, PrintPosition, ShowSolution
// und PriorityQueue sind vorgegeben (position.go, prioqueue.go).
//
// go test ./exercises gibt Rückmeldung zu deiner Lösung: die Beispiele der Lektion
// (lektion_test.go) und – im Repository der Lehrkraft – die ausführliche Prüfung mit Punkten.
// Die Note vergibt die Lehrkraft mit dem Programm bewerten, das deine Dateien abgeschottet,
// mit festen Limits und weiteren Positionen prüft. Erlaubt sind nur Importe aus der
// Standardbibliothek ohne Dateien, Prozesse und Netz (fmt, errors, container/heap, slices,
// maps, sort, strings, math, …).
package exercises
