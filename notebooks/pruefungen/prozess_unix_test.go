//go:build unix

package pruefungen

import (
	"os/exec"
	"syscall"
)

// eigeneProzessgruppe startet cmd in einer eigenen Prozessgruppe und lässt einen Abbruch
// (Zeitlimit) die ganze Gruppe beenden – auch den Kernel, den nbconvert gestartet hat.
func eigeneProzessgruppe(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}
