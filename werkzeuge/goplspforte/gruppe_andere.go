//go:build !linux

package main

import "syscall"

// eigeneGruppe: gopls in einer eigenen Prozessgruppe, die die Pforte als Ganzes beendet.
// (Ohne Linux gibt es kein Pdeathsig: Endet die Pforte mit SIGKILL, bleibt gopls.)
func eigeneGruppe() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}
