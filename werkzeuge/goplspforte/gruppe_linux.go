package main

import "syscall"

// eigeneGruppe: gopls in einer eigenen Prozessgruppe (die Pforte beendet sie als Ganzes),
// und SIGKILL, sobald der Thread der Pforte endet, der es gestartet hat – auch wenn die
// Pforte selbst mit SIGKILL endet und nicht mehr aufräumen kann.
func eigeneGruppe() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
