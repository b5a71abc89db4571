// Package lesson ist die Bibliothek zur Unterrichtseinheit „Suche und Constraint
// Satisfaction“: Schiebepuzzles, Suchprobleme und Suchalgorithmen, Constraint-Probleme
// (Kartenfärbung, Damenproblem, Sudoku) und die HTML-/SVG-Ansichten für die Notebooks.
//
// Die Namen folgen den Lektionen: Wer die Python-Fassung gelesen hat, findet jede
// Funktion unter dem bekannten Namen in Go-Schreibweise wieder (moegliche_zuege wird
// MoeglicheZuege, get_moves wird GetMoves). Alle Ergebnisse sind deterministisch: Folgezustände
// kommen immer in derselben Reihenfolge, Zufall nur aus einem *rand.Rand, den man mit
// einem Startwert erzeugt (NeuerZufall). Fehlerhafte Eingaben ergeben einen deutschen
// Fehler (error), keinen Absturz.
//
// # Lektion „Das Schiebepuzzle“
//
// Ein Zustand des 8-Puzzles ist ein String wie 'CBD AFGEH' (Plättchen 'A' bis 'H', ein
// Leerzeichen für das freie Feld); dieselben Funktionen arbeiten auch mit n×n-Puzzles,
// etwa dem 15-Puzzle ('A' bis 'O').
//
//   - PrettyStr, Pprint: einen Zustand als Quadrat darstellen (pretty_str, pprint)
//   - VerschiebePos: einen Zug ausführen (verschiebe_pos)
//   - MoeglicheZuege: die erlaubten Züge (moegliche_zuege)
//   - InteraktivesSpiel: das Spiel „Löse ein Schiebepuzzle in weniger als 20 Zügen!“
//     (interaktives_spiel), liest die Züge aus einem io.Reader
//   - ErzeugeRandomWalk, ZugsequenzAusfuehren, RandomWalkAusfuehren: zufällige Züge und
//     Puzzles verschiedener Schwierigkeit (erzeuge_random_walk, zugsequenz_ausfuehren,
//     random_walk_ausfuehren); NeuerZufall liefert einen Zufallsgenerator mit Startwert
//   - PruefeZustand, IstLoesbar, PruefeAufgabe: gültige Zustände und Lösbarkeit (Parität)
//
// # Lektion „Suche“
//
//   - Suchproblem, StartUndZiel: das Suchproblem (die Schablonenmethode der Lektion als
//     Interface) und sein Standard-Zieltest; MitSchrittkosten für Aktionen mit Kosten
//   - Schiebepuzzle, NeuesSchiebepuzzle: das Schiebepuzzle als Suchproblem (Adapter)
//   - Knoten, Nummerierung: Suchknoten mit Vorgänger, Aktion, Tiefe, Pfadkosten und
//     Nummer; PfadHierher, Folgeknoten, Expandiere (pfad_hierher, folgeknoten, expandiere)
//   - Breitensuche: Breitensuche als Baumsuche (breitensuche)
//   - BreitensucheGraph: Breitensuche mit Closed List (breitensuche_graph)
//   - Tiefensuche, UniformeKostensuche, GierigeSuche (greedy), ASternSuche (A*) mit einer
//     beliebigen Heuristik
//
// Jede Suche gibt es als einen Aufruf, der die Lösung liefert (etwa BreitensucheGraph),
// und Schritt für Schritt als Suche (etwa NeueBreitensucheGraph): Suche.Schritt
// expandiert einen Knoten und berichtet davon (Schrittbericht); Suche.Grenze und
// Suche.Geschlossen zeigen Grenze und Closed List, Suche.Ergebnis die Zähler (Ergebnis).
// Optionen: MaxKnoten (Standard: StandardMaxKnoten), MaxTiefe, Kontext. Fehler:
// ErrKeineLoesung, ErrLimitErreicht, ErrAbgebrochen.
//
// # Lektion „Suchalgorithmen am Beispiel 8-Puzzle“
//
// Zustände sind hier Tupel (Arrays) mit dem Ziel (0,1,…,8).
package lesson
