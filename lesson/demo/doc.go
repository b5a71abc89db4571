// Package demo führt Suchen und Backtracking im Notebook Schritt für Schritt vor, mit
// Knöpfen und Schieberegler (GoNB-Widgets). Es ist das einzige Paket der Bibliothek, das
// GoNB einbindet.
//
//   - NeueSuchDemo mit SuchAnsicht (SchiebepuzzleAnsicht): eine lesson.Suche aufzeichnen
//   - NeueCSPDemo mit CSPAnsicht (AustralienAnsicht, DamenAnsicht, SudokuAnsicht): ein
//     Backtracking aufzeichnen
//   - ZeigeDemo: die Aufzeichnung mit ◀ Zurück, Schritt ▶, Abspielen, Bis zum Ziel,
//     Schieberegler und Beenden zeigen; ohne Browser (LiveFrontend) die statische Form
//   - Spiel, NeuesSpiel, SpieleLive: das Schiebepuzzle zum Anklicken, mit Zugzähler;
//     „Lösung zeigen“ spielt eine kürzeste Lösung vor
//   - VergleichHTML: die Diagramme und die Tabelle eines achtpuzzle.Vergleich
//   - Abspieler: die Logik von Vor und Zurück, ohne Anzeige
package demo
