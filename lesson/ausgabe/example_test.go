package ausgabe_test

import (
	"fmt"
	"time"

	"github.com/kisuche/kisuche/lesson/ausgabe"
)

// Zahlen und Zeiten so, wie man sie in Deutschland schreibt.
func ExampleTausender() {
	fmt.Println(ausgabe.Tausender(1280495), ausgabe.Tausender(-12))
	fmt.Println(ausgabe.TausenderKomma(171711.6))
	fmt.Println(ausgabe.Sekunden(1250 * time.Millisecond))
	// Output:
	// 1.280.495 -12
	// 171.712
	// 1,250 s
}

// Eine Zelle messen wie mit %%time in Python: Am Ende der Zelle erscheint „Wall time: …“.
func ExampleStoppuhr() {
	stopp := ausgabe.Stoppuhr()
	// … die Arbeit der Zelle …
	stopp() // in einer Notebook-Zelle: defer ausgabe.Stoppuhr()() am Anfang
}
