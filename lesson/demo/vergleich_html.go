package demo

import (
	"errors"

	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/kisuche/kisuche/lesson/diagramm"
)

// VergleichHTML liefert beide Plots und die Tabelle zusammen, fertig für gonbui.DisplayHTML.
func VergleichHTML(v *achtpuzzle.Vergleich) (string, error) {
	if v == nil {
		return "", errors.New("kein Vergleich angegeben (nil)")
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
