package sandkasten

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/kisuche/kisuche/internal/bewertung"
	"github.com/kisuche/kisuche/internal/bewertung/dienst"
	"github.com/kisuche/kisuche/lesson/ausgabe"
)

// bauUmgebung gilt für jedes Übersetzen einer Abgabe: ohne cgo, ohne Netz, ohne go.work,
// mit genau der Go-Version des Rechners.
var bauUmgebung = []string{"GOFLAGS=-mod=mod", "GOWORK=off", "GOPROXY=off", "CGO_ENABLED=0", "GOTOOLCHAIN=local", "GOTELEMETRY=off"}

// bau beschreibt, womit bewerten die Abgaben übersetzt: den go-Befehl, sein GOROOT und
// (mit bwrap) den Build-Cache, den sich die Übersetzungen teilen.
type bau struct {
	goBefehl, goroot, cache string
}

// neuerBau findet Go und legt den Build-Cache für die Abgaben an: einen eigenen unter
// dem Cache-Ordner des Benutzers (nicht den der Lehrkraft, in dem auch die Musterlösung
// übersetzt liegt), der zwischen Läufen bleibt – sonst übersetzte jeder Lauf die
// Standardbibliothek neu.
func neuerBau() (*bau, error) {
	goBefehl, err := findeGo()
	if err != nil {
		return nil, err
	}
	aus, err := exec.Command(goBefehl, "env", "GOROOT").Output()
	if err != nil {
		return nil, errors.New("go env GOROOT: " + err.Error())
	}
	b := &bau{goBefehl: goBefehl, goroot: strings.TrimSpace(string(aus))}
	wurzel, err := os.UserCacheDir()
	if err != nil {
		wurzel = os.TempDir()
	}
	b.cache = filepath.Join(wurzel, "kisuche-bewerten", "go-build")
	return b, os.MkdirAll(b.cache, 0o700)
}

// befehl liefert den Befehl, der im Ordner dir cmd/abgabe nach dir/abgabe übersetzt. Mit
// bwrap läuft go build in einem eigenen Sandkasten (sandkastenGrundlage): Es sieht nur
// GOROOT (nur lesbar), den Ordner der Abgabe und den Build-Cache. Ohne
// bwrap läuft es nur mit den Limits. Zeit und Speicher sind in beiden Fällen begrenzt
// (bauZeit, bauSpeicherMiB: eine Bombe für den Compiler wird eine Zeile, kein Problem des
// Rechners).
func (b *bau) befehl(ctx context.Context, s *abschottung, dir string) *exec.Cmd {
	argumente := []string{"build", "-trimpath", "-o", "abgabe", "./cmd/abgabe"}
	var cmd *exec.Cmd
	if s.bwrap == "" {
		cmd = s.helferBefehlCtx(ctx, bauSpeicherMiB, int(bauZeit.Seconds()), 0, 0, 0, b.goBefehl, argumente...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), bauUmgebung...)
	} else {
		sandkasten := append(sandkastenGrundlage("bau"),
			"--size", strconv.Itoa(bauTmpMiB<<20), "--perms", "1777", "--tmpfs", "/tmp",
			"--ro-bind", b.goroot, b.goroot, // nach /tmp: GOROOT darf darunter liegen
			"--bind", dir, "/abgabe", "--bind", b.cache, "/cache",
			"--proc", "/proc", "--dev-bind", "/dev/null", "/dev/null", // wie bei den Aufgaben: sonst nichts aus /dev
			"--remount-ro", "/", "--chdir", "/abgabe",
			"--", filepath.Join(b.goroot, "bin", "go"),
		)
		cmd = s.helferBefehlCtx(ctx, bauSpeicherMiB, int(bauZeit.Seconds()), 0, 0, 0, s.bwrap, append(sandkasten, argumente...)...)
		cmd.Dir = "/"
		cmd.Env = append([]string{"PATH=" + filepath.Join(b.goroot, "bin") + ":/usr/bin:/bin", "HOME=/tmp", "GOROOT=" + b.goroot,
			"GOCACHE=/cache", "GOPATH=/tmp/go", "LANG=C.UTF-8"}, bauUmgebung...)
	}
	bewertung.EigeneProzessgruppe(cmd)
	cmd.Cancel = func() error { return bewertung.BeendeGruppe(cmd) }
	cmd.WaitDelay = 5 * time.Second
	return cmd
}

// uebersetzen schreibt cmd/abgabe für die Wahl w und übersetzt es im Ordner dir. Ergebnis:
// nichts, wenn es gelang; sonst die Meldungen des Compilers (Pfade relativ zum Modul) –
// oder grund, wenn das Übersetzen an Zeit oder Speicher scheiterte (dann lässt sich keine
// Aufgabe bewerten).
func (b *bau) uebersetzen(ctx context.Context, s *abschottung, dir, geheimnis string, w wahl) (text, grund string) {
	if err := schreibeDateien(dir, map[string][]byte{mainDatei: abgabeMain(geheimnis, w)}); err != nil {
		return "", "Das Modul für die Abgabe ließ sich nicht anlegen: " + err.Error()
	}
	bauCtx, abbrechen := context.WithTimeout(ctx, bauZeit)
	defer abbrechen()
	cmd := b.befehl(bauCtx, s, dir)
	var meldungen bewertung.RingPuffer
	meldungen.Max = 64 << 10
	cmd.Stdout, cmd.Stderr = &meldungen, &meldungen
	if cmd.Run() == nil {
		return "", ""
	}
	text = strings.NewReplacer(dir+string(filepath.Separator), "", "/abgabe/", "").Replace(meldungen.String())
	switch {
	case bauCtx.Err() != nil && ctx.Err() == nil:
		return "", fmt.Sprintf("Das Übersetzen der Abgabe dauerte länger als %s und wurde abgebrochen – keine Aufgabe kann bewertet werden.", ausgabe.Dauer(bauZeit))
	case strings.Contains(text, "out of memory") || strings.Contains(text, "cannot allocate memory") || strings.Contains(text, "signal: killed"):
		return "", fmt.Sprintf("Das Übersetzen der Abgabe brauchte mehr als %d MiB Speicher und wurde abgebrochen – keine Aufgabe kann bewertet werden.", bauSpeicherMiB)
	}
	text = dienst.Lesbar(strings.TrimSpace(paketPfade.ReplaceAllString(text, "$1")))
	if text == "" {
		text = "(keine Meldung)"
	}
	return text, ""
}

// paketPfade erkennt die Ordner der Pakete einer Abgabe vor einem Dateinamen in den
// Meldungen des Compilers: Die Person kennt nur ihre Dateien.
var paketPfade = regexp.MustCompile(`(?m)(^|\s)(?:exercises|aufgabe/[a-z])/`)
