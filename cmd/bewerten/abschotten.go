package main

import (
	"fmt"
	"os/exec"
)

// abschottung startet den Prozess einer Abgabe so abgeschottet, wie der Rechner es
// erlaubt (abschottung_linux.go: Namensräume, eigene Benutzerkennung, Nur-Lese-Dateisystem,
// Limits; sonst nur eigene Prozessgruppe und Arbeitsordner).
type abschottung struct {
	art          string // Beschreibung für die Ausgabe und die README
	selbst       string // dieses Programm, das als Helfer die Abschottung einrichtet
	namensraeume bool   // Mount-, PID-, Netz-, IPC- und UTS-Namensraum
	benutzerNS   bool   // zusätzlich ein Benutzer-Namensraum (ohne root)
	ersteKennung int    // als root: Benutzerkennung der ersten Abgabe, sonst 0
	speicherMiB  int
	verstecke    []string // Ordner, die der Prozess nicht sehen soll (Checkout, Abgaben, Ausgabe)
}

// befehl liefert die Funktion, die für jede Aufgabe den Prozess der Abgabe programm mit
// Arbeitsordner lauf (darin home/ und tmp/) vorbereitet.
func (s *abschottung) befehl(programm, lauf string, index int) func() *exec.Cmd {
	return func() *exec.Cmd {
		cmd := s.starte(programm, lauf, index)
		cmd.Dir = lauf + "/home"
		cmd.Env = []string{
			"PATH=/usr/bin:/bin",
			"HOME=" + lauf + "/home",
			"TMPDIR=" + lauf + "/tmp",
			"LANG=C.UTF-8",
			fmt.Sprintf("GOMEMLIMIT=%dMiB", s.speicherMiB),
			"GOMAXPROCS=2",
		}
		return cmd
	}
}
