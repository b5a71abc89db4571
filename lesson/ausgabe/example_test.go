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

// Kommazahlen in deutschen Sätzen: Dezimalkomma, Punkte zwischen den Tausendern.
func ExampleKomma() {
	fmt.Printf("ca. %s Tausend Knoten\n", ausgabe.Komma(531.441, 1))
	fmt.Println(ausgabe.Komma(12345.678, 2), ausgabe.Komma(2.25, 1), ausgabe.Komma(1.8e20, 1))
	// Output:
	// ca. 531,4 Tausend Knoten
	// 12.345,68 2,3 1,8e+20
}

// Eine Zelle messen wie mit %%time in Python: Am Ende der Zelle erscheint „Wall time: …“.
func ExampleStoppuhr() {
	stopp := ausgabe.Stoppuhr()
	// … die Arbeit der Zelle …
	stopp() // in einer Notebook-Zelle: defer ausgabe.Stoppuhr()() am Anfang
}

// Eine Belegung ausgeben wie Python ein dict (oz.py druckt so die Lösung).
func ExampleDict() {
	vals := map[string]string{"NT": "green", "WA": "red"}
	fmt.Println(ausgabe.Dict(vals, []string{"WA", "NT", "SA"}))
	fmt.Println(ausgabe.Dict(nil, []string{"WA"}))
	// Output:
	// {'WA': 'red', 'NT': 'green'}
	// False
}

// Ein Sudoku drucken wie display in sudoku.py; leere Felder zeigen einen Punkt.
func ExampleSudokuDisplay() {
	ausgabe.SudokuDisplay(map[string]string{"A1": "4", "E5": "6", "I9": "5"})
	// Output:
	// 4  .  . |.  .  . |.  .  .
	// .  .  . |.  .  . |.  .  .
	// .  .  . |.  .  . |.  .  .
	// ------+------+------
	// .  .  . |.  .  . |.  .  .
	// .  .  . |.  6  . |.  .  .
	// .  .  . |.  .  . |.  .  .
	// ------+------+------
	// .  .  . |.  .  . |.  .  .
	// .  .  . |.  .  . |.  .  .
	// .  .  . |.  .  . |.  .  5
}
