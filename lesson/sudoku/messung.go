package sudoku

import (
	"context"
	"fmt"
	"time"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/ausgabe"
)

// Messung ist das Ergebnis von TimedSearch und CPTimedSearch: ob die Suche das Rätsel
// gelöst hat (die Lösung ist mit Gueltig gegen die Vorgaben geprüft), was sie dabei
// gezählt hat und wie lange Einlesen und Suchen zusammen dauerten.
type Messung struct {
	Geloest bool
	Zaehler
	Dauer time.Duration
}

// String liefert die Messung in einer Zeile, z. B. „200 Zuweisungen, 151 Backtracks,
// Zeit 1,23 ms“ (die Zeit auf Deutsch mit drei gültigen Stellen, ausgabe.Dauer). Hat die Suche das Rätsel
// nicht gelöst, beginnt die Zeile mit „nicht gelöst, “.
func (m Messung) String() string {
	zeile := fmt.Sprintf("%v, Zeit %s", m.Zaehler, ausgabe.Dauer(m.Dauer))
	if !m.Geloest {
		return "nicht gelöst, " + zeile
	}
	return zeile
}

// TimedSearch liest grid, löst es mit einfachem Backtracking (Sudoku.Search) und misst
// die Zeit wie timed_search in sudoku.py – hier die verstrichene Zeit, nicht die
// Prozessorzeit. limit begrenzt die Zuweisungen (≤ 0: unbegrenzt). Findet die Suche keine
// Lösung, meldet der Fehler es (lesson.ErrUnloesbar, ein Limit oder ctx); die Messung
// enthält dann, was bis dahin gezählt wurde.
func TimedSearch(ctx context.Context, grid string, limit int) (Messung, error) {
	start := time.Now()
	v, err := ParseGrid(grid)
	if err != nil {
		return Messung{}, err
	}
	l, ok, z, err := v.Search(ctx, limit)
	return gemessen(time.Since(start), v, l, ok, z, err)
}

// CPTimedSearch ist TimedSearch mit Constraint-Propagierung wie timed_search in
// sudokucp.py: einlesen mit CPParseGrid, suchen mit Kandidaten.Search.
func CPTimedSearch(ctx context.Context, grid string, limit int) (Messung, error) {
	start := time.Now()
	v, err := CPParseGrid(grid)
	if err != nil {
		return Messung{}, err
	}
	l, ok, z, err := v.Search(ctx, limit)
	dauer := time.Since(start)
	vorgaben, _ := ParseGrid(grid) // CPParseGrid hat grid schon geprüft
	return gemessen(dauer, vorgaben, l.Werte(), ok, z, err)
}

// TimedSearchKleinsteVerzweigung ist CPTimedSearch mit
// Kandidaten.SearchKleinsteVerzweigung statt Kandidaten.Search: Die Suche verzweigt auch bei
// der Ziffer, die in einer Gruppe die wenigsten Plätze hat. So löst sie auch hard3 schnell.
func TimedSearchKleinsteVerzweigung(ctx context.Context, grid string, limit int) (Messung, error) {
	start := time.Now()
	v, err := CPParseGrid(grid)
	if err != nil {
		return Messung{}, err
	}
	l, ok, z, err := v.SearchKleinsteVerzweigung(ctx, limit)
	dauer := time.Since(start)
	vorgaben, _ := ParseGrid(grid) // CPParseGrid hat grid schon geprüft
	return gemessen(dauer, vorgaben, l.Werte(), ok, z, err)
}

// gemessen stellt die Messung einer Suche zusammen, die dauer brauchte.
func gemessen(dauer time.Duration, vorgaben, loesung Sudoku, ok bool, z Zaehler, err error) (Messung, error) {
	m := Messung{Zaehler: z, Dauer: dauer}
	if err == nil && !ok {
		err = fmt.Errorf("%w: das Sudoku hat keine Lösung", lesson.ErrUnloesbar)
	}
	m.Geloest = ok && err == nil && PruefeLoesung(loesung, vorgaben) == nil
	return m, err
}
