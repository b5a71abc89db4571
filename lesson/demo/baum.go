package demo

import (
	"fmt"
	"html"
	"strings"
)

// Der Suchbaum einer Such-Demo als SVG, in jedem Bild aus den bis dahin erzeugten Knoten
// gezeichnet: Blätter liegen nebeneinander in der Reihenfolge ihrer Nummern, jeder innere
// Knoten mittig über seinen Kindern, jede Tiefe in einer eigenen Zeile.

const (
	baumDX     = 30 // Abstand zweier Blätter
	baumDY     = 56 // Abstand zweier Tiefen
	baumRadius = 12
	baumRand   = 20
	// maxBaumKnoten: Größere Bäume zeichnet die Demo nicht mehr (das SVG würde riesig).
	maxBaumKnoten = 2500
)

// baumLayout hält die Position jedes Knotens (nach Nummer).
type baumLayout struct {
	x, y          []float64
	breite, hoehe float64
}

// layoutBaum berechnet das Layout für Knoten mit den Vorgängern vorg (vorg[nr] = Nummer
// des Vorgängers, -1 für die Wurzel und für unbekannte Knoten) und den Tiefen tiefe.
func layoutBaum(vorg, tiefe []int) baumLayout {
	n := len(vorg)
	kinder := make([][]int, n)
	var wurzeln []int
	for nr, v := range vorg {
		if v >= 0 && v < n {
			kinder[v] = append(kinder[v], nr) // Nummern steigen, also sortiert
		} else if tiefe[nr] >= 0 {
			wurzeln = append(wurzeln, nr)
		}
	}
	l := baumLayout{x: make([]float64, n), y: make([]float64, n)}
	naechstesBlatt := 0.0
	maxTiefe := 0
	// Iterativ statt rekursiv: Tiefensuche-Bäume können sehr tief werden.
	type eintrag struct {
		nr      int
		besucht bool
	}
	for _, w := range wurzeln {
		stapel := []eintrag{{w, false}}
		for len(stapel) > 0 {
			e := stapel[len(stapel)-1]
			stapel = stapel[:len(stapel)-1]
			k := kinder[e.nr]
			if len(k) == 0 {
				l.x[e.nr] = naechstesBlatt
				naechstesBlatt++
			} else if !e.besucht {
				stapel = append(stapel, eintrag{e.nr, true})
				for i := len(k) - 1; i >= 0; i-- {
					stapel = append(stapel, eintrag{k[i], false})
				}
				continue
			} else {
				l.x[e.nr] = (l.x[k[0]] + l.x[k[len(k)-1]]) / 2
			}
			l.y[e.nr] = float64(tiefe[e.nr])
			maxTiefe = max(maxTiefe, tiefe[e.nr])
		}
	}
	for nr := range n {
		l.x[nr] = baumRand + baumRadius + l.x[nr]*baumDX
		l.y[nr] = baumRand + baumRadius + l.y[nr]*baumDY
	}
	l.breite = 2*(baumRand+baumRadius) + max(naechstesBlatt-1, 0)*baumDX
	l.hoehe = 2*(baumRand+baumRadius) + float64(maxTiefe)*baumDY
	return l
}

// knotenRolle sagt, wie ein Knoten in einem Bild gezeichnet wird.
type knotenRolle int

const (
	rolleUnsichtbar knotenRolle = iota // noch nicht erzeugt
	rolleErzeugt                       // erzeugt, weder in der Grenze noch untersucht (veraltet)
	rolleGrenze                        // wartet in der Grenze
	rolleUntersucht                    // früher untersucht
	rolleVerworfen                     // als schon bekannt verworfen
	rolleAktuell                       // in diesem Schritt untersucht
	rolleZiel                          // in diesem Schritt als Ziel erkannt
	rollePfad                          // auf dem Lösungsweg (nur im Zielbild)
)

var rollenStil = map[knotenRolle]string{
	rolleErzeugt:    `fill="#f4f4f4" stroke="#bbb"`,
	rolleGrenze:     `fill="#ffffff" stroke="#2f6db5" stroke-width="2"`,
	rolleUntersucht: `fill="#c9ced6" stroke="#6b7280"`,
	rolleVerworfen:  `fill="#ffffff" stroke="#aaa" stroke-dasharray="3,2"`,
	rolleAktuell:    `fill="#f5a623" stroke="#a55d00" stroke-width="3"`,
	rolleZiel:       `fill="#3cb371" stroke="#1e6b3f" stroke-width="3"`,
	rollePfad:       `fill="#bfe8cf" stroke="#2e8b57" stroke-width="2"`,
}

// baumLegende erklärt die Farben.
const baumLegende = `<div class="ks-klein">Knoten: ` +
	`<span style="color:#a55d00">■</span> gerade untersucht · ` +
	`<span style="color:#2f6db5">○</span> in der Grenze · ` +
	`<span style="color:#6b7280">■</span> schon untersucht · ` +
	`<span style="color:#aaa">◌</span> verworfen (Zustand schon bekannt) · ` +
	`<span style="color:#2e8b57">■</span> Ziel und Lösungsweg. ` +
	`Die Zahl ist die Knotennummer (Reihenfolge der Erzeugung), an der Kante steht die Aktion.</div>`

// baumSVG zeichnet den Suchbaum für Bild i.
func (d *SuchDemo[Z, A]) baumSVG(i int) string {
	if len(d.knoten) > maxBaumKnoten {
		return fmt.Sprintf(`<p class="ks-hinweis">Der Suchbaum hat %d Knoten – zu viele zum Zeichnen.</p>`, len(d.knoten))
	}
	rollen := d.rollen(i)
	vorg := make([]int, len(d.knoten))
	tiefe := make([]int, len(d.knoten))
	for nr, k := range d.knoten {
		vorg[nr], tiefe[nr] = -1, -1
		if k == nil || rollen[nr] == rolleUnsichtbar {
			continue
		}
		tiefe[nr] = k.Tiefe
		if k.Vorgaenger != nil {
			vorg[nr] = k.Vorgaenger.Nummer
		}
	}
	l := layoutBaum(vorg, tiefe)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="ks-baumsvg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="sans-serif">`,
		l.breite, l.hoehe, l.breite, l.hoehe)
	// Kanten zuerst, damit die Kreise darüber liegen.
	for nr, k := range d.knoten {
		if k == nil || k.Vorgaenger == nil || rollen[nr] == rolleUnsichtbar {
			continue
		}
		v := k.Vorgaenger.Nummer
		farbe, breite := "#999", 1.2
		if rollen[nr] == rollePfad || rollen[nr] == rolleZiel {
			farbe, breite = "#2e8b57", 3
		}
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="%.1f"/>`,
			l.x[v], l.y[v]+baumRadius, l.x[nr], l.y[nr]-baumRadius, farbe, breite)
		mx, my := (l.x[v]+3*l.x[nr])/4, (l.y[v]+3*l.y[nr])/4-4
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" font-size="10" fill="#666" text-anchor="middle">%s</text>`,
			mx+6, my, html.EscapeString(d.ansicht.Aktion(k.Vorgaenger.Zustand, k.Aktion)))
	}
	for nr, k := range d.knoten {
		if k == nil || rollen[nr] == rolleUnsichtbar {
			continue
		}
		titel := fmt.Sprintf("Knoten %d: %s, Tiefe %d, g = %d", nr, d.ansicht.Kurz(k.Zustand), k.Tiefe, k.Pfadkosten)
		if d.mitH {
			titel += fmt.Sprintf(", h = %d, f = %d", k.H, k.F)
		}
		fokus := ""
		if rollen[nr] == rolleAktuell || rollen[nr] == rolleZiel {
			fokus = ` data-fokus="1"` // ZeigeDemo rollt den Baum so, dass dieser Knoten zu sehen ist
		}
		fmt.Fprintf(&b, `<g class="ks-knoten" data-nr="%d" data-rolle="%d"%s><title>%s</title><circle cx="%.1f" cy="%.1f" r="%d" %s/>`,
			nr, rollen[nr], fokus, html.EscapeString(titel), l.x[nr], l.y[nr], baumRadius, rollenStil[rollen[nr]])
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" font-size="%d" text-anchor="middle" dominant-baseline="central">%d</text></g>`,
			l.x[nr], l.y[nr], schriftFuer(nr), nr)
	}
	b.WriteString("</svg>")
	return b.String()
}

// schriftFuer wählt die Schriftgröße, damit auch dreistellige Nummern in den Kreis passen.
func schriftFuer(nr int) int {
	switch {
	case nr < 100:
		return 11
	case nr < 1000:
		return 9
	default:
		return 7
	}
}

// rollen bestimmt für Bild i die Rolle jedes Knotens.
func (d *SuchDemo[Z, A]) rollen(i int) []knotenRolle {
	bild := d.bild(i)
	r := make([]knotenRolle, len(d.knoten))
	for nr := range min(bild.erg.Erzeugt, len(r)) {
		r[nr] = rolleErzeugt
	}
	for j := 1; j <= i && j < len(d.bilder); j++ {
		bj := d.bilder[j]
		r[bj.aktuell] = rolleUntersucht
		for _, nr := range bj.verworfen {
			r[nr] = rolleVerworfen
		}
	}
	for _, nr := range bild.grenze {
		r[nr] = rolleGrenze
	}
	if bild.aktuell >= 0 {
		r[bild.aktuell] = rolleAktuell
		if bild.ziel {
			for k := d.knoten[bild.aktuell].Vorgaenger; k != nil; k = k.Vorgaenger {
				r[k.Nummer] = rollePfad
			}
			r[bild.aktuell] = rolleZiel
		}
	}
	return r
}
