package sudoku

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/kisuche/kisuche/lesson"
)

// Die Rätsel der Lektion. Grid1 steht auf den Folien; Grid2 ist das Rätsel, dessen
// Kandidatentabelle die Folien zeigen (Peter Norvigs grid2). Hard1 und Hard2 sind zwei
// Rätsel von Arto Inkala, die er „die schwersten“ nennt (sein Rätsel von 2012 und
// „AI Escargot“ von 2006); Hard3 ist Norvigs Rätsel mit mehreren Lösungen – kein
// eigentliches Sudoku.
const (
	Grid1 = "003020600 900305001 001806400 008102900 700000008 006708200 002609500 800203009 005010300"
	Grid2 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	Hard1 = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
	Hard2 = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
	Hard3 = ".....6....59.....82....8....45........3........6..3.54...325..6.................."
)

// Raetsel ist ein Rätsel mit Namen, wie es in den Tabellen der Folien steht.
type Raetsel struct {
	Name string // etwa "grid1"
	Grid string // das Rätsel wie für ParseGrid
}

// Lektion liefert die Rätsel aus den Laufzeittabellen der Folien (timed_search) in
// ihrer Reihenfolge: grid1, grid2, hard1, hard2, hard3. Jeder Aufruf liefert eine neue
// Liste.
func Lektion() []Raetsel {
	return []Raetsel{{"grid1", Grid1}, {"grid2", Grid2}, {"hard1", Hard1}, {"hard2", Hard2}, {"hard3", Hard3}}
}

// AusWerten macht aus einer Belegung in der Form der Lektion – einem dict von Feldnamen
// wie "A1" auf Ziffern als Strings, bei sudokucp.py Strings mit genau einer Ziffer – ein
// Sudoku. Felder, die fehlen oder mehr als eine Ziffer haben, bleiben leer. Unbekannte
// Feldnamen, andere Zeichen und Widersprüche meldet es wie ParseGrid mit einem Fehler.
func AusWerten(values map[string]string) (Sudoku, error) {
	text := []byte(strings.Repeat(".", 81))
	bekannt := 0
	for s, name := range sudokuSquares {
		d, ok := values[name]
		if !ok {
			continue
		}
		bekannt++
		if len(d) == 1 {
			if d[0] < '1' || d[0] > '9' {
				return Sudoku{}, fmt.Errorf("%w: Feld %s enthält %q, erlaubt sind die Ziffern 1 bis 9", lesson.ErrUngueltig, name, d)
			}
			text[s] = d[0]
		}
	}
	if bekannt < len(values) {
		unbekannt := slices.Sorted(maps.Keys(values))
		unbekannt = slices.DeleteFunc(unbekannt, func(name string) bool { return slices.Contains(sudokuSquares[:], name) })
		return Sudoku{}, fmt.Errorf("%w: unbekanntes Feld %q (Felder heißen A1 bis I9)", lesson.ErrUngueltig, unbekannt[0])
	}
	return ParseGrid(string(text))
}
