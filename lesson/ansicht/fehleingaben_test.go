package ansicht

import (
	"math"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/kisuche/kisuche/lesson/damen"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/kisuche/kisuche/lesson/sudoku"
	"github.com/stretchr/testify/assert"
)

// Katalog der Fehleingaben der Bilder: Ungültiges wird als rot umrandete Meldung gezeichnet
// (fehlerHTML), nie als Panik oder als leeres Bild.
func TestFehleingabenAnsicht(t *testing.T) {
	testhilfe.OhnePanik(t, "Bilder", func() {
		for _, html := range []string{
			SchiebepuzzleHTML(""), SchiebepuzzleHTML("ABC"), SchiebepuzzleTitelHTML("x", "<script>"),
			SchiebepuzzleFolgeHTML(nil, nil), SchiebepuzzleFolgeHTML([]string{"ABCDEFGH "}, []string{"a", "b"}),
			PuzzleHTML[int](nil), PuzzleHTML([]int{1, 2, 3}), PuzzleHTML([]int{math.MaxInt, 1, 2, 3}), PuzzleHTML([]int8{-128, 1, 2, 3}),
			PuzzleFolgeHTML([][]int{nil}, nil), TupelHTML(achtpuzzle.Tupel{9, 9, 9}),
			TupelFolgeHTML(nil, nil), SuchbaumSVG[string, int](nil, nil),
			SchiebepuzzleSuchbaumSVG([]*lesson.Knoten[string, int]{nil}),
			DamenSVG(nil, -1), DamenSVG(damen.Damen{100}, 8), DamenSVG(nil, 1<<20),
			SudokuHTML(sudoku.Sudoku{200}), SudokuLoesungHTML(sudoku.Sudoku{}, sudoku.Sudoku{10}, ""),
			SudokuKandidatenHTML(sudoku.Kandidaten{}, ""), AustralienKarteSVG(lesson.Belegung[string]{}),
		} {
			assert.NotEmpty(t, html)
		}
		assert.NotContains(t, SchiebepuzzleTitelHTML("ABCDEFGH ", "<script>alert(1)</script>"), "<script>")
	})
}
