package diagramm

import (
	"context"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var kleinerVergleichPlot = achtpuzzle.Vergleichseinstellungen{Seed: 3, Laengen: []int{4, 8, 12, 16}, ProLaenge: 3}

func TestVergleichAnsichten(t *testing.T) {
	v, err := achtpuzzle.VergleicheSuchen(context.Background(), kleinerVergleichPlot)
	require.NoError(t, err)
	svg, err := KnotenSVG(v)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(strings.TrimSpace(svg), "<?xml") || strings.HasPrefix(strings.TrimSpace(svg), "<svg"))
	for _, s := range append([]string{"<svg", "Lösungstiefe", "1.000"}, achtpuzzle.Vergleichsalgorithmen...) {
		assert.Contains(t, svg, s)
	}
	svg, err = VerzweigungSVG(v)
	require.NoError(t, err)
	assert.Contains(t, svg, "b*")
	tab := v.Tabelle()
	assert.Contains(t, tab, "<table")
	assert.Equal(t, len(v.Zeilen), strings.Count(tab, "<tr><td>"), "eine Zeile je Tiefe")

	leer := &achtpuzzle.Vergleich{}
	_, err = KnotenSVG(leer)
	assert.Error(t, err)
}
