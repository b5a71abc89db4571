package ansicht

import (
	"context"
	"fmt"

	"github.com/kisuche/kisuche/lesson/sudoku"
)

// SudokuGeloestHTML löst das Rätsel grid (Schreibweise von parse_grid) und zeichnet die
// Lösung wie SudokuLoesungHTML: Vorgaben fett und schwarz, die gefundenen Ziffern blau.
// Gesucht wird mit Constraint-Propagierung (sudoku.Kandidaten.SearchKleinsteVerzweigung).
// Widerspricht sich das Rätsel oder hat es keine Lösung, steht statt des Bildes eine rote
// Meldung mit dem Grund.
func SudokuGeloestHTML(grid, titel string) string {
	vorgaben, err := sudoku.ParseGrid(grid)
	if err != nil {
		return fehlerHTML("Sudoku: " + err.Error())
	}
	k, err := sudoku.CPParseGrid(grid)
	if err != nil {
		return fehlerHTML("Sudoku: " + err.Error())
	}
	loesung, ok, _, err := k.SearchKleinsteVerzweigung(context.Background(), 0)
	if err != nil || !ok {
		return fehlerHTML("Sudoku: keine Lösung")
	}
	return SudokuLoesungHTML(loesung.Werte(), vorgaben, titel)
}

// SudokuWerteHTML zeichnet eine Belegung in der Form der Lektion – eine Map von Feldnamen
// ("A1" … "I9") auf Strings von Ziffern, wie display in sudoku.py und sudokucp.py sie
// druckt – zum Rätsel grid: Vorgaben fett und schwarz, Felder mit genau einer weiteren
// Ziffer blau, Felder mit mehreren möglichen Ziffern klein (Kandidaten). Ist jedes Feld
// entschieden, prüft SudokuWerteHTML die Lösung mit sudoku.PruefeLoesung. Für nil (die
// gescheiterte Suche, in Python False), ein ungültiges Rätsel oder eine Lösung, die gegen
// eine Regel verstößt, steht statt des Bildes eine rote Meldung.
func SudokuWerteHTML(values map[string]string, grid, titel string) string {
	if values == nil {
		return fehlerHTML("Sudoku: keine Belegung (die Suche ist gescheitert)")
	}
	vorgaben, err := sudoku.ParseGrid(grid)
	if err != nil {
		return fehlerHTML("Sudoku: " + err.Error())
	}
	if _, err := sudoku.AusWerten(values); err != nil {
		return fehlerHTML("Sudoku: " + err.Error())
	}
	squares := sudoku.Squares()
	entschieden := 0
	for _, s := range squares {
		if len(values[s]) == 1 {
			entschieden++
		}
	}
	if entschieden == len(squares) {
		loesung, _ := sudoku.AusWerten(values)
		if err := sudoku.PruefeLoesung(loesung, vorgaben); err != nil {
			return fehlerHTML(fmt.Sprintf("Sudoku: keine Lösung von %q: %v", titel, err))
		}
	}
	return sudokuTabelle(titel, func(i int) (string, string) {
		text := values[squares[i]]
		switch {
		case len(text) != 1:
			return text, "kandidaten"
		case vorgaben[i] != 0:
			return text, "vorgabe"
		default:
			return text, "eingetragen"
		}
	})
}
