package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"sync"
	"syscall"
)

// gopls ist ein laufendes gopls hinter der Pforte: sein Prozess (in einer eigenen
// Prozessgruppe, mit allem, was es startet) und seine Standardein- und -ausgabe, über die
// die Pforte mit ihm spricht.
type gopls struct {
	cmd    *exec.Cmd
	ein    *schreiber
	aus    *bufio.Reader
	fertig chan struct{} // geschlossen, wenn der Prozess beendet ist
}

// starter startet Prozesse aus immer demselben Betriebssystem-Thread. Auf Linux bekommt
// gopls ein Signal, wenn der Thread endet, der es gestartet hat (Pdeathsig) – nicht erst,
// wenn die Pforte endet. Dieser Thread endet nie vor der Pforte.
var starter = sync.OnceValue(func() chan<- func() {
	auftraege := make(chan func())
	go func() {
		runtime.LockOSThread() // und nie wieder frei: Der Thread lebt so lange wie die Pforte
		for auftrag := range auftraege {
			auftrag()
		}
	}()
	return auftraege
})

// laufend: alle gestarteten gopls, die noch nicht beendet sind; beende beendet sie.
var (
	laufendMu sync.Mutex
	laufend   = map[*gopls]bool{}
)

// starteGopls startet befehl (etwa nice -n 19 …/gopls) im Ordner dir: ohne Argumente spricht
// gopls das Language Server Protocol über Standardein- und -ausgabe. Seine Fehlerausgabe
// geht in die der Pforte (GoNB schreibt sie ins Protokoll des Kernels).
func starteGopls(befehl []string, dir string) (*gopls, error) {
	if len(befehl) == 0 {
		return nil, fmt.Errorf("kein gopls-Befehl angegeben (goplspforte -listen ADRESSE -- GOPLS…)")
	}
	cmd := exec.Command(befehl[0], befehl[1:]...)
	cmd.Dir = dir
	cmd.Stderr = os.Stderr
	cmd.SysProcAttr = eigeneGruppe()
	ein, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	aus, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	fehler := make(chan error, 1)
	starter() <- func() { fehler <- cmd.Start() }
	if err := <-fehler; err != nil {
		return nil, fmt.Errorf("gopls starten: %w", err)
	}
	g := &gopls{cmd: cmd, ein: &schreiber{w: ein}, aus: bufio.NewReaderSize(aus, 1<<16), fertig: make(chan struct{})}
	laufendMu.Lock()
	laufend[g] = true
	laufendMu.Unlock()
	protokoll.Printf("gopls %d gestartet: %q", cmd.Process.Pid, befehl)
	go func() {
		err := cmd.Wait()
		protokoll.Printf("gopls %d beendet: %v", cmd.Process.Pid, err)
		laufendMu.Lock()
		delete(laufend, g)
		laufendMu.Unlock()
		close(g.fertig)
	}()
	return g, nil
}

// beende beendet gopls samt allem, was es gestartet hat (etwa go list), und wartet darauf.
func (g *gopls) beende() {
	_ = syscall.Kill(-g.cmd.Process.Pid, syscall.SIGKILL)
	if c, ok := g.ein.w.(io.Closer); ok {
		_ = c.Close()
	}
	<-g.fertig
}

// beendeAlle beendet jedes noch laufende gopls (beim Ende der Pforte).
func beendeAlle() {
	laufendMu.Lock()
	alle := make([]*gopls, 0, len(laufend))
	for g := range laufend {
		alle = append(alle, g)
	}
	laufendMu.Unlock()
	for _, g := range alle {
		g.beende()
	}
}
