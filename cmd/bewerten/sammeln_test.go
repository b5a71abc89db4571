package main

import (
	"archive/zip"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// notebookMit liefert Notebook 4, in dem jede Aufgabenzelle den Inhalt der gleichnamigen
// Datei aus solutions/ hat (geloest) oder unverändert bleibt (die Stubs).
func notebookMit(t *testing.T, geloest bool) []byte {
	t.Helper()
	daten, err := os.ReadFile("../../notebooks/4_15-Puzzle_Uebung.ipynb")
	require.NoError(t, err)
	var nb map[string]any
	require.NoError(t, json.Unmarshal(daten, &nb))
	ersetzt := 0
	for _, z := range nb["cells"].([]any) {
		zelle := z.(map[string]any)
		quelle := zelle["source"]
		var text string
		switch q := quelle.(type) {
		case string:
			text = q
		case []any:
			for _, zeile := range q {
				text += zeile.(string)
			}
		}
		kopf, _, _ := strings.Cut(text, "\n")
		treffer := schreibZelle.FindStringSubmatch(kopf)
		if treffer == nil || !geloest {
			continue
		}
		loesung, err := os.ReadFile(filepath.Join("../../solutions", treffer[1]))
		require.NoError(t, err)
		zelle["source"] = kopf + "\n" + string(loesung)
		ersetzt++
	}
	if geloest {
		require.Equal(t, 6, ersetzt, "Notebook 4 hat sechs Aufgabenzellen")
	}
	neu, err := json.Marshal(nb)
	require.NoError(t, err)
	return neu
}

// TestSammeln: Abgaben als Kopie von Notebook 4 und als Archiv „alle Abgaben herunterladen“
// einer Lernplattform werden bewertet wie Ordner; kaputte und fremde Dateien bekommen eine
// deutsche Zeile im Bericht.
func TestSammeln(t *testing.T) {
	t.Parallel()
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	require.NoError(t, os.MkdirAll(abgaben, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(abgaben, "anna.ipynb"), notebookMit(t, true), 0o644))
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
	schreibe("Max Muster_124_assignsubmission_file_/4_15-Puzzle_Uebung.ipynb", notebookMit(t, false))
	schreibe("Lea Leer_125_assignsubmission_file_/liesmich.txt", []byte("vergessen"))
	schreibe("../../ausbruch.go", []byte("package exercises\n"))
	require.NoError(t, zw.Close())
	require.NoError(t, f.Close())

	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(wurzel, "aus"),
		parallel: runtime.GOMAXPROCS(0), zeitlimit: 30 * time.Second, speicherMiB: 1024})
	require.NoError(t, err)
	nach := map[string]Ergebnis{}
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
