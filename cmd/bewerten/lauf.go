package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/kisuche/kisuche/internal/bewertung"
)

// goMod ist die go.mod des Moduls, in dem eine Abgabe übersetzt wird: derselbe Modulpfad
// wie das Projekt (damit cmd/abgabe das interne Paket dienst importieren darf), aber ohne
// Abhängigkeiten.
const goMod = "module " + modulPfad + "\n\ngo 1.26\n"

// siegelDatei kommt in das Paket der Abgabe: Sie importiert das Paket siegel, das den
// Prozess versiegelt, bevor Variablen oder init-Funktionen der Abgabe laufen.
const (
	siegelDatei  = "zz_kisuche_siegel.go"
	siegelImport = "package exercises\n\nimport _ \"github.com/kisuche/kisuche/internal/bewertung/dienst/siegel\"\n"
)

// findeGo liefert den go-Befehl aus dem PATH.
func findeGo() (string, error) {
	p, err := exec.LookPath("go")
	if err != nil {
		return "", errors.New("kein go-Befehl im PATH gefunden – bewerten übersetzt jede Abgabe mit go build")
	}
	return p, nil
}

// bewerteAbgabe prüft die Importe der Abgabe a, baut im Ordner dir aus ihr das Programm
// cmd/abgabe und bewertet jede Aufgabe gegen einen abgeschotteten Prozess dieses Programms.
// Die Punkte vergibt dieser Prozess; die Abgabe liefert nur Rückgabewerte.
func bewerteAbgabe(ctx context.Context, k konfiguration, s *abschottung, b *bau, dir string, index int, a Abgabe) (e Ergebnis) {
	e = Ergebnis{Name: a.Name}
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
	if meldungen := bewertung.PruefeImporte(a.Dateien); len(meldungen) > 0 && !k.alleImporte {
		return nichtBewertet("nicht zugelassen", "Die Abgabe importiert Pakete, die in der Übung nicht erlaubt sind – sie wird nicht ausgeführt.",
			strings.Join(meldungen, "\n")+"\n"+bewertung.ErlaubtePaketeText())
	}
	hinweise := a.HinweiseMit(ergaenzen(a.Dateien))
	vorspann := ""
	if len(hinweise) > 0 {
		vorspann = "Hinweise:\n- " + strings.Join(hinweise, "\n- ") + "\n\n"
	}
	defer func() { e.Rueckmeldung = vorspann + e.Rueckmeldung }()
	geheimnis := neuesGeheimnis()
	if err := modulAnlegen(dir, a, geheimnis, s.bwrap != ""); err != nil {
		return nichtBewertet("Fehler beim Bewerten", "Das Modul für die Abgabe ließ sich nicht anlegen: "+err.Error(), "")
	}

	// Übersetzen (bauen.go): Dabei läuft kein Code der Abgabe (cgo ist aus, kein go
	// generate, und die erlaubten Pakete lassen weder //go:linkname noch //go:embed zu).
	w, gruende, aufgabenHinweise, grund, details := b.jedeAufgabeUebersetzen(ctx, s, dir, geheimnis, a.Dateien)
	if grund != "" {
		return nichtBewertet("kompiliert nicht", grund, details)
	}
	defer func() {
		if e.Status == "bewertet" {
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

	if s.bwrap != "" {
		// Das Programm sieht nur der Prüfer; bwrap bekommt eine Kopie über einen
		// Deskriptor.
		if err := os.Chmod(programm, 0o700); err != nil {
			return nichtBewertet("Fehler beim Bewerten", err.Error(), "")
		}
		e.Bericht = bewertung.Bewerte(programmFuer(s.befehl(programm, "", index), gruende), k.zeitlimit, k.speicherMiB, geheimnis, k.samen)
		e.Status = "bewertet"
		e.Rueckmeldung = e.Bericht.Text()
		return e
	}
	if err := os.Chmod(programm, 0o711); err != nil {
		return nichtBewertet("Fehler beim Bewerten", err.Error(), "")
	}
	// Der Arbeitsordner des Prozesses: nur home/ und tmp/ darin sind für ihn schreibbar.
	lauf := filepath.Join(dir, "lauf")
	for _, unter := range []string{"home", "tmp"} {
		if err := os.MkdirAll(filepath.Join(lauf, unter), 0o700); err != nil {
			return nichtBewertet("Fehler beim Bewerten", err.Error(), "")
		}
	}
	if err := s.vorbereiten(lauf, index); err != nil {
		return nichtBewertet("Fehler beim Bewerten", "Die Abgabe ließ sich nicht abschotten: "+err.Error(), "")
	}
	e.Bericht = bewertung.Bewerte(programmFuer(s.befehl(programm, lauf, index), gruende), k.zeitlimit, k.speicherMiB, geheimnis, k.samen)
	e.Status = "bewertet"
	e.Rueckmeldung = e.Bericht.Text()
	return e
}

// modulAnlegen schreibt das Modul der Abgabe a nach dir (paketDateien) und cmd/abgabe mit dem
// Geheimnis dieser Abgabe, jede Aufgabe aus ihrem eigenen Paket. privat (mit bwrap): nur
// der Prüfer darf dir betreten.
func modulAnlegen(dir string, a Abgabe, geheimnis string, privat bool) error {
	// Nur der Prüfer liest die Quelltexte; ohne bwrap darf der Prozess der Abgabe dir
	// durchqueren (zu seinem Programm und seinem Arbeitsordner).
	modus := os.FileMode(0o711)
	if privat {
		modus = 0o700
	}
	if err := os.MkdirAll(dir, modus); err != nil {
		return err
	}
	w := wahl{}
	ids, _ := bewertung.AufgabenKennungen()
	for _, id := range ids {
		w[id] = aufgabenOrdner(id)
	}
	dateien := paketDateien(a.Dateien, geheimnis)
	dateien[mainDatei] = abgabeMain(geheimnis, w)
	if err := schreibeDateien(dir, dateien); err != nil {
		return err
	}
	return os.Chmod(dir, modus)
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

// mainDatei ist das Programm, das bewerten für eine Abgabe übersetzt.
const mainDatei = "cmd/abgabe/main.go"

// neuesGeheimnis liefert ein zufälliges Geheimnis für das Programm einer Abgabe.
func neuesGeheimnis() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// kuerzeText kürzt einen Text aus der Abgabe (etwa Meldungen des Compilers) auf höchstens
// zeilen Zeilen und bytes Bytes.
func kuerzeText(text string, zeilen, bytes int) string {
	teile := strings.SplitAfter(text, "\n")
	gekuerzt := len(teile) > zeilen
	if gekuerzt {
		text = strings.Join(teile[:zeilen], "")
	}
	if len(text) > bytes {
		text = strings.ToValidUTF8(text[:bytes], "")
		gekuerzt = true
	}
	if gekuerzt {
		text = strings.TrimRight(text, "\n") + "\n… (gekürzt)"
	}
	return text
}
