package diagramm

import (
	"bytes"
	"fmt"
	"math"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// svgVonPlot zeichnet p als SVG der Größe breite×hoehe (Schriften nicht eingebettet, das
// hält das SVG klein; der Browser nimmt eine ähnliche Schrift), die Zahlen an den Achsen
// auf Deutsch (deutscheAchsen).
// gonum/plot gerät bei manchen Werten in Panik (etwa Werten ≤ 0 auf einer logarithmischen
// Achse); svgVonPlot macht daraus einen Fehler, damit keine Notebook-Zelle abstürzt.
func svgVonPlot(p *plot.Plot, breite, hoehe vg.Length) (svg string, err error) {
	defer func() {
		if r := recover(); r != nil {
			svg, err = "", fmt.Errorf("%w: das Diagramm lässt sich nicht zeichnen: %v", lesson.ErrUngueltig, r)
		}
	}()
	deutscheAchsen(p)
	c := vgsvg.NewWith(vgsvg.UseWH(breite, hoehe))
	p.Draw(draw.New(c))
	var buf bytes.Buffer
	if _, err := c.WriteTo(&buf); err != nil {
		return "", fmt.Errorf("%w: das SVG lässt sich nicht schreiben: %w", lesson.ErrUngueltig, err)
	}
	return buf.String(), nil
}

// linienProAlgorithmus liefert für AddLinePoints je Algorithmus Name und Punkte (Tiefe,
// wert(zeile, i)); Punkte mit NaN oder (bei log) Werten ≤ 0 fallen weg.
func linienProAlgorithmus(v *achtpuzzle.Vergleich, wert func(z achtpuzzle.Vergleichszeile, i int) float64, log bool) []any {
	var args []any
	for i, name := range achtpuzzle.Vergleichsalgorithmen {
		var pts plotter.XYs
		for _, z := range v.Zeilen {
			y := wert(z, i)
			if math.IsNaN(y) || math.IsInf(y, 0) || (log && y <= 0) {
				continue
			}
			pts = append(pts, plotter.XY{X: float64(z.Tiefe), Y: y})
		}
		if len(pts) > 0 {
			args = append(args, name, pts)
		}
	}
	return args
}

// KnotenSVG zeichnet mit gonum/plot die mittlere Zahl untersuchter Zustände über der
// Lösungstiefe, je Algorithmus eine Linie, die y-Achse logarithmisch. Eine Gerade im
// logarithmischen Maßstab heißt: exponentielles Wachstum.
func KnotenSVG(v *achtpuzzle.Vergleich) (string, error) {
	if v == nil {
		return "", fmt.Errorf("%w: kein Vergleich angegeben (nil), nichts zu zeichnen", lesson.ErrUngueltig)
	}
	p := plot.New()
	p.Title.Text = "8-Puzzle: untersuchte Zustände (Mittelwert) je Lösungstiefe"
	p.X.Label.Text = "Lösungstiefe d (Züge)"
	p.Y.Label.Text = "Zustände (log)"
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	p.X.Tick.Marker = tiefenTicks(v)
	// Die Kurven steigen nach rechts oben; unten rechts ist Platz für die Legende.
	p.Legend.Top = false
	p.Legend.Left = false
	p.Legend.YOffs = vg.Centimeter / 2
	p.Legend.XOffs = -3 * vg.Millimeter
	p.Add(plotter.NewGrid())
	args := linienProAlgorithmus(v, func(z achtpuzzle.Vergleichszeile, i int) float64 { return z.MittelExpandiert[i] }, true)
	if len(args) == 0 {
		return "", fmt.Errorf("%w: der Vergleich hat keine Messwerte, nichts zu zeichnen", lesson.ErrUngueltig)
	}
	if err := plotutil.AddLinePoints(p, args...); err != nil {
		return "", fmt.Errorf("%w: das Diagramm lässt sich nicht zeichnen: %w", lesson.ErrUngueltig, err)
	}
	return svgVonPlot(p, 16*vg.Centimeter, 10*vg.Centimeter)
}

// VerzweigungSVG zeichnet mit gonum/plot den effektiven Verzweigungsgrad b* über der
// Lösungstiefe, je Algorithmus eine Linie.
func VerzweigungSVG(v *achtpuzzle.Vergleich) (string, error) {
	if v == nil {
		return "", fmt.Errorf("%w: kein Vergleich angegeben (nil), nichts zu zeichnen", lesson.ErrUngueltig)
	}
	p := plot.New()
	p.Title.Text = "Effektiver Verzweigungsgrad b*"
	p.X.Label.Text = "Lösungstiefe d (Züge)"
	p.Y.Label.Text = "b*"
	p.X.Tick.Marker = tiefenTicks(v)
	p.Legend.Top = true
	p.Legend.XOffs = -3 * vg.Millimeter
	p.Add(plotter.NewGrid())
	args := linienProAlgorithmus(v, func(z achtpuzzle.Vergleichszeile, i int) float64 { return z.Verzweigung[i] }, false)
	if len(args) == 0 {
		return "", fmt.Errorf("%w: der Vergleich hat keine Messwerte ab Tiefe 1, nichts zu zeichnen", lesson.ErrUngueltig)
	}
	if err := plotutil.AddLinePoints(p, args...); err != nil {
		return "", fmt.Errorf("%w: das Diagramm lässt sich nicht zeichnen: %w", lesson.ErrUngueltig, err)
	}
	// Platz über den Kurven für die Legende.
	p.Y.Min = 1
	p.Y.Max = 1 + (p.Y.Max-1)*1.35
	return svgVonPlot(p, 16*vg.Centimeter, 10*vg.Centimeter)
}

// tiefenTicks beschriftet die x-Achse bei jeder gemessenen Lösungstiefe.
func tiefenTicks(v *achtpuzzle.Vergleich) plot.ConstantTicks {
	var ticks plot.ConstantTicks
	for _, z := range v.Zeilen {
		ticks = append(ticks, plot.Tick{Value: float64(z.Tiefe), Label: fmt.Sprint(z.Tiefe)})
	}
	return ticks
}
