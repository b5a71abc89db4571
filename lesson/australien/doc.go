// Package australien ist die Kartenfärbung der Lektion „Constraint Satisfaction“: die
// sieben Staaten und Territorien Australiens, drei Farben, Nachbarn verschieden (oz.py).
//
//   - NeuesCSP: das CSP der Lektion; Backtracking wie oz.py, AlleLoesungen wie ozgen.py
//     (18 Lösungen), der Backtracker mit Protokoll wie oztrace.py
//   - MitFarben: dieselbe Karte mit anderen Farben (mit zwei Farben unlösbar)
//   - Staaten, Farben, Grenzen: die Daten der Karte
//
// Die Karte zeigt im Notebook demo.AustralienAnsicht (Schritt für Schritt), als Bild einer
// Markdown-Zelle ansicht.AustralienKarteSVG.
package australien
