package aufnahme

import (
	"archive/zip"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSchreibZelle: Aufgabenzellen von Notebook 4 in der heutigen Form (speichere) und in der
// Form älterer Kopien (%%writefile) werden erkannt, andere Zellen nicht.
func TestSchreibZelle(t *testing.T) {
	for kopf, datei := range map[string]string{
		"%%script speichere exercises/a_getmoves.go": "a_getmoves.go",
		"%%writefile ../exercises/c_bfs.go":          "c_bfs.go",
		"%%script bash exercises/a_getmoves.go":      "",
		"%%writefile ../exercises/../x.go":           "",
	} {
		treffer := schreibZelle.FindStringSubmatch(kopf)
		if datei == "" {
			assert.Nil(t, treffer, kopf)
		} else if assert.NotNil(t, treffer, kopf) {
			assert.Equal(t, datei, treffer[1])
		}
	}
}

// TestZipBombe: Ein kleines Archiv, das entpackt über 300 MiB .go-Dateien enthält (jede
// unter der Grenze für eine Datei), wird mit einer deutschen Zeile abgelehnt; bewerten liest
// es Eintrag für Eintrag und entpackt höchstens maxEntpackt.
func TestZipBombe(t *testing.T) {
	pfad := filepath.Join(t.TempDir(), "alle.zip")
	f, err := os.Create(pfad)
	require.NoError(t, err)
	w := zip.NewWriter(f)
	nullen := make([]byte, maxDateigroesse-1)
	for i := range 320 {
		e, err := w.Create(fmt.Sprintf("Person %d_%d_assignsubmission_file_/a_getmoves.go", i, i))
		require.NoError(t, err)
		_, err = e.Write(nullen)
		require.NoError(t, err)
	}
	require.NoError(t, w.Close())
	require.NoError(t, f.Close())
	info, err := os.Stat(pfad)
	require.NoError(t, err)
	require.Less(t, info.Size(), int64(2<<20), "das Archiv ist klein")

	var vorher, nachher runtime.MemStats
	runtime.ReadMemStats(&vorher)
	liste, problem := ausArchivDatei(pfad)
	runtime.ReadMemStats(&nachher)
	assert.Nil(t, liste)
	assert.Contains(t, problem, "alle.zip enthält entpackt mehr als 256 MiB")
	assert.Less(t, nachher.TotalAlloc-vorher.TotalAlloc, uint64(3*maxEntpackt), "entpackt wird höchstens maxEntpackt (und was ReadAll dabei anlegt)")
}
