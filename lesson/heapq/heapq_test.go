package heapq_test

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/kisuche/kisuche/lesson/heapq"
	"github.com/stretchr/testify/assert"
)

func TestPopLiefertAufsteigend(t *testing.T) {
	zufall := rand.New(rand.NewPCG(1, 2))
	var alle []int
	h := heapq.Neu(cmp.Compare[int], 5, 3)
	alle = append(alle, 5, 3)
	for range 500 {
		x := zufall.IntN(100)
		alle = append(alle, x)
		h.Push(x)
		if zufall.IntN(3) == 0 { // zwischendurch auch herausnehmen
			kleinstes := slices.Min(alle)
			assert.Equal(t, kleinstes, h.Pop())
			alle = slices.Delete(alle, slices.Index(alle, kleinstes), slices.Index(alle, kleinstes)+1)
		}
	}
	assert.Equal(t, len(alle), h.Len())
	slices.Sort(alle)
	for _, erwartet := range alle {
		assert.Equal(t, erwartet, h.Pop())
	}
	assert.Equal(t, 0, h.Len())
	assert.Panics(t, func() { h.Pop() }, "heappop auf leerem Heap")
	assert.Panics(t, func() { heapq.Neu[int](nil) })
}

func TestNeuKopiertDieElemente(t *testing.T) {
	elemente := []int{3, 1, 2}
	h := heapq.Neu(cmp.Compare[int], elemente...)
	assert.Equal(t, 1, h.Pop())
	assert.Equal(t, []int{3, 1, 2}, elemente, "Neu ordnet nicht das Slice des Aufrufers um")
}

// Wie Python Tupel (priorität, zustand) vergleicht: erst die Priorität, bei Gleichstand der Zustand.
func ExampleHeap() {
	type eintrag struct {
		prio  int
		state string
	}
	vergleiche := func(a, b eintrag) int { return cmp.Or(cmp.Compare(a.prio, b.prio), cmp.Compare(a.state, b.state)) }
	frontier := heapq.Neu(vergleiche, eintrag{2, "b"})
	frontier.Push(eintrag{1, "z"})
	frontier.Push(eintrag{2, "a"})
	for frontier.Len() > 0 {
		fmt.Println(frontier.Pop())
	}
	// Output:
	// {1 z}
	// {2 a}
	// {2 b}
}
