//go:build linux

package main

import (
	"bufio"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
)

// helferArg ist das erste Argument, mit dem bewerten sich selbst als Helfer startet: Der
// Helfer läuft schon in den neuen Namensräumen, richtet Dateisystem und Limits ein, gibt
// seine Rechte ab und startet dann das Programm der Abgabe (execve) – vor dem ersten
// Befehl der Abgabe ist alles festgelegt.
const helferArg = "__kisuche_abschotten"

func init() {
	if len(os.Args) > 1 && os.Args[1] == helferArg {
		if err := helfer(os.Args[2:]); err != nil {
			fmt.Fprintf(os.Stderr, "abschotten: %v\n", err)
			os.Exit(125)
		}
		os.Exit(0)
	}
}

const namensraumFlags = syscall.CLONE_NEWNS | syscall.CLONE_NEWPID | syscall.CLONE_NEWNET |
	syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS

// neueAbschottung prüft, wie weit sich Abgaben auf diesem Rechner abschotten lassen: als
// root mit Namensräumen und eigenen Benutzerkennungen, ohne root mit einem
// Benutzer-Namensraum, wenn der Kern ihn erlaubt, sonst nur mit Limits und Prozessgruppe.
// art "benutzer" erzwingt den Weg ohne root (für Tests).
func neueAbschottung(speicherMiB int, art string) (*abschottung, error) {
	selbst, err := os.Executable()
	if err != nil {
		return nil, err
	}
	s := &abschottung{selbst: selbst, speicherMiB: speicherMiB}
	probe := func() bool {
		dir, err := os.MkdirTemp("", "kisuche-probe-")
		if err != nil {
			return false
		}
		defer os.RemoveAll(dir)
		for _, d := range []string{"home", "tmp"} {
			os.Mkdir(filepath.Join(dir, d), 0o755)
		}
		os.WriteFile(filepath.Join(dir, "home", "probe"), nil, 0o644)
		cmd := s.starte("", dir, 0)
		cmd.Args = append(cmd.Args[:2], "probe", dir, "0", "0", "", filepath.Join(dir, "home"))
		return cmd.Run() == nil
	}
	if os.Geteuid() == 0 && art != "benutzer" {
		s.namensraeume, s.ersteKennung = true, zufallsKennung()
		if probe() {
			s.art = "als root: eigene Benutzerkennung pro Abgabe, eigene PID-, Netz- und Mount-Namensräume (kein Netz, alles außer dem eigenen Arbeitsordner nur lesbar), Adressraum-Limit"
			return s, nil
		}
		s.namensraeume = false
		s.art = "als root ohne Namensräume (der Kern verweigert sie): eigene Benutzerkennung pro Abgabe, Adressraum-Limit"
		return s, nil
	}
	s.namensraeume, s.benutzerNS = true, true
	if probe() {
		s.art = "ohne root, mit Benutzer-Namensraum: eigene PID-, Netz- und Mount-Namensräume (kein Netz, alles außer dem eigenen Arbeitsordner nur lesbar), Adressraum-Limit; alle Abgaben unter deiner Benutzerkennung"
		return s, nil
	}
	s.namensraeume, s.benutzerNS = false, false
	s.art = "EINGESCHRÄNKT – ohne root und ohne Benutzer-Namensräume: nur Adressraum-Limit und Prozessgruppe; die Abgaben laufen unter deiner Kennung mit Netz (es schützt dann vor allem die Liste erlaubter Pakete)"
	return s, nil
}

// zufallsKennung wählt die Benutzerkennung der ersten Abgabe zufällig (jede Abgabe eines
// Laufs bekommt die nächste), damit kein Lauf Kennungen eines früheren wiederverwendet.
func zufallsKennung() int {
	var b [4]byte
	rand.Read(b[:])
	return 1_000_000 + int(binary.LittleEndian.Uint32(b[:])%1_000_000)*1000
}

// kennung liefert die Benutzerkennung der Abgabe index (0: keine eigene).
func (s *abschottung) kennung(index int) int {
	if s.ersteKennung == 0 {
		return 0
	}
	return s.ersteKennung + index
}

// vorbereiten übergibt den Arbeitsordner lauf der Kennung der Abgabe.
func (s *abschottung) vorbereiten(lauf string, index int) error {
	k := s.kennung(index)
	if k == 0 {
		return nil
	}
	return filepath.WalkDir(lauf, func(pfad string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(pfad, k, k)
	})
}

// starte liefert den Befehl, der den Helfer in neuen Namensräumen startet.
func (s *abschottung) starte(programm, lauf string, index int) *exec.Cmd {
	asMiB := s.speicherMiB + 1024 // Go reserviert beim Start gut 700 MiB Adressraum
	cmd := exec.Command(s.selbst, append([]string{helferArg, "start", lauf, strconv.Itoa(s.kennung(index)), strconv.Itoa(asMiB), programm}, s.verstecke...)...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if s.namensraeume {
		cmd.SysProcAttr.Cloneflags = namensraumFlags
	}
	if s.benutzerNS {
		cmd.SysProcAttr.Cloneflags |= syscall.CLONE_NEWUSER
		cmd.SysProcAttr.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Geteuid(), Size: 1}}
		cmd.SysProcAttr.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getegid(), Size: 1}}
		cmd.SysProcAttr.GidMappingsEnableSetgroups = false
	}
	return cmd
}

// helfer richtet im Prozess des Helfers die Abschottung ein und startet das Programm:
// args sind Modus ("start" oder "probe"), Arbeitsordner, Benutzerkennung, Adressraum in
// MiB, Programm und die Ordner, die der Prozess nicht sehen soll.
func helfer(args []string) error {
	if len(args) < 5 {
		return fmt.Errorf("falsche Argumente")
	}
	modus, lauf, programm, verstecke := args[0], args[1], args[4], args[5:]
	kennung, err1 := strconv.Atoi(args[2])
	asMiB, err2 := strconv.Atoi(args[3])
	if err1 != nil || err2 != nil {
		return fmt.Errorf("falsche Argumente")
	}
	if os.Getpid() == 1 { // neue Namensräume: Dateisystem nur lesbar, außer lauf
		if err := nurLesbar(lauf, verstecke); err != nil {
			return err
		}
	}
	grenzen := []grenze{{syscall.RLIMIT_CORE, 0}, {syscall.RLIMIT_FSIZE, 64 << 20}, {syscall.RLIMIT_NOFILE, 256}}
	if asMiB > 0 {
		grenzen = append(grenzen, grenze{syscall.RLIMIT_AS, uint64(asMiB) << 20})
	}
	if kennung > 0 { // die Kennung gehört nur dieser Abgabe: höchstens 256 Prozesse und Threads
		grenzen = append(grenzen, grenze{rlimitNproc, 256})
	}
	for _, g := range grenzen {
		if err := syscall.Setrlimit(g.art, &syscall.Rlimit{Cur: g.wert, Max: g.wert}); err != nil {
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
	if modus == "probe" {
		// Die Probe prüft, dass das Dateisystem wirklich nur lesbar ist.
		if os.Getpid() == 1 {
			if err := os.WriteFile(filepath.Join(filepath.Dir(lauf), "probe"), nil, 0o644); err == nil {
				return fmt.Errorf("außerhalb des Arbeitsordners schreibbar")
			}
			if err := os.WriteFile(filepath.Join(lauf, "tmp", "probe"), nil, 0o644); err != nil {
				return fmt.Errorf("Arbeitsordner nicht schreibbar: %w", err)
			}
			if _, err := os.Stat(filepath.Join(lauf, "home", "probe")); err == nil {
				return fmt.Errorf("versteckter Ordner sichtbar")
			}
		}
		return nil
	}
	return syscall.Exec(programm, []string{programm}, os.Environ())
}

// grenze ist ein Ressourcen-Limit (setrlimit).
type grenze struct {
	art  int
	wert uint64
}

const rlimitNproc = 6 // RLIMIT_NPROC, fehlt im Paket syscall

// Dateisystemtypen, die nurLesbar nicht anfasst (keine Daten, die eine Abgabe schreiben
// könnte, oder vom Kern selbst geschützt).
var ohneRemount = []string{"proc", "sysfs", "cgroup", "cgroup2", "devpts", "mqueue", "securityfs",
	"debugfs", "tracefs", "pstore", "bpf", "fusectl", "configfs", "hugetlbfs", "binfmt_misc",
	"autofs", "devtmpfs", "nsfs", "efivarfs", "rpc_pipefs"}

// nurLesbar macht im eigenen Mount-Namensraum jedes Dateisystem nur lesbar, lässt den
// Arbeitsordner lauf schreibbar, verdeckt die Ordner verstecke (Checkout, Abgaben,
// Ausgabe) mit einem leeren Dateisystem und hängt ein eigenes /proc ein.
func nurLesbar(lauf string, verstecke []string) error {
	if err := syscall.Mount("", "/", "", syscall.MS_REC|syscall.MS_PRIVATE, ""); err != nil {
		return fmt.Errorf("Mounts privat machen: %w", err)
	}
	// lauf zuerst auf sich selbst binden: So bleibt er nach dem Nur-Lesbar-Machen ein
	// eigener, schreibbarer Mount.
	if err := syscall.Mount(lauf, lauf, "", syscall.MS_BIND|syscall.MS_REC, ""); err != nil {
		return fmt.Errorf("Arbeitsordner binden: %w", err)
	}
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		felder := strings.Fields(sc.Text())
		trenner := -1
		for i, feld := range felder {
			if feld == "-" {
				trenner = i
				break
			}
		}
		if len(felder) < 6 || trenner < 0 || trenner+1 >= len(felder) {
			continue
		}
		punkt, optionen, typ := entschluessele(felder[4]), felder[5], felder[trenner+1]
		if punkt == lauf || strings.HasPrefix(punkt, lauf+"/") || slices.Contains(ohneRemount, typ) ||
			punkt == "/proc" || strings.HasPrefix(punkt, "/proc/") || strings.HasPrefix(punkt, "/sys/") || punkt == "/sys" ||
			(strings.HasPrefix(punkt, "/dev") && !strings.HasPrefix(punkt, "/dev/shm")) {
			continue
		}
		flags := uintptr(syscall.MS_REMOUNT | syscall.MS_BIND | syscall.MS_RDONLY)
		for _, o := range strings.Split(optionen, ",") {
			flags |= mountFlag[o]
		}
		if err := syscall.Mount("", punkt, "", flags, ""); err != nil && punkt == "/" {
			return fmt.Errorf("/ nur lesbar machen: %w", err)
		}
	}
	for _, v := range verstecke {
		if info, err := os.Stat(v); err != nil || !info.IsDir() || lauf == v || strings.HasPrefix(lauf, v+"/") {
			continue
		}
		if err := syscall.Mount("tmpfs", v, "tmpfs", syscall.MS_RDONLY|syscall.MS_NOSUID|syscall.MS_NODEV|syscall.MS_NOEXEC, "size=4k"); err != nil {
			return fmt.Errorf("%s verdecken: %w", v, err)
		}
	}
	// Das eigene /proc zeigt nur die Prozesse dieses PID-Namensraums.
	syscall.Mount("proc", "/proc", "proc", syscall.MS_NOSUID|syscall.MS_NODEV|syscall.MS_NOEXEC, "")
	return sc.Err()
}

// mountFlag übersetzt Optionen aus mountinfo, die ein Remount behalten muss.
var mountFlag = map[string]uintptr{
	"nosuid": syscall.MS_NOSUID, "nodev": syscall.MS_NODEV, "noexec": syscall.MS_NOEXEC,
	"noatime": syscall.MS_NOATIME, "nodiratime": syscall.MS_NODIRATIME, "relatime": syscall.MS_RELATIME,
	"strictatime": syscall.MS_STRICTATIME,
}

// entschluessele ersetzt die Oktal-Escapes von mountinfo (etwa \040 für ein Leerzeichen).
func entschluessele(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) {
			if n, err := strconv.ParseUint(s[i+1:i+4], 8, 8); err == nil {
				b.WriteByte(byte(n))
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
