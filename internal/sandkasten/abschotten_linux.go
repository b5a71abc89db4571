//go:build linux

package sandkasten

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unsafe"

	"github.com/kisuche/kisuche/internal/bewertung/dienst/siegel"
)

// neueAbschottung prüft, wie weit sich Abgaben auf diesem Rechner abschotten lassen. Stark
// ist sie mit bwrap (Debian-Paket bubblewrap) und Benutzer-Namensräumen, mit und ohne root;
// als root läuft jede Abgabe zusätzlich unter einer eigenen Benutzerkennung. Ohne bwrap
// gibt es nur Limits – dann bewertet bewerten nur mit -schwach.
// art "benutzer" (nur Tests, als root) lässt alle Abgaben unter einer gemeinsamen Kennung
// laufen wie ohne root.
func neueAbschottung(speicherMiB int, zeit time.Duration, art string) (*abschottung, error) {
	selbst, err := os.Executable()
	if err != nil {
		return nil, err
	}
	s := &abschottung{selbst: selbst, speicherMiB: speicherMiB, zeit: zeit, filter: seccompBytes()}
	root := os.Geteuid() == 0
	if root {
		s.ersteKennung = zufallsKennung()
		if art == "benutzer" {
			s.gemeinsameKennung = s.ersteKennung - 1
		}
	}
	bwrap, err := exec.LookPath("bwrap")
	switch {
	case err != nil:
		s.schwach = "bwrap fehlt (Debian/Ubuntu: sudo apt-get install bubblewrap)"
	case len(s.filter) == 0:
		s.schwach = "für diese Prozessor-Architektur gibt es keinen Seccomp-Filter"
	default:
		s.bwrap = bwrap
		if grund := s.probe(); grund != "" {
			s.bwrap = ""
			s.schwach = "bwrap läuft hier nicht (" + grund + "; Benutzer-Namensräume abgeschaltet?)"
		}
	}
	if s.bwrap == "" {
		s.ungerecht = "ohne bwrap keine eigene Sitzung pro Abgabe"
		s.art = "EINGESCHRÄNKT – " + s.schwach + ": nur Limits, eigene Prozessgruppe und eigener Arbeitsordner; der Code der Abgabe sieht das Dateisystem und das Netz"
		if root {
			s.art += " (als root: eigene Benutzerkennung pro Abgabe)"
		}
		return s, nil
	}
	s.stark = true
	s.ungerecht = rechenzeitUngerecht(leseKlein("/proc/sys/kernel/sched_autogroup_enabled"),
		leseKlein("/proc/self/cgroup"), leseKlein("/sys/fs/cgroup/cgroup.subtree_control"))
	s.art = fmt.Sprintf("bwrap: leeres Dateisystem mit nur dem eigenen Programm, eigene Namensräume ohne Netz, Seccomp-Filter mit einer Liste erlaubter Systemaufrufe, Limits für Speicher, Rechenzeit, Dateien und höchstens %d Threads pro Prozess", maxThreads)
	if root && s.gemeinsameKennung == 0 {
		s.art += "; als root dazu eine eigene Benutzerkennung pro Abgabe"
	} else {
		s.art += "; ohne root laufen alle Abgaben unter deiner Benutzerkennung (jede in ihrem eigenen Sandkasten)"
	}
	return s, nil
}

// leseKlein liefert den Inhalt einer kleinen Datei des Systems ("" ohne sie).
func leseKlein(pfad string) string {
	daten, _ := os.ReadFile(pfad)
	return string(daten)
}

// zufallsKennung wählt die Benutzerkennung der ersten Abgabe zufällig (jede Abgabe eines
// Laufs bekommt die nächste), damit kein Lauf Kennungen eines früheren wiederverwendet.
func zufallsKennung() int {
	var b [4]byte
	rand.Read(b[:])
	return 1_000_000 + int(binary.LittleEndian.Uint32(b[:])%1_000_000)*1000
}

// vorbereiten übergibt ohne bwrap den Arbeitsordner lauf der Kennung der Abgabe (mit bwrap
// sieht der Prozess ihn nicht).
func (s *abschottung) vorbereiten(lauf string, index int) error {
	k := s.kennung(index)
	if k == 0 || s.bwrap != "" {
		return nil
	}
	return filepath.WalkDir(lauf, func(pfad string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(pfad, k, k)
	})
}

// Deskriptoren im Helfer und in bwrap: 3 und 4 sind die Verbindung zum Prüfer (fern.go),
// dahinter das Programm und der Seccomp-Filter.
const (
	fdProgramm = 5
	fdFilter   = 6
)

// probeMiB ist der Adressraum der Probe (bewerten selbst im Sandkasten).
const probeMiB = 4096

// bwrapArgumente sind die Argumente für bwrap: ein leeres Dateisystem (tmpfs, danach nur
// lesbar) mit einer Kopie des Programms als /abgabe, eigenem /proc und /dev/null – nichts
// Beschreibbares (kein /tmp, kein /dev/shm: Eine Suche braucht keine Dateien, und ein tmpfs
// begrenzt bwrap 0.8 nur in der Größe, nicht in der Zahl der Dateien, deren Verwaltung den
// Kern Speicher kostet); dazu sandkastenGrundlage (Namensräume, Kennung, Sitzung), das
// Programm selbst als PID 1 (stirbt mit dem Prüfer: PR_SET_PDEATHSIG, das der
// Seccomp-Filter festhält), Seccomp-Filter.
//
// Die Probe (mitBibliotheken) bindet dazu die Bibliotheken des Systems nur lesbar ein:
// bewerten selbst ist vielleicht dynamisch gelinkt, die Programme der Abgaben nicht
// (CGO_ENABLED=0).
func bwrapArgumente(mitBibliotheken ...bool) []string {
	var bibliotheken []string
	if len(mitBibliotheken) > 0 && mitBibliotheken[0] {
		for _, d := range []string{"/lib", "/lib64", "/usr/lib", "/usr/lib64"} {
			bibliotheken = append(bibliotheken, "--ro-bind-try", d, d)
		}
	}
	return append(append(bibliotheken, sandkastenGrundlage("abgabe")...),
		"--as-pid-1", // kein init von bwrap im Sandkasten, das die Abgabe über /proc/1/mem kapern könnte
		"--perms", "0555", "--file", strconv.Itoa(fdProgramm), "/abgabe",
		"--proc", "/proc", "--dev-bind", "/dev/null", "/dev/null",
		"--remount-ro", "/", "--chdir", "/",
		"--seccomp", strconv.Itoa(fdFilter),
		// Erst im Sandkasten: Der Helfer davor (dieses Programm) enthält das Paket siegel
		// auch und würde sich sonst selbst versiegeln.
		"--setenv", siegel.Env, "1",
		"--", "/abgabe",
	)
}

// befehl liefert die Funktion, die für jede Aufgabe den Prozess der Abgabe programm
// vorbereitet (ohne bwrap mit Arbeitsordner lauf, darin home/ und tmp/).
func (s *abschottung) befehl(programm, lauf string, index int) func() *exec.Cmd {
	return func() *exec.Cmd {
		asMiB := s.speicherMiB + 1024 // Go reserviert beim Start gut 700 MiB Adressraum
		nproc := 0
		if s.kennung(index) != 0 && s.gemeinsameKennung == 0 {
			nproc = maxThreads // die Kennung gehört nur dieser Abgabe
		}
		if s.bwrap == "" {
			cmd := s.helferBefehl(asMiB, s.cpuSekunden(), s.kennung(index), nproc, 0, programm)
			cmd.Dir = lauf + "/home"
			cmd.Env = s.umgebung(lauf+"/home", lauf+"/tmp")
			return cmd
		}
		cmd := s.helferBefehl(asMiB, s.cpuSekunden(), s.kennung(index), nproc, maxThreads, s.bwrap, bwrapArgumente()...)
		cmd.Dir = "/"
		cmd.Env = s.umgebung("/", "/")
		prog, err := os.Open(programm)
		if err != nil {
			cmd.Err = err
			return cmd
		}
		filter, err := filterDatei(s.filter)
		if err != nil {
			prog.Close()
			cmd.Err = err
			return cmd
		}
		// ExtraFiles beginnen bei 3; fern.go stellt die Verbindung (3, 4) davor.
		cmd.ExtraFiles = []*os.File{prog, filter}
		return cmd
	}
}

// filterDatei liefert eine Pipe, aus der bwrap den Seccomp-Filter liest.
func filterDatei(filter []byte) (*os.File, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer w.Close()
	if _, err := w.Write(filter); err != nil { // unter einem Kilobyte: passt in die Pipe
		r.Close()
		return nil, err
	}
	return r, nil
}

// probe startet bwrap einmal mit diesem Programm als /abgabe und prüft darin, dass die
// Abschottung hält (probeInnen). Leer: alles in Ordnung.
func (s *abschottung) probe() string {
	// Adressraum: bewerten (oder ein Testprogramm) ist größer als das Programm einer Abgabe
	// und braucht unabhängig vom Speicherlimit der Aufgaben mehr.
	cmd := s.helferBefehl(probeMiB, 10, s.kennung(0), 0, maxThreads, s.bwrap, bwrapArgumente(true)...)
	cmd.Args = append(cmd.Args, helferArg, "probe")
	cmd.Dir = "/"
	prog, err := os.Open(s.selbst)
	if err != nil {
		return err.Error()
	}
	filter, err := filterDatei(s.filter)
	if err != nil {
		prog.Close()
		return err.Error()
	}
	leer, _ := os.Open(os.DevNull)
	// 3 und 4 stehen sonst für die Verbindung; hier ein leerer Platzhalter.
	cmd.ExtraFiles = []*os.File{leer, leer, prog, filter}
	ausgabe, err := cmd.CombinedOutput()
	prog.Close()
	filter.Close()
	leer.Close()
	if err != nil {
		return strings.TrimSpace(string(ausgabe) + " " + err.Error())
	}
	return ""
}

// probeInnen läuft in der Abschottung und prüft, was sie verspricht.
func probeInnen() error {
	if os.Getuid() != 1000 {
		return fmt.Errorf("Kennung %d statt 1000", os.Getuid())
	}
	if err := os.WriteFile("/probe", nil, 0o644); err == nil {
		return errors.New("/ ist beschreibbar")
	}
	if os.Getpid() != 1 {
		return fmt.Errorf("PID %d statt 1", os.Getpid())
	}
	if err := syscall.Mount("tmpfs", "/proc", "tmpfs", 0, ""); err == nil {
		return errors.New("mount erlaubt")
	}
	if _, _, e := syscall.RawSyscall(syscall.SYS_UNSHARE, syscall.CLONE_NEWUSER, 0, 0); e == 0 {
		return errors.New("unshare erlaubt")
	}
	eintraege, _ := os.ReadDir("/")
	for _, e := range eintraege {
		if n := e.Name(); n != "abgabe" && n != "proc" && n != "dev" && n != "lib" && n != "lib64" && n != "usr" {
			return fmt.Errorf("/%s sichtbar", n)
		}
	}
	return nil
}

// mitElternBeenden sorgt dafür, dass der Helfer stirbt, wenn bewerten stirbt.
func mitElternBeenden(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}

// helfer setzt die Limits, wechselt (als root) die Kennung und startet dann das Programm:
// args sind Adressraum in MiB, Rechenzeit in Sekunden, Kennung (0: keine), Höchstzahl der
// Prozesse der Kennung (0: keine), Höchstzahl der Threads im Sandkasten von bwrap (0:
// keine; dann ist das Programm nicht bwrap), Programm und seine Argumente. In der
// Abschottung („probe“) prüft er sie.
func helfer(args []string) error {
	if len(args) == 1 && args[0] == "probe" {
		return probeInnen()
	}
	if len(args) < 6 {
		return errors.New("falsche Argumente")
	}
	var zahlen [5]int
	for i := range zahlen {
		n, err := strconv.Atoi(args[i])
		if err != nil {
			return errors.New("falsche Argumente")
		}
		zahlen[i] = n
	}
	asMiB, cpuSek, kennung, nproc, threads := zahlen[0], zahlen[1], zahlen[2], zahlen[3], zahlen[4]
	datei := uint64(dateiMiB << 20)
	if threads > 0 { // bwrap kopiert das Programm (fdProgramm) nach /abgabe
		datei = dateiGrenze(fdProgramm)
	}
	grenzen := []grenze{{syscall.RLIMIT_CORE, 0, 0}, {syscall.RLIMIT_FSIZE, datei, datei}, {syscall.RLIMIT_NOFILE, 256, 256},
		{rlimitSigpending, maxSignale, maxSignale}}
	// Im Sandkasten von bwrap setzt der Helfer Threads und Adressraum erst dem Programm
	// (bwrapMitGrenzen): Er selbst rechnet danach noch (startet bwrap) und ist größer als das
	// Programm einer Abgabe – mit dessen Adressraum scheiterte er gelegentlich daran.
	var imSandkasten []grenze
	if threads > 0 {
		imSandkasten = append(imSandkasten, grenze{rlimitNproc, uint64(threads), uint64(threads)})
	}
	if asMiB > 0 {
		as := grenze{syscall.RLIMIT_AS, uint64(asMiB) << 20, uint64(asMiB) << 20}
		if threads > 0 {
			imSandkasten = append(imSandkasten, as)
		} else {
			grenzen = append(grenzen, as)
		}
	}
	if cpuSek > 0 { // weich: SIGXCPU, eine Sekunde später hart: SIGKILL
		grenzen = append(grenzen, grenze{syscall.RLIMIT_CPU, uint64(cpuSek), uint64(cpuSek) + 1})
	}
	if nproc > 0 {
		grenzen = append(grenzen, grenze{rlimitNproc, uint64(nproc), uint64(nproc)})
	}
	for _, g := range grenzen {
		if err := syscall.Setrlimit(g.art, &syscall.Rlimit{Cur: g.weich, Max: g.hart}); err != nil {
			return fmt.Errorf("Limit %d: %w", g.art, err)
		}
	}
	if kennung > 0 {
		if err := syscall.Setgroups(nil); err != nil {
			return err
		}
		if err := syscall.Setgid(kennung); err != nil {
			return err
		}
		if err := syscall.Setuid(kennung); err != nil {
			return err
		}
	}
	if threads > 0 {
		return bwrapMitGrenzen(args[5], args[6:], imSandkasten)
	}
	return syscall.Exec(args[5], args[5:], os.Environ())
}

// dateiGrenze ist die größte Datei, die bwrap und das Programm im Sandkasten schreiben
// dürfen (RLIMIT_FSIZE): dateiMiB, aber mindestens so groß wie die Datei auf fd, die bwrap
// als /abgabe in den Sandkasten kopiert. Sonst scheiterte die Probe, sobald bewerten selbst
// größer als dateiMiB ist (mit Abdeckung übersetzt 18 MiB), mit „bwrap läuft hier nicht“.
func dateiGrenze(fd int) uint64 {
	grenze := uint64(dateiMiB << 20)
	var st syscall.Stat_t
	if syscall.Fstat(fd, &st) == nil && st.Size > 0 && uint64(st.Size) > grenze {
		grenze = uint64(st.Size)
	}
	return grenze
}

// bwrapMitGrenzen startet bwrap, setzt dem ersten Prozess im Sandkasten (dem Programm) die
// grenzen, bevor es startet, und wartet auf bwrap. Die Höchstzahl der Prozesse und Threads
// (RLIMIT_NPROC) gilt dort für ihn allein: bwrap legt einen eigenen Benutzer-Namensraum an,
// und der Kern zählt die Prozesse dort pro Namensraum (auch ohne root, wenn alle Abgaben
// unter derselben Kennung laufen).
func bwrapMitGrenzen(bwrap string, argumente []string, grenzen []grenze) error {
	infoLesen, infoSchreiben, err := os.Pipe()
	if err != nil {
		return err
	}
	blockLesen, blockSchreiben, err := os.Pipe()
	if err != nil {
		return err
	}
	// 3 bis 6 reicht der Helfer durch (Verbindung, Programm, Filter); 7 und 8 sind für bwrap.
	cmd := exec.Command(bwrap, append([]string{"--info-fd", "7", "--block-fd", "8"}, argumente...)...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	var durch []*os.File
	for fd := 3; fd <= 6; fd++ {
		durch = append(durch, os.NewFile(uintptr(fd), ""))
	}
	cmd.ExtraFiles = append(durch, infoSchreiben, blockLesen)
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return err
	}
	for _, f := range cmd.ExtraFiles {
		f.Close()
	}
	var info struct {
		Pid int `json:"child-pid"`
	}
	if err := json.NewDecoder(io.LimitReader(infoLesen, 4096)).Decode(&info); err != nil || info.Pid <= 0 {
		cmd.Process.Kill()
		cmd.Wait()
		return fmt.Errorf("bwrap meldet keinen Prozess: %v", err)
	}
	for _, g := range grenzen {
		r := syscall.Rlimit{Cur: g.weich, Max: g.hart}
		if _, _, e := syscall.RawSyscall6(syscall.SYS_PRLIMIT64, uintptr(info.Pid), uintptr(g.art), uintptr(unsafe.Pointer(&r)), 0, 0, 0); e != 0 {
			// Der erste Prozess im Sandkasten wartet noch auf --block-fd; ohne bwrap draußen
			// bliebe er hängen: zuerst ihn beenden.
			syscall.Kill(info.Pid, syscall.SIGKILL)
			cmd.Process.Kill()
			cmd.Wait()
			return fmt.Errorf("Limit %d im Sandkasten: %w", g.art, e)
		}
	}
	blockSchreiben.Write([]byte{1})
	blockSchreiben.Close()
	err = cmd.Wait()
	var exitErr *exec.ExitError
	if errors.As(err, &exitErr) {
		if status, ok := exitErr.Sys().(syscall.WaitStatus); ok && status.Signaled() {
			os.Exit(128 + int(status.Signal()))
		}
		os.Exit(exitErr.ExitCode())
	}
	return err
}

// grenze ist ein Ressourcen-Limit (setrlimit).
type grenze struct {
	art         int
	weich, hart uint64
}

// Ressourcen-Limits, die im Paket syscall fehlen.
const (
	rlimitNproc      = 6  // RLIMIT_NPROC
	rlimitSigpending = 11 // RLIMIT_SIGPENDING
)
