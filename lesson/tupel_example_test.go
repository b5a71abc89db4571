package lesson_test

import (
	"errors"
	"fmt"

	"github.com/kisuche/kisuche/lesson"
)

// Die Breitensuche der Lektion vom Start (7,2,4,5,0,6,8,3,1).
func ExampleBFS() {
	startstate := lesson.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}
	prev, nrExplored, err := lesson.BFS(startstate)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(nrExplored)
	fmt.Println(lesson.ReconstructPath(prev))
	// Output:
	// 171712
	// left up right down down left up right right up left left down right right down left up right up left down down left up up 26 <nil>
}

// Die Tiefensuche findet einen sehr langen Weg.
func ExampleDFS() {
	prev, nrExplored, _ := lesson.DFS(lesson.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1})
	_, laenge, _ := lesson.ReconstructPath(prev)
	fmt.Println(nrExplored)
	fmt.Println(laenge)
	// Output:
	// 114208
	// 62140
}

// A* mit den beiden Heuristiken der Lektion: gleicher Weg, sehr unterschiedlicher Aufwand.
func ExampleAStar() {
	startstate := lesson.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}
	for _, h := range []func(lesson.Tupel) int{lesson.HMisplaced, lesson.HManhattan} {
		prev, nrExplored, err := lesson.AStar(startstate, h)
		if err != nil {
			fmt.Println(err)
			return
		}
		zuege, laenge, _ := lesson.ReconstructPath(prev)
		fmt.Println(nrExplored, laenge)
		fmt.Println(zuege)
	}
	// Output:
	// 33167 26
	// left up right down right down left left up right right down left left up right right up left left down right right up left left
	// 2034 26
	// left up right down right down left left up right right down left left up right right up left left down right right up left left
}

// Die gierige Suche ist schnell, ihr Weg aber lang.
func ExampleGreedy() {
	prev, nrExplored, _ := lesson.Greedy(lesson.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}, lesson.HMisplaced)
	_, laenge, _ := lesson.ReconstructPath(prev)
	fmt.Println(nrExplored, laenge)
	// Output:
	// 489 110
}

// ReconstructPath liest die Züge des leeren Feldes aus prev. Hier ein Puzzle, das zwei
// Züge vom Ziel entfernt ist.
func ExampleReconstructPath() {
	prev, _, _ := lesson.BFS(lesson.Tupel{1, 4, 2, 3, 0, 5, 6, 7, 8})
	zuege, laenge, err := lesson.ReconstructPath(prev)
	fmt.Printf("%q %d %v\n", zuege, laenge, err)
	pfad, _ := prev.PfadZu(lesson.Goalstate)
	for _, s := range pfad {
		fmt.Println(s)
	}
	// Output:
	// "up left" 2 <nil>
	// (1, 4, 2, 3, 0, 5, 6, 7, 8)
	// (1, 0, 2, 3, 4, 5, 6, 7, 8)
	// (0, 1, 2, 3, 4, 5, 6, 7, 8)
}

func ExampleHMisplaced() {
	fmt.Println(lesson.HMisplaced(lesson.Tupel{3, 1, 4, 5, 0, 6, 8, 7, 2}))
	fmt.Println(lesson.HManhattan(lesson.Tupel{3, 1, 4, 5, 0, 6, 8, 7, 2}))
	// Output:
	// 7
	// 12
}

// Ungültige und unlösbare Startzustände werden vor der Suche abgewiesen.
func ExampleNeuesTupel() {
	_, err := lesson.NeuesTupel(1, 2, 3)
	fmt.Println(err)
	_, err = lesson.NeuesTupel(0, 1, 2, 3, 4, 5, 6, 7, 7)
	fmt.Println(err)
	s, _ := lesson.NeuesTupel(0, 2, 1, 3, 4, 5, 6, 7, 8)
	_, nrExplored, err := lesson.BFS(s)
	fmt.Println(nrExplored, errors.Is(err, lesson.ErrTupelUnloesbar))
	fmt.Println(err)
	// Output:
	// ungültiges 8-Puzzle-Tupel: 3 Zahlen statt 9
	// ungültiges 8-Puzzle-Tupel: Plättchen 7 kommt in (0, 1, 2, 3, 4, 5, 6, 7, 7) doppelt vor
	// 0 true
	// BFS: 8-Puzzle nicht lösbar: (0, 2, 1, 3, 4, 5, 6, 7, 8) hat eine ungerade Anzahl von Inversionen, das Ziel (0, 1, 2, 3, 4, 5, 6, 7, 8) eine gerade
}

// Eine Grenze für die Anzahl der untersuchten Zustände.
func ExampleMaxExplored() {
	prev, nrExplored, err := lesson.BFS(lesson.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}, lesson.MaxExplored(1000))
	fmt.Println(nrExplored, prev.Len(), errors.Is(err, lesson.ErrMaxExplored))
	fmt.Println(err)
	// Output:
	// 1000 1587 true
	// BFS: Grenze für nrExplored erreicht (1000 Zustände untersucht, Ziel noch nicht gefunden)
}

// Der ganze Zustandsraum: 181.440 erreichbare Stellungen, die fernsten 31 Züge vom Ziel.
func ExampleZustandsraum() {
	d := lesson.Zustandsraum()
	fmt.Println(d.Erreichbar(), d.MaxDistanz())
	fmt.Println(d.ProDistanz())
	fmt.Println(d.Distanz(lesson.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}))
	fmt.Println(d[lesson.Platz(lesson.Tupel{8, 0, 6, 5, 4, 7, 2, 3, 1})])
	// Output:
	// 181440 31
	// [1 2 4 8 16 20 39 62 116 152 286 396 748 1024 1893 2512 4485 5638 9529 10878 16993 17110 23952 20224 24047 15578 14560 6274 3910 760 221 2]
	// 26 true
	// 31
}
