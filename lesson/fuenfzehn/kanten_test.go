package fuenfzehn

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kisuche/kisuche/lesson"
)

// Versprechen der Dokumentation an ihren Kanten (Mutationstest, docs/mitarbeiten.md).

func TestLochOhneLoch(t *testing.T) {
	ohne := Fuenfzehn{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 15}
	assert.Equal(t, -1, ohne.Loch())
	assert.Equal(t, 15, Ziel.Loch())
	assert.Equal(t, 0, Fuenfzehn{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}.Loch())
}

// MaxKnoten(0) und MaxKnoten(1): Die Wurzel ist erzeugt, also expandiert IDA* nichts und
// meldet das Knotenlimit – außer der Start ist schon das Ziel (das prüft es zuerst).
// Für jeden Weg der Suche: Manhattan (eigene Schleife), die allgemeine Schnittstelle und die
// Spiegelung.
func TestLoeseMaxKnotenNullUndEins(t *testing.T) {
	mdb, err := BaueMusterdatenbank([][]int{{1, 2}, {3, 4}})
	require.NoError(t, err)
	start := Fuenfzehn{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12}
	for _, h := range []Heuristik{Manhattan{}, FalschePlaetze{}, mdb.MitSpiegelung()} {
		for _, n := range []int{0, 1} {
			l, err := Loese(start, h, lesson.MaxKnoten(n))
			require.ErrorIs(t, err, lesson.ErrKnotenlimit, "%s, MaxKnoten(%d)", h.Name(), n)
			assert.Equal(t, int64(1), l.Erzeugt, "%s, MaxKnoten(%d)", h.Name(), n)
			assert.Equal(t, int64(0), l.Expandiert, "%s, MaxKnoten(%d)", h.Name(), n)
			l, err = Loese(Ziel, h, lesson.MaxKnoten(n))
			require.NoError(t, err, "%s: Ziel mit MaxKnoten(%d)", h.Name(), n)
			assert.Equal(t, 0, l.Laenge())
		}
		l, err := Loese(start, h, lesson.MaxKnoten(2))
		require.ErrorIs(t, err, lesson.ErrKnotenlimit, "%s, MaxKnoten(2)", h.Name())
		assert.Equal(t, int64(1), l.Expandiert, "%s, MaxKnoten(2): die Wurzel expandiert", h.Name())
	}
}

// Die Iterationen zählen zusammen mit der Wurzel genau Erzeugt; ihre Schranken steigen, und
// mit der zulässigen Manhattan-Heuristik ist die letzte die Länge der Lösung.
func TestIterationenZaehlenAlleKnoten(t *testing.T) {
	start := Fuenfzehn{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12}
	l, err := Loese(start, Manhattan{})
	require.NoError(t, err)
	require.NotEmpty(t, l.Iterationen)
	summe := int64(1)
	for i, it := range l.Iterationen {
		assert.Positive(t, it.Erzeugt, "Iteration %d", i)
		if i > 0 {
			assert.Greater(t, it.Schranke, l.Iterationen[i-1].Schranke, "Iteration %d", i)
		}
		summe += it.Erzeugt
	}
	assert.Equal(t, l.Erzeugt, summe)
	assert.Equal(t, l.Startwert, l.Iterationen[0].Schranke)
	assert.Equal(t, l.Laenge(), l.Iterationen[len(l.Iterationen)-1].Schranke)
}

// Fasse zählt gelöste Stellungen (zwei von drei) und nennt bei gleich vielen Knoten die
// erste Stellung.
func TestFasseZaehltGeloesteUndErsteBeiGleichstand(t *testing.T) {
	unloesbar := Fuenfzehn{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}
	m := MesseHeuristiken([]Fuenfzehn{unloesbar, lektionsStart, lektionsStart}, []Heuristik{Manhattan{}}, StandardReihenfolge)
	require.Len(t, m, 3)
	require.Equal(t, m[1].Erzeugt, m[2].Erzeugt)
	z := Fasse(m)
	require.Len(t, z, 1)
	assert.Equal(t, 3, z[0].Stellungen)
	assert.Equal(t, 2, z[0].Geloest)
	assert.Equal(t, m[1].Stellung, z[0].ErzeugtMaxBei)
	assert.Equal(t, 2, z[0].ErzeugtMaxBei)
}

// Eine Aufteilung hat 1 bis 8 Muster; die Meldungen nennen das Muster, das nicht passt.
func TestAufteilungAnDenGrenzen(t *testing.T) {
	acht := [][]int{{1}, {2}, {3}, {4}, {5}, {6}, {7}, {8}}
	_, err := BaueMusterdatenbank(acht)
	require.NoError(t, err, "8 Muster")
	_, err = BaueMusterdatenbank(append(acht, []int{9}))
	require.ErrorIs(t, err, lesson.ErrUngueltig, "9 Muster")
	_, err = BaueMusterdatenbank([][]int{{1}, {}})
	assert.ErrorContains(t, err, "Muster 2 hat 0 Kacheln")
	_, err = BaueMusterdatenbank([][]int{{1}, {2}, {16}})
	assert.ErrorContains(t, err, "Muster 3 enthält 16")
}

// Eine Musterdatenbank mit nur einem Muster: Züge der übrigen Kacheln ändern nichts (und
// greifen auf keine Tabelle zu, die es nicht gibt).
func TestEinMusterInkrementell(t *testing.T) {
	mdb, err := BaueMusterdatenbank([][]int{{1, 2}})
	require.NoError(t, err)
	l, err := Loese(lektionsStart, mdb)
	require.NoError(t, err)
	assert.Equal(t, 14, l.Laenge())
}

// lochAuf liefert das Ziel mit dem Loch auf feld (die Kachel von dort steht hinten rechts).
func lochAuf(feld int) Fuenfzehn {
	s := Ziel
	s[15], s[feld] = s[feld], 0
	return s
}

// Die Züge des Lochs am Rand und in der Ecke, in der verlangten Reihenfolge.
func TestMoeglicheAktionenAmRand(t *testing.T) {
	var p Problem
	assert.Equal(t, []LochZug{LochRechts, LochRunter}, p.MoeglicheAktionen(lochAuf(0)))
	assert.Equal(t, []LochZug{LochLinks, LochRechts, LochRunter}, p.MoeglicheAktionen(lochAuf(1)))
	assert.Equal(t, []LochZug{LochHoch, LochLinks, LochRechts, LochRunter}, p.MoeglicheAktionen(lochAuf(5)))
	assert.Equal(t, []LochZug{LochHoch, LochLinks}, p.MoeglicheAktionen(Ziel))
	assert.Empty(t, p.MoeglicheAktionen(Fuenfzehn{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 15}))
	p.Reihenfolge = KorfReihenfolge
	assert.Equal(t, []LochZug{LochRunter, LochRechts, LochLinks, LochHoch}, p.MoeglicheAktionen(lochAuf(5)))
}

// Gespeicherte Tabellen sind für alle lesbar (0644), nicht nur für ihren Besitzer wie die
// vorläufige Datei; eine abgeschnittene Datei nennt ihre und die richtige Länge.
func TestMustertabelleDatei(t *testing.T) {
	mdb, err := BaueMusterdatenbank([][]int{{1, 2}})
	require.NoError(t, err)
	dir := t.TempDir()
	require.NoError(t, mdb.Speichere(dir))
	info, err := os.Stat(filepath.Join(dir, "muster-1-2.mdb"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), info.Mode().Perm())

	daten := kodiereMustertabelle([]uint8{1, 2}, mdb.tabellen[0])
	_, err = dekodiereMustertabelle(daten[:len(daten)-1], []uint8{1, 2})
	assert.ErrorIs(t, err, ErrMusterdatenbankBeschaedigt)
	assert.ErrorContains(t, err, fmt.Sprintf("%d Byte statt %d", len(daten)-1, len(daten)))
}

// MusterdatenbankAusCache gibt einen Hinweis auf stderr genau dann, wenn es die gebaute
// Datenbank nicht speichern kann.
func TestMusterdatenbankAusCacheHinweis(t *testing.T) {
	stderr := func(f func()) string {
		r, w, err := os.Pipe()
		require.NoError(t, err)
		alt := os.Stderr
		os.Stderr = w
		f()
		os.Stderr = alt
		w.Close()
		b, _ := io.ReadAll(r)
		return string(b)
	}
	ordner := t.TempDir()
	assert.Empty(t, stderr(func() {
		_, err := MusterdatenbankAusCache(ordner, [][]int{{1, 2}})
		require.NoError(t, err)
	}))
	datei := filepath.Join(ordner, "keine-ordner")
	require.NoError(t, os.WriteFile(datei, nil, 0o644))
	assert.Contains(t, stderr(func() {
		_, err := MusterdatenbankAusCache(datei, [][]int{{1, 2}})
		require.NoError(t, err)
	}), "Hinweis:")
}
