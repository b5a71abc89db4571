package sandkasten

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Rotteam: feindliche Abgaben, unabhängig vom Prüfer geschrieben von jemandem, der ihn
// gelesen hat (jede fand eine Lücke, die jetzt geschlossen ist). Jede berichtet, was ihr
// gelang, über den Text eines panic in IsGoal (der landet in der Rückmeldung).

// berichtAus liefert den Bericht einer Abgabe (Text des panic in IsGoal).
func berichtAus(e Ergebnis) string {
	_, b, _ := strings.Cut(e.Rueckmeldung, "BERICHT ")
	b, _, _ = strings.Cut(b, "\n")
	return b
}

// TestRotteamSpeicher: Speicher außerhalb des Adressraums. /dev und /dev/shm (früher von
// bwrap --dev ein tmpfs ohne Größe), SysV-Shared-Memory (nach shmdt zählt ein Segment nicht
// mehr zu RLIMIT_AS) und Hunderttausende leerer Dateien in /tmp (Kernspeicher) nahmen
// Speicher weit über das Speicherlimit hinaus. Jeder Versuch ist auf 1 GiB begrenzt.
func TestRotteamSpeicher(t *testing.T) {
	langsam(t)
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	abgabetest.Anlegen(t, abgaben, "speicher", abgabetest.MitStubs(map[string]string{
		"zz.go":       speicherCode,
		"b_isgoal.go": "package exercises\n\nimport \"strings\"\n\nfunc IsGoal(pos Position) bool { panic(\"BERICHT \" + strings.Join(bericht, \" | \")) }\n",
	}))
	vorher := shmemMiB()
	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(wurzel, "aus"), parallel: 1,
		zeitlimit: 30 * time.Second, speicherMiB: 512, alleImporte: true})
	require.NoError(t, err)
	require.Len(t, erg, 1)
	b := berichtAus(erg[0])
	t.Log("Bericht: ", b)
	var dev, devshm, sysv, inodes int
	fmt.Sscanf(b[strings.Index(b, "DEV "):], "DEV %d", &dev)
	fmt.Sscanf(b[strings.Index(b, "DEVSHM "):], "DEVSHM %d", &devshm)
	fmt.Sscanf(b[strings.Index(b, "SYSV "):], "SYSV %d", &sysv)
	fmt.Sscanf(b[strings.Index(b, "INODES "):], "INODES %d", &inodes)
	// Im Sandkasten ist nichts beschreibbar, und der Filter verbietet System-V-IPC.
	assert.Zero(t, dev, "MiB in /dev geschrieben")
	assert.Zero(t, devshm, "MiB in /dev/shm geschrieben")
	assert.Zero(t, sysv, "MiB SysV-Shared-Memory außerhalb von RLIMIT_AS")
	assert.Zero(t, inodes, "leere Dateien in /tmp (Kernspeicher, von keinem Limit erfasst)")
	assert.Eventually(t, func() bool { return shmemMiB() < vorher+64 }, 10*time.Second, 200*time.Millisecond, "Shmem bleibt belegt")
}

func shmemMiB() int {
	b, _ := os.ReadFile("/proc/meminfo")
	for _, z := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(z, "Shmem:"); ok {
			var n int
			fmt.Sscan(rest, &n)
			return n / 1024
		}
	}
	return 0
}

const speicherCode = `package exercises

import (
	"fmt"
	"os"
	"syscall"
	"time"
	"unsafe"
)

var bericht []string

func melde(f string, a ...any) { bericht = append(bericht, fmt.Sprintf(f, a...)) }

// fuelle schreibt bis zu mib MiB in Dateien von 16 MiB (RLIMIT_FSIZE) unter ordner.
func fuelle(ordner string, mib int) int {
	block := make([]byte, 1<<20)
	for i := range block {
		block[i] = byte(i)
	}
	n := 0
	for i := 0; n < mib; i++ {
		f, err := os.Create(fmt.Sprintf("%s/f%d", ordner, i))
		if err != nil {
			break
		}
		for j := 0; j < 16 && n < mib; j++ {
			if _, err := f.Write(block); err != nil {
				f.Close()
				return n
			}
			n++
		}
		f.Close()
	}
	return n
}

func init() {
	melde("DEV %d", fuelle("/dev", 1024))
	melde("DEVSHM %d", fuelle("/dev/shm", 1024))
	for _, p := range []string{"/dev", "/dev/shm"} {
		for i := 0; i < 64; i++ {
			os.Remove(fmt.Sprintf("%s/f%d", p, i))
		}
	}
	seg := 0
	for i := 0; i < 32; i++ { // 1 GiB
		id, _, e := syscall.RawSyscall(syscall.SYS_SHMGET, 0, 32<<20, 0o1600)
		if e != 0 {
			break
		}
		adr, _, e := syscall.RawSyscall(syscall.SYS_SHMAT, id, 0, 0)
		if e != 0 {
			break
		}
		b := unsafe.Slice((*byte)(unsafe.Pointer(adr)), 32<<20)
		for j := 0; j < len(b); j += 4096 {
			b[j] = 1
		}
		syscall.RawSyscall(syscall.SYS_SHMDT, adr, 0, 0)
		seg++
	}
	melde("SYSV %d", seg*32)
	os.Mkdir("/tmp/i", 0o755)
	n := 0
	ende := time.Now().Add(3 * time.Second)
	for time.Now().Before(ende) {
		for k := 0; k < 1000; k++ {
			if f, err := os.Create(fmt.Sprintf("/tmp/i/%0200d", n)); err == nil {
				f.Close()
				n++
			}
		}
	}
	melde("INODES %d", n)
}
`

// TestRotteamHandschlagPanik: Der Prozess der Abgabe schreibt in init (bevor der Dienst
// startet) auf die Verbindung (fd 4) eine Antwort mit Status „panic“. Der Prüfer liest sie
// als Antwort auf den Handschlag; frage() wirft kandidatPanik, starteFern fängt nur abbruch
// und wirft weiter – ohne recover bis zur Goroutine in bewerten: Der ganze Lauf stürzt ab,
// keine Noten für niemanden. Läuft in einem eigenen Prozess (der Absturz träfe sonst alle
// Tests).
func TestRotteamHandschlagPanik(t *testing.T) {
	langsam(t)
	if os.Getenv("ROTTEAM_INNEN") == "handschlag" {
		wurzel := t.TempDir()
		abgaben := filepath.Join(wurzel, "ABGABEN")
		abgabetest.Anlegen(t, abgaben, "anna", nil)
		abgabetest.Anlegen(t, abgaben, "storch", abgabetest.MitStubs(map[string]string{"zz.go": "package exercises\n\nimport \"os\"\n\nfunc init() { os.NewFile(4, \"\").Write([]byte{1, 1, 'x'}) }\n"}))
		erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(wurzel, "aus"), parallel: 1,
			zeitlimit: 10 * time.Second, speicherMiB: 512, alleImporte: true})
		require.NoError(t, err)
		for _, e := range erg {
			fmt.Printf("ERGEBNIS %s %d\n", e.Name, e.Bericht.Punkte())
		}
		return
	}
	ctx, abbrechen := context.WithTimeout(context.Background(), 5*time.Minute)
	defer abbrechen()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestRotteamHandschlagPanik$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), "ROTTEAM_INNEN=handschlag")
	aus, err := cmd.CombinedOutput()
	text := string(aus)
	if i := strings.Index(text, "panic: "); i >= 0 {
		t.Errorf("bewerten ist abgestürzt:\n%s", kuerzeText(text[i:], 12, 2000))
	}
	assert.NoError(t, err)
	assert.Contains(t, text, "ERGEBNIS anna 16")
	assert.Contains(t, text, "ERGEBNIS storch 0")
}

// TestRotteamSteuerzeichenImDateinamen: Dateinamen einer Abgabe (Ordner) dürfen jedes Byte
// außer / enthalten. Meldungen des Compilers nennen den Dateinamen; sie landen ungefiltert
// (kuerzeText, nicht Lesbar) in der Rückmeldung – mit ESC-Folgen für das Terminal der
// Lehrkraft (cat rueckmeldungen/NAME.txt).
func TestRotteamSteuerzeichenImDateinamen(t *testing.T) {
	langsam(t)
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	abgabetest.Anlegen(t, abgaben, "esc", abgabetest.MitStubs(map[string]string{
		"x\x1b]0;gehackt\x07\x1b[2J\u202e.go": "package exercises\n\nfunc kaputt( {\n",
	}))
	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(wurzel, "aus"), parallel: 1,
		zeitlimit: 10 * time.Second, speicherMiB: 512})
	require.NoError(t, err)
	require.Len(t, erg, 1)
	t.Logf("%q", kuerzeText(erg[0].Rueckmeldung, 8, 1000))
	assert.NotContains(t, erg[0].Rueckmeldung, "\x1b")
	assert.NotContains(t, erg[0].Rueckmeldung, "\u202e")
}

// TestRotteamSystemaufrufe: weitere Wege an Seccomp und Namensräumen vorbei, jeder meldet
// sich im Bericht, wenn er gelingt: x32-Aufrufe, vfork, clone ohne CLONE_THREAD, TIOCSTI
// auf geerbte Deskriptoren, harte Limits anheben, das Todessignal löschen, Deskriptoren
// über pidfd_getfd stehlen, andere Prozesse im Sandkasten (früher: init von bwrap, über
// /proc/1/mem beschreibbar).
func TestRotteamSystemaufrufe(t *testing.T) {
	langsam(t)
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	abgabetest.Anlegen(t, abgaben, "anna", nil)
	abgabetest.Anlegen(t, abgaben, "aufrufe", abgabetest.MitStubs(map[string]string{
		"zz.go":       systemaufrufeCode,
		"b_isgoal.go": "package exercises\n\nimport \"strings\"\n\nfunc IsGoal(pos Position) bool { panic(\"BERICHT \" + strings.Join(bericht, \" | \") + \" ENDE\") }\n",
	}))
	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(wurzel, "aus"), parallel: 2,
		zeitlimit: 10 * time.Second, speicherMiB: 512, alleImporte: true})
	require.NoError(t, err)
	require.Len(t, erg, 2)
	assert.Equal(t, 16, erg[0].Bericht.Punkte(), erg[0].Rueckmeldung)
	b := berichtAus(erg[1])
	t.Log("Bericht: ", b)
	assert.NotContains(t, b, "GELUNGEN")
	assert.Contains(t, b, "ENDE")
}

const systemaufrufeCode = `package exercises

import (
	"fmt"
	"os"
	"strconv"
	"syscall"
	"unsafe"
)

var bericht []string

func melde(f string, a ...any) { bericht = append(bericht, fmt.Sprintf(f, a...)) }

func init() {
	if _, _, e := syscall.RawSyscall(0x40000000+39, 0, 0, 0); e == 0 {
		melde("GELUNGEN x32")
	}
	if r, _, e := syscall.RawSyscall(syscall.SYS_CLONE, uintptr(syscall.SIGCHLD), 0, 0); e == 0 {
		if r == 0 {
			syscall.RawSyscall(syscall.SYS_EXIT_GROUP, 0, 0, 0)
		}
		melde("GELUNGEN clone(SIGCHLD)")
	}
	if r, _, e := syscall.RawSyscall(syscall.SYS_CLONE, uintptr(syscall.SIGCHLD|syscall.CLONE_PARENT), 0, 0); e == 0 {
		if r == 0 {
			syscall.RawSyscall(syscall.SYS_EXIT_GROUP, 0, 0, 0)
		}
		melde("GELUNGEN clone(CLONE_PARENT)")
	}
	c := byte('x')
	for fd := 0; fd < 3; fd++ {
		if _, _, e := syscall.RawSyscall(syscall.SYS_IOCTL, uintptr(fd), syscall.TIOCSTI, uintptr(unsafe.Pointer(&c))); e == 0 {
			melde("GELUNGEN TIOCSTI %d", fd)
		}
	}
	if syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: ^uint64(0), Max: ^uint64(0)}) == nil {
		melde("GELUNGEN RLIMIT_AS")
	}
	if syscall.Setrlimit(syscall.RLIMIT_CPU, &syscall.Rlimit{Cur: ^uint64(0), Max: ^uint64(0)}) == nil {
		melde("GELUNGEN RLIMIT_CPU")
	}
	if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, syscall.PR_SET_PDEATHSIG, 0, 0); e == 0 {
		melde("GELUNGEN PR_SET_PDEATHSIG")
	}
	pidfd, _, e := syscall.RawSyscall(434, 1, 0, 0) // pidfd_open(1)
	if e == 0 {
		melde("GELUNGEN pidfd_open")
		for fd := 0; fd < 16; fd++ {
			if n, _, e := syscall.RawSyscall(438, pidfd, uintptr(fd), 0); e == 0 {
				z, _ := os.Readlink(fmt.Sprintf("/proc/self/fd/%d", n))
				melde("pidfd_getfd %d=%s", fd, z) // was bwrap im Sandkasten offen hat
			}
		}
	}
	// Die Abgabe ist PID 1; ein anderer Prozess (etwa ein init von bwrap, dessen Speicher
	// über /proc/PID/mem beschreibbar wäre) darf im Sandkasten nicht sichtbar sein.
	if os.Getpid() != 1 {
		melde("GELUNGEN PID %d: ein anderer Prozess ist PID 1", os.Getpid())
	}
	eintraege, _ := os.ReadDir("/proc")
	for _, e := range eintraege {
		if n, err := strconv.Atoi(e.Name()); err == nil && n != 1 {
			melde("GELUNGEN fremder Prozess %d", n)
		}
	}
}
`

// TestRotteamWaise: Früher lief im Sandkasten bwrap als init (PID 1) unter derselben
// Kennung, ohne Seccomp-Filter und per /proc/1/mem beschreibbar. Die Abgabe schrieb an die
// Stelle, an der init in wait4 wartet, ein paar Befehle: prctl(PR_SET_PDEATHSIG, 0), setsid,
// Name „rotteamwaise“, dann pause in einer Schleife – und beendete sich; init überlebte die
// Bewertung. Jetzt ist die Abgabe selbst PID 1 (bwrap --as-pid-1); derselbe Code trifft nur
// sie selbst, und das Todessignal löschen verbietet der Filter.
func TestRotteamWaise(t *testing.T) {
	langsam(t)
	if runtime.GOARCH != "amd64" {
		t.Skip("Maschinencode für amd64")
	}
	t.Cleanup(func() {
		aus, _ := exec.Command("pgrep", "-x", "rotteamwaise").Output()
		for _, f := range strings.Fields(string(aus)) {
			var pid int
			fmt.Sscan(f, &pid)
			if pid > 1 {
				syscall.Kill(pid, syscall.SIGKILL)
			}
		}
	})
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	abgabetest.Anlegen(t, abgaben, "waise", abgabetest.MitStubs(map[string]string{"zz.go": waiseCode}))
	// Kurzes Zeitlimit: Der Code trifft jetzt die Abgabe selbst, ihre Aufgaben laufen ins
	// Zeitlimit; der Angriff selbst dauert Millisekunden.
	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(wurzel, "aus"), parallel: 1,
		zeitlimit: 2 * time.Second, speicherMiB: 512, alleImporte: true})
	require.NoError(t, err)
	require.Len(t, erg, 1)
	t.Log(kuerzeText(erg[0].Rueckmeldung, 6, 1500))
	time.Sleep(2 * time.Second)
	aus, _ := exec.Command("pgrep", "-x", "-l", "rotteamwaise").Output()
	assert.Empty(t, strings.TrimSpace(string(aus)), "Prozesse aus dem Sandkasten laufen nach der Bewertung weiter")
}

const waiseCode = `package exercises

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
)

func init() {
	b, err := os.ReadFile("/proc/1/syscall")
	if err != nil {
		return
	}
	felder := strings.Fields(string(b))
	if len(felder) < 9 {
		return
	}
	pc, err := strconv.ParseUint(strings.TrimPrefix(felder[len(felder)-1], "0x"), 16, 64)
	if err != nil {
		return
	}
	code := []byte{
		0x48, 0x31, 0xf6, // xor rsi, rsi
		0xbf, 0x01, 0, 0, 0, // mov edi, PR_SET_PDEATHSIG
		0xb8, 0x9d, 0, 0, 0, // mov eax, prctl
		0x0f, 0x05, // syscall
		0xb8, 0x70, 0, 0, 0, // mov eax, setsid
		0x0f, 0x05, // syscall
		0xbf, 0x0f, 0, 0, 0, // mov edi, PR_SET_NAME
		0x48, 0x8d, 0x35, 0x10, 0, 0, 0, // lea rsi, [rip+16]
		0xb8, 0x9d, 0, 0, 0, // mov eax, prctl
		0x0f, 0x05, // syscall
		0xb8, 0x22, 0, 0, 0, // mov eax, pause
		0x0f, 0x05, // syscall
		0xeb, 0xf7, // jmp pause
	}
	code = append(code, "rotteamwaise\x00"...)
	f, err := os.OpenFile("/proc/1/mem", os.O_RDWR, 0)
	if err != nil {
		return
	}
	if _, err := f.WriteAt(code, int64(pc)); err != nil {
		fmt.Fprintln(os.Stderr, "mem:", err)
		return
	}
	syscall.RawSyscall(syscall.SYS_EXIT_GROUP, 0, 0, 0)
}
`
