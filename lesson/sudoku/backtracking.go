package sudoku

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/kisuche/kisuche/lesson"
)

// Sudoku ist eine Belegung in der Darstellung von sudoku.py: zu jedem Feld A1 … I9
// (Index wie Feld) die Ziffer 1 … 9 oder 0, wenn das Feld (noch) leer ist – in
// der Lektion ein dict, das nur die belegten Felder enthält.
//
// Ein Sudoku ist ein Array und damit in Go ein Wert: t := s kopiert alle 81 Felder. Das
// ist values.copy() der Lektion, nur billiger (81 Bytes statt eines dicts); deshalb
// ändert Assign das Sudoku nicht, sondern liefert ein neues.
type Sudoku [81]uint8

// ParseGrid liest ein Rätsel wie parse_grid in sudoku.py: Es zählen die Ziffern
// 1–9 (Vorgaben) sowie '0' und '.' (leere Felder); alle anderen Zeichen werden
// übergangen, so dass man das Rätsel auch als Tabelle schreiben kann. Es müssen genau
// 81 Felder sein. Steht eine Ziffer in einer Gruppe zweimal, nennt der Fehler beide
// Felder (die Lektion liefert dann nur False).
func ParseGrid(grid string) (Sudoku, error) {
	z, err := sudokuZiffern(grid)
	if err != nil {
		return Sudoku{}, err
	}
	if err := sudokuWiderspruch(z); err != nil {
		return Sudoku{}, err
	}
	return Sudoku(z), nil
}

// Wert liefert die Ziffer im Feld name (0 für leer) und false für einen ungültigen Namen.
func (v Sudoku) Wert(name string) (int, bool) {
	s, err := FeldNr(name)
	if err != nil {
		return 0, false
	}
	return int(v[s]), true
}

// Assign trägt die Ziffer d in das Feld s ein, wenn das Feld leer ist und keiner seiner
// Peers d enthält (assign in sudoku.py). Es liefert das neue Sudoku und true; v bleibt
// unverändert. Sonst liefert es false.
func (v Sudoku) Assign(s Feld, d int) (Sudoku, bool) {
	if !s.gueltig() || d < 1 || d > 9 || v[s] != 0 {
		return v, false
	}
	for _, p := range sudokuPeers[s] {
		if int(v[p]) == d {
			return v, false
		}
	}
	v[s] = uint8(d)
	return v, true
}

// Zaehler zählt, was eine Sudoku-Suche getan hat.
type Zaehler struct {
	// Zuweisungen zählt die Ziffern, die die Suche in ein Feld eingetragen hat (beim
	// einfachen Backtracking die erfolgreichen assign-Aufrufe, bei der Suche mit
	// Propagierung jeden Versuch einschließlich der Propagierung, die er auslöst).
	Zuweisungen int
	// Backtracks zählt, wie oft alle Ziffern eines Feldes erfolglos probiert wurden.
	Backtracks int
}

// String liefert die Zähler in einer Zeile.
func (z Zaehler) String() string {
	return fmt.Sprintf("%d Zuweisungen, %d Backtracks", z.Zuweisungen, z.Backtracks)
}

// Vollstaendig meldet, ob alle 81 Felder belegt sind.
func (v Sudoku) Vollstaendig() bool {
	for _, d := range v {
		if d == 0 {
			return false
		}
	}
	return true
}

// Search sucht wie search in sudoku.py eine vollständige Belegung mit einfachem
// Backtracking: das erste leere Feld (A1, A2, …), die Ziffern 1 bis 9 der Reihe nach.
// Das ist für einfache Rätsel schnell genug, für schwere hoffnungslos (grid2 brauchte in
// der Lektion 660 Sekunden). limit begrenzt deshalb die Zahl der Zuweisungen (0 und weniger heißt
// unbegrenzt); ist es erreicht, kommt ein Fehler, der ErrZuweisungslimit enthält. Ergebnis:
// die Lösung und true, false wenn es keine gibt, dazu die Zähler.
func (v Sudoku) Search(ctx context.Context, limit int) (Sudoku, bool, Zaehler, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := v.pruefe(); err != nil {
		return v, false, Zaehler{}, err
	}
	var z Zaehler
	var fehler error
	var suche func(v Sudoku, ab int) (Sudoku, bool)
	suche = func(v Sudoku, ab int) (Sudoku, bool) {
		s := Feld(ab)
		for s < 81 && v[s] != 0 {
			s++
		}
		if s == 81 {
			return v, true
		}
		for d := 1; d <= 9; d++ {
			if limit > 0 && z.Zuweisungen >= limit {
				fehler = fmt.Errorf("%w: %d Zuweisungen im einfachen Backtracking (Limit %d)", lesson.ErrZuweisungslimit, z.Zuweisungen, limit)
				return v, false
			}
			neu, ok := v.Assign(s, d)
			if !ok {
				continue
			}
			z.Zuweisungen++
			if z.Zuweisungen%4096 == 0 && ctx.Err() != nil {
				fehler = lesson.NeuerAbbruch(ctx.Err(), fmt.Sprintf("nach %d Zuweisungen", z.Zuweisungen))
				return v, false
			}
			if l, ok := suche(neu, int(s)+1); ok {
				return l, true
			}
			if fehler != nil {
				return v, false
			}
		}
		z.Backtracks++
		return v, false
	}
	l, ok := suche(v, 0)
	if fehler != nil {
		return Sudoku{}, false, z, fehler
	}
	if !ok {
		return Sudoku{}, false, z, nil
	}
	return l, true, z, nil
}

// String liefert das Sudoku genau so, wie display in sudoku.py es druckt: leere Felder
// als '.', nach der dritten und sechsten Spalte ein '|', nach den Zeilen C und F eine
// Trennlinie, am Ende eine Leerzeile. (Jede Zeile endet wie in Python mit zwei
// Leerzeichen.)
func (v Sudoku) String() string {
	var sb strings.Builder
	linie := strings.Repeat("-", 6) + "+" + strings.Repeat("-", 6) + "+" + strings.Repeat("-", 6)
	for r := range 9 {
		for c := range 9 {
			d := v[r*9+c]
			if d == 0 {
				sb.WriteByte('.')
			} else {
				sb.WriteByte('0' + d)
			}
			sb.WriteByte(' ')
			if c == 2 || c == 5 {
				sb.WriteByte('|')
			} else {
				sb.WriteByte(' ')
			}
		}
		sb.WriteByte('\n')
		if r == 2 || r == 5 {
			sb.WriteString(linie + "\n")
		}
	}
	sb.WriteByte('\n')
	return sb.String()
}

// Display druckt das Sudoku wie display in sudoku.py.
func (v Sudoku) Display() { fmt.Fprint(os.Stdout, v.String()) }

// Grid liefert das Sudoku als Zeichenkette aus 81 Zeichen, leere Felder als '.' – die
// Form, die ParseGrid liest.
func (v Sudoku) Grid() string {
	b := make([]byte, 81)
	for i, d := range v {
		b[i] = '.'
		if d != 0 {
			b[i] = '0' + d
		}
	}
	return string(b)
}

// PruefeLoesung prüft eine vollständige Lösung unabhängig von den Suchen: Jede Gruppe
// enthält jede Ziffer 1 … 9 genau einmal, und jede Vorgabe aus vorgaben (leer: 0) steht
// unverändert in der Lösung. nil heißt gültig, sonst nennt der Fehler das erste Problem.
func PruefeLoesung(loesung, vorgaben Sudoku) error {
	for s, d := range loesung {
		if d < 1 || d > 9 {
			return fmt.Errorf("%w: Feld %v der Lösung ist nicht mit einer Ziffer 1–9 belegt", lesson.ErrUngueltig, Feld(s))
		}
		if vorgaben[s] != 0 && vorgaben[s] != d {
			return fmt.Errorf("%w: in Feld %v ist %d vorgegeben, in der Lösung steht %d", lesson.ErrUngueltig, Feld(s), vorgaben[s], d)
		}
	}
	for _, unit := range sudokuUnitlist {
		var gesehen [10]bool
		for _, s := range unit {
			if gesehen[loesung[s]] {
				return fmt.Errorf("%w: die %d steht zweimal in der Gruppe %v … %v der Lösung", lesson.ErrUngueltig, loesung[s], unit[0], unit[8])
			}
			gesehen[loesung[s]] = true
		}
	}
	return nil
}

// pruefe meldet Felder mit Werten über 9 und Vorgaben, die sich schon widersprechen
// (dieselbe Ziffer zweimal in einer Gruppe, wie beim Einlesen: sudokuWiderspruch). Ein
// Sudoku aus ParseGrid besteht die Prüfung immer; ein von Hand gebautes Sudoku{…}
// vielleicht nicht.
func (v Sudoku) pruefe() error {
	for s, d := range v {
		if d > 9 {
			return fmt.Errorf("%w: Feld %v enthält %d; erlaubt sind 0 (leer) und 1–9", lesson.ErrUngueltig, Feld(s), d)
		}
	}
	return sudokuWiderspruch(v)
}
