//go:build !unix

package pruefungen

import "os/exec"

// eigeneProzessgruppe tut außerhalb von Unix nichts: Ein Abbruch beendet nur cmd selbst.
func eigeneProzessgruppe(cmd *exec.Cmd) {}
