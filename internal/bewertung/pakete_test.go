package bewertung

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMusterWieLoesungen: Die Musterlösungen, die bewerten für die übrigen Aufgaben
// einsetzt, sind genau die Dateien aus solutions/.
func TestMusterWieLoesungen(t *testing.T) {
	dateien, err := filepath.Glob("../../solutions/[a-f]_*.go")
	require.NoError(t, err)
	require.Len(t, dateien, 6)
	for _, d := range dateien {
		loesung, err := os.ReadFile(d)
		require.NoError(t, err)
		kopie, err := muster.ReadFile("muster/" + filepath.Base(d) + ".txt")
		require.NoError(t, err, "internal/bewertung/muster/%s.txt fehlt", filepath.Base(d))
		assert.Equal(t, string(loesung), string(kopie), "muster/%s.txt weicht ab: cp %s internal/bewertung/muster/%s.txt", filepath.Base(d), d, filepath.Base(d))
	}
}

// TestDeklariert: Welche Aufgabenfunktionen eine Datei deklariert – Methoden gleichen
// Namens zählen nicht, und eine Datei, die sich nicht lesen lässt, wird nach dem Text
// beurteilt.
func TestDeklariert(t *testing.T) {
	assert.Equal(t, []string{"a", "c"}, Deklariert([]byte("package exercises\n\nfunc BFS() {}\nfunc GetMoves() {}\nfunc (x T) IsGoal() {}\n")))
	assert.Empty(t, Deklariert([]byte("package exercises\n\nvar GetMoves = 1\n")))
	assert.Equal(t, []string{"a"}, Deklariert([]byte("package exercises\n\n// func IsGoal(p Position) bool – kommt später\nfunc GetMoves() {}\n")),
		"eine auskommentierte Funktion ist nicht deklariert")
	assert.Equal(t, []string{"e"}, Deklariert([]byte("package exercises\n\nfunc AStar( {\n")))
}

// TestAufgabenPaket: Das Paket einer Aufgabe enthält die Datei der Abgabe für diese
// Aufgabe, ihre übrigen Dateien und für die anderen Aufgaben die Musterlösung mit
// umbenannten Hilfsfunktionen.
func TestAufgabenPaket(t *testing.T) {
	abgabe := map[string][]byte{
		"a_getmoves.go":  []byte("package exercises\n\nfunc GetMoves(p Position) []Position { return nil }\n"),
		"c_bfs.go":       []byte("package exercises\n\nfunc BFS(p Position) (map[Position]Position, int, error) { return nil, 0, nil }\n"),
		"beide.go":       []byte("package exercises\n\nfunc IsGoal(p Position) bool { return false }\nfunc NumWrongHeuristic(p Position) int { return 0 }\n"),
		"hilfe.go":       []byte("package exercises\n\nfunc abs(x int) int { return x }\n"),
		"position.go":    []byte(vorgabePosition),
		"e_astar.go":     []byte("package exercises\n\nfunc AStar(p Position, h func(Position) int) (map[Position]Position, int, error) { return nil, 0, nil }\n"),
		"f_manhattan.go": []byte("package exercises\n\nfunc ManhattanHeuristic(p Position) int { return abs(0) }\n"),
	}
	namen := func(m map[string][]byte) []string {
		var n []string
		for k := range m {
			n = append(n, k)
		}
		slices.Sort(n)
		return n
	}
	c := AufgabenPaket("c", abgabe)
	assert.Equal(t, []string{"c_bfs.go", "hilfe.go", "kisuche_muster_astar.go", "kisuche_muster_getmoves.go", "kisuche_muster_isgoal.go",
		"kisuche_muster_manhattanheuristic.go", "kisuche_muster_numwrongheuristic.go", "position.go"}, namen(c))
	assert.Equal(t, abgabe["c_bfs.go"], c["c_bfs.go"])
	f := string(c["kisuche_muster_manhattanheuristic.go"])
	assert.Contains(t, f, "func ManhattanHeuristic(pos Position) int")
	assert.Contains(t, f, "func kisucheMuster_abs(x int) int", "die Hilfsfunktion der Musterlösung heißt anders als abs der Abgabe")
	assert.NotContains(t, f, " abs(")
	assert.Contains(t, string(c["kisuche_muster_getmoves.go"]), "kisucheMuster_zuegeAnhaengen(make(")

	// b) steht mit d) in einer Datei: Beide kommen von der Abgabe, keine Musterlösung dafür.
	b := AufgabenPaket("b", abgabe)
	assert.Contains(t, b, "beide.go")
	assert.NotContains(t, b, "kisuche_muster_numwrongheuristic.go")
	assert.NotContains(t, b, "kisuche_muster_isgoal.go")
	assert.Contains(t, b, "kisuche_muster_bfs.go")
	assert.NotContains(t, b, "c_bfs.go")

	// Ein Dateiname der Abgabe wie der einer Musterlösung wird nicht überschrieben.
	abgabe["kisuche_muster_bfs.go"] = []byte("package exercises\n\n// nur ein Kommentar\n")
	a := AufgabenPaket("a", abgabe)
	assert.Equal(t, abgabe["kisuche_muster_bfs.go"], a["kisuche_muster_bfs.go"])
	assert.True(t, strings.Contains(string(a["ergaenzt_kisuche_muster_bfs.go"]), "func BFS("))
}

// TestMitBeobachtung: GetMoves bekommt den Aufruf von dienst.Beobachte, ohne dass sich
// eine Zeilennummer verschiebt; Dateien ohne GetMoves bleiben gleich.
func TestMitBeobachtung(t *testing.T) {
	quelle := []byte("package exercises // Kommentar\n\nimport \"slices\"\n\nfunc GetMoves(p Position) []Position {\n\treturn slices.Clone([]Position{p})\n}\n")
	neu := string(MitBeobachtung(quelle, "kisucheBeobachter"))
	zeilen := strings.Split(neu, "\n")
	assert.Equal(t, `package exercises; import kisucheBeobachter "github.com/kisuche/kisuche/internal/bewertung/dienst" // Kommentar`, zeilen[0])
	assert.Equal(t, "func GetMoves(p Position) []Position { kisucheBeobachter.Beobachte([16]int8(p));", zeilen[4])
	assert.Equal(t, "\treturn slices.Clone([]Position{p})", zeilen[5], "die Zeilen danach bleiben, wo sie waren")
	assert.Contains(t, neu, "func init() { kisucheBeobachter.Aktivieren() }")
	ohne := []byte("package exercises\n\nfunc BFS() {}\n")
	assert.Equal(t, ohne, MitBeobachtung(ohne, "x"))
	kaputt := []byte("package exercises\n\nfunc GetMoves( {\n")
	assert.Equal(t, kaputt, MitBeobachtung(kaputt, "x"))
	unbenannt := []byte("package exercises\n\nfunc GetMoves(Position) []Position { return nil }\n")
	assert.Equal(t, unbenannt, MitBeobachtung(unbenannt, "x"))
}

// TestFalleMitJedemSamen: Mit jedem Samen findet das Prüfprogramm eine Falle für
// „besserer Weg“, und sie hat ihre Eigenschaften.
func TestFalleMitJedemSamen(t *testing.T) {
	for range 20 {
		samen := NeuerSamen()
		for _, salz := range []uint64{9, 10} {
			f, ok := falleFuer(samen, salz)
			require.True(t, ok, "keine Falle mit Samen %d, Salz %d", samen, salz)
			assert.Less(t, f.k+1, f.cStern)
			assert.Zero(t, f.h(f.q))
			assert.True(t, f.erlaubt[f.start.kompakt()])
		}
	}
}
