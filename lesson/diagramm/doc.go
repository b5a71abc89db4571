// Package diagramm zeichnet Messungen mit gonum/plot als SVG, die Zahlen an den Achsen auf
// Deutsch („1,0 1,5 2,0“, „1.000.000“). Es ist das einzige Paket der Bibliothek, das
// gonum/plot (mit seinen Schriften) einbindet – eine Zelle, die keine Diagramme zeigt,
// bleibt so klein und schnell.
//
//   - KnotenSVG, VerzweigungSVG: untersuchte Zustände und effektiver Verzweigungsgrad je
//     Lösungstiefe aus einem achtpuzzle.Vergleich
//   - MessungenSVG: erzeugte Knoten je Heuristik aus fuenfzehn.MesseHeuristiken
package diagramm
