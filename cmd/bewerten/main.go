// Der Befehl bewerten bewertet die Abgaben einer ganzen Klasse zur Übung zum 15-Puzzle:
//
//	go run ./cmd/bewerten ABGABEN/
//	go run ./cmd/bewerten -homes liste.txt      # auf dem Klassenserver: aus ~/kisuche/exercises
//
// ABGABEN enthält pro Person einen Ordner mit ihren Dateien aus exercises/ (direkt oder in
// einem Unterordner exercises/), den Ordner exercises/ als ZIP-Archiv (NAME.zip oder im
// Ordner) oder ihre Kopie von Notebook 4 (NAME.ipynb oder im Ordner) – oder das ZIP-Archiv
// „alle Abgaben herunterladen“ einer Lernplattform mit diesen Formen pro Person (einlesen).
// Jede Abgabe wird für sich bewertet: Ihre .go-Dateien (ohne eigene Testdateien) werden
// zuerst alle eingelesen, dann für jede Abgabe in ein eigenes, frisches Modul mit den
// verborgenen Tests kopiert, übersetzt und mit Zeit- und Speicherlimit ausgeführt – mehrere
// Abgaben gleichzeitig. Läuft bewerten als root, läuft
// jede Abgabe unter einer eigenen Benutzerkennung und kann außerhalb ihres Ordners nichts
// schreiben.
//
// Ergebnis im Ausgabeordner (-aus, Standard: bewertung/): noten.csv mit einer Zeile pro
// Abgabe (Punkte pro Aufgabe, Summe, Status, Hinweis zu gleich aussehenden Namen),
// uebersicht.html und rueckmeldungen/NAME.txt mit der Rückmeldung für jede Person.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/kisuche/kisuche/internal/aufnahme"
	"github.com/kisuche/kisuche/internal/bewertung"
)

func main() {
	var k konfiguration
	flag.StringVar(&k.aus, "aus", "bewertung", "Ausgabeordner für noten.csv und rueckmeldungen/")
	flag.IntVar(&k.Parallel, "parallel", runtime.GOMAXPROCS(0), "so viele Abgaben gleichzeitig bewerten")
	flag.DurationVar(&k.Zeitlimit, "zeitlimit", bewertung.StandardZeitlimit, "Zeitlimit pro Aufgabe")
	flag.IntVar(&k.SpeicherMiB, "speicher", bewertung.StandardSpeicher, "Speicherlimit pro Aufgabe in MiB")
	flag.StringVar(&k.trenner, "trenner", ";", "Trennzeichen in noten.csv")
	flag.StringVar(&k.homes, "homes", "", "statt ABGABEN/: Liste der Konten (wie beim Klassenserver), die Übung liegt in ihrem Home")
	flag.StringVar(&k.imHome, "im-home", aufnahme.StandardImHome, "mit -homes: Ordner der Übung im Home")
	flag.BoolVar(&k.Schwach, "schwach", false, "auch ohne volle Abschottung bewerten (ohne root: alle Abgaben unter deiner Kennung, ohne Grenze für Threads; ohne bwrap: nur Limits)")
	flag.Uint64Var(&k.Samen, "samen", 0, "Samen der zufälligen Positionen (aus der Ausgabe eines früheren Laufs, um ihn zu wiederholen; 0: geheim neu)")
	flag.BoolVar(&k.Behalten, "behalten", false, "die Arbeitsordner der Abgaben nicht löschen (zur Fehlersuche)")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "Aufruf: go run ./cmd/bewerten [Optionen] ABGABEN/\n"+
			"       go run ./cmd/bewerten [Optionen] -homes liste.txt   (Klassenserver)\n\n"+
			"Bewertet jede Abgabe (ein Ordner pro Person) und schreibt noten.csv und eine Rückmeldung pro Person.\n\nOptionen:\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if (k.homes == "") != (flag.NArg() == 1) || flag.NArg() > 1 {
		flag.Usage()
		os.Exit(2)
	}
	k.abgaben = flag.Arg(0)
	k.fortschritt = os.Stderr
	beginn := time.Now()
	erg, err := bewerten(context.Background(), k)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bewerten:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "%d Abgaben bewertet in %v: %s\n", len(erg), time.Since(beginn).Round(time.Second), k.aus)
}
