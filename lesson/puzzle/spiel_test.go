package puzzle

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func spiele(t *testing.T, start string, maxZuege int, eingaben string) string {
	t.Helper()
	var out bytes.Buffer
	err := InteraktivesSpiel(start, zielZustand, maxZuege, strings.NewReader(eingaben), &out)
	require.NoError(t, err)
	return out.String()
}

func TestInteraktivesSpielGeloest(t *testing.T) {
	out := spiele(t, "ABCDEFG H", 20, "h\n")
	assert.Equal(t, "Löse das Schiebepuzzle in max. 20 Zügen!\n"+
		"\nAktueller Zustand:\n\nA B C\nD E F\nG   H\n"+
		"\nZug 1: Welches Feld möchtest du bewegen? Tippe E, G, H oder Q (Abbruch):  h\n"+
		"\nEndzustand\nA B C\nD E F\nG H  \n"+
		"Du hast das Ziel in 1 Zügen erreicht!\n", out)
}

// Die Lösung der Breitensuche für das Spielpuzzle, als Buchstaben eingegeben, löst das Spiel
// in 15 Zügen.
func TestInteraktivesSpielMitLoesungDerSuche(t *testing.T) {
	loesung, _, err := lesson.BreitensucheGraph(neuesPuzzle(t, "CBD AFGEH"))
	require.NoError(t, err)
	var eingaben strings.Builder
	zustand := "CBD AFGEH"
	for _, zug := range loesung {
		eingaben.WriteString(zustand[zug:zug+1] + "\n")
		zustand, err = VerschiebePos(zustand, zug)
		require.NoError(t, err)
	}
	out := spiele(t, "CBD AFGEH", 0, eingaben.String())
	assert.Contains(t, out, "Löse das Schiebepuzzle in max. 20 Zügen!")
	assert.Contains(t, out, "Zug 15: Welches Feld")
	assert.NotContains(t, out, "Zug 16:")
	assert.True(t, strings.HasSuffix(out, "Du hast das Ziel in 15 Zügen erreicht!\n"), out)
}

func TestInteraktivesSpielZuVieleZuege(t *testing.T) {
	out := spiele(t, "CBD AFGEH", 2, "C\nC\nC\n")
	assert.True(t, strings.HasSuffix(out, "\nEndzustand\nC B D\n  A F\nG E H\nDu hast das Puzzle leider nicht in 2 Zügen gelöst!\n"), out)
	assert.Equal(t, 2, strings.Count(out, "Welches Feld"))
}

func TestInteraktivesSpielUngueltigeEingaben(t *testing.T) {
	// "", ", ", "B" (nicht verschiebbar), "CA" und "3" werden abgelehnt; erst "a" zählt.
	out := spiele(t, "CBD AFGEH", 20, "\n, \nB\nCA\n3\na\nq\n")
	assert.Equal(t, 6, strings.Count(out, "Tippe C, A, G oder Q (Abbruch):  "), out)
	assert.Contains(t, out, "\nC B D\nA   F\nG E H\n")
	assert.Contains(t, out, "Zug 2: Welches Feld möchtest du bewegen? Tippe B, A, F, E oder Q (Abbruch):  q\n")
	assert.NotContains(t, out, "Endzustand", "nach Q endet das Spiel ohne Endzustand wie in der Lektion")
}

func TestInteraktivesSpielEndetAmEndeDerEingabe(t *testing.T) {
	out := spiele(t, "CBD AFGEH", 20, "")
	assert.True(t, strings.HasSuffix(out, "Keine Eingabe mehr – das Spiel ist beendet.\n"), out)
	out = spiele(t, "CBD AFGEH", 20, "a\nx") // letzte Zeile ohne Zeilenende
	assert.Contains(t, out, "Keine Eingabe mehr")
}

type kaputterLeser struct{}

func (kaputterLeser) Read([]byte) (int, error) { return 0, errors.New("Leitung unterbrochen") }

func TestInteraktivesSpielFehler(t *testing.T) {
	var out bytes.Buffer
	err := InteraktivesSpiel("BACDEFGH ", zielZustand, 20, strings.NewReader("q\n"), &out)
	assert.ErrorIs(t, err, lesson.ErrUnloesbar)
	assert.Empty(t, out.String(), "ein unlösbares Puzzle wird vor dem Spiel abgelehnt")
	err = InteraktivesSpiel("CBD AFGE", zielZustand, 20, strings.NewReader("q\n"), &out)
	assert.ErrorIs(t, err, ErrUngueltigerZustand)
	err = InteraktivesSpiel("CBD AFGEH", zielZustand, 20, kaputterLeser{}, &out)
	assert.EqualError(t, err, "die Eingabe lässt sich nicht lesen: Leitung unterbrochen")
}
