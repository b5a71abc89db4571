package lesson

// VergleichHTML liefert beide Plots und die Tabelle zusammen, fertig für gonbui.DisplayHTML.
func VergleichHTML(v *Vergleich) (string, error) {
	knoten, err := KnotenSVG(v)
	if err != nil {
		return "", err
	}
	verzweigung, err := VerzweigungSVG(v)
	if err != nil {
		return "", err
	}
	return demoStil + `<div class="ks-demo ks-vergleichsplots"><div class="ks-zeile"><div>` + knoten +
		`</div><div>` + verzweigung + `</div></div>` + v.Tabelle() + `</div>`, nil
}
