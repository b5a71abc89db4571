package browsertest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Jupyter ist ein laufender „jupyter notebook“-Server (klassisches Notebook 6), der nur auf
// 127.0.0.1 lauscht und ein zufälliges Token verlangt.
type Jupyter struct {
	// URL ist die Basisadresse, z. B. http://127.0.0.1:40123.
	URL string
	// Token ist das Zugangs-Token des Servers.
	Token string
	// Ordner ist der Ordner, in dem der Server startet (die Wurzel seiner Dateiansicht).
	Ordner string

	markierung string
	cmd        *exec.Cmd
	log        *sichererPuffer
	fertig     chan struct{}
	stoppe     sync.Once
}

// sichererPuffer sammelt die Ausgabe eines Prozesses; mehrere Goroutinen dürfen schreiben.
type sichererPuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

// Write hängt b an (io.Writer).
func (p *sichererPuffer) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.b.Write(b)
}

// String liefert alles bisher Geschriebene.
func (p *sichererPuffer) String() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.b.String()
}

// zufall liefert n zufällige Bytes als Hex-Text.
func zufall(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// freierPort liefert einen gerade freien TCP-Port auf 127.0.0.1.
func freierPort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("kein freier Port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// GoBinOrdner liefert den Ordner, in den „go install“ Programme legt (dort liegen gonb und
// goimports nach scripts/einrichten.sh).
func GoBinOrdner() string {
	if out, err := exec.Command("go", "env", "GOBIN").Output(); err == nil {
		if s := strings.TrimSpace(string(out)); s != "" {
			return s
		}
	}
	if out, err := exec.Command("go", "env", "GOPATH").Output(); err == nil {
		if s := strings.TrimSpace(string(out)); s != "" {
			return filepath.Join(strings.Split(s, string(os.PathListSeparator))[0], "bin")
		}
	}
	return ""
}

// Voraussetzungen prüft, ob jupyter, der GoNB-Kernel, goimports und Chromium vorhanden
// sind, und liefert sonst einen deutschen Fehler mit dem Hinweis, wie man sie installiert.
func Voraussetzungen() error {
	var fehlt []string
	if _, err := exec.LookPath("jupyter"); err != nil {
		fehlt = append(fehlt, "jupyter")
	}
	gobin := GoBinOrdner()
	for _, prog := range []string{"gonb", "goimports"} {
		if _, err := os.Stat(filepath.Join(gobin, prog)); err != nil {
			if _, err := exec.LookPath(prog); err != nil {
				fehlt = append(fehlt, prog)
			}
		}
	}
	if _, err := ChromiumPfad(); err != nil {
		fehlt = append(fehlt, "chromium")
	}
	if len(fehlt) > 0 {
		return fmt.Errorf("es fehlt: %s – bitte zuerst „bash scripts/einrichten.sh --browser“ ausführen",
			strings.Join(fehlt, ", "))
	}
	return nil
}

// StarteJupyter startet „jupyter notebook“ im Ordner ordner auf einem freien Port von
// 127.0.0.1 mit zufälligem Token, eigenem JUPYTER_RUNTIME_DIR (laufzeit) und dem Ordner der
// Go-Programme im PATH (sonst findet der GoNB-Kernel goimports nicht). Es wartet, bis der
// Server antwortet, höchstens bis ctx abläuft. Stoppe beendet den Server und alles, was er
// gestartet hat.
func StarteJupyter(ctx context.Context, ordner, laufzeit string) (*Jupyter, error) {
	port, err := freierPort()
	if err != nil {
		return nil, err
	}
	j := &Jupyter{
		URL:        fmt.Sprintf("http://127.0.0.1:%d", port),
		Token:      zufall(16),
		Ordner:     ordner,
		markierung: zufall(8),
		log:        &sichererPuffer{},
		fertig:     make(chan struct{}),
	}
	args := []string{"notebook", "--no-browser", "--ip=127.0.0.1",
		fmt.Sprintf("--port=%d", port), "--port-retries=0",
		"--NotebookApp.token=" + j.Token,
		"--NotebookApp.password=",
		"--NotebookApp.open_browser=False",
		"--notebook-dir=" + ordner,
	}
	if mitschnittOrdner() != "" {
		args = append(args, "--debug")
	}
	if os.Getuid() == 0 {
		args = append(args, "--allow-root")
	}
	// Absichtlich kein exec.CommandContext: Stoppe beendet die ganze Prozessgruppe.
	j.cmd = exec.Command("jupyter", args...)
	j.cmd.Dir = ordner
	j.cmd.Stdout = j.log
	j.cmd.Stderr = j.log
	if d := mitschnittOrdner(); d != "" {
		if f, err := os.Create(filepath.Join(d, "jupyter.log")); err == nil {
			w := io.MultiWriter(j.log, f)
			j.cmd.Stdout, j.cmd.Stderr = w, w
		}
	}
	// Eigene Prozessgruppe (Stoppe beendet sie ganz); stirbt der Testprozess, ohne
	// aufzuräumen (etwa bei go test -timeout), bekommt Jupyter SIGTERM und fährt seine
	// Kernel selbst herunter.
	j.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGTERM}
	pfad := os.Getenv("PATH")
	if gobin := GoBinOrdner(); gobin != "" {
		pfad = gobin + string(os.PathListSeparator) + pfad
	}
	// Der Kernel des Projekts, installiert in einen eigenen Datenordner.
	daten := filepath.Join(laufzeit, "daten")
	wurzel, err := Projektwurzel()
	if err != nil {
		return nil, err
	}
	install := exec.Command("bash", filepath.Join(wurzel, "scripts", "kernel-installieren.sh"))
	install.Env = append(os.Environ(), "JUPYTER_DATA_DIR="+daten)
	if out, err := install.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("der Kernel „Go (KI-Suche)“ lässt sich nicht installieren: %w\n%s", err, out)
	}
	j.cmd.Env = append(os.Environ(),
		"PATH="+pfad,
		"JUPYTER_DATA_DIR="+daten,
		"JUPYTER_RUNTIME_DIR="+laufzeit,
		"JUPYTER_CONFIG_DIR="+filepath.Join(laufzeit, "konfiguration"),
		"BROWSER=true",
		markierungsVariable+"="+j.markierung,
	)
	if mitschnittOrdner() != "" && os.Getenv("KISUCHE_GONB_FLAGS") == "" {
		// Der Kernel protokolliert seine Widget-Verbindung (scripts/kernel/starten.sh).
		j.cmd.Env = append(j.cmd.Env, "KISUCHE_GONB_FLAGS=-v=2 --comms_log")
	}
	if err := j.cmd.Start(); err != nil {
		return nil, fmt.Errorf("jupyter notebook lässt sich nicht starten: %w", err)
	}
	go func() {
		_ = j.cmd.Wait()
		close(j.fertig)
	}()

	// Warten, bis der Server antwortet.
	client := &http.Client{Timeout: 2 * time.Second}
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, j.URL+"/api/status", nil)
		req.Header.Set("Authorization", "token "+j.Token)
		if resp, err := client.Do(req); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return j, nil
			}
		}
		select {
		case <-j.fertig:
			return nil, fmt.Errorf("jupyter notebook hat sich sofort beendet:\n%s", j.Log())
		case <-ctx.Done():
			j.Stoppe()
			return nil, fmt.Errorf("jupyter notebook antwortet nicht rechtzeitig: %w\n%s", ctx.Err(), j.Log())
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// Log liefert die bisherige Ausgabe des Servers (für Fehlermeldungen).
func (j *Jupyter) Log() string { return j.log.String() }

// NotebookURL liefert die Adresse, unter der der Browser das Notebook pfad (relativ zu
// Ordner, mit „/“) öffnet, samt Token.
func (j *Jupyter) NotebookURL(pfad string) string {
	return j.URL + "/notebooks/" + pfad + "?token=" + j.Token
}

// Kernel beschreibt einen laufenden Kernel laut REST-API von Jupyter.
type Kernel struct {
	ID             string `json:"id"`
	Name           string `json:"name"`
	ExecutionState string `json:"execution_state"`
}

// Kernels fragt den Server nach seinen laufenden Kerneln.
func (j *Jupyter) Kernels(ctx context.Context) ([]Kernel, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, j.URL+"/api/kernels", nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "token "+j.Token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var ks []Kernel
	if err := json.NewDecoder(resp.Body).Decode(&ks); err != nil {
		return nil, fmt.Errorf("Antwort von /api/kernels unlesbar: %w", err)
	}
	return ks, nil
}

// Stoppe fährt die Kernel über die REST-API herunter, beendet dann die Prozessgruppe des
// Servers und zuletzt jeden übrig gebliebenen Prozess mit der Markierung dieses Servers
// (Jupyter startet Kernel in einer eigenen Sitzung). Mehrfaches Aufrufen schadet nicht.
func (j *Jupyter) Stoppe() {
	j.stoppe.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if ks, err := j.Kernels(ctx); err == nil {
			for _, k := range ks {
				req, _ := http.NewRequestWithContext(ctx, http.MethodDelete, j.URL+"/api/kernels/"+k.ID, nil)
				req.Header.Set("Authorization", "token "+j.Token)
				if resp, err := http.DefaultClient.Do(req); err == nil {
					resp.Body.Close()
				}
			}
		}
		if j.cmd.Process != nil {
			_ = syscall.Kill(-j.cmd.Process.Pid, syscall.SIGTERM)
			select {
			case <-j.fertig:
			case <-time.After(5 * time.Second):
				_ = syscall.Kill(-j.cmd.Process.Pid, syscall.SIGKILL)
				<-j.fertig
			}
		}
		beendeMarkierte(j.markierung, 2*time.Second)
	})
}

// Laeuft sagt, ob der Serverprozess noch läuft.
func (j *Jupyter) Laeuft() bool {
	select {
	case <-j.fertig:
		return false
	default:
		return true
	}
}

// Markierung liefert den Wert der Umgebungsmarkierung, die alle Prozesse dieses Servers
// tragen (für Tests, die prüfen, dass nach Stoppe nichts mehr läuft).
func (j *Jupyter) Markierung() string { return j.markierung }

// LaufendeProzesse liefert die Prozessnummern, die noch die Markierung m tragen.
func LaufendeProzesse(m string) []int { return markiertePIDs(m) }
