package pruefungen

import (
	"bytes"
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/exercises"
	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/ausgabe"
	"github.com/kisuche/kisuche/lesson/damen"
	"github.com/kisuche/kisuche/lesson/puzzle"
	"github.com/kisuche/kisuche/lesson/sudoku"
	loesungen "github.com/kisuche/kisuche/solutions"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Der Code der Lektionen steht in den Notebooks 1–5 als Go-Code auf der Seite, zum Lesen
// und Ändern. Wo die Bibliothek dieselbe Funktion noch einmal hat (schneller, für beliebige
// Größen oder für die Prüfungen der Übung), halten die Zwillingstests beide gleich: Sie
// nehmen die Deklarationen aus den Zellen des Notebooks – so, wie GoNB sie sich merkt –,
// übersetzen sie mit einem kleinen Hauptprogramm und vergleichen dessen Ausgabe mit der
// Bibliothek. Das läuft bei jedem "go test", ohne Jupyter.

// modulImport ist der Importpfad des Kurses.
const modulImport = "github.com/kisuche/kisuche"

// bekanntePakete ordnet den Paketnamen, die Zellen ohne Importzeile benutzen, ihre
// Importpfade zu (was goimports im Kernel ergänzt).
var bekanntePakete = map[string]string{
	"bufio": "bufio", "bytes": "bytes", "cmp": "cmp", "context": "context", "fmt": "fmt", "io": "io",
	"maps": "maps", "math": "math", "os": "os", "regexp": "regexp", "runtime": "runtime", "slices": "slices",
	"strconv": "strconv", "strings": "strings", "time": "time", "big": "math/big", "rand": "math/rand/v2",
	"lesson": modulImport + "/lesson", "puzzle": modulImport + "/lesson/puzzle",
	"ausgabe": modulImport + "/lesson/ausgabe", "sudoku": modulImport + "/lesson/sudoku",
	"damen": modulImport + "/lesson/damen", "achtpuzzle": modulImport + "/lesson/achtpuzzle",
	"heapq": modulImport + "/lesson/heapq", "exercises": modulImport + "/exercises",
	"pruefen": modulImport + "/exercises/pruefen",
}

// deklaration ist eine Deklaration aus einer Zelle: ihr Name (Methoden mit Empfänger, etwa
// "Knoten.PfadHierher") und ihr Quelltext.
type deklaration struct {
	name, quelle string
}

// deklarationsTeil liefert den Go-Code einer Zelle, den GoNB sich merkt: alles vor der
// Zeile "%%". Zellen, die mit "%%", "%" oder "!" beginnen, deklarieren nichts.
func deklarationsTeil(quelle string) string {
	if strings.HasPrefix(quelle, "%") || strings.HasPrefix(quelle, "!") {
		return ""
	}
	var teil []string
	for _, z := range strings.Split(quelle, "\n") {
		if strings.TrimSpace(z) == "%%" {
			break
		}
		teil = append(teil, z)
	}
	return strings.Join(teil, "\n")
}

// deklarationenBis liefert die Deklarationen, die der Kernel kennt, nachdem die Codezellen
// des Notebooks der Reihe nach bis zur ersten Zelle gelaufen sind, die bis enthält: Eine
// spätere Deklaration desselben Namens ersetzt die frühere (wie in GoNB), die Reihenfolge
// ist die des ersten Auftretens.
func deklarationenBis(t *testing.T, nb *Notebook, bis string) []deklaration {
	t.Helper()
	var alle []deklaration
	gefunden := false
	for _, z := range nb.Zellen() {
		if z.Typ != "code" {
			continue
		}
		teil := deklarationsTeil(z.Quelle)
		if strings.TrimSpace(teil) != "" {
			quelle := "package main\n\n" + teil
			fset := token.NewFileSet()
			datei, err := parser.ParseFile(fset, "zelle.go", quelle, 0)
			require.NoErrorf(t, err, "%s, Zelle %d", nb.Name, z.Nr)
			for _, d := range datei.Decls {
				name := deklarationsName(d)
				text := quelle[fset.Position(d.Pos()).Offset:fset.Position(d.End()).Offset]
				if i := slices.IndexFunc(alle, func(a deklaration) bool { return a.name == name }); i >= 0 {
					alle[i].quelle = text
				} else {
					alle = append(alle, deklaration{name, text})
				}
			}
		}
		if strings.Contains(z.Quelle, bis) {
			gefunden = true
			break
		}
	}
	require.Truef(t, gefunden, "%s: keine Codezelle enthält %q", nb.Name, bis)
	return alle
}

func deklarationsName(d ast.Decl) string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv != nil && len(d.Recv.List) > 0 {
			typ := d.Recv.List[0].Type
			if stern, ok := typ.(*ast.StarExpr); ok {
				typ = stern.X
			}
			if index, ok := typ.(*ast.IndexExpr); ok {
				typ = index.X
			}
			if index, ok := typ.(*ast.IndexListExpr); ok {
				typ = index.X
			}
			if id, ok := typ.(*ast.Ident); ok {
				return id.Name + "." + d.Name.Name
			}
		}
		return d.Name.Name
	case *ast.GenDecl:
		var namen []string
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				namen = append(namen, s.Name.Name)
			case *ast.ValueSpec:
				for _, n := range s.Names {
					namen = append(namen, n.Name)
				}
			}
		}
		return strings.Join(namen, ",")
	}
	return ""
}

// zwilling übersetzt die Deklarationen des Notebooks datei (bis zur Zelle mit bis) mit dem
// Hauptprogramm hauptprogramm („func main() { … }“) und liefert, was es ausgibt. Funktionen,
// deren Name mit init_ beginnt, werden wie in GoNB zu init-Funktionen.
func zwilling(t *testing.T, datei, bis, hauptprogramm string) string {
	t.Helper()
	nb, err := ladeNotebook(filepath.Join(notebookOrdner, datei))
	require.NoError(t, err)
	var code strings.Builder
	for _, d := range deklarationenBis(t, nb, bis) {
		if strings.HasPrefix(d.name, "init_") {
			d.quelle = strings.Replace(d.quelle, "func "+d.name+"(", "func init(", 1)
		}
		code.WriteString(d.quelle + "\n\n")
	}
	code.WriteString(hauptprogramm + "\n")

	// Importe wie goimports: jedes bekannte Paket, dessen Name vor einem Punkt steht.
	fset := token.NewFileSet()
	datei0, err := parser.ParseFile(fset, "main.go", "package main\n\n"+code.String(), 0)
	require.NoError(t, err, "Zwilling aus %s", datei)
	importe := map[string]bool{}
	ast.Inspect(datei0, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && bekanntePakete[id.Name] != "" {
				importe[bekanntePakete[id.Name]] = true
			}
		}
		return true
	})
	var programm strings.Builder
	programm.WriteString("package main\n\nimport (\n")
	for _, pfad := range slices.Sorted(maps.Keys(importe)) {
		programm.WriteString("\t\"" + pfad + "\"\n")
	}
	programm.WriteString(")\n\n" + code.String())

	ordner := t.TempDir()
	schreibe := func(name, inhalt string) {
		require.NoError(t, os.WriteFile(filepath.Join(ordner, name), []byte(inhalt), 0o644))
	}
	schreibe("go.mod", "module zwilling\n\ngo 1.26.0\n")
	schreibe("go.work", "go 1.26.0\n\nuse (\n\t.\n\t"+strconv.Quote(projektDir(t))+"\n)\n")
	schreibe("main.go", programm.String())
	ctx, abbrechen := context.WithTimeout(context.Background(), 3*time.Minute)
	defer abbrechen()
	cmd := exec.CommandContext(ctx, "go", "run", ".")
	cmd.Dir = ordner
	cmd.Env = append(os.Environ(), "GOWORK="+filepath.Join(ordner, "go.work"), "GOPROXY=off", "GOFLAGS=")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	require.NoErrorf(t, cmd.Run(), "Zwilling aus %s:\n%s\n--- Programm:\n%s", datei, stderr.String(), programm.String())
	return stdout.String()
}

// TestZwillingSpiel: Das Spiel in Notebook 1 (interaktivesSpiel) gibt bei den Eingaben der
// Zelle mit dem festen Spiel aus, was puzzle.InteraktivesSpiel ausgibt; ebenso bei einem
// Spiel, das mit q endet, und einem, dem die Züge ausgehen.
func TestZwillingSpiel(t *testing.T) {
	const datei = "1_Schiebepuzzle.ipynb"
	nb, err := ladeNotebook(filepath.Join(notebookOrdner, datei))
	require.NoError(t, err)
	var zelle string
	for _, z := range nb.Zellen() {
		if z.Typ == "code" && spielEingabe.MatchString(z.Quelle) {
			zelle = z.Quelle
		}
	}
	require.NotEmpty(t, zelle, "die Zelle mit dem festen Spiel")
	lektion := spielEingabe.FindStringSubmatch(zelle)[1]
	aufgabe := `"X\nA\nB\nq\n"`
	zuKurz := `"A\nB\n"`
	vieleZuege := strings.Repeat("D\nE\nA\nB\nC\nF\nG\nH\n", 3)
	hauptprogramm := "func main() {\n"
	for _, e := range []string{lektion, aufgabe, zuKurz} {
		hauptprogramm += "\tinteraktivesSpiel(start, ziel, 20, strings.NewReader(" + e + "))\n\tfmt.Print(\"\\x00\")\n"
	}
	hauptprogramm += "\tinteraktivesSpiel(\"ABCDEFG H\", ziel, 3, strings.NewReader(" + strconv.Quote(vieleZuege) + "))\n}"
	notebook := strings.Split(zwilling(t, datei, "func interaktivesSpiel(", hauptprogramm), "\x00")
	require.Len(t, notebook, 4)
	for i, e := range []string{lektion, aufgabe, zuKurz} {
		text, err := strconv.Unquote(e)
		require.NoError(t, err)
		var bibliothek strings.Builder
		require.NoError(t, puzzle.InteraktivesSpiel("CBD AFGEH", "ABCDEFGH ", 20, strings.NewReader(text), &bibliothek))
		if i == 2 { // am Ende der Eingabe sagt die Bibliothek noch, warum das Spiel endet
			assert.Equal(t, strings.TrimSuffix(bibliothek.String(), "\nKeine Eingabe mehr – das Spiel ist beendet.\n"), notebook[i])
			continue
		}
		assert.Equal(t, bibliothek.String(), notebook[i], "Eingaben %s", e)
	}
	var bibliothek strings.Builder
	require.NoError(t, puzzle.InteraktivesSpiel("ABCDEFG H", "ABCDEFGH ", 3, strings.NewReader(vieleZuege), &bibliothek))
	assert.Equal(t, bibliothek.String(), notebook[3], "nach 3 Zügen nicht gelöst")
}

// ausgabeVon liefert, was f auf os.Stdout schreibt.
func ausgabeVon(t *testing.T, f func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	require.NoError(t, err)
	alt := os.Stdout
	os.Stdout = w
	gelesen := make(chan string)
	go func() {
		var b bytes.Buffer
		_, _ = b.ReadFrom(r)
		gelesen <- b.String()
	}()
	defer func() { os.Stdout = alt }()
	f()
	require.NoError(t, w.Close())
	return <-gelesen
}

// positionLiteral schreibt eine Position als Go-Literal des Notebooks (Position{…}).
func positionLiteral(pos [16]int8) string {
	teile := make([]string, len(pos))
	for i, z := range pos {
		teile[i] = strconv.Itoa(int(z))
	}
	return "Position{" + strings.Join(teile, ", ") + "}"
}

// TestZwillingePosition: printPosition und showSolution in Notebook 4 geben aus, was
// exercises.PrintPosition und exercises.ShowSolution ausgeben (mit denen die Prüfzellen
// zeigen) – an allen Positionen der Beispiele und an der Lösung der Musterlösung.
func TestZwillingePosition(t *testing.T) {
	var positionen [][16]int8
	for _, b := range pruefen.Zugbeispiele {
		positionen = append(positionen, b.Pos)
		for _, r := range b.Richtig {
			positionen = append(positionen, r)
		}
	}
	for _, b := range slices.Concat(pruefen.NumWrongBeispiele, pruefen.ManhattanBeispiele) {
		positionen = append(positionen, b.Pos)
	}
	vorgaenger, _, err := loesungen.BFS(loesungen.StartPos)
	require.NoError(t, err)
	weg := map[string]string{} // nur die Vorgänger auf dem Weg der Lösung
	for pos := loesungen.GoalPos; pos != loesungen.StartPos; pos = vorgaenger[pos] {
		weg[positionLiteral(pos)] = positionLiteral(vorgaenger[pos])
	}
	var hauptprogramm strings.Builder
	hauptprogramm.WriteString("func main() {\n")
	for _, pos := range positionen {
		hauptprogramm.WriteString("\tprintPosition(" + positionLiteral(pos) + ")\n")
	}
	hauptprogramm.WriteString("\tfmt.Print(\"\\x00\")\n\tpredecessors := map[Position]Position{\n")
	for nach, von := range weg {
		hauptprogramm.WriteString("\t\t" + nach + ": " + von + ",\n")
	}
	hauptprogramm.WriteString("\t}\n\tfmt.Println(showSolution(" + positionLiteral(loesungen.StartPos) + ", " +
		positionLiteral(loesungen.GoalPos) + ", predecessors))\n}")
	notebook := strings.Split(zwilling(t, "4_15-Puzzle_Uebung.ipynb", "func showSolution(", hauptprogramm.String()), "\x00")
	require.Len(t, notebook, 2)

	var bretter strings.Builder
	for _, pos := range positionen {
		exercises.FprintPosition(&bretter, exercises.Position(pos))
	}
	assert.Equal(t, bretter.String(), notebook[0], "printPosition wie exercises.PrintPosition")
	vorgaengerUebung := map[exercises.Position]exercises.Position{}
	for nach, von := range vorgaenger {
		vorgaengerUebung[exercises.Position(nach)] = exercises.Position(von)
	}
	bibliothek := ausgabeVon(t, func() {
		n, err := exercises.ShowSolution(exercises.StartPos, exercises.GoalPos, vorgaengerUebung)
		require.NoError(t, err)
		fmt.Println(n)
	})
	assert.Equal(t, bibliothek, notebook[1], "showSolution wie exercises.ShowSolution")
	assert.Contains(t, notebook[1], "Länge der Lösung: 15\n15\n")
}

// TestZwillingSuchproblem: Suchproblem und StartUndZiel in Notebook 2 sind dieselben wie
// lesson.Suchproblem und lesson.StartUndZiel – das Schiebepuzzle des Notebooks ist ein
// Suchproblem der Bibliothek und umgekehrt, die Structs lassen sich ineinander umwandeln –,
// und die Breitensuchen des Notebooks finden dieselben Lösungen wie die der Bibliothek und
// erzeugen bei der Baumsuche so viele Knoten, wie lesson.Breitensuche zählt.
func TestZwillingSuchproblem(t *testing.T) {
	hauptprogramm := `func main() {
	var _ lesson.Suchproblem[string, int] = Schiebepuzzle{}
	bibliothek, _ := puzzle.NeuesSchiebepuzzle(leicht, ziel)
	var _ Suchproblem[string, int] = bibliothek
	_ = lesson.StartUndZiel[string](StartUndZiel[string]{})
	_ = StartUndZiel[string](lesson.StartUndZiel[string]{})
	for _, start := range []string{leicht, mittel} {
		naechsteNummer = 0
		fmt.Println(breitensuche(Schiebepuzzle{StartUndZiel[string]{Start: start, Ziel: ziel}}), naechsteNummer)
	}
	for _, start := range []string{mittel, schwer} {
		fmt.Println(breitensucheGraph(Schiebepuzzle{StartUndZiel[string]{Start: start, Ziel: ziel}}))
	}
}`
	notebook := zwilling(t, "2_Suche.ipynb", "func breitensucheGraph(", hauptprogramm)
	var erwartet strings.Builder
	for _, start := range []string{"BC AEFDGH", "ACFEBH DG"} {
		p, err := puzzle.NeuesSchiebepuzzle(start, "ABCDEFGH ")
		require.NoError(t, err)
		loesung, ergebnis, err := lesson.Breitensuche(p)
		require.NoError(t, err)
		fmt.Fprintln(&erwartet, loesung, ergebnis.Erzeugt)
	}
	for _, start := range []string{"ACFEBH DG", "ABCF DGHE"} {
		p, err := puzzle.NeuesSchiebepuzzle(start, "ABCDEFGH ")
		require.NoError(t, err)
		loesung, _, err := lesson.BreitensucheGraph(p)
		require.NoError(t, err)
		fmt.Fprintln(&erwartet, loesung)
	}
	assert.Equal(t, erwartet.String(), notebook)
	assert.Contains(t, notebook, "[7 8 5 2 1 4 3 6 7 8] 95175\n", "mittel: 95.175 Knoten wie in der Lektion")
}

// ohneLeerraumAmZeilenende entfernt Leerzeichen am Ende jeder Zeile (display in Python
// lässt sie stehen, die Bibliothek nicht).
func ohneLeerraumAmZeilenende(s string) string {
	zeilen := strings.Split(s, "\n")
	for i, z := range zeilen {
		zeilen[i] = strings.TrimRight(z, " ")
	}
	return strings.Join(zeilen, "\n")
}

// TestZwillingeSudoku: Die Sudoku-Programme in Notebook 5 – display, parse_grid und search
// aus sudoku.py und aus sudokucp.py, die Tabellen unitlist, units und peers und display aus
// 8queens.py – geben aus, was die Bibliothek ausgibt (Sudoku.Display, Kandidaten.Display,
// damen.Damen.Display), und finden dieselben Lösungen.
func TestZwillingeSudoku(t *testing.T) {
	const datei = "5_Constraint_Satisfaction.ipynb"
	raetsel := map[string]string{}
	for _, r := range sudoku.Lektion() {
		raetsel[r.Name] = r.Grid
	}
	trenne := "\tfmt.Print(\"\\x00\")\n"

	// sudoku.py: display, parse_grid, search (hard2 braucht mit Maps eine Viertelsekunde)
	hauptprogramm := "func main() {\n\tdisplay(parseGrid(" + strconv.Quote(raetsel["grid1"]) + "))\n" + trenne +
		"\tdisplay(searchSudoku(parseGrid(" + strconv.Quote(raetsel["hard2"]) + ")))\n" + trenne +
		"\tdisplay(nil)\n" + trenne +
		"\tfmt.Println(unitlist)\n\tfor _, s := range squares {\n\t\tfmt.Println(s, units[s], slices.Sorted(slices.Values(peers[s])))\n\t}\n" + trenne +
		"\tdisplayDamen(searchDamen([]int{}))\n}"
	notebook := strings.Split(zwilling(t, datei, "func timedSearch(", hauptprogramm), "\x00")
	require.Len(t, notebook, 5)
	erwartet := []func(){
		func() {
			v, err := sudoku.ParseGrid(raetsel["grid1"])
			require.NoError(t, err)
			v.Display()
		},
		func() {
			v, err := sudoku.ParseGrid(raetsel["hard2"])
			require.NoError(t, err)
			v, geloest, _, err := v.Search(context.Background(), 0)
			require.NoError(t, err)
			require.True(t, geloest)
			v.Display()
		},
		func() { ausgabe.SudokuDisplay(nil) },
	}
	for i, f := range erwartet {
		assert.Equal(t, ohneLeerraumAmZeilenende(ausgabeVon(t, f)), ohneLeerraumAmZeilenende(notebook[i]),
			"display aus sudoku.py, Fall %d", i)
	}
	var tabellen strings.Builder
	fmt.Fprintln(&tabellen, sudoku.Unitlist())
	for _, s := range sudoku.Squares() {
		fmt.Fprintln(&tabellen, s, sudoku.Units(s), slices.Sorted(slices.Values(sudoku.Peers(s)))) // peers ist eine Menge
	}
	assert.Equal(t, tabellen.String(), notebook[3], "unitlist, units und peers wie in der Bibliothek")
	damenLoesung, _, err := damen.Search(context.Background(), 8)
	require.NoError(t, err)
	assert.Equal(t, ohneLeerraumAmZeilenende(ausgabeVon(t, damenLoesung.Display)), ohneLeerraumAmZeilenende(notebook[4]),
		"display aus 8queens.py")

	// sudokucp.py: display, parse_grid, search
	hauptprogramm = "func main() {\n"
	for _, name := range []string{"grid1", "grid2", "hard1"} {
		g := strconv.Quote(raetsel[name])
		hauptprogramm += "\tdisplay(parseGridCP(" + g + "))\n" + trenne + "\tdisplay(searchCP(parseGridCP(" + g + ")))\n" + trenne
	}
	hauptprogramm += "}"
	notebook = strings.Split(zwilling(t, datei, "func searchCP(", hauptprogramm), "\x00")
	require.Len(t, notebook, 7)
	for i, name := range []string{"grid1", "grid2", "hard1"} {
		k, err := sudoku.CPParseGrid(raetsel[name])
		require.NoError(t, err)
		assert.Equal(t, ohneLeerraumAmZeilenende(ausgabeVon(t, k.Display)), ohneLeerraumAmZeilenende(notebook[2*i]),
			"parse_grid aus sudokucp.py: %s", name)
		geloest, ok, _, err := k.Search(context.Background(), 0)
		require.NoError(t, err)
		require.True(t, ok)
		assert.Equal(t, ohneLeerraumAmZeilenende(ausgabeVon(t, geloest.Display)), ohneLeerraumAmZeilenende(notebook[2*i+1]),
			"search aus sudokucp.py: %s", name)
	}
}
