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
	"sync"
	"time"

	"github.com/kisuche/kisuche/internal/bewertung"
	"github.com/kisuche/kisuche/internal/bewertung/dienst"
)

// konfiguration sind die Einstellungen eines Laufs.
type konfiguration struct {
	abgaben     string // Ordner mit einem Unterordner pro Abgabe
	homes       string // oder: Liste der Konten, deren Übung in HOME/imHome liegt (Klassenserver)
	imHome      string // Ordner der Übung im Home (Standard StandardImHome)
	aus         string // Ausgabeordner
	parallel    int
	zeitlimit   time.Duration // pro Aufgabe
	speicherMiB int           // pro Aufgabe
	trenner     string
	behalten    bool
	fortschritt io.Writer // Fortschrittszeilen (nil: keine)

	// Nur für Tests: alle Pakete zulassen (um die Abschottung allein zu prüfen) und die
	// Abschottung ohne root erzwingen ("benutzer": Benutzer-Namensraum).
	alleImporte bool
	art         string

	schwach bool // die schwächere Abschottung (ohne root oder ohne bwrap) ist angenommen

	// samen bestimmt die zufälligen Positionen der verborgenen Prüfungen; 0: in diesem Lauf
	// geheim neu gewählt (bewertung.NeuerSamen). Er steht in der Ausgabe, damit sich ein
	// Lauf wiederholen lässt.
	samen uint64
}

// Ergebnis ist die Bewertung einer Abgabe.
type Ergebnis struct {
	Name          string
	NamensHinweis string // für die Lehrkraft: woran sich der Name von einem ähnlichen unterscheidet
	Status        string // "bewertet", "kompiliert nicht", "abgebrochen", "keine Dateien"
	Bericht       bewertung.Bericht
	Rueckmeldung  string
	Dauer         time.Duration
}

// bewerten liest alle Abgaben ein, bewertet sie parallel und schreibt noten.csv und die
// Rückmeldungen.
func bewerten(ctx context.Context, k konfiguration) ([]Ergebnis, error) {
	if k.parallel < 1 {
		k.parallel = 1
	}
	for k.samen == 0 {
		k.samen = bewertung.NeuerSamen()
	}
	var abgaben []Abgabe
	var err error
	if k.homes != "" {
		if k.imHome == "" {
			k.imHome = StandardImHome
		}
		abgaben, err = AusHomes(k.homes, k.imHome, HomeVon)
		k.abgaben = "den Homes (~/" + k.imHome + ") der Konten aus " + k.homes
	} else {
		abgaben, err = Einlesen(k.abgaben, k.aus)
	}
	if err != nil {
		return nil, err
	}
	EindeutigeNamen(abgaben) // auch für -homes: Namen sicher für Terminal, CSV und Dateinamen
	if len(abgaben) == 0 {
		return nil, fmt.Errorf("%s enthält keine Abgaben (erwartet: ein Ordner pro Person)", k.abgaben)
	}
	arbeit, err := os.MkdirTemp("", "kisuche-bewertung-")
	if err != nil {
		return nil, err
	}
	if !k.behalten {
		defer os.RemoveAll(arbeit)
	}
	bau, err := neuerBau()
	if err != nil {
		return nil, err
	}
	abschottung, err := neueAbschottung(k.speicherMiB, k.zeitlimit, k.art)
	if err != nil {
		return nil, err
	}
	// Mit bwrap betritt nur bewerten die Arbeitsordner; ohne müssen die Prozesse der Abgaben
	// zu ihrem Programm und Arbeitsordner durchgehen dürfen.
	modus := os.FileMode(0o700)
	if abschottung.bwrap == "" {
		modus = 0o711
	}
	if err := os.Chmod(arbeit, modus); err != nil {
		return nil, err
	}
	if abschottung.schwach != "" && !k.schwach {
		return nil, fmt.Errorf("die Abgaben lassen sich hier nicht voll abschotten: %s.\n"+
			"Der Code einer Abgabe kann beliebige Systemaufrufe machen (docs/sandkasten.md). "+
			"Bewerte als root mit bwrap, oder nimm die schwächere Abschottung ausdrücklich an: bewerten -schwach …", abschottung.schwach)
	}

	var teilung string
	k.parallel, teilung = gleichzeitig(k.parallel, abschottung.ungerecht)
	abschottung.art += "; " + teilung
	if k.fortschritt != nil {
		fmt.Fprintf(k.fortschritt, "Bewerte %d Abgaben aus %s, %d gleichzeitig, Zeitlimit %v und Speicher %d MiB pro Aufgabe.\nAbschottung: %s.\n%s.\n",
			len(abgaben), k.abgaben, k.parallel, k.zeitlimit, k.speicherMiB, abschottung.art, samenText(k.samen))
	}
	erg := make([]Ergebnis, len(abgaben))
	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		fertig  int
		plaetze = make(chan struct{}, k.parallel)
	)
	for i, a := range abgaben {
		wg.Add(1)
		go func() {
			defer wg.Done()
			plaetze <- struct{}{}
			defer func() { <-plaetze }()
			beginn := time.Now()
			e := bewerteAbgabe(ctx, k, abschottung, bau, filepath.Join(arbeit, fmt.Sprintf("%03d", i)), i, a)
			e.Dauer = time.Since(beginn)
			e.NamensHinweis = a.NamensHinweis
			mu.Lock()
			defer mu.Unlock()
			erg[i] = e
			fertig++
			if k.fortschritt != nil {
				fmt.Fprintf(k.fortschritt, "[%*d/%d] %-20s %2d/%d Punkte  %-16s %5s s\n",
					len(strconv.Itoa(len(abgaben))), fertig, len(abgaben), e.Name,
					e.Bericht.Punkte(), e.Bericht.MaxPunkte(), e.Status, dezimal(e.Dauer.Seconds(), 1))
			}
		}()
	}
	wg.Wait()
	if err := schreibeErgebnisse(k, erg); err != nil {
		return erg, err
	}
	return erg, schreibeUebersicht(filepath.Join(k.aus, "uebersicht.html"), abschottung.art, samenText(k.samen), erg)
}

// schreibeErgebnisse schreibt noten.csv und rueckmeldungen/NAME.txt. Die letzte Spalte von
// noten.csv, „Hinweis zum Namen“, unterscheidet gleich aussehende Namen (namensHinweise).
func schreibeErgebnisse(k konfiguration, erg []Ergebnis) error {
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

// moduleWurzel liefert den Ordner mit go.mod über dem Arbeitsordner (oder "").
func moduleWurzel() string {
	dir, err := os.Getwd()
	for err == nil {
		if _, e := os.Stat(filepath.Join(dir, "go.mod")); e == nil {
			return dir
		}
		oben := filepath.Dir(dir)
		if oben == dir {
			return ""
		}
		dir = oben
	}
	return ""
}
