//go:build !linux || !(amd64 || arm64)

package siegel

import "errors"

// Versiegeln gibt es nur unter Linux (amd64, arm64).
func Versiegeln() error { return errors.New("Seccomp gibt es nur unter Linux (amd64, arm64)") }
