package sudoku

import (
	"github.com/kisuche/kisuche/lesson"
)

// NeuesCSP formuliert ein Rätsel als allgemeines CSP, wie die Lektion es beschreibt: 81
// Variablen A1 … I9 mit den Werten 1 … 9, je zwei Peers verschieden (AlleVerschieden für
// jede der 27 Gruppen); eine Vorgabe macht die Domäne ihres Feldes einelementig. So
// lassen sich die allgemeinen Strategien (MRV, Forward-Checking, AC-3) am Sudoku
// vergleichen. grid wird wie bei ParseGrid gelesen, mit denselben Fehlern.
func NeuesCSP(grid string) (*lesson.CSP[int], error) {
	z, err := sudokuZiffern(grid)
	if err != nil {
		return nil, err
	}
	if err := sudokuWiderspruch(z); err != nil {
		return nil, err
	}
	p, err := lesson.NeuesCSP(sudokuSquares[:], []int{1, 2, 3, 4, 5, 6, 7, 8, 9})
	if err != nil {
		return nil, err
	}
	for _, unit := range sudokuUnitlist {
		if err := p.AlleVerschieden(feldNamen(unit[:])...); err != nil {
			return nil, err
		}
	}
	for s, d := range z {
		if d != 0 {
			if err := p.Domaene(sudokuSquares[s], int(d)); err != nil {
				return nil, err
			}
		}
	}
	return p, nil
}

// AusBelegung macht aus einer Belegung von NeuesCSP ein Sudoku (unbelegte Felder
// bleiben leer).
func AusBelegung(b lesson.Belegung[int]) Sudoku {
	var v Sudoku
	for name, d := range b.Alle() {
		if s, err := FeldNr(name); err == nil {
			v[s] = uint8(d)
		}
	}
	return v
}
