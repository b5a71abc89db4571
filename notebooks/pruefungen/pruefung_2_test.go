package pruefungen

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func init() {
	registriere("2_Suche.ipynb", Pruefung{Ausgaben: pruefeSuche})
}

// Lösungen der Lektion „Suche“ (Ziel 'ABCDEFGH ').
const (
	loesungLeicht = "[1 0 3 6 7 8]"
	loesungMittel = "[7 8 5 2 1 4 3 6 7 8]"
	loesungSchwer = "[3 6 7 4 5 8 7 6 3 4 5 8]"
	loesungHart   = "[7 4 1 0 3 4 5 2 1 0 3 4 7 6 3 4 7 8 5 4 1 0 3 6 7 8]"
)

func pruefeSuche(t *testing.T, a *Ausgefuehrt) {
	// Suchproblem und StartUndZiel stehen als Go-Code im Notebook (ohne Ausgabe);
	// TestZwillingSuchproblem prüft, dass sie dieselben sind wie in der Bibliothek.
	assert.Empty(t, a.Zelle(t, "type Suchproblem[Z comparable, A any] interface").Text)
	assert.Empty(t, a.Zelle(t, "var problem = Schiebepuzzle{").Text, "wie in der Lektion: das Problem anlegen, ohne Ausgabe")
	assert.Equal(t, "[0 1 4 5 8]\n", a.Zelle(t, "loesung := breitensuche(problem)").Text)
	assert.Equal(t, "Die Lösung besteht aus 6 Zügen: "+loesungLeicht+"\n", a.Zelle(t, "%%\ntesteAlgorithmus(leicht, breitensuche)").Text)

	baumsuche := map[string]string{
		"leicht": "Die Lösung besteht aus 6 Zügen: " + loesungLeicht,
		"mittel": "Die Lösung besteht aus 10 Zügen: " + loesungMittel,
		"schwer": "Die Lösung besteht aus 12 Zügen: " + loesungSchwer,
	}
	for name, erwartet := range baumsuche {
		z := a.Zelle(t, "defer ausgabe.Stoppuhr()()\ntesteAlgorithmus("+name+", breitensuche)")
		assert.Equal(t, []string{erwartet}, ohneZeit(t, z.Text), "Baumsuche %s", name)
	}
	assert.Empty(t, a.Zelle(t, "// Auf keinen Fall ausführen! You have been warned!").Text,
		"die Zelle, die die Lektion nicht auszuführen bittet, bleibt auskommentiert")
	limit := ohneZeit(t, a.Zelle(t, `lesson.MaxKnoten(2_000_000)`).Text)
	require.Len(t, limit, 2)
	assert.Contains(t, limit[0], "Knotenlimit erreicht")
	assert.Contains(t, limit[1], "2000000 Knoten erzeugt")

	assert.Equal(t, "Ende 1\nD A C\nB   E\nG H F\n\nEnde 2\nD A C\nB   E\nG H F\ntrue\n", a.Zelle(t, "ende1 == ende2").Text)
	assert.Equal(t, []string{"Die Lösung besteht aus 10 Zügen: " + loesungMittel},
		ohneZeit(t, a.Zelle(t, "testeAlgorithmus(mittel, breitensucheGraph)").Text))
	assert.Equal(t, []string{"Die Lösung besteht aus 12 Zügen: " + loesungSchwer},
		ohneZeit(t, a.Zelle(t, "testeAlgorithmus(schwer, breitensucheGraph)").Text))
	assert.Contains(t, a.Zelle(t, "math.Pow(3, 12)").Text, "ca. 531,4 Tausend Knoten")

	ausfuehren := a.Zelle(t, "puzzle.MitZugnummern()")
	assert.True(t, strings.HasPrefix(ausfuehren.Text, "A B C\nF   D\nG H E\n\nZug 1: Verschiebe F von Position 3 nach 4:\n"), ausfuehren.Text)
	assert.Contains(t, ausfuehren.Text, "Zug 12: Verschiebe F von Position 8 nach 5:\nA B C\nD E F\nG H  \n")
	assert.True(t, strings.HasSuffix(ausfuehren.Text, "\"ABCDEFGH \"\n"))

	assert.Equal(t, []string{"Die Lösung besteht aus 26 Zügen: " + loesungHart},
		ohneZeit(t, a.Zelle(t, `hart := "CBHEADFG "`).Text), "hart läuft in Go")
	assert.Contains(t, a.Zelle(t, "math.Pow(3, 26)").Text, "ca. 2,5 Billionen Knoten")
}
