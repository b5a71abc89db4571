//go:build !unix

package lesson

// cpuZeit ist auf diesem Betriebssystem nicht verfügbar; die Benchmarks melden dann nur
// die Wanduhrzeit.
func cpuZeit() (int64, bool) { return 0, false }
