package ausgabe

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDict(t *testing.T) {
	vals := map[string]string{"NT": "green", "WA": "red", "X": "blue"}
	assert.Equal(t, "{'WA': 'red', 'NT': 'green'}", Dict(vals, []string{"WA", "NT", "SA"}), "Reihenfolge der Liste, fehlende Schlüssel weg")
	assert.Equal(t, "False", Dict(nil, []string{"WA"}))
	assert.Equal(t, "{}", Dict(map[string]string{}, nil))
}

func TestSudokuText(t *testing.T) {
	assert.Equal(t, "Empty grid\n", sudokuText(nil))
	values := map[string]string{"A1": "4", "A2": "1679", "I9": "5"}
	zeilen := strings.Split(sudokuText(values), "\n")
	assert.Len(t, zeilen, 11+2, "9 Zeilen, 2 Trennlinien, Leerzeile")
	assert.Equal(t, "  4    1679   .  |  .     .     .  |  .     .     .", zeilen[0], "Breite 5, zentriert wie str.center")
	assert.Equal(t, strings.Repeat("-", 15)+"+"+strings.Repeat("-", 15)+"+"+strings.Repeat("-", 15), zeilen[3])
	assert.True(t, strings.HasSuffix(zeilen[10], "|  .     .     5"), zeilen[10])
	einfach := map[string]string{"A1": "4"}
	assert.Equal(t, "4  .  . |.  .  . |.  .  .", strings.Split(sudokuText(einfach), "\n")[0], "Breite 2 wie display in sudoku.py")
	assert.Equal(t, "ab", center("ab", 1))
	assert.Equal(t, " ab ", center("ab", 4))
	assert.Equal(t, " a  ", center("a", 4), "wie 'a'.center(4) in Python")
	assert.Equal(t, " a ", center("a", 3))
}
