package bewertung

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Umgebungsvariablen, mit denen der Elternprozess einen Kindprozess steuert.
const (
	// envAufgabe nennt die Aufgabe ("a" bis "f"), die der Kindprozess bewertet.
	envAufgabe = "KISUCHE_BEWERTUNG_AUFGABE"
	// EnvZeitlimit ist das Zeitlimit pro Aufgabe (zum Beispiel "10s").
	EnvZeitlimit = "KISUCHE_BEWERTUNG_ZEITLIMIT"
	// EnvSpeicher ist das Speicherlimit pro Aufgabe in MiB.
	EnvSpeicher = "KISUCHE_BEWERTUNG_SPEICHER_MIB"
	// EnvBericht: Ist sie gesetzt, schreibt Pruefe den Bericht zusätzlich als JSON-Zeile
	// mit dem Präfix BerichtPraefix auf die Standardausgabe (für cmd/bewerten).
	EnvBericht = "KISUCHE_BEWERTUNG_BERICHT"
)

// Standardlimits pro Aufgabe.
const (
	StandardZeitlimit = 10 * time.Second
	StandardSpeicher  = 1024 // MiB
)

// ergebnisPraefix leitet die Zeile ein, mit der ein Kindprozess sein Ergebnis meldet.
const ergebnisPraefix = "KISUCHE-BEWERTUNG-ERGEBNIS "

// BerichtPraefix leitet die Zeile ein, mit der Pruefe den ganzen Bericht als JSON meldet
// (wenn EnvBericht gesetzt ist).
const BerichtPraefix = "KISUCHE-BEWERTUNG-BERICHT "

// istKind meldet, ob dieser Prozess ein Kindprozess ist, der eine Aufgabe bewertet.
func istKind() bool { return os.Getenv(envAufgabe) != "" }

// limits liest Zeit- und Speicherlimit aus der Umgebung.
func limits() (time.Duration, int) {
	zeit, speicher := StandardZeitlimit, StandardSpeicher
	if d, err := time.ParseDuration(os.Getenv(EnvZeitlimit)); err == nil && d > 0 {
		zeit = d
	}
	if n, err := strconv.Atoi(os.Getenv(EnvSpeicher)); err == nil && n > 0 {
		speicher = n
	}
	return zeit, speicher
}

// laufendesErgebnis sammelt die Prüfergebnisse einer Aufgabe; der Wachhund kann es
// jederzeit abschließen und ausgeben.
type laufendesErgebnis struct {
	mu       sync.Mutex
	erg      AufgabenErgebnis
	aktuell  int // Index der laufenden Prüfung
	gemeldet bool
}

// melde gibt das Ergebnis genau einmal als Zeile auf der Standardausgabe aus.
func (l *laufendesErgebnis) melde(abbruch string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.gemeldet {
		return
	}
	l.gemeldet = true
	if abbruch != "" {
		l.erg.Abbruch = abbruch
		for i := l.aktuell; i < len(l.erg.Pruefungen); i++ {
			if i == l.aktuell {
				l.erg.Pruefungen[i].Meldungen = []string{"abgebrochen: " + abbruch}
			} else {
				l.erg.Pruefungen[i].Meldungen = []string{"nicht mehr geprüft (Abbruch)"}
			}
		}
	}
	l.erg.Punkte = 0
	for _, p := range l.erg.Pruefungen {
		l.erg.Punkte += p.Punkte
	}
	daten, _ := json.Marshal(l.erg)
	fmt.Fprintf(os.Stdout, "\n%s%s\n", ergebnisPraefix, daten)
}

// kindLauf bewertet im Kindprozess die Aufgabe aus der Umgebung und meldet das Ergebnis.
// Ein Wachhund bricht bei Zeit- oder Speicherüberschreitung mit einer Meldung ab.
func kindLauf(k kandidat) {
	a, ok := aufgabeMit(os.Getenv(envAufgabe))
	if !ok {
		fmt.Fprintf(os.Stderr, "unbekannte Aufgabe %q\n", os.Getenv(envAufgabe))
		os.Exit(2)
	}
	zeit, speicherMiB := limits()
	l := &laufendesErgebnis{erg: AufgabenErgebnis{ID: a.id, Name: a.name, MaxPunkte: a.maxPunkte()}}
	for _, p := range a.pruefungen {
		l.erg.Pruefungen = append(l.erg.Pruefungen, PruefErgebnis{Name: p.name, MaxPunkte: p.punkte})
	}
	grenze := uint64(speicherMiB) << 20
	debug.SetMemoryLimit(int64(grenze))
	debug.SetMaxStack(256 << 20) // endlose Rekursion bricht früh ab (Standard: 1 GB)
	go wachhund(l, zeit, grenze)

	laufSpeicher = speicher[suchLauf]{}
	for i, p := range a.pruefungen {
		l.mu.Lock()
		l.aktuell = i
		l.mu.Unlock()
		meldungen := sicherAusfuehren(p, k)
		l.mu.Lock()
		l.erg.Pruefungen[i].Meldungen = meldungen
		if nurInfos(meldungen) {
			l.erg.Pruefungen[i].Punkte = p.punkte
		}
		l.mu.Unlock()
	}
	l.mu.Lock()
	l.aktuell = len(a.pruefungen)
	l.mu.Unlock()
	l.melde("")
}

// sicherAusfuehren führt eine Prüfung aus; ein panic wird zu einer Meldung.
func sicherAusfuehren(p pruefung, k kandidat) (meldungen []string) {
	defer func() {
		if r := recover(); r != nil {
			meldungen = []string{"Abbruch mit " + panikText(r)}
		}
	}()
	return p.lauf(k)
}

// wachhund beendet den Prozess mit einer Meldung, sobald die Aufgabe länger als zeit
// läuft oder der Heap größer als grenze Bytes wird.
func wachhund(l *laufendesErgebnis, zeit time.Duration, grenze uint64) {
	beginn := time.Now()
	proben := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	for range time.Tick(20 * time.Millisecond) {
		metrics.Read(proben)
		belegt := proben[0].Value.Uint64()
		switch {
		case belegt > grenze:
			l.melde(fmt.Sprintf("Speicherlimit überschritten: mehr als %d MiB belegt. Expandiert die Suche Positionen mehrfach oder endet sie nie?", grenze>>20))
			os.Exit(3)
		case time.Since(beginn) > zeit:
			l.melde(fmt.Sprintf("Zeitlimit von %v überschritten – eine Endlosschleife, eine Suche, die Positionen mehrfach expandiert, oder eine langsame Datenstruktur (Liste statt Map)?", zeit))
			os.Exit(3)
		}
	}
}

// panicOrt liefert die erste Stelle im Code des Kandidaten auf dem Stack.
func panicOrt() string {
	zeilen := strings.Split(string(debug.Stack()), "\n")
	for _, z := range zeilen {
		z = strings.TrimSpace(z)
		if codeDesKandidaten(z) {
			return kurzerOrt(z)
		}
	}
	return ""
}

// kurzerOrt kürzt eine Stack-Zeile „/pfad/zum/ordner/datei.go:12 +0x1f“ auf
// „ordner/datei.go:12“.
func kurzerOrt(z string) string {
	z = strings.TrimSpace(z)
	if i := strings.LastIndex(z, " +0x"); i >= 0 {
		z = z[:i]
	}
	if i := strings.LastIndex(z, "/"); i >= 0 {
		if j := strings.LastIndex(z[:i], "/"); j >= 0 {
			z = z[j+1:]
		}
	}
	return z
}

// panikText beschreibt ein panic mit seinem Wert und der Stelle im Code des Kandidaten.
// codeDesKandidaten meldet, ob eine Zeile eines Stacks eine Stelle im Code des Kandidaten
// nennt (nicht in der Laufzeitbibliothek, in testing oder im Prüfprogramm).
func codeDesKandidaten(zeile string) bool {
	return strings.Contains(zeile, ".go:") && !eigeneDatei.MatchString(zeile) &&
		!strings.Contains(zeile, "/src/runtime/") && !strings.Contains(zeile, "/src/testing/")
}

var eigeneDatei = regexp.MustCompile(`/internal/bewertung/[^/]+\.go:`)

func panikText(r any) string {
	text := fmt.Sprintf("panic: %v", r)
	if ort := panicOrt(); ort != "" {
		text += " (in " + ort + ")"
	}
	return text
}
