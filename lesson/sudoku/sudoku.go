package sudoku

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kisuche/kisuche/lesson"
)

// Die Adressierung der Sudoku-Felder wie in sudoku.py: Zeilen A–I, Spalten 1–9, Felder
// A1 … I9 (squares), die 27 Gruppen (unitlist: erst die 9 Spalten, dann die 9 Zeilen,
// dann die 9 Blöcke), je Feld seine drei Gruppen (units) und seine 20 Peers (peers).
// Die Lektion speichert sie in dicts mit Namen als Schlüsseln; hier sind es Felder
// (Nummern 0 … 80, zeilenweise), damit Belegungen Arrays sein können. units und peers
// speichern die Felder als uint8: Die Propagierung liest sie ständig, und so passen beide
// Tabellen zusammen in knapp 4 KB statt 30 KB.
const (
	sudokuRows   = "ABCDEFGHI"
	sudokuDigits = "123456789"
)

var (
	sudokuSquares  [81]string
	sudokuUnitlist [27][9]Feld
	sudokuUnits    [81][3][9]uint8
	sudokuPeers    [81][20]uint8
)

func init() {
	for i := range 81 {
		sudokuSquares[i] = string(sudokuRows[i/9]) + string(sudokuDigits[i%9])
	}
	u := 0
	for c := range 9 { // cross(rows, c) for c in cols
		for r := range 9 {
			sudokuUnitlist[u][r] = Feld(r*9 + c)
		}
		u++
	}
	for r := range 9 { // cross(r, cols) for r in rows
		for c := range 9 {
			sudokuUnitlist[u][c] = Feld(r*9 + c)
		}
		u++
	}
	for br := range 3 { // cross(rs, cs) für die Blöcke
		for bc := range 3 {
			k := 0
			for r := br * 3; r < br*3+3; r++ {
				for c := bc * 3; c < bc*3+3; c++ {
					sudokuUnitlist[u][k] = Feld(r*9 + c)
					k++
				}
			}
			u++
		}
	}
	for s := range Feld(81) {
		n := 0
		var peers []uint8
		for _, unit := range sudokuUnitlist {
			if !slices.Contains(unit[:], s) {
				continue
			}
			for k, p := range unit {
				sudokuUnits[s][n][k] = uint8(p)
				if p != s && !slices.Contains(peers, uint8(p)) {
					peers = append(peers, uint8(p))
				}
			}
			n++
		}
		slices.Sort(peers)
		copy(sudokuPeers[s][:], peers)
	}
}

// Feld ist die Nummer eines Sudoku-Feldes: 0 ist A1, 8 ist A9, 9 ist B1, 80 ist I9
// (zeilenweise, in der Reihenfolge von squares).
type Feld int

// FeldNr liefert das Feld mit dem Namen name (etwa "C3"); Groß- und Kleinschreibung
// der Zeile ist egal.
func FeldNr(name string) (Feld, error) {
	if len(name) == 2 {
		r := strings.IndexByte(sudokuRows, name[0]&^0x20)
		c := strings.IndexByte(sudokuDigits, name[1])
		if r >= 0 && c >= 0 {
			return Feld(r*9 + c), nil
		}
	}
	return 0, fmt.Errorf("%w: %q ist kein Feld des Sudokus (A1 bis I9)", lesson.ErrUngueltig, name)
}

// String liefert den Namen des Feldes, etwa "C3".
func (s Feld) String() string {
	if s < 0 || s >= 81 {
		return fmt.Sprintf("Feld(%d)", int(s))
	}
	return sudokuSquares[s]
}

// Zeile liefert die Zeile 0 … 8 (A … I), Spalte die Spalte 0 … 8 (1 … 9).
func (s Feld) Zeile() int { return int(s) / 9 }

// Spalte liefert die Spalte 0 … 8 des Feldes (Spalte 1 … 9 im Namen).
func (s Feld) Spalte() int { return int(s) % 9 }

func (s Feld) gueltig() bool { return s >= 0 && s < 81 }

// Squares liefert die Namen der 81 Felder: A1, A2, …, A9, B1, …, I9.
func Squares() []string { return slices.Clone(sudokuSquares[:]) }

// Unitlist liefert die 27 Gruppen als Listen von Feldnamen in der Reihenfolge von
// unitlist in sudoku.py: die 9 Spalten, die 9 Zeilen, die 9 Blöcke.
func Unitlist() [][]string {
	alle := make([][]string, len(sudokuUnitlist))
	for i, u := range sudokuUnitlist {
		alle[i] = feldNamen(u[:])
	}
	return alle
}

// Units liefert die drei Gruppen des Feldes name (Spalte, Zeile, Block) wie
// units[s] in sudoku.py, oder nil für einen ungültigen Namen.
func Units(name string) [][]string {
	s, err := FeldNr(name)
	if err != nil {
		return nil
	}
	var units [][]string
	for _, u := range sudokuUnits[s] {
		units = append(units, feldNamen(u[:]))
	}
	return units
}

// Peers liefert die 20 Peers des Feldes name (alle Felder, die mit ihm in einer
// Gruppe liegen), sortiert von A1 bis I9, oder nil für einen ungültigen Namen.
func Peers(name string) []string {
	s, err := FeldNr(name)
	if err != nil {
		return nil
	}
	return feldNamen(sudokuPeers[s][:])
}

func feldNamen[F Feld | uint8](felder []F) []string {
	namen := make([]string, len(felder))
	for i, f := range felder {
		namen[i] = Feld(f).String()
	}
	return namen
}

// sudokuZiffern liest die Zeichen eines Rätsels wie parse_grid: Ziffern, '0' und '.'
// zählen, alle anderen Zeichen werden übergangen. Es liefert 81 Ziffern (0 = leer) oder
// einen Fehler, der sagt, wie viele Felder es waren.
func sudokuZiffern(grid string) ([81]uint8, error) {
	var z [81]uint8
	n := 0
	for _, c := range grid {
		if (c < '0' || c > '9') && c != '.' {
			continue
		}
		if n < 81 && c != '.' {
			z[n] = uint8(c - '0')
		}
		n++
	}
	if n != 81 {
		hinweis := "es fehlen Felder"
		if n > 81 {
			hinweis = "nach Feld I9 kommen noch Zeichen"
		}
		return z, fmt.Errorf("%w: das Sudoku hat %d Felder statt 81 (%s; gezählt werden die Ziffern 0–9 und '.')",
			lesson.ErrUngueltig, n, hinweis)
	}
	return z, nil
}

// sudokuWiderspruch sucht eine Ziffer, die in einer Gruppe zweimal vorgegeben ist, und
// beschreibt sie mit beiden Feldern; nil, wenn es keine gibt.
func sudokuWiderspruch(z [81]uint8) error {
	for s := range Feld(81) {
		if z[s] == 0 {
			continue
		}
		for _, q := range sudokuPeers[s] {
			p := Feld(q)
			if p >= s || z[p] != z[s] {
				continue
			}
			wo := "im selben Block"
			switch {
			case p.Zeile() == s.Zeile():
				wo = "in derselben Zeile"
			case p.Spalte() == s.Spalte():
				wo = "in derselben Spalte"
			}
			return fmt.Errorf("%w: Widerspruch in Feld %v, die %d steht schon in Feld %v (%s)", lesson.ErrUnloesbar, s, z[s], p, wo)
		}
	}
	return nil
}
