package sandkasten

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDateiGrenze: Die Grenze für geschriebene Dateien ist dateiMiB, mindestens aber so groß
// wie das Programm, das bwrap in den Sandkasten kopiert.
func TestDateiGrenze(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "programm"))
	require.NoError(t, err)
	defer f.Close()
	fd := int(f.Fd())
	assert.Equal(t, uint64(dateiMiB<<20), dateiGrenze(fd), "leere Datei")
	require.NoError(t, f.Truncate(dateiMiB<<20))
	assert.Equal(t, uint64(dateiMiB<<20), dateiGrenze(fd), "genau dateiMiB")
	require.NoError(t, f.Truncate(dateiMiB<<20+1))
	assert.Equal(t, uint64(dateiMiB<<20+1), dateiGrenze(fd), "ein Byte mehr")
	assert.Equal(t, uint64(dateiMiB<<20), dateiGrenze(-1), "kein Deskriptor")
}

// TestProbeMitGrossemProgramm: Ist bewerten selbst größer als dateiMiB (etwa mit Abdeckung
// übersetzt), hält die Abschottung trotzdem – die Probe kopiert das Programm nach /abgabe.
func TestProbeMitGrossemProgramm(t *testing.T) {
	if _, err := exec.LookPath("bwrap"); err != nil {
		t.Skip("bwrap fehlt")
	}
	s, err := neueAbschottung(1024, 10*time.Second, "")
	require.NoError(t, err)
	if s.bwrap == "" {
		t.Skipf("bwrap läuft hier nicht: %s", s.schwach)
	}
	// Eine Kopie dieses Testprogramms, mit Nullen über dateiMiB hinaus verlängert (das
	// Programm läuft unverändert).
	gross := filepath.Join(t.TempDir(), "gross.test")
	von, err := os.Open(s.selbst)
	require.NoError(t, err)
	defer von.Close()
	nach, err := os.OpenFile(gross, os.O_CREATE|os.O_WRONLY, 0o755)
	require.NoError(t, err)
	n, err := io.Copy(nach, von)
	require.NoError(t, err)
	if n <= dateiMiB<<20 {
		require.NoError(t, nach.Truncate(dateiMiB<<20+1))
	}
	require.NoError(t, nach.Close())
	require.NoError(t, os.Chmod(filepath.Dir(gross), 0o755))
	s.selbst = gross
	assert.Empty(t, s.probe())
}
