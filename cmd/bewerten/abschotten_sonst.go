//go:build !linux

package main

import "os/exec"

// neueAbschottung: Außerhalb von Linux laufen die Abgaben nur mit eigener Prozessgruppe
// und eigenem Arbeitsordner; es schützt vor allem die Liste erlaubter Pakete.
func neueAbschottung(speicherMiB int, art string) (*abschottung, error) {
	return &abschottung{art: "EINGESCHRÄNKT – außerhalb von Linux: nur Prozessgruppe und eigener Arbeitsordner", speicherMiB: speicherMiB}, nil
}

func (s *abschottung) vorbereiten(lauf string, index int) error { return nil }

func (s *abschottung) starte(programm, lauf string, index int) *exec.Cmd {
	return exec.Command(programm)
}
