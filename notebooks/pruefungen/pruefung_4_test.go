package pruefungen

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Das Übungs-Notebook: Jede Aufgabe ist eine Zelle "%%writefile ../exercises/<datei>.go",
// deren Inhalt genau die eingecheckte Datei in exercises/ ist. Im Testlauf werden die
// Musterlösungen aus solutions/ eingesetzt, damit die sichtbaren Tests des Notebooks und
// "go test ./exercises" bestehen.
func init() {
	registriere("4_15-Puzzle_Uebung.ipynb", Pruefung{
		Statisch:    pruefeUebungStatisch,
		Vorbereiten: setzeLoesungenEin,
		Ausgaben:    pruefeUebung,
	})
}

// aufgabenDateien sind die Dateien der sechs Aufgaben a) bis f).
var aufgabenDateien = []string{"a_getmoves.go", "b_isgoal.go", "c_bfs.go", "d_numwrong.go", "e_astar.go", "f_manhattan.go"}

const writefilePraefix = "%%writefile ../exercises/"

// dateiZellen liefert für jede %%writefile-Zelle den Dateinamen, die Zellennummer und den
// Inhalt, den GoNB in die Datei schreibt (jede Zeile mit Zeilenende).
func dateiZellen(t *testing.T, nb *Notebook) map[string]struct {
	nr     int
	inhalt string
} {
	t.Helper()
	zellen := map[string]struct {
		nr     int
		inhalt string
	}{}
	for _, z := range nb.Zellen() {
		if z.Typ != "code" || !strings.HasPrefix(z.Quelle, writefilePraefix) {
			continue
		}
		kopf, rumpf, _ := strings.Cut(z.Quelle, "\n")
		name := strings.TrimPrefix(kopf, writefilePraefix)
		_, doppelt := zellen[name]
		require.Falsef(t, doppelt, "zwei Zellen schreiben %s", name)
		zellen[name] = struct {
			nr     int
			inhalt string
		}{z.Nr, strings.TrimRight(rumpf, "\n") + "\n"}
	}
	return zellen
}

func pruefeUebungStatisch(t *testing.T, nb *Notebook) {
	zellen := dateiZellen(t, nb)
	var namen []string
	for n := range zellen {
		namen = append(namen, n)
	}
	assert.ElementsMatch(t, aufgabenDateien, namen, "je eine %%writefile-Zelle pro Aufgabe")
	for _, name := range aufgabenDateien {
		datei, err := os.ReadFile(filepath.Join(notebookOrdner, "..", "exercises", name))
		require.NoError(t, err)
		assert.Equalf(t, string(datei), zellen[name].inhalt,
			"die Zelle %%%%writefile ../exercises/%s muss genau die Datei exercises/%s enthalten", name, name)
	}
}

// setzeLoesungenEin ersetzt in der Kopie des Notebooks den Inhalt jeder Aufgabenzelle durch
// die Musterlösung (mit "package exercises").
func setzeLoesungenEin(t *testing.T, modul string, nb *Notebook) {
	for name, z := range dateiZellen(t, nb) {
		loesung, err := os.ReadFile(filepath.Join(modul, "solutions", name))
		require.NoError(t, err)
		inhalt := strings.Replace(string(loesung), "package solutions", "package exercises", 1)
		nb.SetzeQuelle(z.nr, writefilePraefix+name+"\n"+strings.TrimRight(inhalt, "\n"))
	}
}

var anzahlSteps = regexp.MustCompile(`Anzahl an Steps: (\d+)`)

func steps(t *testing.T, text string) int {
	t.Helper()
	m := anzahlSteps.FindStringSubmatch(text)
	require.NotNil(t, m, "keine Zeile „Anzahl an Steps“ in:\n%s", text)
	n, err := strconv.Atoi(m[1])
	require.NoError(t, err)
	return n
}

func pruefeUebung(t *testing.T, a *Ausgefuehrt) {
	assert.Equal(t, "[5 1 3 4 6 9 7 8 2 10 0 11 13 14 15 12] true\n", a.Zelle(t, "startPos == exercises.StartPos").Text)
	start := a.Zelle(t, "exercises.PrintPosition(exercises.StartPos)")
	assert.Equal(t, "+------------+\n|5  1  3  4  |\n|6  9  7  8  |\n|2  10    11 |\n|13 14 15 12 |\n+------------+\n", start.Text)
	require.Len(t, start.HTML, 1)
	assert.Equal(t, 16, strings.Count(start.HTML[0], "<td"), "15-Puzzle als Bild")
	assert.Equal(t, "+------------+\n|1  2  3  4  |\n|5  6  7  8  |\n|9  10 11 12 |\n|13 14 15    |\n+------------+\n",
		a.Zelle(t, "exercises.PrintPosition(goalPos)").Text)

	for _, name := range aufgabenDateien {
		z := a.Zelle(t, writefilePraefix+name)
		assert.Contains(t, z.Stderr, "Cell contents written to", "die Zelle schreibt exercises/%s", name)
	}
	assert.Equal(t, 4, len(zahlenListeZeilen(a.Zelle(t, "movesPos1 := exercises.GetMoves(pos1)").Text)), "vier Züge von der Startposition")
	getMoves := a.Zelle(t, "pruefeZuege(pos2, richtig2)").Text
	assert.Equal(t, 2, strings.Count(getMoves, "Alle Tests bestanden!"), getMoves)
	assert.NotContains(t, getMoves, "FEHLER")
	assert.Equal(t, "Alle Tests bestanden!\n", a.Zelle(t, "exercises.IsGoal(pos)").Text)

	bfs := a.Zelle(t, "exercises.BFS(startPos)").Text
	assert.Contains(t, bfs, "Länge der Lösung: 15\n")
	assert.NotContains(t, bfs, "FEHLER")
	assert.Greater(t, steps(t, bfs), 10_000, "BFS braucht viele Schritte")

	assert.Equal(t, []string{"Alle Tests bestanden!"}, zeilen(a.Zelle(t, "exercises.NumWrongHeuristic(f.pos)").Text))
	numWrong := a.Zelle(t, "exercises.AStar(startPos, exercises.NumWrongHeuristic)").Text
	assert.Contains(t, numWrong, "Länge der Lösung: 15\n")
	assert.NotContains(t, numWrong, "FEHLER")
	assert.Less(t, steps(t, numWrong), 300, "A* mit falsch platzierten Zahlen: weniger als 300 Schritte")

	assert.Equal(t, []string{"Alle Tests bestanden!"}, zeilen(a.Zelle(t, "exercises.ManhattanHeuristic(f.pos)").Text))
	manhattan := a.Zelle(t, "exercises.AStar(startPos, exercises.ManhattanHeuristic)")
	assert.Contains(t, manhattan.Text, "Länge der Lösung: 15\n")
	assert.InDelta(t, 70, steps(t, manhattan.Text), 30, "A* mit Manhattan: ca. 70 Schritte")
	require.Len(t, manhattan.HTML, 1, "Lösungsweg als Bilder")
	assert.Equal(t, 15, strings.Count(manhattan.HTML[0], "<table"), "15 Positionen vom Start bis zum Ziel")

	bewertung := a.Zelle(t, "go test -v -run TestBewertung ./exercises").Text
	assert.Contains(t, bewertung, "Gesamt: 16/16 Punkte", bewertung)
}

// zahlenListeZeilen zählt die Positionen in einer Ausgabe wie "[[5 1 …] [5 1 …]]".
func zahlenListeZeilen(s string) []string {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(strings.TrimSuffix(s, "]"), "[")
	return regexp.MustCompile(`\[[^\[\]]*\]`).FindAllString(s, -1)
}
