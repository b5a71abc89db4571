package sandkasten

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/kisuche/kisuche/internal/aufnahme"
	"github.com/kisuche/kisuche/internal/bewertung"
)

// Bewerte prüft die Importe der Abgabe a, übersetzt sie im Sandkasten zum Programm
// cmd/abgabe und bewertet jede Aufgabe mit allen Prüfungen gegen einen abgeschotteten
// Prozess dieses Programms (bewertung.Bewerte). Die Punkte vergibt der Prüfer; die Abgabe
// liefert nur Rückgabewerte. index unterscheidet die Abgaben eines Laufs (Arbeitsordner und,
// als root, Benutzerkennung): Zwei Abgaben, die gleichzeitig laufen, brauchen verschiedene.
func (l *Lauf) Bewerte(ctx context.Context, index int, a aufnahme.Abgabe) Ergebnis {
	return l.pruefe(ctx, index, a, false)
}

// Lektion ist Bewerte nur mit den sichtbaren Prüfungen, den Beispielen der Lektion
// (bewertung.BewerteLektion) – für die Tafel: keine verborgene Prüfung, keine Punkte, die
// etwas bedeuten, derselbe Sandkasten. Läuft ctx ab, bricht das Übersetzen ab, und keine
// weitere Aufgabe startet.
func (l *Lauf) Lektion(ctx context.Context, index int, a aufnahme.Abgabe) Ergebnis {
	return l.pruefe(ctx, index, a, true)
}

// pruefe ist Bewerte (lektion falsch) oder Lektion.
func (l *Lauf) pruefe(ctx context.Context, index int, a aufnahme.Abgabe, lektion bool) (e Ergebnis) {
	beginn := time.Now()
	e = Ergebnis{Name: a.Name, NamensHinweis: a.NamensHinweis}
	defer func() { e.Dauer = time.Since(beginn) }()
	nichtBewertet := func(status, grund, details string) Ergebnis {
		e.Status = status
		e.Bericht = bewertung.AlleAufgaben(grund)
		e.Rueckmeldung = grund + "\n"
		if details != "" {
			e.Rueckmeldung += "\n" + details + "\n"
		}
		e.Rueckmeldung += "\n" + e.Bericht.Text()
		return e
	}
	if a.Problem != "" {
		return nichtBewertet("nicht bewertbar", a.Problem, "")
	}
	if meldungen := bewertung.PruefeImporte(a.Dateien); len(meldungen) > 0 && !l.opt.alleImporte {
		return nichtBewertet("nicht zugelassen", "Die Abgabe importiert Pakete, die in der Übung nicht erlaubt sind – sie wird nicht ausgeführt.",
			strings.Join(meldungen, "\n")+"\n"+bewertung.ErlaubtePaketeText())
	}
	// Die Dateien bekommt ergaenzen als Kopie: a gehört dem Aufrufer (die Tafel prüft
	// dieselbe Abgabe vielleicht noch einmal).
	dateien := make(map[string][]byte, len(a.Dateien))
	for name, inhalt := range a.Dateien {
		dateien[name] = inhalt
	}
	a.Dateien = dateien
	hinweise := a.HinweiseMit(ergaenzen(a.Dateien))
	vorspann := ""
	if len(hinweise) > 0 {
		vorspann = "Hinweise:\n- " + strings.Join(hinweise, "\n- ") + "\n\n"
	}
	defer func() { e.Rueckmeldung = vorspann + e.Rueckmeldung }()
	dir := filepath.Join(l.arbeit, fmt.Sprintf("%03d", index))
	os.RemoveAll(dir) // von einer früheren Prüfung derselben Abgabe (Tafel)
	if !l.opt.Behalten {
		defer os.RemoveAll(dir)
	}
	geheimnis := neuesGeheimnis()
	if err := modulAnlegen(dir, a, geheimnis, l.s.bwrap != ""); err != nil {
		return nichtBewertet("Fehler beim Bewerten", "Das Modul für die Abgabe ließ sich nicht anlegen: "+err.Error(), "")
	}

	// Übersetzen (bauen.go): Dabei läuft kein Code der Abgabe (cgo ist aus, kein go
	// generate, und die erlaubten Pakete lassen weder //go:linkname noch //go:embed zu).
	w, gruende, aufgabenHinweise, grund, details := l.bau.jedeAufgabeUebersetzen(ctx, l.s, dir, geheimnis, a.Dateien)
	if grund != "" {
		e = nichtBewertet("kompiliert nicht", grund, details)
		e.KompiliertNicht, _ = bewertung.AufgabenKennungen()
		return e
	}
	for id := range gruende {
		e.KompiliertNicht = append(e.KompiliertNicht, id)
	}
	slices.Sort(e.KompiliertNicht)
	defer func() {
		if e.Status == "bewertet" && !lektion {
			folgefehlerHinweise(e.Bericht, w, aufgabenHinweise)
			for i := range e.Bericht.Aufgaben {
				if h := aufgabenHinweise[e.Bericht.Aufgaben[i].ID]; h != "" {
					e.Bericht.Aufgaben[i].Hinweise = append(e.Bericht.Aufgaben[i].Hinweise, h)
				}
			}
			e.Rueckmeldung = e.Bericht.Text()
		}
	}()
	programm := filepath.Join(dir, "abgabe")
	modus, lauf := os.FileMode(0o700), ""
	if l.s.bwrap == "" {
		// Ohne bwrap startet der Prozess der Abgabe das Programm selbst; sein Arbeitsordner:
		// nur home/ und tmp/ darin sind für ihn schreibbar.
		modus, lauf = 0o711, filepath.Join(dir, "lauf")
	}
	// Mit bwrap sieht das Programm nur der Prüfer; bwrap bekommt eine Kopie über einen
	// Deskriptor.
	if err := os.Chmod(programm, modus); err != nil {
		return nichtBewertet("Fehler beim Bewerten", err.Error(), "")
	}
	if lauf != "" {
		for _, unter := range []string{"home", "tmp"} {
			if err := os.MkdirAll(filepath.Join(lauf, unter), 0o700); err != nil {
				return nichtBewertet("Fehler beim Bewerten", err.Error(), "")
			}
		}
		if err := l.s.vorbereiten(lauf, index); err != nil {
			return nichtBewertet("Fehler beim Bewerten", "Die Abgabe ließ sich nicht abschotten: "+err.Error(), "")
		}
	}
	neu := programmFuer(l.s.befehl(programm, lauf, index), gruende)
	if lektion {
		e.Bericht = bewertung.BewerteLektion(ctx, neu, l.opt.Zeitlimit, l.opt.SpeicherMiB, geheimnis)
	} else {
		e.Bericht = bewertung.Bewerte(neu, l.opt.Zeitlimit, l.opt.SpeicherMiB, geheimnis, l.opt.Samen)
	}
	e.Status = "bewertet"
	e.Rueckmeldung = e.Bericht.Text()
	return e
}

// programmFuer liefert für jede Aufgabe den Befehl, der das Programm der Abgabe startet
// (start), oder – für eine Aufgabe, die sich nicht übersetzen ließ – ihren Grund aus gruende.
func programmFuer(start func() *exec.Cmd, gruende map[string]string) func(id string) (*exec.Cmd, string) {
	return func(id string) (*exec.Cmd, string) {
		if grund, ok := gruende[id]; ok {
			return nil, grund
		}
		return start(), ""
	}
}
