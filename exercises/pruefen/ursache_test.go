package pruefen

import (
	"strings"
	"testing"
)

// TestUrsache: Der Satz nennt genau die Aufgaben unter a) und b), die die Beispiele der
// Lektion nicht bestehen – auch, wenn sie mit panic abbrechen.
func TestUrsache(t *testing.T) {
	richtigeZuege := func(p Brett) []Brett {
		for _, b := range Zugbeispiele {
			if b.Pos == p {
				return b.Richtig
			}
		}
		return nil
	}
	einZugZuViel := func(p Brett) []Brett { return append(richtigeZuege(p), p) }
	richtigesZiel := func(p Brett) bool { return p == Ziel }
	immerFalsch := func(Brett) bool { return false }
	panik := func(Brett) bool { panic("kaputt") }

	if u := Ursache("BFS", richtigeZuege, richtigesZiel); u != "" {
		t.Errorf("a) und b) richtig, trotzdem: %q", u)
	}
	for _, f := range []struct {
		name     string
		getMoves func(Brett) []Brett
		isGoal   func(Brett) bool
		enthaelt []string
		nicht    string
	}{
		{"a falsch", einZugZuViel, richtigesZiel, []string{"Zuerst Aufgabe a) GetMoves: BFS ruft"}, "b)"},
		{"b falsch", richtigeZuege, immerFalsch, []string{"Zuerst Aufgabe b) IsGoal"}, "a)"},
		{"b panic", richtigeZuege, panik, []string{"Zuerst Aufgabe b) IsGoal"}, "a)"},
		{"beide", einZugZuViel, immerFalsch, []string{"Zuerst die Aufgaben a) GetMoves und b) IsGoal"}, "\n"},
	} {
		u := Ursache("BFS", f.getMoves, f.isGoal)
		for _, e := range f.enthaelt {
			if !strings.Contains(u, e) {
				t.Errorf("%s: %q enthält nicht %q", f.name, u, e)
			}
		}
		if strings.Contains(u, f.nicht) {
			t.Errorf("%s: %q enthält %q", f.name, u, f.nicht)
		}
	}
}
