//go:build !unix

package bewertung

import "os/exec"

// EigeneProzessgruppe: Ohne Unix-Prozessgruppen beendet der Abbruch nur den Prozess selbst.
func EigeneProzessgruppe(cmd *exec.Cmd) {}

// beendeGruppe beendet den Prozess von cmd.
func beendeGruppe(cmd *exec.Cmd) { cmd.Process.Kill() }

// BeendeGruppe beendet den Prozess von cmd und seine Prozessgruppe (für exec.Cmd.Cancel).
func BeendeGruppe(cmd *exec.Cmd) error {
	beendeGruppe(cmd)
	return nil
}
