package tafel

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kisuche/kisuche/exercises/pruefen"
)

// TestKurzfassung: Positionen werden „[…]“, Text aus dem Code einer Person (Fehlermeldung,
// panic) und Steuerzeichen erscheinen nicht, lange Sätze werden gekürzt.
func TestKurzfassung(t *testing.T) {
	for _, f := range []struct{ satz, tafel string }{
		{"GetMoves([5 1 3 4 6 9 7 8 2 10 11 0 13 14 15 12]) liefert 4 Positionen, richtig sind 3; kein möglicher Zug: [5 1 3 4 6 9 7 8 2 10 11 13 0 14 15 12]",
			"GetMoves(…) liefert 4 Positionen, richtig sind 3; kein möglicher Zug: […]"},
		{"BFS(StartPos) liefert den Fehler „\x1b[2Jfrech\u202e“", "BFS(StartPos) liefert den Fehler „…“"},
		{"Abbruch mit panic: geheim (in a_getmoves.go:3)", "Abbruch mit panic"},
		{"BFS(StartPos) bricht ab mit panic: x\ny", "BFS(StartPos) bricht ab mit panic"},
		{"IsGoal([1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0]) liefert false,\trichtig ist true\x07", "IsGoal(…) liefert false, richtig ist true"},
	} {
		assert.Equal(t, f.tafel, kurzfassung(f.satz), f.satz)
	}
	lang := kurzfassung(strings.Repeat("x ", 500))
	assert.LessOrEqual(t, len([]rune(lang)), maxSatz)
	assert.True(t, strings.HasSuffix(lang, "…"))
}

// TestKurzfassungEchterSatz: Der Satz der sichtbaren Prüfung für ein GetMoves, das über den
// Rand springt, wird auf der Tafel der Satz aus dem Beispiel des Auftrags.
func TestKurzfassungEchterSatz(t *testing.T) {
	ueberDenRand := func(p pruefen.Brett) []pruefen.Brett {
		loch := slices.Index(p[:], 0)
		var zuege []pruefen.Brett
		for _, n := range []int{loch - 4, loch - 1, loch + 1, loch + 4} {
			if n >= 0 && n < 16 {
				q := p
				q[loch], q[n] = p[n], 0
				zuege = append(zuege, q)
			}
		}
		return zuege
	}
	saetze := pruefen.GetMoves(ueberDenRand, nil)
	require.Len(t, saetze, 1)
	assert.Equal(t, "GetMoves(…) liefert 4 Positionen, richtig sind 3; kein möglicher Zug: […]", kurzfassung(saetze[0]))
}

// TestHaeufigster: Jeder Satz zählt pro Person einmal; der häufigste gewinnt, bei gleicher
// Anzahl der im Alphabet erste; ohne Sätze keiner.
func TestHaeufigster(t *testing.T) {
	h := haeufigster([][]string{
		{"b", "b", "a"},
		{"b"},
		{"a", "c"},
		{"c"},
		nil,
	})
	assert.Equal(t, Haeufigster{"a", 2}, h, "a, b und c je zweimal: a zuerst")
	h = haeufigster([][]string{{"b"}, {"b", "a"}, {"b"}})
	assert.Equal(t, Haeufigster{"b", 3}, h)
	assert.Equal(t, Haeufigster{}, haeufigster(nil))
	assert.Equal(t, Haeufigster{}, haeufigster([][]string{{""}}))
}
