package demo

import (
	"fmt"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/kisuche/kisuche/lesson/diagramm"
)

// VergleichHTML liefert beide Plots und die Tabelle zusammen, fertig für gonbui.DisplayHTML.
func VergleichHTML(v *achtpuzzle.Vergleich) (string, error) {
	if v == nil {
		return "", fmt.Errorf("%w: kein Vergleich angegeben (nil)", lesson.ErrUngueltig)
	}
	knoten, err := diagramm.KnotenSVG(v)
	if err != nil {
		return "", err
	}
	verzweigung, err := diagramm.VerzweigungSVG(v)
	if err != nil {
		return "", err
	}
	return demoStil + `<div class="ks-demo ks-vergleichsplots"><div class="ks-zeile"><div>` + knoten +
		`</div><div>` + verzweigung + `</div></div>` + v.Tabelle() + `</div>`, nil
}
