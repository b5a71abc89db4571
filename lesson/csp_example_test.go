package lesson_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/australien"
)

// Die erste Lösung des Australien-Problems mit der Suche der Lektion (oz.py).
func ExampleCSP_Backtracking() {
	p := australien.NeuesCSP()
	b, ok, err := p.Backtracking(context.Background(), lesson.CSPOptionen{})
	fmt.Println(b, ok, err)
	// Output:
	// {WA: red, NT: green, SA: blue, Q: red, NSW: green, V: red, T: red} true <nil>
}

// Alle Lösungen als Folge (iter.Seq), wie der Generator in ozgen.py.
func ExampleCSP_AlleLoesungen() {
	n := 0
	for b := range australien.NeuesCSP().AlleLoesungen(context.Background(), lesson.CSPOptionen{}) {
		if n < 2 {
			fmt.Println(b)
		}
		n++
	}
	fmt.Println(n, "Lösungen")
	// Output:
	// {WA: red, NT: green, SA: blue, Q: red, NSW: green, V: red, T: red}
	// {WA: red, NT: green, SA: blue, Q: red, NSW: green, V: red, T: green}
	// 18 Lösungen
}

// Das Schrittprotokoll druckt wie oztrace.py; die Zähler sagen, was die Suche getan hat.
func ExampleBacktracker_Protokoll() {
	bt := australien.NeuesCSP().NeuerBacktracker(lesson.CSPOptionen{Protokoll: true})
	bt.ErsteLoesung(context.Background())
	zeilen := strings.SplitAfter(bt.Protokoll().Oztrace(), "\n")
	fmt.Print(strings.Join(zeilen[:6], ""))
	fmt.Println("...")
	fmt.Println(bt.Zaehler())
	// Output:
	//  check value red for var WA
	//  trying out ...
	//   check value red for var NT
	//   not possible!
	//   check value green for var NT
	//   trying out ...
	// ...
	// 7 Zuweisungen, 0 Backtracks, 15 Constraint-Prüfungen
}

// Mit Forward-Checking streicht die Suche nach jeder Zuweisung Werte bei den Nachbarn;
// MRV wählt dann die Variable mit den wenigsten übrigen Werten.
func ExampleCSPOptionen() {
	opt := lesson.CSPOptionen{Variablenwahl: lesson.MRV, Inferenz: lesson.ForwardChecking, Protokoll: true}
	bt := australien.NeuesCSP().NeuerBacktracker(opt)
	b, _, _ := bt.ErsteLoesung(context.Background())
	for _, s := range bt.Protokoll()[:6] {
		fmt.Println(s)
	}
	fmt.Println(b)
	// Output:
	//  wähle Variable WA
	//  check value red for var WA
	//  trying out ...
	//   streiche red bei NT (wegen WA)
	//   streiche red bei SA (wegen WA)
	//   wähle Variable NT
	// {WA: red, NT: green, SA: blue, Q: red, NSW: green, V: red, T: red}
}
