package pruefungen

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Zugfolgen, die die Lektion „Suchalgorithmen am Beispiel 8-Puzzle“ ausgibt.
const (
	zuegeBFS    = "left up right down down left up right right up left left down right right down left up right up left down down left up up"
	zuegeGreedy = "up left down right up left down right up right down left down left up right up right down down left up up right down left down left up up right right down left left up right down right up left down left down right up up left down right down left up up right down right up left left down right right up left down left up right down left up right right down left left up right down right up left down left down right up up left down right down left up up right down left down right up up left down right down left up up"
	zuegeAStar  = "left up right down right down left left up right right down left left up right right up left left down right right up left left"
)

func init() {
	registriere("3_Suchalgorithmen.ipynb", Pruefung{Ausgaben: pruefeSuchalgorithmen})
}

// zeilen liefert die nicht leeren Zeilen von s ohne Leerraum am Rand.
func zeilen(s string) []string {
	var out []string
	for _, z := range strings.Split(s, "\n") {
		if z = strings.TrimSpace(z); z != "" {
			out = append(out, z)
		}
	}
	return out
}

// ohneZeit entfernt die Zeile „Wall time: …“ (die Laufzeit ist nicht reproduzierbar).
func ohneZeit(t *testing.T, s string) []string {
	t.Helper()
	z := zeilen(s)
	require.NotEmpty(t, z)
	require.Truef(t, strings.HasPrefix(z[len(z)-1], "Wall time: "), "letzte Zeile sollte die Laufzeit sein: %q", s)
	return z[:len(z)-1]
}

func pruefeSuchalgorithmen(t *testing.T, a *Ausgefuehrt) {
	assert.Equal(t, []string{"171712", zuegeBFS + " 26"}, ohneZeit(t, a.Zelle(t, ":= bfs(startstate)").Text), "bfs")
	assert.Equal(t, []string{"114208", "62140"}, ohneZeit(t, a.Zelle(t, ":= dfs(startstate)").Text), "dfs")
	assert.Equal(t, []string{"7"}, zeilen(a.Zelle(t, "state := Tupel{3, 1, 4, 5, 0, 6, 8, 7, 2}").Text), "h(state)")
	assert.Equal(t, []string{"489", zuegeGreedy + " 110"}, ohneZeit(t, a.Zelle(t, ":= greedy(startstate)").Text), "greedy")

	astar := a.ZellenMit("prev, nrExplored := astar(startstate)")
	require.Len(t, astar, 2, "A* läuft zweimal: mit falsch platzierten Plättchen und mit Manhattan")
	assert.Equal(t, []string{"33167", zuegeAStar + " 26"}, ohneZeit(t, astar[0].Text), "A* mit falsch platzierten Plättchen")
	assert.Equal(t, []string{"2034", zuegeAStar + " 26"}, ohneZeit(t, astar[1].Text), "A* mit Manhattan")
	// Dieselben Suchen aus der Bibliothek prüft Notebook 7 (Abschnitt 8).
}
