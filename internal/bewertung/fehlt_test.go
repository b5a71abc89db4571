package bewertung

import (
	"slices"
	"testing"
)

// TestFehlendeFunktionJedePruefung: Fehlt die Funktion einer Aufgabe in der Abgabe (die
// Abgabe hat sie nicht), meldet jede Prüfung der Aufgabe genau „NAME fehlt“ – kein Absturz
// des Prüfprogramms, keine Meldung über einen nil-Aufruf.
func TestFehlendeFunktionJedePruefung(t *testing.T) {
	funktion := map[string]string{"a": "GetMoves", "b": "IsGoal", "c": "BFS", "d": "NumWrongHeuristic", "e": "AStar", "f": "ManhattanHeuristic"}
	for _, a := range slices.Concat(aufgaben, lektionsAufgaben) {
		for _, p := range a.pruefungen {
			meldungen, abbruch := sicherAusfuehren(p, kandidat{samen: 1})
			if abbruch != "" || !slices.Equal(meldungen, []string{funktion[a.id] + " fehlt"}) {
				t.Errorf("Aufgabe %s, %q ohne %s: Meldungen %q, Abbruch %q", a.id, p.name, funktion[a.id], meldungen, abbruch)
			}
		}
	}
}
