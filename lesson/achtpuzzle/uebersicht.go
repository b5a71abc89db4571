package achtpuzzle

import (
	"fmt"
	"strings"
)

// Uebersicht löst s mit allen Suchen der Lektion – BFS, DFS, Greedy und A* mit den
// falsch platzierten Plättchen, A* mit der Manhattan-Distanz – und schreibt je Suche eine
// Zeile mit nrExplored und der Länge des gefundenen Weges. Ein ungültiges oder unlösbares
// Tupel meldet es mit dem Fehler der Suchen, bevor eine Suche beginnt.
func Uebersicht(s Tupel) (string, error) {
	suchen := []struct {
		name  string
		suche func() (*Vorgaenger, int, error)
	}{
		{"BFS", func() (*Vorgaenger, int, error) { return BFS(s) }},
		{"DFS", func() (*Vorgaenger, int, error) { return DFS(s) }},
		{"Greedy (falsche Plättchen)", func() (*Vorgaenger, int, error) { return Greedy(s, HMisplaced) }},
		{"A* (falsche Plättchen)", func() (*Vorgaenger, int, error) { return AStar(s, HMisplaced) }},
		{"A* (Manhattan)", func() (*Vorgaenger, int, error) { return AStar(s, HManhattan) }},
	}
	var sb strings.Builder
	for _, such := range suchen {
		prev, nrExplored, err := such.suche()
		if err != nil {
			return "", err
		}
		_, laenge, err := ReconstructPath(prev)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&sb, "%-28s nrExplored = %7d   Länge = %6d\n", such.name, nrExplored, laenge)
	}
	return sb.String(), nil
}
