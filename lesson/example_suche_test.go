package lesson_test

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/puzzle"
)

// Wie teste_algorithmus in der Lektion „Suche“.
func ExampleBreitensuche() {
	ziel := "ABCDEFGH "
	for _, start := range []string{"DAC BEGHF", "BC AEFDGH", "ACFEBH DG"} {
		problem, err := puzzle.NeuesSchiebepuzzle(start, ziel)
		if err != nil {
			fmt.Println(err)
			return
		}
		loesung, erg, err := lesson.Breitensuche(problem)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("Die Lösung besteht aus %d Zügen: %v (%d Knoten erzeugt)\n", len(loesung), loesung, erg.Erzeugt)
	}
	// Output:
	// Die Lösung besteht aus 5 Zügen: [0 1 4 5 8] (346 Knoten erzeugt)
	// Die Lösung besteht aus 6 Zügen: [1 0 3 6 7 8] (711 Knoten erzeugt)
	// Die Lösung besteht aus 10 Zügen: [7 8 5 2 1 4 3 6 7 8] (95175 Knoten erzeugt)
}

func ExampleBreitensucheGraph() {
	problem, _ := puzzle.NeuesSchiebepuzzle("ABCF DGHE", "ABCDEFGH ")
	loesung, erg, err := lesson.BreitensucheGraph(problem)
	fmt.Printf("Die Lösung besteht aus %d Zügen: %v\n", len(loesung), loesung)
	fmt.Println(erg)
	fmt.Println("Fehler:", err)
	// Output:
	// Die Lösung besteht aus 12 Zügen: [3 6 7 4 5 8 7 6 3 4 5 8]
	// BreitensucheGraph: Lösung mit 12 Zügen (Kosten 12); 5073 Knoten erzeugt, 1867 untersucht, 1866 expandiert, größte Grenze 1136, Closed List 1867
	// Fehler: <nil>
}

// Die Baumsuche auf 'hart' würde Billionen Knoten erzeugen; mit einem Limit hört sie auf.
func ExampleMaxKnoten() {
	problem, _ := puzzle.NeuesSchiebepuzzle("CBHEADFG ", "ABCDEFGH ")
	_, erg, err := lesson.Breitensuche(problem, lesson.MaxKnoten(100_000))
	fmt.Println(err)
	fmt.Println(erg.Erzeugt, "Knoten erzeugt, größte Grenze:", erg.MaxGrenze)
	// Output:
	// Knotenlimit erreicht: 100001 Knoten erzeugt (Limit 100000)
	// 100001 Knoten erzeugt, größte Grenze: 63671
}

// Schritt für Schritt: Was passiert in den ersten drei Schritten der Breitensuche mit
// Closed List?
func ExampleNeueBreitensucheGraph() {
	problem, _ := puzzle.NeuesSchiebepuzzle("DAC BEGHF", "ABCDEFGH ")
	suche := lesson.NeueBreitensucheGraph(problem)
	for range 3 {
		b, err := suche.Schritt()
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("Schritt %d: Knoten #%d %q (Tiefe %d) expandiert\n", b.Nr, b.Knoten.Nummer, b.Knoten.Zustand, b.Knoten.Tiefe)
		// Alle Folgeknoten in der Reihenfolge ihrer Nummern: aufgenommen oder verworfen.
		folge := slices.Concat(b.Neu, b.Verworfen)
		slices.SortFunc(folge, func(x, y *lesson.Knoten[string, int]) int { return x.Nummer - y.Nummer })
		for _, k := range folge {
			was := "neu      "
			if slices.Contains(b.Verworfen, k) {
				was = "verworfen"
			}
			fmt.Printf("  %s #%d %q nach Zug %d\n", was, k.Nummer, k.Zustand, k.Aktion)
		}
	}
	fmt.Print("Grenze:")
	for k := range suche.Grenze() {
		fmt.Printf(" #%d", k.Nummer)
	}
	fmt.Print("\nClosed List:")
	for z := range suche.Geschlossen() {
		fmt.Printf(" %q", z)
	}
	fmt.Println()
	// Output:
	// Schritt 1: Knoten #0 "DAC BEGHF" (Tiefe 0) expandiert
	//   neu       #1 " ACDBEGHF" nach Zug 0
	//   neu       #2 "DACB EGHF" nach Zug 4
	//   neu       #3 "DACGBE HF" nach Zug 6
	// Schritt 2: Knoten #1 " ACDBEGHF" (Tiefe 1) expandiert
	//   neu       #4 "A CDBEGHF" nach Zug 1
	//   verworfen #5 "DAC BEGHF" nach Zug 3
	// Schritt 3: Knoten #2 "DACB EGHF" (Tiefe 1) expandiert
	//   neu       #6 "D CBAEGHF" nach Zug 1
	//   verworfen #7 "DAC BEGHF" nach Zug 3
	//   neu       #8 "DACBE GHF" nach Zug 5
	//   neu       #9 "DACBHEG F" nach Zug 7
	// Grenze: #3 #4 #6 #8 #9
	// Closed List: "DAC BEGHF" " ACDBEGHF" "DACB EGHF"
}

// A* mit einer selbst geschriebenen Heuristik: Zahl der Plättchen, die nicht an ihrem
// Platz liegen.
func ExampleASternSuche() {
	ziel := "ABCDEFGH "
	falschePlaettchen := func(zustand string) int {
		n := 0
		for i := range len(zustand) {
			if zustand[i] != ' ' && zustand[i] != ziel[i] {
				n++
			}
		}
		return n
	}
	problem, _ := puzzle.NeuesSchiebepuzzle("ABCF DGHE", ziel)
	loesung, erg, err := lesson.ASternSuche(problem, falschePlaettchen)
	fmt.Println(len(loesung), "Züge, Fehler:", err)
	fmt.Println(erg.Untersucht, "Knoten untersucht")
	_, bfs, _ := lesson.BreitensucheGraph(problem)
	fmt.Println(bfs.Untersucht, "Knoten untersucht die Breitensuche")
	// Output:
	// 12 Züge, Fehler: <nil>
	// 155 Knoten untersucht
	// 1867 Knoten untersucht die Breitensuche
}

// Knoten von Hand erzeugen, wie in der Lektion „Suche“; die Nummern kommen aus einer
// eigenen Nummerierung.
func ExampleKnoten() {
	problem, _ := puzzle.NeuesSchiebepuzzle("DAC BEGHF", "ABCDEFGH ")
	var nummern lesson.Nummerierung
	wurzel := lesson.NeuerKnoten[string, int](problem.Startzustand(), &nummern)
	for _, k := range wurzel.Expandiere(problem, &nummern) {
		fmt.Printf("#%d %q Tiefe %d, Pfad %v\n", k.Nummer, k.Zustand, k.Tiefe, k.PfadHierher())
	}
	enkel := wurzel.Folgeknoten(problem, 4, &nummern).Folgeknoten(problem, 5, &nummern)
	fmt.Printf("#%d %q Pfad %v\n", enkel.Nummer, enkel.Zustand, enkel.PfadHierher())
	// Output:
	// #1 " ACDBEGHF" Tiefe 1, Pfad [0]
	// #2 "DACB EGHF" Tiefe 1, Pfad [4]
	// #3 "DACGBE HF" Tiefe 1, Pfad [6]
	// #5 "DACBE GHF" Pfad [4 5]
}

// Die Tiefensuche findet eine Lösung, aber selten die kürzeste; mit MaxTiefe sucht sie nur
// bis zu einer Tiefe.
func ExampleTiefensuche() {
	problem, _ := puzzle.NeuesSchiebepuzzle("BC AEFDGH", "ABCDEFGH ")
	loesung, erg, err := lesson.Tiefensuche(problem)
	fmt.Println(len(loesung), "Züge,", erg.Untersucht, "Knoten untersucht, Fehler:", err)
	loesung, erg, err = lesson.Tiefensuche(problem, lesson.MaxTiefe(8))
	fmt.Println(len(loesung), "Züge,", erg.Untersucht, "Knoten untersucht, Fehler:", err)
	_, _, err = lesson.Tiefensuche(problem, lesson.MaxTiefe(5))
	fmt.Println("Fehler:", err)
	// Output:
	// 69612 Züge, 99005 Knoten untersucht, Fehler: <nil>
	// 6 Züge, 45 Knoten untersucht, Fehler: <nil>
	// Fehler: Tiefenlimit erreicht: die Grenze ist leer, aber Knoten der Tiefe 5 wurden nicht expandiert (MaxTiefe)
}

// Die gierige Suche und die uniforme Kostensuche im Vergleich mit A*: Die Heuristik
// „Manhattan-Distanz“ steht in der Lektion „Suchalgorithmen“.
func ExampleGierigeSuche() {
	ziel := "ABCDEFGH "
	manhattan := func(zustand string) int {
		summe := 0
		for i := range len(zustand) {
			if zustand[i] == ' ' {
				continue
			}
			j := strings.IndexByte(ziel, zustand[i])
			summe += abs(i/3-j/3) + abs(i%3-j%3)
		}
		return summe
	}
	problem, _ := puzzle.NeuesSchiebepuzzle("ABCF DGHE", ziel)
	_, erg, _ := lesson.GierigeSuche(problem, manhattan)
	fmt.Println(erg)
	_, erg, _ = lesson.ASternSuche(problem, manhattan)
	fmt.Println(erg)
	_, erg, _ = lesson.UniformeKostensuche(problem)
	fmt.Println(erg)
	// Output:
	// GierigeSuche: Lösung mit 28 Zügen (Kosten 28); 233 Knoten erzeugt, 87 untersucht, 86 expandiert, größte Grenze 56, Closed List 87
	// ASternSuche: Lösung mit 12 Zügen (Kosten 12); 172 Knoten erzeugt, 63 untersucht, 62 expandiert, größte Grenze 47, Closed List 63
	// UniformeKostensuche: Lösung mit 12 Zügen (Kosten 12); 5073 Knoten erzeugt, 1867 untersucht, 1866 expandiert, größte Grenze 1136, Closed List 1867
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
