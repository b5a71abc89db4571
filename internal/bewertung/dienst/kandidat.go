package dienst

// Kandidat ist eine Lösung der Übung: die sechs Funktionen, die bewertet werden. P ist der
// Positionstyp der Lösung (in exercises: Position, ein [16]int8). Fehlende Funktionen
// (nil) bekommen 0 Punkte.
type Kandidat[P ~[16]int8] struct {
	GetMoves           func(P) []P
	IsGoal             func(P) bool
	BFS                func(P) (map[P]P, int, error)
	NumWrongHeuristic  func(P) int
	AStar              func(P, func(P) int) (map[P]P, int, error)
	ManhattanHeuristic func(P) int
}

// vorhanden liefert die Bitmaske der Funktionen, die k hat (Bit i: Funktion i in der
// Reihenfolge der Aufgaben a bis f).
func (k Kandidat[P]) vorhanden() uint64 {
	var maske uint64
	for i, da := range []bool{k.GetMoves != nil, k.IsGoal != nil, k.BFS != nil,
		k.NumWrongHeuristic != nil, k.AStar != nil, k.ManhattanHeuristic != nil} {
		if da {
			maske |= 1 << i
		}
	}
	return maske
}

// Bits der Bitmaske aus dem Handschlag (Antwort auf OpHallo).
const (
	HatGetMoves = 1 << iota
	HatIsGoal
	HatBFS
	HatNumWrong
	HatAStar
	HatManhattan
)
