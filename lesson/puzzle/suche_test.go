package puzzle

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// kantenProblem ist ein kleiner gerichteter Graph mit Kantenkosten: Zustände sind Namen,
// eine Aktion ist der Name des Nachbarn, zu dem man geht.
type kantenProblem struct {
	lesson.StartUndZiel[string]
	kanten map[string][]kante
}

type kante struct {
	nach   string
	kosten int
}

func (p kantenProblem) MoeglicheAktionen(z string) []string {
	var erg []string
	for _, k := range p.kanten[z] {
		erg = append(erg, k.nach)
	}
	return erg
}

func (p kantenProblem) FuehreAktionAus(_ string, a string) string { return a }

func (p kantenProblem) Schrittkosten(z, a, _ string) int {
	for _, k := range p.kanten[z] {
		if k.nach == a {
			return k.kosten
		}
	}
	return 1
}

// S→A(1), S→B(5), A→C(1), C→D(10), B→D(1), D→G(10): billigster Weg S B D G (Kosten 16),
// kürzester Weg (Aktionen) S B D G bzw. S A C D G.
func beispielgraph(ziel string) kantenProblem {
	return kantenProblem{
		StartUndZiel: lesson.StartUndZiel[string]{Start: "S", Ziel: ziel},
		kanten: map[string][]kante{
			"S": {{"A", 1}, {"B", 5}},
			"A": {{"C", 1}},
			"C": {{"D", 10}},
			"B": {{"D", 1}},
			"D": {{"G", 10}},
		},
	}
}

func nummern(knoten []*lesson.Knoten[string, string]) []int {
	var erg []int
	for _, k := range knoten {
		erg = append(erg, k.Nummer)
	}
	return erg
}

func TestKnoten(t *testing.T) {
	p := beispielgraph("G")
	var n lesson.Nummerierung
	wurzel := lesson.NeuerKnoten[string, string]("S", &n)
	assert.Equal(t, 0, wurzel.Nummer)
	assert.NotNil(t, wurzel.PfadHierher())
	assert.Empty(t, wurzel.PfadHierher())

	folge := wurzel.Expandiere(p, &n)
	require.Len(t, folge, 2)
	assert.Equal(t, []int{1, 2}, nummern(folge))
	b := folge[1]
	assert.Equal(t, "B", b.Zustand)
	assert.Equal(t, wurzel, b.Vorgaenger)
	assert.Equal(t, 1, b.Tiefe)
	assert.Equal(t, 5, b.Pfadkosten, "Schrittkosten aus MitSchrittkosten")
	d := b.Folgeknoten(p, "D", &n)
	assert.Equal(t, 3, d.Nummer)
	assert.Equal(t, 6, d.Pfadkosten)
	assert.Equal(t, []string{"B", "D"}, d.PfadHierher())
	assert.Equal(t, 4, n.Vergeben())

	// Ohne MitSchrittkosten kostet jede Aktion 1; jede Nummerierung beginnt bei 0.
	puzzle := neuesPuzzle(t, "CBD AFGEH")
	var m lesson.Nummerierung
	w := lesson.NeuerKnoten[string, int](puzzle.Startzustand(), &m)
	folge2 := w.Expandiere(puzzle, &m)
	assert.Equal(t, []int{0, 4, 6}, []int{folge2[0].Aktion, folge2[1].Aktion, folge2[2].Aktion})
	assert.Equal(t, 1, folge2[2].Pfadkosten)
	assert.Equal(t, 3, folge2[2].Nummer)
	assert.Equal(t, 0, lesson.NeuerKnoten[string, int]("x", nil).Nummer)
}

func TestBreitensucheErsterSchrittWieImBild(t *testing.T) {
	s := lesson.NeueBreitensuche(neuesPuzzle(t, "DAC BEGHF"))
	assert.Equal(t, []int{0}, nummernInt(slices.Collect(s.Grenze())))
	b, err := s.Schritt()
	require.NoError(t, err)
	assert.Equal(t, 1, b.Nr)
	assert.Equal(t, 0, b.Knoten.Nummer)
	assert.False(t, b.Ziel)
	assert.Equal(t, []int{1, 2, 3}, nummernInt(b.Neu), "die Folgeknoten des Startknotens sind #1, #2, #3")
	assert.Empty(t, b.Verworfen)
	assert.Equal(t, []int{1, 2, 3}, nummernInt(slices.Collect(s.Grenze())))
	b, err = s.Schritt()
	require.NoError(t, err)
	assert.Equal(t, 1, b.Knoten.Nummer)
	assert.Equal(t, 1, b.Knoten.Tiefe)
	assert.Equal(t, []int{2, 3, 4, 5}, nummernInt(slices.Collect(s.Grenze())))
	assert.Empty(t, slices.Collect(s.Geschlossen()), "die Baumsuche hat keine Closed List")
	// Baumsuche: der Folgeknoten #5 ist wieder der Startzustand.
	assert.Equal(t, "DAC BEGHF", b.Neu[1].Zustand)
	assert.Equal(t, 5, b.Neu[1].Nummer)
	assert.Equal(t, 6, s.Ergebnis().Erzeugt)
	assert.Equal(t, 2, s.Ergebnis().Expandiert)
	assert.Equal(t, 4, s.Ergebnis().MaxGrenze)
}

func TestBreitensucheGraphVerwirftBekannte(t *testing.T) {
	s := lesson.NeueBreitensucheGraph(neuesPuzzle(t, "DAC BEGHF"))
	_, err := s.Schritt()
	require.NoError(t, err)
	b, err := s.Schritt()
	require.NoError(t, err)
	// #1 ist ' ACDBEGHF': #4 ist neu, #5 (zurück zum Start) wird verworfen, weil geschlossen.
	require.Len(t, b.Verworfen, 1)
	assert.Equal(t, "DAC BEGHF", b.Verworfen[0].Zustand)
	assert.Equal(t, 5, b.Verworfen[0].Nummer, "auch verworfene Knoten werden nummeriert")
	assert.Equal(t, []int{4}, nummernInt(b.Neu))
	assert.Equal(t, []string{"DAC BEGHF", " ACDBEGHF"}, slices.Collect(s.Geschlossen()))
	assert.True(t, s.IstGeschlossen("DAC BEGHF"))
	assert.False(t, s.IstGeschlossen("ABCDEFGH "))
	assert.Equal(t, []int{2, 3, 4}, nummernInt(slices.Collect(s.Grenze())))
	assert.Equal(t, 3, s.GrenzeLaenge())
}

func nummernInt(knoten []*lesson.Knoten[string, int]) []int {
	erg := []int{}
	for _, k := range knoten {
		erg = append(erg, k.Nummer)
	}
	return erg
}

func TestSuchverfahrenAufKleinemGraph(t *testing.T) {
	h := func(z string) int { return map[string]int{"S": 3, "A": 2, "B": 1, "C": 1, "D": 1}[z] }
	for _, tc := range []struct {
		name    string
		suche   func(lesson.Suchproblem[string, string], ...lesson.Option) ([]string, lesson.Ergebnis, error)
		loesung []string
		kosten  int
	}{
		{"Breitensuche", lesson.Breitensuche[string, string], []string{"B", "D", "G"}, 16},
		{"BreitensucheGraph", lesson.BreitensucheGraph[string, string], []string{"B", "D", "G"}, 16},
		{"Tiefensuche", lesson.Tiefensuche[string, string], []string{"A", "C", "D", "G"}, 22},
		{"UniformeKostensuche", lesson.UniformeKostensuche[string, string], []string{"B", "D", "G"}, 16},
		{"GierigeSuche", func(p lesson.Suchproblem[string, string], o ...lesson.Option) ([]string, lesson.Ergebnis, error) {
			return lesson.GierigeSuche(p, h, o...)
		}, []string{"B", "D", "G"}, 16},
		{"ASternSuche", func(p lesson.Suchproblem[string, string], o ...lesson.Option) ([]string, lesson.Ergebnis, error) {
			return lesson.ASternSuche(p, func(string) int { return 0 }, o...)
		}, []string{"B", "D", "G"}, 16},
	} {
		t.Run(tc.name, func(t *testing.T) {
			loesung, erg, err := tc.suche(beispielgraph("G"))
			require.NoError(t, err)
			assert.Equal(t, tc.loesung, loesung)
			assert.Equal(t, tc.kosten, erg.Kosten)
			assert.Equal(t, tc.name, erg.Verfahren)

			loesung, erg, err = tc.suche(beispielgraph("Z"))
			assert.ErrorIs(t, err, lesson.ErrKeineLoesung)
			assert.Nil(t, loesung)
			assert.False(t, erg.Gefunden)
			assert.Positive(t, erg.Untersucht)
		})
	}
}

func TestUniformeKostensucheUeberspringtVeralteteEintraege(t *testing.T) {
	s := lesson.NeueUniformeKostensuche[string, string](beispielgraph("G"))
	var berichte []lesson.Schrittbericht[string, string]
	for b, err := range s.Schritte() {
		require.NoError(t, err)
		berichte = append(berichte, b)
	}
	var untersucht []string
	for _, b := range berichte {
		untersucht = append(untersucht, b.Knoten.Zustand)
	}
	assert.Equal(t, []string{"S", "A", "C", "B", "D", "G"}, untersucht)
	// Von B aus wird D billiger erreicht (6 statt 12): Der neue Knoten ersetzt den alten.
	assert.Equal(t, []int{5}, nummern(berichte[3].Neu))
	assert.Equal(t, 6, berichte[3].Neu[0].F)
	grenze := berichte[4]
	assert.Equal(t, 6, grenze.Knoten.Pfadkosten)
	// Der alte Eintrag für D (Kosten 12) kommt vor dem Ziel aus der Grenze und wird übersprungen.
	letzter := berichte[len(berichte)-1]
	assert.True(t, letzter.Ziel)
	require.Len(t, letzter.Uebersprungen, 1)
	assert.Equal(t, "D", letzter.Uebersprungen[0].Zustand)
	assert.Equal(t, 12, letzter.Uebersprungen[0].Pfadkosten)
	assert.Equal(t, 16, letzter.Knoten.Pfadkosten)
	assert.Equal(t, 6, s.Ergebnis().Untersucht)
}

func TestBestensucheGrenzeGeordnetNachFUndNummer(t *testing.T) {
	h := func(z string) int { return map[string]int{"A": 9, "B": 1}[z] }
	s := lesson.NeueASternSuche[string, string](beispielgraph("G"), h)
	b, err := s.Schritt()
	require.NoError(t, err)
	require.Len(t, b.Neu, 2)
	assert.Equal(t, 9, b.Neu[0].H)
	assert.Equal(t, 10, b.Neu[0].F, "A: g=1, h=9")
	assert.Equal(t, 6, b.Neu[1].F, "B: g=5, h=1")
	var reihe []string
	for k := range s.Grenze() {
		reihe = append(reihe, k.Zustand)
	}
	assert.Equal(t, []string{"B", "A"}, reihe)

	// Gleichstand: der früher erzeugte Knoten zuerst.
	gleich := lesson.NeueUniformeKostensuche(kantenProblem{
		StartUndZiel: lesson.StartUndZiel[string]{Start: "S", Ziel: "G"},
		kanten:       map[string][]kante{"S": {{"X", 2}, {"Y", 2}, {"Z", 1}}},
	})
	_, err = gleich.Schritt()
	require.NoError(t, err)
	reihe = nil
	for k := range gleich.Grenze() {
		reihe = append(reihe, k.Zustand)
	}
	assert.Equal(t, []string{"Z", "X", "Y"}, reihe)
}

func TestTiefensucheMitTiefenlimit(t *testing.T) {
	_, erg, err := lesson.Tiefensuche[string, string](beispielgraph("G"), lesson.MaxTiefe(2))
	assert.ErrorIs(t, err, lesson.ErrTiefenlimit, "G liegt in Tiefe 3")
	assert.ErrorIs(t, err, lesson.ErrLimitErreicht)
	assert.NotErrorIs(t, err, lesson.ErrUnloesbar)
	assert.Equal(t, 3, erg.Expandiert, "S, A und B werden expandiert, C und D nicht mehr")
	loesung, _, err := lesson.Tiefensuche[string, string](beispielgraph("G"), lesson.MaxTiefe(4))
	require.NoError(t, err)
	assert.Equal(t, []string{"A", "C", "D", "G"}, loesung)

	s := lesson.NeueTiefensuche[string, string](beispielgraph("G"), lesson.MaxTiefe(1))
	_, _ = s.Schritt()
	b, err := s.Schritt()
	require.NoError(t, err)
	assert.True(t, b.Tiefenlimit)
	assert.Equal(t, "A", b.Knoten.Zustand, "die erste Aktion kommt zuerst dran")
}

// Die Tiefensuche findet für 'ABCDEFG H' (1 Zug) erst nach allen 181.440 Zuständen eine
// Lösung: Der Zielzustand ist der Folgeknoten des letzten Zugs und liegt ganz unten im
// Stapel; weil er schon in der Grenze ist, wird er nie ein zweites Mal aufgenommen.
func TestTiefensucheAufPuzzle(t *testing.T) {
	_, erg, err := lesson.Tiefensuche(neuesPuzzle(t, "ABCDEFG H"))
	require.NoError(t, err)
	assert.Equal(t, 181_440, erg.Untersucht)
	assert.Equal(t, 1, erg.Laenge)

	p := neuesPuzzle(t, "DAC BEGHF")
	loesung, erg, err := lesson.Tiefensuche(p)
	require.NoError(t, err)
	ende, err := ZugsequenzAusfuehren(p.Start, loesung)
	require.NoError(t, err)
	assert.Equal(t, zielZustand, ende)
	assert.Greater(t, len(loesung), 5, "die Tiefensuche findet hier nicht die kürzeste Lösung")
	assert.LessOrEqual(t, erg.Geschlossen, 181_440)
}

func TestFehlerhafteSuchen(t *testing.T) {
	_, _, err := lesson.GierigeSuche[string, string](beispielgraph("G"), nil)
	assert.ErrorContains(t, err, "Heuristik")
	_, _, err = lesson.ASternSuche[string, string](beispielgraph("G"), nil)
	assert.ErrorContains(t, err, "Heuristik")
	_, _, err = lesson.Breitensuche[string, string](nil)
	assert.ErrorContains(t, err, "kein Suchproblem")

	ctx, abbrechen := context.WithTimeout(context.Background(), time.Nanosecond)
	defer abbrechen()
	<-ctx.Done()
	_, erg, err := lesson.BreitensucheGraph(neuesPuzzle(t, "CBHEADFG "), lesson.Kontext(ctx))
	assert.ErrorIs(t, err, lesson.ErrAbgebrochen)
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.EqualError(t, err, "Suche abgebrochen: die Zeit ist abgelaufen (nach 1 erzeugten Knoten)")
	assert.Equal(t, 0, erg.Untersucht)
	assert.Equal(t, 1, erg.Erzeugt)
}

// Ein Aufruf und Schritt für Schritt ergeben dieselbe Lösung und dieselben Zähler, für jedes
// Verfahren; jede Suche nummeriert ihre Knoten selbst (zweimal dieselbe Suche → gleiche Zahlen).
func TestEinAufrufGleichSchrittweise(t *testing.T) {
	h := falschePlaettchen("ABCDEFGH ")
	verfahren := map[string]func(lesson.Suchproblem[string, int], ...lesson.Option) *lesson.Suche[string, int]{
		"Breitensuche":      lesson.NeueBreitensuche[string, int],
		"BreitensucheGraph": lesson.NeueBreitensucheGraph[string, int],
		"Tiefensuche": func(p lesson.Suchproblem[string, int], o ...lesson.Option) *lesson.Suche[string, int] {
			return lesson.NeueTiefensuche(p, append(o, lesson.MaxTiefe(8))...)
		},
		"UniformeKostensuche": lesson.NeueUniformeKostensuche[string, int],
		"GierigeSuche": func(p lesson.Suchproblem[string, int], o ...lesson.Option) *lesson.Suche[string, int] {
			return lesson.NeueGierigeSuche(p, h, o...)
		},
		"ASternSuche": func(p lesson.Suchproblem[string, int], o ...lesson.Option) *lesson.Suche[string, int] {
			return lesson.NeueASternSuche(p, h, o...)
		},
	}
	for _, name := range []string{"Breitensuche", "BreitensucheGraph", "Tiefensuche", "UniformeKostensuche", "GierigeSuche", "ASternSuche"} {
		t.Run(name, func(t *testing.T) {
			p := neuesPuzzle(t, "BC AEFDGH")
			loesung, erg, err := verfahren[name](p).Loese()
			require.NoError(t, err)
			nochmal, erg2, err := verfahren[name](p).Loese()
			require.NoError(t, err)
			assert.Equal(t, loesung, nochmal)
			assert.Equal(t, erg, erg2)

			s := verfahren[name](p)
			schritte := 0
			erzeugt := 1
			for {
				b, err := s.Schritt()
				require.NoError(t, err)
				schritte++
				erzeugt += len(b.Neu) + len(b.Verworfen)
				assert.Equal(t, s.GrenzeLaenge(), b.Grenze)
				if b.Ziel {
					assert.Equal(t, loesung, b.Knoten.PfadHierher())
					break
				}
			}
			assert.Equal(t, erg, s.Ergebnis())
			assert.Equal(t, erg.Untersucht, schritte)
			assert.Equal(t, erg.Erzeugt, erzeugt, "jeder erzeugte Knoten steht in genau einem Bericht")
			assert.True(t, s.Fertig())
			assert.NoError(t, s.Fehler())
			assert.NotNil(t, s.Zielknoten())
			// Loese nach dem Ende liefert dasselbe.
			l3, erg3, err := s.Loese()
			require.NoError(t, err)
			assert.Equal(t, loesung, l3)
			assert.Equal(t, erg, erg3)
		})
	}
}

func TestSucheFortsetzenNachAbbruchDerSchleife(t *testing.T) {
	p := neuesPuzzle(t, "ACFEBH DG")
	s := lesson.NeueBreitensucheGraph(p)
	for b, err := range s.Schritte() {
		require.NoError(t, err)
		if b.Nr == 10 {
			break
		}
	}
	assert.Equal(t, 10, s.Ergebnis().Untersucht)
	loesung, _, err := s.Loese()
	require.NoError(t, err)
	assert.Equal(t, []int{7, 8, 5, 2, 1, 4, 3, 6, 7, 8}, loesung)
}

func TestErgebnisString(t *testing.T) {
	_, erg, err := lesson.BreitensucheGraph(neuesPuzzle(t, "DAC BEGHF"))
	require.NoError(t, err)
	assert.Regexp(t, `^BreitensucheGraph: Lösung mit 5 Zügen \(Kosten 5\); \d+ Knoten erzeugt, \d+ untersucht`, erg.String())
	_, erg, _ = lesson.BreitensucheGraph(beispielgraph("Z"))
	assert.Contains(t, erg.String(), "keine Lösung")
}

// falschePlaettchen zählt die Plättchen (ohne freies Feld), die nicht an ihrer Zielposition
// liegen – eine zulässige und konsistente Heuristik, nur für die Tests.
func falschePlaettchen(ziel string) lesson.Heuristik[string] {
	return func(z string) int {
		n := 0
		for i := range len(z) {
			if z[i] != ' ' && z[i] != ziel[i] {
				n++
			}
		}
		return n
	}
}

// manhattan summiert die Manhattan-Distanzen der Plättchen zu ihren Zielpositionen (nur für
// die Tests).
func manhattan(ziel string) lesson.Heuristik[string] {
	n := seitenlaenge(len(ziel))
	return func(z string) int {
		summe := 0
		for i := range len(z) {
			if z[i] == ' ' {
				continue
			}
			j := indexByte(ziel, z[i])
			summe += abs(i/n-j/n) + abs(i%n-j%n)
		}
		return summe
	}
}

func indexByte(s string, c byte) int {
	for i := range len(s) {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// Auf zufälligen Puzzles (Random Walks vom Ziel, fester Startwert) finden uniforme
// Kostensuche und A* (mit beiden Heuristiken) Lösungen derselben Länge wie die Breitensuche,
// die gierige Suche nie kürzere.
func TestOptimalitaetAufRandomWalks(t *testing.T) {
	zufall := NeuerZufall(7)
	for i := range 8 {
		start, err := RandomWalkAusfuehren(zielZustand, 8+2*i, zufall)
		require.NoError(t, err)
		p := neuesPuzzle(t, start)
		bfs, ergBFS, err := lesson.BreitensucheGraph(p)
		require.NoError(t, err)
		pruefe := func(name string, loesung []int, erg lesson.Ergebnis, err error) {
			require.NoError(t, err, name)
			ende, err := ZugsequenzAusfuehren(start, loesung)
			require.NoError(t, err, name)
			assert.Equal(t, zielZustand, ende, "%s: die Lösung für %q führt nicht zum Ziel", name, start)
			assert.Equal(t, len(loesung), erg.Laenge)
		}
		ucs, erg, err := lesson.UniformeKostensuche(p)
		pruefe("UCS", ucs, erg, err)
		assert.Len(t, ucs, len(bfs), "UCS ist nicht optimal für %q", start)
		a1, erg1, err := lesson.ASternSuche(p, falschePlaettchen(zielZustand))
		pruefe("A* falsche Plättchen", a1, erg1, err)
		assert.Len(t, a1, len(bfs), "A* ist nicht optimal für %q", start)
		a2, erg2, err := lesson.ASternSuche(p, manhattan(zielZustand))
		pruefe("A* Manhattan", a2, erg2, err)
		assert.Len(t, a2, len(bfs), "A* ist nicht optimal für %q", start)
		assert.LessOrEqual(t, erg2.Untersucht, erg1.Untersucht, "Manhattan ist die bessere Heuristik")
		assert.LessOrEqual(t, erg1.Untersucht, ergBFS.Untersucht)
		gierig, erg, err := lesson.GierigeSuche(p, manhattan(zielZustand))
		pruefe("gierig", gierig, erg, err)
		assert.GreaterOrEqual(t, len(gierig), len(bfs))
	}
}

// Schrittkosten: Die uniforme Kostensuche und A* minimieren die Kosten, die Breitensuche die
// Zahl der Aktionen.
func TestKostenStattZuege(t *testing.T) {
	p := kantenProblem{
		StartUndZiel: lesson.StartUndZiel[string]{Start: "S", Ziel: "G"},
		kanten: map[string][]kante{
			"S": {{"G", 10}, {"A", 1}},
			"A": {{"B", 1}},
			"B": {{"G", 1}},
		},
	}
	bfs, _, err := lesson.BreitensucheGraph[string, string](p)
	require.NoError(t, err)
	assert.Equal(t, []string{"G"}, bfs)
	ucs, erg, err := lesson.UniformeKostensuche[string, string](p)
	require.NoError(t, err)
	assert.Equal(t, []string{"A", "B", "G"}, ucs)
	assert.Equal(t, 3, erg.Kosten)
	astern, erg, err := lesson.ASternSuche[string, string](p, func(string) int { return 0 })
	require.NoError(t, err)
	assert.Equal(t, ucs, astern)
	assert.Equal(t, 3, erg.Kosten)
}

func TestNegativeSchrittkosten(t *testing.T) {
	p := kantenProblem{
		StartUndZiel: lesson.StartUndZiel[string]{Start: "S", Ziel: "G"},
		kanten:       map[string][]kante{"S": {{"A", 1}, {"G", -5}}},
	}
	_, erg, err := lesson.UniformeKostensuche[string, string](p)
	assert.ErrorContains(t, err, "negative Schrittkosten -5")
	assert.False(t, erg.Gefunden)
}

// Ein unlösbares Puzzle (am Konstruktor vorbei) durchsucht die Breitensuche vollständig:
// genau 181.440 erreichbare Zustände, der fernste 31 Züge vom Start entfernt.
func TestBreitensucheGraphGanzerZustandsraum(t *testing.T) {
	p := ungeprueft{&Schiebepuzzle{StartUndZiel: lesson.StartUndZiel[string]{Start: zielZustand, Ziel: "BACDEFGH "}, nachbarn: nachbarnJePosition(3)}}
	s := lesson.NeueBreitensucheGraph[string, int](p)
	tiefe := 0
	for b, err := range s.Schritte() {
		if err != nil {
			require.ErrorIs(t, err, lesson.ErrKeineLoesung)
			break
		}
		tiefe = max(tiefe, b.Knoten.Tiefe)
	}
	erg := s.Ergebnis()
	assert.Equal(t, 181_440, erg.Geschlossen)
	assert.Equal(t, 181_440, erg.Untersucht)
	assert.Equal(t, 31, tiefe)
	assert.Zero(t, s.GrenzeLaenge())
}
