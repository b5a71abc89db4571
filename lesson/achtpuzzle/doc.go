// Package achtpuzzle ist das 8-Puzzle der Lektion „Suchalgorithmen am Beispiel 8-Puzzle“:
// Ein Zustand ist ein Tupel aus neun Zahlen mit dem Ziel (0,1,…,8), wie in der Lektion.
//
//   - Tupel, NeuesTupel, Goalstate, Goaltest, Nextstates: Zustände, Zieltest und
//     Folgezustände (goaltest, nextstates)
//   - BFS, DFS, Greedy, AStar: die Suchen der Lektion; sie liefern die Vorgänger und
//     nrExplored (bfs, dfs, greedy, astar). Sie nehmen die Optionen der Wurzel:
//     lesson.MaxKnoten begrenzt die erzeugten Knoten, lesson.Kontext bricht ab
//   - Vorgaenger, ReconstructPath: der Weg als „left up right …“ (reconstructPath)
//   - HMisplaced, HManhattan: die Heuristiken „falsch platzierte Plättchen“ und
//     „Manhattan-Distanz“
//   - Rang, TupelAusRang, AnzahlTupel, Platz, TupelAusPlatz, AnzahlLoesbar: alle Tupel und
//     die 181.440 lösbaren Zustände durchnummeriert
//   - Zustandsraum, PerfekteDistanzen, Distanztabelle: der ganze Zustandsraum mit der
//     wahren Entfernung jedes Zustands zum Ziel (höchstens 31 Züge)
//   - VergleicheSuchen, EffektiverVerzweigungsgrad, Zufallsweg: Suchen auf vielen
//     Zufallspuzzles vergleichen (die Diagramme dazu zeichnet lesson/diagramm)
//
// Ungültige oder unlösbare Tupel melden die Suchen vor dem Start (ErrUngueltigesTupel,
// ErrUnloesbar; errors.Is erkennt sie auch als lesson.ErrUngueltig bzw.
// lesson.ErrUnloesbar), statt alle 181.440 erreichbaren Zustände zu durchsuchen.
package achtpuzzle
