package notebooks

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Notebook 7 (Live-Demos) läuft kopflos ohne Browser: Jede Demo zeigt dann ihre statische
// Form – das letzte Bild und den Verlauf als Tabelle. Die Knöpfe prüft der Browser-Test
// (internal/browsertest).
func init() {
	registriere("7_Live-Demos.ipynb", Pruefung{Statisch: pruefeLiveDemosStatisch, Ausgaben: pruefeLiveDemos})
}

func pruefeLiveDemosStatisch(t *testing.T, nb *Notebook) {
	demos := 0
	for _, z := range nb.Zellen() {
		if strings.Contains(z.Quelle, "lesson.ZeigeDemo(") || strings.Contains(z.Quelle, "lesson.SpieleLive(") {
			demos++
		}
	}
	assert.Equal(t, 6, demos, "fünf Such-Demos und ein Spiel")
}

// schritte zählt die Zeilen der Verlaufstabelle einer Such-Demo.
func schritte(h string) int { return strings.Count(h, `<tr class="ks-schritt">`) }

func pruefeLiveDemos(t *testing.T, a *Ausgefuehrt) {
	einzig := func(teil string) string {
		t.Helper()
		z := a.Zelle(t, teil)
		require.Len(t, z.HTML, 1, "%q: genau eine HTML-Ausgabe (die statische Form)", teil)
		require.NotContains(t, z.HTML[0], "ks-knoepfe", "%q: kopflos keine Knöpfe", teil)
		return z.HTML[0]
	}

	bfs := einzig("lesson.NeueBreitensuche(p)")
	assert.Contains(t, bfs, "Bild 122 von 122")
	assert.Equal(t, 121, schritte(bfs), "Breitensuche: 121 Schritte")
	assert.Contains(t, bfs, "Ziel erreicht!")
	assert.Contains(t, bfs, "Lösung mit 5 Aktionen: [0, 1, 4, 5, 8]", "die Lösung der Lektion")
	assert.Contains(t, bfs, "346 Knoten erzeugt")
	assert.Equal(t, 346, strings.Count(bfs, `class="ks-knoten"`), "jeder erzeugte Knoten im Suchbaum")

	graph := einzig("lesson.NeueBreitensucheGraph(p)")
	assert.Equal(t, 39, schritte(graph), "Graphsuche: 39 Schritte statt 121")
	assert.Contains(t, graph, "Closed List (39 Zustände)")
	assert.Contains(t, graph, "[0, 1, 4, 5, 8]")

	dfs := einzig("lesson.NeueTiefensuche(p, lesson.MaxKnoten(60))")
	assert.Equal(t, 21, schritte(dfs))
	assert.Contains(t, dfs, "ks-status ks-halt", "das Limit ist als Halt markiert")
	assert.Contains(t, dfs, "Knotenlimit erreicht: 61 Knoten erzeugt (Limit 60)")
	assert.Contains(t, dfs, "Als Nächstes käme Knoten")

	gierig := einzig("lesson.NeueGierigeSuche(")
	assert.Equal(t, 7, schritte(gierig))
	astern := einzig("lesson.NeueASternSuche(")
	assert.Equal(t, 7, schritte(astern))
	for _, h := range []string{gierig, astern} {
		assert.Contains(t, h, "Lösung mit 6 Aktionen")
		assert.Contains(t, h, "h=")
		assert.Contains(t, h, "f=")
	}

	spiel := einzig("lesson.SpieleLive(spiel)")
	assert.Contains(t, spiel, `data-zustand="CBD AFGEH"`)
	assert.Contains(t, spiel, "Kürzeste Lösung: 15 Züge", "das Spielpuzzle der Lektion braucht 15 Züge")
	assert.NotContains(t, spiel, "data-ks-adresse", "kopflos sind die Plättchen nicht anklickbar")

	vergleich := a.Zelle(t, "lesson.VergleicheSuchen(")
	require.Len(t, vergleich.HTML, 1)
	assert.Equal(t, 2, strings.Count(vergleich.HTML[0], "<svg"), "zwei Plots")
	assert.Contains(t, vergleich.HTML[0], "Effektiver Verzweigungsgrad")
	assert.Equal(t, "120 Puzzles, Lösungstiefen 2 bis 28", strings.TrimSpace(vergleich.Text))
}
