// Der Befehl bewerten bewertet die Abgaben einer ganzen Klasse zur Übung zum 15-Puzzle:
//
//	go run ./cmd/bewerten ABGABEN/
//	go run ./cmd/bewerten -homes liste.txt      # auf dem Klassenserver: aus ~/kisuche/exercises
//	go run ./cmd/bewerten -tafel 127.0.0.1:8080 ABGABEN/   # die Tafel im Unterricht (live)
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
//
// Mit -tafel ADRESSE bewertet bewerten nicht, sondern zeigt während des Unterrichts die
// Tafel (internal/tafel): Es schaut alle 2 s auf die Dateien der Klasse und prüft, wer
// etwas geändert hat, nur an den Beispielen der Lektion – im selben Sandkasten. Auf dem
// Klassenserver startet der Hub es so als Dienst (Anmeldung über den Hub, nur die
// Lehrkraft); sonst lauscht es nur auf Loopback.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"syscall"
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
	var t tafelKonfiguration
	flag.StringVar(&t.adresse, "tafel", "", "statt zu bewerten: die Tafel für den Unterricht unter dieser Adresse zeigen (etwa 127.0.0.1:8080)")
	flag.DurationVar(&t.frist, "frist", 60*time.Second, "mit -tafel: höchstens so lange wird eine Person am Stück geprüft")
	flag.BoolVar(&k.Behalten, "behalten", false, "die Arbeitsordner der Abgaben nicht löschen (zur Fehlersuche)")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "Aufruf: go run ./cmd/bewerten [Optionen] ABGABEN/\n"+
			"       go run ./cmd/bewerten [Optionen] -homes liste.txt   (Klassenserver)\n"+
			"       go run ./cmd/bewerten -tafel 127.0.0.1:8080 [Optionen] ABGABEN/   (die Tafel im Unterricht)\n\n"+
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
	if t.adresse != "" {
		ctx, stopp := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stopp()
		if err := tafelZeigen(ctx, k, t); err != nil {
			fmt.Fprintln(os.Stderr, "bewerten -tafel:", err)
			os.Exit(1)
		}
		return
	}
	beginn := time.Now()
	erg, err := bewerten(context.Background(), k)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bewerten:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "%d Abgaben bewertet in %v: %s\n", len(erg), time.Since(beginn).Round(time.Second), k.aus)
}
