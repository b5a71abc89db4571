package pruefen

// Teilaufgabe ist eine der sechs Aufgaben der Übung: Kennung, Name der Funktion, Datei in
// exercises/ und Punkte in der Bewertung.
type Teilaufgabe struct {
	ID, Name, Datei string
	Punkte          int
}

// Aufgaben sind die sechs Aufgaben in der Reihenfolge der Lektion – die eine Liste, die
// die sichtbaren Prüfungen (TestLektion führt sie als Untertests „a_GetMoves“ …), Notebook 4,
// die verborgenen Prüfungen und bewerten lesen.
var Aufgaben = []Teilaufgabe{
	{"a", "GetMoves", "a_getmoves.go", 3},
	{"b", "IsGoal", "b_isgoal.go", 1},
	{"c", "BFS", "c_bfs.go", 4},
	{"d", "NumWrongHeuristic", "d_numwrong.go", 2},
	{"e", "AStar", "e_astar.go", 4},
	{"f", "ManhattanHeuristic", "f_manhattan.go", 2},
}

// AufgabeMit liefert die Aufgabe mit der Kennung id ("a" bis "f").
func AufgabeMit(id string) (Teilaufgabe, bool) {
	for _, a := range Aufgaben {
		if a.ID == id {
			return a, true
		}
	}
	return Teilaufgabe{}, false
}

// AufgabenDateien liefert die Dateien der sechs Aufgaben in exercises/.
func AufgabenDateien() []string {
	var dateien []string
	for _, a := range Aufgaben {
		dateien = append(dateien, a.Datei)
	}
	return dateien
}
