// Package lesson ist die Bibliothek zur Unterrichtseinheit „Suche und Constraint
// Satisfaction“: Schiebepuzzles, Suchprobleme und Suchalgorithmen, Constraint-Probleme
// (Kartenfärbung, Damenproblem, Sudoku) und die HTML-/SVG-Ansichten für die Notebooks.
//
// Die Namen folgen den Lektionen: Wer die Python-Fassung gelesen hat, findet jede
// Funktion unter dem bekannten Namen in Go-Schreibweise wieder (moegliche_zuege wird
// MoeglicheZuege, get_moves wird GetMoves). Alle Ergebnisse sind deterministisch:
// Folgezustände kommen immer in derselben Reihenfolge, Zufall nur aus einem *rand.Rand,
// den man mit einem Startwert erzeugt (NeuerZufall). Fehlerhafte Eingaben ergeben einen
// deutschen Fehler (error), keinen Absturz; Suchen lassen sich begrenzen und abbrechen.
//
// Der Überblick folgt den Lektionen; jede Lektion hat ihren Abschnitt.
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
//     (interaktives_spiel); liest die Züge aus einem io.Reader
//   - ErzeugeRandomWalk, ZugsequenzAusfuehren, RandomWalkAusfuehren: zufällige Züge und
//     Puzzles verschiedener Schwierigkeit (erzeuge_random_walk, zugsequenz_ausfuehren,
//     random_walk_ausfuehren); Anzeigen und MitZugnummern zeigen jeden Zug an;
//     NeuerZufall liefert einen Zufallsgenerator mit Startwert
//   - PruefeZustand, IstLoesbar, PruefeAufgabe: gültige Zustände und Lösbarkeit
//     (Parität); Fehler ErrUngueltigerZustand, ErrUngueltigerZug, ErrUnloesbar
//   - SchiebepuzzleHTML, SchiebepuzzleTitelHTML, SchiebepuzzleFolgeHTML: Zustände als
//     Bild im Notebook
//   - Spiel, NeuesSpiel, SpieleLive: das Spiel zum Anklicken im Notebook, mit Zugzähler;
//     „Lösung zeigen“ spielt eine kürzeste Lösung vor
//
// # Lektion „Suche“
//
//   - Suchproblem, StartUndZiel: das Suchproblem (die Schablonenmethode der Lektion als
//     Interface) und sein Standard-Zieltest; MitSchrittkosten für Aktionen mit Kosten
//   - Schiebepuzzle, NeuesSchiebepuzzle: das Schiebepuzzle als Suchproblem (Adapter)
//   - Knoten, NeuerKnoten, Nummerierung: Suchknoten mit Vorgänger, Aktion, Tiefe,
//     Pfadkosten und Nummer; Knoten.PfadHierher, Knoten.Folgeknoten, Knoten.Expandiere
//     (pfad_hierher, folgeknoten, expandiere)
//   - Breitensuche: Breitensuche als Baumsuche (breitensuche)
//   - BreitensucheGraph: Breitensuche mit Closed List (breitensuche_graph)
//   - Tiefensuche, UniformeKostensuche, GierigeSuche (greedy) und ASternSuche (A*) mit
//     einer beliebigen Heuristik; FalschePlaettchenZu und ManhattanZu sind Heuristiken
//     für das String-Puzzle
//
// Jede Suche gibt es als einen Aufruf, der die Lösung liefert (etwa BreitensucheGraph),
// und Schritt für Schritt als Suche (etwa NeueBreitensucheGraph): Suche.Schritt nimmt
// einen Knoten aus der Grenze, expandiert ihn und berichtet davon (Schrittbericht);
// Suche.Grenze und Suche.Geschlossen zeigen Grenze und Closed List, Suche.Ergebnis die
// Zähler (Ergebnis). Beide Wege liefern dieselben Ergebnisse. Optionen: MaxKnoten
// (ohne Angabe gilt StandardMaxKnoten), MaxTiefe, Kontext. Fehler: ErrKeineLoesung,
// ErrLimitErreicht, ErrAbgebrochen. Die besonderen Fehler der anderen Darstellungen passen
// auf die allgemeinen: errors.Is(err, ErrUnloesbar) erkennt jedes unlösbare Puzzle (String,
// Tupel, 15-Puzzle), errors.Is(err, ErrLimitErreicht) auch das Limit MaxExplored.
//
// Für Vorführungen: SuchDemo und NeueSuchDemo zeichnen eine Suche auf, ZeigeDemo und
// Abspieler spielen sie im Notebook Schritt für Schritt ab; SuchbaumSVG und
// SchiebepuzzleSuchbaumSVG zeichnen den Suchbaum wie die Abbildungen der Lektion;
// Stoppuhr misst eine Zelle wie %%time.
//
// # Lektion „Suchalgorithmen am Beispiel 8-Puzzle“
//
// Zustände sind hier Tupel mit dem Ziel (0,1,…,8), wie in der Lektion.
//
//   - Tupel, NeuesTupel, Goalstate, Goaltest, Nextstates: Zustände, Zieltest und
//     Folgezustände (goaltest, nextstates)
//   - BFS, DFS, Greedy, AStar: die Suchen der Lektion mit Vorgaengern und nrExplored
//     (bfs, dfs, greedy, astar); MaxExplored und MitContext begrenzen sie
//   - Vorgaenger, ReconstructPath: der Weg als „left up right …“ (reconstructPath)
//   - HMisplaced, HManhattan: die Heuristiken „falsch platzierte Plättchen“ und
//     „Manhattan-Distanz“
//   - Rang, TupelAusRang, AnzahlTupel, Platz, TupelAusPlatz, AnzahlLoesbar: die Tupel
//     und die 181.440 lösbaren Zustände durchnummeriert
//   - Zustandsraum, PerfekteDistanzen, Distanztabelle: der ganze Zustandsraum mit der
//     wahren Entfernung jedes Zustands zum Ziel (höchstens 31 Züge)
//   - VergleicheSuchen, EffektiverVerzweigungsgrad, ZufallswegTupel: Suchen auf vielen
//     Zufallspuzzles vergleichen; Vergleich.KnotenSVG und Vergleich.VerzweigungSVG
//     zeichnen die Plots (gonum/plot)
//   - TupelHTML, TupelTitelHTML, TupelFolgeHTML: Tupel als Bild im Notebook
//
// # Lektion „15-Puzzle“ (Übung)
//
//   - Fuenfzehn, FuenfzehnAus, FuenfzehnAusText, FuenfzehnZiel: Stellungen des
//     15-Puzzles; LochZug und Zugreihenfolge für die Züge
//   - FalschePlaetze15, Manhattan15, LinearerKonflikt, Musterdatenbank: Heuristiken
//     (FuenfzehnHeuristik); EigeneHeuristik15 macht eine Funktion zur Heuristik
//   - Aufteilung663, Aufteilung555, BaueMusterdatenbank, StandardMusterdatenbank,
//     MusterdatenbankAusCache, LadeMusterdatenbank: additive Musterdatenbanken, gebaut
//     beim ersten Gebrauch (oder mit go run ./cmd/musterdatenbank) und mit Prüfsumme in
//     os.UserCacheDir()/kisuche abgelegt
//   - LoeseFuenfzehn, FuenfzehnLoeser, IDAStern: kürzeste Lösungen mit IDA*;
//     FuenfzehnProblem (NeuesFuenfzehnProblem) ist das 15-Puzzle als Suchproblem für die
//     allgemeinen Suchen
//   - MesseHeuristiken, Fasse, MarkdownTabelle, MessungenSVG: Heuristiken auf vielen
//     Stellungen messen und vergleichen, als Tabelle und als Grafik (gonum/plot)
//   - KorfInstanzen, AusKorfKonvention, IstLoesbarKorf: Korfs 100 Stellungen zum Messen
//   - PuzzleHTML, PuzzleTitelHTML, PuzzleFolgeHTML: n×n-Puzzles aus Zahlen als Bild
//
// # Lektion „Constraint Satisfaction, Backtracking und Constraint-Propagierung“
//
//   - CSP, NeuesCSP, Belegung: Constraint-Probleme und (Teil-)Belegungen
//   - Backtracker, CSPOptionen, Schrittprotokoll: Backtracking mit wählbarer Variablen-
//     und Werteordnung und Inferenz, mit Protokoll jedes Schritts
//   - Australien, AustralienMitFarben: die Kartenfärbung der Lektion (oz.py)
//   - Damen, DamenSearch, DamenAlleLoesungen, DamenCSP: das Damenproblem
//   - Sudoku, SudokuParseGrid, SudokuTimedSearch: Sudoku mit einfachem Backtracking
//     (sudoku.py); SudokuCPParseGrid, SudokuCPTimedSearch: mit Constraint-Propagierung
//     (sudokucp.py); SudokuCSP: Sudoku als allgemeines CSP; SudokuGueltig prüft Lösungen
//   - CSPDemo, NeueCSPDemo mit AustralienAnsicht, DamenAnsicht, SudokuAnsicht: ein
//     Backtracking Schritt für Schritt vorführen (ZeigeDemo)
//   - AustralienKarteSVG, DamenHTML, SudokuHTML, SudokuKandidatenHTML: Belegungen als
//     Bild im Notebook
package lesson
