package pruefungen

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
		if strings.Contains(z.Quelle, "demo.ZeigeDemo(") || strings.Contains(z.Quelle, "demo.SpieleLive(") {
			demos++
		}
	}
	assert.Equal(t, 11, demos, "fünf Such-Demos, fünf Backtracking-Demos und ein Spiel")
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

	// Backtracking: das Protokoll (wie oztrace.py) und das Ende der Suche.
	oz := einzig("australien.NeuesCSP(), lesson.CSPOptionen{}")
	assert.Contains(t, oz, "Protokoll aller 30 Schritte")
	assert.Contains(t, oz, "  check value red for var NT\n  not possible!\n  check value green for var NT\n  trying out ...")
	assert.Contains(t, oz, "Lösung gefunden: {WA: red, NT: green, SA: blue, Q: red, NSW: green, V: red, T: red}")
	bibliothek := a.Zelle(t, "fmt.Print(bt.Protokoll().Oztrace(), b").Text
	assert.Equal(t, oztraceAustralien+"{WA: red, NT: green, SA: blue, Q: red, NSW: green, V: red, T: red}\n"+
		"7 Zuweisungen, 0 Backtracks, 15 Constraint-Prüfungen\n", bibliothek,
		"das Protokoll der Bibliothek ist oztrace.py, wie die eigene Fassung in Notebook 5")

	zwei := einzig(`australien.MitFarben("red", "green")`)
	assert.Contains(t, zwei, "Es gibt keine Lösung")
	assert.Contains(t, zwei, "4 Zuweisungen, 5 Backtracks")

	damen := einzig(`demo.DamenAnsicht("8 Damen ohne Inferenz (8queens.py)", 8)`)
	assert.Contains(t, damen, "Bild 1972 von 1972")
	assert.Contains(t, damen, "113 Zuweisungen, 105 Backtracks")
	assert.Contains(t, damen, "… und 1571 weitere Schritte", "lange Protokolle werden statisch gekürzt")
	fc := einzig(`demo.DamenAnsicht("8 Damen mit Forward-Checking", 8)`)
	assert.Contains(t, fc, "Bild 525 von 525")
	assert.Contains(t, fc, "88 Zuweisungen, 45 Backtracks")
	for _, h := range []string{damen, fc} {
		assert.Equal(t, 8, strings.Count(h, `class="ks-dame"`), "acht Damen auf dem Brett")
		assert.Contains(t, h, "{D0: 0, D1: 4, D2: 7, D3: 5, D4: 2, D5: 6, D6: 1, D7: 3}", "die erste Lösung der Lektion")
	}

	sudoku := einzig("demo.SudokuAnsicht(")
	assert.Contains(t, sudoku, "Bild 637 von 637")
	assert.Contains(t, sudoku, "81 von 81 Variablen belegt")
	assert.Contains(t, sudoku, "81 Zuweisungen, 0 Backtracks")

	// Strategien im Vergleich: je Problem eine Überschrift und eine Zeile je Strategie.
	strategien := []string{"erste freie Variable, Domänenreihenfolge, keine Inferenz", "erste freie Variable, Domänenreihenfolge, Forward-Checking",
		"MRV, Domänenreihenfolge, Forward-Checking", "MRV, Domänenreihenfolge, AC-3"}
	var erwartet []string
	for _, p := range []struct {
		name       string
		ergebnisse [4]string // "" heißt: nach 200000 Zuweisungen abgebrochen
	}{
		{"Australien", [4]string{"7 Zuweisungen, 0 Backtracks, 15", "7 Zuweisungen, 0 Backtracks, 32", "7 Zuweisungen, 0 Backtracks, 32", "7 Zuweisungen, 0 Backtracks, 136"}},
		{"8 Damen", [4]string{"113 Zuweisungen, 105 Backtracks, 2438", "88 Zuweisungen, 45 Backtracks, 1128", "75 Zuweisungen, 44 Backtracks, 1053", "20 Zuweisungen, 2 Backtracks, 2718"}},
		{"grid2", [4]string{"", "", "498 Zuweisungen, 355 Backtracks, 19293", "291 Zuweisungen, 148 Backtracks, 75385"}},
	} {
		erwartet = append(erwartet, p.name)
		for k, e := range p.ergebnisse {
			zeile := strategien[k] + ": gelöst, " + e + " Constraint-Prüfungen"
			if e == "" {
				zeile = strategien[k] + ": abgebrochen (Zuweisungslimit erreicht: 200000 Zuweisungen (Limit 200000))"
			}
			erwartet = append(erwartet, zeile)
		}
	}
	assert.Equal(t, erwartet, zeilen(a.Zelle(t, `Vergleich("Australien")`).Text), "Strategien im Vergleich")

	// Ergänzungen zum Foliensatz „Constraint Satisfaction“ (aus Notebook 5 hierher verschoben)
	raum := a.Zelle(t, "MulRange(57, 64)").Text
	assert.Contains(t, raum, "64!/56! = 178.462.987.637.760 Stellungen, 5,7 Jahre")
	assert.Contains(t, raum, "8^8 = 16.777.216 Stellungen, 17 Sekunden")
	alleDamen := a.Zelle(t, "damen.AlleLoesungen(context.Background(), 8)").Text
	assert.True(t, strings.HasSuffix(alleDamen, "Anzahl der Lösungen: 92\n"), alleDamen)
	assert.Equal(t, []string{"X . . . . . . .", ". . . . X . . ."}, zeilen(alleDamen)[:2], "die erste Lösung wie in Notebook 5:\n%s", alleDamen)
	fcFolie := zeilen(a.Zelle(t, `{"V", "blue"}`).Text)
	require.Len(t, fcFolie, 4, "Ausgangslage und drei Zuweisungen")
	assert.Equal(t, strings.Fields("WA red NT green,blue SA green,blue Q red,green,blue NSW red,green,blue V red,green,blue T red,green,blue"),
		strings.Fields(fcFolie[1]), "nach WA = red verlieren NT und SA die Farbe red")
	assert.Equal(t, strings.Fields("WA red NT blue SA – Q green NSW red V blue T red,green,blue"), strings.Fields(fcFolie[3]),
		"nach WA = red, Q = green, V = blue bleibt für SA nichts (Folie Forward-Checking)")
	hard3 := ohneZeitangaben(a.Zelle(t, "TimedSearchKleinsteVerzweigung(").Text)
	assert.Equal(t, []string{"mit Propagierung (MRV): 658725 Zuweisungen, 327822 Backtracks, Zeit …",
		"kleinste Verzweigung:   22 Zuweisungen, 0 Backtracks, Zeit …"}, hard3, "hard3 ohne Backtracking")

	spiel := einzig("demo.SpieleLive(spiel)")
	assert.Contains(t, spiel, `data-zustand="CBD AFGEH"`)
	assert.Contains(t, spiel, "Kürzeste Lösung: 15 Züge", "das Spielpuzzle der Lektion braucht 15 Züge")
	assert.NotContains(t, spiel, "data-ks-adresse", "kopflos sind die Plättchen nicht anklickbar")

	vergleich := a.Zelle(t, "achtpuzzle.VergleicheSuchen(")
	require.Len(t, vergleich.HTML, 1)
	assert.Equal(t, 2, strings.Count(vergleich.HTML[0], "<svg"), "zwei Plots")
	assert.Contains(t, vergleich.HTML[0], "Effektiver Verzweigungsgrad")
	assert.Equal(t, "120 Puzzles, Lösungstiefen 2 bis 28", strings.TrimSpace(vergleich.Text))

	// Abschnitt 8: die Suchen der Lektionen „Suche“ und „Suchalgorithmen“ aus der Bibliothek.
	assert.Equal(t, []string{
		`"BC AEFDGH":  6 Züge,       711 Knoten erzeugt,      249 untersucht`,
		`"ACFEBH DG": 10 Züge,     95175 Knoten erzeugt,    34521 untersucht`,
		`"ABCF DGHE": 12 Züge,   1102775 Knoten erzeugt,   394816 untersucht`,
	}, zeilen(a.Zelle(t, "lesson.Breitensuche(p)").Text), "Knotenzahlen der Baumsuche (mittel: 95.175 wie in der Lektion)")
	assert.Equal(t, []string{
		`"DAC BEGHF":  5 Züge [0 1 4 5 8]`, `105 Knoten erzeugt, 39 untersucht`,
		`"BC AEFDGH":  6 Züge ` + loesungLeicht, `157 Knoten erzeugt, 59 untersucht`,
		`"ACFEBH DG": 10 Züge ` + loesungMittel, `1787 Knoten erzeugt, 667 untersucht`,
		`"ABCF DGHE": 12 Züge ` + loesungSchwer, `5073 Knoten erzeugt, 1867 untersucht`,
		`"CBHEADFG ": 26 Züge ` + loesungHart, `444379 Knoten erzeugt, 166391 untersucht`,
		`"CBD AFGEH": 15 Züge [4 1 2 5 4 1 0 3 4 5 2 1 4 7 8]`, `17285 Knoten erzeugt, 6342 untersucht`,
	}, zeilen(a.Zelle(t, "lesson.BreitensucheGraph(p)").Text), "Graphsuche der Bibliothek")
	assert.Contains(t, a.Zelle(t, "go doc ./lesson/achtpuzzle BFS").Text, "func BFS(", "Doc-Kommentar von achtpuzzle.BFS")
	assert.Equal(t, []string{
		"BFS                          nrExplored =  171712   Länge =     26",
		"DFS                          nrExplored =  114208   Länge =  62140",
		"Greedy (falsche Plättchen)   nrExplored =     489   Länge =    110",
		"A* (falsche Plättchen)       nrExplored =   33167   Länge =     26",
		"A* (Manhattan)               nrExplored =    2034   Länge =     26",
	}, zeilen(a.Zelle(t, "achtpuzzle.Uebersicht(").Text), "dieselben Zahlen wie Notebook 3, aus der Bibliothek")
}
