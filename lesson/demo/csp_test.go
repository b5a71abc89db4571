package demo

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/australien"
	"github.com/kisuche/kisuche/lesson/damen"
	"github.com/kisuche/kisuche/lesson/sudoku"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCSPDemoAustralienWieOztrace(t *testing.T) {
	d, err := NeueCSPDemo(context.Background(), australien.NeuesCSP(), lesson.CSPOptionen{}, AustralienAnsicht("Australien"))
	require.NoError(t, err)
	require.True(t, d.Loesung())
	assert.Equal(t, 31, d.Anzahl(), "Anfangsbild und 30 Schritte")
	s, ok := d.Schritt(1)
	require.True(t, ok)
	assert.Equal(t, lesson.SchrittWahl, s.Art)
	assert.Equal(t, "WA", s.Variable)
	_, ok = d.Schritt(0)
	assert.False(t, ok, "das Anfangsbild hat keinen Schritt")

	// Schritt 6: NT = red geht nicht, Konflikt mit WA – die Grenze WA–NT wird rot.
	s, _ = d.Schritt(6)
	require.Equal(t, lesson.SchrittKonflikt, s.Art)
	assert.Equal(t, "WA", s.Mit)
	bild := d.Bild(6)
	assert.Contains(t, bild, "NT=red geht nicht: Konflikt mit WA.")
	assert.Contains(t, bild, `stroke="#d0021b" stroke-width="6"`)
	assert.Contains(t, bild, "ks-status ks-halt")
	assert.Contains(t, bild, `<span style="background:#fff4d6;font-weight:bold">  not possible!</span>`,
		"die aktuelle Zeile des Protokolls, eingerückt wie oztrace.py")

	letztes := d.Bild(d.Anzahl() - 1)
	assert.Contains(t, letztes, "Lösung gefunden: {WA: red, NT: green, SA: blue, Q: red, NSW: green, V: red, T: red}")
	assert.Contains(t, letztes, "7 von 7 Variablen belegt")
	assert.Contains(t, letztes, "ks-status ks-ziel")
	assert.Contains(t, d.Statisch(), "Protokoll aller 30 Schritte")
}

func TestCSPDemoOhneLoesungZeigtBacktracks(t *testing.T) {
	p, err := australien.MitFarben("red", "green")
	require.NoError(t, err)
	d, err := NeueCSPDemo(context.Background(), p, lesson.CSPOptionen{}, AustralienAnsicht("zwei Farben"))
	require.NoError(t, err)
	assert.False(t, d.Loesung())
	assert.NoError(t, d.Fehler())
	assert.Greater(t, d.Zaehler().Backtracks, 0)
	letztes := d.Bild(d.Anzahl() - 1)
	assert.Contains(t, letztes, "Es gibt keine Lösung")
	assert.Contains(t, letztes, "ks-status ks-halt")
	backtracks := 0
	for i := 1; i < d.Anzahl(); i++ {
		if s, _ := d.Schritt(i); s.Art == lesson.SchrittBacktrack {
			backtracks++
			assert.Contains(t, d.Bild(i), "zurück zur vorigen Variablen")
		}
	}
	assert.Equal(t, d.Zaehler().Backtracks, backtracks)
}

func TestCSPDemoLimitZeigtWoSieStehtBlieb(t *testing.T) {
	p, err := damen.NeuesCSP(8)
	require.NoError(t, err)
	d, err := NeueCSPDemo(context.Background(), p, lesson.CSPOptionen{MaxZuweisungen: 10}, DamenAnsicht("Limit", 8))
	require.NoError(t, err)
	assert.ErrorIs(t, d.Fehler(), lesson.ErrZuweisungslimit)
	letztes := d.Bild(d.Anzahl() - 1)
	assert.Contains(t, letztes, "Suche abgebrochen")
	assert.Contains(t, letztes, "Zuweisungslimit")
	assert.Contains(t, letztes, "ks-halt")
	assert.Equal(t, 10, d.Zaehler().Zuweisungen)

	a := DamenAnsicht("kurz", 8)
	a.MaxSchritte = 50
	d, err = NeueCSPDemo(context.Background(), p, lesson.CSPOptionen{}, a)
	require.NoError(t, err)
	assert.Equal(t, 51, d.Anzahl())
	assert.Contains(t, d.Ende(), "nur die ersten 50 Schritte")
}

func TestCSPDemoDamenForwardChecking(t *testing.T) {
	p, err := damen.NeuesCSP(8)
	require.NoError(t, err)
	d, err := NeueCSPDemo(context.Background(), p, lesson.CSPOptionen{Inferenz: lesson.ForwardChecking}, DamenAnsicht("FC", 8))
	require.NoError(t, err)
	require.True(t, d.Loesung())
	assert.Equal(t, "(0, 4, 7, 5, 2, 6, 1, 3)", damen.AusBelegung(d.Belegung(d.Anzahl()-1)).String(), "die erste Lösung der Lektion")
	assert.Equal(t, 8, strings.Count(d.Bild(d.Anzahl()-1), `class="ks-dame"`), "acht Damen im letzten Bild")
	// Nach der ersten Zuweisung (D0 = 0) streicht Forward-Checking bei D1 die Spalten 0 und 1.
	for i := 1; i < d.Anzahl(); i++ {
		s, _ := d.Schritt(i)
		if s.Art == lesson.SchrittStreichung {
			assert.Equal(t, "D1", s.Variable)
			assert.Equal(t, []int{0, 1}, s.Werte)
			bild := d.Bild(i)
			assert.Equal(t, 2, strings.Count(bild, `fill="#d0021b">×</text>`), "zwei rote Kreuze für die gestrichenen Felder")
			assert.Contains(t, bild, `<s style="color:#b03a2e">0</s>`)
			break
		}
	}
}

func TestCSPDemoSudokuKandidatenVerschwinden(t *testing.T) {
	p, err := sudoku.NeuesCSP("003020600 900305001 001806400 008102900 700000008 006708200 002609500 800203009 005010300")
	require.NoError(t, err)
	d, err := NeueCSPDemo(context.Background(), p, lesson.CSPOptionen{Inferenz: lesson.AC3, Variablenwahl: lesson.MRV}, SudokuAnsicht("grid1"))
	require.NoError(t, err)
	require.True(t, d.Loesung())
	kandidaten := func(i int) int {
		n := 0
		b := d.Belegung(i)
		for _, v := range sudoku.Squares() {
			n += len(b.Moegliche(v))
		}
		return n
	}
	assert.Equal(t, 32+49*9, kandidaten(0), "am Anfang: 32 Vorgaben mit je einem Kandidaten, 49 freie Felder mit 9")
	for i := 1; i < d.Anzahl(); i++ {
		assert.LessOrEqual(t, kandidaten(i), kandidaten(i-1), "Kandidaten verschwinden nur, Bild %d", i)
	}
	assert.Equal(t, 81, kandidaten(d.Anzahl()-1))
	s, _ := d.Schritt(1)
	require.Equal(t, lesson.SchrittStreichung, s.Art, "AC-3 streicht vor der Suche")
	bild := d.Bild(1)
	assert.Contains(t, bild, fmt.Sprintf("Propagierung: %s verliert", s.Variable))
	assert.Equal(t, len(s.Werte), strings.Count(bild, `text-decoration="line-through"`))
	assert.Contains(t, d.Bild(d.Anzahl()-1), "81 von 81 Variablen belegt")
	assert.NotContains(t, bild, "ks-variablen", "beim Sudoku keine Variablentabelle")
}

func TestCSPDemoFalscheEingabe(t *testing.T) {
	_, err := NeueCSPDemo[string](context.Background(), nil, lesson.CSPOptionen{}, CSPAnsicht[string]{})
	assert.ErrorContains(t, err, "kein CSP")
	d, err := NeueCSPDemo(context.Background(), australien.NeuesCSP(), lesson.CSPOptionen{}, CSPAnsicht[string]{})
	require.NoError(t, err)
	assert.Equal(t, "Backtracking", d.Titel())
	assert.Contains(t, d.Bild(3), "ks-variablen", "ohne Bild bleibt die Tabelle")
	assert.Equal(t, d.Bild(d.Anzahl()-1), d.Bild(1000))
}

func ExampleNeueCSPDemo() {
	d, _ := NeueCSPDemo(context.Background(), australien.NeuesCSP(), lesson.CSPOptionen{}, AustralienAnsicht("Australien"))
	fmt.Println(d.Anzahl(), "Bilder")
	s, _ := d.Schritt(6)
	fmt.Println(s.Erklaerung())
	fmt.Println(d.Ende())
	// Output:
	// 31 Bilder
	// NT=red geht nicht: Konflikt mit WA.
	// Lösung gefunden (7 Zuweisungen, 0 Backtracks, 15 Constraint-Prüfungen).
}
