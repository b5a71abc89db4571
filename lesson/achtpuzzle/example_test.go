package achtpuzzle_test

import (
	"errors"
	"fmt"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/achtpuzzle"
)

// Die Breitensuche der Lektion vom Start (7,2,4,5,0,6,8,3,1).
func ExampleBFS() {
	startstate := achtpuzzle.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}
	prev, nrExplored, err := achtpuzzle.BFS(startstate)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(nrExplored)
	fmt.Println(achtpuzzle.ReconstructPath(prev))
	// Output:
	// 171712
	// left up right down down left up right right up left left down right right down left up right up left down down left up up 26 <nil>
}

// Die Tiefensuche findet einen sehr langen Weg.
func ExampleDFS() {
	prev, nrExplored, _ := achtpuzzle.DFS(achtpuzzle.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1})
	_, laenge, _ := achtpuzzle.ReconstructPath(prev)
	fmt.Println(nrExplored)
	fmt.Println(laenge)
	// Output:
	// 114208
	// 62140
}

// A* mit den beiden Heuristiken der Lektion: gleicher Weg, sehr unterschiedlicher Aufwand.
func ExampleAStar() {
	startstate := achtpuzzle.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}
	for _, h := range []func(achtpuzzle.Tupel) int{achtpuzzle.HMisplaced, achtpuzzle.HManhattan} {
		prev, nrExplored, err := achtpuzzle.AStar(startstate, h)
		if err != nil {
			fmt.Println(err)
			return
		}
		zuege, laenge, _ := achtpuzzle.ReconstructPath(prev)
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
	prev, nrExplored, _ := achtpuzzle.Greedy(achtpuzzle.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}, achtpuzzle.HMisplaced)
	_, laenge, _ := achtpuzzle.ReconstructPath(prev)
	fmt.Println(nrExplored, laenge)
	// Output:
	// 489 110
}

// ReconstructPath liest die Züge des leeren Feldes aus prev. Hier ein Puzzle, das zwei
// Züge vom Ziel entfernt ist.
func ExampleReconstructPath() {
	prev, _, _ := achtpuzzle.BFS(achtpuzzle.Tupel{1, 4, 2, 3, 0, 5, 6, 7, 8})
	zuege, laenge, err := achtpuzzle.ReconstructPath(prev)
	fmt.Printf("%q %d %v\n", zuege, laenge, err)
	pfad, _ := prev.PfadZu(achtpuzzle.Goalstate)
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
	fmt.Println(achtpuzzle.HMisplaced(achtpuzzle.Tupel{3, 1, 4, 5, 0, 6, 8, 7, 2}))
	fmt.Println(achtpuzzle.HManhattan(achtpuzzle.Tupel{3, 1, 4, 5, 0, 6, 8, 7, 2}))
	// Output:
	// 7
	// 12
}

// Ungültige und unlösbare Startzustände werden vor der Suche abgewiesen.
func ExampleNeuesTupel() {
	_, err := achtpuzzle.NeuesTupel(1, 2, 3)
	fmt.Println(err)
	_, err = achtpuzzle.NeuesTupel(0, 1, 2, 3, 4, 5, 6, 7, 7)
	fmt.Println(err)
	s, _ := achtpuzzle.NeuesTupel(0, 2, 1, 3, 4, 5, 6, 7, 8)
	_, nrExplored, err := achtpuzzle.BFS(s)
	fmt.Println(nrExplored, errors.Is(err, achtpuzzle.ErrUnloesbar))
	fmt.Println(err)
	// Output:
	// ungültiges 8-Puzzle-Tupel: 3 Zahlen statt 9
	// ungültiges 8-Puzzle-Tupel: Plättchen 7 kommt in (0, 1, 2, 3, 4, 5, 6, 7, 7) doppelt vor
	// 0 true
	// 8-Puzzle nicht lösbar: (0, 2, 1, 3, 4, 5, 6, 7, 8) hat eine ungerade Anzahl von Inversionen, das Ziel (0, 1, 2, 3, 4, 5, 6, 7, 8) eine gerade
}

// Ein Limit für die Anzahl der erzeugten Knoten (wie bei allen Suchen der Bibliothek).
func ExampleBFS_maxKnoten() {
	prev, nrExplored, err := achtpuzzle.BFS(achtpuzzle.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}, lesson.MaxKnoten(1000))
	fmt.Println(nrExplored, prev.Len(), errors.Is(err, lesson.ErrLimitErreicht))
	fmt.Println(err)
	// Output:
	// 556 943 true
	// Knotenlimit erreicht: BFS hat 1000 Knoten erzeugt (Limit 1000), das Ziel noch nicht gefunden
}

// Der ganze Zustandsraum: 181.440 erreichbare Stellungen, die fernsten 31 Züge vom Ziel.
func ExampleZustandsraum() {
	d := achtpuzzle.Zustandsraum()
	fmt.Println(d.Erreichbar(), d.MaxDistanz())
	fmt.Println(d.ProDistanz())
	fmt.Println(d.Distanz(achtpuzzle.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}))
	fmt.Println(d[achtpuzzle.Platz(achtpuzzle.Tupel{8, 0, 6, 5, 4, 7, 2, 3, 1})])
	// Output:
	// 181440 31
	// [1 2 4 8 16 20 39 62 116 152 286 396 748 1024 1893 2512 4485 5638 9529 10878 16993 17110 23952 20224 24047 15578 14560 6274 3910 760 221 2]
	// 26 true
	// 31
}

// Alle Suchen der Lektion vom Start (7,2,4,5,0,6,8,3,1) auf einen Blick.
func ExampleUebersicht() {
	text, err := achtpuzzle.Uebersicht(achtpuzzle.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1})
	fmt.Print(text, err, "\n")
	_, err = achtpuzzle.Uebersicht(achtpuzzle.Tupel{0, 2, 1, 3, 4, 5, 6, 7, 8})
	fmt.Println(errors.Is(err, lesson.ErrUnloesbar))
	// Output:
	// BFS                          nrExplored =  171712   Länge =     26
	// DFS                          nrExplored =  114208   Länge =  62140
	// Greedy (falsche Plättchen)   nrExplored =     489   Länge =    110
	// A* (falsche Plättchen)       nrExplored =   33167   Länge =     26
	// A* (Manhattan)               nrExplored =    2034   Länge =     26
	// <nil>
	// true
}
