package demo

import (
	"fmt"
	"html"
	"strings"

	"github.com/kisuche/kisuche/lesson"
)

// maxZeilenGrenze begrenzt die Tabelle der Grenze in einem Bild.
const maxZeilenGrenze = 12

// maxClosedAnzeige begrenzt, wie viele Zustände der Closed List ein Bild zeigt.
const maxClosedAnzeige = 24

// Bild liefert das HTML von Bild i: Kopf mit Schrittnummer, ein Satz dazu, was der Schritt
// getan hat, der untersuchte Knoten, die Grenze in ihrer Reihenfolge (mit g, h und f bei
// gieriger Suche und A*), die Closed List, der Suchbaum bis hierher und die Zähler.
func (d *SuchDemo[Z, A]) Bild(i int) string {
	if d == nil {
		return keineDemo
	}
	i = min(max(i, 0), len(d.bilder)-1)
	bild := d.bilder[i]
	var b strings.Builder
	b.WriteString(demoStil)
	fmt.Fprintf(&b, `<div class="ks-demo ks-suche" data-bild="%d" data-untersucht="%d">`, i, bild.aktuell)
	fmt.Fprintf(&b, `<div class="ks-kopf"><b>%s</b> · %s · <span class="ks-bildnr">Bild %d von %d</span></div>`,
		html.EscapeString(d.ansicht.Titel), html.EscapeString(d.verfahren), i+1, len(d.bilder))

	klasse := ""
	switch {
	case bild.ziel:
		klasse = " ks-ziel"
	case i == len(d.bilder)-1 && d.angehalten:
		klasse = " ks-halt"
	}
	fmt.Fprintf(&b, `<div class="ks-status%s">%s</div>`, klasse, d.satz(i))

	b.WriteString(`<div class="ks-zeile">`)
	b.WriteString(`<div class="ks-spalte"><h4>Untersuchter Knoten</h4>`)
	switch {
	case bild.aktuell < 0 && len(bild.grenze) == 0:
		b.WriteString(`<p class="ks-hinweis">keiner – die Suche hat nicht begonnen</p>`)
	case bild.aktuell < 0:
		k := d.knoten[bild.grenze[0]]
		fmt.Fprintf(&b, `%s<div class="ks-klein">Startzustand (Wurzel, Knoten %d)</div>`, d.ansicht.Zustand(k.Zustand), k.Nummer)
	default:
		k := d.knoten[bild.aktuell]
		fmt.Fprintf(&b, `%s<div class="ks-klein">%s</div>`, d.ansicht.Zustand(k.Zustand), d.knotenWerte(k))
	}
	b.WriteString(`</div>`)
	b.WriteString(d.grenzeHTML(bild))
	if d.mitClosed {
		b.WriteString(d.closedHTML(bild))
	}
	b.WriteString(`</div>`)

	fmt.Fprintf(&b, `<div class="ks-baum">%s</div>%s`, d.baumSVG(i), baumLegende)
	e := bild.erg
	fmt.Fprintf(&b, `<div class="ks-klein ks-zaehler">Bisher: %d Knoten erzeugt, %d untersucht, %d expandiert, größte Grenze %d`,
		e.Erzeugt, e.Untersucht, e.Expandiert, e.MaxGrenze)
	if d.mitClosed {
		fmt.Fprintf(&b, `, Closed List %d`, bild.geschlossen)
	}
	b.WriteString(`.</div></div>`)
	return b.String()
}

// knotenWerte beschreibt Nummer, Tiefe und Bewertung eines Knotens.
func (d *SuchDemo[Z, A]) knotenWerte(k *lesson.Knoten[Z, A]) string {
	s := fmt.Sprintf("Knoten %d, Tiefe %d, g = %d", k.Nummer, k.Tiefe, k.Pfadkosten)
	if d.mitH {
		s += fmt.Sprintf(", h = %d, f = %d", k.H, k.F)
	}
	return s
}

// satz beschreibt in Worten, was in Schritt i geschah.
func (d *SuchDemo[Z, A]) satz(i int) string {
	bild := d.bilder[i]
	var s string
	switch {
	case bild.aktuell < 0 && len(bild.grenze) == 0:
		s = "Die Suche konnte nicht beginnen."
	case bild.aktuell < 0:
		s = fmt.Sprintf("Anfang: Die Grenze enthält nur den Wurzelknoten %d mit dem Startzustand.", bild.grenze[0])
	default:
		k := d.knoten[bild.aktuell]
		s = fmt.Sprintf("Schritt %d: Knoten %d (%s) kommt aus der Grenze", bild.nr, k.Nummer, html.EscapeString(d.ansicht.Kurz(k.Zustand)))
		if len(bild.uebersprungen) > 0 {
			s += fmt.Sprintf(" (vorher übersprungen, weil veraltet: %s)", zahlenliste(bild.uebersprungen))
		}
		switch {
		case bild.ziel:
			var weg []string
			for _, a := range k.PfadHierher() {
				weg = append(weg, fmt.Sprint(a))
			}
			s += fmt.Sprintf(" – <b>Ziel erreicht!</b> Lösung mit %d Aktionen: [%s].", k.Tiefe, html.EscapeString(strings.Join(weg, ", ")))
		case bild.tiefenlimit:
			s += " – kein Ziel; er liegt an der Tiefengrenze und wird nicht expandiert."
		default:
			s += fmt.Sprintf(" – kein Ziel, wird expandiert: neu in der Grenze %s", zahlenliste(bild.neu))
			if len(bild.verworfen) > 0 {
				s += fmt.Sprintf("; verworfen, weil schon bekannt: %s", zahlenliste(bild.verworfen))
			}
			s += "."
		}
	}
	if i == len(d.bilder)-1 && !d.gefunden {
		s += " <b>" + html.EscapeString(d.ende) + "</b>"
		if len(bild.grenze) > 0 {
			s += fmt.Sprintf(" Als Nächstes käme Knoten %d aus der Grenze (%d Knoten warten).", bild.grenze[0], len(bild.grenze))
		}
	}
	return s
}

// grenzeHTML zeichnet die Grenze als Tabelle; die erste Zeile ist der nächste Knoten.
func (d *SuchDemo[Z, A]) grenzeHTML(bild suchBild) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<div class="ks-spalte ks-grenze"><h4>Grenze (%d Knoten)</h4>`, len(bild.grenze))
	if len(bild.grenze) == 0 {
		b.WriteString(`<p class="ks-hinweis">leer</p></div>`)
		return b.String()
	}
	b.WriteString(`<table class="ks-tabelle"><tr><th>Knoten</th><th>Zustand</th><th>Tiefe</th><th>g</th>`)
	if d.mitH {
		b.WriteString(`<th>h</th><th>f</th>`)
	}
	b.WriteString(`</tr>`)
	for j, nr := range bild.grenze {
		if j == maxZeilenGrenze {
			spalten := 4
			if d.mitH {
				spalten = 6
			}
			fmt.Fprintf(&b, `<tr><td colspan="%d" class="ks-hinweis">… und %d weitere</td></tr>`, spalten, len(bild.grenze)-j)
			break
		}
		k := d.knoten[nr]
		klasse := ""
		if j == 0 {
			klasse = ` class="ks-naechster" title="kommt als Nächstes dran"`
		}
		fmt.Fprintf(&b, `<tr%s><td>%d</td><td>%s</td><td>%d</td><td>%d</td>`, klasse, nr, d.ansicht.Mini(k.Zustand), k.Tiefe, k.Pfadkosten)
		if d.mitH {
			fmt.Fprintf(&b, `<td>%d</td><td><b>%d</b></td>`, k.H, k.F)
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(`</table></div>`)
	return b.String()
}

// closedHTML zeigt die Closed List (die zuletzt hinzugekommenen Zustände).
func (d *SuchDemo[Z, A]) closedHTML(bild suchBild) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<div class="ks-spalte ks-closed"><h4>Closed List (%d Zustände)</h4>`, bild.geschlossen)
	if bild.geschlossen == 0 {
		b.WriteString(`<p class="ks-hinweis">leer</p></div>`)
		return b.String()
	}
	von := max(0, bild.geschlossen-maxClosedAnzeige)
	if von > 0 {
		fmt.Fprintf(&b, `<div class="ks-hinweis">… %d frühere, dann:</div>`, von)
	}
	b.WriteString(`<div style="display:flex;flex-wrap:wrap;gap:4px;max-width:360px">`)
	for _, z := range d.geschlossen[von:bild.geschlossen] {
		b.WriteString(d.ansicht.Mini(z))
	}
	b.WriteString(`</div></div>`)
	return b.String()
}

// Statisch liefert die Form für kopflose Läufe und exportiertes HTML: das letzte Bild und
// darunter den ganzen Verlauf als Tabelle (ein Schritt je Zeile).
func (d *SuchDemo[Z, A]) Statisch() string {
	if d == nil {
		return keineDemo
	}
	var b strings.Builder
	b.WriteString(d.Bild(len(d.bilder) - 1))
	b.WriteString(`<div class="ks-demo"><h4>Verlauf aller Schritte</h4><table class="ks-tabelle ks-verlauf"><tr><th>Schritt</th><th>untersucht</th><th>Zustand</th><th>Bewertung</th><th>Ergebnis</th><th>Grenze danach</th></tr>`)
	for _, bild := range d.bilder[1:] {
		k := d.knoten[bild.aktuell]
		was := "neu: " + zahlenliste(bild.neu)
		if len(bild.verworfen) > 0 {
			was += "; verworfen: " + zahlenliste(bild.verworfen)
		}
		switch {
		case bild.ziel:
			was = "<b>Ziel</b>"
		case bild.tiefenlimit:
			was = "Tiefengrenze"
		}
		grenze := zahlenliste(bild.grenze[:min(len(bild.grenze), 12)])
		if len(bild.grenze) > 12 {
			grenze += fmt.Sprintf(", … (%d)", len(bild.grenze))
		}
		wert := fmt.Sprintf("g=%d", k.Pfadkosten)
		if d.mitH {
			wert += fmt.Sprintf(" h=%d f=%d", k.H, k.F)
		}
		fmt.Fprintf(&b, `<tr class="ks-schritt"><td>%d</td><td>%d</td><td><code>%s</code></td><td>%s</td><td>%s</td><td>%s</td></tr>`,
			bild.nr, k.Nummer, html.EscapeString(d.ansicht.Kurz(k.Zustand)), wert, was, grenze)
	}
	fmt.Fprintf(&b, `</table><p class="ks-meldung">%s</p></div>`, html.EscapeString(d.ende))
	return b.String()
}
