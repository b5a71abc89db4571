package fuenfzehn

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lektionsStart ist start_pos aus der Lektion „15-Puzzle“.
var lektionsStart = Fuenfzehn{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12}

func TestFuenfzehnAusPrueftDieEingabe(t *testing.T) {
	p, err := Aus(5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12)
	require.NoError(t, err)
	assert.Equal(t, lektionsStart, p)

	_, err = Aus(1, 2, 3)
	require.ErrorContains(t, err, "genau 16 Zahlen")
	_, err = Aus(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 0)
	require.ErrorContains(t, err, "nur die Zahlen 0 bis 15")
	_, err = Aus(1, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0)
	require.ErrorContains(t, err, "mehr als einmal")

	p, err = AusText("(5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12)")
	require.NoError(t, err)
	assert.Equal(t, lektionsStart, p)
	_, err = AusText("1 2 x")
	require.ErrorContains(t, err, "keine Zahl")
}

func TestFuenfzehnString(t *testing.T) {
	// Wie print_position(start_pos) in der Lektion.
	assert.Equal(t, "+------------+\n"+
		"|5  1  3  4  |\n"+
		"|6  9  7  8  |\n"+
		"|2  10    11 |\n"+
		"|13 14 15 12 |\n"+
		"+------------+", lektionsStart.String())
}

func TestFolgestellungenWieInDerLektion(t *testing.T) {
	// Die beiden Prüfungen von get_moves aus der Lektion.
	_, folge := lektionsStart.Folgestellungen()
	assert.ElementsMatch(t, []Fuenfzehn{
		{5, 1, 3, 4, 6, 9, 7, 8, 2, 0, 10, 11, 13, 14, 15, 12},
		{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 11, 0, 13, 14, 15, 12},
		{5, 1, 3, 4, 6, 9, 0, 8, 2, 10, 7, 11, 13, 14, 15, 12},
		{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 15, 11, 13, 14, 0, 12},
	}, folge)
	zuege, folge := Fuenfzehn{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 11, 0, 13, 14, 15, 12}.Folgestellungen()
	assert.Equal(t, []LochZug{LochHoch, LochLinks, LochRunter}, zuege)
	assert.Equal(t, []Fuenfzehn{
		{5, 1, 3, 4, 6, 9, 7, 0, 2, 10, 11, 8, 13, 14, 15, 12},
		{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12},
		{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 11, 12, 13, 14, 15, 0},
	}, folge)

	_, ok := Ziel.Ziehe(LochRechts)
	assert.False(t, ok, "das Loch steht rechts unten am Rand")
	_, ok = Fuenfzehn{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}.Ziehe(LochHoch)
	assert.False(t, ok, "ohne Loch geht kein Zug (und nichts stürzt ab)")
	_, ok = Ziel.Ziehe(LochZug(7))
	assert.False(t, ok, "kein gültiger Zug")
	_, err := Ziel.FuehreZuegeAus([]LochZug{LochHoch, LochRechts})
	require.ErrorContains(t, err, "Zug 2 (rechts) ist unmöglich")
	assert.Equal(t, "runter", LochHoch.Gegenzug().String())
	assert.Equal(t, "rechts", LochLinks.Gegenzug().String())
}

func TestIstLoesbar(t *testing.T) {
	assert.True(t, Ziel.IstLoesbar())
	assert.True(t, lektionsStart.IstLoesbar())
	// Sam Loyds 14-15-Puzzle: 14 und 15 vertauscht – unlösbar.
	loyd := Fuenfzehn{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}
	assert.False(t, loyd.IstLoesbar())

	zufall := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		// Zufällige Züge erhalten die Lösbarkeit …
		p := Ziel
		for range 100 {
			p, _ = p.Ziehe(LochZug(zufall.IntN(4)))
		}
		require.True(t, p.IstLoesbar(), "%v ist aus dem Ziel erreichbar", p)
		// … ein Tausch zweier Kacheln kehrt sie um.
		i, j := zufall.IntN(16), zufall.IntN(16)
		if p[i] == 0 || p[j] == 0 || i == j {
			continue
		}
		p[i], p[j] = p[j], p[i]
		require.False(t, p.IstLoesbar(), "%v ist ein Tausch von einer lösbaren Stellung entfernt", p)
	}
}

func TestKorfKonventionUndLektionStimmenUeberein(t *testing.T) {
	zufall := rand.New(rand.NewPCG(3, 4))
	for range 500 {
		var korf [16]int
		for i, k := range zufall.Perm(16) {
			korf[i] = k
		}
		p, err := AusKorfKonvention(korf)
		require.NoError(t, err)
		require.Equal(t, IstLoesbarKorf(korf), p.IstLoesbar(), "%v", korf)
		// Die Manhattan-Distanz zu Korfs Ziel bleibt bei der Drehung gleich.
		md := 0
		for f, k := range korf {
			if k != 0 {
				md += abstand(f, k)
			}
		}
		require.Equal(t, md, Manhattan{}.Wert(p))
	}
	ziel, err := AusKorfKonvention([16]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15})
	require.NoError(t, err)
	assert.Equal(t, Ziel, ziel)
}
