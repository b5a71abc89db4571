package pruefungen

import (
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Grenzen für die Codezellen der Notebooks 1–5, die eine Lektion Schritt für Schritt
// begleiten: Eine Anfängerin liest jede Zelle ganz, ohne zu scrollen und ohne dass
// Jupyter Zeilen umbricht.
const (
	maxZellenZeilen = 30  // Zeilen einer Codezelle, Leerzeilen eingeschlossen
	maxZeilenBreite = 100 // Zeichen einer Zeile; ein Tabulator zählt wie in Jupyter 4
)

// lektionsNotebook sagt, ob datei eines der Notebooks 1–5 ist, die einer Lektion folgen.
func lektionsNotebook(datei string) bool {
	return len(datei) > 2 && datei[0] >= '1' && datei[0] <= '5' && datei[1] == '_'
}

// zeilenBreite zählt die Zeichen einer Zeile so, wie Jupyter sie zeigt (Tabulator = 4).
func zeilenBreite(zeile string) int {
	return utf8.RuneCountInString(zeile) + 3*strings.Count(zeile, "\t")
}

// TestLektionsNotebooksLesbar: In den Notebooks 1–5 steht der Code der Lektion auf der
// Seite, in Zellen, die man lesen kann – keine Codezelle über 30 Zeilen oder mit Zeilen
// über 100 Zeichen, und keine Zelle, die mit go doc Quelltext der Bibliothek zeigt, statt
// den Code der Lektion als Go-Code zum Lesen und Ändern hinzuschreiben.
func TestLektionsNotebooksLesbar(t *testing.T) {
	geprueft := 0
	for _, datei := range notebookDateien(t) {
		if !lektionsNotebook(datei) {
			continue
		}
		geprueft++
		t.Run(datei, func(t *testing.T) {
			nb, err := ladeNotebook(filepath.Join(notebookOrdner, datei))
			require.NoError(t, err)
			for _, z := range nb.Zellen() {
				if z.Typ != "code" {
					continue
				}
				quelle := strings.TrimRight(z.Quelle, "\n")
				kopf, _, _ := strings.Cut(quelle, "\n")
				zeilen := strings.Split(quelle, "\n")
				assert.LessOrEqualf(t, len(zeilen), maxZellenZeilen,
					"Zelle %d (%s …) hat %d Zeilen: teilen, wo die Lektion teilt", z.Nr, kopf, len(zeilen))
				for i, zeile := range zeilen {
					assert.LessOrEqualf(t, zeilenBreite(zeile), maxZeilenBreite,
						"Zelle %d (%s …), Zeile %d ist %d Zeichen breit:\n%s", z.Nr, kopf, i+1, zeilenBreite(zeile), zeile)
				}
				assert.Falsef(t, strings.Contains(quelle, "go doc"),
					"Zelle %d (%s …): den Code der Lektion als Go-Code in die Zelle schreiben, nicht mit go doc zeigen", z.Nr, kopf)
			}
		})
	}
	require.Equal(t, 5, geprueft, "die Notebooks 1–5")
}

// geruest sind Hilfen, die eine Zelle kürzer machen, aber nicht zur Lektion gehören; die
// Notebooks behandeln Fehler wie die Lektion (mit _ verwerfen oder ausgeben).
var geruest = []string{"ausgabe.Muss", "ausgabe.Pruefe"}

// TestNotebooksOhneGeruest: Kein Notebook benutzt Gerüst wie ausgabe.Muss oder
// ausgabe.Pruefe; einen Fehler, den es bei den festen Eingaben einer Zelle nicht gibt,
// verwirft die Zelle mit _, einen anderen gibt sie aus.
func TestNotebooksOhneGeruest(t *testing.T) {
	for _, datei := range notebookDateien(t) {
		nb, err := ladeNotebook(filepath.Join(notebookOrdner, datei))
		require.NoError(t, err)
		for _, z := range nb.Zellen() {
			for _, g := range geruest {
				assert.NotContainsf(t, z.Quelle, g, "%s, Zelle %d: %s – den Fehler mit _ verwerfen oder mit fmt.Println(err) ausgeben", datei, z.Nr, g)
			}
		}
	}
}
