package sandkasten

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// heizer ist eine Abgabe, die jede Grenze an Rechenzeit ausschöpft: 200 Threads in
// Endlosschleifen vom Start an (GOMAXPROCS selbst hochgesetzt, wie es Maschinencode
// ohnehin kann), und jede Funktion kehrt nie zurück.
var heizer = func() map[string]string {
	m := map[string]string{
		"zz.go": `package exercises

import "runtime"

var Hitze int

func heizen() {
	for i := 0; ; i++ {
		Hitze += i
	}
}

func init() {
	runtime.GOMAXPROCS(256)
	for range 200 {
		go heizen()
	}
}
`,
	}
	for datei, kopf := range map[string]string{
		"a_getmoves.go":  "func GetMoves(pos Position) []Position",
		"b_isgoal.go":    "func IsGoal(pos Position) bool",
		"c_bfs.go":       "func BFS(startPos Position) (map[Position]Position, int, error)",
		"d_numwrong.go":  "func NumWrongHeuristic(pos Position) int",
		"e_astar.go":     "func AStar(startPos Position, heuristic func(Position) int) (map[Position]Position, int, error)",
		"f_manhattan.go": "func ManhattanHeuristic(pos Position) int",
	} {
		m[datei] = "package exercises\n\n" + kopf + " {\n\theizen()\n\tpanic(\"nie\")\n}\n"
	}
	return m
}()

// TestNachbarnBehaltenIhrePunkte: Zwei Abgaben, die in jeder Aufgabe mit 200 Threads
// rechnen, bis ihre Limits sie beenden, laufen gleichzeitig mit ehrlichen Abgaben (so viele
// Abgaben gleichzeitig wie Kerne und eine mehr). Die ehrlichen behalten genau ihre Punkte:
// Jeder Sandkasten ist eine eigene Sitzung, und der Kern teilt die Rechenzeit zwischen
// Sitzungen gerecht auf (Autogroup), nicht zwischen Threads.
func TestNachbarnBehaltenIhrePunkte(t *testing.T) {
	langsam(t)
	if runtime.GOOS != "linux" {
		t.Skip("die Abschottung mit Namensräumen gibt es nur unter Linux")
	}
	for _, art := range []string{"", "benutzer"} {
		t.Run("art="+art, func(t *testing.T) {
			s, err := neueAbschottung(1024, 5*time.Second, art)
			require.NoError(t, err)
			if s.bwrap == "" {
				t.Skipf("keine Abschottung mit bwrap auf diesem Rechner: %s", s.art)
			}
			wurzel := t.TempDir()
			abgaben := filepath.Join(wurzel, "ABGABEN")
			for i := range 2 {
				abgabetest.Anlegen(t, abgaben, fmt.Sprintf("heizer%d", i), heizer)
			}
			for i := range 4 {
				abgabetest.Anlegen(t, abgaben, fmt.Sprintf("ehrlich%d", i), nil)
			}
			beginn := time.Now()
			erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(wurzel, "bewertung"),
				parallel: runtime.NumCPU() + 1, zeitlimit: 5 * time.Second, speicherMiB: 1024, alleImporte: true, art: art})
			require.NoError(t, err)
			t.Logf("%d Abgaben in %v", len(erg), time.Since(beginn).Round(time.Second))
			for _, e := range erg {
				if strings.HasPrefix(e.Name, "ehrlich") {
					assert.Equal(t, 16, e.Bericht.Punkte(), "%s verlor Punkte neben den Heizern:\n%s", e.Name, e.Rueckmeldung)
				} else {
					assert.Equal(t, 0, e.Bericht.Punkte(), e.Name)
					assert.Contains(t, e.Rueckmeldung, "Zeitlimit", e.Name)
				}
			}
		})
	}
}
