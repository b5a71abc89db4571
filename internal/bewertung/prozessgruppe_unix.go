//go:build unix

package bewertung

import (
	"os/exec"
	"syscall"
)

// EigeneProzessgruppe startet cmd in einer eigenen Prozessgruppe, damit beendeGruppe auch
// die Prozesse beendet, die der geprüfte Code selbst gestartet hat.
func EigeneProzessgruppe(cmd *exec.Cmd) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Setpgid = true
}

// beendeGruppe beendet den Prozess von cmd und seine Prozessgruppe.
func beendeGruppe(cmd *exec.Cmd) {
	syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	cmd.Process.Kill()
}

// BeendeGruppe beendet den Prozess von cmd und seine Prozessgruppe (für exec.Cmd.Cancel).
func BeendeGruppe(cmd *exec.Cmd) error {
	beendeGruppe(cmd)
	return nil
}
