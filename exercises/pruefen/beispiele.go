package pruefen

// Brett ist eine Position des 15-Puzzles: die 16 Felder Reihe für Reihe, das Loch ist 0.
type Brett [16]int8

// Position ist die Bedingung an den Typ einer Position, etwa exercises.Position.
type Position interface{ ~[16]int8 }

// Start ist die Startposition der Lektion, Ziel die Zielposition.
var (
	Start = Brett{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12}
	Ziel  = Brett{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}
)

// LoesungsLaenge ist die Länge der Lösung von Start, wie die Lektion sie ausgibt: 15
// Positionen (14 Züge).
const LoesungsLaenge = 15

// Zugbeispiel ist eine Testposition der Aufgabe a) mit den Positionen, die GetMoves
// liefern muss (in beliebiger Reihenfolge).
type Zugbeispiel struct {
	Pos     Brett
	Richtig []Brett
}

// Zugbeispiele sind die zwei Testpositionen der Lektion: das Loch in der Mitte und am
// rechten Rand.
var Zugbeispiele = []Zugbeispiel{
	{Start, []Brett{
		{5, 1, 3, 4, 6, 9, 7, 8, 2, 0, 10, 11, 13, 14, 15, 12},
		{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 11, 0, 13, 14, 15, 12},
		{5, 1, 3, 4, 6, 9, 0, 8, 2, 10, 7, 11, 13, 14, 15, 12},
		{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 15, 11, 13, 14, 0, 12},
	}},
	{Brett{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 11, 0, 13, 14, 15, 12}, []Brett{
		{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12},
		{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 11, 12, 13, 14, 15, 0},
		{5, 1, 3, 4, 6, 9, 7, 0, 2, 10, 11, 8, 13, 14, 15, 12},
	}},
}

// Zielbeispiel ist eine Position der Aufgabe b) und ob sie das Ziel ist.
type Zielbeispiel struct {
	Pos  Brett
	Ziel bool
}

// Zielbeispiele sind die Positionen, die die Lektion in Aufgabe b) prüft.
var Zielbeispiele = []Zielbeispiel{
	{Brett{15, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0}, false},
	{Ziel, true},
}

// Wertbeispiel ist eine Position mit dem richtigen Wert einer Heuristik.
type Wertbeispiel struct {
	Pos  Brett
	Wert int
}

// NumWrongBeispiele sind die Werte, die die Lektion in Aufgabe d) prüft.
var NumWrongBeispiele = []Wertbeispiel{
	{Ziel, 0},
	{Brett{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}, 2},
	{Brett{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, 15},
}

// ManhattanBeispiele sind die Werte, die die Lektion in Aufgabe f) prüft.
var ManhattanBeispiele = []Wertbeispiel{
	{Ziel, 0},
	{Brett{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}, 2},
	{Brett{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15}, 1},
	{Brett{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, 24},
}
