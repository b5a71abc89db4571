//go:build linux

package sandkasten

import (
	"encoding/binary"
	"slices"
	"syscall"
	"testing"

	"github.com/elastic/go-seccomp-bpf/arch"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/bpf"
)

// filterVM liefert den Filter für a – die Bytes, die bwrap bekäme – in der virtuellen
// Maschine von golang.org/x/net/bpf.
func filterVM(t *testing.T, a *arch.Info) *bpf.VM {
	t.Helper()
	b, err := seccompRoh(a)
	require.NoError(t, err)
	require.Zero(t, len(b)%8)
	require.LessOrEqual(t, len(b)/8, 4096, "mehr Befehle, als seccomp annimmt")
	var roh []bpf.RawInstruction
	for i := 0; i < len(b); i += 8 {
		roh = append(roh, bpf.RawInstruction{Op: binary.LittleEndian.Uint16(b[i:]), Jt: b[i+2], Jf: b[i+3], K: binary.LittleEndian.Uint32(b[i+4:])})
	}
	befehle, alle := bpf.Disassemble(roh)
	require.True(t, alle, "Befehle, die die Maschine nicht kennt")
	vm, err := bpf.NewVM(befehle)
	require.NoError(t, err)
	return vm
}

// urteil wertet den Filter für einen Aufruf aus. seccomp lädt die Felder von struct
// seccomp_data in der Byte-Reihenfolge des Rechners, die Maschine von x/net/bpf (für
// Netzpakete) in Netz-Reihenfolge: Jedes 32-Bit-Feld steht deshalb big endian in den Daten,
// an der Stelle, an der es der Kern auf amd64 und arm64 (little endian) findet – beim
// Argument die unteren 32 Bit zuerst.
func urteil(t *testing.T, vm *bpf.VM, archID uint32, nr uint32, args ...uint64) uint32 {
	t.Helper()
	daten := make([]byte, 64)
	binary.BigEndian.PutUint32(daten[feldNr:], nr)
	binary.BigEndian.PutUint32(daten[feldArch:], archID)
	for i, a := range args {
		binary.BigEndian.PutUint32(daten[feldArgs+8*i:], uint32(a))
		binary.BigEndian.PutUint32(daten[feldArgs+8*i+4:], uint32(a>>32))
	}
	r, err := vm.Run(daten)
	require.NoError(t, err)
	return uint32(r)
}

// Erwartete Rückgaben des Filters.
const (
	sollErlaubt = retErlaubt
	sollEPERM   = retFehler | uint32(syscall.EPERM)
	sollENOSYS  = retFehler | uint32(syscall.ENOSYS)
)

// x32Bit steht in der Nummer jedes x32-Aufrufs auf amd64 (__X32_SYSCALL_BIT).
const x32Bit = 0x40000000

// seccompArchitekturen sind die Architekturen mit Filter; die Tests prüfen beide auf jedem
// Rechner.
var seccompArchitekturen = []*arch.Info{arch.X86_64, arch.AARCH64}

// TestSeccompNurErlaubteAufrufe geht die ganze Tabelle der Systemaufrufe von amd64 und arm64
// durch (dazu jede Nummer bis 1023, x32 und fremde Aufrufkonventionen) und wertet den Filter
// für jeden Aufruf mit Nullen und mit gesetzten Bits als Argumenten aus: Durch kommt genau,
// was die Liste erlaubt.
func TestSeccompNurErlaubteAufrufe(t *testing.T) {
	for _, a := range seccompArchitekturen {
		t.Run(a.Name, func(t *testing.T) {
			vm := filterVM(t, a)
			ohne, bedingt, fehlend, err := seccompErlaubtNummern(a)
			require.NoError(t, err)
			require.NotEmpty(t, ohne)
			nummern := map[uint32]bool{}
			for nr := range a.SyscallNumbers {
				nummern[uint32(nr)] = true
			}
			for nr := uint32(0); nr < 1024; nr++ {
				nummern[nr] = true
			}
			nummern[0xffffffff] = true // -1: kein Aufruf (ptrace hat ihn übersprungen)
			zahl := 0
			for nr := range nummern {
				soll := sollEPERM
				switch {
				case slices.Contains(ohne, nr):
					soll = sollErlaubt
				case slices.Contains(fehlend, nr):
					soll = sollENOSYS
				case slices.Contains(bedingt, nr):
					continue // TestSeccompBedingungen
				}
				for _, args := range [][]uint64{nil, {^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}, {17, 1, 2, 3, 4, 5}} {
					assert.Equal(t, soll, urteil(t, vm, uint32(a.ID), nr, args...), "%s: Aufruf %d (%s) mit %v", a.Name, nr, a.SyscallNumbers[int(nr)], args)
				}
				zahl++
			}
			assert.Greater(t, zahl, 1000)
			if a == arch.X86_64 {
				for nr := range 1024 {
					assert.Equal(t, sollEPERM, urteil(t, vm, uint32(a.ID), x32Bit|uint32(nr)), "x32-Aufruf %d", nr)
				}
				for nr := range arch.X32.SyscallNumbers {
					assert.Equal(t, sollEPERM, urteil(t, vm, uint32(a.ID), uint32(nr|arch.X32.SeccompMask)), "x32-Aufruf %d", nr)
				}
			}
			// Fremde Aufrufkonventionen (int 0x80, AArch32) beenden den Prozess, auch für read.
			for _, fremd := range []*arch.Info{arch.I386, arch.ARM, arch.X86_64, arch.AARCH64} {
				if fremd.ID != a.ID {
					assert.Equal(t, uint32(retToeten), urteil(t, vm, uint32(fremd.ID), 0))
					assert.Equal(t, uint32(retToeten), urteil(t, vm, uint32(fremd.ID), ohne[0]))
				}
			}
		})
	}
}

// TestSeccompVerweigert: Sockets jeder Familie, memfd_secret, memfd_create, inotify_*,
// fanotify_*, pipe und pipe2 und alle anderen der Liste verweigerteAufrufe enden mit EPERM.
func TestSeccompVerweigert(t *testing.T) {
	for _, a := range seccompArchitekturen {
		t.Run(a.Name, func(t *testing.T) {
			vm := filterVM(t, a)
			nr := func(name string) uint32 {
				n, ok := a.SyscallNames[name]
				require.True(t, ok, name)
				return uint32(n)
			}
			for familie := range uint64(46) { // AF_UNSPEC bis AF_MCTP (AF_MAX 46)
				for _, typ := range []uint64{syscall.SOCK_STREAM, syscall.SOCK_DGRAM, syscall.SOCK_RAW, syscall.SOCK_SEQPACKET} {
					assert.Equal(t, sollEPERM, urteil(t, vm, uint32(a.ID), nr("socket"), familie, typ, 0), "socket(%d, %d)", familie, typ)
					assert.Equal(t, sollEPERM, urteil(t, vm, uint32(a.ID), nr("socketpair"), familie, typ, 0), "socketpair(%d, %d)", familie, typ)
				}
			}
			namen := []string{"memfd_secret", "memfd_create", "inotify_init1", "inotify_add_watch", "inotify_rm_watch",
				"fanotify_init", "fanotify_mark", "pipe2", "io_uring_setup", "bpf", "userfaultfd", "keyctl", "add_key",
				"perf_event_open", "ptrace", "process_vm_readv", "pidfd_open", "pidfd_getfd", "unshare", "setns", "mount",
				"fsopen", "shmget", "semget", "msgget", "mq_open", "kcmp", "name_to_handle_at", "execveat"}
			if a == arch.X86_64 {
				namen = append(namen, "inotify_init", "pipe", "fork", "vfork")
			}
			for name := range verweigertNummern(a) { // die es auf a gibt (fork nicht auf arm64)
				namen = append(namen, name)
			}
			for _, name := range namen {
				assert.Equal(t, sollEPERM, urteil(t, vm, uint32(a.ID), nr(name)), name)
				assert.Equal(t, sollEPERM, urteil(t, vm, uint32(a.ID), nr(name), 1, 0x80000, 0), name)
			}
		})
	}
}

// TestSeccompBedingungen: clone nur für Threads, prctl, fcntl und seccomp nur mit den
// Argumenten, die die Laufzeit und das Siegel brauchen; clone3 mit ENOSYS.
func TestSeccompBedingungen(t *testing.T) {
	const (
		goThread    = 0x50f00  // CLONE_VM|FS|FILES|SIGHAND|SYSVSEM|THREAD (runtime/os_linux.go)
		glibcThread = 0x3d0f00 // dazu SETTLS|PARENT_SETTID|CHILD_CLEARTID (pthread_create)
		sigchld     = 17
	)
	faelle := []struct {
		name string
		args []uint64
		soll uint32
	}{
		{"clone", []uint64{goThread}, sollErlaubt},
		{"clone", []uint64{glibcThread}, sollErlaubt},
		{"clone", []uint64{sigchld}, sollEPERM},                                                      // fork; 17 ist auf amd64 pread64 (erlaubt)
		{"clone", []uint64{sigchld | 0x8000}, sollEPERM},                                             // CLONE_PARENT
		{"clone", []uint64{0x4100 | sigchld}, sollEPERM},                                             // CLONE_VM|CLONE_VFORK
		{"clone", []uint64{0}, sollEPERM},                                                            //
		{"clone", []uint64{goThread | 0x10000000}, sollEPERM},                                        // CLONE_NEWUSER
		{"clone", []uint64{goThread | 0x40000000}, sollEPERM},                                        // CLONE_NEWNET
		{"clone", []uint64{goThread | 0x20000}, sollEPERM},                                           // CLONE_NEWNS
		{"clone", []uint64{goThread | 0x02000000 | 0x04000000 | 0x08000000 | 0x20000000}, sollEPERM}, // CGROUP, UTS, IPC, PID
		{"clone3", []uint64{0, 88}, sollENOSYS},
		{"prctl", []uint64{38, 1}, sollErlaubt},                         // PR_SET_NO_NEW_PRIVS
		{"prctl", []uint64{0x53564d41, 0, 0x1000, 0x1000}, sollErlaubt}, // PR_SET_VMA
		{"prctl", []uint64{1, 0}, sollEPERM},                            // PR_SET_PDEATHSIG
		{"prctl", []uint64{22, 2}, sollEPERM},                           // PR_SET_SECCOMP
		{"prctl", []uint64{15, 0}, sollEPERM},                           // PR_SET_NAME
		{"prctl", []uint64{4, 1}, sollEPERM},                            // PR_SET_DUMPABLE
		{"prctl", []uint64{0x59616d61, ^uint64(0)}, sollEPERM},          // PR_SET_PTRACER
		{"seccomp", []uint64{1, 1, 0x1000}, sollErlaubt},                // das Siegel
		{"seccomp", []uint64{1, 2, 0x1000}, sollEPERM},                  // SECCOMP_FILTER_FLAG_LOG
		{"seccomp", []uint64{1, 8, 0x1000}, sollEPERM},                  // SECCOMP_FILTER_FLAG_NEW_LISTENER
		{"seccomp", []uint64{1, 3, 0x1000}, sollEPERM},                  //
		{"seccomp", []uint64{0, 0, 0}, sollEPERM},                       // SECCOMP_SET_MODE_STRICT
		{"seccomp", []uint64{2, 0, 0x1000}, sollEPERM},                  // SECCOMP_GET_ACTION_AVAIL
	}
	for _, cmd := range []uint64{0, 1, 2, 3, 4, 1030} {
		faelle = append(faelle, struct {
			name string
			args []uint64
			soll uint32
		}{"fcntl", []uint64{4, cmd, 0}, sollErlaubt})
	}
	// F_SETPIPE_SZ, F_GETPIPE_SZ, Sperren (F_SETLK, F_SETLKW, F_OFD_SETLK), F_SETLEASE,
	// F_NOTIFY, F_SETOWN, F_SETSIG, F_ADD_SEALS
	for _, cmd := range []uint64{1031, 1032, 6, 7, 37, 1024, 1026, 8, 10, 1033, 5, 1029} {
		faelle = append(faelle, struct {
			name string
			args []uint64
			soll uint32
		}{"fcntl", []uint64{4, cmd, 1 << 20}, sollEPERM})
	}
	for _, a := range seccompArchitekturen {
		vm := filterVM(t, a)
		for _, f := range faelle {
			nr, ok := a.SyscallNames[f.name]
			require.True(t, ok, f.name)
			assert.Equal(t, f.soll, urteil(t, vm, uint32(a.ID), uint32(nr), f.args...), "%s: %s(%#x)", a.Name, f.name, f.args)
		}
	}
}

// TestSeccompListen: Jeder Name der Listen steht in der Tabelle seiner Architektur, keiner
// ist zugleich erlaubt und verweigert (seccompProgramm lehnt das ab), und erlaubt ist, was
// die Go-Laufzeit zum Starten braucht.
func TestSeccompListen(t *testing.T) {
	for _, a := range seccompArchitekturen {
		_, err := seccompProgramm(a)
		require.NoError(t, err, a.Name)
		ohne, _, _, err := seccompErlaubtNummern(a)
		require.NoError(t, err)
		for _, name := range []string{"mmap", "munmap", "futex", "read", "write", "close", "exit_group", "rt_sigreturn", "execve", "epoll_pwait", "restart_syscall"} {
			assert.Contains(t, ohne, uint32(a.SyscallNames[name]), "%s: %s", a.Name, name)
		}
	}
	_, err := seccompProgrammAus(arch.X86_64, append(slices.Clone(erlaubteAufrufe), gruppe{"Test", []string{"pipe2"}}))
	assert.ErrorContains(t, err, "pipe2 ist erlaubt und verweigert")
	_, err = seccompProgrammAus(arch.AARCH64, append(slices.Clone(erlaubteAufrufe), gruppe{"Test", []string{"gibtsnicht"}}))
	assert.ErrorContains(t, err, "gibtsnicht")
	_, err = seccompProgrammAus(arch.AARCH64, append(slices.Clone(erlaubteAufrufe), gruppe{"Test", []string{"fork"}}))
	assert.ErrorContains(t, err, "fork gibt es auf aarch64 nicht")
	assert.Nil(t, seccompArch("riscv64"), "nur amd64 und arm64")
}
