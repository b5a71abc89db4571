//go:build linux

package main

import (
	"encoding/binary"
	"syscall"
)

// Seccomp-Filter für die Prozesse der Abgaben (bwrap --seccomp): Er verbietet, was eine
// Suche nie braucht und was aus der Abschottung hinausführen könnte – Dateisysteme ein- und
// aushängen, fremde Prozesse lesen (ptrace, process_vm_*), neue Namensräume, den
// Schlüsselbund des Kerns, BPF, Kernmodule, Neustart, neue Prozesse (nur Threads sind
// erlaubt), execveat, Speicher außerhalb des Adressraums (System-V-IPC, POSIX-Nachrichten),
// Griffe auf andere Prozesse (pidfd_*, kcmp) und das Ändern des Todessignals. execve verbietet das Programm der Abgabe sich selbst, sobald der
// Dienst startet (dienst/siegel_linux.go); bwrap braucht es, um das Programm zu starten.
//
// Der Filter ist von Hand assembliert (klassisches BPF, wie es seccomp erwartet): wenige
// Befehle, ohne cgo und ohne weitere Module.

// BPF-Befehle (linux/filter.h) und Rückgaben von seccomp (linux/seccomp.h).
const (
	bpfLdAbs  = 0x20 // BPF_LD | BPF_W | BPF_ABS
	bpfJeq    = 0x15 // BPF_JMP | BPF_JEQ | BPF_K
	bpfJge    = 0x35 // BPF_JMP | BPF_JGE | BPF_K
	bpfJset   = 0x45 // BPF_JMP | BPF_JSET | BPF_K
	bpfRet    = 0x06 // BPF_RET | BPF_K
	retErlaub = 0x7fff0000
	retFehler = 0x00050000 // SECCOMP_RET_ERRNO | errno
	retToeten = 0x80000000 // SECCOMP_RET_KILL_PROCESS

	// Felder von struct seccomp_data.
	feldNr   = 0
	feldArch = 4
	feldArg0 = 16 // untere 32 Bit des ersten Arguments (little endian)

	cloneThread    = 0x00010000
	prSetPdeathsig = 1
)

// seccompProgramm liefert das BPF-Programm des Filters für diese Architektur (nil, wenn es
// für sie keine Tabelle gibt).
func seccompProgramm() []syscall.SockFilter {
	if seccompArch == 0 {
		return nil
	}
	befehl := func(code uint16, jt, jf uint8, k uint32) syscall.SockFilter {
		return syscall.SockFilter{Code: code, Jt: jt, Jf: jf, K: k}
	}
	p := []syscall.SockFilter{
		befehl(bpfLdAbs, 0, 0, feldArch),
		befehl(bpfJeq, 1, 0, seccompArch),
		befehl(bpfRet, 0, 0, retToeten), // fremde Aufrufkonvention (etwa int 0x80 auf amd64)
		befehl(bpfLdAbs, 0, 0, feldNr),
	}
	if seccompNrGrenze != 0 { // amd64: x32-Aufrufe
		p = append(p, befehl(bpfJge, 0, 1, seccompNrGrenze), befehl(bpfRet, 0, 0, retFehler|uint32(syscall.EPERM)))
	}
	for _, nr := range verboteneAufrufe {
		p = append(p, befehl(bpfJeq, 0, 1, nr), befehl(bpfRet, 0, 0, retFehler|uint32(syscall.EPERM)))
	}
	// prctl(PR_SET_PDEATHSIG) nicht: bwrap setzt das Signal, mit dem das Programm (PID 1 im
	// Sandkasten) stirbt, wenn bwrap draußen endet; ohne es überlebte eine Abgabe den Prüfer.
	p = append(p,
		befehl(bpfJeq, 0, 4, nrPrctl),
		befehl(bpfLdAbs, 0, 0, feldArg0),
		befehl(bpfJeq, 0, 1, prSetPdeathsig),
		befehl(bpfRet, 0, 0, retFehler|uint32(syscall.EPERM)),
		befehl(bpfRet, 0, 0, retErlaub),
	)
	// clone3 kann seccomp nicht prüfen (die Flags stehen im Speicher): ENOSYS, dann nimmt
	// die Go-Laufzeit clone.
	p = append(p, befehl(bpfJeq, 0, 1, nrClone3), befehl(bpfRet, 0, 0, retFehler|uint32(syscall.ENOSYS)))
	// clone nur für Threads (CLONE_THREAD), nicht für neue Prozesse.
	p = append(p,
		befehl(bpfJeq, 0, 4, nrClone),
		befehl(bpfLdAbs, 0, 0, feldArg0),
		befehl(bpfJset, 0, 1, cloneThread),
		befehl(bpfRet, 0, 0, retErlaub),
		befehl(bpfRet, 0, 0, retFehler|uint32(syscall.EPERM)),
	)
	return append(p, befehl(bpfRet, 0, 0, retErlaub))
}

// seccompBytes liefert das Programm in der Form, die bwrap --seccomp liest.
func seccompBytes() []byte {
	var b []byte
	for _, f := range seccompProgramm() {
		b = binary.LittleEndian.AppendUint16(b, f.Code)
		b = append(b, f.Jt, f.Jf)
		b = binary.LittleEndian.AppendUint32(b, f.K)
	}
	return b
}
