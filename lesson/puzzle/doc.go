// Package puzzle ist das Schiebepuzzle der Lektionen „Das Schiebepuzzle“ und „Suche“: Ein
// Zustand ist ein String wie 'CBD AFGEH' (Plättchen 'A' bis 'H', ein Leerzeichen für das
// freie Feld); dieselben Funktionen arbeiten mit jedem n×n-Puzzle bis 8×8, etwa dem
// 15-Puzzle ('A' bis 'O').
//
// Lektion „Das Schiebepuzzle“:
//
//   - PrettyStr, Pprint: einen Zustand als Quadrat darstellen (pretty_str, pprint)
//   - VerschiebePos: einen Zug ausführen (verschiebe_pos)
//   - MoeglicheZuege: die erlaubten Züge (moegliche_zuege)
//   - InteraktivesSpiel: „Löse ein Schiebepuzzle in weniger als 20 Zügen!“
//     (interaktives_spiel); liest die Züge aus einem io.Reader
//   - ErzeugeRandomWalk, ZugsequenzAusfuehren, RandomWalkAusfuehren: zufällige Züge und
//     Puzzles verschiedener Schwierigkeit; Anzeigen und MitZugnummern zeigen jeden Zug;
//     NeuerZufall liefert einen Zufallsgenerator mit Startwert
//   - PruefeZustand, IstLoesbar, PruefeAufgabe: gültige Zustände und Lösbarkeit
//     (Parität); Fehler ErrUngueltigerZustand, ErrUngueltigerZug (beide passen auf
//     lesson.ErrUngueltig) und ErrUnloesbar (passt auf lesson.ErrUnloesbar)
//
// Lektion „Suche“:
//
//   - Schiebepuzzle, NeuesSchiebepuzzle: das Schiebepuzzle als lesson.Suchproblem (der
//     Adapter der Lektion), für alle Suchen der Wurzel lesson
//   - FalschePlaettchenZu, ManhattanZu: Heuristiken für die gierige Suche und A*
//
// Bilder der Zustände liefert lesson/ansicht, das Spiel zum Anklicken lesson/demo.
package puzzle
