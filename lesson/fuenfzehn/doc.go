// Package fuenfzehn ist das 15-Puzzle der Übung und des Notebooks „Bessere Heuristiken“:
// Stellungen, Heuristiken, IDA* und additive Musterdatenbanken, mit denen sich alle 100
// Stellungen von Korf (1985) optimal lösen lassen.
//
//   - Fuenfzehn, Aus, AusText, Ziel: Stellungen (Zahlen 1–15, 0 für das Loch); LochZug,
//     Zugreihenfolge, StandardReihenfolge, KorfReihenfolge für die Züge
//   - Heuristik mit FalschePlaetze, Manhattan, LinearerKonflikt, Musterdatenbank und
//     Spiegelung (Musterdatenbank.MitSpiegelung: dieselben Tabellen, zusätzlich für die
//     gespiegelte Stellung nachgeschlagen); EigeneHeuristik macht eine Funktion zur Heuristik
//   - Aufteilung663, Aufteilung555, BaueMusterdatenbank, StandardMusterdatenbank,
//     MusterdatenbankAusCache, LadeMusterdatenbank: additive Musterdatenbanken, gebaut
//     beim ersten Gebrauch (oder mit go run ./cmd/musterdatenbank) und mit Prüfsumme in
//     os.UserCacheDir()/kisuche abgelegt
//   - Loese, Loeser, Loesung: kürzeste Lösungen mit IDA*, mit den Optionen der Wurzel
//     (lesson.MaxKnoten, lesson.Kontext); Loeser.LoeseAlle löst viele Stellungen auf allen
//     Kernen; Problem (NeuesProblem) ist das 15-Puzzle als
//     lesson.Suchproblem für die allgemeinen Suchen
//   - MesseHeuristiken, Fasse, MarkdownTabelle: Heuristiken auf vielen Stellungen messen
//     (das Diagramm dazu zeichnet lesson/diagramm)
//   - KorfInstanzen, AusKorfKonvention, IstLoesbarKorf: Korfs 100 Stellungen
package fuenfzehn
