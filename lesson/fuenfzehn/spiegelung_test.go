package fuenfzehn

import (
	"context"
	"errors"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// spiegeln liefert die an der Hauptdiagonalen gespiegelte Stellung: Die Kachel k auf Feld
// f wird zur Kachel spiegelKachel(k) auf dem Feld transponiert[f].
func spiegeln(p Fuenfzehn) Fuenfzehn {
	var q Fuenfzehn
	for f, k := range p {
		q[transponiert[f]] = spiegelKachel(k)
	}
	return q
}

// Die Spiegelung ist spiegelbildlich (gleicher Wert für p und p gespiegelt), nie kleiner als
// die Musterdatenbank allein, 0 im Ziel – und überschätzt nie: Auf Korfs Stellungen ist ihr
// Wert höchstens die optimale Länge, und IDA* findet mit ihr genau die optimalen Längen.
func TestSpiegelungZulaessigUndSymmetrisch(t *testing.T) {
	mdb, err := StandardMusterdatenbank()
	require.NoError(t, err)
	sp := mdb.MitSpiegelung()
	assert.Equal(t, Ziel, spiegeln(Ziel), "das Ziel ist spiegelbildlich")
	assert.Equal(t, 0, sp.Wert(Ziel))
	inst, err := KorfInstanzen()
	require.NoError(t, err)
	hoeher := 0
	for _, k := range inst {
		w := sp.Wert(k.Start)
		assert.Equal(t, w, sp.Wert(spiegeln(k.Start)), "Nr. %d", k.Nummer)
		assert.Equal(t, max(mdb.Wert(k.Start), mdb.Wert(spiegeln(k.Start))), w, "Nr. %d", k.Nummer)
		assert.LessOrEqual(t, w, k.Laenge, "Nr. %d: überschätzt", k.Nummer)
		if w > mdb.Wert(k.Start) {
			hoeher++
		}
	}
	assert.Greater(t, hoeher, 10, "die Spiegelung schätzt oft besser")

	stellungen := make([]Fuenfzehn, 0, 12)
	for _, k := range inst[:12] {
		stellungen = append(stellungen, k.Start)
	}
	loeser := Loeser{Heuristik: sp, Reihenfolge: KorfReihenfolge}
	alle, err := loeser.LoeseAlle(stellungen)
	require.NoError(t, err)
	for i, l := range alle {
		assert.Equal(t, inst[i].Laenge, l.Laenge(), "Nr. %d", inst[i].Nummer)
		assert.True(t, pruefeZuege(inst[i].Start, l.Zuege), "Nr. %d: die Züge führen ins Ziel", inst[i].Nummer)
		einzeln, err := loeser.Loese(stellungen[i])
		require.NoError(t, err)
		assert.Equal(t, einzeln, l, "parallel dasselbe wie einzeln")
		allgemein, err := Loeser{Heuristik: spiegelungUmweg{sp}, Reihenfolge: KorfReihenfolge}.Loese(stellungen[i])
		require.NoError(t, err)
		assert.Equal(t, allgemein, einzeln, "der schnelle Weg zählt wie der allgemeine")
	}
}

// spiegelungUmweg ist die Spiegelung unter einem anderen Typ: IDA* nimmt dann den
// allgemeinen Weg (tiefe) statt tiefeSpiegelung.
type spiegelungUmweg struct{ Spiegelung }

func TestSpiegelungUndLoeseAlleFehleingaben(t *testing.T) {
	_, err := Loeser{Heuristik: Spiegelung{}}.Loese(Ziel)
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	var nichts *Musterdatenbank
	assert.Equal(t, -1, nichts.MitSpiegelung().Wert(Ziel))
	viele, err := BaueMusterdatenbank([][]int{{1}, {2}, {3}, {4}, {5}})
	require.NoError(t, err)
	_, err = Loeser{Heuristik: viele.MitSpiegelung()}.Loese(Ziel)
	assert.ErrorIs(t, err, lesson.ErrUngueltig, "mehr als vier Muster passen nicht")

	mdb, err := StandardMusterdatenbank()
	require.NoError(t, err)
	inst, err := KorfInstanzen()
	require.NoError(t, err)
	loyd := Fuenfzehn{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}
	loeser := Loeser{Heuristik: mdb.MitSpiegelung()}
	_, err = loeser.LoeseAlle([]Fuenfzehn{inst[0].Start, loyd, inst[1].Start})
	assert.ErrorIs(t, err, ErrUnloesbar)
	assert.ErrorContains(t, err, "Stellung 2")
	alle, err := loeser.LoeseAlle(nil)
	assert.NoError(t, err)
	assert.Empty(t, alle)
	ctx, abbrechen := context.WithCancel(context.Background())
	abbrechen()
	_, err = loeser.LoeseAlle([]Fuenfzehn{inst[0].Start, inst[1].Start}, lesson.Kontext(ctx))
	assert.True(t, errors.Is(err, lesson.ErrAbgebrochen), "%v", err)
	_, err = loeser.LoeseAlle([]Fuenfzehn{inst[0].Start}, lesson.MaxKnoten(10))
	assert.ErrorIs(t, err, lesson.ErrLimitErreicht)
	_, err = Loeser{}.LoeseAlle([]Fuenfzehn{Ziel})
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
}

// pruefeZuege meldet, ob die Züge start ins Ziel bringen.
func pruefeZuege(start Fuenfzehn, zuege []LochZug) bool {
	p := start
	for _, z := range zuege {
		var ok bool
		if p, ok = p.Ziehe(z); !ok {
			return false
		}
	}
	return p == Ziel
}
