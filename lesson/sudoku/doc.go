// Package sudoku ist Sudoku aus der Lektion „Constraint Satisfaction, Backtracking und
// Constraint-Propagierung“, in den Namen ihrer beiden Programme:
//
//   - wie sudoku.py (einfaches Backtracking): Squares, Unitlist, Units, Peers, ParseGrid
//     (parse_grid), Sudoku.Search (search), Sudoku.Display (display), TimedSearch
//     (timed_search)
//   - wie sudokucp.py (mit Constraint-Propagierung): CPParseGrid, Kandidaten.Eliminate,
//     Kandidaten.PropagateSingleValue, Kandidaten.PropagateSingleSquare, Kandidaten.Search
//     (search, mit MRV), CPTimedSearch; dazu Kandidaten.SearchKleinsteVerzweigung und
//     TimedSearchKleinsteVerzweigung (die Suche mit der kleinsten Verzweigung)
//   - NeuesCSP: Sudoku als allgemeines lesson.CSP, für alle Strategien der Wurzel;
//     AusBelegung macht aus einer Belegung wieder ein Sudoku
//   - PruefeLoesung prüft eine Lösung gegen die Vorgaben
//
// Als Text druckt ein Sudoku Display (oder ausgabe.SudokuDisplay für Werte in der Form der
// Lektion); im Notebook mit Knöpfen zeigt es demo.SudokuAnsicht, als Bild einer
// Markdown-Zelle zeichnet es ansicht.SudokuSVG.
package sudoku
