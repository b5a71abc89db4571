//go:build linux

package sandkasten

import (
	"encoding/binary"
	"fmt"
	"runtime"
	"slices"
	"syscall"

	"github.com/elastic/go-seccomp-bpf/arch"
	"golang.org/x/net/bpf"
)

// Der Seccomp-Filter für die Prozesse der Abgaben (bwrap --seccomp) ist eine Liste dessen,
// was erlaubt ist (seccomp_liste_linux.go); alles andere endet mit EPERM, damit eine Abgabe
// einen Go-Fehler bekommt statt eines rätselhaften Todes. Nur eine fremde Aufrufkonvention
// (int 0x80 auf amd64, AArch32 auf arm64) beendet den Prozess.
//
// Die Tabellen der Aufrufnummern kommen aus github.com/elastic/go-seccomp-bpf/arch (aus den
// Quellen des Kerns erzeugt), die Befehle aus golang.org/x/net/bpf. Zusammengesetzt wird
// das Programm hier: Policy.Assemble der Bibliothek (v1.6.0) vergleicht, wenn die
// Bedingung eines Aufrufs nicht gilt, die folgenden Aufrufnummern mit dem geladenen
// Argument statt mit der Nummer – clone(SIGCHLD) hätte als pread64 (17) gegolten. Hier endet
// jeder Block mit Bedingungen auf jedem Weg mit einer Rückgabe.

// Rückgaben von seccomp (linux/seccomp.h) und Felder von struct seccomp_data.
const (
	retErlaubt = 0x7fff0000 // SECCOMP_RET_ALLOW
	retFehler  = 0x00050000 // SECCOMP_RET_ERRNO | errno
	retToeten  = 0x80000000 // SECCOMP_RET_KILL_PROCESS

	feldNr   = 0
	feldArch = 4
	feldArgs = 16 // sechs Argumente zu 8 Byte; die unteren 32 Bit zuerst (little endian)
)

// seccompArch liefert die Tabelle der Architektur goarch (nil: kein Filter dafür). Nur
// amd64 und arm64: Nur für sie ist geprüft, welche Argumente die Bedingungen lesen.
func seccompArch(goarch string) *arch.Info {
	switch goarch {
	case "amd64":
		return arch.X86_64
	case "arm64":
		return arch.AARCH64
	}
	return nil
}

// seccompNummern liefert die Nummern der Aufrufe namen auf der Architektur a. Fehlt einer,
// ist das ein Fehler – außer er gehört nach nurAuf zu einer anderen Architektur.
func seccompNummern(a *arch.Info, namen []string) ([]uint32, error) {
	var nummern []uint32
	for _, name := range namen {
		nr, ok := a.SyscallNames[name]
		switch {
		case ok && (nurAuf[name] == "" || nurAuf[name] == a.Name):
			nummern = append(nummern, uint32(nr))
		case nurAuf[name] != "" && nurAuf[name] != a.Name:
		default:
			return nil, fmt.Errorf("Systemaufruf %s gibt es auf %s nicht", name, a.Name)
		}
	}
	return nummern, nil
}

// seccompNamen liefert alle Namen der Gruppen.
func seccompNamen(gruppen []gruppe) []string {
	var namen []string
	for _, g := range gruppen {
		namen = append(namen, g.namen...)
	}
	return namen
}

// verweigertNummern liefert die Nummern der verweigerten Aufrufe, die es auf a gibt.
func verweigertNummern(a *arch.Info) map[string]uint32 {
	nummern := map[string]uint32{}
	for _, name := range seccompNamen(verweigerteAufrufe) {
		if nr, ok := a.SyscallNames[name]; ok {
			nummern[name] = uint32(nr)
		}
	}
	return nummern
}

// seccompProgramm setzt den Filter für die Architektur a zusammen:
//
//	Architektur fremd → Prozess beenden
//	Nummer einer der erlaubten Aufrufe → erlaubt (x32-Aufrufe auf amd64 haben das Bit
//	0x40000000 in der Nummer und gleichen keinem)
//	je Aufruf mit Bedingungen ein Block: Bedingungen erfüllt → erlaubt, sonst EPERM
//	clone3 → ENOSYS
//	sonst → EPERM
func seccompProgramm(a *arch.Info) ([]bpf.Instruction, error) {
	return seccompProgrammAus(a, erlaubteAufrufe)
}

// seccompProgrammAus ist seccompProgramm mit einer anderen Liste der Aufrufe, die ohne
// Bedingung erlaubt sind (für Tests).
func seccompProgrammAus(a *arch.Info, liste []gruppe) ([]bpf.Instruction, error) {
	erlaubt, err := seccompNummern(a, seccompNamen(liste))
	if err != nil {
		return nil, err
	}
	verweigert := verweigertNummern(a)
	for _, nr := range erlaubt {
		for name, v := range verweigert {
			if v == nr {
				return nil, fmt.Errorf("%s ist erlaubt und verweigert", name)
			}
		}
	}
	if len(erlaubt) > 255 {
		return nil, fmt.Errorf("%d erlaubte Aufrufe: zu viele für einen Sprung", len(erlaubt))
	}
	p := []bpf.Instruction{
		bpf.LoadAbsolute{Off: feldArch, Size: 4},
		bpf.JumpIf{Cond: bpf.JumpEqual, Val: uint32(a.ID), SkipTrue: 1},
		bpf.RetConstant{Val: retToeten},
		bpf.LoadAbsolute{Off: feldNr, Size: 4},
	}
	// Jeder Vergleich springt bei Gleichheit auf „erlaubt“ hinter dem letzten.
	for i, nr := range erlaubt {
		p = append(p, bpf.JumpIf{Cond: bpf.JumpEqual, Val: nr, SkipTrue: uint8(len(erlaubt) - i)})
	}
	p = append(p, bpf.Jump{Skip: 1}, bpf.RetConstant{Val: retErlaubt})
	for _, r := range bedingteAufrufe {
		nr, err := seccompNummern(a, []string{r.name})
		if err != nil {
			return nil, err
		}
		if _, ok := verweigert[r.name]; ok {
			return nil, fmt.Errorf("%s ist bedingt erlaubt und verweigert", r.name)
		}
		block, err := regelBlock(nr[0], r.bedingungen)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", r.name, err)
		}
		p = append(p, block...)
	}
	fehlend, err := seccompNummern(a, fehlendeAufrufe)
	if err != nil {
		return nil, err
	}
	for _, nr := range fehlend {
		p = append(p, bpf.JumpIf{Cond: bpf.JumpEqual, Val: nr, SkipFalse: 1}, fehler(syscall.ENOSYS))
	}
	return append(p, fehler(syscall.EPERM)), nil
}

// regelBlock liefert den Block eines Aufrufs nr mit Bedingungen: Ist es ein anderer Aufruf,
// springt der Block über sich hinweg (der Akkumulator hält dann noch die Nummer); sonst
// endet er auf jedem Weg mit einer Rückgabe.
func regelBlock(nr uint32, bedingungen []bedingung) ([]bpf.Instruction, error) {
	var rumpf []bpf.Instruction
	for _, b := range bedingungen {
		if b.arg < 0 || b.arg > 5 {
			return nil, fmt.Errorf("Argument %d gibt es nicht", b.arg)
		}
		rumpf = append(rumpf, bpf.LoadAbsolute{Off: uint32(feldArgs + 8*b.arg), Size: 4})
		if len(b.werte) > 0 {
			// Gleich einem Wert: über die übrigen Vergleiche und das Verbot springen.
			for i, w := range b.werte {
				rumpf = append(rumpf, bpf.JumpIf{Cond: bpf.JumpEqual, Val: w, SkipTrue: uint8(len(b.werte) - i)})
			}
			rumpf = append(rumpf, fehler(syscall.EPERM))
		}
		if b.gesetzt != 0 {
			if b.gesetzt&(b.gesetzt-1) != 0 { // JSET prüft „irgendein Bit“
				return nil, fmt.Errorf("gesetzt %#x: nur ein Bit", b.gesetzt)
			}
			rumpf = append(rumpf, bpf.JumpIf{Cond: bpf.JumpBitsSet, Val: b.gesetzt, SkipTrue: 1}, fehler(syscall.EPERM))
		}
		if b.frei != 0 {
			rumpf = append(rumpf, bpf.JumpIf{Cond: bpf.JumpBitsSet, Val: b.frei, SkipFalse: 1}, fehler(syscall.EPERM))
		}
	}
	rumpf = append(rumpf, bpf.RetConstant{Val: retErlaubt})
	if len(rumpf) > 255 {
		return nil, fmt.Errorf("Block mit %d Befehlen: zu lang für einen Sprung", len(rumpf))
	}
	return append([]bpf.Instruction{bpf.JumpIf{Cond: bpf.JumpEqual, Val: nr, SkipFalse: uint8(len(rumpf))}}, rumpf...), nil
}

// fehler ist die Rückgabe „Aufruf scheitert mit errno e“.
func fehler(e syscall.Errno) bpf.Instruction {
	return bpf.RetConstant{Val: retFehler | uint32(e)}
}

// seccompBytes liefert den Filter für diese Architektur in der Form, die bwrap --seccomp
// liest (struct sock_filter hintereinander, in der Byte-Reihenfolge des Rechners: amd64
// und arm64 sind little endian); nil, wenn es für die Architektur keinen gibt.
func seccompBytes() []byte {
	a := seccompArch(runtime.GOARCH)
	if a == nil {
		return nil
	}
	b, err := seccompRoh(a)
	if err != nil {
		panic("Seccomp-Filter: " + err.Error()) // die Listen sind fest: ein Fehler im Programm
	}
	return b
}

// seccompRoh liefert den Filter für a als Bytes wie seccompBytes.
func seccompRoh(a *arch.Info) ([]byte, error) {
	p, err := seccompProgramm(a)
	if err != nil {
		return nil, err
	}
	roh, err := bpf.Assemble(p)
	if err != nil {
		return nil, err
	}
	var b []byte
	for _, r := range roh {
		b = binary.LittleEndian.AppendUint16(b, r.Op)
		b = append(b, r.Jt, r.Jf)
		b = binary.LittleEndian.AppendUint32(b, r.K)
	}
	return b, nil
}

// seccompErlaubtNummern liefert die Nummern, die der Filter auf a ohne Bedingung erlaubt,
// mit Bedingung erlaubt und mit ENOSYS ablehnt (für Tests und die Angriffe).
func seccompErlaubtNummern(a *arch.Info) (ohne, bedingt, fehlend []uint32, err error) {
	if ohne, err = seccompNummern(a, seccompNamen(erlaubteAufrufe)); err != nil {
		return
	}
	for _, r := range bedingteAufrufe {
		var nr []uint32
		if nr, err = seccompNummern(a, []string{r.name}); err != nil {
			return
		}
		bedingt = append(bedingt, nr...)
	}
	fehlend, err = seccompNummern(a, fehlendeAufrufe)
	slices.Sort(ohne)
	return
}
