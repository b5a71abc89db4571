//go:build !unix

package bewertung

import "os/exec"

// EigeneProzessgruppe: Ohne Unix-Prozessgruppen beendet der Abbruch nur den Prozess selbst.
func EigeneProzessgruppe(cmd *exec.Cmd) {}

// beendeGruppe beendet den Prozess von cmd.
func beendeGruppe(cmd *exec.Cmd) { cmd.Process.Kill() }
