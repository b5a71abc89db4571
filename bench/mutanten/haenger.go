//go:build unix

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Ergebnisse eines Hängers, wenn die Tests wie gewöhnlich laufen.
const (
	scheitert      = "scheitert"
	scheitertWache = "scheitert (Wache)"
	haengt         = "hängt"
	besteht        = "besteht"
	verschoben     = "Stelle verschoben"
)

// Haenger ist ein Mutant, den der Mutationslauf nur durch seine Zeitgrenze bemerkt hat, und
// was geschieht, wenn jemand die Tests des Pakets wie gewöhnlich aufruft.
type Haenger struct {
	Mutant
	Ergebnis string
	Sekunden float64 // von go test bis zum Ende, mit Übersetzen
	Meldung  string  // die erste Zeile, die das Scheitern nennt
}

// haenger liest die Ergebnisse eines Mutationslaufs (PAKET.json) und führt für jeden Mutanten
// mit „Zeit abgelaufen“ die Tests des Pakets aus wie ohne das Werkzeug (go test -count=1
// PAKET, mit der Wache): Scheitern sie, und nach wie vielen Sekunden? Nach frist gilt der
// Mutant als hängend.
func haenger(paket, ergebnisse string, frist time.Duration, aus io.Writer) ([]Haenger, error) {
	daten, err := os.ReadFile(ergebnisse)
	if err != nil {
		return nil, err
	}
	var ms []Mutant
	if err := json.Unmarshal(daten, &ms); err != nil {
		return nil, fmt.Errorf("%s: %w", ergebnisse, err)
	}
	ms = slices.DeleteFunc(ms, func(m Mutant) bool { return m.Status != zeitUeber })
	var info struct{ Dir string }
	out, err := exec.Command("go", "list", "-json", paket).Output()
	if err != nil {
		return nil, fmt.Errorf("go list %s: %w", paket, err)
	}
	if err := json.Unmarshal(out, &info); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "haenger-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	var hs []Haenger
	for i, m := range ms {
		h := Haenger{Mutant: m}
		m.offset, err = offsetVon(filepath.Join(info.Dir, m.Datei), m.Zeile, m.Spalte)
		overlay := ""
		if err == nil {
			overlay, err = schreibeOverlay(m, info.Dir, filepath.Join(tmp, strconv.Itoa(i)))
		}
		if err != nil { // der Code hat sich seit dem Lauf geändert
			h.Ergebnis, h.Meldung = verschoben, err.Error()
		} else {
			h.Ergebnis, h.Meldung, h.Sekunden = gewoehnlich(paket, overlay, frist)
		}
		fmt.Fprintf(aus, "%s:%d:%d\t%s %s→%s\t%s nach %.0f s\t%s\n", m.Datei, m.Zeile, m.Spalte, m.Art, m.Von, m.Nach,
			h.Ergebnis, h.Sekunden, h.Meldung)
		hs = append(hs, h)
	}
	return hs, nil
}

// gewoehnlich führt go test -count=1 paket mit dem Overlay aus und liefert, wie es endet, die
// erste Zeile, die das Scheitern nennt, und die Dauer.
func gewoehnlich(paket, overlay string, frist time.Duration) (ergebnis, meldung string, sekunden float64) {
	ctx, abbrechen := context.WithTimeout(context.Background(), frist)
	defer abbrechen()
	c := exec.CommandContext(ctx, "go", "test", "-count=1", "-overlay="+overlay, paket)
	// Die Testprogramme sind Enkel von go test: mit der ganzen Gruppe beenden.
	c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	c.Cancel = func() error { return syscall.Kill(-c.Process.Pid, syscall.SIGKILL) }
	beginn := time.Now()
	ausgabe, err := c.CombinedOutput()
	sekunden = time.Since(beginn).Seconds()
	if c.Process != nil {
		syscall.Kill(-c.Process.Pid, syscall.SIGKILL)
	}
	for z := range strings.Lines(string(ausgabe)) {
		if strings.HasPrefix(strings.TrimSpace(z), "--- FAIL") || strings.HasPrefix(z, "panic:") {
			meldung = strings.TrimSpace(z)
			break
		}
	}
	switch {
	case ctx.Err() != nil:
		return haengt, "", sekunden
	case err == nil:
		return besteht, "", sekunden
	case bytes.Contains(ausgabe, []byte("\nwache: ")):
		return scheitertWache, meldung, sekunden
	default:
		return scheitert, meldung, sekunden
	}
}

// offsetVon rechnet Zeile und Spalte (ab 1, Spalte in Bytes wie go/token) in den Byte der
// Datei um.
func offsetVon(pfad string, zeile, spalte int) (int, error) {
	code, err := os.ReadFile(pfad)
	if err != nil {
		return 0, err
	}
	offset := 0
	for z := 1; z < zeile; z++ {
		i := bytes.IndexByte(code[offset:], '\n')
		if i < 0 {
			return 0, fmt.Errorf("%s hat keine Zeile %d", pfad, zeile)
		}
		offset += i + 1
	}
	return offset + spalte - 1, nil
}
