package pruefen

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/kisuche/kisuche/lesson/ausgabe"
)

// FehlerPraefix leitet in der Ausgabe von TestLektion und in den Prüfzellen jeden Satz ein,
// der einen Fehler meldet.
const FehlerPraefix = "FEHLER: "

// Ausgabe ist, wohin Aufgabe und Uebersicht schreiben.
var Ausgabe io.Writer = os.Stdout

// Zeitlimit begrenzt go test in Aufgabe und Uebersicht (TestLektion selbst gibt jeder
// Aufgabe 60 Sekunden).
var Zeitlimit = 3 * time.Minute

// Aufgabe prüft eine Aufgabe ("a" bis "f") an den Beispielen der Lektion – für die Prüfzellen
// von Notebook 4. Sie führt go test -run TestLektion/<id>_ ./exercises in einem eigenen
// Prozess aus und zeigt, was die Lektion zeigt, dann „Alle Tests bestanden!“ oder jeden
// Fehler mit „FEHLER: …“. Weil der Code der Übung im eigenen Prozess läuft, endet die Zelle
// immer ohne Fehler, auch wenn er nicht übersetzt, abstürzt oder nicht fertig wird: So
// läuft „Restart & Run All“ bis zum Ende, und jede Aufgabenzelle schreibt ihre Datei.
func Aufgabe(id string) {
	for _, a := range Aufgaben {
		if a.ID == id {
			untertest(id, a.Name)
			return
		}
	}
	fmt.Fprintf(Ausgabe, "%sEs gibt keine Aufgabe %q – die Aufgaben heißen a bis f.\n", FehlerPraefix, id)
}

// Abschluss lässt A* mit der Manhattan-Heuristik von der Startposition laufen, wie die letzte
// Zelle der Lektion (etwa 70 Schritte), und prüft die Lösung wie Aufgabe.
func Abschluss() { untertest("z", "AStar mit ManhattanHeuristic") }

// untertest zeigt den Untertest id_… von TestLektion.
func untertest(id, name string) {
	l := lektionTesten(id + "_")
	if l.abbruch != "" {
		fmt.Fprintln(Ausgabe, FehlerPraefix+l.abbruch)
		return
	}
	e := l.aufgaben[id]
	for _, z := range e.zeilen {
		fmt.Fprintln(Ausgabe, z)
	}
	switch {
	case e.bestanden:
		fmt.Fprintln(Ausgabe, "Alle Tests bestanden!")
	case !e.gelaufen:
		fmt.Fprintf(Ausgabe, "%sDie Prüfung von %s lief nicht.\n", FehlerPraefix, name)
	case len(e.fehler) == 0:
		fmt.Fprintf(Ausgabe, "%sDie Prüfung von %s ist abgebrochen.\n", FehlerPraefix, name)
	}
}

// Uebersicht prüft alle sechs Aufgaben an den Beispielen der Lektion und schreibt eine
// Zeile pro Aufgabe: bestanden oder mit dem ersten Fehler. In einem Notebook schreibt sie
// danach die Dateien aus exercises/ in die Zelle (AbgabeDateien, AbgabeMIME), auch wenn sie
// nicht übersetzen: Wer das gespeicherte Notebook abgibt, gibt genau diese Dateien ab.
func Uebersicht() {
	defer abgabeZeigen()
	l := lektionTesten("")
	if l.abbruch != "" {
		fmt.Fprintln(Ausgabe, FehlerPraefix+l.abbruch)
		return
	}
	bestanden := 0
	for _, a := range Aufgaben {
		e := l.aufgaben[a.ID]
		zeile := fmt.Sprintf("%s) %-19s ", a.ID, a.Name)
		switch {
		case e.bestanden:
			bestanden++
			zeile += "✓ bestanden"
		case len(e.fehler) > 0:
			zeile += "✗ noch nicht bestanden: " + strings.TrimPrefix(e.fehler[0], FehlerPraefix)
		default:
			zeile += "✗ noch nicht bestanden: Die Prüfung ist abgebrochen."
		}
		fmt.Fprintln(Ausgabe, zeile)
	}
	fmt.Fprintf(Ausgabe, "\n%d von %d Aufgaben bestehen die Beispiele der Lektion.\n", bestanden, len(Aufgaben))
}

// aufgabenErgebnis ist, was TestLektion zu einer Aufgabe ausgegeben hat.
type aufgabenErgebnis struct {
	zeilen    []string // alles in der Reihenfolge der Ausgabe, Fehler mit FehlerPraefix
	fehler    []string
	gelaufen  bool
	bestanden bool
}

// lektionsLauf ist das Ergebnis von go test -run TestLektion.
type lektionsLauf struct {
	aufgaben map[string]*aufgabenErgebnis
	abbruch  string // warum es kein Ergebnis gibt (übersetzt nicht, Absturz, …)
}

// lektionTesten führt TestLektion im Projekt aus (nur die Untertests, die mit praefix
// beginnen) und liest die Ausgabe von go test -json.
func lektionTesten(praefix string) lektionsLauf {
	projekt, err := Projekt()
	if err != nil {
		return lektionsLauf{abbruch: err.Error()}
	}
	ctx, cancel := context.WithTimeout(context.Background(), Zeitlimit)
	defer cancel()
	muster := "^TestLektion$"
	if praefix != "" {
		muster += "/^" + regexp.QuoteMeta(praefix)
	}
	cmd := exec.CommandContext(ctx, "go", "test", "-json", "-run", muster, "./exercises")
	cmd.Dir = projekt
	cmd.Env = append(os.Environ(), "GOWORK=off")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	jsonZeilen, _ := cmd.Output()
	if ctx.Err() != nil {
		return lektionsLauf{abbruch: fmt.Sprintf("go test ./exercises ist nach %s nicht fertig geworden.", ausgabe.Dauer(Zeitlimit))}
	}
	return leseTestJSON(bytes.NewReader(jsonZeilen), stderr.String())
}

// testEreignis ist eine Zeile von go test -json.
type testEreignis struct {
	Action string
	Test   string
	Output string
}

// logPraefix ist der Anfang einer Zeile von t.Log/t.Error: Einrückung, Datei und Zeile.
var logPraefix = regexp.MustCompile(`^ {4}\S+_test\.go:\d+: `)

// leseTestJSON liest die Ausgabe von go test -json für TestLektion.
func leseTestJSON(r io.Reader, stderr string) lektionsLauf {
	l := lektionsLauf{aufgaben: map[string]*aufgabenErgebnis{"z": {}}}
	for _, a := range Aufgaben {
		l.aufgaben[a.ID] = &aufgabenErgebnis{}
	}
	var build, sonst []string
	scanner := bufio.NewScanner(r)
	scanner.Buffer(make([]byte, 1<<20), 1<<20)
	for scanner.Scan() {
		var e testEreignis
		if json.Unmarshal(scanner.Bytes(), &e) != nil {
			continue
		}
		if e.Action == "build-output" {
			if !strings.HasPrefix(e.Output, "# ") { // „# paket [paket.test]“ sagt nichts Neues
				build = append(build, strings.TrimRight(e.Output, "\n"))
			}
			continue
		}
		id, ok := strings.CutPrefix(e.Test, "TestLektion/")
		a := l.aufgaben[strings.SplitN(id, "_", 2)[0]]
		if !ok || a == nil {
			if e.Action == "output" {
				sonst = append(sonst, strings.TrimRight(e.Output, "\n"))
			}
			continue
		}
		switch e.Action {
		case "run":
			a.gelaufen = true
		case "pass":
			a.bestanden = true
		case "output":
			zeile := strings.TrimRight(e.Output, "\n")
			if strings.HasPrefix(zeile, "=== ") || strings.HasPrefix(strings.TrimSpace(zeile), "--- ") {
				continue
			}
			if logPraefix.MatchString(zeile) {
				zeile = logPraefix.ReplaceAllString(zeile, "")
				if strings.HasPrefix(zeile, FehlerPraefix) {
					a.fehler = append(a.fehler, zeile)
				}
			} else {
				zeile = strings.TrimPrefix(zeile, "        ") // Folgezeilen von t.Log
			}
			a.zeilen = append(a.zeilen, zeile)
		}
	}
	gelaufen := false
	for _, a := range l.aufgaben {
		gelaufen = gelaufen || a.gelaufen
	}
	switch {
	case len(build) > 0:
		l.abbruch = "Die Dateien in exercises/ lassen sich nicht übersetzen. Der Go-Compiler meldet (Datei:Zeile:Spalte: Meldung):\n" + strings.Join(build, "\n")
	case !gelaufen:
		l.abbruch = "go test ./exercises lief nicht:\n" + strings.TrimSpace(strings.Join(append(sonst, stderr), "\n"))
	default:
		if absturz := absturzZeilen(sonst); absturz != "" {
			for _, a := range l.aufgaben {
				if a.gelaufen && !a.bestanden && len(a.fehler) == 0 {
					a.zeilen = append(a.zeilen, FehlerPraefix+"Die Prüfung ist abgestürzt:\n"+absturz)
				}
			}
		}
	}
	return l
}

// absturzZeilen sucht in der Ausgabe außerhalb der Untertests die Zeilen eines Absturzes
// (panic, fatal error) und die erste Stelle in einer Datei der Übung.
func absturzZeilen(zeilen []string) string {
	var erg []string
	for _, z := range zeilen {
		t := strings.TrimSpace(z)
		if strings.HasPrefix(t, "panic: ") || strings.HasPrefix(t, "fatal error: ") || strings.HasPrefix(t, "runtime: ") ||
			(strings.Contains(t, "/exercises/") && strings.Contains(t, ".go:") && len(erg) < 4) {
			erg = append(erg, t)
		}
	}
	return strings.Join(erg, "\n")
}

// Projekt liefert den Ordner der Kopie des Kurses, in der das Notebook liegt: aus der
// Umgebungsvariablen KISUCHE_PROJEKT (der Kernel „Go (KI-Suche)“ setzt sie) oder, ohne
// sie, der nächste Ordner über dem Arbeitsverzeichnis mit dem go.mod des Kurses.
func Projekt() (string, error) {
	if p := os.Getenv("KISUCHE_PROJEKT"); p != "" {
		return p, nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if mod, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && bytes.Contains(mod, []byte("module github.com/kisuche/kisuche\n")) {
			return dir, nil
		}
		oben := filepath.Dir(dir)
		if oben == dir {
			return "", errors.New("Dieses Notebook liegt in keiner Kopie des Kurses KI-Suche (kein Ordner darüber enthält dessen go.mod). Öffne es aus dem Ordner notebooks/ deiner Kopie.")
		}
		dir = oben
	}
}
