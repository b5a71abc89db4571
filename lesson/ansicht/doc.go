// Package ansicht zeichnet die Bilder der Lektionen als eigenständige SVGs: Bretter,
// Suchbäume, Schachbretter, Sudokus und die Karte Australiens. Die Notebooks rufen es nicht
// selbst auf: TestBilder (notebooks/pruefungen) schreibt die Bilder nach notebooks/bilder,
// und die Notebooks 1–5 zeigen sie wie die Lektionen in Markdown-Zellen. Es braucht kein
// GoNB und zeichnet ungültige Eingaben als rot umrandete Meldung.
//
// Welche Ansicht wofür:
//
//   - ein Bild in einer Markdown-Zelle (fest, ohne Code): dieses Paket –
//     SchiebepuzzleSVG, SchiebepuzzleAnimiertSVG (ein Puzzle, das sich hin- und
//     zurückschiebt), SchiebepuzzleBreitensucheSVG (der Suchbaum der Lektion „Suche“),
//     DamenSVG, DamenDiagonalenSVG, SudokuSVG, AustralienKarteSVG, AustralienMRVSVG,
//     AustralienLCVSVG und ReiheSVG (mehrere Bilder nebeneinander, mit Titeln);
//   - eine Suche oder ein Backtracking Schritt für Schritt in einer Codezelle: lesson/demo
//     (SchiebepuzzleAnsicht, AustralienAnsicht, DamenAnsicht, SudokuAnsicht mit ZeigeDemo);
//   - Messungen als Diagramm: lesson/diagramm;
//   - Text wie in den Python-Programmen der Lektionen: die Display- und String-Methoden der
//     Themenpakete und lesson/ausgabe (SudokuDisplay, Dict).
package ansicht
