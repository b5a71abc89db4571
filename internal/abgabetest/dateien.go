package abgabetest

import (
	_ "embed"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Stubs wie in exercises/ (unabhängig davon, ob dort schon gelöst wurde).
const (
	StubD = "package exercises\n\nfunc NumWrongHeuristic(pos Position) int {\n\t// DEIN CODE HIER\n\treturn -1\n}\n"
	StubF = "package exercises\n\nfunc ManhattanHeuristic(pos Position) int {\n\t// DEIN CODE HIER\n\treturn -1\n}\n"
)

// Schleife ist ein AStar, das nie endet.
const Schleife = `package exercises

// AStar endet nie.
func AStar(startPos Position, heuristic func(Position) int) (map[Position]Position, int, error) {
	n := 0
	for heuristic(startPos) >= 0 {
		n++
	}
	return nil, n, nil
}
`

// AlleStubs sind Stubs aller sechs Aufgaben: eine Abgabe, die ehrlich 0 Punkte bekommt.
var AlleStubs = map[string]string{
	"a_getmoves.go":  "package exercises\n\nfunc GetMoves(pos Position) []Position { return nil }\n",
	"b_isgoal.go":    "package exercises\n\nfunc IsGoal(pos Position) bool { return false }\n",
	"c_bfs.go":       "package exercises\n\nfunc BFS(startPos Position) (map[Position]Position, int, error) { return nil, 0, ErrNichtImplementiert }\n",
	"d_numwrong.go":  StubD,
	"e_astar.go":     "package exercises\n\nfunc AStar(startPos Position, heuristic func(Position) int) (map[Position]Position, int, error) {\n\treturn nil, 0, ErrNichtImplementiert\n}\n",
	"f_manhattan.go": StubF,
}

// MitStubs liefert AlleStubs mit zusätzlichen (oder ersetzten) Dateien.
func MitStubs(extra map[string]string) map[string]string {
	m := map[string]string{}
	for k, v := range AlleStubs {
		m[k] = v
	}
	for k, v := range extra {
		m[k] = v
	}
	return m
}

// Modulwurzel liefert den Ordner mit go.mod über dem Arbeitsordner (oder "").
func Modulwurzel() string {
	dir, err := os.Getwd()
	for err == nil {
		if _, e := os.Stat(filepath.Join(dir, "go.mod")); e == nil {
			return dir
		}
		oben := filepath.Dir(dir)
		if oben == dir {
			return ""
		}
		dir = oben
	}
	return ""
}

// Loesung liefert die .go-Dateien der Musterlösung solutions/ (ohne Tests).
func Loesung(t testing.TB) map[string]string {
	t.Helper()
	dateien, err := filepath.Glob(filepath.Join(Modulwurzel(), "solutions", "*.go"))
	require.NoError(t, err)
	require.NotEmpty(t, dateien, "keine Musterlösung in solutions/")
	m := map[string]string{}
	for _, d := range dateien {
		if strings.HasSuffix(d, "_test.go") {
			continue
		}
		daten, err := os.ReadFile(d)
		require.NoError(t, err)
		m[filepath.Base(d)] = string(daten)
	}
	return m
}

// Anlegen legt abgaben/name/exercises/ an: die Musterlösung, in der die Dateien aus
// ersetzen ausgetauscht sind. Es liefert den Ordner exercises/.
func Anlegen(t testing.TB, abgaben, name string, ersetzen map[string]string) string {
	t.Helper()
	ziel := filepath.Join(abgaben, name, "exercises")
	require.NoError(t, os.MkdirAll(ziel, 0o755))
	for datei, inhalt := range Loesung(t) {
		require.NoError(t, os.WriteFile(filepath.Join(ziel, datei), []byte(inhalt), 0o644))
	}
	for datei, inhalt := range ersetzen {
		require.NoError(t, os.WriteFile(filepath.Join(ziel, datei), []byte(inhalt), 0o644))
	}
	return ziel
}

// GetMovesUeberDenRand lässt das Loch über den Rand der Reihe springen: Von Feld 11 (rechter
// Rand) aus ist Feld 12 kein Nachbar. Die Datei liest auch bench/tafelzuschauer.py.
//
//go:embed getmoves_ueber_den_rand.go.txt
var GetMovesUeberDenRand string

// SatzUeberDenRand ist der Satz, mit dem alle drei Prüfungen es ablehnen.
const SatzUeberDenRand = "GetMoves([5 1 3 4 6 9 7 8 2 10 11 0 13 14 15 12]) liefert 4 Positionen, richtig sind 3; kein möglicher Zug: [5 1 3 4 6 9 7 8 2 10 11 13 0 14 15 12]"
