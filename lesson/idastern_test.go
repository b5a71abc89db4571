package lesson_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/kisuche/kisuche/lesson/fuenfzehn"
	"github.com/kisuche/kisuche/lesson/puzzle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestIDASternAllgemeinWieKorf: Die allgemeine Suche auf dem 15-Puzzle als Suchproblem
// erzeugt genau so viele Knoten wie Korf und wie die schnelle Fassung.
func TestIDASternAllgemeinWieKorf(t *testing.T) {
	inst, err := fuenfzehn.KorfInstanzen()
	require.NoError(t, err)
	for _, nr := range []int{79, 12} {
		k := inst[nr-1]
		p, err := fuenfzehn.NeuesProblem(k.Start)
		require.NoError(t, err)
		p.Reihenfolge = fuenfzehn.KorfReihenfolge
		zuege, erg, err := lesson.IDAStern[fuenfzehn.Fuenfzehn, fuenfzehn.LochZug](p, fuenfzehn.Manhattan{}.Wert)
		require.NoError(t, err)
		assert.Equal(t, k.Laenge, len(zuege))
		assert.Equal(t, k.Laenge, erg.Laenge)
		assert.Equal(t, k.Laenge, erg.Kosten)
		assert.True(t, erg.Gefunden)
		assert.Equal(t, int(k.KorfKnoten), erg.Erzeugt, "Nr. %d", nr)
		assert.Equal(t, k.Laenge, erg.MaxGrenze)
		schnell, err := fuenfzehn.Loeser{Heuristik: fuenfzehn.Manhattan{}, Reihenfolge: fuenfzehn.KorfReihenfolge}.Loese(k.Start)
		require.NoError(t, err)
		assert.Equal(t, schnell.Zuege, zuege)
		assert.Equal(t, int(schnell.Expandiert), erg.Expandiert)
	}
}

func TestIDASternSchiebepuzzle(t *testing.T) {
	// Das Puzzle 'mittel' der Lektion „Suche“: 10 Züge, wie die Breitensuche.
	p, err := puzzle.NeuesSchiebepuzzle("ACFEBH DG", "ABCDEFGH ")
	require.NoError(t, err)
	h := func(z string) int { // falsch platzierte Plättchen
		n := 0
		for i := range z {
			if z[i] != ' ' && z[i] != "ABCDEFGH "[i] {
				n++
			}
		}
		return n
	}
	zuege, erg, err := lesson.IDAStern[string, int](p, h)
	require.NoError(t, err)
	assert.Equal(t, []int{7, 8, 5, 2, 1, 4, 3, 6, 7, 8}, zuege)
	assert.Equal(t, "IDAStern", erg.Verfahren)
	assert.Equal(t, 10, erg.Laenge)

	// MaxTiefe unter der Lösungslänge: keine Lösung bis zu dieser Tiefe.
	_, _, err = lesson.IDAStern[string, int](p, h, lesson.MaxTiefe(9))
	require.ErrorIs(t, err, lesson.ErrTiefenlimit)
	require.ErrorIs(t, err, lesson.ErrLimitErreicht)
	require.NotErrorIs(t, err, lesson.ErrKeineLoesung)
}

type kostenProblem struct{ *fuenfzehn.Problem }

func (kostenProblem) Schrittkosten(fuenfzehn.Fuenfzehn, fuenfzehn.LochZug, fuenfzehn.Fuenfzehn) int {
	return 0
}

func TestIDASternAllgemeinFehler(t *testing.T) {
	_, _, err := lesson.IDAStern[fuenfzehn.Fuenfzehn, fuenfzehn.LochZug](nil, fuenfzehn.Manhattan{}.Wert)
	require.ErrorContains(t, err, "kein Suchproblem")
	p, err := fuenfzehn.NeuesProblem(lektionsStart15)
	require.NoError(t, err)
	_, _, err = lesson.IDAStern[fuenfzehn.Fuenfzehn, fuenfzehn.LochZug](p, nil)
	require.ErrorContains(t, err, "braucht eine Heuristik")
	_, _, err = lesson.IDAStern[fuenfzehn.Fuenfzehn, fuenfzehn.LochZug](p, func(fuenfzehn.Fuenfzehn) int { return -1 })
	require.ErrorContains(t, err, "nicht negativ")
	_, _, err = lesson.IDAStern[fuenfzehn.Fuenfzehn, fuenfzehn.LochZug](kostenProblem{p}, fuenfzehn.Manhattan{}.Wert)
	require.ErrorContains(t, err, "positive Schrittkosten")

	_, err = fuenfzehn.NeuesProblem(fuenfzehn.Fuenfzehn{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0})
	require.ErrorIs(t, err, fuenfzehn.ErrUnloesbar)

	inst, err := fuenfzehn.KorfInstanzen()
	require.NoError(t, err)
	schwer, err := fuenfzehn.NeuesProblem(inst[0].Start)
	require.NoError(t, err)
	_, erg, err := lesson.IDAStern[fuenfzehn.Fuenfzehn, fuenfzehn.LochZug](schwer, fuenfzehn.Manhattan{}.Wert, lesson.MaxKnoten(5000))
	require.ErrorIs(t, err, lesson.ErrLimitErreicht)
	assert.GreaterOrEqual(t, erg.Erzeugt, 5000)
	ctx, abbrechen := context.WithCancel(context.Background())
	abbrechen()
	_, erg, err = lesson.IDAStern[fuenfzehn.Fuenfzehn, fuenfzehn.LochZug](schwer, fuenfzehn.Manhattan{}.Wert, lesson.Kontext(ctx))
	require.ErrorIs(t, err, lesson.ErrAbgebrochen)
	// Schon vor dem Start abgebrochen: IDA* expandiert nicht einmal die Wurzel.
	assert.Equal(t, 0, erg.Expandiert)
	assert.Equal(t, 1, erg.Erzeugt)
}

func ExampleIDAStern() {
	start, _ := fuenfzehn.Aus(5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12)
	problem, err := fuenfzehn.NeuesProblem(start)
	if err != nil {
		fmt.Println(err)
		return
	}
	zuege, erg, err := lesson.IDAStern[fuenfzehn.Fuenfzehn, fuenfzehn.LochZug](problem, fuenfzehn.Manhattan{}.Wert)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(zuege)
	fmt.Println(erg)
	// Output:
	// [links hoch links runter rechts hoch links hoch rechts runter runter rechts rechts runter]
	// IDAStern: Lösung mit 14 Zügen (Kosten 14); 99 Knoten erzeugt, 49 untersucht, 48 expandiert, größte Grenze 14, Closed List 0
}

// achtTupelProblem ist das Tupel-8-Puzzle der Lektion „Suchalgorithmen“ als Suchproblem:
// Aktion i ist der i-te Folgezustand von Nextstates.
type achtTupelProblem struct {
	lesson.StartUndZiel[achtpuzzle.Tupel]
}

func (achtTupelProblem) MoeglicheAktionen(z achtpuzzle.Tupel) []int {
	a := make([]int, len(achtpuzzle.Nextstates(z)))
	for i := range a {
		a[i] = i
	}
	return a
}

func (achtTupelProblem) FuehreAktionAus(z achtpuzzle.Tupel, a int) achtpuzzle.Tupel {
	return achtpuzzle.Nextstates(z)[a]
}

// TestIDASternPerfekteHeuristik8: Mit der perfekten Heuristik aus dem ganzen Zustandsraum
// untersucht IDA* nur die Zustände des Lösungswegs: jeder Knoten mit f ≤ Schranke liegt auf
// einem kürzesten Weg, die Tiefensuche irrt also nie ab.
func TestIDASternPerfekteHeuristik8(t *testing.T) {
	p := achtTupelProblem{lesson.StartUndZiel[achtpuzzle.Tupel]{Start: achtpuzzle.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}, Ziel: achtpuzzle.Goalstate}}
	zuege, erg, err := lesson.IDAStern[achtpuzzle.Tupel, int](p, achtpuzzle.PerfekteDistanzen().H)
	require.NoError(t, err)
	assert.Len(t, zuege, 26)
	assert.Equal(t, 27, erg.Untersucht)
	assert.Equal(t, 26, erg.Expandiert)

	_, manhattan, err := lesson.IDAStern[achtpuzzle.Tupel, int](p, achtpuzzle.HManhattan)
	require.NoError(t, err)
	assert.Equal(t, 26, manhattan.Laenge)
	assert.Greater(t, manhattan.Untersucht, 100*erg.Untersucht)
}

var lektionsStart15 = fuenfzehn.Fuenfzehn{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12}
