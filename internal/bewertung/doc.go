// Package bewertung enthält die verborgenen Tests der Übung zum 15-Puzzle: Es prüft die
// sechs Aufgaben (GetMoves, IsGoal, BFS, NumWrongHeuristic, AStar, ManhattanHeuristic)
// einer Lösung, jede für sich, vergibt Punkte und schreibt eine deutsche Rückmeldung.
//
// Die Tests in exercises/ und solutions/ (bewertung_test.go, in beiden Ordnern gleich)
// rufen nur Pruefe auf. Pruefe startet für jede Aufgabe einen eigenen Kindprozess – die
// Testdatei selbst, mit einer Umgebungsvariable, die die Aufgabe nennt – mit Zeit- und
// Speicherlimit. Ein panic, eine Endlosschleife oder eine Suche, die den Speicher füllt,
// kostet deshalb nur die Punkte dieser Aufgabe.
//
// Jede richtige Lösung besteht, gleich in welcher Reihenfolge GetMoves die Züge liefert und
// wie AStar bei gleichen Kosten entscheidet: Die Prüfungen vergleichen Mengen, prüfen Pfade
// Zug für Zug und ihre Länge gegen ein eigenes Orakel (Breitensuche und IDA* auf einer
// eigenen Darstellung des Puzzles) und begrenzen die Schrittzahlen nur durch Schranken, die
// für jede richtige Implementierung gelten.
package bewertung
