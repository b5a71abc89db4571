package diagramm

import (
	"testing"

	"github.com/kisuche/kisuche/lesson/fuenfzehn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMessungenSVG(t *testing.T) {
	stellungen := []fuenfzehn.Fuenfzehn{{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}}
	m := fuenfzehn.MesseHeuristiken(stellungen, []fuenfzehn.Heuristik{fuenfzehn.Manhattan{}, fuenfzehn.LinearerKonflikt{}}, fuenfzehn.StandardReihenfolge)
	require.Len(t, m, 4)

	svg, err := MessungenSVG(m, []string{"14", "unlösbar"})
	require.NoError(t, err)
	assert.Contains(t, svg, "<svg")
	assert.Contains(t, svg, "linearer Konflikt")
	_, err = MessungenSVG(m[1:2], nil)
	require.ErrorContains(t, err, "nichts zu zeichnen")
}
