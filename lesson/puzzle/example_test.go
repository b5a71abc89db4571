package puzzle_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/kisuche/kisuche/lesson/puzzle"
)

func ExamplePprint() {
	start := "CBD AFGEH"
	ziel := "ABCDEFGH "
	puzzle.Pprint(os.Stdout, start, "Startzustand:")
	fmt.Println()
	puzzle.Pprint(os.Stdout, ziel, "Zielzustand:")
	// Output:
	// Startzustand:
	// C B D
	//   A F
	// G E H
	//
	// Zielzustand:
	// A B C
	// D E F
	// G H
}

func ExampleVerschiebePos() {
	start := "CBD AFGEH"
	puzzle.Pprint(os.Stdout, start, "Startzustand:")
	neuerZustand, err := puzzle.VerschiebePos(start, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	puzzle.Pprint(os.Stdout, neuerZustand, "\nNach Verschieben des Steins an Position 0:")

	_, err = puzzle.VerschiebePos(start, 8)
	fmt.Println("\nFehler:", err)
	// Output:
	// Startzustand:
	// C B D
	//   A F
	// G E H
	//
	// Nach Verschieben des Steins an Position 0:
	//   B D
	// C A F
	// G E H
	//
	// Fehler: ungültiger Zug: H an Position 8 grenzt nicht an das freie Feld (Position 3); möglich sind die Positionen [0 4 6]
}

func ExampleMoeglicheZuege() {
	zuege, _ := puzzle.MoeglicheZuege("CBD AFGEH")
	fmt.Println(zuege)
	zuege, _ = puzzle.MoeglicheZuege("ABCD EFGH")
	fmt.Println(zuege)
	// 15-Puzzle: freies Feld in der Ecke rechts unten
	zuege, _ = puzzle.MoeglicheZuege("ABCDEFGHIJKLMNO ")
	fmt.Println(zuege)
	// Output:
	// [0 4 6]
	// [1 3 5 7]
	// [11 14]
}

// Die Zugfolge aus dem Abschnitt „Zufällige Züge machen“ der Lektion „Das Schiebepuzzle“.
func ExampleZugsequenzAusfuehren() {
	ende, err := puzzle.ZugsequenzAusfuehren("CBD AFGEH", []int{4, 1, 0, 3, 4}, puzzle.Anzeigen(os.Stdout))
	fmt.Printf("\nEndzustand: %q, Fehler: %v\n", ende, err)
	// Output:
	// C B D
	//   A F
	// G E H
	//
	// Verschiebe A von Position 4 nach 3:
	// C B D
	// A   F
	// G E H
	//
	// Verschiebe B von Position 1 nach 4:
	// C   D
	// A B F
	// G E H
	//
	// Verschiebe C von Position 0 nach 1:
	//   C D
	// A B F
	// G E H
	//
	// Verschiebe A von Position 3 nach 0:
	// A C D
	//   B F
	// G E H
	//
	// Verschiebe B von Position 4 nach 3:
	// A C D
	// B   F
	// G E H
	//
	// Endzustand: "ACDB FGEH", Fehler: <nil>
}

// Mit MitZugnummern sieht die Anzeige aus wie in der Lektion „Suche“.
func ExampleMitZugnummern() {
	puzzle.ZugsequenzAusfuehren("DAC BEGHF", []int{0, 1}, puzzle.Anzeigen(os.Stdout), puzzle.MitZugnummern())
	// Output:
	// D A C
	//   B E
	// G H F
	//
	// Zug 1: Verschiebe D von Position 0 nach 3:
	//   A C
	// D B E
	// G H F
	//
	// Zug 2: Verschiebe A von Position 1 nach 0:
	// A   C
	// D B E
	// G H F
}

// Eine Klasse teilt sich Puzzles, indem alle denselben Startwert benutzen.
func ExampleRandomWalkAusfuehren() {
	ziel := "ABCDEFGH "
	zufall := puzzle.NeuerZufall(2024)
	for _, schritte := range []int{6, 12, 18} {
		puzzle, err := puzzle.RandomWalkAusfuehren(ziel, schritte, zufall)
		fmt.Printf("%d Schritte: %q %v\n", schritte, puzzle, err)
	}
	// Output:
	// 6 Schritte: " EBADCGHF" <nil>
	// 12 Schritte: "AEBF HDGC" <nil>
	// 18 Schritte: " FCBEHAGD" <nil>
}

func ExampleNeuesSchiebepuzzle() {
	_, err := puzzle.NeuesSchiebepuzzle("BACDEFGH ", "ABCDEFGH ")
	fmt.Println(err)
	_, err = puzzle.NeuesSchiebepuzzle("ABCDEFGHI", "ABCDEFGH ")
	fmt.Println(err)
	// Output:
	// Puzzle ist nicht lösbar: "BACDEFGH " lässt sich nicht in "ABCDEFGH " überführen (die Parität passt nicht – z. B. sind zwei Plättchen vertauscht)
	// ungültiger Puzzlezustand: unbekanntes Plättchen 'I' in "ABCDEFGHI"; erlaubt sind A bis H und ein Leerzeichen für das freie Feld (im Startzustand)
}

func ExampleInteraktivesSpiel() {
	eingaben := strings.NewReader("x\nc\nq\n")
	err := puzzle.InteraktivesSpiel("CBD AFGEH", "ABCDEFGH ", 20, eingaben, os.Stdout)
	fmt.Println("\nFehler:", err)
	// Output:
	// Löse das Schiebepuzzle in max. 20 Zügen!
	//
	// Aktueller Zustand:
	//
	// C B D
	//   A F
	// G E H
	//
	// Zug 1: Welches Feld möchtest du bewegen? Tippe C, A, G oder Q (Abbruch):  x
	// Tippe C, A, G oder Q (Abbruch):  c
	//
	// Aktueller Zustand:
	//
	//   B D
	// C A F
	// G E H
	//
	// Zug 2: Welches Feld möchtest du bewegen? Tippe B, C oder Q (Abbruch):  q
	//
	// Fehler: <nil>
}
