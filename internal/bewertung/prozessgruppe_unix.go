//go:build unix

package bewertung

import (
	"os/exec"
	"syscall"
)

// EigeneProzessgruppe startet cmd in einer eigenen Prozessgruppe und beendet beim Abbruch
// die ganze Gruppe – auch Prozesse, die der geprüfte Code selbst gestartet hat.
func EigeneProzessgruppe(cmd *exec.Cmd) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Setpgid = true
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}
