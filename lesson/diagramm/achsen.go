package diagramm

import (
	"strconv"
	"strings"

	"github.com/kisuche/kisuche/lesson/ausgabe"
	"gonum.org/v1/plot"
)

// deutscheMarken beschriftet die Marken eines anderen Tickers mit deutschen Zahlen:
// Dezimalkomma („1,0 1,5 2,0“) und Tausenderpunkte („10.000“, „1.000.000“ statt „1e+06“).
// Beschriftungen, die keine Zahl sind (etwa „unlösbar“), bleiben stehen.
type deutscheMarken struct{ plot.Ticker }

// Ticks liefert die Marken des eingebetteten Tickers mit deutschen Beschriftungen.
func (d deutscheMarken) Ticks(min, max float64) []plot.Tick {
	marken := d.Ticker.Ticks(min, max)
	for i, m := range marken {
		marken[i].Label = deutscheZahl(m.Label)
	}
	return marken
}

// deutscheZahl schreibt die Beschriftung label einer Marke auf Deutsch, mit so vielen
// Nachkommastellen wie label; eine Beschriftung, die keine Zahl ist, bleibt.
func deutscheZahl(label string) string {
	wert, err := strconv.ParseFloat(label, 64)
	if err != nil {
		return label
	}
	stellen := 0
	if _, nachkomma, ok := strings.Cut(label, "."); ok && !strings.ContainsAny(label, "eE") {
		stellen = len(nachkomma)
	}
	return ausgabe.Komma(wert, stellen)
}

// deutscheAchsen lässt beide Achsen von p ihre Zahlen auf Deutsch beschriften – die eine
// Stelle dafür, svgVonPlot ruft sie für jedes Diagramm auf.
func deutscheAchsen(p *plot.Plot) {
	for _, achse := range []*plot.Axis{&p.X, &p.Y} {
		if _, schon := achse.Tick.Marker.(deutscheMarken); !schon && achse.Tick.Marker != nil {
			achse.Tick.Marker = deutscheMarken{achse.Tick.Marker}
		}
	}
}
