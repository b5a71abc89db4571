package lesson

import (
	"context"
	"fmt"
	"strings"
)

// Vergleich sucht mit jeder der Strategien die erste Lösung von p und schreibt je
// Strategie eine Zeile mit ihren Zählern (CSPZaehler), unter der Überschrift name –
// oder den Grund, aus dem die Suche abbrach (etwa MaxZuweisungen). Ohne Strategien
// vergleicht es AlleCSPStrategien.
func (p *CSP[W]) Vergleich(name string, strategien ...CSPOptionen) string {
	if p == nil {
		return name + "\n   kein CSP (nil)\n"
	}
	if len(strategien) == 0 {
		strategien = AlleCSPStrategien()
	}
	var sb strings.Builder
	sb.WriteString(name + "\n")
	for _, opt := range strategien {
		bt := p.NeuerBacktracker(opt)
		if _, ok, err := bt.ErsteLoesung(context.Background()); err != nil {
			fmt.Fprintf(&sb, "   %v: abgebrochen (%v)\n", opt, err)
		} else {
			fmt.Fprintf(&sb, "   %v: gelöst %v, %v\n", opt, ok, bt.Zaehler())
		}
	}
	return sb.String()
}
