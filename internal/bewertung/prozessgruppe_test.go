//go:build unix

package bewertung

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// beendeGruppe beendet auch, was der Prozess gestartet hat (seine Prozessgruppe).
func TestBeendeGruppeBeendetEnkel(t *testing.T) {
	cmd := exec.Command("sh", "-c", "sleep 60 & echo $!; wait")
	aus, err := cmd.StdoutPipe()
	require.NoError(t, err)
	EigeneProzessgruppe(cmd)
	require.NoError(t, cmd.Start())
	zeile, err := bufio.NewReader(aus).ReadString('\n')
	require.NoError(t, err)
	enkel, err := strconv.Atoi(strings.TrimSpace(zeile))
	require.NoError(t, err)
	beendeGruppe(cmd)
	cmd.Wait()
	lebt := func() bool { // ein Zombie lebt nicht mehr
		stat, err := os.ReadFile("/proc/" + strconv.Itoa(enkel) + "/stat")
		if err != nil {
			return false
		}
		felder := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		return len(felder) > 0 && felder[0] != "Z" && felder[0] != "X"
	}
	for ende := time.Now().Add(5 * time.Second); lebt() && time.Now().Before(ende); {
		time.Sleep(20 * time.Millisecond)
	}
	require.False(t, lebt(), "der Enkel (sleep, PID %d) läuft nach beendeGruppe weiter", enkel)
}

// Ein Enkel, der sich aus der Prozessgruppe löst (setsid) und die Fehlerausgabe oder die
// Verbindung (Deskriptoren 3 und 4) offen hält, hält das Prüfprogramm nicht auf: Ist der
// Prozess der Abgabe beendet, wartet es höchstens kurz (cmd.WaitDelay) auf den Rest seiner
// Ausgabe und Antworten, nicht bis der Enkel endet oder das Zeitlimit abläuft – und nennt den
// wahren Grund.
func TestLoserEnkelHaeltNichtAuf(t *testing.T) {
	if _, err := exec.LookPath("setsid"); err != nil {
		t.Skip("setsid fehlt")
	}
	for _, fall := range []struct{ name, umleitung string }{
		{"Fehlerausgabe", "3>&- 4>&-"},
		{"Fehlerausgabe+Verbindung", ""},
	} {
		name, umleitung := fall.name, fall.umleitung
		t.Run(name, func(t *testing.T) {
			t.Parallel() // ein Fehler soll nach 20 s auffallen, nicht nach zweimal 20 s
			pidDatei := filepath.Join(t.TempDir(), "pid")
			cmd := exec.Command("sh", "-c", `setsid sh -c 'echo $$ > "$0"; exec sleep 120' "$1" `+umleitung+` &
		sleep 0.2; echo "Abgabe endet" >&2; exit 3`, "sh", pidDatei)
			t.Cleanup(func() {
				if daten, err := os.ReadFile(pidDatei); err == nil {
					if pid, err := strconv.Atoi(strings.TrimSpace(string(daten))); err == nil {
						syscall.Kill(pid, syscall.SIGKILL)
					}
				}
			})
			type ergebnis struct {
				f     *fern
				grund string
			}
			fertig := make(chan ergebnis, 1)
			go func() {
				f, grund := starteFern(cmd, optionen{zeit: 100 * time.Second, speicherMiB: 256})
				fertig <- ergebnis{f, grund}
			}()
			select {
			case e := <-fertig:
				require.Nil(t, e.f)
				require.Contains(t, e.grund, "Abgabe endet")
				require.Contains(t, e.grund, "exit status 3")
			case <-time.After(20 * time.Second): // gleich scheitern, nicht erst nach 100 s
				t.Fatal("das Prüfprogramm wartet auf den Enkel (120 s) oder das Zeitlimit (100 s)")
			}
		})
	}
}
