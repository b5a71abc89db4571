package ansicht

import (
	"strings"

	"github.com/kisuche/kisuche/lesson/sudoku"
)

// SudokuVorlageHTML zeichnet die Ziffern eines Rätsels in der Schreibweise von parse_grid
// (81 Zeichen aus 1–9, 0 und '.', alles andere wird übersprungen) – ohne die Regeln zu
// prüfen. So lässt sich auch eine Vorlage zeigen, die sich selbst widerspricht und die
// sudoku.ParseGrid deshalb ablehnt. Zeichen nach dem 81. entfallen, fehlende Felder
// bleiben leer.
func SudokuVorlageHTML(grid string) string {
	var werte sudoku.Sudoku
	i := 0
	for _, c := range grid {
		if i == len(werte) {
			break
		}
		if strings.ContainsRune("0123456789.", c) {
			if c != '.' {
				werte[i] = uint8(c - '0')
			}
			i++
		}
	}
	return SudokuHTML(werte)
}
