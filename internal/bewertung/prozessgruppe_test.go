//go:build unix

package bewertung

import (
	"bufio"
	"os"
	"os/exec"
	"strconv"
	"strings"
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
