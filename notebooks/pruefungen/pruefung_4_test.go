package pruefungen

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/exercises"
	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Das Übungs-Notebook: Jede Aufgabe ist eine Zelle "%%script speichere exercises/<datei>.go",
// deren Inhalt genau die eingecheckte Datei in exercises/ ist (ohne die zwei Kopfzeilen, die
// speichere schreibt). Im Testlauf werden die Musterlösungen aus solutions/ eingesetzt, damit
// die Prüfzellen und "go test ./exercises" bestehen; TestUebungArbeitswege prüft die Stubs
// und die Wege, auf denen Schülerinnen und Schüler arbeiten.
func init() {
	registriere("4_15-Puzzle_Uebung.ipynb", Pruefung{
		Statisch:    pruefeUebungStatisch,
		Vorbereiten: setzeLoesungenEin,
		Ausgaben:    pruefeUebung,
	})
}

// aufgabenDateien sind die Dateien der sechs Aufgaben a) bis f).
var aufgabenDateien = pruefen.AufgabenDateien()

const speicherePraefix = "%%script speichere exercises/"

// aufgabenZelle ist eine Aufgabenzelle: ihre Nummer und der Inhalt, den sie speichert.
type aufgabenZelle struct {
	nr     int
	inhalt string
}

// dateiZellen liefert für jede Aufgabenzelle den Dateinamen, die Zellennummer und den Inhalt,
// den speichere in die Datei schreibt (mit Zeilenende am Schluss).
func dateiZellen(t *testing.T, nb *Notebook) map[string]aufgabenZelle {
	t.Helper()
	zellen := map[string]aufgabenZelle{}
	for _, z := range nb.Zellen() {
		if z.Typ != "code" || !strings.HasPrefix(z.Quelle, speicherePraefix) {
			continue
		}
		kopf, rumpf, _ := strings.Cut(z.Quelle, "\n")
		name := strings.TrimPrefix(kopf, speicherePraefix)
		_, doppelt := zellen[name]
		require.Falsef(t, doppelt, "zwei Zellen schreiben %s", name)
		zellen[name] = aufgabenZelle{z.Nr, strings.TrimRight(rumpf, "\n") + "\n"}
	}
	return zellen
}

// speichere ruft scripts/kernel/bin/speichere auf: mit inhalt auf der Standardeingabe und
// KISUCHE_PROJEKT=projekt.
func speichere(t *testing.T, projekt string, inhalt string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command("bash", append([]string{filepath.Join(projektDir(t), "scripts", "kernel", "bin", "speichere")}, args...)...)
	cmd.Env = append(os.Environ(), "KISUCHE_PROJEKT="+projekt)
	cmd.Stdin = strings.NewReader(inhalt)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func pruefeUebungStatisch(t *testing.T, nb *Notebook) {
	// Die Startposition der Lektion im Notebook ist StartPos aus exercises/position.go.
	position, err := os.ReadFile(filepath.Join(notebookOrdner, "..", "exercises", "position.go"))
	require.NoError(t, err)
	vorgabe := regexp.MustCompile(`var StartPos = Position(\{[^}]*\})`).FindSubmatch(position)
	require.NotNil(t, vorgabe, "exercises/position.go: var StartPos = Position{…}")
	var startZeilen []string
	for _, z := range nb.Zellen() {
		for _, zeile := range strings.Split(z.Quelle, "\n") {
			if z.Typ == "code" && strings.HasPrefix(zeile, "var startPos = ") {
				startZeilen = append(startZeilen, zeile)
			}
		}
	}
	require.Len(t, startZeilen, 1, "eine Zelle legt startPos an")
	assert.Equal(t, "var startPos = Position"+string(vorgabe[1]), strings.TrimSpace(startZeilen[0]),
		"startPos im Notebook ist exercises.StartPos")

	var letzte string
	for _, z := range nb.Zellen() {
		if z.Typ == "code" {
			letzte = z.Quelle
		}
	}
	assert.Equal(t, "%%\npruefen.Uebersicht()", strings.TrimSpace(letzte),
		"die letzte Codezelle zeigt die Übersicht und schreibt die Abgabe ins Notebook")

	zellen := dateiZellen(t, nb)
	var namen []string
	for n := range zellen {
		namen = append(namen, n)
	}
	assert.ElementsMatch(t, aufgabenDateien, namen, "je eine Aufgabenzelle pro Aufgabe")
	for _, name := range aufgabenDateien {
		pfad := filepath.Join(notebookOrdner, "..", "exercises", name)
		datei, err := os.ReadFile(pfad)
		require.NoError(t, err)
		_, err = speichere(t, "", "", "--pruefe", pfad)
		assert.NoErrorf(t, err, "exercises/%s muss die Kopfzeilen von speichere mit der richtigen Prüfsumme tragen "+
			"(neu schreiben: Aufgabenzelle mit dem Kernel ausführen oder speichere mit ihrem Inhalt aufrufen)", name)
		_, rumpf, _ := strings.Cut(string(datei), "\n\n")
		assert.Equalf(t, rumpf, zellen[name].inhalt,
			"die Aufgabenzelle für exercises/%s muss genau den Inhalt der Datei haben", name)
	}
}

// setzeLoesungenEin ersetzt in der Kopie des Notebooks den Inhalt jeder Aufgabenzelle durch
// die Musterlösung.
func setzeLoesungenEin(t *testing.T, modul string, nb *Notebook) {
	for name, z := range dateiZellen(t, nb) {
		nb.SetzeQuelle(z.nr, speicherePraefix+name+"\n"+strings.TrimRight(loesung(t, modul, name), "\n"))
	}
}

// loesung liefert die Musterlösung einer Aufgabe.
func loesung(t *testing.T, modul, name string) string {
	daten, err := os.ReadFile(filepath.Join(modul, "solutions", name))
	require.NoError(t, err)
	return string(daten)
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
	assert.Empty(t, a.Zelle(t, "var startPos = Position{").Text, "wie in der Lektion: start_pos anlegen, ohne Ausgabe")
	start := a.Zelle(t, "printPosition(startPos)")
	assert.Equal(t, "+------------+\n|5  1  3  4  |\n|6  9  7  8  |\n|2  10    11 |\n|13 14 15 12 |\n+------------+\n", start.Text)
	assert.Equal(t, brettText(exercises.StartPos), start.Text, "printPosition im Notebook wie exercises.PrintPosition")
	assert.Equal(t, "+------------+\n|1  2  3  4  |\n|5  6  7  8  |\n|9  10 11 12 |\n|13 14 15    |\n+------------+\n",
		a.Zelle(t, "printPosition(goalPos)").Text)

	for _, name := range aufgabenDateien {
		z := a.Zelle(t, speicherePraefix+name)
		assert.Equal(t, "Gespeichert in exercises/"+name+".\n", z.Text, "die Zelle schreibt exercises/%s", name)
	}
	getMoves := a.Zelle(t, `pruefen.Aufgabe("a")`).Text
	assert.True(t, strings.HasPrefix(getMoves, beispieleA()), "zuerst die Beispiele der Lektion:\n%s", getMoves)
	assert.Equal(t, 2, strings.Count(getMoves, "Teste Position:"), getMoves)
	assert.Equal(t, 9, strings.Count(getMoves, "+------------+\n|"), "2 Testpositionen und 4 + 3 Züge als Bretter:\n%s", getMoves)
	assert.True(t, strings.HasSuffix(getMoves, "\nAlle Tests bestanden!\n"), getMoves)
	assert.NotContains(t, getMoves, "FEHLER")
	for id, beispiele := range map[string]string{"b": beispieleB(), "d": beispieleWert("NumWrongHeuristic", pruefen.NumWrongBeispiele),
		"f": beispieleWert("ManhattanHeuristic", pruefen.ManhattanBeispiele)} {
		assert.Equal(t, beispiele+"Alle Tests bestanden!\n", a.Zelle(t, `pruefen.Aufgabe("`+id+`")`).Text)
	}

	bfs := a.Zelle(t, `pruefen.Aufgabe("c")`).Text
	assert.True(t, strings.HasPrefix(bfs, fmt.Sprintf("BFS(%v): Länge der Lösung == 15\n\n", pruefen.Start)), bfs)
	assert.Contains(t, bfs, "Länge der Lösung: 15\n")
	assert.Equal(t, 15, strings.Count(bfs, "+------------+\n|"), "die Lösung als 15 Bretter:\n%s", bfs)
	assert.True(t, strings.HasSuffix(bfs, "\nAlle Tests bestanden!\n"), bfs)
	assert.Greater(t, steps(t, bfs), 10_000, "BFS braucht viele Schritte")

	numWrong := a.Zelle(t, `pruefen.Aufgabe("e")`).Text
	assert.True(t, strings.HasPrefix(numWrong, fmt.Sprintf("AStar(%v, NumWrongHeuristic): Länge der Lösung == 15\n\n", pruefen.Start)), numWrong)
	assert.Contains(t, numWrong, "Länge der Lösung: 15\n")
	assert.True(t, strings.HasSuffix(numWrong, "\nAlle Tests bestanden!\n"), numWrong)
	assert.Less(t, steps(t, numWrong), 300, "A* mit falsch platzierten Zahlen: weniger als 300 Schritte")

	manhattan := a.Zelle(t, "pruefen.Abschluss()").Text
	assert.Contains(t, manhattan, "Länge der Lösung: 15\n")
	assert.InDelta(t, 70, steps(t, manhattan), 30, "A* mit Manhattan: ca. 70 Schritte")

	uebersicht := a.Zelle(t, "pruefen.Uebersicht()").Text
	assert.Contains(t, uebersicht, "6 von 6 Aufgaben bestehen die Beispiele der Lektion", uebersicht)
	assert.Equal(t, 6, strings.Count(uebersicht, "✓ bestanden"), uebersicht)
	assert.Equal(t, dateienIn(t, filepath.Join(modulPfad, "exercises")), abgabeImNotebook(t, a),
		"die Abgabe im Notebook sind die Dateien in exercises/")
}

// brettText ist das ASCII-Bild einer Position, wie exercises.PrintPosition es druckt.
func brettText(pos exercises.Position) string {
	var b strings.Builder
	exercises.FprintPosition(&b, pos)
	return b.String()
}

// beispieleA ist, was die Prüfzelle von a) vor der Prüfung zeigt: die Testpositionen der
// Lektion mit ihren richtigen Zügen.
func beispieleA() string {
	var b strings.Builder
	for i, bsp := range pruefen.Zugbeispiele {
		fmt.Fprintf(&b, "Testposition %d: %v\nRichtige Züge (correct_moves_pos_%d):\n", i+1, bsp.Pos, i+1)
		for _, zug := range bsp.Richtig {
			fmt.Fprintln(&b, "   ", zug)
		}
	}
	return b.String() + "\n"
}

// beispieleB sind die Zeilen der Prüfzelle von b): die Positionen der Lektion und ob sie das
// Ziel sind.
func beispieleB() string {
	var b strings.Builder
	for _, bsp := range pruefen.Zielbeispiele {
		fmt.Fprintf(&b, "IsGoal(%v) == %v\n", bsp.Pos, bsp.Ziel)
	}
	return b.String()
}

// beispieleWert sind die Zeilen der Prüfzellen von d) und f): die Positionen der Lektion und
// der Wert der Heuristik (die asserts 0/2/15 bzw. 0/2/1/24).
func beispieleWert(name string, beispiele []pruefen.Wertbeispiel) string {
	var b strings.Builder
	for _, bsp := range beispiele {
		fmt.Fprintf(&b, "%s(%v) == %d\n", name, bsp.Pos, bsp.Wert)
	}
	return b.String()
}

// abgabeImNotebook liest aus der Zelle der Übersicht die Dateien, die sie ins Notebook
// geschrieben hat (genau ein Block pruefen.AbgabeMIME, dazu ihre Zusammenfassung in HTML).
func abgabeImNotebook(t *testing.T, a *Ausgefuehrt) map[string][]byte {
	t.Helper()
	z := a.Zelle(t, "pruefen.Uebersicht()")
	bloecke := z.Weitere[pruefen.AbgabeMIME]
	require.Len(t, bloecke, 1, "die Übersicht schreibt die Abgabe genau einmal ins Notebook")
	dateien, err := pruefen.LeseAbgabeBlock(bloecke[0])
	require.NoError(t, err)
	require.Len(t, z.HTML, 1, "die Zusammenfassung der Abgabe")
	assert.Contains(t, z.HTML[0], "Deine Abgabe steckt jetzt in diesem Notebook: "+strconv.Itoa(len(dateien))+" Dateien aus exercises/")
	return dateien
}

// dateienIn liefert die .go-Dateien direkt in ordner außer den Tests, wie sie dort stehen.
func dateienIn(t *testing.T, ordner string) map[string][]byte {
	t.Helper()
	pfade, err := filepath.Glob(filepath.Join(ordner, "*.go"))
	require.NoError(t, err)
	dateien := map[string][]byte{}
	for _, pfad := range pfade {
		if !strings.HasSuffix(pfad, "_test.go") {
			dateien[filepath.Base(pfad)] = []byte(lies(t, pfad))
		}
	}
	require.Contains(t, dateien, "a_getmoves.go")
	return dateien
}
