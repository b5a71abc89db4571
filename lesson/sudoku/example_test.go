package sudoku_test

import (
	"context"
	"fmt"

	"github.com/kisuche/kisuche/lesson/sudoku"
)

// Einfaches Backtracking wie sudoku.py. (Display druckt das Gitter wie die Lektion.)
func ExampleSudoku_Search() {
	grid1 := "003020600 900305001 001806400 008102900 700000008 006708200 002609500 800203009 005010300"
	v, err := sudoku.ParseGrid(grid1)
	if err != nil {
		fmt.Println(err)
		return
	}
	l, ok, z, err := v.Search(context.Background(), 0)
	fmt.Println(l.Grid()[:27], ok, err)
	fmt.Println(z)
	// Output:
	// 483921657967345821251876493 true <nil>
	// 200 Zuweisungen, 151 Backtracks
}

// Mit Constraint-Propagierung (sudokucp.py) ist grid1 schon nach dem Einlesen gelöst;
// bei grid2 bleiben Kandidaten, und die Suche mit MRV erledigt den Rest.
func ExampleCPParseGrid() {
	grid1 := "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
	v, _ := sudoku.CPParseGrid(grid1)
	fmt.Println("grid1 gelöst:", v.Geloest())

	grid2 := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	w, _ := sudoku.CPParseGrid(grid2)
	fmt.Println("grid2 gelöst:", w.Geloest(), "– A2 kann noch", w.Kandidaten("A2"), "sein")
	l, ok, z, _ := w.Search(context.Background(), 0)
	fmt.Println(l.Werte().Grid()[:27], ok, z)
	// Output:
	// grid1 gelöst: true
	// grid2 gelöst: false – A2 kann noch 1679 sein
	// 417369825632158947958724316 true 25 Zuweisungen, 9 Backtracks
}

// Fehlerhafte Rätsel liefern einen Fehler, der das Feld nennt.
func ExampleParseGrid_fehler() {
	_, err := sudoku.ParseGrid("4...4.8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	fmt.Println(err)
	_, err = sudoku.ParseGrid("123")
	fmt.Println(err)
	// Output:
	// nicht lösbar: Widerspruch in Feld A5, die 4 steht schon in Feld A1 (in derselben Zeile)
	// ungültige Eingabe: das Sudoku hat 3 Felder statt 81 (es fehlen Felder; gezählt werden die Ziffern 0–9 und '.')
}

// Eine Belegung in der Form der Lektion (ein dict von Feldnamen auf Ziffern) als Sudoku,
// etwa um sie als Bild zu zeigen oder mit Gueltig zu prüfen.
func ExampleAusWerten() {
	s, err := sudoku.AusWerten(map[string]string{"A1": "4", "A2": "1", "B1": "6"})
	fmt.Println(err, s[0], s[1], s[9], s[2])
	_, err = sudoku.AusWerten(map[string]string{"A1": "4", "A2": "4"})
	fmt.Println(err)
	// Output:
	// <nil> 4 1 6 0
	// nicht lösbar: Widerspruch in Feld A2, die 4 steht schon in Feld A1 (in derselben Zeile)
}

// Die Rätsel der Laufzeittabellen der Folien.
func ExampleLektion() {
	for _, r := range sudoku.Lektion() {
		_, err := sudoku.ParseGrid(r.Grid)
		fmt.Println(r.Name, err)
	}
	// Output:
	// grid1 <nil>
	// grid2 <nil>
	// hard1 <nil>
	// hard2 <nil>
	// hard3 <nil>
}

// Ein Sudoku hat genau eine Lösung; hard3 aus der Lektion hat mehrere und ist deshalb im
// eigentlichen Sinn keins.
func ExampleAnzahlLoesungen() {
	for _, grid := range []string{sudoku.Grid1, sudoku.Hard3} {
		n, err := sudoku.AnzahlLoesungen(context.Background(), grid, 2)
		fmt.Println(n, err)
	}
	// Output:
	// 1 <nil>
	// 2 <nil>
}

// timed_search der Lektion für alle ihre Rätsel, mit Propagierung wie sudokucp.py. Die
// Zeit schwankt von Lauf zu Lauf; Messung.String hängt sie an („…, Zeit 85 µs“).
func ExampleCPTimedSearch() {
	for _, r := range sudoku.Lektion()[:4] {
		m, err := sudoku.CPTimedSearch(context.Background(), r.Grid, 0)
		fmt.Println(r.Name, m.Geloest, m.Zaehler, err)
	}
	// Output:
	// grid1 true 0 Zuweisungen, 0 Backtracks <nil>
	// grid2 true 25 Zuweisungen, 9 Backtracks <nil>
	// hard1 true 172 Zuweisungen, 79 Backtracks <nil>
	// hard2 true 15 Zuweisungen, 2 Backtracks <nil>
}

// hard3 mit der kleinsten Verzweigung: kein riesiger Teilbaum ohne Lösung wie bei
// CPTimedSearch.
func ExampleTimedSearchKleinsteVerzweigung() {
	m, err := sudoku.TimedSearchKleinsteVerzweigung(context.Background(), sudoku.Hard3, 0)
	fmt.Println(m.Geloest, m.Zaehler, err)
	// Output:
	// true 22 Zuweisungen, 0 Backtracks <nil>
}
