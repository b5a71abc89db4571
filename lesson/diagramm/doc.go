// Package diagramm zeichnet Messungen mit gonum/plot als SVG. Es ist das einzige Paket der
// Bibliothek, das gonum/plot (mit seinen Schriften) einbindet – eine Zelle, die keine
// Diagramme zeigt, bleibt so klein und schnell.
//
//   - KnotenSVG, VerzweigungSVG: untersuchte Zustände und effektiver Verzweigungsgrad je
//     Lösungstiefe aus einem achtpuzzle.Vergleich
//   - MessungenSVG: erzeugte Knoten je Heuristik aus fuenfzehn.MesseHeuristiken
package diagramm
