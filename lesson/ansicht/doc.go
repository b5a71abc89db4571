// Package ansicht zeichnet, was die Notebooks zeigen, als HTML- oder SVG-Text für
// gonbui.DisplayHTML: Bretter, Suchbäume, Sudokus, Damen und die Karte Australiens. Es
// braucht selbst kein GoNB und zeichnet ungültige Eingaben als rot umrandete Meldung.
//
//   - SchiebepuzzleHTML, SchiebepuzzleTitelHTML, SchiebepuzzleFolgeHTML: String-Zustände
//     (lesson/puzzle)
//   - TupelHTML, TupelTitelHTML, TupelFolgeHTML: Tupel des 8-Puzzles (lesson/achtpuzzle)
//   - PuzzleHTML, PuzzleTitelHTML, PuzzleFolgeHTML: n×n-Puzzles aus Zahlen (15-Puzzle)
//   - SuchbaumSVG, SchiebepuzzleSuchbaumSVG, SchiebepuzzleBreitensucheSVG: der Suchbaum wie
//     in den Abbildungen der Lektion „Suche“ (höchstens MaxSuchbaumKnoten Knoten)
//   - SudokuHTML, SudokuKandidatenHTML, SudokuLoesungHTML, AustralienKarteSVG: die Bilder der
//     Lektion „Constraint Satisfaction“ (die Damen zeichnet DamenSVG, unten)
//   - SchiebepuzzleSVG, DamenSVG, DamenDiagonalenSVG, SudokuSVG, AustralienMRVSVG, AustralienLCVSVG, ReiheSVG: eigenständige
//     SVG-Bilder, die die Notebooks wie die Lektionen als Bild in Markdown-Zellen zeigen
//     (notebooks/bilder)
package ansicht
