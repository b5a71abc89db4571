package fuenfzehn

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHeuristikenWieInDerLektion(t *testing.T) {
	pos2 := Fuenfzehn{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}
	pos3 := Fuenfzehn{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15}
	pos4 := Fuenfzehn{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}
	// Die Prüfungen von num_wrong_heuristic und manhattan_heuristic aus der Lektion.
	assert.Equal(t, []int{0, 2, 15}, werte(FalschePlaetze{}, Ziel, pos2, pos4))
	assert.Equal(t, []int{0, 2, 1, 24}, werte(Manhattan{}, Ziel, pos2, pos3, pos4))
	// 15 und 14 vertauscht in ihrer Zielzeile: Eine muss ausweichen (+2).
	assert.Equal(t, []int{0, 4, 1}, werte(LinearerKonflikt{}, Ziel, pos2, pos3))
	// Eine Spalte von unten nach oben gelesen (13, 9, 5, 1): drei Kacheln müssen
	// ausweichen (+6), dazu die Manhattan-Distanz 3+1+1+3.
	spalte := Fuenfzehn{13, 2, 3, 4, 9, 6, 7, 8, 5, 10, 11, 12, 1, 14, 15, 0}
	assert.Equal(t, 8, Manhattan{}.Wert(spalte))
	assert.Equal(t, 6, LinearerKonflikt{}.Konflikte(spalte))
	assert.Equal(t, 14, LinearerKonflikt{}.Wert(spalte))
	// Korfs Stellung 1: Manhattan 41 wie in seiner Tabelle.
	inst, err := KorfInstanzen()
	require.NoError(t, err)
	assert.Equal(t, 41, Manhattan{}.Wert(inst[0].Start))
}

func werte(h Heuristik, ps ...Fuenfzehn) []int {
	var w []int
	for _, p := range ps {
		w = append(w, h.Wert(p))
	}
	return w
}

// TestInkrementellGleichNeuBerechnet spielt zufällige Züge und vergleicht den Wert, den
// IDA* Zug für Zug nachführt, mit dem neu berechneten.
func TestInkrementellGleichNeuBerechnet(t *testing.T) {
	mdb, err := BaueMusterdatenbank([][]int{{1, 2, 5}, {3, 4, 8}, {6, 7}, {9, 13}, {11, 12, 15}})
	require.NoError(t, err)
	eigene := EigeneHeuristik{"Manhattan plus 290", func(p Fuenfzehn) int { return Manhattan{}.Wert(p) + 290 }}
	for _, h := range []Heuristik{FalschePlaetze{}, Manhattan{}, LinearerKonflikt{}, mdb, eigene} {
		zufall := rand.New(rand.NewPCG(5, 6))
		b := neuesBrett(Ziel)
		wert := h.start(&b)
		for i := range 3000 {
			loch := int(b.pos[0])
			ziel := zugZiel[loch][zufall.IntN(4)]
			if ziel < 0 {
				continue
			}
			k := b.feld[ziel]
			b.feld[loch], b.feld[ziel] = k, 0
			b.pos[k], b.pos[0] = uint8(loch), uint8(ziel)
			wert += h.zug(&b, k, int(ziel), loch)
			require.Equal(t, h.Wert(Fuenfzehn(b.feld)), wert, "%s nach %d Zügen", h.Name(), i+1)
		}
	}
}

// TestHeuristikenSindZulaessigUndGeordnet prüft an Korfs Stellungen mit bekannter optimaler
// Länge: falsche Plätze ≤ Manhattan ≤ linearer Konflikt ≤ Länge und
// Manhattan ≤ Musterdatenbank ≤ Länge.
func TestHeuristikenSindZulaessigUndGeordnet(t *testing.T) {
	mdb := standardMusterdatenbankFuerTests(t)
	inst, err := KorfInstanzen()
	require.NoError(t, err)
	for _, k := range inst {
		fp, md, lk, pdb := FalschePlaetze{}.Wert(k.Start), Manhattan{}.Wert(k.Start),
			LinearerKonflikt{}.Wert(k.Start), mdb.Wert(k.Start)
		assert.LessOrEqual(t, fp, md, "Nr. %d", k.Nummer)
		assert.LessOrEqual(t, md, lk, "Nr. %d", k.Nummer)
		assert.LessOrEqual(t, lk, k.Laenge, "Nr. %d", k.Nummer)
		assert.LessOrEqual(t, md, pdb, "Nr. %d", k.Nummer)
		assert.LessOrEqual(t, pdb, k.Laenge, "Nr. %d", k.Nummer)
		// Gerade Differenz: Jeder Zug ändert die Manhattan-Distanz um genau 1.
		assert.Equal(t, 0, (k.Laenge-md)%2, "Nr. %d", k.Nummer)
	}
}

func TestEigeneHeuristik15(t *testing.T) {
	h := EigeneHeuristik{Bezeichnung: "Manhattan, selbst", Funktion: func(p Fuenfzehn) int {
		s := 0
		for f, k := range p {
			if k != 0 {
				s += abstand(f, int(k)-1)
			}
		}
		return s
	}}
	assert.Equal(t, "Manhattan, selbst", h.Name())
	inst, err := KorfInstanzen()
	require.NoError(t, err)
	k := inst[78] // Nr. 79
	l, err := Loeser{Heuristik: h, Reihenfolge: KorfReihenfolge}.Loese(k.Start)
	require.NoError(t, err)
	assert.Equal(t, k.Laenge, l.Laenge())
	assert.Equal(t, k.KorfKnoten, l.Erzeugt, "dieselben Knoten wie Manhattan15")

	negativ := EigeneHeuristik{"negativ", func(Fuenfzehn) int { return -5 }}
	assert.Equal(t, 0, negativ.Wert(lektionsStart))
	riesig := EigeneHeuristik{"riesig", func(Fuenfzehn) int { return 1 << 20 }}
	assert.Equal(t, 65535, riesig.Wert(lektionsStart))
}
