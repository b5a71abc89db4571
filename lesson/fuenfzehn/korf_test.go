package fuenfzehn

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kisuche/kisuche/lesson"
)

func TestKorfInstanzenSindGueltig(t *testing.T) {
	inst, err := KorfInstanzen()
	require.NoError(t, err)
	require.Len(t, inst, 100)
	summe := 0
	for i, k := range inst {
		assert.Equal(t, i+1, k.Nummer)
		// Eine Permutation von 0 bis 15 …
		var gesehen [16]bool
		for _, z := range k.Korf {
			require.True(t, z >= 0 && z < 16 && !gesehen[z], "Nr. %d: %v ist keine Permutation", k.Nummer, k.Korf)
			gesehen[z] = true
		}
		// … lösbar in Korfs Konvention und nach der Drehung in unserer.
		assert.True(t, IstLoesbarKorf(k.Korf), "Nr. %d", k.Nummer)
		assert.True(t, k.Start.IstLoesbar(), "Nr. %d", k.Nummer)
		p, err := AusKorfKonvention(k.Korf)
		require.NoError(t, err)
		assert.Equal(t, k.Start, p)
		summe += k.Laenge
	}
	// Korfs Tabelle: Lösungslänge im Mittel 53,05; Stellung 1 ist 14 13 15 7 / 11 12 9 5 / …
	assert.Equal(t, 5305, summe)
	assert.Equal(t, [16]int{14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3}, inst[0].Korf)
	assert.Equal(t, int64(276361933), inst[0].KorfKnoten)
	assert.Equal(t, 66, inst[59].Laenge)
	assert.Equal(t, int64(6009130748), inst[87].KorfKnoten)
}

func TestKorfListeFehlerhaft(t *testing.T) {
	_, err := leseKorfInstanzen("1 2 3")
	require.ErrorContains(t, err, "19 Zahlen erwartet")
	_, err = leseKorfInstanzen("1 1 0 2 3 4 5 6 7 8 9 10 11 12 13 15 14 5 7")
	require.ErrorContains(t, err, "nicht lösbar")
	_, err = leseKorfInstanzen("1 1 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 5 7")
	require.ErrorContains(t, err, "mehr als einmal")

	// Die Meldungen nennen die Zeile der Datei (Kommentare und Leerzeilen zählen mit).
	gut := "1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3 57 276361933"
	for _, fall := range []struct {
		text, meldung string
		art           error
	}{
		{"# Kommentar\n\n1 2 3", "Zeile 3: 19 Zahlen erwartet", lesson.ErrUngueltig},
		{gut + "\n2 x 0 2 3 4 5 6 7 8 9 10 11 12 13 15 14 5 7", `Zeile 2: "x" ist keine Zahl`, lesson.ErrUngueltig},
		{gut + "\n\n\n2 1 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 5 7", "(korf100.txt, Zeile 4)", lesson.ErrUngueltig},
		{"#\n" + gut + "\n7 1 0 2 3 4 5 6 7 8 9 10 11 12 13 15 14 5 7", "(korf100.txt, Zeile 3, Stellung 7)", lesson.ErrUnloesbar},
	} {
		_, err = leseKorfInstanzen(fall.text)
		assert.ErrorContains(t, err, fall.meldung)
		assert.ErrorIs(t, err, fall.art, fall.meldung)
	}
}
