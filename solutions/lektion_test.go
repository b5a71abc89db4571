package exercises

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

// Die sichtbaren Prüfungen der Lektion: dieselben Beispiele, die Notebook 4 zeigt. Sie
// geben schnell Rückmeldung; die Note vergibt deine Lehrkraft mit dem Programm bewerten
// (mehr Positionen, Schrittzahlen, feste Limits). Nur eine Aufgabe prüfen, zum Beispiel c):
//
//	go test -run TestLektion/c_ ./exercises

// zeitlimitLektion begrenzt jede Prüfung: Eine Endlosschleife kostet nur diese Prüfung.
const zeitlimitLektion = 60 * time.Second

// rufe führt f mit Zeitlimit aus; ein panic oder eine Zeitüberschreitung wird zu einem
// Fehler des Tests, nicht zum Absturz aller Tests.
func rufe(t *testing.T, aufruf string, f func()) bool {
	t.Helper()
	fertig := make(chan string, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				fertig <- fmt.Sprintf("%s bricht ab mit panic: %v", aufruf, r)
			}
		}()
		f()
		fertig <- ""
	}()
	select {
	case fehler := <-fertig:
		if fehler != "" {
			t.Error(fehler)
			return false
		}
		return true
	case <-time.After(zeitlimitLektion):
		t.Errorf("%s ist nach %v nicht fertig – eine Endlosschleife?", aufruf, zeitlimitLektion)
		return false
	}
}

// loesungsLaenge folgt den Vorgängern vom Ziel zurück zum Start und liefert die Anzahl der
// Positionen auf dem Weg (wie ShowSolution), oder 0, wenn die Kette nicht zum Start führt.
func loesungsLaenge(start Position, predecessors map[Position]Position) int {
	n, pos := 1, GoalPos
	for pos != start {
		vor, ok := predecessors[pos]
		if !ok || n > 1000 {
			return 0
		}
		pos = vor
		n++
	}
	return n
}

func TestLektion(t *testing.T) {
	t.Run("a_GetMoves", func(t *testing.T) {
		erwartet := []Position{
			{5, 1, 3, 4, 6, 9, 0, 8, 2, 10, 7, 11, 13, 14, 15, 12},
			{5, 1, 3, 4, 6, 9, 7, 8, 2, 0, 10, 11, 13, 14, 15, 12},
			{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 11, 0, 13, 14, 15, 12},
			{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 15, 11, 13, 14, 0, 12},
		}
		var zuege []Position
		if !rufe(t, "GetMoves(StartPos)", func() { zuege = GetMoves(StartPos) }) {
			return
		}
		if len(zuege) != len(erwartet) {
			t.Errorf("GetMoves(StartPos) liefert %d Positionen, erwartet 4 (das Loch kann nach oben, unten, links und rechts)", len(zuege))
		}
		for _, e := range erwartet {
			if !slices.Contains(zuege, e) {
				t.Errorf("GetMoves(StartPos) fehlt die Position %v", e)
			}
		}
	})
	t.Run("b_IsGoal", func(t *testing.T) {
		rufe(t, "IsGoal", func() {
			if !IsGoal(GoalPos) {
				t.Error("IsGoal(GoalPos) liefert false, erwartet true")
			}
			if IsGoal(StartPos) || IsGoal(Position{15, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0}) {
				t.Error("IsGoal liefert true für eine Position, die nicht das Ziel ist")
			}
		})
	})
	t.Run("c_BFS", func(t *testing.T) {
		rufe(t, "BFS(StartPos)", func() {
			predecessors, numSteps, err := BFS(StartPos)
			if err != nil {
				t.Errorf("BFS(StartPos) liefert den Fehler „%v“", err)
				return
			}
			if n := loesungsLaenge(StartPos, predecessors); n != 15 {
				t.Errorf("Die Lösung von BFS(StartPos) hat %d Positionen, erwartet 15 (Lektion: „Länge der Lösung: 15“); 0 heißt: Die Vorgänger führen nicht zum Start", n)
			}
			t.Logf("BFS(StartPos): Anzahl an Steps: %d (Lektion: je nach Reihenfolge in GetMoves 40000 bis über 100000)", numSteps)
		})
	})
	type wert struct {
		pos  Position
		wert int
	}
	heuristik := func(t *testing.T, name string, h func(Position) int, werte []wert) {
		rufe(t, name, func() {
			for _, w := range werte {
				if got := h(w.pos); got != w.wert {
					t.Errorf("%s(%v) liefert %d, erwartet %d", name, w.pos, got, w.wert)
				}
			}
		})
	}
	t.Run("d_NumWrongHeuristic", func(t *testing.T) {
		heuristik(t, "NumWrongHeuristic", NumWrongHeuristic, []wert{
			{GoalPos, 0},
			{Position{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}, 2},
			{Position{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, 15},
		})
	})
	t.Run("e_AStar", func(t *testing.T) {
		for _, h := range []struct {
			name string
			f    func(Position) int
		}{{"NumWrongHeuristic", NumWrongHeuristic}, {"ManhattanHeuristic", ManhattanHeuristic}} {
			rufe(t, "AStar(StartPos, "+h.name+")", func() {
				predecessors, numSteps, err := AStar(StartPos, h.f)
				if err != nil {
					t.Errorf("AStar(StartPos, %s) liefert den Fehler „%v“", h.name, err)
					return
				}
				if n := loesungsLaenge(StartPos, predecessors); n != 15 {
					t.Errorf("Die Lösung von AStar(StartPos, %s) hat %d Positionen, erwartet 15", h.name, n)
				}
				t.Logf("AStar(StartPos, %s): Anzahl an Steps: %d", h.name, numSteps)
			})
		}
	})
	t.Run("f_ManhattanHeuristic", func(t *testing.T) {
		heuristik(t, "ManhattanHeuristic", ManhattanHeuristic, []wert{
			{GoalPos, 0},
			{Position{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}, 2},
			{Position{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15}, 1},
			{Position{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, 24},
		})
	})
}
