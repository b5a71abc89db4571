package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/kisuche/kisuche/internal/bewertung"
)

// goMod ist die go.mod des Moduls, in dem eine Abgabe bewertet wird: derselbe Modulpfad wie
// das Projekt (damit exercises/ das interne Paket bewertung importieren darf), aber ohne
// Abhängigkeiten – die verborgenen Tests brauchen nur die Standardbibliothek.
const goMod = "module github.com/kisuche/kisuche\n\ngo 1.26\n"

// findeGo liefert den go-Befehl aus dem PATH.
func findeGo() (string, error) {
	p, err := exec.LookPath("go")
	if err != nil {
		return "", errors.New("kein go-Befehl im PATH gefunden – bewerten übersetzt jede Abgabe mit go test -c")
	}
	return p, nil
}

// bewerteAbgabe baut im Ordner dir ein Modul aus der Abgabe a und den verborgenen Tests,
// übersetzt es und führt die Bewertung aus.
func bewerteAbgabe(ctx context.Context, k konfiguration, goBefehl, dir string, index int, a abgabe) (e ergebnis) {
	e = ergebnis{name: a.name}
	nichtBewertet := func(status, grund, details string) ergebnis {
		e.status = status
		e.bericht = bewertung.AlleAufgaben(grund)
		e.rueckmeldung = grund + "\n"
		if details != "" {
			e.rueckmeldung += "\n" + details + "\n"
		}
		e.rueckmeldung += "\n" + e.bericht.Text()
		return e
	}
	if a.problem != "" {
		return nichtBewertet("nicht bewertbar", a.problem, "")
	}
	hinweise := ergaenzen(a.dateien)
	vorspann := ""
	if len(hinweise) > 0 {
		vorspann = "Hinweise:\n- " + strings.Join(hinweise, "\n- ") + "\n\n"
	}
	defer func() { e.rueckmeldung = vorspann + e.rueckmeldung }()
	if err := modulAnlegen(dir, a); err != nil {
		return nichtBewertet("Fehler beim Bewerten", "Das Modul für die Abgabe ließ sich nicht anlegen: "+err.Error(), "")
	}

	// Übersetzen (kein Code der Abgabe läuft dabei: cgo ist aus, es gibt kein go generate).
	binaer := filepath.Join(dir, "bewertung.test")
	bauCtx, abbrechen := context.WithTimeout(ctx, 5*time.Minute)
	defer abbrechen()
	bau := exec.CommandContext(bauCtx, goBefehl, "test", "-c", "-o", binaer, "./exercises")
	bau.Dir = dir
	bau.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOPROXY=off", "CGO_ENABLED=0", "GOTOOLCHAIN=local")
	if ausgabe, err := bau.CombinedOutput(); err != nil {
		text := strings.ReplaceAll(string(ausgabe), dir+string(filepath.Separator), "")
		return nichtBewertet("kompiliert nicht", "Die Abgabe kompiliert nicht – keine Aufgabe kann bewertet werden.", strings.TrimSpace(text))
	}

	// Ausführen: eigene Prozessgruppe, (als root) eigene Benutzerkennung, knappe Umgebung.
	for _, unter := range []string{"home", "tmp"} {
		if err := os.MkdirAll(filepath.Join(dir, unter), 0o700); err != nil {
			return nichtBewertet("Fehler beim Bewerten", err.Error(), "")
		}
	}
	gesamt := 6*(k.zeitlimit+8*time.Second) + 30*time.Second
	laufCtx, abbrechenLauf := context.WithTimeout(ctx, gesamt)
	defer abbrechenLauf()
	lauf := exec.CommandContext(laufCtx, binaer, "-test.run=^TestBewertung$", "-test.count=1")
	lauf.Dir = filepath.Join(dir, "exercises")
	lauf.Env = []string{
		"PATH=/usr/bin:/bin",
		"HOME=" + filepath.Join(dir, "home"),
		"TMPDIR=" + filepath.Join(dir, "tmp"),
		"LANG=C.UTF-8",
		bewertung.EnvBericht + "=1",
		bewertung.EnvZeitlimit + "=" + k.zeitlimit.String(),
		fmt.Sprintf("%s=%d", bewertung.EnvSpeicher, k.speicherMiB),
	}
	bewertung.EigeneProzessgruppe(lauf)
	if err := abschotten(lauf, dir, index); err != nil {
		return nichtBewertet("Fehler beim Bewerten", "Die Abgabe ließ sich nicht abschotten: "+err.Error(), "")
	}
	lauf.WaitDelay = 2 * time.Second
	aus := &bewertung.ZeilenFilter{Praefix: bewertung.BerichtPraefix}
	fehlerAus := &bewertung.RingPuffer{Max: 32 << 10}
	lauf.Stdout, lauf.Stderr = aus, fehlerAus
	err := lauf.Run()
	if zeile, ok := aus.Treffer(); ok {
		if json.Unmarshal([]byte(zeile), &e.bericht) == nil && len(e.bericht.Aufgaben) > 0 {
			e.status = "bewertet"
			e.rueckmeldung = e.bericht.Text()
			return e
		}
	}
	grund := "Die Bewertung ist abgebrochen, ohne einen Bericht zu liefern"
	switch {
	case errors.Is(laufCtx.Err(), context.DeadlineExceeded):
		grund += fmt.Sprintf(" (Gesamtzeit von %v überschritten)", gesamt)
	case err != nil:
		grund += " (" + err.Error() + ")" + bewertung.AbsturzGrund(fehlerAus.String())
	}
	return nichtBewertet("abgebrochen", grund+".", strings.TrimSpace(letzteZeilen(fehlerAus.String(), 20)))
}

// modulAnlegen schreibt go.mod, die verborgenen Tests und die Dateien der Abgabe nach dir.
func modulAnlegen(dir string, a abgabe) error {
	intern := filepath.Join(dir, "internal", "bewertung")
	ex := filepath.Join(dir, "exercises")
	for _, d := range []string{intern, ex} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(goMod), 0o644); err != nil {
		return err
	}
	for name, daten := range bewertung.Quellen() {
		ziel := filepath.Join(intern, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(ziel), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(ziel, daten, 0o644); err != nil {
			return err
		}
	}
	for name, daten := range a.dateien {
		if err := os.WriteFile(filepath.Join(ex, name), daten, 0o644); err != nil {
			return err
		}
	}
	return os.WriteFile(filepath.Join(ex, "bewertung_test.go"), []byte(bewertung.AufruferQuelltext), 0o644)
}

// letzteZeilen liefert die letzten n Zeilen von text.
func letzteZeilen(text string, n int) string {
	zeilen := bytes.Split([]byte(strings.TrimRight(text, "\n")), []byte("\n"))
	if len(zeilen) > n {
		zeilen = zeilen[len(zeilen)-n:]
	}
	return string(bytes.Join(zeilen, []byte("\n")))
}
