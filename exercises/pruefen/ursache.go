package pruefen

import "fmt"

// Ursache prüft, ob eine Suche (c oder e) an einem Fehler in a) oder b) scheitern kann:
// Sie ruft GetMoves und IsGoal der Übung auf. Besteht eine der beiden die Beispiele der
// Lektion nicht (oder bricht sie mit panic ab), liefert Ursache einen Satz, der das sagt –
// sonst "". suche ist der Name der Suche („BFS“, „AStar“).
func Ursache[P Position](suche string, getMoves func(P) []P, isGoal func(P) bool) string {
	var fehlerhaft []string
	if !besteht(func() []string { return GetMoves(getMoves, nil) }) {
		fehlerhaft = append(fehlerhaft, "a) GetMoves")
	}
	if !besteht(func() []string { return IsGoal(isGoal) }) {
		fehlerhaft = append(fehlerhaft, "b) IsGoal")
	}
	switch len(fehlerhaft) {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf("Zuerst Aufgabe %s: %s ruft deine Funktion auf, und sie besteht die Beispiele der Lektion noch nicht – "+
			"das kann der Grund für die folgenden Fehler sein.", fehlerhaft[0], suche)
	}
	return fmt.Sprintf("Zuerst die Aufgaben %s und %s: %s ruft deine Funktionen auf, und sie bestehen die Beispiele der Lektion noch nicht – "+
		"das kann der Grund für die folgenden Fehler sein.", fehlerhaft[0], fehlerhaft[1], suche)
}

// besteht führt eine Prüfung aus; ein panic der geprüften Funktion heißt „nicht bestanden“.
func besteht(pruefe func() []string) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return len(pruefe()) == 0
}
