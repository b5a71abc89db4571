// Package tafel ist die Tafel der Lehrkraft während des Unterrichts: eine Seite mit einer
// Zeile pro Person und einer Spalte pro Aufgabe a) bis f), die sich von selbst
// aktualisiert. Jede Zelle sagt „nicht begonnen“ (die Datei ist noch der Stub), „offen“
// oder „besteht die Beispiele der Lektion“; pro Aufgabe steht darunter der Satz, an dem die
// Klasse gerade am häufigsten scheitert.
//
// Die Tafel schaut alle paar Sekunden auf die Dateien der Klasse (Namen, Größen, Zeiten:
// aufnahme.StandOrdner, aufnahme.StandHomes), liest nur bei einer Änderung und prüft nur
// die Personen, deren Dateien sich geändert haben – mit den sichtbaren Prüfungen allein
// (bewertung.BewerteLektion) im selben Sandkasten wie bewerten (sandkasten.Lauf.Lektion),
// eine Person nach der anderen pro Arbeiter, jede mit einer Frist. Verborgene Prüfungen und
// Punkte zeigt sie nie.
//
// Die Seite (Handler) ist deutsch, groß genug für einen Beamer, mit Zeichen und Farben,
// die auch ohne Farbsehen zu unterscheiden sind, und druckbar. Wer sie sehen darf, regelt
// der Aufrufer: auf dem Klassenserver die Anmeldung über den Hub (internal/hubanmeldung),
// ohne Hub nur Loopback.
package tafel
