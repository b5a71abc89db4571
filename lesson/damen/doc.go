// Package damen ist das Damenproblem der Lektion „Constraint Satisfaction“ (8queens.py):
// Dame i steht in Reihe i, col[i] ist ihre Spalte.
//
//   - Damen, Search: eine Lösung mit dem Backtracking der Lektion (search)
//   - AlleLoesungen: alle Lösungen als Iterator (92 für acht Damen)
//   - NeuesCSP, AusBelegung: das Damenproblem als allgemeines lesson.CSP, für alle Strategien
//   - PruefeLoesung prüft eine Aufstellung; Damen.Display zeichnet sie als Text (display)
//
// Das Brett zeigt im Notebook demo.DamenAnsicht (Schritt für Schritt), als Bild einer
// Markdown-Zelle ansicht.DamenSVG.
package damen
