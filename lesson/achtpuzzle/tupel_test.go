package achtpuzzle

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
	"unsafe"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tupelStart ist der Startzustand der Lektion „Suchalgorithmen am Beispiel 8-Puzzle“.
var tupelStart = Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}

// Die Zugfolgen, die die Lektion ausgibt (reconstructPath).
const (
	tupelZuegeBFS    = "left up right down down left up right right up left left down right right down left up right up left down down left up up"
	tupelZuegeGreedy = "up left down right up left down right up right down left down left up right up right down down left up up right down left down left up up right right down left left up right down right up left down left down right up up left down right down left up up right down right up left left down right right up left down left up right down left up right right down left left up right down right up left down left down right up up left down right down left up up right down left down right up up left down right down left up up"
	tupelZuegeAStar  = "left up right down right down left left up right right down left left up right right up left left down right right up left left"
)

func TestTupelBFSLektion(t *testing.T) {
	prev, nrExplored, err := BFS(tupelStart)
	require.NoError(t, err)
	assert.Equal(t, 171712, nrExplored, "nrExplored der Breitensuche (Lektion: 171712)")
	zuege, n, err := ReconstructPath(prev)
	require.NoError(t, err)
	assert.Equal(t, 26, n, "Anzahl der Züge der Breitensuche")
	assert.Equal(t, tupelZuegeBFS, zuege, "Züge der Breitensuche")
}

func TestTupelDFSLektion(t *testing.T) {
	prev, nrExplored, err := DFS(tupelStart)
	require.NoError(t, err)
	assert.Equal(t, 114208, nrExplored, "nrExplored der Tiefensuche (Lektion: 114208)")
	_, n, err := ReconstructPath(prev)
	require.NoError(t, err)
	assert.Equal(t, 62140, n, "Länge des Weges der Tiefensuche (Lektion: 62140)")
}

func TestTupelGreedyLektion(t *testing.T) {
	prev, nrExplored, err := Greedy(tupelStart, HMisplaced)
	require.NoError(t, err)
	assert.Equal(t, 489, nrExplored, "nrExplored der gierigen Suche (Lektion: 489)")
	zuege, n, err := ReconstructPath(prev)
	require.NoError(t, err)
	assert.Equal(t, 110, n, "Anzahl der Züge der gierigen Suche")
	assert.Equal(t, tupelZuegeGreedy, zuege, "Züge der gierigen Suche")
}

func TestTupelAStarLektion(t *testing.T) {
	for _, fall := range []struct {
		name       string
		h          func(Tupel) int
		nrExplored int
	}{
		{"HMisplaced", HMisplaced, 33167},
		{"HManhattan", HManhattan, 2034},
	} {
		t.Run(fall.name, func(t *testing.T) {
			prev, nrExplored, err := AStar(tupelStart, fall.h)
			require.NoError(t, err)
			assert.Equal(t, fall.nrExplored, nrExplored, "nrExplored von A*")
			zuege, n, err := ReconstructPath(prev)
			require.NoError(t, err)
			assert.Equal(t, 26, n, "Anzahl der Züge von A*")
			assert.Equal(t, tupelZuegeAStar, zuege, "Züge von A*")
		})
	}
}

// Mit der perfekten Heuristik untersucht A* nur Zustände auf kürzesten Wegen (alle mit
// f = 26); weil es mehrere kürzeste Wege gibt und Gleichstände nach dem Tupel gehen, sind
// es 35 statt 27.
func TestTupelAStarPerfekt(t *testing.T) {
	prev, nrExplored, err := AStar(tupelStart, PerfekteDistanzen().H)
	require.NoError(t, err)
	_, n, err := ReconstructPath(prev)
	require.NoError(t, err)
	assert.Equal(t, 26, n)
	assert.Equal(t, 35, nrExplored, "A* mit h = wahre Distanz")
}

func TestTupelHeuristiken(t *testing.T) {
	assert.Equal(t, 7, HMisplaced(Tupel{3, 1, 4, 5, 0, 6, 8, 7, 2}), "h((3,1,4,5,0,6,8,7,2)) der Lektion")
	assert.Equal(t, 0, HMisplaced(Goalstate))
	// Das leere Feld zählt mit (wie in der Lektion): ein Zug vor dem Ziel ist h = 2.
	assert.Equal(t, 2, HMisplaced(Tupel{1, 0, 2, 3, 4, 5, 6, 7, 8}))
	assert.Equal(t, 9, HMisplaced(tupelStart))

	assert.Equal(t, 0, HManhattan(Goalstate))
	assert.Equal(t, 1, HManhattan(Tupel{1, 0, 2, 3, 4, 5, 6, 7, 8}), "das leere Feld zählt nicht")
	// Abstände der Plättchen 7, 2, 4, 5, 6, 8, 3, 1: 3+1+2+2+3+2+2+3
	assert.Equal(t, 18, HManhattan(tupelStart))
	assert.Equal(t, 4, HManhattan(Tupel{8, 1, 2, 3, 4, 5, 6, 7, 0}), "nur Plättchen 8 steht falsch, 4 Felder weit")
}

// Über alle lösbaren Stellungen: HManhattan überschätzt nie, HMisplaced (mit dem leeren
// Feld) überschätzt manchmal, aber nie um mehr als 1.
func TestTupelHeuristikenGegenWahreDistanz(t *testing.T) {
	d := PerfekteDistanzen()
	ueberschaetzt := 0
	for p, z := range d {
		s := tupelAusPlatz(p)
		if HManhattan(s) != manhattanLektion(s) {
			t.Fatalf("HManhattan(%v) = %d, die Formel der Lektion gibt %d", s, HManhattan(s), manhattanLektion(s))
		}
		if HManhattan(s) > int(z) {
			t.Fatalf("HManhattan(%v) = %d überschätzt die Distanz %d", s, HManhattan(s), z)
		}
		if HMisplaced(s) > int(z)+1 {
			t.Fatalf("HMisplaced(%v) = %d überschätzt die Distanz %d um mehr als 1", s, HMisplaced(s), z)
		}
		if HMisplaced(s) > int(z) {
			ueberschaetzt++
		}
	}
	assert.Positive(t, ueberschaetzt, "HMisplaced zählt das leere Feld mit und überschätzt deshalb manchmal")
}

// manhattanLektion ist h aus der Lektion, wörtlich übertragen.
func manhattanLektion(state Tupel) int {
	mh := 0
	for k := range 9 {
		if state[k] != 0 {
			z1, s1 := k/3, k%3
			z2, s2 := int(state[k])/3, int(state[k])%3
			mh += tupelAbs(z1-z2) + tupelAbs(s1-s2)
		}
	}
	return mh
}

func TestTupelNextstatesReihenfolge(t *testing.T) {
	// Positionen, mit denen das leere Feld getauscht wird – die if-Kette der Lektion.
	erwartet := [9][]int{
		{3, 1}, {4, 0, 2}, {5, 1}, {0, 6, 4}, {1, 7, 3, 5}, {2, 8, 4}, {3, 7}, {4, 6, 8}, {5, 7},
	}
	for leer := range 9 {
		s := swap(Goalstate, 0, leer) // leeres Feld auf Position leer
		folge := Nextstates(s)
		require.Len(t, folge, len(erwartet[leer]), "Anzahl der Folgezustände bei leerem Feld auf %d", leer)
		for k, j := range erwartet[leer] {
			assert.Equal(t, swap(s, leer, j), folge[k], "Folgezustand %d bei leerem Feld auf %d", k, leer)
		}
	}
	assert.Equal(t, []Tupel{
		{7, 0, 4, 5, 2, 6, 8, 3, 1},
		{7, 2, 4, 5, 3, 6, 8, 0, 1},
		{7, 2, 4, 0, 5, 6, 8, 3, 1},
		{7, 2, 4, 5, 6, 0, 8, 3, 1},
	}, Nextstates(tupelStart))
	assert.Nil(t, Nextstates(Tupel{1, 1, 2, 3, 4, 5, 6, 7, 8}), "ohne leeres Feld keine Folgezustände")
}

func TestTupelGoaltest(t *testing.T) {
	assert.True(t, Goaltest(Tupel{0, 1, 2, 3, 4, 5, 6, 7, 8}))
	assert.False(t, Goaltest(tupelStart))
	assert.Equal(t, "(7, 2, 4, 5, 0, 6, 8, 3, 1)", tupelStart.String())
}

func TestTupelRang(t *testing.T) {
	assert.Equal(t, 0, Rang(Goalstate))
	assert.Equal(t, AnzahlTupel-1, Rang(Tupel{8, 7, 6, 5, 4, 3, 2, 1, 0}))
	vorher := uint64(0)
	for r := range AnzahlTupel {
		// In dieser Schleife über alle 9! Tupel kein testify: das wäre 50-mal langsamer.
		s := tupelAusRang(r)
		if err := s.Pruefe(); err != nil {
			t.Fatalf("TupelAusRang(%d): %v", r, err)
		}
		if Rang(s) != r {
			t.Fatalf("Rang(TupelAusRang(%d)) = %d", r, Rang(s))
		}
		if entpacke(packe(s)) != s {
			t.Fatalf("entpacke(packe(%v)) = %v", s, entpacke(packe(s)))
		}
		if r > 0 && packe(s) <= vorher {
			t.Fatalf("Rang %d: %v steht nicht nach %v wie bei Python-Tupeln", r, s, entpacke(vorher))
		}
		vorher = packe(s)
	}
	_, err := TupelAusRang(AnzahlTupel)
	assert.Error(t, err)
	_, err = TupelAusRang(-1)
	assert.Error(t, err)
	s, err := TupelAusRang(Rang(tupelStart))
	require.NoError(t, err)
	assert.Equal(t, tupelStart, s)
}

// Platz nummeriert die lösbaren Tupel lückenlos und umkehrbar.
func TestTupelPlatz(t *testing.T) {
	belegt := make([]bool, AnzahlLoesbar)
	for r := range AnzahlTupel {
		s := tupelAusRang(r)
		if !s.IstLoesbar() {
			continue
		}
		p := Platz(s)
		if p < 0 || p >= AnzahlLoesbar || belegt[p] {
			t.Fatalf("Platz(%v) = %d außerhalb oder doppelt", s, p)
		}
		belegt[p] = true
		if tupelAusPlatz(p) != s {
			t.Fatalf("TupelAusPlatz(Platz(%v)) = %v", s, tupelAusPlatz(p))
		}
	}
	assert.NotContains(t, belegt, false, "jeder Platz gehört zu einem lösbaren Tupel")
	assert.Equal(t, 0, Platz(Goalstate))
	_, err := TupelAusPlatz(AnzahlLoesbar)
	assert.Error(t, err)
	s, err := TupelAusPlatz(Platz(tupelStart))
	require.NoError(t, err)
	assert.Equal(t, tupelStart, s)
}

// Die Tabelle hinter prev wechselt bei etwa grosseTabelle Einträgen von der Hashtabelle zum
// Slice; vorher und nachher liefert sie dasselbe.
func TestTupelPlatzTabelle(t *testing.T) {
	tab := neuePlatzTabelle(make([]uint32, anfangsFaecher))
	ref := map[int]eintrag{}
	for k := range 3 * grosseTabelle {
		p := (k * 7919) % AnzahlLoesbar
		e := eintrag{woher: int8(k % 9), g: int32(k % 31)}
		tab.setze(p, e)
		ref[p] = e
		if k%97 == 0 {
			q := (k * 104729) % AnzahlLoesbar
			_, soll := ref[q]
			require.Equal(t, soll, tab.hat(q), "hat(%d) bei %d Einträgen", q, len(ref))
		}
	}
	require.NotNil(t, tab.woher, "große Tabelle")
	require.NotNil(t, tab.g8, "große Tabelle mit g in Bytes")
	assert.Equal(t, len(ref), tab.anzahl)
	for p, e := range ref {
		require.Equal(t, e, tab.hole(p))
	}
	// Ein g über 255 passt nicht mehr in ein Byte: Die Tabelle zieht in 32-Bit-Zahlen um
	// und behält alle anderen Werte.
	for k := range 300 {
		p := (k * 104729) % AnzahlLoesbar
		e := eintrag{woher: int8(k % 9), g: int32(250 + k*k)}
		tab.setze(p, e)
		ref[p] = e
	}
	require.NotNil(t, tab.g32, "große Tabelle mit g in 32 Bit")
	require.Nil(t, tab.g8)
	assert.Equal(t, len(ref), tab.anzahl)
	for p, e := range ref {
		require.Equal(t, e, tab.hole(p))
	}
	// Die Hashtabelle hält g bis maxKleinG; ein größeres g bringt alles in die große Tabelle.
	klein := neuePlatzTabelle(make([]uint32, anfangsFaecher))
	klein.setze(5, eintrag{woher: 3, g: maxKleinG})
	klein.setze(AnzahlLoesbar-1, eintrag{woher: keinVorgaenger})
	require.Nil(t, klein.woher, "noch die Hashtabelle")
	assert.Equal(t, eintrag{woher: 3, g: maxKleinG}, klein.hole(5))
	assert.Equal(t, eintrag{woher: keinVorgaenger}, klein.hole(AnzahlLoesbar-1))
	assert.False(t, klein.hat(6))
	klein.setze(6, eintrag{woher: 8, g: 1 << 20})
	require.NotNil(t, klein.g32, "große Tabelle mit g in 32 Bit")
	assert.Equal(t, eintrag{woher: 3, g: maxKleinG}, klein.hole(5))
	assert.Equal(t, eintrag{woher: keinVorgaenger}, klein.hole(AnzahlLoesbar-1))
	assert.Equal(t, eintrag{woher: 8, g: 1 << 20}, klein.hole(6))
	assert.Equal(t, 3, klein.anzahl)
}

// Der Heap bricht Gleichstände wie heapq: bei gleicher Priorität das kleinere Tupel zuerst.
func TestTupelHeapGleichstand(t *testing.T) {
	eintraege := []struct {
		p int
		s Tupel
	}{
		{3, Tupel{1, 0, 2, 3, 4, 5, 6, 7, 8}},
		{2, Tupel{8, 7, 6, 5, 4, 3, 2, 1, 0}},
		{3, Tupel{0, 2, 1, 3, 4, 5, 6, 7, 8}},
		{-1, Tupel{5, 0, 2, 3, 4, 1, 6, 7, 8}},
		{2, Tupel{2, 7, 6, 5, 4, 3, 8, 1, 0}},
		{3, Tupel{0, 1, 2, 3, 4, 5, 6, 8, 7}},
	}
	var h tupelHeap
	for _, e := range eintraege {
		h.lege(neuerHeapEintrag(e.p, gepackt(packe(e.s)), lehmerVon(e.s)))
	}
	var geholt []Tupel
	for len(h) > 0 {
		p, c := h.heappop()
		s := entpacke(uint64(p))
		require.Equal(t, lehmerVon(s), c, "der Code bleibt beim Zustand")
		geholt = append(geholt, s)
	}
	assert.Equal(t, []Tupel{
		{5, 0, 2, 3, 4, 1, 6, 7, 8},
		{2, 7, 6, 5, 4, 3, 8, 1, 0},
		{8, 7, 6, 5, 4, 3, 2, 1, 0},
		{0, 1, 2, 3, 4, 5, 6, 8, 7},
		{0, 2, 1, 3, 4, 5, 6, 7, 8},
		{1, 0, 2, 3, 4, 5, 6, 7, 8},
	}, geholt)
}

// Viele Einträge in zufälliger Reihenfolge kommen sortiert nach (Priorität, Tupel) heraus.
func TestTupelHeapSortiert(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var h tupelHeap
	type paar struct {
		p int
		s Tupel
	}
	vergleich := func(a, b paar) int {
		if a.p != b.p {
			return a.p - b.p
		}
		return slices.Compare(a.s[:], b.s[:])
	}
	var alle []paar
	for i := range 3000 {
		e := paar{rng.IntN(40) - 5, tupelAusRang(rng.IntN(AnzahlTupel))}
		if i%10 == 0 && len(alle) > 0 {
			e.s = alle[rng.IntN(len(alle))].s // auch gleiche Tupel mit anderer Priorität
		}
		alle = append(alle, e)
		h.lege(neuerHeapEintrag(e.p, gepackt(packe(e.s)), lehmerCode(0)))
		if rng.IntN(4) == 0 { // zwischendurch holen, wie in der Suche
			kleinstes := slices.MinFunc(alle, vergleich)
			i := slices.IndexFunc(alle, func(q paar) bool { return q == kleinstes })
			s, _ := h.heappop()
			require.Equal(t, alle[i].s, entpacke(uint64(s)))
			alle = slices.Delete(alle, i, i+1)
		}
	}
	slices.SortFunc(alle, vergleich)
	for _, e := range alle {
		s, _ := h.heappop()
		require.Equal(t, e.s, entpacke(uint64(s)))
	}
	assert.Empty(t, h)
}

func TestTupelZustandsraum(t *testing.T) {
	d := Zustandsraum()
	require.Len(t, d, AnzahlLoesbar)
	assert.Equal(t, 181440, d.Erreichbar(), "vom Ziel aus erreichbare Stellungen")
	assert.Equal(t, 31, d.MaxDistanz(), "größte Entfernung vom Ziel")
	assert.Equal(t, []int{1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512,
		4485, 5638, 9529, 10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2},
		d.ProDistanz())
	z, ok := d.Distanz(tupelStart)
	assert.True(t, ok)
	assert.Equal(t, 26, z, "der Start der Lektion liegt 26 Züge vom Ziel")
	z, ok = d.Distanz(Tupel{8, 0, 6, 5, 4, 7, 2, 3, 1})
	assert.True(t, ok)
	assert.Equal(t, 31, z)
	_, ok = d.Distanz(Tupel{0, 2, 1, 3, 4, 5, 6, 7, 8})
	assert.False(t, ok, "unlösbare Stellung")
	_, ok = d.Distanz(Tupel{9, 1, 2, 3, 4, 5, 6, 7, 8})
	assert.False(t, ok, "ungültige Stellung")
	// Die Parität (IstLoesbar) sagt genau die erreichbaren Stellungen voraus.
	for p, z := range d {
		if z < 0 {
			t.Fatalf("%v (Platz %d) nicht erreicht", tupelAusPlatz(p), p)
		}
	}
	// Die Parität (IstLoesbar) sagt genau die erreichbaren Stellungen voraus.
	loesbar := 0
	for r := range AnzahlTupel {
		s := tupelAusRang(r)
		_, ok := d.Distanz(s)
		if s.IstLoesbar() {
			loesbar++
		}
		if s.IstLoesbar() && !ok {
			t.Fatalf("%v ist laut IstLoesbar lösbar, aber nicht erreicht", s)
		}
	}
	assert.Equal(t, AnzahlLoesbar, loesbar, "genau die Hälfte aller Tupel ist lösbar")
	assert.Equal(t, d, PerfekteDistanzen())
}

func TestTupelUngueltigeEingaben(t *testing.T) {
	_, err := NeuesTupel(1, 2, 3)
	require.ErrorIs(t, err, ErrUngueltigesTupel)
	assert.Contains(t, err.Error(), "3 Zahlen statt 9")
	_, err = NeuesTupel(0, 1, 2, 3, 4, 5, 6, 7, 9)
	require.ErrorIs(t, err, ErrUngueltigesTupel)
	assert.Contains(t, err.Error(), "unbekanntes Plättchen 9")
	_, err = NeuesTupel(0, 1, 2, 3, 4, 5, 6, 7, -1)
	require.ErrorIs(t, err, ErrUngueltigesTupel)
	_, err = NeuesTupel(0, 1, 2, 3, 4, 5, 6, 7, 7)
	require.ErrorIs(t, err, ErrUngueltigesTupel)
	assert.Contains(t, err.Error(), "Plättchen 7 kommt in (0, 1, 2, 3, 4, 5, 6, 7, 7) doppelt vor")
	s, err := NeuesTupel(7, 2, 4, 5, 0, 6, 8, 3, 1)
	require.NoError(t, err)
	assert.Equal(t, tupelStart, s)

	suchen := map[string]func(Tupel, ...lesson.Option) (*Vorgaenger, int, error){
		"BFS":    BFS,
		"DFS":    DFS,
		"Greedy": func(s Tupel, o ...lesson.Option) (*Vorgaenger, int, error) { return Greedy(s, HMisplaced, o...) },
		"AStar":  func(s Tupel, o ...lesson.Option) (*Vorgaenger, int, error) { return AStar(s, HManhattan, o...) },
	}
	for _, name := range []string{"BFS", "DFS", "Greedy", "AStar"} {
		suche := suchen[name]
		t.Run(name, func(t *testing.T) {
			for _, fall := range []struct {
				s      Tupel
				fehler error
			}{
				{Tupel{0, 1, 2, 3, 4, 5, 6, 8, 7}, ErrUnloesbar},
				{Tupel{7, 2, 4, 5, 0, 6, 8, 1, 3}, ErrUnloesbar},
				{Tupel{0, 1, 2, 3, 4, 5, 6, 7, 9}, ErrUngueltigesTupel},
				{Tupel{0, 1, 2, 3, 4, 5, 6, 7, 7}, ErrUngueltigesTupel},
				{Tupel{1, 1, 2, 3, 4, 5, 6, 7, 8}, ErrUngueltigesTupel},
			} {
				prev, nrExplored, err := suche(fall.s)
				require.ErrorIs(t, err, fall.fehler, "Start %v", fall.s)
				assert.Nil(t, prev, "vor der Suche geprüft: kein prev")
				assert.Zero(t, nrExplored, "vor der Suche geprüft: nichts untersucht")
			}
		})
	}
	err = pruefeStart(Tupel{0, 1, 2, 3, 4, 5, 6, 8, 7})
	assert.EqualError(t, err, "8-Puzzle nicht lösbar: (0, 1, 2, 3, 4, 5, 6, 8, 7) hat eine ungerade Anzahl von Inversionen, das Ziel (0, 1, 2, 3, 4, 5, 6, 7, 8) eine gerade")

	_, _, err = Greedy(tupelStart, nil)
	assert.Error(t, err)
	_, _, err = AStar(tupelStart, nil)
	assert.Error(t, err)
	_, _, err = AStar(tupelStart, func(Tupel) int { return 1 << 40 })
	assert.ErrorContains(t, err, "die Heuristik von AStar liefert")
	assert.ErrorIs(t, err, lesson.ErrUngueltig)

	_, _, err = ReconstructPath(nil)
	assert.Error(t, err)
}

func TestTupelGrenzen(t *testing.T) {
	// MaxKnoten zählt wie bei den allgemeinen Suchen die erzeugten Knoten (den Start und
	// jeden gebildeten Folgezustand), nicht die untersuchten.
	prev, nrExplored, err := BFS(tupelStart, lesson.MaxKnoten(1000))
	require.ErrorIs(t, err, lesson.ErrKnotenlimit)
	require.ErrorIs(t, err, lesson.ErrLimitErreicht)
	assert.Equal(t, 556, nrExplored)
	require.NotNil(t, prev, "auch an der Grenze liefert die Suche prev")
	assert.LessOrEqual(t, prev.Len(), 1000, "prev enthält nur erzeugte Zustände")
	_, _, err = ReconstructPath(prev)
	assert.ErrorContains(t, err, "nicht erreicht", "das Ziel liegt nicht in prev")
	assert.ErrorIs(t, err, lesson.ErrUngueltig)

	// Genau so viele wie nötig: die Grenze stört nicht; eine weniger hält die Suche an.
	_, ohne, err := AStar(tupelStart, HManhattan)
	require.NoError(t, err)
	noetig := 0
	for n := 2034; n < 5000; n++ {
		if _, _, err := AStar(tupelStart, HManhattan, lesson.MaxKnoten(n)); err == nil {
			noetig = n
			break
		}
	}
	require.NotZero(t, noetig)
	_, nrExplored, err = AStar(tupelStart, HManhattan, lesson.MaxKnoten(noetig))
	require.NoError(t, err)
	assert.Equal(t, ohne, nrExplored)
	_, _, err = AStar(tupelStart, HManhattan, lesson.MaxKnoten(noetig-1))
	require.ErrorIs(t, err, lesson.ErrKnotenlimit)
	_, _, err = DFS(tupelStart, lesson.MaxKnoten(5))
	require.ErrorIs(t, err, lesson.ErrLimitErreicht)
	_, _, err = Greedy(tupelStart, HMisplaced, lesson.MaxKnoten(100))
	require.ErrorIs(t, err, lesson.ErrLimitErreicht)
	_, _, err = Greedy(tupelStart, HMisplaced, lesson.MaxKnoten(0))
	require.ErrorIs(t, err, lesson.ErrLimitErreicht, "MaxKnoten(0) ist ein Limit wie jedes andere")
	_, _, err = Greedy(tupelStart, HMisplaced, lesson.MaxKnoten(lesson.OhneLimit))
	require.NoError(t, err)

	ctx, abbrechen := context.WithCancel(context.Background())
	abbrechen()
	_, _, err = BFS(tupelStart, lesson.Kontext(ctx))
	require.ErrorIs(t, err, context.Canceled)

	ctx, abbrechen = context.WithTimeout(context.Background(), time.Nanosecond)
	defer abbrechen()
	<-ctx.Done()
	_, _, err = DFS(tupelStart, lesson.Kontext(ctx))
	require.ErrorIs(t, err, context.DeadlineExceeded)
	assert.True(t, errors.Is(err, context.DeadlineExceeded))

	// Ein Kontext, der mitten in der Suche abbricht: Die Suche hört auf und meldet, was sie zählte.
	ctx, abbrechen = context.WithCancel(context.Background())
	n := 0
	h := func(s Tupel) int {
		n++
		if n == 5000 {
			abbrechen()
		}
		return HMisplaced(s)
	}
	prev, nrExplored, err = AStar(tupelStart, h, lesson.Kontext(ctx))
	require.ErrorIs(t, err, context.Canceled)
	assert.NotNil(t, prev)
	assert.Greater(t, nrExplored, 0)
	assert.Less(t, nrExplored, 33167)
}

func TestTupelVorgaenger(t *testing.T) {
	prev, _, err := BFS(tupelStart)
	require.NoError(t, err)
	assert.Equal(t, tupelStart, prev.Start())
	assert.True(t, prev.Enthaelt(tupelStart))
	_, ok := prev.Von(tupelStart)
	assert.False(t, ok, "der Start hat keinen Vorgänger (None)")
	assert.False(t, prev.Enthaelt(Tupel{9}), "ungültiges Tupel")
	pfad, err := prev.PfadZu(Goalstate)
	require.NoError(t, err)
	require.Len(t, pfad, 27)
	assert.Equal(t, tupelStart, pfad[0])
	assert.Equal(t, Goalstate, pfad[26])
	for k := 1; k < len(pfad); k++ {
		assert.Contains(t, Nextstates(pfad[k-1]), pfad[k], "Schritt %d ist ein Zug", k)
		v, ok := prev.Von(pfad[k])
		assert.True(t, ok)
		assert.Equal(t, pfad[k-1], v)
	}
	_, err = prev.PfadZu(Tupel{0, 2, 1, 3, 4, 5, 6, 7, 8})
	assert.Error(t, err)
	var leer *Vorgaenger
	assert.Zero(t, leer.Len())
	assert.False(t, leer.Enthaelt(Goalstate))
	_, _, err = ReconstructPath(&Vorgaenger{}) // Nullwert: kein Absturz, ein Fehler
	assert.Error(t, err)
	assert.Zero(t, (&Vorgaenger{}).Len())
	_, ok = (&Vorgaenger{}).Von(Goalstate)
	assert.False(t, ok)
}

// folgezustaende rechnet Platz und Code der Folgezustände schrittweise aus; für jeden
// Zustand müssen sie mit Platz und lehmerVon übereinstimmen, die Folgezustände mit
// Nextstates – ohne den Vorgänger, wenn der bekannt ist.
func TestTupelFolgezustaende(t *testing.T) {
	var f, g folgezustaende
	for p := range AnzahlLoesbar {
		s := tupelAusPlatz(p)
		folge, ps := f.nachfolger(s)
		if ps != p {
			t.Fatalf("folgezustaende(%v): Platz %d statt %d", s, ps, p)
		}
		erwartet := Nextstates(s)
		if len(folge) != len(erwartet) {
			t.Fatalf("folgezustaende(%v): %d Folgezustände statt %d", s, len(folge), len(erwartet))
		}
		for n, v := range folge {
			c := lehmerVon(v)
			c = c.mitLeer(c.leer(), s.Index(0))
			if v != erwartet[n] || f.platz[n] != Platz(v) || f.code[n] != c {
				t.Fatalf("folgezustaende(%v)[%d] = %v mit Platz %d, Code %v; erwartet %v mit Platz %d, Code %v",
					s, n, v, f.platz[n], f.code[n], erwartet[n], Platz(erwartet[n]), c)
			}
			// von v aus (Code mit woher): alle Folgezustände von v außer s, in derselben Reihenfolge
			ohne := slices.DeleteFunc(Nextstates(v), func(w Tupel) bool { return w == s })
			k, _ := g.von(gepackt(packe(v)), f.code[n])
			if folgeV := entpackeAlle(g.zustand[:k]); !slices.Equal(folgeV, ohne) {
				t.Fatalf("von(%v) ohne Vorgänger %v = %v, erwartet %v", v, s, folgeV, ohne)
			}
		}
	}
}

// nachfolger ist folgezustaende.von für einen Zustand ohne bekannten Code und Vorgänger:
// Es liefert alle Folgezustände wie Nextstates, als Tupel.
func (f *folgezustaende) nachfolger(state Tupel) ([]Tupel, int) {
	n, p := f.von(gepackt(packe(state)), lehmerVon(state))
	return entpackeAlle(f.zustand[:n]), p
}

// entpackeAlle entpackt gepackte Zustände zu Tupeln.
func entpackeAlle(gepackte []gepackt) []Tupel {
	tupel := make([]Tupel, len(gepackte))
	for i, p := range gepackte {
		tupel[i] = entpacke(uint64(p))
	}
	return tupel
}

func TestTupelWarteschlange(t *testing.T) {
	q := neueTupelWarteschlange(Tupel{0})
	type paar struct {
		s gepackt
		c lehmerCode
	}
	ref := []paar{{0, lehmerVon(Tupel{0})}}
	for k := range 5000 { // mehrere Blöcke, auch wieder verwendete
		s := gepackt(k%9 | k/9%9<<4 | k/81<<8)
		c := lehmerCode(k)
		q.append(s, c)
		ref = append(ref, paar{s, c})
		if k%3 == 0 || k > 4000 {
			s, c := q.popleft()
			require.Equal(t, ref[0], paar{s, c})
			ref = ref[1:]
		}
	}
	require.Equal(t, len(ref), q.len())
	for _, e := range ref {
		s, c := q.popleft()
		require.Equal(t, e, paar{s, c})
	}
	assert.Zero(t, q.len())
	q.append(7, lehmerCode(7)) // leer geworden und wieder gefüllt
	s, c := q.popleft()
	assert.Equal(t, paar{7, lehmerCode(7)}, paar{s, c})
	q.zurueck()
}

// appendWenn mit neu = 0 darf nichts anhängen, auch nicht an Blockgrenzen; mit neu = 1
// wirkt es wie append.
func TestTupelWarteschlangeAppendWenn(t *testing.T) {
	q := neueTupelWarteschlange(Tupel{0})
	var ref []gepackt
	_, _ = q.popleft()
	for k := range 5 * blockgroesse {
		neu := 0
		if k%3 != 1 {
			neu = 1
			ref = append(ref, gepackt(k))
		}
		q.appendWenn(gepackt(k), lehmerCode(k), neu)
		if k%5 == 0 && len(ref) > 0 {
			s, c := q.popleft()
			require.Equal(t, ref[0], s)
			require.Equal(t, lehmerCode(s), c)
			ref = ref[1:]
		}
		require.Equal(t, len(ref), q.len())
	}
	for _, e := range ref {
		s, _ := q.popleft()
		require.Equal(t, e, s)
	}
	q.zurueck()
}

// neuGesehen setzt woher nur beim ersten Mal und zählt nur neue Einträge.
func TestTupelNeuGesehen(t *testing.T) {
	tab := neuePlatzTabelle(make([]uint32, anfangsFaecher))
	for k := range 3 * grosseTabelle { // bis zur großen Tabelle
		tab.setze(k*7, eintrag{woher: int8(k % 9)})
	}
	require.True(t, tab.gross())
	n := tab.anzahl
	assert.Equal(t, 0, tab.neuGesehen(7, 3), "schon gesehen")
	assert.Equal(t, eintrag{woher: 1}, tab.hole(7), "unverändert")
	assert.Equal(t, 1, tab.neuGesehen(8, 3), "neu")
	assert.Equal(t, eintrag{woher: 3}, tab.hole(8))
	assert.Equal(t, 0, tab.neuGesehen(8, 5), "jetzt gesehen")
	assert.Equal(t, eintrag{woher: 3}, tab.hole(8))
	assert.Equal(t, 1, tab.neuGesehen(9, keinVorgaenger))
	assert.Equal(t, eintrag{woher: keinVorgaenger}, tab.hole(9))
	assert.Equal(t, n+2, tab.anzahl)
}

// kleinstesVonVier findet für jede Anordnung von vier Schlüsseln (auch gleichen, auch
// negativen und sehr großen) den kleinsten, bei gleichen den vorderen.
func TestTupelKleinstesVonVier(t *testing.T) {
	werte := []int64{-1 << 61, -3, 0, 0, 5, 1<<62 - 1}
	for _, a := range werte {
		for _, b := range werte {
			for _, c := range werte {
				for _, d := range werte {
					k := []int64{a, b, c, d}
					soll := uint(0)
					for i := range k {
						if k[i] < k[soll] {
							soll = uint(i)
						}
					}
					require.Equal(t, soll, kleinstesVonVier(a, b, c, d), "%v", k)
				}
			}
		}
	}
}

// finde und setzeAn wirken zusammen wie hat, hole und setze – in der Hashtabelle, beim
// Umzug in die große Tabelle und mit großen g.
func TestTupelFindeSetzeAn(t *testing.T) {
	tab := neuePlatzTabelle(make([]uint32, anfangsFaecher))
	ref := map[int]eintrag{}
	for k := range 3 * grosseTabelle {
		p := (k * 7919) % AnzahlLoesbar
		if k%5 == 0 {
			p = (k / 5 * 7919) % AnzahlLoesbar // schon vorhanden: überschreiben
		}
		e := eintrag{woher: int8(k % 9), g: int32(k % 40)}
		if k == 2*grosseTabelle {
			e.g = maxKleinG + 1
		}
		ort, g, ok := tab.finde(p)
		alt, soll := ref[p]
		require.Equal(t, soll, ok, "finde(%d)", p)
		require.Equal(t, alt.g, g, "g von %d", p)
		tab.setzeAn(ort, p, e)
		ref[p] = e
	}
	require.True(t, tab.gross())
	assert.Equal(t, len(ref), tab.anzahl)
	for p, e := range ref {
		require.Equal(t, e, tab.hole(p))
	}
	// nur in der Hashtabelle: ein großes g bringt alles in die große Tabelle
	klein := neuePlatzTabelle(make([]uint32, anfangsFaecher))
	ort, _, _ := klein.finde(11)
	klein.setzeAn(ort, 11, eintrag{woher: 2, g: 5})
	ort, _, ok := klein.finde(12)
	require.False(t, ok)
	klein.setzeAn(ort, 12, eintrag{woher: 4, g: maxKleinG + 7})
	require.True(t, klein.gross())
	assert.Equal(t, eintrag{woher: 2, g: 5}, klein.hole(11))
	assert.Equal(t, eintrag{woher: 4, g: maxKleinG + 7}, klein.hole(12))
	assert.Equal(t, 2, klein.anzahl)
}

// Das Vorgaenger-Objekt ist mit dem Kopf, den Go vor Objekte mit Zeigern schreibt
// (8 Byte), genau 8 KB groß (siehe Vorgaenger).
func TestTupelVorgaengerGroesse(t *testing.T) {
	assert.Equal(t, uintptr(8192-8), unsafe.Sizeof(Vorgaenger{}))
}
