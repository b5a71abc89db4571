package lesson_test

import (
	"context"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Das Schrittprotokoll im Wortlaut: jede Art von Schritt als Zeile (String, eingerückt wie
// oztrace.py) und als Satz (Erklaerung, für den Schieberegler im Notebook) – auch die
// Schritte, die oztrace.py nicht kennt: Sackgasse (mit und ohne auslösende Zuweisung),
// Backtrack, Lösung und eine unbekannte Art.

// TestSchrittTexte: Jede Schrittart hat ihren Namen, ihre Zeile und ihren Satz. Tiefe 2
// heißt drei Leerzeichen vor der Zeile (zwei für die Tiefe, eines als Trenner).
func TestSchrittTexte(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"A", "B"}, []int{1, 2})
	require.NoError(t, err)
	loesung, err := p.Belege(map[string]int{"A": 2, "B": 1})
	require.NoError(t, err)

	for _, fall := range []struct {
		schritt          lesson.Schritt[int]
		art, zeile, satz string
	}{
		{lesson.Schritt[int]{Art: lesson.SchrittWahl, Tiefe: 2, Variable: "A"},
			"Wahl", "   wähle Variable A", "Wähle die Variable A."},
		{lesson.Schritt[int]{Art: lesson.SchrittPruefen, Tiefe: 2, Variable: "A", Wert: 1},
			"Prüfen", "   check value 1 for var A", "Prüfe den Wert 1 für A."},
		{lesson.Schritt[int]{Art: lesson.SchrittKonflikt, Tiefe: 2, Variable: "A", Wert: 1, Mit: "B"},
			"Konflikt", "   not possible!", "A=1 geht nicht: Konflikt mit B."},
		{lesson.Schritt[int]{Art: lesson.SchrittZuweisung, Tiefe: 2, Variable: "A", Wert: 1},
			"Zuweisung", "   trying out ...", "Weise A den Wert 1 zu."},
		{lesson.Schritt[int]{Art: lesson.SchrittStreichung, Tiefe: 2, Variable: "B", Mit: "A", Werte: []int{1, 2}},
			"Streichung", "   streiche 1, 2 bei B (wegen A)", "Propagierung: B verliert 1, 2 (wegen A)."},
		{lesson.Schritt[int]{Art: lesson.SchrittSackgasse, Tiefe: 2, Variable: "B", Mit: "A", Wert: 1},
			"Sackgasse", "   keine Werte mehr für B – A=1 wird verworfen",
			"Für B bleibt kein Wert: A=1 wird zurückgenommen."},
		// Ohne Mit: AC-3 hat die Restdomäne schon vor der Suche geleert.
		{lesson.Schritt[int]{Art: lesson.SchrittSackgasse, Tiefe: 2, Variable: "B"},
			"Sackgasse", "   keine Werte mehr für B – keine Lösung",
			"Für B bleibt schon vor der Suche kein Wert: keine Lösung."},
		{lesson.Schritt[int]{Art: lesson.SchrittBacktrack, Tiefe: 2, Variable: "A"},
			"Backtrack", "   kein Wert passt für A – zurück (Backtrack)",
			"Kein Wert für A passt: zurück zur vorigen Variablen."},
		{lesson.Schritt[int]{Art: lesson.SchrittLoesung, Tiefe: 2, Belegung: loesung},
			"Lösung", "   Lösung gefunden: {A: 2, B: 1}", "Lösung gefunden: {A: 2, B: 1}"},
		{lesson.Schritt[int]{Art: lesson.Schrittart(99), Tiefe: 2},
			"Schrittart(99)", "   Schrittart(99)", "Schrittart(99)"},
	} {
		s := fall.schritt
		assert.Equal(t, fall.art, s.Art.String())
		assert.Equal(t, fall.zeile, s.String(), "Zeile von %s", fall.art)
		assert.Equal(t, fall.satz, s.Erklaerung(), "Satz von %s", fall.art)
	}
}

// TestProtokollMitSackgasseUndBacktrack: Zwei echte Suchen, deren Protokoll die Schritte
// enthält, die oztrace.py nicht kennt.
//
// A ∈ {1, 2}, B ∈ {1}, A ≠ B mit Forward-Checking: A=1 streicht B die 1, Sackgasse; A=2
// lässt B=1 zu. Ohne Inferenz und mit B ∈ {1}, A ∈ {1}: B findet keinen Wert, zweimal
// Backtrack. Mit AC-3 ist dasselbe Problem schon vor der Suche erledigt (Tiefe 0, ohne
// auslösende Zuweisung).
func TestProtokollMitSackgasseUndBacktrack(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"A", "B"}, []int{1, 2})
	require.NoError(t, err)
	require.NoError(t, p.Domaene("B", 1))
	require.NoError(t, p.Verschieden("A", "B"))
	bt := p.NeuerBacktracker(lesson.CSPOptionen{Inferenz: lesson.ForwardChecking, Protokoll: true})
	_, ok, err := bt.ErsteLoesung(context.Background())
	require.True(t, ok)
	require.NoError(t, err)
	assert.Equal(t, ` wähle Variable A
 check value 1 for var A
 trying out ...
  streiche 1 bei B (wegen A)
  keine Werte mehr für B – A=1 wird verworfen
 check value 2 for var A
 trying out ...
  wähle Variable B
  check value 1 for var B
  trying out ...
   Lösung gefunden: {A: 2, B: 1}
`, bt.Protokoll().String())

	require.NoError(t, p.Domaene("A", 1))
	bt = p.NeuerBacktracker(lesson.CSPOptionen{Protokoll: true})
	_, ok, err = bt.ErsteLoesung(context.Background())
	require.False(t, ok)
	require.NoError(t, err, "vollständig gesucht, keine Lösung")
	assert.Equal(t, ` wähle Variable A
 check value 1 for var A
 trying out ...
  wähle Variable B
  check value 1 for var B
  not possible!
  kein Wert passt für B – zurück (Backtrack)
 kein Wert passt für A – zurück (Backtrack)
`, bt.Protokoll().String())

	bt = p.NeuerBacktracker(lesson.CSPOptionen{Inferenz: lesson.AC3, Protokoll: true})
	_, ok, err = bt.ErsteLoesung(context.Background())
	require.False(t, ok)
	require.NoError(t, err)
	prot := bt.Protokoll()
	require.Len(t, prot, 2)
	assert.Equal(t, "Für A bleibt schon vor der Suche kein Wert: keine Lösung.", prot[1].Erklaerung())
	assert.Equal(t, ` streiche 1 bei A (wegen B)
 keine Werte mehr für A – keine Lösung
`, prot.String())
}
