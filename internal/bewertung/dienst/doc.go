// Package dienst ist die Seite der Bewertung, die im Prozess der Abgabe läuft: Bedienen
// beantwortet die Aufrufe des Prüfprogramms (GetMoves dieser Position, BFS von dort, der
// Vorgänger jener Position, …), indem es die Funktionen der Abgabe aufruft, und schickt die
// Rückgabewerte zurück – nichts weiter.
//
// Punkte vergibt dieses Paket nicht, und es enthält weder die Prüfungen noch das Orakel:
// Was der Prozess der Abgabe schickt, sind Antworten auf Fragen, die das Prüfprogramm in
// einem eigenen Prozess nachrechnet. Eine Abgabe, die Zeilen ausgibt, den Prozess beendet
// oder Antworten fälscht, gewinnt damit nichts, was sie nicht auch mit einer Rückgabe
// hätte.
//
// Aufträge kommen auf Dateideskriptor 3, Antworten gehen auf Dateideskriptor 4; Standard-
// und Fehlerausgabe gehören der Abgabe.
package dienst
