package lesson_test

import (
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/australien"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ForwardChecking streicht nur bei Nachbarn und nur den Wert, der kollidiert; die alte
// Belegung bleibt unverändert.
func TestForwardCheckingStreichtBeiNachbarn(t *testing.T) {
	leer := australien.NeuesCSP().LeereBelegung()
	b, ok := leer.ForwardChecking("WA", "red")
	require.True(t, ok)
	assert.Equal(t, []string{"green", "blue"}, b.Moegliche("NT"))
	assert.Equal(t, []string{"green", "blue"}, b.Moegliche("SA"))
	assert.Equal(t, []string{"red", "green", "blue"}, b.Moegliche("Q"), "Q ist kein Nachbar von WA")
	assert.Equal(t, []string{"red", "green", "blue"}, leer.Moegliche("NT"), "die alte Belegung bleibt")

	_, ok = b.ForwardChecking("NT", "red")
	assert.False(t, ok, "red ist für NT gestrichen")
	nb, ok := b.ForwardChecking("NT", "green")
	require.True(t, ok)
	assert.Equal(t, []string{"blue"}, nb.Moegliche("SA"))
	nb, ok = nb.ForwardChecking("Q", "blue")
	assert.False(t, ok, "SA hat danach keine Farbe mehr")
	assert.Empty(t, nb.Moegliche("SA"))
	assert.Contains(t, nb.Restdomaenen(), "SA –")
}

func TestForwardCheckingFehleingaben(t *testing.T) {
	testhilfe.OhnePanik(t, "Nullbelegung und unbekannte Namen", func() {
		var null lesson.Belegung[string]
		_, ok := null.ForwardChecking("WA", "red")
		assert.False(t, ok)
		assert.Empty(t, null.Restdomaenen())
		b := australien.NeuesCSP().LeereBelegung()
		for _, z := range [][2]string{{"XY", "red"}, {"WA", "lila"}, {"", ""}} {
			nb, ok := b.ForwardChecking(z[0], z[1])
			assert.False(t, ok, z)
			assert.Equal(t, b.Restdomaenen(), nb.Restdomaenen(), z)
		}
		b, _ = b.ForwardChecking("WA", "red")
		_, ok = b.ForwardChecking("WA", "green")
		assert.False(t, ok, "WA ist schon belegt")
	})
	testhilfe.OhnePanik(t, "Belege mit nil und falschen Namen", func() {
		var p *lesson.CSP[string]
		_, err := p.Belege(map[string]string{"WA": "red"})
		assert.ErrorIs(t, err, lesson.ErrUngueltig)
		_, err = australien.NeuesCSP().Belege(map[string]string{"Berlin": "red"})
		assert.ErrorContains(t, err, `unbekannte Variable "Berlin"`)
		b, err := australien.NeuesCSP().Belege(nil)
		assert.NoError(t, err)
		assert.Equal(t, 0, b.Anzahl())
		_, err = australien.NeuesCSP().Belege(map[string]string{"WA": "lila"})
		assert.ErrorContains(t, err, "WA = lila ist nicht möglich")
	})
	testhilfe.OhnePanik(t, "Vergleich mit nil und ungültiger Strategie", func() {
		var p *lesson.CSP[string]
		assert.Contains(t, p.Vergleich("nichts"), "kein CSP")
		text := australien.NeuesCSP().Vergleich("A", lesson.CSPOptionen{Inferenz: 99})
		assert.Contains(t, text, "abgebrochen")
	})
}

// Ohne Strategien vergleicht Vergleich die vier Vergleichsstrategien, jede begrenzt: Auch
// ein Rätsel, das ohne Inferenz hoffnungslos wäre, endet mit einem Abbruch statt zu hängen.
func TestVergleichOhneStrategienIstBegrenzt(t *testing.T) {
	strategien := lesson.Vergleichsstrategien()
	require.Len(t, strategien, 4)
	for _, opt := range strategien {
		assert.Equal(t, lesson.MaxVergleichsZuweisungen, opt.MaxZuweisungen)
	}
	text := australien.NeuesCSP().Vergleich("Australien")
	assert.Equal(t, 5, strings.Count(text, "\n"))
	assert.Contains(t, text, "MRV, Domänenreihenfolge, AC-3: gelöst, 7 Zuweisungen")
}

// Ein CSP ohne Lösung (drei Nachbarn, zwei Farben) meldet jede Strategie als „keine Lösung“.
func TestVergleichOhneLoesung(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"A", "B", "C"}, []string{"rot", "grün"})
	require.NoError(t, err)
	require.NoError(t, p.AlleVerschieden("A", "B", "C"))
	text := p.Vergleich("Dreieck")
	assert.Equal(t, 4, strings.Count(text, ": keine Lösung, "), text)
	assert.NotContains(t, text, "gelöst")
}
