//go:build linux

package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
)

// ersteKennung ist die Benutzerkennung der ersten Abgabe; jede Abgabe bekommt eine eigene.
const ersteKennung = 61000

// abschotten lässt die Abgabe als root unter einer eigenen Benutzerkennung laufen, der nur
// ihr Arbeitsordner dir gehört: Sie kann weder andere Abgaben noch die Ausgabe noch die
// abgegebenen Dateien verändern. Ohne root-Rechte läuft sie unter der eigenen Kennung.
func abschotten(cmd *exec.Cmd, dir string, index int) error {
	if os.Geteuid() != 0 {
		return nil
	}
	kennung := ersteKennung + index
	err := filepath.WalkDir(dir, func(pfad string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(pfad, kennung, kennung)
	})
	if err != nil {
		return err
	}
	if err := os.Chmod(dir, 0o700); err != nil {
		return err
	}
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Credential = &syscall.Credential{Uid: uint32(kennung), Gid: uint32(kennung)}
	return nil
}
