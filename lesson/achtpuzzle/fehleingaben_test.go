package achtpuzzle

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Katalog der Fehleingaben der Tupel-Suchen: ungültige und unlösbare Tupel, nil, unsinnige
// Limits, riesige Schrittzahlen und Tiefen, NaN und Unendlich.
func TestFehleingabenAchtpuzzle(t *testing.T) {
	ungueltig := []Tupel{{}, {9, 1, 2, 3, 4, 5, 6, 7, 8}, {0, 0, 2, 3, 4, 5, 6, 7, 8}, {255, 1, 2, 3, 4, 5, 6, 7, 8},
		{32, 1, 2, 3, 4, 5, 6, 7, 8}} // 32 ≡ 0 modulo 32: fällt nur auf, wer alle Bits prüft
	for _, s := range ungueltig {
		testhilfe.OhnePanik(t, s.String(), func() {
			for name, suche := range map[string]func() error{
				"BFS":    func() error { _, _, err := BFS(s); return err },
				"DFS":    func() error { _, _, err := DFS(s); return err },
				"Greedy": func() error { _, _, err := Greedy(s, HMisplaced); return err },
				"AStar":  func() error { _, _, err := AStar(s, HManhattan); return err },
			} {
				assert.ErrorIs(t, suche(), lesson.ErrUngueltig, "%s(%v)", name, s)
			}
			assert.Equal(t, -1, HManhattan(s), "HManhattan(%v)", s)
			_, err := Zufallsweg(rand.New(rand.NewPCG(1, 1)), s, 3)
			assert.ErrorIs(t, err, lesson.ErrUngueltig)
		})
	}
	_, err := NeuesTupel(1, 2, 3)
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	_, err = NeuesTupel(0, 1, 2, 3, 4, 5, 6, 7, -8)
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	// unlösbar: vor der Suche erkannt, nicht nach 181.440 Zuständen
	unloesbar := Tupel{0, 2, 1, 3, 4, 5, 6, 7, 8}
	_, n, err := BFS(unloesbar)
	assert.ErrorIs(t, err, lesson.ErrUnloesbar)
	assert.Zero(t, n)
	// Heuristik nil oder mit unmöglichen Werten
	_, _, err = AStar(Tupel{1, 2, 0, 3, 4, 5, 6, 7, 8}, nil)
	assert.Error(t, err)
	_, _, err = Greedy(Tupel{1, 2, 0, 3, 4, 5, 6, 7, 8}, func(Tupel) int { return math.MaxInt })
	assert.Error(t, err)
	// Limits: negativ heißt keins, 1 hält sofort an, ein abgebrochener Kontext auch.
	_, _, err = BFS(Tupel{1, 2, 0, 3, 4, 5, 6, 7, 8}, lesson.MaxKnoten(-1))
	assert.NoError(t, err)
	_, _, err = DFS(Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}, lesson.MaxKnoten(1))
	assert.ErrorIs(t, err, lesson.ErrLimitErreicht)
	ctx, abbrechen := context.WithCancel(context.Background())
	abbrechen()
	_, _, err = AStar(Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}, HManhattan, lesson.Kontext(ctx))
	assert.ErrorIs(t, err, lesson.ErrAbgebrochen)
	assert.ErrorIs(t, err, context.Canceled)

	// Rang und Platz außerhalb
	for _, r := range []int{-1, AnzahlTupel, math.MaxInt} {
		_, err := TupelAusRang(r)
		assert.Error(t, err, "Rang %d", r)
	}
	for _, p := range []int{-1, AnzahlLoesbar, math.MinInt} {
		_, err := TupelAusPlatz(p)
		assert.Error(t, err, "Platz %d", p)
	}
	// ReconstructPath ohne Vorgänger
	_, _, err = ReconstructPath(nil)
	assert.Error(t, err)

	// Zufallswege: Zufall nil, negative und riesige Längen – Fehler statt Absturz oder Hängen.
	_, err = Zufallsweg(nil, Goalstate, 3)
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	for _, n := range []int{-1, MaxZufallsweg + 1, 1 << 40} {
		_, err = Zufallsweg(rand.New(rand.NewPCG(1, 1)), Goalstate, n)
		assert.ErrorIs(t, err, lesson.ErrUngueltig, "%d Schritte", n)
	}

	// b* für unsinnige Eingaben: NaN, sofort – auch für riesige Tiefen.
	beginn := time.Now()
	assert.True(t, math.IsNaN(EffektiverVerzweigungsgrad(math.NaN(), 3)))
	assert.True(t, math.IsNaN(EffektiverVerzweigungsgrad(math.Inf(1), 3)))
	assert.True(t, math.IsNaN(EffektiverVerzweigungsgrad(10, 0)))
	assert.True(t, math.IsNaN(EffektiverVerzweigungsgrad(-5, 3)))
	b := EffektiverVerzweigungsgrad(10, math.MaxInt32)
	assert.False(t, math.IsNaN(b))
	assert.InDelta(t, 10.0/11, b, 1e-6, "bei riesiger Tiefe gilt b/(1−b) = N, also b* = N/(N+1)")
	assert.Less(t, time.Since(beginn), time.Minute, "b* rechnet nicht mehr Milliarden Potenzen einzeln aus")

	// Vergleich: zu viele Puzzles, NaN in der Tabelle
	_, err = VergleicheSuchen(context.Background(), Vergleichseinstellungen{Laengen: []int{4}, ProLaenge: 1 << 40})
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	v := &Vergleich{Zeilen: []Vergleichszeile{{Tiefe: 3, Puzzles: 1,
		MittelExpandiert: []float64{math.NaN(), math.Inf(1), 1e300}, Verzweigung: []float64{math.NaN(), math.Inf(-1), 2}}}}
	require.NotPanics(t, func() { assert.Contains(t, v.Tabelle(), "–") })
	assert.Contains(t, v.Tabelle(), "1,00e+300")
}
