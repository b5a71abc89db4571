package exercises

import (
	"fmt"
	"regexp"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kisuche/kisuche/exercises/pruefen"
)

// TestLektion prüft die sechs Aufgaben an den Beispielen der Lektion – dieselben Prüfungen
// wie die Prüfzellen von Notebook 4 und der Teil „Beispiele aus der Lektion“ der Bewertung
// (Paket pruefen). Die Note vergibt deine Lehrkraft mit dem Programm bewerten: dieselben
// Beispiele und weitere, verborgene Prüfungen. Nur eine Aufgabe prüfen, zum Beispiel c):
//
//	go test -run TestLektion/c_ ./exercises
func TestLektion(t *testing.T) {
	aufgaben := []struct {
		name   string
		pruefe func(zeige pruefen.Zeige[Position]) []string
	}{
		{"a_GetMoves", func(zeige pruefen.Zeige[Position]) []string { return pruefen.GetMoves(GetMoves, zeige) }},
		{"b_IsGoal", func(pruefen.Zeige[Position]) []string { return pruefen.IsGoal(IsGoal) }},
		{"c_BFS", func(zeige pruefen.Zeige[Position]) []string {
			return mitUrsache("BFS", pruefen.Loesung("BFS(StartPos)", pruefen.MitMap(BFS), zeige))
		}},
		{"d_NumWrongHeuristic", func(pruefen.Zeige[Position]) []string { return pruefen.NumWrongHeuristic(NumWrongHeuristic) }},
		{"e_AStar", func(zeige pruefen.Zeige[Position]) []string {
			return mitUrsache("AStar", pruefen.Loesung("AStar(StartPos, NumWrongHeuristic)", pruefen.MitMap(func(p Position) (map[Position]Position, int, error) {
				return AStar(p, NumWrongHeuristic)
			}), zeige))
		}},
		{"f_ManhattanHeuristic", func(pruefen.Zeige[Position]) []string { return pruefen.ManhattanHeuristic(ManhattanHeuristic) }},
		// Zum Abschluss der Lektion: A* mit der Manhattan-Heuristik (etwa 70 Schritte).
		{"z_AStarManhattan", func(zeige pruefen.Zeige[Position]) []string {
			return mitUrsache("AStar", pruefen.Loesung("AStar(StartPos, ManhattanHeuristic)", pruefen.MitMap(func(p Position) (map[Position]Position, int, error) {
				return AStar(p, ManhattanHeuristic)
			}), zeige))
		}},
	}
	for _, a := range aufgaben {
		t.Run(a.name, func(t *testing.T) {
			var ausgabe protokoll
			saetze := mitZeitlimit(a.name[2:], func() []string { return a.pruefe(ausgabe.zeige) })
			for _, zeile := range ausgabe.zeilen() {
				t.Log(zeile)
			}
			for _, satz := range saetze {
				t.Error(pruefen.FehlerPraefix + satz)
			}
		})
	}
}

// mitUrsache stellt den Sätzen einer gescheiterten Suche den Satz voran, der einen Fehler
// in a) oder b) als mögliche Ursache nennt (pruefen.Ursache).
func mitUrsache(suche string, saetze []string) []string {
	if len(saetze) == 0 || strings.Contains(strings.Join(saetze, "\n"), "noch nicht implementiert") {
		return saetze // die Suche selbst fehlt noch: Das ist die Ursache
	}
	if u := pruefen.Ursache(suche, GetMoves, IsGoal); u != "" {
		return append([]string{u}, saetze...)
	}
	return saetze
}

// protokoll sammelt, was eine Prüfung zeigt (Positionen als Bretter wie PrintPosition).
// Es ist sicher, wenn die Prüfung nach dem Zeitlimit in ihrer Goroutine weiterläuft.
type protokoll struct {
	mu sync.Mutex
	b  []string
}

func (p *protokoll) zeige(text string, ps ...Position) {
	var b strings.Builder
	b.WriteString(text)
	for _, pos := range ps {
		if b.Len() > 0 && !strings.HasSuffix(b.String(), "\n") {
			b.WriteString("\n")
		}
		FprintPosition(&b, pos)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.b = append(p.b, strings.TrimRight(b.String(), "\n"))
}

func (p *protokoll) zeilen() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.b)
}

// zeitlimitLektion begrenzt jede Aufgabe: Eine Endlosschleife kostet nur diese Aufgabe.
const zeitlimitLektion = 60 * time.Second

// mitZeitlimit führt pruefe aus; ein panic oder eine Zeitüberschreitung wird zu einem Satz,
// nicht zum Absturz aller Prüfungen.
func mitZeitlimit(name string, pruefe func() []string) []string {
	fertig := make(chan []string, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				fertig <- []string{fmt.Sprintf("%s bricht ab mit panic: %v%s", name, r, stelleImCode(debug.Stack()))}
			}
		}()
		fertig <- pruefe()
	}()
	select {
	case saetze := <-fertig:
		return saetze
	case <-time.After(zeitlimitLektion):
		return []string{fmt.Sprintf("%s ist nach %v nicht fertig – eine Endlosschleife?", name, zeitlimitLektion)}
	}
}

// aufgabenZeile findet im Stack eines panic die Zeile in einer Aufgabendatei.
var aufgabenZeile = regexp.MustCompile(`[a-f]_[a-z]+\.go:\d+`)

// stelleImCode liefert „ (in a_getmoves.go:12)“ für die erste Stelle des Stacks in einer
// Aufgabendatei, sonst "".
func stelleImCode(stack []byte) string {
	if s := aufgabenZeile.Find(stack); s != nil {
		return " (in " + string(s) + ")"
	}
	return ""
}
