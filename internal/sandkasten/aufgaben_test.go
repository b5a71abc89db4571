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

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const isGoalStub = "package exercises\n\nfunc IsGoal(pos Position) bool {\n\t// DEIN CODE HIER\n\treturn false\n}\n"

// TestJedeAufgabeFuerSich: Jede Aufgabe wird mit der Musterlösung für die übrigen bewertet.
// Ein Fehler in a) oder b) kostet in c) und e) keine Punkte mehr, und die Rückmeldung sagt
// es; was sich ohne die eigenen Dateien nicht übersetzen lässt, wird mit ihnen bewertet; und
// eine Datei, die nicht kompiliert, kostet nur ihre Aufgabe.
func TestJedeAufgabeFuerSich(t *testing.T) {
	langsam(t)
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	aus := filepath.Join(wurzel, "bewertung")
	muster := func(datei string) string {
		daten, err := os.ReadFile(filepath.Join("../../solutions", datei))
		require.NoError(t, err)
		return string(daten)
	}
	abgabetest.Anlegen(t, abgaben, "anna", map[string]string{"a_getmoves.go": abgabetest.GetMovesUeberDenRand})
	abgabetest.Anlegen(t, abgaben, "bert", map[string]string{"b_isgoal.go": isGoalStub})
	// carla: f) benutzt eine Hilfsfunktion aus ihrer Datei für d) – f) lässt sich nur mit
	// ihren eigenen Dateien übersetzen und wird mit ihnen bewertet.
	abgabetest.Anlegen(t, abgaben, "carla", map[string]string{
		"d_numwrong.go":  muster("d_numwrong.go") + "\nfunc betrag(x int) int {\n\tif x < 0 {\n\t\treturn -x\n\t}\n\treturn x\n}\n",
		"f_manhattan.go": strings.ReplaceAll(strings.Split(muster("f_manhattan.go"), "// abs liefert")[0], "abs(", "betrag("),
	})
	// dora: eine eigene Funktion abs in c_bfs.go wie in der Musterlösung von f) – kein
	// Zusammenstoß, c) wird im eigenen Paket bewertet; dazu ein Syntaxfehler in e).
	abgabetest.Anlegen(t, abgaben, "dora", map[string]string{
		"c_bfs.go":   muster("c_bfs.go") + "\nfunc abs(x int) int { return max(x, -x) }\n",
		"e_astar.go": muster("e_astar.go") + "\nfunc kaputt( {\n",
	})
	// emil: alle sechs Funktionen in einer Datei (und die vorgegebenen Dateien fehlen).
	var eine strings.Builder
	eine.WriteString("package exercises\n\nimport \"container/heap\"\n\nvar _ = heap.Init\n")
	for _, d := range pruefen.AufgabenDateien() {
		eine.WriteString(strings.TrimPrefix(muster(d), "package exercises\n"))
	}
	emil := filepath.Join(abgaben, "emil")
	require.NoError(t, os.MkdirAll(emil, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(emil, "loesung.go"), []byte(eine.String()), 0o644))

	erg, err := bewerten(context.Background(), konfiguration{
		abgaben: abgaben, aus: aus, parallel: runtime.GOMAXPROCS(0),
		zeitlimit: 30 * time.Second, speicherMiB: 1024,
	})
	require.NoError(t, err)
	require.Len(t, erg, 5)
	punkte := func(e Ergebnis) []int {
		var p []int
		for _, a := range e.Bericht.Aufgaben {
			p = append(p, a.Punkte)
		}
		return p
	}
	nach := map[string]Ergebnis{}
	for _, e := range erg {
		nach[e.Name] = e
		assert.Equal(t, "bewertet", e.Status, "%s:\n%s", e.Name, e.Rueckmeldung)
	}

	anna := nach["anna"]
	assert.Less(t, punkte(anna)[0], 3, anna.Rueckmeldung)
	assert.Equal(t, []int{1, 4, 2, 4, 2}, punkte(anna)[1:], "ein GetMoves über den Rand kostet nur in a) Punkte:\n%s", anna.Rueckmeldung)
	c, _ := anna.Bericht.Aufgabe("c")
	require.NotEmpty(t, c.Hinweise)
	assert.Contains(t, c.Hinweise[0], "Die Fehler in a) GetMoves kosten hier keine Punkte")
	assert.Contains(t, anna.Rueckmeldung, "Musterlösung von GetMoves und IsGoal")
	assert.NotContains(t, anna.Rueckmeldung, "fehlt die Prüfung mit expandedNodes", "BFS wird nicht für GetMoves getadelt")

	bert := nach["bert"]
	assert.Equal(t, []int{3, 0, 4, 2, 4, 2}, punkte(bert), "ein IsGoal-Stub kostet nur b):\n%s", bert.Rueckmeldung)
	e, _ := bert.Bericht.Aufgabe("e")
	require.NotEmpty(t, e.Hinweise)
	assert.Contains(t, e.Hinweise[0], "b) IsGoal")

	carla := nach["carla"]
	assert.Equal(t, []int{3, 1, 4, 2, 4, 2}, punkte(carla), carla.Rueckmeldung)
	f, _ := carla.Bericht.Aufgabe("f")
	require.NotEmpty(t, f.Hinweise, carla.Rueckmeldung)
	assert.Contains(t, f.Hinweise[0], "f_manhattan.go lässt sich nicht ohne sie übersetzen")
	d, _ := carla.Bericht.Aufgabe("d")
	assert.Empty(t, d.Hinweise, "d) übersetzt im eigenen Paket")

	dora := nach["dora"]
	assert.Equal(t, []int{3, 1, 4, 2, 0, 2}, punkte(dora), dora.Rueckmeldung)
	e, _ = dora.Bericht.Aufgabe("e")
	assert.Contains(t, e.Abbruch, "e_astar.go:", "der Compiler nennt die Datei der Person")
	assert.NotContains(t, e.Abbruch, "aufgabe/", "keine Ordner des Prüfprogramms in der Meldung")
	assert.NotContains(t, dora.Rueckmeldung, "kisuche_muster", "die Musterlösung bleibt verborgen")
	c, _ = dora.Bericht.Aufgabe("c")
	assert.Empty(t, c.Hinweise, "abs in c) stößt nicht mit der Musterlösung von f) zusammen:\n%s", dora.Rueckmeldung)

	assert.Equal(t, 16, nach["emil"].Bericht.Punkte(), nach["emil"].Rueckmeldung)
}

// TestLektionNenntUrsache: Scheitert die sichtbare Prüfung von c), weil GetMoves oder IsGoal
// falsch ist, nennt ihr erster Satz a) bzw. b) – in go test ./exercises wie in Notebook 4, das
// dieselbe Ausgabe zeigt.
func TestLektionNenntUrsache(t *testing.T) {
	langsam(t)
	t.Parallel()
	modul := abgabetest.UebungsKopie(t)
	lektion := func(datei, inhalt string) string {
		ziel := filepath.Join(modul, "exercises", datei)
		vorher, err := os.ReadFile(ziel)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(ziel, []byte(inhalt), 0o644))
		defer os.WriteFile(ziel, vorher, 0o644)
		cmd := exec.Command("go", "test", "-count=1", "-run", "TestLektion/^[bc]_", "./exercises")
		cmd.Dir = modul
		cmd.Env = append(os.Environ(), bauUmgebung...)
		aus, err := cmd.CombinedOutput()
		require.Error(t, err, "%s", aus)
		return string(aus)
	}
	text := lektion("a_getmoves.go", abgabetest.GetMovesUeberDenRand)
	assert.Contains(t, text, "FEHLER: Zuerst Aufgabe a) GetMoves: BFS ruft deine Funktion auf", "%s", text)
	assert.NotContains(t, text, "b) IsGoal")
	text = lektion("b_isgoal.go", isGoalStub)
	assert.Contains(t, text, "FEHLER: Zuerst Aufgabe b) IsGoal: BFS ruft deine Funktion auf", "%s", text)
	assert.NotContains(t, text, "a) GetMoves")
}

// TestSchritteBeobachtet: bewerten nimmt die Schrittzahl nicht hin, es beobachtet GetMoves.
// Eine BFS, die richtig sucht und richtig zählt, aber ihre Züge selbst berechnet statt
// GetMoves aufzurufen (so wie eine Tabelle von Antworten), bekommt in c) keinen Punkt; mit
// demselben Code über GetMoves alle.
func TestSchritteBeobachtet(t *testing.T) {
	langsam(t)
	t.Parallel()
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	bfs, err := os.ReadFile("../../solutions/c_bfs.go")
	require.NoError(t, err)
	zuege, err := os.ReadFile("../../solutions/a_getmoves.go")
	require.NoError(t, err)
	eigene := strings.ReplaceAll(string(bfs), "GetMoves(", "eigeneZuege(") + "\n" +
		strings.ReplaceAll(strings.ReplaceAll(strings.TrimPrefix(string(zuege), "package exercises\n"), "func GetMoves(", "func eigeneZuege("), "zuegeAnhaengen", "eigeneAnhaengen")
	abgabetest.Anlegen(t, abgaben, "ehrlich", nil)
	abgabetest.Anlegen(t, abgaben, "ungesehen", map[string]string{"c_bfs.go": eigene})
	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(wurzel, "aus"),
		parallel: runtime.GOMAXPROCS(0), zeitlimit: 30 * time.Second, speicherMiB: 1024})
	require.NoError(t, err)
	require.Len(t, erg, 2)
	assert.Equal(t, "ehrlich", erg[0].Name)
	assert.Equal(t, 16, erg[0].Bericht.Punkte(), erg[0].Rueckmeldung)
	c, _ := erg[1].Bericht.Aufgabe("c")
	assert.Equal(t, 0, c.Punkte, erg[1].Rueckmeldung)
	assert.Contains(t, c.Text(), "aber die Suche hat GetMoves nie auf")
	assert.Equal(t, 12, erg[1].Bericht.Punkte(), "die anderen Aufgaben behalten ihre Punkte:\n%s", erg[1].Rueckmeldung)
}
