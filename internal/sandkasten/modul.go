package sandkasten

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"os"
	"os/exec"
	"strings"

	"github.com/kisuche/kisuche/internal/aufnahme"
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

// modulAnlegen schreibt das Modul der Abgabe a nach dir (paketDateien) und cmd/abgabe mit dem
// Geheimnis dieser Abgabe, jede Aufgabe aus ihrem eigenen Paket. privat (mit bwrap): nur
// der Prüfer darf dir betreten.
func modulAnlegen(dir string, a aufnahme.Abgabe, geheimnis string, privat bool) error {
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
