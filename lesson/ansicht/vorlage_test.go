package ansicht

import (
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson/sudoku"
	"github.com/stretchr/testify/assert"
)

func TestSudokuVorlageHTML(t *testing.T) {
	// Die Vorlage der Folie: die 9 zweimal in Spalte 2 – ParseGrid lehnt sie ab, die Ansicht nicht.
	folie := "...9..728 278..3.1. .9....64. .5..6.2.. ..6...3.. .1..5.... 1..7.6.34 ...5.4... 791...8.5"
	_, err := sudoku.ParseGrid(folie)
	assert.Error(t, err)
	h := SudokuVorlageHTML(folie)
	assert.Equal(t, 81, strings.Count(h, "<td"))
	assert.Equal(t, 31, strings.Count(h, `<td class="vorgabe`), "31 Ziffern der Folie")
	grid1 := "003020600 900305001 001806400 008102900 700000008 006708200 002609500 800203009 005010300"
	v, err := sudoku.ParseGrid(grid1)
	assert.NoError(t, err)
	assert.Equal(t, SudokuHTML(v), SudokuVorlageHTML(grid1), "für gültige Rätsel dasselbe Bild wie SudokuHTML")
	assert.Equal(t, SudokuHTML(sudoku.Sudoku{}), SudokuVorlageHTML(""), "leere Vorlage: leeres Gitter")
	assert.Equal(t, SudokuHTML(v), SudokuVorlageHTML(grid1+"123"), "Zeichen nach dem 81. entfallen")
}
