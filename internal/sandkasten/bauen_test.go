package sandkasten

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// spaeher steht im Test an der Stelle von go: Er meldet, was ein Prozess beim Übersetzen
// sieht und darf, so wie es ein Fehler im Compiler könnte.
const spaeher = `package main

import (
	"fmt"
	"net"
	"os"
	"strings"
)

func main() {
	var wurzel []string
	eintraege, _ := os.ReadDir("/")
	for _, e := range eintraege {
		wurzel = append(wurzel, e.Name())
	}
	fmt.Println("WURZEL", strings.Join(wurzel, " "))
	var dev []string
	geraete, _ := os.ReadDir("/dev")
	for _, e := range geraete {
		dev = append(dev, e.Name())
	}
	fmt.Println("DEV", strings.Join(dev, " "))
	for _, p := range os.Args[1:] {
		if _, err := os.ReadFile(p); err == nil {
			fmt.Println("GELESEN", p)
		}
	}
	if os.WriteFile("/abgabe/abgabe", []byte("x"), 0o644) == nil {
		fmt.Println("SCHREIBT ABGABE")
	}
	if os.WriteFile("/cache/eintrag", []byte("x"), 0o644) == nil {
		fmt.Println("SCHREIBT CACHE")
	}
	if os.WriteFile(os.Getenv("GOROOT")+"/gift", []byte("x"), 0o644) == nil {
		fmt.Println("SCHREIBT GOROOT")
	}
	if c, err := net.Dial("tcp", "127.0.0.1:22"); err == nil {
		c.Close()
		fmt.Println("NETZ")
	}
	fmt.Println("KENNUNG", os.Getuid())
}
`

// TestBauImSandkasten: go build einer Abgabe läuft in bwrap und sieht nur GOROOT (nur
// lesbar), den Ordner der Abgabe, den Build-Cache und /dev/null – nicht den Checkout, keine
// anderen Abgaben, kein Netz, keine anderen Geräte.
func TestBauImSandkasten(t *testing.T) {
	langsam(t)
	if runtime.GOOS != "linux" {
		t.Skip("bwrap gibt es nur unter Linux")
	}
	s, err := neueAbschottung(1024, 10*time.Second, "")
	require.NoError(t, err)
	if s.bwrap == "" {
		t.Skipf("keine Abschottung mit bwrap auf diesem Rechner: %s", s.art)
	}
	goBefehl, err := findeGo()
	require.NoError(t, err)
	wurzel := t.TempDir()
	goroot := filepath.Join(wurzel, "goroot")
	require.NoError(t, os.MkdirAll(filepath.Join(goroot, "bin"), 0o755))
	quelle := filepath.Join(wurzel, "spaeher.go")
	require.NoError(t, os.WriteFile(quelle, []byte(spaeher), 0o644))
	bauen := exec.Command(goBefehl, "build", "-o", filepath.Join(goroot, "bin", "go"), quelle)
	bauen.Env = append(os.Environ(), bauUmgebung...)
	bauen.Dir = wurzel
	aus, err := bauen.CombinedOutput()
	require.NoError(t, err, string(aus))

	andere := filepath.Join(wurzel, "001", "exercises", "a_getmoves.go")
	require.NoError(t, os.MkdirAll(filepath.Dir(andere), 0o700))
	require.NoError(t, os.WriteFile(andere, []byte("package exercises\n"), 0o600))
	dir := filepath.Join(wurzel, "000")
	require.NoError(t, os.MkdirAll(dir, 0o700))
	b := &bau{goBefehl: goBefehl, goroot: goroot, cache: filepath.Join(wurzel, "cache")}
	require.NoError(t, os.MkdirAll(b.cache, 0o700))
	cmd := b.befehl(context.Background(), s, dir)
	cmd.Args = append(cmd.Args, andere, filepath.Join(abgabetest.Modulwurzel(), "go.mod"), "/etc/hostname", filepath.Join(os.Getenv("HOME"), ".bashrc"))
	aus, err = cmd.CombinedOutput()
	require.NoError(t, err, string(aus))
	text := string(aus)
	assert.NotContains(t, text, "GELESEN", "Dateien außerhalb sichtbar")
	assert.NotContains(t, text, "NETZ")
	assert.NotContains(t, text, "SCHREIBT GOROOT")
	assert.Contains(t, text, "SCHREIBT ABGABE")
	assert.Contains(t, text, "SCHREIBT CACHE")
	assert.Contains(t, text, "KENNUNG 1000")
	assert.Contains(t, text, "DEV null\n", "in /dev nur /dev/null")
	zeile := text[strings.Index(text, "WURZEL"):]
	zeile = zeile[:strings.Index(zeile, "\n")]
	for _, name := range strings.Fields(zeile)[1:] {
		assert.Contains(t, []string{"abgabe", "cache", "dev", "proc", "tmp", strings.Split(strings.TrimPrefix(goroot, "/"), "/")[0]}, name, "/%s sichtbar", name)
	}
	assert.FileExists(t, filepath.Join(dir, "abgabe"))
}
