package diagramm

import (
	"fmt"
	"math"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/fuenfzehn"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
)

// MessungenSVG zeichnet mit gonum/plot die expandierten Knoten jeder Heuristik über den
// Stellungen (Messungen wie von MesseHeuristiken), je Heuristik eine Linie, die y-Achse
// logarithmisch. beschriftung[i] ist die Beschriftung der Stellung i+1 an der x-Achse
// (z. B. ihre optimale Länge). Abgebrochene Suchen fehlen in ihrer Linie.
func MessungenSVG(messungen []fuenfzehn.Messung, beschriftung []string) (string, error) {
	p := plot.New()
	p.Title.Text = "15-Puzzle mit IDA*: expandierte Knoten je Stellung"
	p.X.Label.Text = "Stellung (optimale Zahl der Züge)"
	p.Y.Label.Text = "expandierte Knoten (log)"
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	var ticks []plot.Tick
	for i, b := range beschriftung {
		ticks = append(ticks, plot.Tick{Value: float64(i + 1), Label: b})
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)
	p.X.Min, p.X.Max = 0.5, float64(len(beschriftung))+0.5
	p.Legend.Top = true
	p.Legend.Left = true
	p.Legend.XOffs = 5 * vg.Millimeter
	p.Add(plotter.NewGrid())

	var args []any
	punkte := map[string]plotter.XYs{}
	var namen []string
	for _, m := range messungen {
		if _, ok := punkte[m.Heuristik]; !ok {
			namen = append(namen, m.Heuristik)
			punkte[m.Heuristik] = plotter.XYs{}
		}
		if m.Fehler == nil {
			punkte[m.Heuristik] = append(punkte[m.Heuristik], plotter.XY{X: float64(m.Stellung), Y: float64(max(m.Expandiert, 1))})
		}
	}
	for _, n := range namen {
		if len(punkte[n]) > 0 {
			args = append(args, n, punkte[n])
		}
	}
	if len(args) == 0 {
		return "", fmt.Errorf("%w: keine gelöste Stellung, nichts zu zeichnen", lesson.ErrUngueltig)
	}
	// Die y-Achse reicht von Zehnerpotenz zu Zehnerpotenz.
	kleinst, groesst := math.Inf(1), math.Inf(-1)
	for _, n := range namen {
		for _, xy := range punkte[n] {
			kleinst, groesst = min(kleinst, xy.Y), max(groesst, xy.Y)
		}
	}
	p.Y.Min = math.Pow(10, math.Floor(math.Log10(kleinst)))
	p.Y.Max = math.Pow(10, math.Ceil(math.Log10(groesst)))
	if err := plotutil.AddLinePoints(p, args...); err != nil {
		return "", fmt.Errorf("%w: das Diagramm lässt sich nicht zeichnen: %w", lesson.ErrUngueltig, err)
	}
	return svgVonPlot(p, 16*vg.Centimeter, 10*vg.Centimeter)
}
