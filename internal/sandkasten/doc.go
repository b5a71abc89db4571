// Package sandkasten übersetzt und prüft die Abgaben der Übung, jede abgeschottet: ein
// eigenes Modul pro Abgabe mit einem Paket pro Aufgabe (pakete.go), go build in bwrap
// (bauen.go), der Prozess der Abgabe in bwrap mit eigenen Namensräumen, einem
// Seccomp-Filter, Limits und – als root – einer eigenen Benutzerkennung (abschotten*.go,
// seccomp*.go). Was die Abschottung verspricht und wie sie geprüft wird, steht in
// docs/sandkasten.md.
//
// Ein Lauf (NeuerLauf) bewertet Abgaben mit allen Prüfungen (Bewerte, für bewerten) oder
// nur mit den Beispielen der Lektion (Lektion, für die Tafel) – mit derselben Abschottung.
// Die Prüfungen selbst laufen im Prozess des Aufrufers (internal/bewertung); im Sandkasten
// läuft nur der Code der Abgabe.
//
// Das Paket startet das eigene Programm als Helfer (init in abschotten.go): Jedes Programm,
// das es importiert, ist dafür gerüstet.
package sandkasten
