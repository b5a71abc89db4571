package falsch

import (
	"github.com/kisuche/kisuche/internal/bewertung/richtig"
	ex "github.com/kisuche/kisuche/solutions"
)

// Abgaben, die Punkte ohne den Algorithmus holen wollen: Sie melden richtige Lösungen und
// Schrittzahlen, expandieren aber etwas anderes. Nur die Beobachtung der Aufrufe von
// GetMoves (bewerten) deckt sie auf.

// BFSOhneExpandieren holt Lösung und Schrittzahl von einer Suche, die GetMoves nicht
// beobachtet aufruft (wie eine Tabelle oder eine eigene Zugfunktion).
func BFSOhneExpandieren(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	return ex.BFS(startPos)
}

// BFSNurDerPfad wie BFSOhneExpandieren, ruft GetMoves aber auf jeder Position des
// Lösungspfads auf, damit jeder Vorgänger „expandiert“ ist.
func BFSNurDerPfad(startPos ex.Position) (map[ex.Position]ex.Position, int, error) {
	pred, n, err := ex.BFS(startPos)
	if err != nil {
		return pred, n, err
	}
	for pos := ex.GoalPos; pos != startPos; {
		vor := pred[pos]
		zuege(vor)
		pos = vor
	}
	return pred, n, nil
}

// AStarMitDetektor übernimmt bessere Wege nicht (AStarOhneUpdate), erkennt aber eine
// Heuristik, die sich zwischen dem Start und einem Nachbarn um mehr als 1 ändert (die Falle
// des Prüfprogramms beginnt ihren Umweg am Start), und sucht dann ohne Heuristik mit einer
// richtigen Suche.
func AStarMitDetektor(startPos ex.Position, heuristic func(ex.Position) int) (map[ex.Position]ex.Position, int, error) {
	for _, n := range ex.GetMoves(startPos) {
		if d := heuristic(n) - heuristic(startPos); d > 1 || d < -1 {
			return richtig.AStarWieLektion(startPos, func(ex.Position) int { return 0 })
		}
	}
	return AStarOhneUpdate(startPos, heuristic)
}

// AStarZielErzeugtGepolstert prüft das Ziel beim Erzeugen (wie AStarZielBeimErzeugen),
// meldet aber die Schrittzahl einer richtigen Suche, die es unbeobachtet nebenher rechnet.
func AStarZielErzeugtGepolstert(startPos ex.Position, heuristic func(ex.Position) int) (map[ex.Position]ex.Position, int, error) {
	_, n, _ := ex.AStar(startPos, heuristic)
	if ex.IsGoal(startPos) {
		return map[ex.Position]ex.Position{}, n, nil
	}
	pred, _, err := AStarZielBeimErzeugen(startPos, heuristic)
	return pred, n, err
}
