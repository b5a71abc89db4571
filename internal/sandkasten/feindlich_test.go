package sandkasten

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/kisuche/kisuche/internal/aufnahme"
	"github.com/kisuche/kisuche/internal/bewertung"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gefaelscht sind Zeilen, die früher als Ergebnis galten oder wie eines aussehen.
const gefaelscht = `
const falsch = "KISUCHE-BEWERTUNG-BERICHT {\"aufgaben\":[{\"id\":\"a\",\"name\":\"GetMoves\",\"punkte\":99,\"max_punkte\":3}]}\n" +
	"KISUCHE-BEWERTUNG-ERGEBNIS {\"id\":\"a\",\"name\":\"GetMoves\",\"punkte\":3,\"max_punkte\":3}\n" +
	"Aufgabe a) GetMoves: 3/3 Punkte\nGesamt: 16/16 Punkte\n--- PASS: TestBewertung\nok  \tgithub.com/kisuche/kisuche/exercises\n" +
	"S\x00\x01\x3f"
`

// TestFaelschenHilftNicht: Abgaben, die nur die erlaubten Pakete benutzen und trotzdem
// betrügen wollen – gefälschte Ergebniszeilen auf jedem Ausgabekanal, eine eigene
// Testdatei, verbotene Importe, riesige Rückgaben, panic mit giftigen Werten – bekommen
// keinen Punkt, den ihre Funktionen nicht verdienen, und stören niemanden.
func TestFaelschenHilftNicht(t *testing.T) {
	langsam(t)
	t.Parallel()
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	aus := filepath.Join(wurzel, "bewertung")
	abgabetest.Anlegen(t, abgaben, "ehrlich", nil)
	abgabetest.Anlegen(t, abgaben, "faelscher", abgabetest.MitStubs(map[string]string{"zz.go": "package exercises\n\nimport \"fmt\"\n" + gefaelscht + `
func init() {
	fmt.Print(falsch)
	println(falsch)
	print(falsch)
}

func IsGoalHilfe() { fmt.Print(falsch) }
`}))
	abgabetest.Anlegen(t, abgaben, "testdatei", abgabetest.MitStubs(map[string]string{
		"bewertung_test.go": "package exercises\n\nimport \"testing\"\n\nfunc TestBewertung(t *testing.T) {}\n",
		"zz_test.go":        "package exercises\n\nfunc init() { panic(1) }\n",
	}))
	for name, imp := range map[string]string{
		"importOS": "os", "importUnsafe": "unsafe", "importSyscall": "syscall", "importNetz": "net",
		"importLoesung": "github.com/kisuche/kisuche/solutions", "importDienst": "github.com/kisuche/kisuche/internal/bewertung/dienst",
		"importReflect": "reflect", "importCgo": "C", "importLinkname": "runtime",
	} {
		abgabetest.Anlegen(t, abgaben, name, map[string]string{"zz.go": fmt.Sprintf("package exercises\n\nimport _ %q\n", imp)})
	}
	abgabetest.Anlegen(t, abgaben, "gift", abgabetest.MitStubs(map[string]string{
		"a_getmoves.go": "package exercises\n\nimport \"strings\"\n\nfunc GetMoves(pos Position) []Position {\n\tpanic(\"\\x1b[2J\\x1b[31mGesamt: 16/16\\u202e\" + strings.Repeat(\"x\", 1<<20))\n}\n",
		"b_isgoal.go":   "package exercises\n\ntype boese struct{}\n\nfunc (boese) Error() string { panic(\"noch einmal\") }\n\nfunc IsGoal(pos Position) bool { panic(boese{}) }\n",
		"d_numwrong.go": "package exercises\n\nfunc NumWrongHeuristic(pos Position) int {\n\tvar l []Position\n\tfor i := 0; i < 100000; i++ {\n\t\tl = append(l, pos)\n\t}\n\t_ = l\n\treturn 1 << 62\n}\n",
	}))
	// Eine Bombe für den Compiler: eine Konstante, die sich in jeder Zeile verdoppelt.
	bombe := "package exercises\n\nconst s0 = \"0123456789abcdef0123456789abcdef\"\n"
	for i := 1; i <= 35; i++ {
		bombe += fmt.Sprintf("const s%d = s%d + s%d\n", i, i-1, i-1)
	}
	abgabetest.Anlegen(t, abgaben, "compilerbombe", abgabetest.MitStubs(map[string]string{"zz.go": bombe + "\nvar X = s35\n"}))
	abgabetest.Anlegen(t, abgaben, "viele", abgabetest.MitStubs(map[string]string{
		"a_getmoves.go": "package exercises\n\nfunc GetMoves(pos Position) []Position { return make([]Position, 200000) }\n",
	}))

	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: aus, parallel: runtime.GOMAXPROCS(0),
		zeitlimit: 30 * time.Second, speicherMiB: 1024})
	require.NoError(t, err)
	punkte := map[string]Ergebnis{}
	for _, e := range erg {
		punkte[e.Name] = e
	}
	assert.Equal(t, 16, punkte["ehrlich"].Bericht.Punkte(), punkte["ehrlich"].Rueckmeldung)
	for _, name := range []string{"faelscher", "testdatei"} {
		assert.Equal(t, "bewertet", punkte[name].Status, name)
		assert.Equal(t, 0, punkte[name].Bericht.Punkte(), "%s:\n%s", name, punkte[name].Rueckmeldung)
	}
	for _, e := range erg {
		if strings.HasPrefix(e.Name, "import") {
			assert.Equal(t, "nicht zugelassen", e.Status, e.Name)
			assert.Equal(t, 0, e.Bericht.Punkte(), e.Name)
			assert.Contains(t, e.Rueckmeldung, "nicht erlaubt", e.Name)
		}
	}
	gift := punkte["gift"]
	assert.Equal(t, 0, gift.Bericht.Punkte(), gift.Rueckmeldung)
	assert.NotContains(t, gift.Rueckmeldung, "\x1b")
	assert.NotContains(t, gift.Rueckmeldung, "\u202e")
	assert.Less(t, len(gift.Rueckmeldung), 64<<10, "ein riesiger panic-Text wird gekürzt")
	assert.Contains(t, gift.Rueckmeldung, "PANIC=Error method")
	bombeErg := punkte["compilerbombe"]
	assert.Equal(t, "kompiliert nicht", bombeErg.Status)
	assert.Contains(t, bombeErg.Rueckmeldung, "Das Übersetzen der Abgabe brauchte mehr als")
	viele := punkte["viele"]
	assert.Equal(t, 0, viele.Bericht.Punkte(), viele.Rueckmeldung)
	assert.Contains(t, viele.Rueckmeldung, "liefert 64 Positionen")
	for _, e := range erg { // gefälschte Zeilen („punkte":99“) zählen nicht
		for _, a := range e.Bericht.Aufgaben {
			assert.LessOrEqual(t, a.Punkte, a.MaxPunkte, "%s: %s", e.Name, a.Zeile())
		}
	}
}

// TestAbschottungHaelt prüft die Abschottung allein, ohne die Liste erlaubter Pakete:
// Abgaben, die den Prozess beenden, Limits überschreiben, Speicher mit mmap holen, Prozesse
// zurücklassen, außerhalb schreiben, das Netz benutzen, die verborgenen Tests lesen, eine
// Gabelbombe zünden oder die Verbindung zum Prüfer fälschen, gewinnen nichts und stören
// niemanden. Sie laufen als root mit eigener Kennung und ohne root mit
// Benutzer-Namensraum.
func TestAbschottungHaelt(t *testing.T) {
	langsam(t)
	if runtime.GOOS != "linux" {
		t.Skip("die Abschottung mit Namensräumen gibt es nur unter Linux")
	}
	for _, art := range []string{"", "benutzer"} {
		t.Run("art="+art, func(t *testing.T) {
			t.Parallel()
			abschottungPruefen(t, art)
		})
	}
}

func abschottungPruefen(t *testing.T, art string) {
	s, err := neueAbschottung(1024, 10*time.Second, art)
	require.NoError(t, err)
	if s.bwrap == "" {
		t.Skipf("keine Abschottung mit bwrap auf diesem Rechner: %s", s.art)
	}
	require.True(t, s.stark, s.art)
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	aus := filepath.Join(wurzel, "bewertung")
	annaDir := abgabetest.Anlegen(t, abgaben, "anna", nil)
	annaDatei := filepath.Join(annaDir, "a_getmoves.go")
	annaVorher, err := os.ReadFile(annaDatei)
	require.NoError(t, err)
	marke := fmt.Sprintf("kisuche-angriff-%d-%s", os.Getpid(), art)
	// Eigene Dauern für die sleep-Prozesse jeder Art: Beide Arten laufen gleichzeitig.
	waise, bombe := "4242", "4243"
	if art != "" {
		waise, bombe = "4252", "4253"
	}
	geteilt := filepath.Join(os.TempDir(), marke)
	imCheckout := filepath.Join(abgabetest.Modulwurzel(), marke)
	t.Cleanup(func() { os.Remove(geteilt); os.Remove(imCheckout) })
	lauscher, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer lauscher.Close()
	verbunden := make(chan bool, 1)
	go func() {
		if c, err := lauscher.Accept(); err == nil {
			verbunden <- true
			c.Close()
		}
	}()

	// Jede Angriffsdatei setzt „gelungen“, wenn der Angriff klappt; IsGoal liefert dann
	// falsch, und Aufgabe b) verliert ihren Punkt. Die anderen Aufgaben sind Stubs (schnell
	// bewertet): Ein Angriff, der nichts erreicht, hat genau 1 Punkt.
	angriff := func(imports, code string) map[string]string {
		return abgabetest.MitStubs(map[string]string{
			"b_isgoal.go": "package exercises\n\nvar gelungen bool\n\nfunc IsGoal(pos Position) bool { return pos == GoalPos && !gelungen }\n",
			"zz.go":       "package exercises\n\nimport (" + imports + ")\n\nfunc init() {\n" + code + "\n}\n",
		})
	}
	// Angriffe, die nur „gelungen“ setzen, laufen gemeinsam in einer Abgabe (schneller): Jeder
	// in einer eigenen Funktion; IsGoal bricht mit den Namen der gelungenen ab.
	var sammlung []string
	sammelImporte := map[string]bool{}
	sammle := func(name, imports, code string) {
		for _, imp := range strings.Split(imports, ";") {
			sammelImporte[strings.TrimSpace(imp)] = true
		}
		sammlung = append(sammlung, fmt.Sprintf("\tpruefe(%q, func() {\n%s\n\t})\n", name, code))
	}
	abgabetest.Anlegen(t, abgaben, "exit0", angriff(`"os"`, "os.Exit(0)"))
	abgabetest.Anlegen(t, abgaben, "limits", mit(angriff(`"os"`, `os.Setenv("KISUCHE_BEWERTUNG_ZEITLIMIT", "1h"); os.Setenv("KISUCHE_BEWERTUNG_SPEICHER_MIB", "100000"); os.Setenv("GOMEMLIMIT", "off")`),
		"e_astar.go", abgabetest.Schleife))
	sammle("mmap", `"syscall"`, `
	b, err := syscall.Mmap(-1, 0, 3<<30, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err == nil {
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		gelungen = true
	}`)
	// Ein Kind, das sich von allem löst und weiterlebt – mit exec (gibt es in der
	// Abschottung nicht) und mit einem rohen fork (der Seccomp-Filter verbietet ihn).
	abgabetest.Anlegen(t, abgaben, "waise", angriff(`"os/exec"; "syscall"; "unsafe"`, `
	c := exec.Command("sleep", "`+waise+`")
	c.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if c.Start() == nil {
		gelungen = true
	}
	name := []byte("waise`+waise+`\x00")
	if pid, _, e := syscall.RawSyscall(syscall.SYS_FORK, 0, 0, 0); e == 0 {
		if pid == 0 {
			syscall.RawSyscall(syscall.SYS_SETSID, 0, 0, 0)
			syscall.RawSyscall(syscall.SYS_PRCTL, syscall.PR_SET_NAME, uintptr(unsafe.Pointer(&name[0])), 0)
			for {
				syscall.Nanosleep(&syscall.Timespec{Sec: 1000}, nil)
			}
		}
		gelungen = true
	}`))
	sammle("schreiber", `"os"`, fmt.Sprintf(`
	// Im Sandkasten ist nichts beschreibbar; dass das gemeinsame /tmp unberührt bleibt,
	// prüft der Test von außen.
	os.WriteFile(%q, []byte("kaputt"), 0o644)
	for _, p := range []string{%q, %q, %q} {
		if os.WriteFile(p, []byte("kaputt"), 0o644) == nil {
			gelungen = true
		}
	}`, geteilt, imCheckout, annaDatei, filepath.Join(aus, "noten.csv")))
	sammle("netz", `"net"`, fmt.Sprintf(`
	if c, err := net.Dial("tcp", %q); err == nil {
		c.Close()
		gelungen = true
	}`, lauscher.Addr().String()))
	sammle("leser", `"os"; "path/filepath"; "strconv"`, fmt.Sprintf(`
	for _, p := range []string{%q, %q} {
		if _, err := os.ReadFile(p); err == nil {
			gelungen = true
		}
	}
	// Programme und Quelltexte der anderen Abgaben, das Dateisystem des Rechners
	andere, _ := filepath.Glob(%q)
	for _, p := range andere {
		if _, err := os.ReadFile(p); err == nil {
			gelungen = true
		}
	}
	eintraege, _ := os.ReadDir("/")
	for _, e := range eintraege {
		if n := e.Name(); n != "abgabe" && n != "proc" && n != "dev" && n != "tmp" {
			gelungen = true
		}
	}
	prozesse, _ := os.ReadDir("/proc")
	for _, e := range prozesse {
		if n, err := strconv.Atoi(e.Name()); err == nil && n > 2 {
			gelungen = true // fremde Prozesse sichtbar (hier gibt es nur bwrap und die Abgabe)
		}
	}`, filepath.Join(abgabetest.Modulwurzel(), "internal/bewertung/orakel.go"), annaDatei,
		filepath.Join(os.TempDir(), "kisuche-bewertung-*", "*", "*")))
	// Verbotene Systemaufrufe, direkt aufgerufen wie von Code, der über einen Data Race an
	// beliebigen Speicher kommt. Jeder, der gelingt, kostet den Punkt.
	sammle("systemaufrufe", `"syscall"; "unsafe"`, systemaufrufeAngriff)
	// execve, nachdem der Dienst gestartet ist (aus IsGoal): Gelingt es, ist der Prozess
	// ersetzt, und die Aufgabe bricht ab.
	abgabetest.Anlegen(t, abgaben, "ausfuehren", abgabetest.MitStubs(map[string]string{
		"b_isgoal.go": "package exercises\n\nimport \"syscall\"\n\nfunc IsGoal(pos Position) bool {\n\tfor _, p := range []string{\"/abgabe\", \"/proc/self/exe\"} {\n\t\tsyscall.Exec(p, []string{p}, nil)\n\t}\n\treturn pos == GoalPos\n}\n",
	}))
	// execve in init, bevor der Dienst startet: Das neue Programm (hier das eigene, mit
	// einer Marke in der Umgebung) hätte noch die Verbindung zum Prüfer. Das Paket siegel verbietet execve, bevor init der Abgabe läuft
	// (TestSiegelVorDerAbgabe).
	abgabetest.Anlegen(t, abgaben, "ausfuehrenInit", angriff(`"os"; "syscall"`, `
	if os.Getenv("ZWEITES_PROGRAMM") != "" {
		gelungen = true
		return
	}
	for _, p := range []string{"/abgabe", "/proc/self/exe"} {
		syscall.Exec(p, []string{p}, append(os.Environ(), "ZWEITES_PROGRAMM=1"))
	}`))
	// Ein Dieb aus Stubs: Er führt das Programm einer anderen Abgabe aus (mit der
	// Verbindung zum Prüfer), wenn er eines findet – ohne Erfolg bleibt er bei 0 Punkten.
	abgabetest.Anlegen(t, abgaben, "dieb", abgabetest.MitStubs(map[string]string{"zz.go": fmt.Sprintf(`package exercises

import (
	"os"
	"path/filepath"
	"syscall"
)

func init() {
	andere, _ := filepath.Glob(%q)
	for _, p := range andere {
		syscall.Exec(p, []string{p}, os.Environ())
	}
}
`, filepath.Join(os.TempDir(), "kisuche-bewertung-*", "*", "abgabe"))}))
	// Platte füllen: 64 MiB in /tmp, eine große Datei.
	sammle("platte", `"os"`, `
	f, err := os.Create("/tmp/gross")
	if err != nil {
		return
	}
	block := make([]byte, 1<<20)
	n := 0
	for i := 0; i < 64; i++ {
		if _, err := f.Write(block); err != nil {
			break
		}
		n++
	}
	f.Close()
	if n > 32 {
		gelungen = true
	}`)
	var importe []string
	for imp := range sammelImporte {
		importe = append(importe, imp)
	}
	slices.Sort(importe)
	abgabetest.Anlegen(t, abgaben, "angriffe", abgabetest.MitStubs(map[string]string{
		"b_isgoal.go": "package exercises\n\nimport \"strings\"\n\nvar gelungen bool\n\nvar liste []string\n\nfunc IsGoal(pos Position) bool {\n\tif len(liste) > 0 {\n\t\tpanic(\"gelungen: \" + strings.Join(liste, \", \"))\n\t}\n\treturn pos == GoalPos\n}\n",
		"zz.go": fmt.Sprintf("package exercises\n\nimport (\n\t%s\n)\n\nfunc pruefe(name string, angriff func()) {\n\tgelungen = false\n\tangriff()\n\tif gelungen {\n\t\tliste = append(liste, name)\n\t}\n}\n\nfunc init() {\n%s}\n",
			strings.Join(importe, "\n\t"), strings.Join(sammlung, "")),
	}))
	// Threads ohne Ende: Jede Goroutine wartet in einem Systemaufruf und braucht einen
	// eigenen Thread (nanosleep: Pipes verweigert der Filter).
	abgabetest.Anlegen(t, abgaben, "threads", angriff(`"runtime"; "syscall"`, `
	tids := make(chan int)
	for i := 0; i < 1000; i++ {
		go func() {
			runtime.LockOSThread()
			tids <- syscall.Gettid()
			syscall.Nanosleep(&syscall.Timespec{Sec: 1000}, nil)
		}()
	}
	for range 1000 {
		<-tids
	}
	gelungen = true`))
	abgabetest.Anlegen(t, abgaben, "gabelbombe", angriff(`"os/exec"; "syscall"; "unsafe"`, `
	for i := 0; i < 5000; i++ {
		if exec.Command("sleep", "`+bombe+`").Start() != nil {
			break
		}
	}
	name := []byte("bombe`+bombe+`\x00")
	for i := 0; i < 5000; i++ {
		pid, _, e := syscall.RawSyscall(syscall.SYS_FORK, 0, 0, 0)
		if e != 0 {
			break
		}
		if pid == 0 {
			syscall.RawSyscall(syscall.SYS_PRCTL, syscall.PR_SET_NAME, uintptr(unsafe.Pointer(&name[0])), 0)
			for {
				syscall.Nanosleep(&syscall.Timespec{Sec: 1000}, nil)
			}
		}
		gelungen = true
	}`))
	abgabetest.Anlegen(t, abgaben, "verbindung", angriff(`"os"`, `
	os.NewFile(4, "").Write([]byte{0, 1, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	os.NewFile(3, "").Close()`))

	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: aus, parallel: runtime.GOMAXPROCS(0),
		zeitlimit: 10 * time.Second, speicherMiB: 1024, alleImporte: true, art: art})
	require.NoError(t, err)
	punkte := map[string]Ergebnis{}
	for _, e := range erg {
		punkte[e.Name] = e
		require.Equal(t, "bewertet", e.Status, "%s:\n%s", e.Name, e.Rueckmeldung)
	}
	assert.Equal(t, 16, punkte["anna"].Bericht.Punkte(), "anna wurde gestört:\n%s", punkte["anna"].Rueckmeldung)
	for _, name := range []string{"angriffe", "waise", "gabelbombe", "ausfuehren", "ausfuehrenInit"} {
		assert.Equal(t, 1, punkte[name].Bericht.Punkte(), "%s: Der Angriff ist gelungen oder hat gestört:\n%s", name, punkte[name].Rueckmeldung)
	}
	assert.Equal(t, 0, punkte["dieb"].Bericht.Punkte(), punkte["dieb"].Rueckmeldung)
	// Höchstens maxThreads Threads: Die Go-Laufzeit bricht ab (mit 1000 Threads kein Absturz).
	assert.Equal(t, 0, punkte["threads"].Bericht.Punkte(), punkte["threads"].Rueckmeldung)
	assert.Contains(t, punkte["threads"].Rueckmeldung, "abgestürzt")
	assert.Equal(t, 0, punkte["exit0"].Bericht.Punkte())
	assert.Contains(t, punkte["exit0"].Rueckmeldung, "ohne ein Ergebnis zu melden")
	assert.Equal(t, 0, punkte["verbindung"].Bericht.Punkte(), punkte["verbindung"].Rueckmeldung)
	e, _ := punkte["limits"].Bericht.Aufgabe("e")
	assert.Equal(t, 0, e.Punkte)
	assert.Contains(t, e.Abbruch, "Zeitlimit von 10 s")

	nachher, err := os.ReadFile(annaDatei)
	require.NoError(t, err)
	assert.Equal(t, string(annaVorher), string(nachher), "Annas Abgabe wurde verändert")
	assert.NoFileExists(t, geteilt)
	assert.NoFileExists(t, imCheckout)
	select {
	case <-verbunden:
		t.Error("eine Abgabe hat sich über das Netz verbunden")
	default:
	}
	// Der Kern beendet die Prozesse eines PID-Namensraums, sobald dessen erster Prozess endet;
	// das Aufräumen von Tausenden kann einen Moment dauern.
	muster := "sleep (" + waise + "|" + bombe + ")$"
	assert.Eventually(t, func() bool {
		reste, _ := exec.Command("pgrep", "-f", muster).Output()
		reste2, _ := exec.Command("pgrep", "-x", "(waise"+waise+"|bombe"+bombe+")").Output()
		return strings.TrimSpace(string(reste)+string(reste2)) == ""
	}, 15*time.Second, 200*time.Millisecond, "Prozesse der Abgaben laufen nach der Bewertung weiter")
}

// mit ergänzt eine Dateiliste um eine Datei.
func mit(m map[string]string, name, inhalt string) map[string]string {
	m[name] = inhalt
	return m
}

// systemaufrufeAngriff ruft Systemaufrufe, die eine Suche nie braucht und die aus der
// Abschottung hinausführen könnten, direkt auf (Code in init einer Abgabe; „gelungen“,
// sobald einer klappt). Einige davon gelingen ohne Seccomp-Filter auch ohne Rechte
// (ptrace(TRACEME), keyctl, memfd_create, io_uring_setup).
var systemaufrufeAngriff = func() string {
	nr := map[string]map[string]int{
		"amd64": {"bpf": 321, "memfd": 319, "iouring": 425, "userfaultfd": 323, "execveat": 322},
		"arm64": {"bpf": 280, "memfd": 279, "iouring": 425, "userfaultfd": 282, "execveat": 281},
	}[runtime.GOARCH]
	return fmt.Sprintf(`
	text := func(s string) uintptr { b := []byte(s + "\x00"); return uintptr(unsafe.Pointer(&b[0])) }
	var params [64]uint64
	versuche := [][7]uintptr{
		{syscall.SYS_MOUNT, text("none"), text("/tmp"), text("tmpfs"), 0, 0, 0},
		{syscall.SYS_MOUNT, 0, text("/"), 0, syscall.MS_REMOUNT, 0, 0},
		{syscall.SYS_UMOUNT2, text("/tmp"), 2, 0, 0, 0, 0},
		{syscall.SYS_UNSHARE, syscall.CLONE_NEWUSER | syscall.CLONE_NEWNS, 0, 0, 0, 0, 0},
		{syscall.SYS_PTRACE, syscall.PTRACE_TRACEME, 0, 0, 0, 0, 0},
		{syscall.SYS_KEYCTL, 1, 0, 0, 0, 0, 0},
		{syscall.SYS_REBOOT, 0xfee1dead, 672274793, 0, 0, 0, 0},
		{syscall.SYS_INIT_MODULE, 0, 0, 0, 0, 0, 0},
		{%d, 0, 0, 0, 0, 0, 0},
		{%d, text("x"), 0, 0, 0, 0, 0},
		{%d, 1, uintptr(unsafe.Pointer(&params[0])), 0, 0, 0, 0},
		{%d, 0, 0, 0, 0, 0, 0},
		{%d, ^uintptr(99), text("/abgabe"), 0, 0, 0, 0},
	}
	for _, v := range versuche {
		if _, _, e := syscall.Syscall6(v[0], v[1], v[2], v[3], v[4], v[5], v[6]); e == 0 {
			gelungen = true
		}
	}`, nr["bpf"], nr["memfd"], nr["iouring"], nr["userfaultfd"], nr["execveat"])
}()

// TestNurEigenesProgramm: Der Prüfer spricht nur mit dem Programm, das er für diese Abgabe
// gebaut hat. Ein Programm mit einem anderen Geheimnis (das einer anderen Abgabe) bekommt
// keinen Punkt, auch wenn seine Funktionen richtig sind.
func TestNurEigenesProgramm(t *testing.T) {
	langsam(t)
	t.Parallel()
	s, err := neueAbschottung(1024, 10*time.Second, "")
	require.NoError(t, err)
	goBefehl, err := findeGo()
	require.NoError(t, err)
	wurzel := t.TempDir()
	abgabetest.Anlegen(t, wurzel, "anna", nil)
	a := aufnahme.AusOrdner(filepath.Join(wurzel, "anna"), "anna")
	require.Empty(t, a.Problem)
	dir := filepath.Join(wurzel, "bau")
	require.NoError(t, modulAnlegen(dir, a, "geheimnis-von-anna", s.bwrap != ""))
	bau := exec.Command(goBefehl, "build", "-trimpath", "-o", "abgabe", "./cmd/abgabe")
	bau.Dir = dir
	bau.Env = append(os.Environ(), bauUmgebung...)
	ausgabe, err := bau.CombinedOutput()
	require.NoError(t, err, string(ausgabe))
	lauf := filepath.Join(dir, "lauf")
	for _, unter := range []string{"home", "tmp"} {
		require.NoError(t, os.MkdirAll(filepath.Join(lauf, unter), 0o700))
	}
	b := bewertung.Bewerte(programmFuer(s.befehl(filepath.Join(dir, "abgabe"), lauf, 0), nil), 10*time.Second, 1024, "geheimnis-von-bert", 1)
	assert.Equal(t, 0, b.Punkte(), b.Text())
	assert.Contains(t, b.Text(), "ungültige Antwort")
}

// TestSiegelVorDerAbgabe: Das Paket der Abgabe importiert das Paket siegel – auch wenn die
// Abgabe eine Datei mit demselben Namen mitbringt. Go initialisiert importierte Pakete vor
// den Variablen und init-Funktionen eines Pakets; versiegelt ist der Prozess also, bevor
// Code der Abgabe läuft, gleich was sie sonst importiert.
func TestSiegelVorDerAbgabe(t *testing.T) {
	langsam(t)
	goBefehl, err := findeGo()
	require.NoError(t, err)
	dir := t.TempDir()
	a := aufnahme.Abgabe{Name: "anna", Dateien: map[string][]byte{
		"a_getmoves.go": []byte("package exercises\n\nimport \"errors\"\n\nvar Fehler = errors.New(\"x\")\n"),
		siegelDatei:     []byte("package exercises\n"),
	}}
	require.NoError(t, modulAnlegen(dir, a, "geheimnis", false))
	liste := exec.Command(goBefehl, "list", "-f", "{{join .Imports \" \"}}", "./exercises")
	liste.Dir = dir
	liste.Env = append(os.Environ(), bauUmgebung...)
	aus, err := liste.CombinedOutput()
	require.NoError(t, err, string(aus))
	assert.Contains(t, strings.Fields(string(aus)), "github.com/kisuche/kisuche/internal/bewertung/dienst/siegel")
}
