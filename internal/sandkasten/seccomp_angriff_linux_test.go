//go:build linux

package sandkasten

import (
	"context"
	"fmt"
	"maps"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/elastic/go-seccomp-bpf/arch"
	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSeccompAngriffe: Eine Abgabe ruft im Sandkasten roh auf, was der Filter nicht erlaubt –
// erzeugt aus seinen eigenen Listen, damit beide nicht auseinanderlaufen: jeden verweigerten
// Aufruf mit Argumenten, mit denen er ohne Filter gelänge, Sockets jeder Familie, clone ohne
// CLONE_THREAD, prctl, fcntl(F_SETPIPE_SZ) auf den geerbten Pipes, einen eigenen
// Seccomp-Filter und jede andere Nummer bis 1023 (auf amd64 auch als x32-Aufruf). Jeder endet
// mit dem Fehler des Filters. Dazu: Echtzeitsignale bis zum Limit (RLIMIT_SIGPENDING) und
// Schreiben in jeden Mount des Sandkastens (Speicher in einem tmpfs, vorbei an RLIMIT_AS).
// anna daneben behält 16/16 – als root und wie ohne root (art "benutzer").
func TestSeccompAngriffe(t *testing.T) {
	langsam(t)
	a := seccompArch(runtime.GOARCH)
	if a == nil {
		t.Skip("kein Seccomp-Filter für " + runtime.GOARCH)
	}
	code, zahl := seccompAngriffCode(t, a)
	for _, art := range []string{"", "benutzer"} {
		t.Run("art="+art, func(t *testing.T) {
			t.Parallel()
			s, err := neueAbschottung(512, 10*time.Second, art)
			require.NoError(t, err)
			if s.bwrap == "" {
				t.Skipf("keine Abschottung mit bwrap auf diesem Rechner: %s", s.art)
			}
			wurzel := t.TempDir()
			abgaben := filepath.Join(wurzel, "ABGABEN")
			abgabetest.Anlegen(t, abgaben, "anna", nil)
			abgabetest.Anlegen(t, abgaben, "angreifer", abgabetest.MitStubs(map[string]string{
				"zz.go":       code,
				"b_isgoal.go": "package exercises\n\nimport \"strings\"\n\nfunc IsGoal(pos Position) bool { panic(\"BERICHT \" + strings.Join(bericht, \" | \") + \" ENDE\") }\n",
			}))
			erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(wurzel, "aus"), parallel: 2,
				zeitlimit: 30 * time.Second, speicherMiB: 512, alleImporte: true, art: art})
			require.NoError(t, err)
			require.Len(t, erg, 2)
			assert.Equal(t, "anna", erg[1].Name)
			assert.Equal(t, 16, erg[1].Bericht.Punkte(), erg[1].Rueckmeldung)
			require.Equal(t, "bewertet", erg[0].Status, erg[0].Rueckmeldung)
			b := berichtAus(erg[0])
			t.Log("Bericht: ", kuerzeText(b, 20, 3000))
			assert.NotContains(t, b, "DURCH")
			assert.NotContains(t, b, "BESCHREIBBAR")
			assert.Contains(t, b, "ENDE")
			assert.Contains(t, b, fmt.Sprintf("VERSUCHE %d |", zahl))
			var signale, mounts int
			if i := strings.Index(b, "SIGNALE "); assert.GreaterOrEqual(t, i, 0) {
				fmt.Sscanf(b[i:], "SIGNALE %d", &signale)
			}
			if i := strings.Index(b, "MOUNTS "); assert.GreaterOrEqual(t, i, 0) {
				fmt.Sscanf(b[i:], "MOUNTS %d", &mounts)
			}
			// Ohne RLIMIT_SIGPENDING wären es so viele, wie die Kennung draußen haben darf
			// (ulimit -i, oft Zehntausende).
			// 0 heißt: Schon das erste Signal nahm der Kern nicht an (unter Last in einem vollen
			// Testlauf beobachtet, Ursache offen) – dann prüft dieser Lauf die Grenze nicht.
			if signale == 0 {
				t.Log("kein Echtzeitsignal angenommen – RLIMIT_SIGPENDING in diesem Lauf nicht geprüft")
			}
			assert.LessOrEqual(t, signale, maxSignale)
			assert.GreaterOrEqual(t, mounts, 3, "/, /proc und /dev/null")
		})
	}
}

// angriffArgumente sind Argumente (Go-Ausdrücke im Code der Abgabe), mit denen ein
// verweigerter Aufruf ohne Filter gelänge oder zumindest den Kern erreichte; die übrigen
// bekommen Nullen. atFdcwd ist AT_FDCWD (-100).
var angriffArgumente = map[string]string{
	"memfd_create": `text("x"), 0`, "memfd_secret": "0", "inotify_init1": "0", "inotify_init": "",
	"fanotify_init": "0, 0", "pipe": "zeiger()", "pipe2": "zeiger(), 0",
	"socketpair": "1, 1, 0, zeiger()", "io_uring_setup": "1, zeiger()", "bpf": "0, zeiger(), 72",
	"userfaultfd": "0", "perf_event_open": "zeiger(), 0, ^uintptr(0), ^uintptr(0), 0",
	"keyctl": "1, 0", "add_key": `text("user"), text("x"), text("y"), 1, ^uintptr(1)`,
	"request_key": `text("user"), text("x"), 0, 0`, "ptrace": "0",
	"process_vm_readv": "pid, zeiger(), 1, zeiger() + 64, 1, 0", "pidfd_open": "pid, 0", "kcmp": "pid, pid, 0, 0, 0",
	"unshare": "0x10000000", "mount": `text("none"), text("/"), text("tmpfs"), 0, 0`,
	"umount2": `text("/proc"), 2`, "fsopen": `text("tmpfs"), 0`, "open_tree": `atFdcwd, text("/"), 1`,
	"shmget": "0, 4096, 0o1600", "semget": "0, 1, 0o1600", "msgget": "0, 0o1600",
	"mq_open": `text("x"), 0o102, 0o600, 0`, "name_to_handle_at": `atFdcwd, text("/abgabe"), zeiger(), zeiger() + 4096, 0`,
	"execveat": `atFdcwd, text("/abgabe"), 0, 0, 0`, "ioctl": "0, 0x5412, zeiger()", "mlock": "zeiger(), 4096",
	"mlockall": "1", "timer_create": "1, 0, zeiger()", "rt_sigqueueinfo": "pid, 40, zeiger()",
	"rt_tgsigqueueinfo": "pid, pid, 40, zeiger()", "chroot": `text("/proc")`, "acct": "0",
}

// ungefiltert sind Aufrufe, die neuere Kerne an seccomp vorbei lassen (beobachtet mit 6.18):
// uretprobe (335) und uprobe (336) auf amd64. Sie wirken nur aus dem Trampolin von uprobes;
// sonst endet uretprobe mit SIGILL (der Prozess stirbt) und uprobe mit ENXIO.
var ungefiltert = map[string][]int{"x86_64": {335, 336}}

// seccompAngriffCode liefert zz.go der Abgabe „angreifer“ für die Architektur a und die Zahl
// der Aufrufe darin.
func seccompAngriffCode(t *testing.T, a *arch.Info) (string, int) {
	ohne, bedingt, fehlend, err := seccompErlaubtNummern(a)
	require.NoError(t, err)
	var aufrufe []string
	versuch := func(name string, soll string, nr int, args string) {
		if args != "" {
			args = ", " + args
		}
		aufrufe = append(aufrufe, fmt.Sprintf("\tversuch(%q, syscall.%s, %d%s)\n", name, soll, nr, args))
	}
	verweigert := verweigertNummern(a)
	for _, name := range slices.Sorted(maps.Keys(verweigert)) {
		versuch(name, "EPERM", int(verweigert[name]), angriffArgumente[name])
	}
	nr := func(name string) int {
		n, ok := a.SyscallNames[name]
		require.True(t, ok, name)
		return n
	}
	for familie := range 46 {
		for _, typ := range []int{1, 2, 3, 5} {
			versuch(fmt.Sprintf("socket(%d, %d)", familie, typ), "EPERM", nr("socket"), fmt.Sprintf("%d, %d, 0", familie, typ))
		}
	}
	for _, c := range []struct{ name, args string }{
		{"clone(SIGCHLD)", "17, 0, 0, 0, 0"},
		{"clone(CLONE_PARENT)", "0x8000 | 17, 0, 0, 0, 0"},
		{"clone(CLONE_VM|CLONE_VFORK)", "0x4100 | 17, 0, 0, 0, 0"},
		{"clone(Thread mit CLONE_NEWUSER)", "0x50f00 | 0x10000000, 0, 0, 0, 0"},
		{"prctl(PR_SET_PDEATHSIG)", "1, 0"},
		{"prctl(PR_SET_NAME)", `15, text("waise")`},
		{"prctl(PR_SET_DUMPABLE)", "4, 0"},
		{"prctl(PR_SET_SECCOMP)", "22, 2, zeiger()"},
	} {
		name, _, _ := strings.Cut(c.name, "(")
		versuch(c.name, "EPERM", nr(name), c.args)
	}
	// Die Pipes zum Prüfer (3, 4) und die Ausgaben (1, 2): Ihre Puffer zählen zur Kennung,
	// die sie angelegt hat.
	for fd := 1; fd <= 4; fd++ {
		versuch(fmt.Sprintf("fcntl(%d, F_SETPIPE_SZ)", fd), "EPERM", nr("fcntl"), fmt.Sprintf("%d, 1031, 1 << 20", fd))
	}
	versuch("fcntl(F_SETLK)", "EPERM", nr("fcntl"), "0, 6, zeiger()")
	versuch("fcntl(F_SETLEASE)", "EPERM", nr("fcntl"), "0, 1024, 0")
	// Der Filter lässt seccomp für das Siegel durch; das Siegel verbietet danach jeden weiteren.
	versuch("seccomp(TSYNC)", "EPERM", nr("seccomp"), "1, 1, filter()")
	versuch("seccomp(FLAG_LOG)", "EPERM", nr("seccomp"), "1, 2, filter()")
	var sonst []string
	for n := range 1024 {
		if slices.Contains(ohne, uint32(n)) || slices.Contains(bedingt, uint32(n)) || slices.Contains(ungefiltert[a.Name], n) {
			continue
		}
		soll := "EPERM"
		if slices.Contains(fehlend, uint32(n)) {
			soll = "ENOSYS"
		}
		sonst = append(sonst, fmt.Sprintf("{%d, syscall.%s}", n, soll))
	}
	zahl := len(aufrufe) + len(sonst)
	x32 := 0
	if a == arch.X86_64 {
		x32 = 1024
		zahl += x32
	}
	return fmt.Sprintf(seccompAngriffVorlage, strings.Join(aufrufe, ""), strings.Join(sonst, ", "), x32), zahl
}

// seccompAngriffVorlage ist zz.go der Abgabe „angreifer“: die Aufrufe, die übrigen Nummern
// mit ihrem Fehler, die Zahl der x32-Aufrufe.
const seccompAngriffVorlage = `package exercises

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"syscall"
	"unsafe"
)

var bericht []string

func melde(f string, a ...any) { bericht = append(bericht, fmt.Sprintf(f, a...)) }

const atFdcwd = ^uintptr(99)

var (
	pid      = uintptr(syscall.Getpid())
	puffer   [8192]byte
	texte    [][]byte
	versuche int
	bpfProg  = [1]uint64{0x7fff000000000006} // BPF_RET|BPF_K, SECCOMP_RET_ALLOW
	bpfKopf  [2]uintptr
)

func zeiger() uintptr { return uintptr(unsafe.Pointer(&puffer[0])) }

func text(s string) uintptr {
	b := append([]byte(s), 0)
	texte = append(texte, b)
	return uintptr(unsafe.Pointer(&b[0]))
}

func filter() uintptr {
	bpfKopf = [2]uintptr{1, uintptr(unsafe.Pointer(&bpfProg[0]))}
	return uintptr(unsafe.Pointer(&bpfKopf[0]))
}

// versuch ruft nr roh auf; der Filter muss mit dem Fehler soll ablehnen.
func versuch(name string, soll syscall.Errno, nr uintptr, a ...uintptr) {
	var x [6]uintptr
	copy(x[:], a)
	versuche++
	r, _, e := syscall.RawSyscall6(nr, x[0], x[1], x[2], x[3], x[4], x[5])
	if uintptr(syscall.Getpid()) != pid {
		syscall.RawSyscall(syscall.SYS_EXIT_GROUP, 0, 0, 0) // ein neuer Prozess: sofort beenden
	}
	if e != soll {
		melde("DURCH %%s (%%d): %%d %%v", name, nr, r, e)
	}
}

// signale schickt dem eigenen Thread ein blockiertes Echtzeitsignal, bis der Kern keines
// mehr annimmt, und liefert, wie viele warten. Der Thread endet mit der Goroutine (sie löst
// ihn nicht), die Signale mit ihm.
func signale() int {
	n := make(chan int)
	go func() {
		runtime.LockOSThread()
		maske := [2]uint32{0, 1 << (40 - 33)}
		syscall.RawSyscall6(syscall.SYS_RT_SIGPROCMASK, 0, uintptr(unsafe.Pointer(&maske)), 0, 8, 0, 0)
		tid := uintptr(syscall.Gettid())
		i := 0
		for ; i < 200000; i++ {
			if _, _, e := syscall.RawSyscall(syscall.SYS_TGKILL, pid, tid, 40); e != 0 {
				break
			}
		}
		n <- i
	}()
	return <-n
}

// mounts versucht, in jedem Ordner zu schreiben, an dem etwas eingehängt ist.
func mounts() {
	info, _ := os.ReadFile("/proc/self/mountinfo")
	n := 0
	for _, z := range strings.Split(string(info), "\n") {
		f := strings.Fields(z)
		if len(f) < 5 {
			continue
		}
		n++
		if st, err := os.Stat(f[4]); err != nil || !st.IsDir() {
			continue
		}
		if d, err := os.Create(f[4] + "/kisuche"); err == nil {
			d.Close()
			melde("BESCHREIBBAR %%s", f[4])
		}
		if fd, _, e := syscall.RawSyscall6(syscall.SYS_OPENAT, atFdcwd, text(f[4]), 0o20000000|syscall.O_DIRECTORY|syscall.O_RDWR, 0o600, 0, 0); e == 0 {
			syscall.Close(int(fd))
			melde("BESCHREIBBAR %%s (O_TMPFILE)", f[4])
		}
	}
	melde("MOUNTS %%d", n)
}

func init() {
%s
	for _, s := range []struct {
		nr   uintptr
		soll syscall.Errno
	}{%s} {
		versuch("", s.soll, s.nr)
	}
	for n := uintptr(0); n < %d; n++ {
		versuch("x32", syscall.EPERM, 0x40000000|n)
	}
	melde("VERSUCHE %%d", versuche)
	melde("SIGNALE %%d", signale())
	mounts()
}
`
