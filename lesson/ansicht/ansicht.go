package ansicht

import (
	"fmt"
	"html"
	"strings"
)

// Die Ansichten (Dateien ansicht*.go) erzeugen HTML- und SVG-Text für die Notebooks. Sie
// liefern Strings, die eine GoNB-Zelle anzeigt:
//
//	gonbui.DisplayHTML(lesson.SchiebepuzzleHTML("CBD AFGEH"))
//
// Alle Texte werden mit html.EscapeString maskiert; die Ausgabe ist wohlgeformtes XHTML
// (jedes Element geschlossen), damit Tests sie mit encoding/xml prüfen können.

// brettStil ist das gemeinsame CSS der Puzzle-Bretter. Es steht in jedem Brett, damit ein
// Brett auch allein (z. B. in einer HTML-Datei) richtig aussieht.
const brettStil = `<style>` +
	`.kisuche-brett{border-collapse:collapse;margin:4px;display:inline-table;vertical-align:top}` +
	`.kisuche-brett td{width:38px;height:38px;text-align:center;vertical-align:middle;` +
	`font:bold 20px sans-serif;border:2px solid #35506b;background:#f3c96b;color:#1d2b3a}` +
	`.kisuche-brett td.leer{background:#fff;border-color:#aab7c4}` +
	`.kisuche-brett caption{font:13px sans-serif;color:#333;padding:2px;caption-side:top}` +
	`.kisuche-reihe{display:flex;flex-wrap:wrap;align-items:flex-start;gap:6px}` +
	`</style>`

// brettHTML zeichnet ein quadratisches Brett mit breite Spalten. Ein leerer Text ist das
// leere Feld. Das Ergebnis ist eine Tabelle mit der Klasse kisuche-brett.
func brettHTML(felder []string, breite int, titel string) string {
	var b strings.Builder
	b.WriteString(`<table class="kisuche-brett">`)
	if titel != "" {
		fmt.Fprintf(&b, `<caption>%s</caption>`, html.EscapeString(titel))
	}
	for i, f := range felder {
		if i%breite == 0 {
			b.WriteString(`<tr>`)
		}
		if f == "" {
			b.WriteString(`<td class="leer"></td>`)
		} else {
			fmt.Fprintf(&b, `<td>%s</td>`, html.EscapeString(f))
		}
		if i%breite == breite-1 || i == len(felder)-1 {
			b.WriteString(`</tr>`)
		}
	}
	b.WriteString(`</table>`)
	return b.String()
}

// fehlerHTML zeigt eine Fehlermeldung statt eines Bildes (die Ansichten geben nie auf).
func fehlerHTML(meldung string) string {
	return `<div class="kisuche-fehler" style="color:#b00;font-family:sans-serif">` +
		html.EscapeString(meldung) + `</div>`
}

// Nebeneinander stellt mehrere Bilder (Bretter, Sudokus, Karten) in einer Reihe nebeneinander;
// ist die Zelle zu schmal, bricht die Reihe um.
func Nebeneinander(teile ...string) string {
	return brettStil + `<div class="kisuche-reihe">` + strings.Join(teile, "") + `</div>`
}
