package lesson

import "fmt"

// Belege weist den Variablen die Werte aus werte zu, der Reihe nach in der Reihenfolge
// der Variablen des CSP, und prüft dabei jedes Mal die Constraints zu den schon
// belegten Variablen (Assign). Verletzt ein Wert einen Constraint oder nennt werte eine
// unbekannte Variable, liefert es einen Fehler, der die Variable und ihren Wert nennt.
// Variablen, die in werte fehlen, bleiben unbelegt.
func (p *CSP[W]) Belege(werte map[string]W) (Belegung[W], error) {
	if p == nil {
		return Belegung[W]{}, fmt.Errorf("%w: kein CSP (nil)", ErrUngueltig)
	}
	for name := range werte {
		if _, ok := p.index[name]; !ok {
			return Belegung[W]{}, fmt.Errorf("%w: unbekannte Variable %q", ErrUngueltig, name)
		}
	}
	b := p.LeereBelegung()
	for _, name := range p.namen {
		d, ok := werte[name]
		if !ok {
			continue
		}
		nb, ok := b.Assign(name, d)
		if !ok {
			return b, fmt.Errorf("%w: %s = %v ist nicht möglich (Domäne %v, bisher %v)",
				ErrUngueltig, name, d, p.DomaeneVon(name), b)
		}
		b = nb
	}
	return b, nil
}
