package damen

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"testing"
	"time"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDamenSearchWie8queensPy(t *testing.T) {
	col, ok, err := Search(context.Background(), 8)
	require.NoError(t, err)
	require.True(t, ok)
	require.NoError(t, PruefeLoesung(col, 8))
	assert.Equal(t, Damen{0, 4, 7, 5, 2, 6, 1, 3}, col)
	// display(search()) in 8queens.py, Zeile für Zeile (mit dem Leerzeichen am Ende).
	assert.Equal(t, ""+
		"X . . . . . . . \n"+
		". . . . X . . . \n"+
		". . . . . . . X \n"+
		". . . . . X . . \n"+
		". . X . . . . . \n"+
		". . . . . . X . \n"+
		". X . . . . . . \n"+
		". . . X . . . . \n", col.Brett(8))
	assert.Equal(t, "(0, 4, 7, 5, 2, 6, 1, 3)", col.String(), "wie print(search()) in Python")
	assert.Equal(t, "(3,)", Damen{3}.String())
}

func TestDamenAnzahlLoesungen(t *testing.T) {
	// Bekannte Anzahlen (OEIS A000170) für n = 1 … 8.
	for n, erwartet := range []int{1: 1, 2: 0, 3: 0, 4: 2, 5: 10, 6: 4, 7: 40, 8: 92} {
		if n == 0 {
			continue
		}
		var alle []string
		for col, err := range AlleLoesungen(context.Background(), n) {
			require.NoError(t, err)
			require.Len(t, col, n)
			require.NoError(t, PruefeLoesung(col, n))
			alle = append(alle, fmt.Sprint(col))
		}
		assert.Len(t, alle, erwartet, "n = %d", n)
		assert.Len(t, testhilfe.Unikate(alle), erwartet, "n = %d: Lösungen doppelt", n)
	}
}

func TestDamenCSPStimmtMitLektionUeberein(t *testing.T) {
	var lektion []string
	for col, err := range AlleLoesungen(context.Background(), 8) {
		require.NoError(t, err)
		lektion = append(lektion, fmt.Sprint(col))
	}
	p, err := NeuesCSP(8)
	require.NoError(t, err)
	for _, opt := range lesson.AlleCSPStrategien() {
		var csp []string
		for b := range p.AlleLoesungen(context.Background(), opt) {
			col := AusBelegung(b)
			require.NoError(t, PruefeLoesung(col, 8), "%v", opt)
			csp = append(csp, fmt.Sprint(col))
		}
		if opt == (lesson.CSPOptionen{}) {
			assert.Equal(t, lektion, csp, "gleiche Reihenfolge wie die Suche der Lektion")
		}
		slices.Sort(csp)
		assert.Equal(t, testhilfe.Unikate(lektion), csp, "%v: 92 Lösungen", opt)
	}
}

func TestDamenGueltigFindetFehler(t *testing.T) {
	assert.ErrorContains(t, PruefeLoesung(Damen{0, 0}, 2), "Spalte")
	assert.ErrorContains(t, PruefeLoesung(Damen{0, 1}, 2), "Diagonalen")
	assert.ErrorContains(t, PruefeLoesung(Damen{1, 0}, 2), "Diagonalen")
	assert.ErrorContains(t, PruefeLoesung(Damen{8}, 1), "außerhalb")
	assert.ErrorIs(t, PruefeLoesung(Damen{0, 2}, 8), lesson.ErrUngueltig, "unvollständige Aufstellung")
	assert.NoError(t, PruefeLoesung(Damen{1, 3, 0, 2}, 4))
}

func TestDamenAssign(t *testing.T) {
	col := Damen{0}
	neu, ok := col.Assign(1, 2)
	require.True(t, ok)
	assert.Equal(t, Damen{0, 2}, neu)
	assert.Equal(t, Damen{0}, col, "col bleibt unverändert")
	_, ok = col.Assign(1, 1)
	assert.False(t, ok, "Diagonale")
	_, ok = col.Assign(1, 0)
	assert.False(t, ok, "Spalte")
	_, ok = col.Assign(3, 5)
	assert.False(t, ok, "nur die nächste Reihe")
	assert.Equal(t, ". X . \n. . . \n. . . \n", Damen{1}.Brett(3))
}

func TestDamenFehler(t *testing.T) {
	_, _, err := Search(context.Background(), 0)
	assert.ErrorContains(t, err, "zwischen 1 und 1000")
	_, err = NeuesCSP(-1)
	assert.Error(t, err)
	_, ok, err := Search(context.Background(), 3)
	require.NoError(t, err)
	assert.False(t, ok)
	ctx, stopp := context.WithCancel(context.Background())
	stopp()
	_, _, err = Search(ctx, 30)
	assert.ErrorIs(t, err, context.Canceled)
}

// TestLektionPython vergleicht mit den Python-Dateien der Lektion, wenn python3 da ist.
func TestLektionPython(t *testing.T) {
	if os.Getenv("KISUCHE_ALLE_TESTS") == "" {
		t.Skip("vergleicht mit python3; läuft nur mit KISUCHE_ALLE_TESTS=1")
	}
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 fehlt")
	}
	lauf := func(datei string) string {
		cmd := exec.Command(python, "-B", datei)
		cmd.Dir = "../testdata/lektion004"
		out, err := cmd.Output()
		require.NoError(t, err, datei)
		return string(out)
	}
	erwartet, err := os.ReadFile("../testdata/oztrace_australien.txt")
	require.NoError(t, err)
	assert.Equal(t, string(erwartet), lauf("oztrace.py"))
	col, _, _ := Search(context.Background(), 8)
	assert.Equal(t, col.String()+"\n"+col.Brett(8), lauf("8queens.py"))

	// Die gespeicherten Sudoku-Ausgaben stimmen mit der Python-Fassung überein.
	for datei, code := range map[string]string{
		"../testdata/sudoku_grid1_loesung.txt":   "import sudoku as s; s.display(s.search(s.parse_grid(s.grid1)))",
		"../testdata/sudokucp_grid1.txt":         "import sudokucp as s; s.display(s.parse_grid(s.grid1))",
		"../testdata/sudokucp_grid2.txt":         "import sudokucp as s; s.display(s.parse_grid(s.grid2))",
		"../testdata/sudokucp_grid2_loesung.txt": "import sudokucp as s; s.display(s.search(s.parse_grid(s.grid2)))",
	} {
		cmd := exec.Command(python, "-B", "-c", code)
		cmd.Dir = "../testdata/lektion004"
		out, err := cmd.Output()
		require.NoError(t, err, code)
		assert.Equal(t, testhilfe.LeseDatei(t, datei), string(out), datei)
	}
}

// 100 Damen: MRV mit Forward Checking löst das CSP in Millisekunden; keine Grenze
// verweigert es.
func TestHundertDamen(t *testing.T) {
	p, err := NeuesCSP(100)
	require.NoError(t, err)
	ctx, stopp := context.WithTimeout(context.Background(), 30*time.Second)
	defer stopp()
	b, ok, err := p.Backtracking(ctx, lesson.CSPOptionen{Variablenwahl: lesson.MRV, Inferenz: lesson.ForwardChecking})
	require.NoError(t, err)
	require.True(t, ok)
	assert.NoError(t, PruefeLoesung(AusBelegung(b), 100))
	_, err = NeuesCSP(MaxDamen + 1)
	assert.ErrorIs(t, err, lesson.ErrUngueltig, "die Grenze für den Speicher bleibt")
}
