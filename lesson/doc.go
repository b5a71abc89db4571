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
//	lesson/ansicht     Bilder (SVG) der Markdown-Zellen (notebooks/bilder): Bretter, Suchbäume, Sudoku, Karte
//	lesson/demo        Vorführungen mit Knöpfen im Notebook (das einzige Paket mit GoNB)
//	lesson/diagramm    Diagramme mit gonum/plot (das einzige Paket mit gonum/plot)
//	lesson/ausgabe     Stoppuhr (wie %%time), Zahlen und Zeiten auf Deutsch (Komma), Ausgaben wie in Python
//	lesson/heapq       Prioritätswarteschlange wie heapq in Python (ohne die Methoden von container/heap)
//
// Eine Zelle, die nur ein Puzzle ausgibt, bindet so nur lesson/puzzle und diese Wurzel ein,
// nicht die Widgets von GoNB oder die Schriften von gonum/plot.
//
// Alle Ergebnisse sind deterministisch: Folgezustände kommen immer in derselben
// Reihenfolge.
//
// # Namen
//
// Namen aus den Lektionen behalten ihre Form, auch Englisch und Abkürzungen: Wer die
// Python-Fassung gelesen hat, findet jede Funktion unter dem bekannten Namen in
// Go-Schreibweise wieder (breitensuche_graph wird BreitensucheGraph, pfad_hierher wird
// Knoten.PfadHierher, bfs wird achtpuzzle.BFS, astar wird AStar; HMisplaced, Search,
// GetMoves, TimedSearch bleiben). Alles andere folgt einer Regel:
//
//   - Deutsch, Umlaute als ae, oe, ue (Loesung, Pruefe, Zaehler); Typen und Werte sind
//     Substantive (Suche, Belegung, Zugreihenfolge), Funktionen, die etwas tun, Verben
//     (Loese, Pruefe, Zeige, BaueMusterdatenbank). Was prüft, heißt Pruefe… und liefert
//     einen Fehler (puzzle.PruefeZustand, damen.PruefeLoesung, achtpuzzle.Tupel.Pruefe);
//     was fragt, liefert bool: Ist… bei Fragen an ein Problem (IstLoesbar in puzzle,
//     achtpuzzle und fuenfzehn, IstZielzustand), das Adjektiv beim Zustand eines Objekts
//     (demo.Spiel.Geloest, Belegung.Vollstaendig).
//   - Konstruktoren heißen Neu und der Typ, mit der Endung des Artikels: NeuerKnoten,
//     NeueSuchDemo, NeuesSchiebepuzzle. Wer ein Problem als lesson.CSP liefert, heißt
//     NeuesCSP: damen.NeuesCSP(8), sudoku.NeuesCSP(grid), australien.NeuesCSP(). Liefert
//     eine Funktion einen fertig eingestellten Wert, heißt sie nach ihm
//     (demo.AustralienAnsicht, australien.MitFarben, fuenfzehn.StandardMusterdatenbank).
//   - Umwandlungen heißen nach der Quelle mit Aus (fuenfzehn.AusText, sudoku.AusWerten,
//     achtpuzzle.TupelAusRang), Konstruktoren für ein Ziel mit Zu (puzzle.ManhattanZu).
//   - Fehlerwerte heißen Err und die Art, genauere dazu mit dem Gegenstand (ErrUngueltig,
//     ErrKnotenlimit, puzzle.ErrUngueltigerZug, achtpuzzle.ErrUngueltigesTupel; jedes Paket
//     mit Paritätsprüfung hat sein ErrUnloesbar),
//     Standardwerte Standard… (StandardMaxKnoten, fuenfzehn.StandardReihenfolge), Grenzen
//     Max… (MaxKnoten, damen.MaxDamen).
//   - Ein Name wiederholt den Paketnamen nicht – außer beim Haupttyp des Pakets, wie
//     time.Time in Go (damen.Damen, sudoku.Sudoku, fuenfzehn.Fuenfzehn).
//   - Ein Name meint in jedem Paket dasselbe. Eine Heuristik schätzt die Restkosten:
//     lesson.Heuristik ist sie als Funktion für jedes Suchproblem, fuenfzehn.Heuristik als
//     Interface für IDA* auf dem 15-Puzzle (mit Namen und schneller Aktualisierung); ihre
//     Methode Wert ist eine lesson.Heuristik. Manhattan heißt die Manhattan-Distanz
//     überall: achtpuzzle.HManhattan (Name der Lektion), puzzle.ManhattanZu(ziel),
//     fuenfzehn.Manhattan.
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
// Jede Suche und jeder Löser nimmt dieselben Optionen mit derselben Bedeutung: MaxKnoten
// begrenzt die erzeugten Knoten (beim Backtracking die Zuweisungen), MaxTiefe die
// Suchtiefe, Kontext bricht über einen context.Context ab. Eine angegebene Zahl gilt
// wörtlich, auch 0; eine negative (OhneLimit) hebt das Limit auf. Ohne Angabe begrenzt
// nur StandardMaxKnoten die Suchen, die ihre Knoten im Speicher halten (siehe Option).
// Unterpakete lesen die Optionen mit Auswerten. Die Strategien des Backtrackings (und
// sein Protokoll) wählt CSPOptionen; die Funktionen mit den Namen der Lektion behalten
// deren Form (etwa sudoku.Sudoku.Search(ctx, limit) wie search in sudoku.py).
//
// Jeder Fehler passt mit errors.Is auf genau eine von vier Arten: ErrUngueltig (falsche
// Eingabe), ErrUnloesbar (keine Lösung), ErrLimitErreicht, ErrAbgebrochen. Sein Text hat
// eine Form, „Art: Einzelheit“, etwa „Knotenlimit erreicht: 1001 Knoten erzeugt (Limit
// 1000)“; ein Abbruch über den Kontext lautet überall gleich (NeuerAbbruch). Die
// genaueren Fehler (ErrKnotenlimit, puzzle.ErrUngueltigerZustand,
// fuenfzehn.ErrUnloesbar …) erkennt errors.Is zugleich als ihre Art (NeuerFehler).
//
// # Lektion „Constraint Satisfaction, Backtracking und Constraint-Propagierung“
//
//   - CSP, NeuesCSP, Belegung: Constraint-Probleme und (Teil-)Belegungen
//   - CSP.Backtracking, CSP.AlleLoesungen (ein Iterator wie der Generator in ozgen.py),
//     Backtracker mit Protokoll jedes Schritts (Schrittprotokoll.Oztrace wie oztrace.py)
//   - CSPOptionen: Variablenwahl (MRV, Grad), Wertewahl (LCV), Inferenz (ForwardChecking,
//     AC3), MaxZuweisungen als Limit; AlleCSPStrategien für Vergleiche
package lesson
