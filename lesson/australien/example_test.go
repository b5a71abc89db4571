package australien_test

import (
	"context"
	"fmt"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/australien"
)

// Die erste Lösung wie oz.py und die Zahl aller Lösungen wie ozgen.py.
func ExampleNeuesCSP() {
	p := australien.NeuesCSP()
	b, ok, err := p.Backtracking(context.Background(), lesson.CSPOptionen{})
	fmt.Println(b, ok, err)
	n := 0
	for range p.AlleLoesungen(context.Background(), lesson.CSPOptionen{}) {
		n++
	}
	fmt.Println(n, "Lösungen")
	// Output:
	// {WA: red, NT: green, SA: blue, Q: red, NSW: green, V: red, T: red} true <nil>
	// 18 Lösungen
}

// Mit zwei Farben lässt sich die Karte nicht färben.
func ExampleMitFarben() {
	p, _ := australien.MitFarben("red", "green")
	_, ok, err := p.Backtracking(context.Background(), lesson.CSPOptionen{})
	fmt.Println(ok, err)
	// Output:
	// false <nil>
}
