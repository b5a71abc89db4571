package main

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/kisuche/kisuche/internal/bewertung"
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
func bewerteAbgabe(ctx context.Context, k konfiguration, s *abschottung, goBefehl, dir string, index int, a abgabe) (e ergebnis) {
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
	hinweise := ergaenzen(a.dateien)
	vorspann := ""
	if len(hinweise) > 0 {
		vorspann = "Hinweise:\n- " + strings.Join(hinweise, "\n- ") + "\n\n"
	}
	defer func() { e.rueckmeldung = vorspann + e.rueckmeldung }()
	if err := modulAnlegen(dir, a); err != nil {
		return nichtBewertet("Fehler beim Bewerten", "Das Modul für die Abgabe ließ sich nicht anlegen: "+err.Error(), "")
	}

	// Übersetzen: Dabei läuft kein Code der Abgabe (cgo ist aus, kein go generate, und die
	// erlaubten Pakete lassen weder //go:linkname noch //go:embed zu).
	programm := filepath.Join(dir, "abgabe")
	bauCtx, abbrechen := context.WithTimeout(ctx, 5*time.Minute)
	defer abbrechen()
	bau := exec.CommandContext(bauCtx, goBefehl, "build", "-o", programm, "./cmd/abgabe")
	bau.Dir = dir
	bau.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOPROXY=off", "CGO_ENABLED=0", "GOTOOLCHAIN=local")
	if ausgabe, err := bau.CombinedOutput(); err != nil {
		text := strings.ReplaceAll(string(ausgabe), dir+string(filepath.Separator), "")
		return nichtBewertet("kompiliert nicht", "Die Abgabe kompiliert nicht – keine Aufgabe kann bewertet werden.", strings.TrimSpace(text))
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
	e.bericht = bewertung.Bewerte(s.befehl(programm, lauf, index), k.zeitlimit, k.speicherMiB)
	e.status = "bewertet"
	e.rueckmeldung = e.bericht.Text()
	return e
}

// modulAnlegen schreibt go.mod, das Paket dienst, cmd/abgabe und die Dateien der Abgabe
// nach dir.
func modulAnlegen(dir string, a abgabe) error {
	dateien := map[string][]byte{
		"go.mod":             []byte(goMod),
		"cmd/abgabe/main.go": []byte(abgabeMain),
	}
	for name, daten := range bewertung.DienstQuellen() {
		dateien["internal/bewertung/dienst/"+name] = daten
	}
	for name, daten := range a.dateien {
		dateien["exercises/"+name] = daten
	}
	// Nur der Prüfer liest die Quelltexte; der Prozess der Abgabe darf dir nur durchqueren
	// (zu seinem Programm und seinem Arbeitsordner).
	if err := os.MkdirAll(dir, 0o711); err != nil {
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
	return os.Chmod(dir, 0o711)
}
