//go:build !unix

package testhilfe

// CPUZeit ist auf diesem Betriebssystem nicht verfügbar; die Benchmarks melden dann nur
// die Wanduhrzeit.
func CPUZeit() (int64, bool) { return 0, false }
