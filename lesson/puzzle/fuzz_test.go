package puzzle

import (
	"errors"
	"testing"

	"github.com/kisuche/kisuche/lesson"
)

// FuzzZustand füttert die Funktionen des String-Puzzles mit beliebigen Zeichenketten: Keine
// darf abstürzen; gültige Zustände haben gültige Züge, deren Ergebnis wieder gültig ist.
func FuzzZustand(f *testing.F) {
	for _, s := range []string{"ABCDEFGH ", "CBD AFGEH", "ABC ", "ABCDEFGHIJKLMNO ", "", "AACDEFGH ", "ÄBCDEFGH ", " "} {
		f.Add(s, 0)
	}
	f.Fuzz(func(t *testing.T, zustand string, pos int) {
		err := PruefeZustand(zustand)
		zuege, err2 := MoeglicheZuege(zustand)
		if (err == nil) != (err2 == nil) {
			t.Fatalf("PruefeZustand und MoeglicheZuege sind sich über %q uneinig: %v / %v", zustand, err, err2)
		}
		_ = PrettyStr(zustand)
		neu, err3 := VerschiebePos(zustand, pos)
		if err != nil {
			if !errors.Is(err, lesson.ErrUngueltig) || err3 == nil {
				t.Fatalf("ungültiger Zustand %q: %v / %v", zustand, err, err3)
			}
			return
		}
		if len(zuege) < 2 || len(zuege) > 4 {
			t.Fatalf("%q: %d Züge", zustand, len(zuege))
		}
		if err3 == nil {
			if PruefeZustand(neu) != nil {
				t.Fatalf("VerschiebePos(%q, %d) = %q ist ungültig", zustand, pos, neu)
			}
			if ok, _ := IstLoesbar(zustand, neu); !ok {
				t.Fatalf("ein Zug ändert die Lösbarkeit: %q → %q", zustand, neu)
			}
		}
		_, _ = NeuesSchiebepuzzle(zustand, "ABCDEFGH ")
		_ = ManhattanZu(zustand)("ABCDEFGH ")
	})
}
