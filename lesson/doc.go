// Package lesson ist die Wurzel der Bibliothek zur Unterrichtseinheit „Suche und Constraint
// Satisfaction“: Suchprobleme, Suchknoten, die Suchalgorithmen und Constraint-Probleme mit
// Backtracking. Was die Lektionen damit lösen – Schiebepuzzles, Sudoku, Damen, Landkarten –
// und wie man es im Notebook zeigt, steht in Unterpaketen, je eines pro Thema:
//
//	lesson             Suchproblem, Knoten, Suche (Schritt für Schritt), BFS/DFS/UCS/gierig/A*/IDA*, CSP
//	lesson/puzzle      das Schiebepuzzle als String (Lektionen „Das Schiebepuzzle“ und „Suche“)
//	lesson/achtpuzzle  das 8-Puzzle als Tupel (Lektion „Suchalgorithmen am Beispiel 8-Puzzle“)
//	lesson/fuenfzehn   das 15-Puzzle: IDA*, Musterdatenbanken, Korfs 100 Stellungen
//	lesson/australien  die Kartenfärbung der Lektion CSP (oz.py, oztrace.py, ozgen.py)
//	lesson/damen       das Damenproblem (8queens.py)
//	lesson/sudoku      Sudoku wie sudoku.py und sudokucp.py
//	lesson/ansicht     Bilder (HTML/SVG) für die Notebooks: Bretter, Suchbäume, Sudoku, Karte
//	lesson/demo        Vorführungen mit Knöpfen im Notebook (das einzige Paket mit GoNB)
//	lesson/diagramm    Diagramme mit gonum/plot (das einzige Paket mit gonum/plot)
//	lesson/ausgabe     Stoppuhr (wie %%time), Zahlen und Zeiten auf Deutsch, Ausgaben wie in Python, Muss
//	lesson/heapq       Prioritätswarteschlange wie heapq in Python (ohne die Methoden von container/heap)
//
// Eine Zelle, die nur ein Puzzle ausgibt, bindet so nur lesson/puzzle und diese Wurzel ein,
// nicht die Widgets von GoNB oder die Schriften von gonum/plot.
//
// Die Namen folgen den Lektionen: Wer die Python-Fassung gelesen hat, findet jede
// Funktion unter dem bekannten Namen in Go-Schreibweise wieder (breitensuche_graph wird
// BreitensucheGraph, pfad_hierher wird Knoten.PfadHierher). Alle Ergebnisse sind
// deterministisch: Folgezustände kommen immer in derselben Reihenfolge.
//
// # Lektion „Suche“
//
//   - Suchproblem, StartUndZiel: das Suchproblem (die Schablonenmethode der Lektion als
//     Interface) und sein Standard-Zieltest; MitSchrittkosten für Aktionen mit Kosten;
//     MitFolgen für Probleme, die alle Folgezustände auf einmal (schneller) erzeugen
//   - Knoten, NeuerKnoten, Nummerierung: Suchknoten mit Vorgänger, Aktion, Tiefe,
//     Pfadkosten und Nummer; Knoten.PfadHierher, Knoten.Folgeknoten, Knoten.Expandiere
//   - Breitensuche (Baumsuche), BreitensucheGraph (mit Closed List), Tiefensuche,
//     UniformeKostensuche, GierigeSuche und ASternSuche mit einer Heuristik, IDAStern
//
// Jede Suche gibt es als einen Aufruf, der die Lösung liefert (etwa BreitensucheGraph),
// und Schritt für Schritt als Suche (etwa NeueBreitensucheGraph): Suche.Schritt nimmt
// einen Knoten aus der Grenze, expandiert ihn und berichtet davon (Schrittbericht);
// Suche.Grenze und Suche.Geschlossen zeigen Grenze und Closed List, Suche.Ergebnis die
// Zähler. Beide Wege liefern dieselben Ergebnisse.
//
// # Optionen und Fehler – für alle Suchen der Bibliothek gleich
//
// Jede Suche und jeder Löser nimmt dieselben Optionen: MaxKnoten (ein Limit: erzeugte
// Knoten der allgemeinen Suchen, ohne Angabe StandardMaxKnoten; untersuchte Zustände der
// Tupel-Suchen und Zuweisungen des Backtrackings, ohne Angabe unbegrenzt), MaxTiefe und
// Kontext (Abbruch über einen context.Context). Unterpakete
// lesen sie mit Auswerten. Die Strategien des Backtrackings (und sein Protokoll) wählt
// CSPOptionen; die Funktionen mit den Namen der Lektion behalten deren Form (etwa
// sudoku.Sudoku.Search(ctx, limit) wie search in sudoku.py). Die
// Fehler sind dieselben: ErrUngueltig (falsche Eingabe), ErrUnloesbar (Parität, kein
// Ergebnis möglich), ErrLimitErreicht, ErrAbgebrochen, ErrKeineLoesung. Die genaueren
// Fehler der Unterpakete (etwa puzzle.ErrUngueltigerZustand oder fuenfzehn.ErrNichtLoesbar)
// erkennt errors.Is zugleich als einen dieser allgemeinen (NeuerFehler).
//
// # Lektion „Constraint Satisfaction, Backtracking und Constraint-Propagierung“
//
//   - CSP, NeuesCSP, Belegung: Constraint-Probleme und (Teil-)Belegungen
//   - CSP.Backtracking, CSP.AlleLoesungen (ein Iterator wie der Generator in ozgen.py),
//     Backtracker mit Protokoll jedes Schritts (Schrittprotokoll.Oztrace wie oztrace.py)
//   - CSPOptionen: Variablenwahl (MRV, Grad), Wertewahl (LCV), Inferenz (ForwardChecking,
//     AC3), MaxZuweisungen als Limit; AlleCSPStrategien für Vergleiche
package lesson
