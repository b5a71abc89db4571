// Kalt misst eine Suche so, wie eine GoNB-Zelle sie ausführt: ein Aufruf in einem frischen
// Prozess, ohne Aufwärmen. Es gibt die Zeit dieses einen Aufrufs und die Zahl der Knoten
// aus; mit -warm N ruft es die Suche danach noch N-mal auf und gibt die beste Zeit aus
// (die „warme“ Zahl). Zeit und Spitzenspeicher des ganzen Prozesses misst bench/kalt.sh
// mit /usr/bin/time -v.
//
// Aufruf: go run ./bench/kalt [-warm N] SUCHE   (go run ./bench/kalt -liste nennt alle)
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/kisuche/kisuche/lesson/puzzle"
	"github.com/kisuche/kisuche/lesson/sudoku"
	exercises "github.com/kisuche/kisuche/solutions"
)

// suche führt eine Suche einmal aus und liefert die Zahl der Knoten, die sie meldet.
type suche func() (int, error)

var tupelStart = achtpuzzle.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}

func tupel(f func() (*achtpuzzle.Vorgaenger, int, error)) suche {
	return func() (int, error) { _, n, err := f(); return n, err }
}

func schiebepuzzle(start string, graph bool) suche {
	return func() (int, error) {
		p, err := puzzle.NeuesSchiebepuzzle(start, "ABCDEFGH ")
		if err != nil {
			return 0, err
		}
		var erg lesson.Ergebnis
		if graph {
			_, erg, err = lesson.BreitensucheGraph(p)
		} else {
			_, erg, err = lesson.Breitensuche(p)
		}
		return erg.Erzeugt, err
	}
}

// lektionsRaetsel sind grid1, grid2, hard1 und hard2 aus sudokucp.py der Lektion (hard3
// fehlt: Es braucht mit der Suche der Lektion in Python über eine halbe Minute).
var lektionsRaetsel = []string{
	"003020600900305001001806400008102900700000008006708200002609500800203009005010300",
	"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
	"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
	"1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
}

// sudokuSatz löst alle Rätsel der Datei (eins je Zeile, # beginnt einen Kommentar) mit der
// Propagierung der Lektion (sudokucp.py) und liefert die Summe der Zuweisungen.
func sudokuSatz(datei string) suche {
	return func() (int, error) {
		raetsel, err := leseRaetsel(datei)
		if err != nil {
			return 0, err
		}
		return loeseAlle(raetsel)
	}
}

// loeseAlle löst die Rätsel mit Search (Propagierung und MRV wie sudokucp.py) und liefert
// die Summe der Zuweisungen.
func loeseAlle(raetsel []string) (int, error) {
	summe := 0
	for _, r := range raetsel {
		v, err := sudoku.CPParseGrid(r)
		if err != nil {
			return 0, err
		}
		_, ok, z, err := v.Search(context.Background(), 0)
		if err != nil || !ok {
			return 0, fmt.Errorf("%s: keine Lösung (%v)", r, err)
		}
		summe += z.Zuweisungen
	}
	return summe, nil
}

func leseRaetsel(datei string) ([]string, error) {
	f, err := os.Open(datei)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var raetsel []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		z := strings.TrimSpace(sc.Text())
		if z == "" || strings.HasPrefix(z, "#") {
			continue
		}
		raetsel = append(raetsel, z)
	}
	return raetsel, sc.Err()
}

func suchen(testdata string) map[string]suche {
	return map[string]suche{
		"tupel-bfs": tupel(func() (*achtpuzzle.Vorgaenger, int, error) { return achtpuzzle.BFS(tupelStart) }),
		"tupel-dfs": tupel(func() (*achtpuzzle.Vorgaenger, int, error) { return achtpuzzle.DFS(tupelStart) }),
		"tupel-greedy-misplaced": tupel(func() (*achtpuzzle.Vorgaenger, int, error) {
			return achtpuzzle.Greedy(tupelStart, achtpuzzle.HMisplaced)
		}),
		"tupel-astar-misplaced": tupel(func() (*achtpuzzle.Vorgaenger, int, error) {
			return achtpuzzle.AStar(tupelStart, achtpuzzle.HMisplaced)
		}),
		"tupel-astar-manhattan": tupel(func() (*achtpuzzle.Vorgaenger, int, error) {
			return achtpuzzle.AStar(tupelStart, achtpuzzle.HManhattan)
		}),
		"string-bfs-mittel":   schiebepuzzle("ACFEBH DG", false),
		"string-graph-mittel": schiebepuzzle("ACFEBH DG", true),
		"string-graph-schwer": schiebepuzzle("ABCF DGHE", true),
		"sudoku-lektion":      func() (int, error) { return loeseAlle(lektionsRaetsel) },
		"sudoku-top95":        sudokuSatz(filepath.Join(testdata, "top95.txt")),
		"uebung-bfs": func() (int, error) {
			_, n, err := exercises.BFS(exercises.StartPos)
			return n, err
		},
	}
}

func main() {
	warm := flag.Int("warm", 0, "nach dem kalten Aufruf noch `N`-mal aufrufen und die beste Zeit ausgeben")
	testdata := flag.String("testdata", "lesson/testdata", "Verzeichnis mit top95.txt")
	liste := flag.Bool("liste", false, "die Namen der Suchen ausgeben")
	flag.Parse()
	alle := suchen(*testdata)
	if *liste {
		for _, n := range namen {
			fmt.Println(n)
		}
		return
	}
	if flag.NArg() != 1 || alle[flag.Arg(0)] == nil {
		fmt.Fprintln(os.Stderr, "Aufruf: kalt [-warm N] SUCHE; Suchen:", strings.Join(namen, " "))
		os.Exit(2)
	}
	s := alle[flag.Arg(0)]
	c0 := cpuZeit()
	t0 := time.Now()
	knoten, err := s()
	kalt := time.Since(t0)
	kaltCPU := cpuZeit() - c0
	if err != nil {
		fmt.Fprintln(os.Stderr, "Fehler:", err)
		os.Exit(1)
	}
	beste := time.Duration(0)
	for i := 0; i < *warm; i++ {
		runtime.GC()
		t0 := time.Now()
		if _, err := s(); err != nil {
			fmt.Fprintln(os.Stderr, "Fehler:", err)
			os.Exit(1)
		}
		if d := time.Since(t0); beste == 0 || d < beste {
			beste = d
		}
	}
	fmt.Printf("%s knoten=%d kalt_ms=%.4f cpu_ms=%.4f warm_ms=%.4f\n", flag.Arg(0), knoten,
		ms(kalt), ms(kaltCPU), ms(beste))
}

func ms(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }

// cpuZeit liefert die Prozessorzeit (Benutzer und System) des ganzen Prozesses.
func cpuZeit() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// namen legt die Reihenfolge fest (keine Iteration über die Map).
var namen = []string{
	"tupel-bfs", "tupel-dfs", "tupel-greedy-misplaced", "tupel-astar-misplaced", "tupel-astar-manhattan",
	"string-bfs-mittel", "string-graph-mittel", "string-graph-schwer", "sudoku-lektion", "sudoku-top95",
	"uebung-bfs",
}
