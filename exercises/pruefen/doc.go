// Package pruefen enthält die sichtbaren Prüfungen der Übung zum 15-Puzzle: die Beispiele
// der Lektion mit ihren richtigen Ergebnissen und die deutschen Sätze, mit denen ein
// falsches Ergebnis gemeldet wird.
//
// Dieselben Prüfungen laufen an drei Stellen, und was eine von ihnen ablehnt, lehnen alle
// drei mit demselben Satz ab:
//
//   - in den Prüfzellen von Notebook 4: pruefen.Aufgabe("a") führt
//     go test -run TestLektion/a_ ./exercises aus und zeigt das Ergebnis wie die Lektion;
//   - in go test ./exercises (TestLektion in exercises/lektion_test.go);
//   - im Teil „Beispiele aus der Lektion“ jeder Aufgabe, wenn die Lehrkraft mit bewerten
//     die Note vergibt.
//
// Die Bewertung prüft darüber hinaus verborgene Fälle (mehr Positionen, Schrittzahlen,
// feste Limits): Wer alle Beispiele der Lektion besteht, hat deshalb noch nicht alle Punkte.
//
// Die Prüfungen sind generisch im Typ der Position (jeder Typ mit 16 int8, etwa
// exercises.Position) und rufen die Funktionen der Übung als Parameter auf. Sie fangen
// weder ein panic noch eine Endlosschleife ab: Das tut, wer sie aufruft (der Test mit einem
// Zeitlimit, die Bewertung mit einem eigenen Prozess pro Aufgabe).
package pruefen
