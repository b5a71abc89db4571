package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/kisuche/kisuche/internal/bewertung"
	"github.com/kisuche/kisuche/internal/bewertung/dienst"
)

// goMod ist die go.mod des Moduls, in dem eine Abgabe übersetzt wird: derselbe Modulpfad
// wie das Projekt (damit cmd/abgabe das interne Paket dienst importieren darf), aber ohne
// Abhängigkeiten.
const goMod = "module github.com/kisuche/kisuche\n\ngo 1.26\n"

// abgabeMain ist das Programm, das im Prozess der Abgabe die Aufrufe des Prüfprogramms
// beantwortet. Es enthält weder Prüfungen noch Orakel.
const abgabeMain = `package main

import (
	"github.com/kisuche/kisuche/exercises"
	"github.com/kisuche/kisuche/internal/bewertung/dienst"
)

func main() {
	dienst.Geheimnis = "GEHEIMNIS"
	dienst.Bedienen(dienst.Kandidat[exercises.Position]{
		GetMoves:           exercises.GetMoves,
		IsGoal:             exercises.IsGoal,
		BFS:                exercises.BFS,
		NumWrongHeuristic:  exercises.NumWrongHeuristic,
		AStar:              exercises.AStar,
		ManhattanHeuristic: exercises.ManhattanHeuristic,
	})
}
`

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
func bewerteAbgabe(ctx context.Context, k konfiguration, s *abschottung, b *bau, dir string, index int, a abgabe) (e ergebnis) {
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
	if meldungen := bewertung.PruefeImporte(a.dateien); len(meldungen) > 0 && !k.alleImporte {
		return nichtBewertet("nicht zugelassen", "Die Abgabe importiert Pakete, die in der Übung nicht erlaubt sind – sie wird nicht ausgeführt.",
			strings.Join(meldungen, "\n")+"\n"+bewertung.ErlaubtePaketeText())
	}
	hinweise := a.hinweiseMit(ergaenzen(a.dateien))
	vorspann := ""
	if len(hinweise) > 0 {
		vorspann = "Hinweise:\n- " + strings.Join(hinweise, "\n- ") + "\n\n"
	}
	defer func() { e.rueckmeldung = vorspann + e.rueckmeldung }()
	geheimnis := neuesGeheimnis()
	if err := modulAnlegen(dir, a, geheimnis, s.bwrap != ""); err != nil {
		return nichtBewertet("Fehler beim Bewerten", "Das Modul für die Abgabe ließ sich nicht anlegen: "+err.Error(), "")
	}

	// Übersetzen (bauen.go): Dabei läuft kein Code der Abgabe (cgo ist aus, kein go
	// generate, und die erlaubten Pakete lassen weder //go:linkname noch //go:embed zu).
	programm := filepath.Join(dir, "abgabe")
	bauCtx, abbrechen := context.WithTimeout(ctx, bauZeit)
	defer abbrechen()
	bau := b.befehl(bauCtx, s, dir)
	var ausgabe bewertung.RingPuffer
	ausgabe.Max = 64 << 10
	bau.Stdout, bau.Stderr = &ausgabe, &ausgabe
	if err := bau.Run(); err != nil {
		text := strings.NewReplacer(dir+string(filepath.Separator), "", "/abgabe/", "").Replace(ausgabe.String())
		switch {
		case bauCtx.Err() != nil && ctx.Err() == nil:
			return nichtBewertet("kompiliert nicht", fmt.Sprintf("Das Übersetzen der Abgabe dauerte länger als %v und wurde abgebrochen – keine Aufgabe kann bewertet werden.", bauZeit), "")
		case strings.Contains(text, "out of memory") || strings.Contains(text, "cannot allocate memory") || strings.Contains(text, "signal: killed"):
			return nichtBewertet("kompiliert nicht", fmt.Sprintf("Das Übersetzen der Abgabe brauchte mehr als %d MiB Speicher und wurde abgebrochen – keine Aufgabe kann bewertet werden.", bauSpeicherMiB), "")
		}
		return nichtBewertet("kompiliert nicht", "Die Abgabe kompiliert nicht – keine Aufgabe kann bewertet werden.", kuerzeText(dienst.Lesbar(strings.TrimSpace(text)), 40, 4<<10))
	}

	if s.bwrap != "" {
		// Das Programm sieht nur der Prüfer; bwrap bekommt eine Kopie über einen
		// Deskriptor.
		if err := os.Chmod(programm, 0o700); err != nil {
			return nichtBewertet("Fehler beim Bewerten", err.Error(), "")
		}
		e.bericht = bewertung.Bewerte(s.befehl(programm, "", index), k.zeitlimit, k.speicherMiB, geheimnis)
		e.status = "bewertet"
		e.rueckmeldung = e.bericht.Text()
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
	e.bericht = bewertung.Bewerte(s.befehl(programm, lauf, index), k.zeitlimit, k.speicherMiB, geheimnis)
	e.status = "bewertet"
	e.rueckmeldung = e.bericht.Text()
	return e
}

// modulAnlegen schreibt go.mod, das Paket dienst, cmd/abgabe (mit dem Geheimnis dieser
// Abgabe) und die Dateien der Abgabe nach dir. privat (mit bwrap): nur der Prüfer darf dir
// betreten.
func modulAnlegen(dir string, a abgabe, geheimnis string, privat bool) error {
	dateien := map[string][]byte{
		"go.mod":             []byte(goMod),
		"cmd/abgabe/main.go": []byte(strings.Replace(abgabeMain, "GEHEIMNIS", geheimnis, 1)),
	}
	for name, daten := range bewertung.DienstQuellen() {
		dateien["internal/bewertung/dienst/"+name] = daten
	}
	for name, daten := range a.dateien {
		dateien["exercises/"+name] = daten
	}
	dateien["exercises/"+siegelDatei] = []byte(siegelImport) // nach der Abgabe: ersetzt eine gleichnamige
	// Nur der Prüfer liest die Quelltexte; ohne bwrap darf der Prozess der Abgabe dir
	// durchqueren (zu seinem Programm und seinem Arbeitsordner).
	modus := os.FileMode(0o711)
	if privat {
		modus = 0o700
	}
	if err := os.MkdirAll(dir, modus); err != nil {
		return err
	}
	for name, daten := range dateien {
		ziel := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(ziel), 0o700); err != nil {
			return err
		}
		if err := os.WriteFile(ziel, daten, 0o600); err != nil {
			return err
		}
	}
	return os.Chmod(dir, modus)
}

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
