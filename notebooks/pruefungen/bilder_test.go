package pruefungen

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/ansicht"
	"github.com/kisuche/kisuche/lesson/australien"
	"github.com/kisuche/kisuche/lesson/damen"
	"github.com/kisuche/kisuche/lesson/sudoku"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Die Bilder der Lektionen zeichnet die Bibliothek; die Notebooks zeigen sie wie die
// Lektionen in Markdown-Zellen (![…](bilder/NAME.svg)). TestBilder prüft, dass jede Datei
// in notebooks/bilder genau das ist, was die Bibliothek heute zeichnet, und dass die
// Notebooks jedes Bild benutzen. Nach einer Änderung an den Ansichten schreibt
//
//	go test ./notebooks/pruefungen -run TestBilder -bilder
//
// die Dateien neu.
var bilderSchreiben = flag.Bool("bilder", false, "schreibt notebooks/bilder/*.svg neu aus der Bibliothek")

// bild ist ein Bild eines Notebooks: woraus es entsteht und was an ihm zu prüfen ist.
type bild struct {
	datei   string
	zeichne func(t *testing.T) string
	pruefe  func(t *testing.T, svg string)
}

// folieTextfassung ist das Sudoku der Folie „Schwierige Probleme (1)“, wie es in der
// Textfassung der Lektion steht (Zeile I verrutscht).
const folieTextfassung = "...9..728 278..3.1. .9....64. .5..6.2.. ..6...3.. .1..5.... 1..7.6.34 ...5.4... 791...8.5"

// folieKorrigiert ist dasselbe Rätsel, wie die Folie es zeigt.
var folieKorrigiert = strings.Replace(folieTextfassung, "791...8.5", "7.91..8.5", 1)

// fc weist der Reihe nach zu, jeweils mit Forward-Checking, und liefert alle Zwischenstände.
func fc(t *testing.T, zuweisungen ...string) []lesson.Belegung[string] {
	b := australien.NeuesCSP().LeereBelegung()
	var staende []lesson.Belegung[string]
	for i := 0; i < len(zuweisungen); i += 2 {
		b, _ = b.ForwardChecking(zuweisungen[i], zuweisungen[i+1])
		require.True(t, b.Belegt(zuweisungen[i]), "%s = %s", zuweisungen[i], zuweisungen[i+1])
		staende = append(staende, b)
	}
	return staende
}

func karten(staende []lesson.Belegung[string]) []string {
	var k []string
	for _, b := range staende {
		k = append(k, ansicht.AustralienKarteSVG(b))
	}
	return k
}

var bilder = []bild{
	{"1_schiebepuzzles.svg", func(t *testing.T) string {
		return ansicht.ReiheSVG([]string{
			ansicht.SchiebepuzzleAnimiertSVG("CBD AFGEH", []int{4, 1, 2, 5, 4, 1, 0, 3, 4, 5, 2, 1, 4, 7, 8}),
			ansicht.SchiebepuzzleSVG("ABCDEFGHIJKLMNO "),
		}, nil)
	}, func(t *testing.T, svg string) {
		assert.Equal(t, 8, strings.Count(svg, "<animateTransform"), "jedes der 8 Plättchen des 8-Puzzles bewegt sich")
		assert.Equal(t, 8+15, strings.Count(svg, `class="stein"`), "8-Puzzle und 15-Puzzle")
		for _, b := range "ABCDEFGHIJKLMNO" {
			assert.Contains(t, svg, ">"+string(b)+"<")
		}
	}},
	{"2_suchbaum_1.svg", func(t *testing.T) string {
		return ansicht.SchiebepuzzleBreitensucheSVG("DAC BEGHF", "ABCDEFGH ", 1)
	}, func(t *testing.T, svg string) { pruefeSuchbaum(t, svg, 4) }},
	{"2_suchbaum_2.svg", func(t *testing.T) string {
		return ansicht.SchiebepuzzleBreitensucheSVG("DAC BEGHF", "ABCDEFGH ", 4)
	}, func(t *testing.T, svg string) { pruefeSuchbaum(t, svg, 12) }},
	{"3_start_und_ziel.svg", func(t *testing.T) string {
		return ansicht.ReiheSVG([]string{
			ansicht.SchiebepuzzleSVG("7245 6831"), // (7,2,4,5,0,6,8,3,1), 0 ist das leere Feld
			ansicht.SchiebepuzzleSVG(" 12345678"), // (0,1,2,3,4,5,6,7,8)
		}, []string{"startstate", "goalstate"})
	}, func(t *testing.T, svg string) {
		assert.Equal(t, 16, strings.Count(svg, `class="stein"`), "zwei Bretter mit je acht Plättchen")
		assert.NotContains(t, svg, "<animateTransform")
	}},
	{"5_damen_und_sudoku.svg", func(t *testing.T) string {
		v, err := sudoku.ParseGrid(folieKorrigiert)
		require.NoError(t, err)
		return ansicht.ReiheSVG([]string{ansicht.DamenSVG(nil, 8), ansicht.SudokuSVG(v, v)}, nil)
	}, func(t *testing.T, svg string) {
		assert.Equal(t, 64+2, strings.Count(svg, "<rect"), "leeres Schachbrett (64 Felder, Rahmen) und der Rahmen des Sudokus")
		assert.Equal(t, 31, strings.Count(svg, `class="vorgabe"`), "die 31 Ziffern der Folie")
		_, err := sudoku.ParseGrid(folieTextfassung)
		assert.ErrorContains(t, err, "Widerspruch in Feld I2", "die Textfassung widerspricht sich (Hinweis zur Folie)")
		n, err := sudoku.AnzahlLoesungen(context.Background(), folieKorrigiert, 2)
		require.NoError(t, err)
		assert.Equal(t, 1, n, "so, wie die Folie es zeigt, ist das Rätsel eindeutig")
	}},
	{"5_sudoku_geloest.svg", func(t *testing.T) string {
		v, err := sudoku.ParseGrid(folieKorrigiert)
		require.NoError(t, err)
		k, err := sudoku.CPParseGrid(folieKorrigiert)
		require.NoError(t, err)
		l, ok, _, err := k.SearchKleinsteVerzweigung(context.Background(), 0)
		require.NoError(t, err)
		require.True(t, ok)
		require.NoError(t, sudoku.PruefeLoesung(l.Werte(), v))
		return ansicht.SudokuSVG(v, l.Werte())
	}, func(t *testing.T, svg string) {
		assert.Equal(t, 31, strings.Count(svg, `class="vorgabe"`))
		assert.Equal(t, 50, strings.Count(svg, `class="eingetragen"`), "31 Vorgaben, 50 Felder von der Suche")
	}},
	{"5_australien_leer.svg", func(t *testing.T) string {
		return ansicht.AustralienKarteSVG(australien.NeuesCSP().LeereBelegung())
	}, func(t *testing.T, svg string) {
		assert.Equal(t, 7, strings.Count(svg, `class="staat"`))
		assert.Equal(t, 7, strings.Count(svg, "{red, green, blue}"))
	}},
	{"5_australien_loesung.svg", func(t *testing.T) string {
		b, err := australien.NeuesCSP().Belege(map[string]string{"WA": "red", "NT": "green", "SA": "blue", "Q": "red", "NSW": "green", "V": "red", "T": "green"})
		require.NoError(t, err, "die Lösung der Folie erfüllt alle Constraints")
		require.True(t, b.Vollstaendig())
		return ansicht.AustralienKarteSVG(b)
	}, func(t *testing.T, svg string) {
		for _, staat := range []string{">WA = red<", ">NT = green<", ">SA = blue<", ">Q = red<", ">NSW = green<", ">V = red<", ">T = green<"} {
			assert.Contains(t, svg, staat)
		}
	}},
	{"5_damen_loesung.svg", func(t *testing.T) string {
		col, ok, err := damen.Search(context.Background(), 8)
		require.NoError(t, err)
		require.True(t, ok)
		require.NoError(t, damen.PruefeLoesung(col, 8))
		return ansicht.DamenSVG(col, 8)
	}, func(t *testing.T, svg string) {
		assert.Equal(t, 8, strings.Count(svg, `class="dame"`))
	}},
	{"5_diagonalen.svg", func(t *testing.T) string {
		return ansicht.ReiheSVG([]string{ansicht.DamenDiagonalenSVG(8, true), ansicht.DamenDiagonalenSVG(8, false)},
			[]string{"Reihe + Spalte", "Reihe − Spalte"})
	}, func(t *testing.T, svg string) {
		assert.Equal(t, 2*64, strings.Count(svg, `class="diagonale"`))
	}},
	{"5_backtracking.svg", func(t *testing.T) string {
		b := australien.NeuesCSP().LeereBelegung()
		staende := []lesson.Belegung[string]{b}
		for _, z := range [][2]string{{"WA", "red"}, {"NT", "green"}, {"SA", "blue"}} {
			b, _ = b.Assign(z[0], z[1])
			require.True(t, b.Belegt(z[0]))
			staende = append(staende, b)
		}
		return ansicht.ReiheSVG(karten(staende), []string{"noch nichts belegt", "WA = red", "NT = green", "SA = blue"})
	}, func(t *testing.T, svg string) {
		assert.Equal(t, 4*7, strings.Count(svg, `class="staat"`), "vier Karten")
		assert.Contains(t, svg, ">SA = blue<")
	}},
	{"5_mrv.svg", func(t *testing.T) string {
		return ansicht.AustralienMRVSVG(fc(t, "WA", "red", "NT", "green")[1])
	}, func(t *testing.T, svg string) {
		assert.Contains(t, svg, "MRV wählt SA: nur noch {blue} möglich")
		assert.Equal(t, 1, strings.Count(svg, `class="hervor"`))
	}},
	{"5_lcv.svg", func(t *testing.T) string {
		return ansicht.AustralienLCVSVG(fc(t, "WA", "red", "NT", "green")[1], "Q")
	}, func(t *testing.T, svg string) {
		rot, blau := strings.Index(svg, "1. Q = red streicht 1 Wert<"), strings.Index(svg, "2. Q = blue streicht 2 Werte<")
		assert.True(t, rot > 0 && blau > rot, "red zuerst: blue ließe SA keinen Wert")
	}},
	{"5_forward_checking.svg", func(t *testing.T) string {
		return ansicht.ReiheSVG(karten(fc(t, "WA", "red", "Q", "green", "V", "blue")),
			[]string{"WA = red", "Q = green", "V = blue: für SA bleibt nichts"})
	}, func(t *testing.T, svg string) {
		assert.Equal(t, 3*7, strings.Count(svg, `class="staat"`), "drei Karten")
		assert.Contains(t, svg, ">{}<", "SA ohne Wert")
	}},
}

func pruefeSuchbaum(t *testing.T, svg string, knoten int) {
	assert.Equal(t, knoten, strings.Count(svg, `class="knoten"`))
	assert.Equal(t, knoten-1, strings.Count(svg, `class="kante"`))
	assert.Contains(t, svg, ">#"+strconv.Itoa(knoten-1)+"</text>")
}

var bildVerweis = regexp.MustCompile(`\]\(bilder/([^)\s]+)\)`)

func TestBilder(t *testing.T) {
	ordner := filepath.Join(notebookOrdner, "bilder")
	for _, b := range bilder {
		t.Run(b.datei, func(t *testing.T) {
			svg := b.zeichne(t)
			require.True(t, strings.HasPrefix(svg, `<svg xmlns="http://www.w3.org/2000/svg"`), "ein eigenständiges SVG, keine Meldung: %.200s", svg)
			assert.NotContains(t, svg, "kisuche-fehler")
			b.pruefe(t, svg)
			pfad := filepath.Join(ordner, b.datei)
			if *bilderSchreiben {
				require.NoError(t, os.MkdirAll(ordner, 0o755))
				require.NoError(t, os.WriteFile(pfad, []byte(svg+"\n"), 0o644))
			}
			datei, err := os.ReadFile(pfad)
			require.NoError(t, err, "Bild fehlt: go test ./notebooks/pruefungen -run TestBilder -bilder")
			require.Equal(t, svg+"\n", string(datei), "%s ist veraltet: go test ./notebooks/pruefungen -run TestBilder -bilder", pfad)
		})
	}

	// Jedes Bild steht in einem Notebook, jeder Verweis zeigt auf ein Bild.
	benutzt := map[string]bool{}
	for _, datei := range notebookDateien(t) {
		nb, err := ladeNotebook(filepath.Join(notebookOrdner, datei))
		require.NoError(t, err)
		for _, z := range nb.Zellen() {
			for _, m := range bildVerweis.FindAllStringSubmatch(z.Quelle, -1) {
				assert.Equal(t, "markdown", z.Typ, "%s: Bilder stehen in Markdown-Zellen", datei)
				assert.FileExists(t, filepath.Join(ordner, m[1]), "%s verweist auf ein fehlendes Bild", datei)
				benutzt[m[1]] = true
			}
		}
	}
	for _, b := range bilder {
		assert.True(t, benutzt[b.datei], "kein Notebook zeigt bilder/%s", b.datei)
	}
	dateien, err := filepath.Glob(filepath.Join(ordner, "*"))
	require.NoError(t, err)
	for _, d := range dateien {
		assert.True(t, slices.ContainsFunc(bilder, func(b bild) bool { return b.datei == filepath.Base(d) }),
			"%s entsteht aus keinem Eintrag in bilder (bilder_test.go)", d)
	}
}
