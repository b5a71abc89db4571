// Command musterdatenbank baut die Musterdatenbanken (Pattern Databases) für das
// 15-Puzzle und legt sie im Cache-Ordner ab, damit Notebooks und Tests sie nur noch laden
// müssen. Ohne Angaben baut er die 6-6-3-Aufteilung in os.UserCacheDir()/kisuche.
//
//	go run ./cmd/musterdatenbank                 # 6-6-3 bauen (falls nötig) und prüfen
//	go run ./cmd/musterdatenbank -aufteilung 555 # 5-5-5
//	go run ./cmd/musterdatenbank -ordner DIR     # in einen anderen Ordner
//	go run ./cmd/musterdatenbank -pruefen        # nur prüfen, nichts bauen
//
// Eine beschädigte Datei (falsche Prüfsumme, falsche Länge) wird nie benutzt: Ohne
// -pruefen baut der Befehl sie neu, mit -pruefen meldet er sie und endet mit Status 1.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/kisuche/kisuche/lesson/ausgabe"
	"github.com/kisuche/kisuche/lesson/fuenfzehn"
)

func main() {
	ordner := flag.String("ordner", "", "Ordner für die Tabellen (Standard: os.UserCacheDir()/kisuche)")
	aufteilung := flag.String("aufteilung", "663", "Aufteilung der Kacheln: 663 oder 555")
	pruefen := flag.Bool("pruefen", false, "nur laden und prüfen, nichts bauen")
	flag.Parse()
	if err := lauf(*ordner, *aufteilung, *pruefen); err != nil {
		fmt.Fprintln(os.Stderr, "musterdatenbank:", err)
		os.Exit(1)
	}
}

func lauf(ordner, name string, nurPruefen bool) error {
	var aufteilung [][]int
	switch name {
	case "663":
		aufteilung = fuenfzehn.Aufteilung663
	case "555":
		aufteilung = fuenfzehn.Aufteilung555
	default:
		return fmt.Errorf("unbekannte Aufteilung %q (erlaubt: 663, 555)", name)
	}
	if ordner == "" {
		var err error
		if ordner, err = fuenfzehn.StandardCacheOrdner(); err != nil {
			return err
		}
	}
	beginn := time.Now()
	var m *fuenfzehn.Musterdatenbank
	var err error
	if nurPruefen {
		m, err = fuenfzehn.LadeMusterdatenbank(ordner, aufteilung)
	} else {
		m, err = fuenfzehn.MusterdatenbankAusCache(ordner, aufteilung)
	}
	if err != nil {
		return err
	}
	// Nach dem Bauen noch einmal von der Platte laden: Das prüft die geschriebenen Dateien.
	if _, err := fuenfzehn.LadeMusterdatenbank(ordner, aufteilung); err != nil {
		return err
	}
	fmt.Printf("%s in %s: in Ordnung (%s s)\n", m.Name(), ordner, ausgabe.Komma(time.Since(beginn).Seconds(), 1))
	return nil
}
