package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// pforte ist eine laufende Pforte im Test, mit der Attrappe als gopls.
type pforte struct {
	t         *testing.T
	dir       string // Arbeitsordner (wie GoNBs Ordner der Sitzung)
	sock      string
	protokoll string
	cmd       *exec.Cmd
}

// testUmgebung: Umgebung für Pforte und Attrappe.
func (p *pforte) testUmgebung() []string {
	return append(os.Environ(), "GOPLSPFORTE_TEST=1", "GOPLSPFORTE_PROTOKOLL="+p.protokoll)
}

// neuePforte bereitet eine Pforte vor; starte oder startUnter startet sie.
func neuePforte(t *testing.T) *pforte {
	t.Helper()
	basis := t.TempDir()
	p := &pforte{t: t, dir: filepath.Join(basis, "sitzung"), sock: filepath.Join(basis, "gopls socket"),
		protokoll: filepath.Join(basis, "protokoll")}
	if err := os.Mkdir(p.dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// starte startet die Pforte als Kind des Tests.
func (p *pforte) starte() {
	p.t.Helper()
	p.cmd = exec.Command(os.Args[0], "-listen", "unix;"+p.sock, "--", os.Args[0])
	p.cmd.Dir, p.cmd.Env, p.cmd.Stderr = p.dir, p.testUmgebung(), os.Stderr
	if err := p.cmd.Start(); err != nil {
		p.t.Fatal(err)
	}
	p.t.Cleanup(func() { _ = p.cmd.Process.Kill(); _ = p.cmd.Wait() })
}

// verbinde verbindet sich wie GoNB (und wartet, bis die Pforte lauscht).
func (p *pforte) verbinde() *client {
	p.t.Helper()
	for ende := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		conn, err := net.Dial("unix", p.sock)
		if err == nil {
			p.t.Cleanup(func() { _ = conn.Close() })
			return &client{t: p.t, conn: conn, ein: bufio.NewReader(conn), aus: &schreiber{w: conn}}
		}
		if time.Now().After(ende) {
			p.t.Fatalf("Pforte lauscht nicht: %v", err)
		}
	}
}

// zeilen: das Protokoll der Attrappe(n), eine Nachricht je Zeile.
func (p *pforte) zeilen() []string {
	inhalt, _ := os.ReadFile(p.protokoll)
	return strings.Split(strings.TrimSpace(string(inhalt)), "\n")
}

// client spricht mit der Pforte wie GoNB.
type client struct {
	t    *testing.T
	conn net.Conn
	ein  *bufio.Reader
	aus  *schreiber
	id   int
}

// sende schickt eine Benachrichtigung.
func (c *client) sende(methode string, params any) {
	c.aus.schreibeJSON(map[string]any{"method": methode, "params": params})
}

// frage schickt eine Anfrage und liefert die Antwort (result oder error).
func (c *client) frage(methode string, params any) (result, fehler json.RawMessage) {
	c.t.Helper()
	c.id++
	c.aus.schreibeJSON(map[string]any{"id": c.id, "method": methode, "params": params})
	_ = c.conn.SetReadDeadline(time.Now().Add(20 * time.Second))
	for {
		roh, err := lies(c.ein)
		if err != nil {
			c.t.Fatalf("%s: keine Antwort: %v", methode, err)
		}
		var a struct {
			ID     int             `json:"id"`
			Result json.RawMessage `json:"result"`
			Error  json.RawMessage `json:"error"`
		}
		if json.Unmarshal(roh.roh, &a) == nil && roh.istAntwort() && a.ID == c.id {
			return a.Result, a.Error
		}
	}
}

// oeffne schickt didOpen für uri mit text.
func (c *client) oeffne(uri, text string) {
	c.sende("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "go", "version": 1, "text": text}})
}

// aendere schickt didChange wie GoNB: den ganzen Text, mit dem Bereich 0:0–0:0.
func (c *client) aendere(uri string, version int, text string) {
	null := map[string]any{"line": 0, "character": 0}
	c.sende("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": version},
		"contentChanges": []any{map[string]any{"range": map[string]any{"start": null, "end": null}, "text": text}}})
}

// vervollstaendige fragt nach einer Vervollständigung und liefert die beiden Einträge der
// Attrappe: ihre PID und die offenen Dateien.
func (c *client) vervollstaendige() (pid int, offen string) {
	c.t.Helper()
	result, fehler := c.frage("textDocument/completion", map[string]any{})
	if fehler != nil {
		c.t.Fatalf("Vervollständigung: Fehler %s", fehler)
	}
	var liste struct{ Items []struct{ Label string } }
	if err := json.Unmarshal(result, &liste); err != nil || len(liste.Items) != 2 {
		c.t.Fatalf("Vervollständigung: %s", result)
	}
	pid, _ = strconv.Atoi(liste.Items[0].Label)
	return pid, liste.Items[1].Label
}

// uri einer Datei.
func uri(pfad string) string { return "file://" + pfad }

// TestGoplsErstBeimErstenTab: initialize beantwortet die Pforte selbst; gopls startet erst
// bei der ersten Anfrage und erfährt dann GoNBs initialize, initialized und jede offene
// Datei mit ihrem letzten Inhalt. Go-Dateien außerhalb des Ordners der Sitzung öffnet es
// nicht, es hört nur, dass sie sich geändert haben.
func TestGoplsErstBeimErstenTab(t *testing.T) {
	p := neuePforte(t)
	p.starte()
	c := p.verbinde()
	if _, fehler := c.frage("initialize", map[string]any{"rootUri": uri(p.dir)}); fehler != nil {
		t.Fatalf("initialize: %s", fehler)
	}
	c.sende("initialized", map[string]any{})
	mainGo, goMod, fremd := filepath.Join(p.dir, "main.go"), filepath.Join(p.dir, "go.mod"), "/kurs/lesson/suche.go"
	c.oeffne(uri(mainGo), "package main // 1")
	c.oeffne(uri(goMod), "module gonb_x")
	c.oeffne(uri(fremd), "package lesson")
	c.aendere(uri(mainGo), 2, "package main // 2")
	time.Sleep(300 * time.Millisecond)
	if _, err := os.Stat(p.protokoll); err == nil {
		t.Fatalf("gopls lief schon vor der ersten Anfrage:\n%s", strings.Join(p.zeilen(), "\n"))
	}

	pid, offen := c.vervollstaendige()
	if erwartet := uri(goMod) + "=module gonb_x;" + uri(mainGo) + "=package main // 2"; offen != erwartet {
		t.Errorf("offene Dateien bei gopls: %q, erwartet %q", offen, erwartet)
	}
	c.oeffne(uri("/kurs/lesson/knoten.go"), "package lesson")
	c.sende("textDocument/didOpen", 5) // unverständlich: übergangen, die Verbindung bleibt
	c.aendere(uri(mainGo), 3, "package main // 3")
	if _, offen := c.vervollstaendige(); !strings.HasSuffix(offen, uri(mainGo)+"=package main // 3") {
		t.Errorf("nach didChange kennt gopls %q", offen)
	}
	methoden := []string{}
	for _, z := range p.zeilen() {
		felder := strings.Fields(z)
		if felder[0] != strconv.Itoa(pid) {
			t.Errorf("Zeile einer anderen Attrappe: %s", z)
		}
		if strings.HasSuffix(z, "MIT BEREICH") {
			t.Errorf("gopls bekam einen Bereich (es läse die Änderung als Einfügen): %s", z)
		}
		methoden = append(methoden, strings.Join(felder[1:min(3, len(felder))], " "))
	}
	erwartet := []string{"initialize", "initialized", "textDocument/didOpen " + uri(goMod), "textDocument/didOpen " + uri(mainGo),
		"textDocument/completion", "workspace/didChangeWatchedFiles {\"changes\":[{\"type\":2,\"uri\":\"file:///kurs/lesson/knoten.go\"}]}",
		"textDocument/didChange " + uri(mainGo), "textDocument/completion"}
	if strings.Join(methoden, "\n") != strings.Join(erwartet, "\n") {
		t.Errorf("gopls bekam:\n%s\nerwartet:\n%s", strings.Join(methoden, "\n"), strings.Join(erwartet, "\n"))
	}
}

// TestGoplsNachDemEndeNeu: Endet gopls mitten in einer Anfrage, bekommt GoNB einen Fehler
// statt zu warten; die nächste Anfrage startet ein neues gopls mit dem letzten Stand.
func TestGoplsNachDemEndeNeu(t *testing.T) {
	p := neuePforte(t)
	p.starte()
	c := p.verbinde()
	c.frage("initialize", map[string]any{})
	mainGo := uri(filepath.Join(p.dir, "main.go"))
	c.oeffne(mainGo, "alt")
	erster, _ := c.vervollstaendige()
	c.aendere(mainGo, 2, "neu")
	if _, fehler := c.frage("attrappe/absturz", nil); !strings.Contains(string(fehler), "gopls wurde beendet") {
		t.Fatalf("Anfrage an ein abgestürztes gopls: Fehler %s, erwartet „gopls wurde beendet …“", fehler)
	}
	zweiter, offen := c.vervollstaendige()
	if zweiter == erster || zweiter == 0 {
		t.Errorf("kein neues gopls: PID %d, vorher %d", zweiter, erster)
	}
	if offen != mainGo+"=neu" {
		t.Errorf("das neue gopls kennt %q, erwartet %q", offen, mainGo+"=neu")
	}
	if lebt(erster) {
		t.Errorf("das abgestürzte gopls %d lebt noch", erster)
	}
}

// lebt: Prozess pid läuft noch (ein Zombie zählt als beendet).
func lebt(pid int) bool {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return syscall.Kill(pid, 0) == nil
	}
	felder := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
	return len(felder) > 0 && felder[0] != "Z"
}

// warteAufEnde wartet höchstens 5 s, bis keiner der Prozesse mehr lebt.
func warteAufEnde(t *testing.T, wie string, pids map[string]int) {
	t.Helper()
	ende := time.Now().Add(5 * time.Second)
	for {
		var uebrig []string
		for name, pid := range pids {
			if lebt(pid) {
				uebrig = append(uebrig, fmt.Sprintf("%s (%d)", name, pid))
			}
		}
		if len(uebrig) == 0 {
			return
		}
		if time.Now().After(ende) {
			t.Fatalf("%s: nach 5 s leben noch %s", wie, strings.Join(uebrig, ", "))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// gestartet startet über c gopls samt einem Kind von gopls und liefert beider PIDs.
func gestartet(t *testing.T, c *client) map[string]int {
	t.Helper()
	c.frage("initialize", map[string]any{})
	pid, _ := c.vervollstaendige()
	result, _ := c.frage("attrappe/kind", nil)
	kind, _ := strconv.Atoi(string(result))
	if pid == 0 || kind == 0 {
		t.Fatalf("gopls %d, Kind %s", pid, result)
	}
	return map[string]int{"gopls": pid, "Kind von gopls": kind}
}

// TestEndetMitDemKernel: Endet der Elternprozess der Pforte (der Kernel) mit SIGKILL, enden
// die Pforte, gopls und was gopls gestartet hat.
func TestEndetMitDemKernel(t *testing.T) {
	p := neuePforte(t)
	kernel := exec.Command("sh", "-c", `"$0" -listen "unix;$1" -- "$0" & echo $!; wait`, os.Args[0], p.sock)
	kernel.Dir, kernel.Env = p.dir, p.testUmgebung()
	aus, err := kernel.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := kernel.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = kernel.Process.Kill(); _ = kernel.Wait() })
	zeile, _ := bufio.NewReader(aus).ReadString('\n')
	pfortePID, _ := strconv.Atoi(strings.TrimSpace(zeile))
	pids := gestartet(t, p.verbinde())
	pids["Pforte"] = pfortePID
	if err := kernel.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	warteAufEnde(t, "Kernel mit SIGKILL beendet", pids)
	if _, err := os.Stat(p.sock); err == nil {
		t.Errorf("der Socket %s ist noch da", p.sock)
	}
}

// TestEndetMitDerPforte: Endet die Pforte mit SIGTERM, räumt sie auf; endet sie mit SIGKILL
// (so beendet GoNB „gopls“), endet gopls trotzdem (Pdeathsig).
func TestEndetMitDerPforte(t *testing.T) {
	for _, signal := range []syscall.Signal{syscall.SIGTERM, syscall.SIGKILL} {
		t.Run(signal.String(), func(t *testing.T) {
			p := neuePforte(t)
			p.starte()
			pids := gestartet(t, p.verbinde())
			if signal == syscall.SIGKILL {
				delete(pids, "Kind von gopls") // Pdeathsig trifft nur gopls; seine go list enden von selbst
				defer syscall.Kill(-pids["gopls"], syscall.SIGKILL)
			}
			pids["Pforte"] = p.cmd.Process.Pid
			if err := p.cmd.Process.Signal(signal); err != nil {
				t.Fatal(err)
			}
			go p.cmd.Wait()
			warteAufEnde(t, signal.String(), pids)
		})
	}
}

// TestAufruf: Ohne Adresse oder gopls-Befehl nennt die Pforte ihren Aufruf.
func TestAufruf(t *testing.T) {
	for _, args := range [][]string{nil, {"-listen", "unix;/tmp/x"}, {"--", "gopls"}} {
		var fehler strings.Builder
		if rc := ausfuehren(args, &fehler); rc != 2 || !strings.Contains(fehler.String(), "Aufruf: goplspforte") {
			t.Errorf("%q: rc %d, %q", args, rc, fehler.String())
		}
	}
}

// TestGoplsNachSIGKILLNeu: Endet gopls, während es nichts zu tun hat (SIGKILL von außen, wie
// vom Speicher-Wächter), startet die nächste Anfrage ein neues.
func TestGoplsNachSIGKILLNeu(t *testing.T) {
	p := neuePforte(t)
	p.starte()
	c := p.verbinde()
	c.frage("initialize", map[string]any{})
	erster, _ := c.vervollstaendige()
	if err := syscall.Kill(erster, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)
	if zweiter, _ := c.vervollstaendige(); zweiter == erster {
		t.Errorf("kein neues gopls: PID %d", zweiter)
	}
}
