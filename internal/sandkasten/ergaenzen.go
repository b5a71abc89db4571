package sandkasten

import (
	"fmt"
	"strings"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/bewertung"
)

// platzhalter sind minimale Stubs für Aufgaben (Kennung → Quelltext), deren Funktion in
// einer Abgabe fehlt: Mit ihnen lässt sich die Abgabe übersetzen, und die fehlende Aufgabe
// bekommt 0 Punkte.
var platzhalter = map[string]string{
	"a": "func GetMoves(pos Position) []Position { return nil }",
	"b": "func IsGoal(pos Position) bool { return false }",
	"c": "func BFS(startPos Position) (map[Position]Position, int, error) {\n\treturn nil, 0, ErrNichtImplementiert\n}",
	"d": "func NumWrongHeuristic(pos Position) int { return -1 }",
	"e": "func AStar(startPos Position, heuristic func(Position) int) (map[Position]Position, int, error) {\n\treturn nil, 0, ErrNichtImplementiert\n}",
	"f": "func ManhattanHeuristic(pos Position) int { return -1 }",
}

// ergaenzen fügt einer Abgabe die vorgegebenen Dateien hinzu, die in ihr fehlen, und für
// jede fehlende Aufgabenfunktion einen Platzhalter. Es liefert Hinweise für die
// Rückmeldung (nur zu fehlenden Aufgabenfunktionen). Erkannt wird am Quelltext („type Position “, „func GetMoves(“).
func ergaenzen(dateien map[string][]byte) []string {
	enthaelt := func(text string) bool {
		for _, d := range dateien {
			if strings.Contains(string(d), text) {
				return true
			}
		}
		return false
	}
	freierName := func(name string) string {
		for _, belegt := dateien[name]; belegt; _, belegt = dateien[name] {
			name = "ergaenzt_" + name
		}
		return name
	}
	var hinweise []string
	for _, v := range bewertung.Vorgaben() {
		// Die vorgegebenen Dateien abzugeben ist nicht nötig: ohne Hinweis ergänzen.
		if !enthaelt(v.Erkennung) {
			dateien[freierName(v.Datei)] = []byte(v.Inhalt)
		}
	}
	for _, a := range pruefen.Aufgaben {
		if !enthaelt("func " + a.Name + "(") {
			dateien[freierName("fehlt_"+strings.ToLower(a.Name)+".go")] = []byte("package exercises\n\n// " + a.Name + " fehlt in der Abgabe.\n" + platzhalter[a.ID] + "\n")
			hinweise = append(hinweise, fmt.Sprintf("Die Funktion %s (Aufgabe %s) fehlt in der Abgabe: 0 Punkte für diese Aufgabe.", a.Name, a.ID))
		}
	}
	return hinweise
}
