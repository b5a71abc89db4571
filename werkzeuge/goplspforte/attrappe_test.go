package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestMain: Mit GOPLSPFORTE_TEST=1 ist das Testprogramm selbst die Pforte (mit -listen) oder
// die Attrappe eines gopls (ohne); so laufen beide als eigene Prozesse, wie im Kernel.
func TestMain(m *testing.M) {
	if os.Getenv("GOPLSPFORTE_TEST") == "1" {
		if len(os.Args) > 1 && os.Args[1] == "-listen" {
			os.Exit(ausfuehren(os.Args[1:], os.Stderr))
		}
		attrappe()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// attrappe spricht wie gopls über Standardein- und -ausgabe und schreibt jede Nachricht, die
// sie bekommt, als Zeile „PID METHODE [URI VERSION TEXT]“ in GOPLSPFORTE_PROTOKOLL.
// Vervollständigung nennt ihre PID und die offenen Dateien; „attrappe/absturz“ beendet sie
// ohne Antwort, „attrappe/kind“ startet ein sleep und nennt dessen PID.
func attrappe() {
	protokoll, err := os.OpenFile(os.Getenv("GOPLSPFORTE_PROTOKOLL"), os.O_APPEND|os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		panic(err)
	}
	aus := &schreiber{w: os.Stdout}
	ein := bufio.NewReader(os.Stdin)
	offen := map[string]string{}
	pid := os.Getpid()
	for {
		n, err := lies(ein)
		if err != nil {
			time.Sleep(time.Hour) // wie ein gopls, das gerade lädt: Das Ende der Eingabe beendet es nicht
			return
		}
		var p dateiParameter
		_ = json.Unmarshal(n.Params, &p)
		zeile := fmt.Sprintf("%d %s", pid, n.Method)
		if p.TextDocument.URI != "" {
			zeile += fmt.Sprintf(" %s %d %q", p.TextDocument.URI, p.TextDocument.Version, p.TextDocument.Text)
		}
		if strings.Contains(string(n.Params), `"range"`) {
			zeile += " MIT BEREICH"
		}
		if n.Method == "workspace/didChangeWatchedFiles" {
			zeile += " " + string(n.Params)
		}
		fmt.Fprintln(protokoll, zeile)
		switch n.Method {
		case "initialize":
			aus.schreibeJSON(map[string]any{"id": n.ID, "result": map[string]any{"capabilities": map[string]any{}}})
		case "textDocument/didOpen":
			offen[p.TextDocument.URI] = p.TextDocument.Text
		case "textDocument/didChange":
			offen[p.TextDocument.URI] = p.ContentChanges[len(p.ContentChanges)-1].Text
		case "textDocument/completion":
			var liste []string
			for uri, text := range offen {
				liste = append(liste, uri+"="+text)
			}
			slices.Sort(liste)
			aus.schreibeJSON(map[string]any{"id": n.ID, "result": map[string]any{"items": []any{
				map[string]any{"label": fmt.Sprint(pid)}, map[string]any{"label": strings.Join(liste, ";")}}}})
		case "attrappe/absturz":
			os.Exit(3)
		case "attrappe/kind":
			kind := exec.Command("sleep", "1000")
			if err := kind.Start(); err != nil {
				panic(err)
			}
			aus.schreibeJSON(map[string]any{"id": n.ID, "result": kind.Process.Pid})
		case "shutdown":
			aus.schreibeJSON(map[string]any{"id": n.ID, "result": nil})
		}
	}
}
