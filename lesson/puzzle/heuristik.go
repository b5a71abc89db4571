package puzzle

import (
	"unicode/utf8"

	"github.com/kisuche/kisuche/lesson"
)

// Heuristiken für das Schiebepuzzle als String (Lektion „Das Schiebepuzzle“), damit die
// gierige Suche und A* auch auf Zuständen wie 'CBD AFGEH' laufen. Sie entsprechen den
// Heuristiken der Lektion „Suchalgorithmen“ (HMisplaced, HManhattan), nur für ein
// beliebiges Ziel und n×n-Puzzles.

// zielPositionen liefert zu jedem Zeichen des Ziels seine Position.
func zielPositionen(ziel string) map[rune]int {
	pos := make(map[rune]int, len(ziel))
	for i, r := range []rune(ziel) {
		pos[r] = i
	}
	return pos
}

// FalschePlaettchenZu liefert die Heuristik „Zahl der falsch liegenden Plättchen“ für das
// Ziel ziel: Sie zählt die Plättchen (nicht das freie Feld), die nicht auf ihrem Platz im
// Ziel liegen. Sie überschätzt nie (jedes falsche Plättchen braucht mindestens einen Zug).
// Anders als HMisplaced der Lektion zählt sie das freie Feld nicht mit; HMisplaced kann
// deshalb um 1 überschätzen (eine Stellung einen Zug vor dem Ziel bekommt dort 2).
//
// Ist ziel kein gültiger Zustand (siehe PruefeZustand) oder hat zustand eine andere Länge
// als ziel, liefert die Heuristik -1.
func FalschePlaettchenZu(ziel string) lesson.Heuristik[string] {
	z := []rune(ziel)
	ungueltig := PruefeZustand(ziel) != nil
	return func(zustand string) int {
		if ungueltig || utf8.RuneCountInString(zustand) != len(z) {
			return -1
		}
		n := 0
		for i, r := range []rune(zustand) {
			if r != ' ' && (i >= len(z) || z[i] != r) {
				n++
			}
		}
		return n
	}
}

// ManhattanZu liefert die Heuristik „Summe der Manhattan-Distanzen“ für das Ziel ziel: Für
// jedes Plättchen zählt sie, wie viele Reihen und Spalten es von seinem Platz im Ziel
// entfernt ist. Sie überschätzt nie und ist konsistent; A* findet mit ihr also immer eine
// kürzeste Lösung. Ist ziel kein gültiger Zustand (siehe PruefeZustand), hat zustand eine
// andere Länge als ziel oder ein Plättchen, das es im Ziel nicht gibt, liefert sie -1.
func ManhattanZu(ziel string) lesson.Heuristik[string] {
	pos := zielPositionen(ziel)
	n := seitenlaenge(len(pos))
	ungueltig := PruefeZustand(ziel) != nil
	return func(zustand string) int {
		if ungueltig || utf8.RuneCountInString(zustand) != len(pos) {
			return -1
		}
		summe := 0
		for i, r := range []rune(zustand) {
			if r == ' ' {
				continue
			}
			j, ok := pos[r]
			if !ok {
				return -1
			}
			summe += abs(i/n-j/n) + abs(i%n-j%n)
		}
		return summe
	}
}
