package bewertung

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Pruefe bewertet die Lösung k; sein Aufruf ist der ganze Inhalt von bewertung_test.go in
// exercises/ und solutions/.
//
// Im Testprozess startet Pruefe für jede Aufgabe (als Untertest „a_GetMoves“, …) die
// Testdatei noch einmal als Kindprozess, der nur diese Aufgabe bewertet, mit Zeit- und
// Speicherlimit. Danach gibt es den Bericht mit Punkten und Rückmeldungen aus; jede Aufgabe
// ohne volle Punktzahl lässt ihren Untertest fehlschlagen. Im Kindprozess bewertet Pruefe
// die eine Aufgabe und meldet das Ergebnis.
func Pruefe[P ~[16]int](t *testing.T, k Kandidat[P]) {
	t.Helper()
	if istKind() {
		kindLauf(anpassen(k))
		return
	}
	zeit, speicher := limits()
	opt := optionen{testMuster: testMuster(t.Name()), zeit: zeit, speicherMiB: speicher}
	var bericht Bericht
	for _, a := range aufgaben {
		t.Run(a.id+"_"+a.name, func(t *testing.T) {
			erg := bewerteAufgabe(a, opt)
			bericht.Aufgaben = append(bericht.Aufgaben, erg)
			fmt.Print(erg.Text())
			if erg.Punkte < erg.MaxPunkte {
				t.Errorf("%s", erg.Zeile())
			}
		})
	}
	fmt.Printf("Gesamt: %d/%d Punkte\n", bericht.Punkte(), bericht.MaxPunkte())
	if os.Getenv(EnvBericht) != "" {
		daten, _ := json.Marshal(bericht)
		fmt.Printf("\n%s%s\n", BerichtPraefix, daten)
	}
}

// testMuster liefert das Argument für -test.run, das genau den Test name auswählt.
func testMuster(name string) string {
	teile := strings.Split(name, "/")
	for i, t := range teile {
		teile[i] = "^" + regexp.QuoteMeta(t) + "$"
	}
	return strings.Join(teile, "/")
}

// optionen steuern die Kindprozesse.
type optionen struct {
	testMuster  string   // wählt im Kindprozess den Test, der Pruefe oder kindLauf aufruft
	umgebung    []string // zusätzliche Umgebungsvariablen
	zeit        time.Duration
	speicherMiB int
}

// bewerteAufgabe startet den Kindprozess für Aufgabe a und liest sein Ergebnis.
func bewerteAufgabe(a aufgabe, opt optionen) AufgabenErgebnis {
	leer := AufgabenErgebnis{ID: a.id, Name: a.name, MaxPunkte: a.maxPunkte()}
	for _, p := range a.pruefungen {
		leer.Pruefungen = append(leer.Pruefungen, PruefErgebnis{Name: p.name, MaxPunkte: p.punkte})
	}
	// Der Wachhund im Kind bricht nach opt.zeit ab; der Elternprozess wartet etwas länger
	// und beendet das Kind notfalls selbst.
	ctx, abbrechen := context.WithTimeout(context.Background(), opt.zeit+5*time.Second)
	defer abbrechen()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run="+opt.testMuster, "-test.count=1")
	cmd.Env = append(os.Environ(), opt.umgebung...)
	cmd.Env = append(cmd.Env,
		envAufgabe+"="+a.id,
		EnvZeitlimit+"="+opt.zeit.String(),
		fmt.Sprintf("%s=%d", EnvSpeicher, opt.speicherMiB),
		EnvBericht+"=", // nur der äußerste Prozess schreibt den Bericht
	)
	EigeneProzessgruppe(cmd)
	cmd.WaitDelay = 2 * time.Second
	aus := ZeilenFilter{Praefix: ergebnisPraefix}
	fehlerAus := &RingPuffer{Max: 32 << 10}
	cmd.Stdout, cmd.Stderr = &aus, fehlerAus
	err := cmd.Run()
	if zeile, ok := aus.Treffer(); ok {
		var erg AufgabenErgebnis
		if json.Unmarshal([]byte(zeile), &erg) == nil && erg.ID == a.id {
			return erg
		}
	}
	switch {
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		leer.Abbruch = fmt.Sprintf("Zeitlimit von %v überschritten, der Prozess wurde beendet – eine Endlosschleife?", opt.zeit)
	case err != nil:
		leer.Abbruch = "Das Programm ist abgestürzt (" + err.Error() + ")" + AbsturzGrund(fehlerAus.String())
	default:
		leer.Abbruch = "Das Programm hat sich beendet, ohne ein Ergebnis zu melden (os.Exit im eigenen Code?)"
	}
	return leer
}

// AbsturzGrund sucht in der Fehlerausgabe die Zeile mit dem panic (oder fatal error) und
// die erste Stelle im Code des Kandidaten; gibt es keine, die letzte Zeile der Ausgabe.
func AbsturzGrund(fehlerAusgabe string) string {
	zeilen := strings.Split(fehlerAusgabe, "\n")
	for i, z := range zeilen {
		if strings.HasPrefix(z, "panic: ") || strings.HasPrefix(z, "fatal error: ") {
			grund := ": " + strings.TrimSpace(z)
			for _, w := range zeilen[i+1:] {
				if codeDesKandidaten(w) {
					return grund + " (in " + kurzerOrt(w) + ")"
				}
			}
			return grund
		}
	}
	for i := len(zeilen) - 1; i >= 0; i-- {
		if z := strings.TrimSpace(zeilen[i]); z != "" {
			if len(z) > 300 {
				z = z[:300] + " …"
			}
			return ": letzte Ausgabe: " + z
		}
	}
	return ""
}

// ZeilenFilter ist ein io.Writer, der sich die erste Zeile merkt, die mit Praefix beginnt,
// und alles andere verwirft (auch sehr lange Ausgaben des geprüften Codes).
type ZeilenFilter struct {
	Praefix  string
	zeile    bytes.Buffer
	treffer  string
	gefunden bool
}

// Write implementiert io.Writer.
func (f *ZeilenFilter) Write(p []byte) (int, error) {
	for _, c := range p {
		if c == '\n' {
			if !f.gefunden && strings.HasPrefix(f.zeile.String(), f.Praefix) {
				f.treffer, f.gefunden = strings.TrimPrefix(f.zeile.String(), f.Praefix), true
			}
			f.zeile.Reset()
			continue
		}
		if f.zeile.Len() < 4<<20 {
			f.zeile.WriteByte(c)
		}
	}
	return len(p), nil
}

// Treffer liefert den Rest der gefundenen Zeile nach dem Präfix.
func (f *ZeilenFilter) Treffer() (string, bool) { return f.treffer, f.gefunden }

// RingPuffer behält die letzten Max Bytes einer Ausgabe.
type RingPuffer struct {
	Max   int
	daten []byte
}

// Write implementiert io.Writer.
func (r *RingPuffer) Write(p []byte) (int, error) {
	r.daten = append(r.daten, p...)
	if len(r.daten) > r.Max {
		r.daten = append([]byte(nil), r.daten[len(r.daten)-r.Max:]...)
	}
	return len(p), nil
}

// String liefert den behaltenen Text.
func (r *RingPuffer) String() string { return string(r.daten) }
