package puzzle

import (
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestErzeugeRandomWalk(t *testing.T) {
	for _, beginn := range []string{"CBD AFGEH", "ABCDEFGH ", "ABCDEFGHIJKLMNO "} {
		walk, err := ErzeugeRandomWalk(beginn, 30, NeuerZufall(1))
		require.NoError(t, err)
		require.Len(t, walk, 30)
		// Jeder Zug ist erlaubt, und kein Zustand kommt zweimal vor.
		besucht := map[string]bool{beginn: true}
		zustand := beginn
		for i, zug := range walk {
			zustand, err = VerschiebePos(zustand, zug)
			require.NoError(t, err, "Zug %d", i+1)
			assert.False(t, besucht[zustand], "Zustand %q kommt zweimal vor", zustand)
			besucht[zustand] = true
		}
		ende, err := RandomWalkAusfuehren(beginn, 30, NeuerZufall(1))
		require.NoError(t, err)
		assert.Equal(t, zustand, ende, "gleicher Startwert, gleicher Walk")
	}
}

func TestRandomWalkGleicherStartwertGleicheWalks(t *testing.T) {
	a, err := ErzeugeRandomWalk("CBD AFGEH", 20, NeuerZufall(42))
	require.NoError(t, err)
	b, err := ErzeugeRandomWalk("CBD AFGEH", 20, NeuerZufall(42))
	require.NoError(t, err)
	c, err := ErzeugeRandomWalk("CBD AFGEH", 20, NeuerZufall(43))
	require.NoError(t, err)
	assert.Equal(t, a, b)
	assert.NotEqual(t, a, c)
	// Fester Wert: derselbe auf jedem Rechner.
	assert.Equal(t, []int{0, 1, 2, 5, 4, 1, 2, 5, 4, 3, 0, 1, 4, 3, 0, 1, 2, 5, 4, 1}, a)

	ohne, err := ErzeugeRandomWalk("CBD AFGEH", 5, nil)
	require.NoError(t, err)
	assert.Len(t, ohne, 5)
	leer, err := ErzeugeRandomWalk("CBD AFGEH", 0, nil)
	require.NoError(t, err)
	assert.Empty(t, leer)
}

func TestRandomWalkFehler(t *testing.T) {
	_, err := ErzeugeRandomWalk("CBD AFGEH", -1, nil)
	assert.ErrorContains(t, err, "0 bis 1000000 Schritte, nicht -1")
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	_, err = ErzeugeRandomWalk("CBDXAFGEH", 3, nil)
	assert.ErrorIs(t, err, ErrUngueltigerZustand)
	_, err = RandomWalkAusfuehren("CBD", 3, nil)
	assert.ErrorIs(t, err, ErrUngueltigerZustand)
	// Das 2×2-Puzzle hat nur 12 erreichbare Zustände: 11 Schritte gehen, 12 nie – der Walk
	// gibt nach begrenzten Neustarts auf, statt endlos zu suchen.
	walk, err := ErzeugeRandomWalk("ABC ", 11, NeuerZufall(3))
	require.NoError(t, err)
	assert.Len(t, walk, 11)
	_, err = ErzeugeRandomWalk("ABC ", 12, NeuerZufall(3))
	assert.ErrorContains(t, err, "kein Random Walk mit 12 Schritten")
	assert.ErrorIs(t, err, lesson.ErrUnloesbar, "eine Sackgasse ist keine falsche Eingabe")
}

// Lange Random Walks gehen, soweit die Grenze für den Speicher reicht.
func TestRandomWalkLang(t *testing.T) {
	walk, err := ErzeugeRandomWalk("ABCDEFGHIJKLMNO ", 20_000, NeuerZufall(1))
	require.NoError(t, err)
	assert.Len(t, walk, 20_000)
	_, err = ErzeugeRandomWalk("ABCDEFGH ", MaxRandomWalk+1, NeuerZufall(1))
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
}
