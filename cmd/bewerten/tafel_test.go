package main

import (
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/kisuche/kisuche/internal/bewertung"
	"github.com/kisuche/kisuche/internal/sandkasten"
)

// zellenMuster liest aus der Seite den Stand jeder Zelle: Name, Aufgabe, Stand.
var zellenMuster = regexp.MustCompile(`<tr data-name="([^"]*)"[^>]*>(.*?)</tr>`)

// zellen liest die Seite der Tafel: pro Person die Stände der Aufgaben a bis f und ihr
// Hinweis.
func zellen(t *testing.T, url string) map[string]string {
	t.Helper()
	antwort, err := http.Get(url)
	require.NoError(t, err)
	defer antwort.Body.Close()
	seite, err := io.ReadAll(antwort.Body)
	require.NoError(t, err)
	erg := map[string]string{}
	for _, z := range zellenMuster.FindAllStringSubmatch(string(seite), -1) {
		var teile []string
		for _, s := range regexp.MustCompile(`data-stand="([^"]*)"`).FindAllStringSubmatch(z[2], -1) {
			teile = append(teile, s[1])
		}
		hinweis := regexp.MustCompile(`class="hinweis">([^<]*)`).FindStringSubmatch(z[2])
		erg[z[1]] = strings.Join(teile, " ") + " | " + hinweis[1]
	}
	return erg
}

// TestTafelImSandkasten: bewerten -tafel über einem Ordner ABGABEN/ mit dem echten
// Sandkasten – die Musterlösung besteht alles, ein GetMoves über den Rand ist offen, eine
// feindliche Abgabe (Endlosschleife, Speicherbombe, riesige Ausgabe, Steuerzeichen im
// Dateinamen) ist abgebrochen, Stubs sind nicht begonnen; eine Änderung steht nach
// Sekunden auf der Tafel, auch während die feindliche Abgabe läuft. Ohne Hub lauscht die
// Tafel nur auf Loopback.
func TestTafelImSandkasten(t *testing.T) {
	langsam(t)
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	abgabetest.Anlegen(t, abgaben, "anna", nil)
	abgabetest.Anlegen(t, abgaben, "bert", map[string]string{"a_getmoves.go": abgabetest.GetMovesUeberDenRand})
	abgabetest.Anlegen(t, abgaben, "carla", map[string]string{
		"a_getmoves.go":                "package exercises\n\nfunc GetMoves(pos Position) []Position {\n\tfor {\n\t}\n}\n",
		"b_isgoal.go":                  "package exercises\n\nfunc IsGoal(pos Position) bool {\n\tfor {\n\t\tgo func() {\n\t\t\tb := make([]byte, 1<<20)\n\t\t\tb[0] = 1\n\t\t\tselect {}\n\t\t}()\n\t}\n}\n",
		"d_numwrong.go":                "package exercises\n\nimport (\n\t\"fmt\"\n\t\"log\"\n\t\"strings\"\n)\n\nfunc NumWrongHeuristic(pos Position) int {\n\tfmt.Print(strings.Repeat(\"\\x1b[2J\", 1<<22))\n\tlog.Print(strings.Repeat(\"\\x1b]0;x\\x07\", 1<<22))\n\treturn 0\n}\n",
		"x\x1b]0;gehackt\x07\u202e.go": "package exercises\n",
	})
	dora := filepath.Dir(abgabetest.Anlegen(t, abgaben, "dora", nil))
	wurzelModul := abgabetest.Modulwurzel()
	for _, d := range pruefen.AufgabenDateien() {
		stub, err := os.ReadFile(filepath.Join(wurzelModul, "exercises", d))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dora, "exercises", d), stub, 0o644))
	}

	// Ohne Hub nie auf allen Adressen.
	t.Setenv("JUPYTERHUB_API_TOKEN", "")
	err := tafelZeigen(context.Background(), konfiguration{abgaben: abgaben}, tafelKonfiguration{adresse: "0.0.0.0:0"})
	require.ErrorContains(t, err, "nur auf diesem Rechner")

	ctx, abbrechen := context.WithCancel(context.Background())
	ausgabe := bewertung.RingPuffer{Max: 1 << 20} // mehrere Goroutinen schreiben
	fertig := make(chan error, 1)
	go func() {
		fertig <- tafelZeigen(ctx, konfiguration{abgaben: abgaben, fortschritt: &ausgabe,
			Optionen: sandkasten.Optionen{Parallel: 2, Zeitlimit: 5 * time.Second, SpeicherMiB: 512}},
			tafelKonfiguration{adresse: "127.0.0.1:0", frist: 40 * time.Second})
	}()
	defer func() {
		abbrechen()
		select {
		case err := <-fertig:
			assert.NoError(t, err)
		case <-time.After(30 * time.Second):
			t.Error("die Tafel endet nicht")
		}
	}()
	var url string
	require.Eventually(t, func() bool {
		m := regexp.MustCompile(`http://(127\.0\.0\.1:\d+)/`).FindStringSubmatch(ausgabe.String())
		if m != nil {
			url = m[0]
		}
		return m != nil
	}, 60*time.Second, 50*time.Millisecond, "die Tafel meldet keine Adresse: %s", ausgabe.String())

	alleBesteht := "besteht besteht besteht besteht besteht besteht | "
	var stand map[string]string
	if !assert.Eventually(t, func() bool {
		stand = zellen(t, url)
		return stand["anna"] == alleBesteht && strings.HasPrefix(stand["bert"], "offen besteht") &&
			strings.Contains(stand["carla"], "abgebrochen") && !strings.Contains(stand["carla"], "ungeprueft") &&
			strings.HasPrefix(stand["dora"], "nicht-begonnen nicht-begonnen nicht-begonnen")
	}, 150*time.Second, 500*time.Millisecond) {
		t.Fatalf("Stand der Tafel: %q", stand)
	}
	assert.True(t, strings.HasPrefix(stand["carla"], "abgebrochen abgebrochen"), "carla: %s", stand["carla"])

	// dora beginnt a): Nach Sekunden steht es auf der Tafel. Gespeichert wie in Jupyter
	// (erst eine neue Datei, dann umbenannt): Mit os.WriteFile las die Tafel einmal die eben
	// geleerte Datei („kompiliert nicht“) und der Test hielt das schon für den neuen Stand.
	neu := filepath.Join(dora, ".a_getmoves.go~")
	require.NoError(t, os.WriteFile(neu, []byte(abgabetest.GetMovesUeberDenRand), 0o644))
	require.NoError(t, os.Rename(neu, filepath.Join(dora, "exercises", "a_getmoves.go")))
	beginn := time.Now()
	require.Eventually(t, func() bool {
		return zellen(t, url)["dora"] == "offen nicht-begonnen nicht-begonnen nicht-begonnen nicht-begonnen nicht-begonnen | "
	}, 60*time.Second, 200*time.Millisecond)
	t.Logf("Änderung nach %v auf der Tafel", time.Since(beginn).Round(100*time.Millisecond))
	assert.Less(t, time.Since(beginn), 10*time.Second)

	antwort, err := http.Get(url)
	require.NoError(t, err)
	seite, _ := io.ReadAll(antwort.Body)
	antwort.Body.Close()
	assert.Contains(t, string(seite), "2×</span> <span class=\"satz\">GetMoves(…) liefert 4 Positionen, richtig sind 3")
	assert.NotContains(t, string(seite), "\x1b")
	assert.NotContains(t, string(seite), "\u202e")
}
