//go:build !linux || !(amd64 || arm64)

package dienst

import "errors"

// versiegeln gibt es nur unter Linux (amd64, arm64).
func versiegeln() error { return errors.New("Seccomp gibt es nur unter Linux (amd64, arm64)") }
