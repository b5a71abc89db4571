package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSchuelerfassung: scripts/schuelerfassung.sh schreibt eine Fassung ohne Musterlösungen
// und ohne den Quelltext der verborgenen Tests. Darin gibt go test ./exercises auf den Stubs
// deutsche Rückmeldung und scheitert, mit den Musterlösungen besteht es; bewerten (aus
// diesem Checkout) bewertet die Dateien der Fassung mit den verborgenen Tests.
func TestSchuelerfassung(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git fehlt")
	}
	t.Parallel()
	ziel := filepath.Join(t.TempDir(), "klasse mit Leerzeichen")
	ausgabe, err := exec.Command("bash", "../../scripts/schuelerfassung.sh", ziel).CombinedOutput()
	require.NoError(t, err, "%s", ausgabe)
	for _, fehlt := range []string{"solutions", "internal", "cmd/bewerten", "exercises/bewertung_test.go", "notebooks/pruefungen"} {
		assert.NoFileExists(t, filepath.Join(ziel, fehlt))
		assert.NoDirExists(t, filepath.Join(ziel, fehlt))
	}
	for _, da := range []string{"README.md", "go.mod", "exercises/lektion_test.go", "exercises/a_getmoves.go", "notebooks/4_15-Puzzle_Uebung.ipynb", "scripts/notebooks-starten.sh", "lesson/doc.go"} {
		assert.FileExists(t, filepath.Join(ziel, da))
	}
	goTest := func() (string, error) {
		cmd := exec.Command("go", "test", "-count=1", "./exercises")
		cmd.Dir = ziel
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
		aus, err := cmd.CombinedOutput()
		return string(aus), err
	}
	aus, err := goTest()
	require.Error(t, err, "Die Stubs bestehen die Prüfungen der Lektion:\n%s", aus)
	assert.Contains(t, aus, "GetMoves(StartPos) liefert 0 Positionen, erwartet 4")
	assert.Contains(t, aus, "liefert den Fehler „noch nicht implementiert“")

	dateien, err := filepath.Glob("../../solutions/[a-f]_*.go")
	require.NoError(t, err)
	require.Len(t, dateien, 6)
	for _, d := range dateien {
		daten, err := os.ReadFile(d)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(ziel, "exercises", filepath.Base(d)), daten, 0o644))
	}
	aus, err = goTest()
	require.NoError(t, err, "Die Musterlösung besteht die Prüfungen der Lektion nicht:\n%s", aus)

	// Die Lehrkraft bewertet die Fassung, als wäre sie eine Abgabe.
	abgaben := filepath.Join(t.TempDir(), "ABGABEN")
	require.NoError(t, os.MkdirAll(abgaben, 0o755))
	require.NoError(t, os.Symlink(ziel, filepath.Join(abgaben, "link")), "Links auf Ordner werden übergangen")
	require.NoError(t, exec.Command("cp", "-r", ziel, filepath.Join(abgaben, "lea")).Run())
	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(t.TempDir(), "aus"),
		parallel: runtime.GOMAXPROCS(0), zeitlimit: 30 * time.Second, speicherMiB: 1024})
	require.NoError(t, err)
	require.Len(t, erg, 1)
	assert.Equal(t, 16, erg[0].bericht.Punkte(), erg[0].rueckmeldung)
}
