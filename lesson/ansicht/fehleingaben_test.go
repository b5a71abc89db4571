package ansicht

import (
	"testing"

	"github.com/kisuche/kisuche/lesson"
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
			SchiebepuzzleSVG(""), SchiebepuzzleSVG("ABC"), SchiebepuzzleAnimiertSVG("ABCDEFGH ", []int{-1}),
			SchiebepuzzleBreitensucheSVG("x", "y", 1), SchiebepuzzleBreitensucheSVG("DAC BEGHF", "ABCDEFGH ", 1<<20),
			schiebepuzzleSuchbaumSVG([]*lesson.Knoten[string, int]{nil}),
			DamenSVG(nil, -1), DamenSVG(damen.Damen{100}, 8), DamenSVG(nil, 1<<20), DamenDiagonalenSVG(-3, true),
			SudokuSVG(sudoku.Sudoku{200}, sudoku.Sudoku{}), AustralienKarteSVG(lesson.Belegung[string]{}),
			AustralienLCVSVG(lesson.Belegung[string]{}, "<script>"), ReiheSVG(nil, []string{"a"}),
		} {
			assert.NotEmpty(t, html)
			assert.NotContains(t, html, "<script>")
		}
	})
}
