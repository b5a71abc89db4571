package demo

import (
	"fmt"
	"html"
	"math"
	"strings"
)

// demoStil ist das CSS aller Demos. Jede Ansicht bringt es mit, damit sie auch allein
// (exportiertes HTML, kopfloser Lauf) richtig aussieht; alle Klassen beginnen mit „ks-“.
const demoStil = `<style>
.ks-demo { font-family: sans-serif; font-size: 14px; line-height: 1.35; text-align: left; }
.ks-demo h4 { margin: 6px 0 4px 0 !important; font-size: 14px; }
.ks-kopf { font-size: 15px; margin-bottom: 6px; }
.ks-status { padding: 4px 8px; margin: 4px 0 8px 0; border-left: 4px solid #4a7ab5; background: #eef3fa; }
.ks-status.ks-ziel { border-color: #2e8b57; background: #e8f6ee; }
.ks-status.ks-halt { border-color: #c0392b; background: #fbeaea; }
.ks-zeile { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
.ks-spalte { min-width: 150px; }
.ks-demo table { margin: 2px 0 !important; table-layout: auto !important; }
.ks-demo table.ks-brett { border-collapse: collapse !important; }
.ks-demo .ks-brett td { width: 34px; height: 34px; text-align: center !important; vertical-align: middle !important;
  font-weight: bold; font-size: 18px; border: 1px solid #556 !important; background: #f3e3b5 !important;
  padding: 0 !important; line-height: 1 !important; }
.ks-demo .ks-brett td.ks-leer { background: #fff !important; border-color: #bbb !important; }
.ks-demo .ks-brett.ks-mini td { width: 11px; height: 11px; font-size: 9px; line-height: 1 !important; font-weight: normal; }
.ks-demo .ks-brett.ks-spielbrett td { width: 56px; height: 56px; font-size: 26px; }
.ks-demo .ks-brett.ks-spielbrett td.ks-beweglich { cursor: pointer; background: #f6d77f !important; }
.ks-demo .ks-brett.ks-spielbrett td.ks-beweglich:hover { background: #f2c14e !important; }
.ks-demo .ks-tabelle { border-collapse: collapse !important; font-size: 13px; }
.ks-demo .ks-tabelle th, .ks-demo .ks-tabelle td { border: 1px solid #ccd !important; padding: 2px 6px !important;
  text-align: left !important; vertical-align: middle !important; }
.ks-demo .ks-tabelle th { background: #eef !important; }
.ks-demo .ks-tabelle tr.ks-naechster td { background: #fff4d6 !important; }
.ks-klein { font-size: 12px; color: #555; }
.ks-baum { overflow-x: auto; max-width: 100%; border: 1px solid #dde; margin-top: 8px; }
.ks-baum svg { max-width: none !important; height: auto; }
.ks-demo .ks-vergleich { border-collapse: collapse !important; font-size: 13px; }
.ks-demo .ks-vergleich th, .ks-demo .ks-vergleich td { border: 1px solid #ccd !important; padding: 2px 8px !important; text-align: right !important; }
.ks-demo .ks-vergleich th { background: #eef !important; text-align: center !important; }
.ks-meldung { margin: 6px 0; font-weight: bold; }
.ks-meldung.ks-fehler { color: #b03a2e; }
.ks-hinweis { color: #555; font-style: italic; }
</style>`

// demoBrett zeichnet einen Zustand des Schiebepuzzles ('CBD AFGEH') als Tabelle, das
// freie Feld weiß.
func demoBrett(zustand string) string { return demoBrettHTML(zustand, "", nil) }

// demoMiniBrett zeichnet einen Zustand wie demoBrett, aber klein (für Listen und Tabellen).
func demoMiniBrett(zustand string) string { return demoBrettHTML(zustand, "ks-mini", nil) }

// demoBrettHTML zeichnet das Brett mit der CSS-Klasse klasse; zelle kann jeder Zelle
// (Position, Zeichen) zusätzliche Attribute geben.
func demoBrettHTML(zustand, klasse string, zelle func(pos int, r rune) string) string {
	zeichen := []rune(zustand)
	n := int(math.Sqrt(float64(len(zeichen))))
	if n*n < len(zeichen) {
		n++
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<table class="ks-brett %s" title="%s">`, klasse, html.EscapeString(zustand))
	for i, r := range zeichen {
		if i%n == 0 {
			b.WriteString("<tr>")
		}
		attr := ""
		if zelle != nil {
			attr = zelle(i, r)
		}
		if r == ' ' {
			fmt.Fprintf(&b, `<td class="ks-leer"%s></td>`, attr)
		} else {
			fmt.Fprintf(&b, `<td%s>%s</td>`, attr, html.EscapeString(string(r)))
		}
		if i%n == n-1 || i == len(zeichen)-1 {
			b.WriteString("</tr>")
		}
	}
	b.WriteString("</table>")
	return b.String()
}

// zahlenliste schreibt Knotennummern als „3, 4, 5“ (oder „–“, wenn keine).
func zahlenliste(nummern []int) string {
	if len(nummern) == 0 {
		return "–"
	}
	teile := make([]string, len(nummern))
	for i, n := range nummern {
		teile[i] = fmt.Sprint(n)
	}
	return strings.Join(teile, ", ")
}
