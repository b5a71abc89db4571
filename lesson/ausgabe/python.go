package ausgabe

import (
	"fmt"
	"strings"
)

// Dict schreibt eine Belegung so, wie Python ein dict druckt, mit den Schlüsseln in der
// Reihenfolge von reihenfolge (Schlüssel, die vals nicht hat, fehlen): etwa
// {'WA': 'red', 'NT': 'green'}. Für nil liefert Dict „False“ – so druckt die Lektion
// eine fehlgeschlagene Suche.
func Dict(vals map[string]string, reihenfolge []string) string {
	if vals == nil {
		return "False"
	}
	var teile []string
	for _, x := range reihenfolge {
		if d, ok := vals[x]; ok {
			teile = append(teile, fmt.Sprintf("'%s': '%s'", x, d))
		}
	}
	return "{" + strings.Join(teile, ", ") + "}"
}

// SudokuDisplay druckt eine Sudoku-Belegung wie display in sudoku.py und sudokucp.py:
// values ordnet Feldern A1 … I9 ihre Ziffern zu (ein String; in sudokucp.py alle noch
// möglichen Ziffern). Jede Spalte ist so breit wie der längste Eintrag plus eins, Einträge
// stehen zentriert wie mit str.center (Leerzeichen am Zeilenende entfallen); Felder ohne
// Eintrag zeigen „.“. Für nil druckt
// SudokuDisplay „Empty grid“. Nach dem Gitter folgt eine Leerzeile.
func SudokuDisplay(values map[string]string) {
	fmt.Print(sudokuText(values))
}

// sudokuText liefert, was SudokuDisplay druckt.
func sudokuText(values map[string]string) string {
	if values == nil {
		return "Empty grid\n"
	}
	const rows, cols = "ABCDEFGHI", "123456789"
	eintrag := func(r, c byte) string {
		if w, ok := values[string([]byte{r, c})]; ok && w != "" {
			return w
		}
		return "."
	}
	width := 2
	for i := range rows {
		for j := range cols {
			width = max(width, 1+len(eintrag(rows[i], cols[j])))
		}
	}
	teil := strings.Repeat("-", 3*width)
	var b strings.Builder
	for i := range rows {
		var zeile strings.Builder
		for j := range cols {
			zeile.WriteString(center(eintrag(rows[i], cols[j]), width))
			if j == 2 || j == 5 {
				zeile.WriteString("|")
			} else {
				zeile.WriteString(" ")
			}
		}
		b.WriteString(strings.TrimRight(zeile.String(), " ") + "\n")
		if i == 2 || i == 5 {
			b.WriteString(teil + "+" + teil + "+" + teil + "\n")
		}
	}
	return b.String() + "\n"
}

// center zentriert s in der Breite width wie str.center in Python.
func center(s string, width int) string {
	marg := width - len(s)
	if marg <= 0 {
		return s
	}
	links := marg/2 + (marg & width & 1)
	return strings.Repeat(" ", links) + s + strings.Repeat(" ", marg-links)
}
