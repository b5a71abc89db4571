package achtpuzzle

import (
	"container/heap"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// Wörtliche Übertragungen der Suchen der Lektion mit Go-Maps und container/heap, ohne
// jeden Kniff. Die schnellen Suchen müssen auf vielen Startzuständen und mit verschiedenen
// Heuristiken genau dieselben Zählerstände und Wege liefern.

type refEintrag struct {
	p int
	s Tupel
}

// refHeap ordnet wie heapq Paare (Priorität, Tupel) lexikographisch.
type refHeap []refEintrag

func (h refHeap) Len() int { return len(h) }
func (h refHeap) Less(i, j int) bool {
	if h[i].p != h[j].p {
		return h[i].p < h[j].p
	}
	return slices.Compare(h[i].s[:], h[j].s[:]) < 0
}
func (h refHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *refHeap) Push(x any)   { *h = append(*h, x.(refEintrag)) }
func (h *refHeap) Pop() any {
	a := *h
	x := a[len(a)-1]
	*h = a[:len(a)-1]
	return x
}

// refPrev ist prev der Lektion; der Start hat den Vorgänger nil.
type refPrev map[Tupel]*Tupel

func refBFS(s Tupel) (refPrev, int) {
	frontier := []Tupel{s}
	prev := refPrev{s: nil}
	nrExplored := 0
	for len(frontier) > 0 {
		state := frontier[0]
		frontier = frontier[1:]
		nrExplored++
		if Goaltest(state) {
			return prev, nrExplored
		}
		for _, v := range Nextstates(state) {
			if _, ok := prev[v]; !ok {
				frontier = append(frontier, v)
				prev[v] = &state
			}
		}
	}
	return nil, nrExplored
}

func refDFS(s Tupel) (refPrev, int) {
	frontier := []Tupel{s}
	prev := refPrev{s: nil}
	nrExplored := 0
	for len(frontier) > 0 {
		state := frontier[len(frontier)-1]
		frontier = frontier[:len(frontier)-1]
		nrExplored++
		if Goaltest(state) {
			return prev, nrExplored
		}
		nxt := Nextstates(state)
		slices.Reverse(nxt)
		for _, v := range nxt {
			if _, ok := prev[v]; !ok {
				frontier = append(frontier, v)
				prev[v] = &state
			}
		}
	}
	return nil, nrExplored
}

func refGreedy(s Tupel, h func(Tupel) int) (refPrev, int) {
	frontier := &refHeap{{h(s), s}}
	prev := refPrev{s: nil}
	nrExplored := 0
	for frontier.Len() > 0 {
		state := heap.Pop(frontier).(refEintrag).s
		nrExplored++
		if Goaltest(state) {
			return prev, nrExplored
		}
		for _, v := range Nextstates(state) {
			if _, ok := prev[v]; !ok {
				heap.Push(frontier, refEintrag{h(v), v})
				prev[v] = &state
			}
		}
	}
	return nil, nrExplored
}

func refAStar(s Tupel, h func(Tupel) int) (refPrev, int) {
	g := map[Tupel]int{s: 0}
	frontier := &refHeap{{h(s) + g[s], s}}
	prev := refPrev{s: nil}
	nrExplored := 0
	for frontier.Len() > 0 {
		state := heap.Pop(frontier).(refEintrag).s
		nrExplored++
		if Goaltest(state) {
			return prev, nrExplored
		}
		for _, v := range Nextstates(state) {
			gg := g[state] + 1
			if _, ok := prev[v]; !ok || gg < g[v] {
				g[v] = gg
				heap.Push(frontier, refEintrag{h(v) + g[v], v})
				prev[v] = &state
			}
		}
	}
	return nil, nrExplored
}

// refPfad liest den Weg vom Start zum Ziel aus prev.
func refPfad(prev refPrev) []Tupel {
	pfad := []Tupel{Goalstate}
	for v := prev[Goalstate]; v != nil; v = prev[*v] {
		pfad = append(pfad, *v)
	}
	slices.Reverse(pfad)
	return pfad
}

// hWild ist eine absichtlich inkonsistente, unzulässige Heuristik: Mit ihr findet A*
// Zustände später über kürzere Wege wieder und legt sie erneut in den Heap.
func hWild(s Tupel) int {
	return 3*HManhattan(s) + int(packe(s)%7)
}

func vergleicheMitReferenz(t *testing.T, name string, s Tupel,
	schnell func(Tupel) (*Vorgaenger, int, error), ref func(Tupel) (refPrev, int)) {
	t.Helper()
	prev, n, err := schnell(s)
	require.NoError(t, err, "%s von %v", name, s)
	refPrev, refN := ref(s)
	require.Equal(t, refN, n, "%s von %v: nrExplored", name, s)
	require.Equal(t, len(refPrev), prev.Len(), "%s von %v: len(prev)", name, s)
	pfad, err := prev.PfadZu(Goalstate)
	require.NoError(t, err)
	require.Equal(t, refPfad(refPrev), pfad, "%s von %v: Weg", name, s)
}

func TestTupelWieReferenz(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 15))
	starts := []Tupel{tupelStart, Goalstate, {1, 0, 2, 3, 4, 5, 6, 7, 8}}
	for range 8 {
		starts = append(starts, tupelAusPlatz(rng.IntN(AnzahlLoesbar)))
	}
	heuristiken := []struct {
		name string
		h    func(Tupel) int
	}{{"HMisplaced", HMisplaced}, {"HManhattan", HManhattan}, {"hWild", hWild}}
	for i, s := range starts {
		if i < 4 { // BFS und DFS mit Maps sind langsam
			vergleicheMitReferenz(t, "BFS", s, func(s Tupel) (*Vorgaenger, int, error) { return BFS(s) }, refBFS)
			vergleicheMitReferenz(t, "DFS", s, func(s Tupel) (*Vorgaenger, int, error) { return DFS(s) }, refDFS)
		}
		for _, h := range heuristiken {
			vergleicheMitReferenz(t, "Greedy "+h.name, s,
				func(s Tupel) (*Vorgaenger, int, error) { return Greedy(s, h.h) },
				func(s Tupel) (refPrev, int) { return refGreedy(s, h.h) })
			vergleicheMitReferenz(t, "AStar "+h.name, s,
				func(s Tupel) (*Vorgaenger, int, error) { return AStar(s, h.h) },
				func(s Tupel) (refPrev, int) { return refAStar(s, h.h) })
		}
	}
}
