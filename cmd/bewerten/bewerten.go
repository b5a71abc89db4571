package main

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/kisuche/kisuche/internal/aufnahme"
	"github.com/kisuche/kisuche/internal/bewertung"
	"github.com/kisuche/kisuche/internal/bewertung/dienst"
	"github.com/kisuche/kisuche/internal/sandkasten"
	"github.com/kisuche/kisuche/lesson/ausgabe"
)

// konfiguration sind die Einstellungen eines Laufs.
type konfiguration struct {
	abgaben     string // Ordner mit einem Unterordner pro Abgabe
	homes       string // oder: Liste der Konten, deren Übung in HOME/imHome liegt (Klassenserver)
	imHome      string // Ordner der Übung im Home (Standard aufnahme.StandardImHome)
	aus         string // Ausgabeordner
	trenner     string
	fortschritt io.Writer // Fortschrittszeilen (nil: keine)
	sandkasten.Optionen
}

// einlesen liest die Abgaben aus dem Ordner k.abgaben oder (mit -homes) aus den Homes der
// Konten und macht ihre Namen sicher und eindeutig. Es liefert auch, woher sie stammen
// (für die Ausgabe).
func einlesen(k konfiguration) ([]aufnahme.Abgabe, string, error) {
	var liste []aufnahme.Abgabe
	var err error
	woher := k.abgaben
	if k.homes != "" {
		if k.imHome == "" {
			k.imHome = aufnahme.StandardImHome
		}
		liste, err = aufnahme.AusHomes(k.homes, k.imHome, aufnahme.HomeVon)
		woher = "den Homes (~/" + k.imHome + ") der Konten aus " + k.homes
	} else {
		liste, err = aufnahme.Einlesen(k.abgaben, k.aus)
	}
	if err != nil {
		return nil, woher, err
	}
	aufnahme.EindeutigeNamen(liste) // auch für -homes: Namen sicher für Terminal, CSV und Dateinamen
	return liste, woher, nil
}

// bewerten liest alle Abgaben ein, bewertet sie parallel im Sandkasten und schreibt
// noten.csv, die Rückmeldungen und uebersicht.html.
func bewerten(ctx context.Context, k konfiguration) ([]sandkasten.Ergebnis, error) {
	liste, woher, err := einlesen(k)
	if err != nil {
		return nil, err
	}
	if len(liste) == 0 {
		return nil, fmt.Errorf("%s enthält keine Abgaben (erwartet: ein Ordner pro Person)", woher)
	}
	lauf, err := sandkasten.NeuerLauf(k.Optionen)
	if err != nil {
		return nil, err
	}
	defer lauf.Schliessen()
	opt := lauf.Optionen()
	if k.fortschritt != nil {
		fmt.Fprintf(k.fortschritt, "Bewerte %d Abgaben aus %s, %d gleichzeitig, Zeitlimit %s und Speicher %d MiB pro Aufgabe.\nAbschottung: %s.\n%s.\n",
			len(liste), woher, opt.Parallel, ausgabe.Dauer(opt.Zeitlimit), opt.SpeicherMiB, lauf.Abschottung(), samenText(opt.Samen))
	}
	erg := lauf.Alle(ctx, liste, func(e sandkasten.Ergebnis, fertig int) {
		if k.fortschritt != nil {
			fmt.Fprintf(k.fortschritt, "[%*d/%d] %-20s %2d/%d Punkte  %-16s %5s s\n",
				len(strconv.Itoa(len(liste))), fertig, len(liste), e.Name,
				e.Bericht.Punkte(), e.Bericht.MaxPunkte(), e.Status, ausgabe.Komma(e.Dauer.Seconds(), 1))
		}
	})
	if err := schreibeErgebnisse(k, erg); err != nil {
		return erg, err
	}
	return erg, schreibeUebersicht(filepath.Join(k.aus, "uebersicht.html"), lauf.Abschottung(), samenText(opt.Samen), erg)
}

// schreibeErgebnisse schreibt noten.csv und rueckmeldungen/NAME.txt. Die letzte Spalte von
// noten.csv, „Hinweis zum Namen“, unterscheidet gleich aussehende Namen (namensHinweise).
func schreibeErgebnisse(k konfiguration, erg []sandkasten.Ergebnis) error {
	ordner := filepath.Join(k.aus, "rueckmeldungen")
	if err := os.MkdirAll(ordner, 0o755); err != nil {
		return err
	}
	var csvText strings.Builder
	w := csv.NewWriter(&csvText)
	if k.trenner != "" {
		w.Comma = []rune(k.trenner)[0]
	}
	var fehler []error
	ids, namen := bewertung.AufgabenKennungen()
	kopf := []string{"Abgabe"}
	for i := range ids {
		kopf = append(kopf, ids[i]+") "+namen[i])
	}
	kopf = append(kopf, "Summe", "Maximum", "Status", "Hinweis zum Namen")
	if err := w.Write(kopf); err != nil {
		return err
	}
	for _, e := range erg {
		zeile := []string{csvZelle(e.Name)}
		for _, id := range ids {
			a, _ := e.Bericht.Aufgabe(id)
			zeile = append(zeile, strconv.Itoa(a.Punkte))
		}
		zeile = append(zeile, strconv.Itoa(e.Bericht.Punkte()), strconv.Itoa(e.Bericht.MaxPunkte()), csvZelle(e.Status), csvZelle(e.NamensHinweis))
		if err := w.Write(zeile); err != nil {
			return err
		}
		// Eine Rückmeldung, die sich nicht schreiben lässt, hält noten.csv nicht auf. Kein
		// Steuerzeichen aus einer Abgabe (Meldungen des Compilers, Importpfade) erreicht sie.
		text := dienst.Lesbar(fmt.Sprintf("Abgabe: %s\nStatus: %s\n\n%s", e.Name, e.Status, e.Rueckmeldung))
		if err := os.WriteFile(filepath.Join(ordner, e.Name+".txt"), []byte(text), 0o644); err != nil {
			fehler = append(fehler, err)
		}
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return err
	}
	// UTF-8 mit BOM: So erkennen Excel und LibreOffice die Umlaute beim Öffnen.
	fehler = append(fehler, os.WriteFile(filepath.Join(k.aus, "noten.csv"), []byte("\ufeff"+csvText.String()), 0o644))
	return errors.Join(fehler...)
}

// samenText nennt den Samen der zufälligen Positionen und wie man den Lauf wiederholt.
func samenText(samen uint64) string {
	return fmt.Sprintf("Zufällige Positionen dieses Laufs: Samen %d (bewerten -samen %d wiederholt sie; ohne -samen wählt jeder Lauf geheim neue)", samen, samen)
}
