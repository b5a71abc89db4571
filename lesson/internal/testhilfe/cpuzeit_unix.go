//go:build unix

package testhilfe

import "syscall"

// CPUZeit liefert die bisher verbrauchte CPU-Zeit des ganzen Prozesses (Benutzer und
// System, alle Threads) in Nanosekunden. Die Benchmarks melden sie zusätzlich zur
// Wanduhrzeit, weil sich auf einem ausgelasteten Rechner nur die CPU-Zeit mit der
// CPU-Zeit des Python-Skripts (time.process_time) vergleichen lässt.
func CPUZeit() (int64, bool) {
	var r syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &r); err != nil {
		return 0, false
	}
	return r.Utime.Nano() + r.Stime.Nano(), true
}
