package main

import (
	"archive/zip"
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/kisuche/kisuche/internal/sandkasten"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSammeln: Abgaben als Kopie von Notebook 4 und als Archiv „alle Abgaben herunterladen“
// einer Lernplattform werden bewertet wie Ordner; kaputte und fremde Dateien bekommen eine
// deutsche Zeile im Bericht.
func TestSammeln(t *testing.T) {
	t.Parallel()
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	require.NoError(t, os.MkdirAll(abgaben, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(abgaben, "anna.ipynb"), abgabetest.Notebook4(t, true), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(abgaben, "fremd.ipynb"), []byte("kein JSON"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(abgaben, "kaputt.zip"), []byte("PK kein Archiv"), 0o644))

	f, err := os.Create(filepath.Join(abgaben, "moodle.zip"))
	require.NoError(t, err)
	zw := zip.NewWriter(f)
	schreibe := func(name string, inhalt []byte) {
		w, err := zw.Create(name)
		require.NoError(t, err)
		_, err = w.Write(inhalt)
		require.NoError(t, err)
	}
	dateien, err := filepath.Glob("../../solutions/*.go")
	require.NoError(t, err)
	for _, d := range dateien {
		if strings.HasSuffix(d, "_test.go") {
			continue
		}
		inhalt, err := os.ReadFile(d)
		require.NoError(t, err)
		schreibe("Erika Mustermann_123_assignsubmission_file_/exercises/"+filepath.Base(d), inhalt)
	}
	schreibe("Max Muster_124_assignsubmission_file_/4_15-Puzzle_Uebung.ipynb", abgabetest.Notebook4(t, false))
	schreibe("Lea Leer_125_assignsubmission_file_/liesmich.txt", []byte("vergessen"))
	schreibe("../../ausbruch.go", []byte("package exercises\n"))
	require.NoError(t, zw.Close())
	require.NoError(t, f.Close())

	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(wurzel, "aus"), Optionen: sandkasten.Optionen{Parallel: runtime.GOMAXPROCS(0), Zeitlimit: 30 * time.Second, SpeicherMiB: 1024}})
	require.NoError(t, err)
	nach := map[string]sandkasten.Ergebnis{}
	var namen []string
	for _, e := range erg {
		nach[e.Name] = e
		namen = append(namen, e.Name)
	}
	assert.Equal(t, []string{"Erika Mustermann_123", "Lea Leer_125", "Max Muster_124", "anna", "fremd", "kaputt.zip"}, namen)
	assert.Equal(t, 16, nach["anna"].Bericht.Punkte(), nach["anna"].Rueckmeldung)
	assert.Equal(t, 16, nach["Erika Mustermann_123"].Bericht.Punkte(), nach["Erika Mustermann_123"].Rueckmeldung)
	assert.Equal(t, 0, nach["Max Muster_124"].Bericht.Punkte())
	assert.Equal(t, "bewertet", nach["Max Muster_124"].Status)
	assert.Contains(t, nach["Max Muster_124"].Rueckmeldung, "noch nicht implementiert")
	assert.Contains(t, nach["Lea Leer_125"].Rueckmeldung, "weder .go-Dateien noch eine Kopie von Notebook 4")
	assert.Contains(t, nach["fremd"].Rueckmeldung, "kein lesbares Jupyter-Notebook")
	assert.Contains(t, nach["kaputt.zip"].Rueckmeldung, "kein lesbares ZIP-Archiv")
	assert.NoFileExists(t, filepath.Join(wurzel, "ausbruch.go"))

	html, err := os.ReadFile(filepath.Join(wurzel, "aus", "uebersicht.html"))
	require.NoError(t, err)
	text := string(html)
	assert.Contains(t, text, "6 Abgaben, im Schnitt 5,3 von 16 Punkten")
	assert.Contains(t, text, "Aufgabe c) BFS")
	assert.Contains(t, text, `href="rueckmeldungen/Erika%20Mustermann_123.txt"`)
	assert.Contains(t, text, "<td class=\"t\">Aufgabe a) GetMoves: Beispiele aus der Lektion</td><td>1</td>", "Max verfehlt die Beispiele der Lektion")
	assert.Contains(t, text, "3 × „nicht bewertbar“")
}
