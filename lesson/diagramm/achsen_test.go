package diagramm

import (
	"context"
	"regexp"
	"testing"

	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/kisuche/kisuche/lesson/fuenfzehn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gonum.org/v1/plot"
)

// svgTexte liefert den Text aller <text>-Elemente eines SVG (die Beschriftungen).
func svgTexte(svg string) []string {
	var texte []string
	for _, m := range regexp.MustCompile(`(?s)<text[^>]*>(.*?)</text>`).FindAllStringSubmatch(svg, -1) {
		texte = append(texte, m[1])
	}
	return texte
}

// Ein Dezimalpunkt zwischen Ziffern, der kein Tausenderpunkt ist, oder „1e+06“.
var englischeZahl = regexp.MustCompile(`\d\.\d{1,2}\b|\d\.\d{4,}|\de[+-]\d`)

// TestDeutscheAchsen: Die Achsen aller Diagramme tragen deutsche Zahlen – „1,0 1,5 2,0“
// beim Verzweigungsgrad (hier „1,0 1,6 2,2“), „1.000“ und „1.000.000“ auf den logarithmischen Achsen.
func TestDeutscheAchsen(t *testing.T) {
	v, err := achtpuzzle.VergleicheSuchen(context.Background(), kleinerVergleichPlot)
	require.NoError(t, err)
	knoten, err := KnotenSVG(v)
	require.NoError(t, err)
	verzweigung, err := VerzweigungSVG(v)
	require.NoError(t, err)
	stellungen := []fuenfzehn.Fuenfzehn{{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12}}
	m := fuenfzehn.MesseHeuristiken(stellungen, []fuenfzehn.Heuristik{fuenfzehn.FalschePlaetze{}}, fuenfzehn.StandardReihenfolge)
	m[0].Expandiert = 2_500_000 // eine Achse bis 10⁷
	messungen, err := MessungenSVG(m, []string{"14"})
	require.NoError(t, err)

	assert.Contains(t, svgTexte(knoten), "1.000")
	assert.Contains(t, svgTexte(messungen), "1.000.000")
	texte := svgTexte(verzweigung)
	assert.Contains(t, texte, "1,0")
	assert.Contains(t, texte, "b*")
	for _, svg := range []string{knoten, verzweigung, messungen} {
		for _, text := range svgTexte(svg) {
			assert.NotRegexp(t, englischeZahl, text, "Beschriftung mit englischer Zahl")
		}
	}
}

func TestDeutscheZahl(t *testing.T) {
	for _, f := range []struct {
		label, soll string
	}{
		{"1.5", "1,5"}, {"2.25", "2,25"}, {"1e+06", "1.000.000"}, {"10000", "10.000"},
		{"unlösbar", "unlösbar"}, {"", ""}, {"14", "14"}, {"-0.5", "-0,5"},
	} {
		assert.Equal(t, f.soll, deutscheZahl(f.label), "%q", f.label)
	}
	p := plot.New()
	deutscheAchsen(p)
	deutscheAchsen(p)
	_, doppelt := p.X.Tick.Marker.(deutscheMarken).Ticker.(deutscheMarken)
	assert.False(t, doppelt, "nur einmal einwickeln")
}
