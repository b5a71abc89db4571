package sandkasten

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"time"
)

// abschottung startet den Prozess einer Abgabe so abgeschottet, wie der Rechner es
// erlaubt: mit bwrap in einem leeren Dateisystem, eigenen Namensräumen und einem
// Seccomp-Filter (abschotten_linux.go), sonst – nur, wenn die Lehrkraft es mit -schwach
// annimmt – mit Limits, eigener Prozessgruppe und Arbeitsordner.
type abschottung struct {
	art         string // Beschreibung für die Ausgabe und docs/sandkasten.md
	stark       bool   // bwrap mit allem, was docs/sandkasten.md unter „stark“ verspricht
	schwach     string // nicht leer: was fehlt (dann nur mit -schwach)
	ungerecht   string // nicht leer: warum die Rechenzeit nicht gerecht geteilt wird (rechenzeit.go)
	selbst      string // dieses Programm, das als Helfer die Limits setzt
	bwrap       string // Pfad von bwrap (leer: ohne)
	speicherMiB int
	zeit        time.Duration
	filter      []byte // Seccomp-Filter für bwrap --seccomp

	// Benutzerkennungen außerhalb: als root bekommt jede Abgabe ihre eigene (ersteKennung +
	// Nummer, pro Lauf zufällig); gemeinsameKennung (nur in Tests, als root) lässt alle
	// Abgaben unter einer Kennung laufen wie ohne root.
	ersteKennung, gemeinsameKennung int
}

// Limits jedes Prozesses einer Abgabe, die nicht am Speicherlimit hängen.
const (
	dateiMiB       = 16   // größte Datei, die ein Prozess schreiben kann (RLIMIT_FSIZE)
	maxThreads     = 256  // Prozesse und Threads pro Abgabe (als root: RLIMIT_NPROC)
	maxSignale     = 1024 // wartende Signale pro Abgabe (RLIMIT_SIGPENDING, zählt auch zur Kennung draußen)
	bauSpeicherMiB = 3072
	bauTmpMiB      = 256 // beschreibbares /tmp beim Übersetzen (die Arbeitsdateien von go build)
	bauZeit        = 3 * time.Minute
)

// kennung liefert die Benutzerkennung außerhalb für die Abgabe index (0: die eigene).
func (s *abschottung) kennung(index int) int {
	switch {
	case s.gemeinsameKennung != 0:
		return s.gemeinsameKennung
	case s.ersteKennung != 0:
		return s.ersteKennung + index
	}
	return 0
}

// cpuSekunden ist das Limit der Rechenzeit eines Prozesses (alle Threads zusammen): zwei
// Kerne für die Dauer des Zeitlimits, gerundet nach oben.
func (s *abschottung) cpuSekunden() int {
	return 2*int(s.zeit.Seconds()+0.999) + 1
}

// helferBefehl liefert den Befehl, der über den Helfer (dieses Programm) die Limits setzt,
// die Kennung wechselt und dann programm mit argumente startet. Die Höchstzahl der
// Prozesse und Threads nproc setzt der Helfer selbst (RLIMIT_NPROC gilt pro Kennung: nur
// mit eigener Kennung pro Abgabe sinnvoll); threads setzt er im Sandkasten von bwrap, bevor
// das Programm startet (dort zählt jeder Sandkasten für sich).
func (s *abschottung) helferBefehl(asMiB, cpuSek, kennung, nproc, threads int, programm string, argumente ...string) *exec.Cmd {
	return s.helferBefehlCtx(context.Background(), asMiB, cpuSek, kennung, nproc, threads, programm, argumente...)
}

// helferBefehlCtx ist helferBefehl mit einem Kontext (exec.CommandContext).
func (s *abschottung) helferBefehlCtx(ctx context.Context, asMiB, cpuSek, kennung, nproc, threads int, programm string, argumente ...string) *exec.Cmd {
	args := []string{helferArg}
	for _, n := range []int{asMiB, cpuSek, kennung, nproc, threads} {
		args = append(args, strconv.Itoa(n))
	}
	cmd := exec.CommandContext(ctx, s.selbst, append(append(args, programm), argumente...)...)
	mitElternBeenden(cmd)
	return cmd
}

// umgebung ist die Umgebung jedes Prozesses einer Abgabe (dazu die Variablen des Prüfers).
func (s *abschottung) umgebung(home, tmp string) []string {
	return []string{
		"PATH=/usr/bin:/bin",
		"HOME=" + home,
		"TMPDIR=" + tmp,
		"LANG=C.UTF-8",
		fmt.Sprintf("GOMEMLIMIT=%dMiB", s.speicherMiB),
		"GOMAXPROCS=2",
	}
}

// sandkastenGrundlage sind die bwrap-Argumente, die jeder Sandkasten hat (Aufgabe wie
// Übersetzen): alle Namensräume neu (ohne Netz), keine weiteren Benutzer-Namensräume, stirbt
// mit dem Prüfer, eigene Sitzung (kein Terminal; Autogroup: ein Anteil der Rechenzeit),
// Kennung 1000 ohne Capabilities.
func sandkastenGrundlage(hostname string) []string {
	return []string{
		"--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--new-session",
		"--uid", "1000", "--gid", "1000", "--cap-drop", "ALL", "--hostname", hostname,
	}
}

// helferArg ist das erste Argument, mit dem das laufende Programm sich selbst als Helfer
// startet (os.Executable): der Helfer setzt Limits und Kennung, startet bwrap oder das
// Programm der Abgabe, und die Probe prüft darin die Abschottung.
const helferArg = "__kisuche_abschotten"

// init macht jedes Programm, das dieses Paket importiert (bewerten, die Testprogramme der
// Pakete), zum Helfer, wenn es mit helferArg gestartet wird – bevor sein main oder ein Test
// läuft. Ein Programm braucht dafür nichts zu tun; Pakete, die vor diesem initialisiert
// werden, dürfen nur nichts Teures in init tun.
func init() {
	if len(os.Args) > 1 && os.Args[1] == helferArg {
		if err := helfer(os.Args[2:]); err != nil {
			fmt.Fprintf(os.Stderr, "abschotten: %v\n", err)
			os.Exit(125)
		}
		os.Exit(0)
	}
}
