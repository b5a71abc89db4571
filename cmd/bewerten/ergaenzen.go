package main

import (
	"fmt"
	"strings"

	"github.com/kisuche/kisuche/internal/bewertung"
)

// platzhalter sind minimale Stubs für Aufgaben, deren Funktion in einer Abgabe fehlt: Mit
// ihnen lässt sich die Abgabe übersetzen, und die fehlende Aufgabe bekommt 0 Punkte.
var platzhalter = []struct{ aufgabe, funktion, quelltext string }{
	{"a", "GetMoves", "func GetMoves(pos Position) []Position { return nil }"},
	{"b", "IsGoal", "func IsGoal(pos Position) bool { return false }"},
	{"c", "BFS", "func BFS(startPos Position) (map[Position]Position, int, error) {\n\treturn nil, 0, ErrNichtImplementiert\n}"},
	{"d", "NumWrongHeuristic", "func NumWrongHeuristic(pos Position) int { return -1 }"},
	{"e", "AStar", "func AStar(startPos Position, heuristic func(Position) int) (map[Position]Position, int, error) {\n\treturn nil, 0, ErrNichtImplementiert\n}"},
	{"f", "ManhattanHeuristic", "func ManhattanHeuristic(pos Position) int { return -1 }"},
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
	for _, p := range platzhalter {
		if !enthaelt("func " + p.funktion + "(") {
			dateien[freierName("fehlt_"+strings.ToLower(p.funktion)+".go")] = []byte("package exercises\n\n// " + p.funktion + " fehlt in der Abgabe.\n" + p.quelltext + "\n")
			hinweise = append(hinweise, fmt.Sprintf("Die Funktion %s (Aufgabe %s) fehlt in der Abgabe: 0 Punkte für diese Aufgabe.", p.funktion, p.aufgabe))
		}
	}
	return hinweise
}
