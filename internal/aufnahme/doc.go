// Package aufnahme liest Abgaben der Übung ein, bevor irgendein Code von ihnen läuft: aus
// einem Ordner ABGABEN/ (ein Ordner, ein ZIP-Archiv oder eine Kopie von Notebook 4 pro
// Person, auch der Export „alle Abgaben herunterladen“ einer Lernplattform) oder auf dem
// Klassenserver aus den Homes der Konten (~/kisuche/exercises). Es liest nur normale
// Dateien mit Grenzen für Zahl, Größe und Entpacktes, folgt keinem Link hinaus und macht
// Namen unschädlich für Terminal, CSV, HTML und Dateinamen (SichererName,
// EindeutigeNamen).
package aufnahme
