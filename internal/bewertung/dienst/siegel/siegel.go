// Package siegel versiegelt den Prozess einer Abgabe, bevor ihr Code läuft: Die Verbindung
// zum Prüfprogramm wird close-on-exec, und ein Seccomp-Filter verbietet execve, execveat und
// weitere Filter (Versiegeln).
//
// cmd/bewerten legt in das Paket der Abgabe eine Datei, die dieses Paket importiert. Go
// initialisiert die Pakete, die ein Paket importiert, vor dessen eigenen Variablen und
// init-Funktionen; mit gesetztem Env versiegelt init den Prozess also, bevor irgendeine
// Zeile der Abgabe läuft.
package siegel

import "os"

// Env ist gesetzt, wenn der Prozess versiegelt sein muss, bevor Code der Abgabe läuft
// (internal/sandkasten). Gelingt es nicht, endet der Prozess.
const Env = "KISUCHE_BEWERTUNG_SIEGEL"

// Dateideskriptoren der Verbindung zum Prüfprogramm (Aufträge, Antworten); Versiegeln
// schließt sie bei execve.
const (
	FdAuftraege = 3
	FdAntworten = 4
)

func init() {
	if os.Getenv(Env) == "" {
		return
	}
	if err := Versiegeln(); err != nil {
		os.Stderr.WriteString("bewertung: versiegeln: " + err.Error() + "\n")
		os.Exit(2)
	}
}
