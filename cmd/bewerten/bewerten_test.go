package main

import (
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/kisuche/kisuche/internal/aufnahme"
	"github.com/kisuche/kisuche/internal/sandkasten"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKlasseBewerten bewertet eine erzeugte Klasse: richtig, teilweise falsch, nicht
// übersetzbar, mit Endlosschleife und eine Abgabe, die außerhalb ihres Ordners schreibt.
func TestKlasseBewerten(t *testing.T) {
	langsam(t)
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	aus := filepath.Join(wurzel, "bewertung")
	annaDir := abgabetest.Anlegen(t, abgaben, "anna", nil)
	abgabetest.Anlegen(t, abgaben, "bert", map[string]string{"d_numwrong.go": abgabetest.StubD, "f_manhattan.go": abgabetest.StubF})
	abgabetest.Anlegen(t, abgaben, "carla", map[string]string{"c_bfs.go": "package exercises\n\nfunc BFS(startPos Position) (map[Position]Position, int, error) {\n\treturn nil, 0\n}\n"})
	abgabetest.Anlegen(t, abgaben, "dora", map[string]string{"e_astar.go": abgabetest.Schleife})
	// emil überschreibt beim Start die Abgabe von anna und die Notentabelle.
	annaDatei := filepath.Join(annaDir, "a_getmoves.go")
	annaVorher, err := os.ReadFile(annaDatei)
	require.NoError(t, err)
	boese := fmt.Sprintf("package exercises\n\nimport \"os\"\n\nfunc init() {\n\tos.WriteFile(%q, []byte(\"kaputt\"), 0o644)\n\tos.MkdirAll(%q, 0o755)\n\tos.WriteFile(%q, []byte(\"gefälscht\"), 0o644)\n}\n",
		annaDatei, aus, filepath.Join(aus, "noten.csv"))
	abgabetest.Anlegen(t, abgaben, "emil", map[string]string{"z_boese.go": boese})
	// frida gibt nur drei Aufgabendateien ab (ohne position.go und prioqueue.go): Die
	// vorgegebenen Dateien werden ergänzt, die fehlenden Aufgaben bekommen 0 Punkte.
	fridaDir := filepath.Join(abgaben, "frida")
	require.NoError(t, os.MkdirAll(fridaDir, 0o755))
	for _, datei := range pruefen.AufgabenDateien()[:3] { // a), b) und c)
		daten, err := os.ReadFile(filepath.Join("../../solutions", datei))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(fridaDir, datei), daten, 0o644))
	}
	// Keine Abgabe, nur eine Datei: wird übergangen.
	require.NoError(t, os.WriteFile(filepath.Join(abgaben, "liesmich.txt"), []byte("x"), 0o644))

	var fortschritt strings.Builder
	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: aus, trenner: ";", fortschritt: &fortschritt,
		// 30 s je Aufgabe: Auf einem ausgelasteten Rechner mit zwei Kernen braucht auch eine
		// ehrliche Lösung mehrere Sekunden; dora hängt absichtlich und kostet diese Zeit.
		Optionen: sandkasten.Optionen{Parallel: runtime.GOMAXPROCS(0), Zeitlimit: 30 * time.Second, SpeicherMiB: 1024}})
	require.NoError(t, err)
	require.Len(t, erg, 6)
	assert.Equal(t, 6, strings.Count(fortschritt.String(), "Punkte"), "eine Fortschrittszeile pro Abgabe:\n%s", fortschritt.String())
	assert.Contains(t, fortschritt.String(), "Bewerte 6 Abgaben")
	assert.Contains(t, fortschritt.String(), "[6/6]")

	daten, err := os.ReadFile(filepath.Join(aus, "noten.csv"))
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(string(daten), "\ufeff"), "noten.csv beginnt mit dem BOM")
	r := csv.NewReader(strings.NewReader(strings.TrimPrefix(string(daten), "\ufeff")))
	r.Comma = ';'
	zeilen, err := r.ReadAll()
	require.NoError(t, err, "noten.csv:\n%s", daten)
	require.Len(t, zeilen, 7)
	assert.Equal(t, []string{"Abgabe", "a) GetMoves", "b) IsGoal", "c) BFS", "d) NumWrongHeuristic", "e) AStar", "f) ManhattanHeuristic", "Summe", "Maximum", "Status", "Hinweis zum Namen"}, zeilen[0])
	erwartet := map[string][]string{
		"anna":  {"3", "1", "4", "2", "4", "2", "16", "16", "bewertet"},
		"bert":  {"3", "1", "4", "0", "4", "0", "12", "16", "bewertet"},
		"carla": {"3", "1", "0", "2", "4", "2", "12", "16", "bewertet"}, // nur c) kompiliert nicht
		"dora":  {"3", "1", "4", "2", "0", "2", "12", "16", "bewertet"},
		"frida": {"3", "1", "4", "0", "0", "0", "8", "16", "bewertet"},
	}
	for _, z := range zeilen[1:] {
		if soll, ok := erwartet[z[0]]; ok {
			assert.Equal(t, append(soll, ""), z[1:], "Zeile von %s (ohne Hinweis zum Namen)", z[0])
		}
	}
	assert.Equal(t, "emil", zeilen[5][0])

	rueck := func(name string) string {
		d, err := os.ReadFile(filepath.Join(aus, "rueckmeldungen", name+".txt"))
		require.NoError(t, err)
		return string(d)
	}
	assert.Contains(t, rueck("anna"), "Gesamt: 16/16 Punkte")
	assert.Contains(t, rueck("bert"), "NumWrongHeuristic(Position{")
	assert.Contains(t, rueck("carla"), "c_bfs.go:4")
	assert.Contains(t, rueck("carla"), "kompiliert nicht")
	assert.Contains(t, rueck("dora"), "Zeitlimit von 30 s überschritten")
	assert.NotContains(t, rueck("frida"), "position.go", "fehlende vorgegebene Dateien sind normal")
	assert.NotContains(t, rueck("frida"), "prioqueue.go")
	assert.Contains(t, rueck("frida"), "Die Funktion AStar (Aufgabe e) fehlt in der Abgabe")
	if testing.Verbose() {
		t.Log(fortschritt.String())
		t.Log(rueck("carla"))
		t.Log(rueck("dora"))
	}

	if os.Geteuid() == 0 {
		// Als root läuft emil unter einer eigenen Kennung: Annas Datei bleibt, wie sie war.
		nachher, err := os.ReadFile(annaDatei)
		require.NoError(t, err)
		assert.Equal(t, string(annaVorher), string(nachher), "emil hat Annas Abgabe verändert")
	}
}

// TestEinlesen: Der Ausgabeordner, versteckte Ordner, Dateien und eigene Testdateien sind
// keine Abgaben bzw. werden nicht gelesen; symbolische Links machen eine Abgabe unbewertbar.
func TestEinlesen(t *testing.T) {
	abgaben := t.TempDir()
	for _, d := range []string{"ergebnis", ".git", "ida/exercises", "jan"} {
		require.NoError(t, os.MkdirAll(filepath.Join(abgaben, d), 0o755))
	}
	require.NoError(t, os.WriteFile(filepath.Join(abgaben, "ida/exercises/a_getmoves.go"), []byte("package exercises\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(abgaben, "ida/exercises/mein_test.go"), []byte("package exercises\n"), 0o644))
	require.NoError(t, os.Symlink("/etc/passwd", filepath.Join(abgaben, "jan/a_getmoves.go")))
	liste, err := aufnahme.Einlesen(abgaben, filepath.Join(abgaben, "ergebnis"))
	require.NoError(t, err)
	require.Len(t, liste, 2)
	assert.Equal(t, "ida", liste[0].Name)
	assert.Empty(t, liste[0].Problem)
	assert.Len(t, liste[0].Dateien, 1, "nur a_getmoves.go, keine eigene Testdatei")
	assert.Equal(t, "jan", liste[1].Name)
	assert.Contains(t, liste[1].Problem, "symbolischer Link")
}

// TestLeererOrdner: ohne Abgaben ein deutscher Fehler.
func TestLeererOrdner(t *testing.T) {
	_, err := bewerten(context.Background(), konfiguration{abgaben: t.TempDir(), aus: t.TempDir(), Optionen: sandkasten.Optionen{Parallel: 1}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "keine Abgaben")
}
