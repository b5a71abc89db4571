// Package lesson ist die Bibliothek zur Unterrichtseinheit „Suche und Constraint
// Satisfaction“: Schiebepuzzles, Suchprobleme und Suchalgorithmen, Constraint-Probleme
// (Kartenfärbung, Damenproblem, Sudoku) und die HTML-/SVG-Ansichten für die Notebooks.
//
// Die Namen folgen den Lektionen: Wer die Python-Fassung gelesen hat, findet jede
// Funktion unter dem bekannten Namen in Go-Schreibweise wieder (moegliche_zuege wird
// MoeglicheZuege, get_moves wird GetMoves).
package lesson
