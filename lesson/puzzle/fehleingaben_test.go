package puzzle

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
)

// Katalog der Fehleingaben des String-Puzzles: falsche Längen und Zeichen, doppelte
// Plättchen, zu große Puzzles, unlösbare Aufgaben, nil, riesige Schrittzahlen.
func TestFehleingabenPuzzle(t *testing.T) {
	ungueltig := []string{"", " ", "AB", "ABC", "ABCD", "ABCDEFGH", "ABCDEFGHI", "ABCDEFGH  ", "AACDEFGH ",
		"abcdefgh ", "ABCDEFGHÄ", "ABCDEFGH\x00", strings.Repeat("A", 144), strings.Repeat("A", 81)}
	for _, z := range ungueltig {
		testhilfe.OhnePanik(t, z, func() {
			assert.ErrorIs(t, PruefeZustand(z), ErrUngueltigerZustand, "%q", z)
			assert.ErrorIs(t, PruefeZustand(z), lesson.ErrUngueltig, "%q", z)
			_, err := MoeglicheZuege(z)
			assert.ErrorIs(t, err, ErrUngueltigerZustand, "%q", z)
			_, err = VerschiebePos(z, 0)
			assert.Error(t, err, "%q", z)
			_, err = NeuesSchiebepuzzle(z, "ABCDEFGH ")
			assert.Error(t, err, "%q", z)
			_, err = ErzeugeRandomWalk(z, 3, NeuerZufall(1))
			assert.Error(t, err, "%q", z)
			assert.Equal(t, -1, ManhattanZu(z)("ABCDEFGH "), "%q", z)
			assert.Equal(t, -1, FalschePlaettchenZu(z)("ABCDEFGH "), "%q", z)
		})
	}
	// 12×12 hätte früher Züge an falschen Stellen geliefert: jetzt ist bei 8×8 Schluss.
	zwoelf := make([]rune, 144)
	for i := range 143 {
		zwoelf[i] = rune('A' + i)
	}
	zwoelf[143] = ' '
	_, err := MoeglicheZuege(string(zwoelf))
	assert.ErrorIs(t, err, ErrUngueltigerZustand)

	// Züge außerhalb, nicht neben dem freien Feld, das freie Feld selbst.
	for _, pos := range []int{-1, 9, 1 << 40, 0, 4} {
		_, err := VerschiebePos("ABCDEFGH ", pos)
		assert.ErrorIs(t, err, ErrUngueltigerZug, "Position %d", pos)
	}
	// unlösbar (Parität), verschiedene Größen
	_, err = NeuesSchiebepuzzle("BACDEFGH ", "ABCDEFGH ")
	assert.ErrorIs(t, err, lesson.ErrUnloesbar)
	_, err = NeuesSchiebepuzzle("ABC ", "ABCDEFGH ")
	assert.ErrorIs(t, err, lesson.ErrUngueltig)

	// Random Walks: negative und riesige Längen, Zufall nil (dann ein eigener Zufall).
	for _, n := range []int{-1, MaxRandomWalk + 1, 1e8, 1e12} {
		_, err := ErzeugeRandomWalk("ABCDEFGH ", n, NeuerZufall(1))
		assert.ErrorIs(t, err, lesson.ErrUngueltig, "%d Schritte", n)
		_, err = RandomWalkAusfuehren("ABCDEFGH ", n, nil)
		assert.ErrorIs(t, err, lesson.ErrUngueltig, "%d Schritte", n)
	}
	walk, err := ErzeugeRandomWalk("ABCDEFGH ", 5, nil)
	assert.NoError(t, err)
	assert.Len(t, walk, 5)

	// Das Spiel ohne Ein- oder Ausgabe, mit einer unlösbaren Aufgabe.
	testhilfe.OhnePanik(t, "InteraktivesSpiel", func() {
		assert.ErrorIs(t, InteraktivesSpiel("BC AEFDGH", "ABCDEFGH ", 20, nil, &bytes.Buffer{}), lesson.ErrUngueltig)
		assert.ErrorIs(t, InteraktivesSpiel("BC AEFDGH", "ABCDEFGH ", 20, strings.NewReader("A\n"), nil), lesson.ErrUngueltig)
		err := InteraktivesSpiel("BACDEFGH ", "ABCDEFGH ", 20, strings.NewReader(""), &bytes.Buffer{})
		assert.True(t, errors.Is(err, lesson.ErrUnloesbar), err)
	})
	assert.ErrorIs(t, Pprint(nil, "ABCDEFGH "), lesson.ErrUngueltig)
	// Heuristiken: anderes Format als das Ziel.
	assert.Equal(t, -1, ManhattanZu("ABCDEFGH ")("ABC "))
	assert.Equal(t, -1, ManhattanZu("ABCDEFGH ")("ABCDEFGZ "))
	assert.Equal(t, -1, FalschePlaettchenZu("ABCDEFGH ")("ABCDEFGHIJKLMNO "))
	assert.Equal(t, 0, ManhattanZu("ABCDEFGH ")("ABCDEFGH "))

	// Zugfolgen mit ungültigen Zügen
	_, err = ZugsequenzAusfuehren("ABCDEFGH ", []int{7, 7, 100})
	assert.Error(t, err)
	_, err = ZugsequenzAusfuehren("ABCDEFGH ", nil, nil, Anzeigen(nil))
	assert.NoError(t, err, "nil-Optionen und eine Anzeige nil werden übergangen")
}
