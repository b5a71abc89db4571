//go:build linux && (amd64 || arm64)

package siegel

import (
	"syscall"
	"unsafe"
)

// Versiegeln schließt die Verbindung zum Prüfprogramm bei execve (close-on-exec) und
// verbietet mit einem Seccomp-Filter diesem Prozess und allen seinen Threads execve und
// execveat: Ab dem Start des Dienstes kann der Prozess kein anderes Programm mehr werden.
// Weitere Filter verbietet er auch: Einer der Abgabe könnte mit SECCOMP_RET_LOG jeden
// Aufruf ins Protokoll des Kerns (Audit) schreiben lassen.
func Versiegeln() error {
	syscall.CloseOnExec(FdAuftraege)
	syscall.CloseOnExec(FdAntworten)
	if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, 38 /* PR_SET_NO_NEW_PRIVS */, 1, 0); e != 0 {
		return e
	}
	befehl := func(code uint16, jt, jf uint8, k uint32) syscall.SockFilter {
		return syscall.SockFilter{Code: code, Jt: jt, Jf: jf, K: k}
	}
	prog := []syscall.SockFilter{
		befehl(0x20, 0, 0, 4), // Architektur laden
		befehl(0x15, 1, 0, siegelArch),
		befehl(0x06, 0, 0, 0x80000000), // fremde Aufrufkonvention: Prozess beenden
		befehl(0x20, 0, 0, 0),          // Aufrufnummer laden
		befehl(0x15, 3, 0, nrExecve),
		befehl(0x15, 2, 0, nrExecveat),
		befehl(0x15, 1, 0, nrSeccomp),
		befehl(0x06, 0, 0, 0x7fff0000),                       // erlaubt
		befehl(0x06, 0, 0, 0x00050000|uint32(syscall.EPERM)), // verboten
	}
	fprog := syscall.SockFprog{Len: uint16(len(prog)), Filter: &prog[0]}
	// seccomp(SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &fprog)
	if r, _, e := syscall.RawSyscall(nrSeccomp, 1, 1, uintptr(unsafe.Pointer(&fprog))); e != 0 || r != 0 {
		if e == 0 {
			e = syscall.EBUSY
		}
		return e
	}
	return nil
}
