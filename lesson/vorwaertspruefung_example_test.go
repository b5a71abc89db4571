package lesson_test

import (
	"fmt"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/australien"
)

// Das Beispiel der Folie „Forward-Checking“: Nach WA = red, Q = green und V = blue bleibt
// für SA keine Farbe übrig – die Suche könnte schon hier umkehren.
func ExampleBelegung_ForwardChecking() {
	b := australien.NeuesCSP().LeereBelegung()
	fmt.Println(b.Restdomaenen())
	for _, z := range [][2]string{{"WA", "red"}, {"Q", "green"}, {"V", "blue"}} {
		var ok bool
		b, ok = b.ForwardChecking(z[0], z[1])
		fmt.Println(b.Restdomaenen(), ok)
	}
	fmt.Println("SA:", b.Moegliche("SA"))
	// Output:
	// WA red,green,blue   NT red,green,blue   SA red,green,blue   Q red,green,blue    NSW red,green,blue  V red,green,blue    T red,green,blue
	// WA red              NT green,blue       SA green,blue       Q red,green,blue    NSW red,green,blue  V red,green,blue    T red,green,blue true
	// WA red              NT blue             SA blue             Q green             NSW red,blue        V red,green,blue    T red,green,blue true
	// WA red              NT blue             SA –                Q green             NSW red             V blue              T red,green,blue false
	// SA: []
}

// Die Lösung von der Folie eintragen; Belege prüft dabei alle Constraints.
func ExampleCSP_Belege() {
	p := australien.NeuesCSP()
	b, err := p.Belege(map[string]string{"WA": "red", "NT": "green", "SA": "blue", "Q": "red", "NSW": "green", "V": "red", "T": "green"})
	fmt.Println(b, b.Vollstaendig(), err)
	_, err = p.Belege(map[string]string{"WA": "red", "NT": "red"})
	fmt.Println(err)
	// Output:
	// {WA: red, NT: green, SA: blue, Q: red, NSW: green, V: red, T: green} true <nil>
	// ungültige Eingabe: NT = red ist nicht möglich (Domäne [red green blue], bisher {WA: red})
}

// Zwei Strategien auf Australien im Vergleich: Forward-Checking prüft mehr Constraints.
// Ohne Strategien vergleicht Vergleich die vier aus Vergleichsstrategien.
func ExampleCSP_Vergleich() {
	fmt.Print(australien.NeuesCSP().Vergleich("Australien",
		lesson.CSPOptionen{}, lesson.CSPOptionen{Inferenz: lesson.ForwardChecking}))
	// Output:
	// Australien
	//    erste freie Variable, Domänenreihenfolge, keine Inferenz: gelöst, 7 Zuweisungen, 0 Backtracks, 15 Constraint-Prüfungen
	//    erste freie Variable, Domänenreihenfolge, Forward-Checking: gelöst, 7 Zuweisungen, 0 Backtracks, 32 Constraint-Prüfungen
}
