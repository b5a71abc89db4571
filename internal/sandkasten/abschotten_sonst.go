//go:build !linux

package sandkasten

import (
	"os"
	"os/exec"
	"time"
)

// neueAbschottung: Außerhalb von Linux laufen die Abgaben nur mit eigener Prozessgruppe
// und eigenem Arbeitsordner – nur mit -schwach.
func neueAbschottung(speicherMiB int, zeit time.Duration, art string) (*abschottung, error) {
	selbst, err := os.Executable()
	if err != nil {
		return nil, err
	}
	return &abschottung{art: "EINGESCHRÄNKT – außerhalb von Linux: nur Prozessgruppe und eigener Arbeitsordner",
		schwach:   "außerhalb von Linux gibt es kein bwrap",
		ungerecht: "außerhalb von Linux keine eigene Sitzung pro Abgabe", selbst: selbst, speicherMiB: speicherMiB, zeit: zeit}, nil
}

func (s *abschottung) vorbereiten(lauf string, index int) error { return nil }

func (s *abschottung) befehl(programm, lauf string, index int) func() *exec.Cmd {
	return func() *exec.Cmd {
		cmd := exec.Command(programm)
		cmd.Dir = lauf + "/home"
		cmd.Env = s.umgebung(lauf+"/home", lauf+"/tmp")
		return cmd
	}
}

func mitElternBeenden(cmd *exec.Cmd) {}

func helfer(args []string) error {
	if len(args) < 6 {
		return os.ErrInvalid
	}
	cmd := exec.Command(args[5], args[6:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	return cmd.Run()
}
