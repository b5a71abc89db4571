package lesson

import (
	"container/heap"
	"iter"
	"slices"
)

// grenze ist die Datenstruktur der Grenze (open list) einer Suche.
type grenze[Z comparable, A any] interface {
	hinein(k *Knoten[Z, A])
	heraus() *Knoten[Z, A]
	laenge() int
	// alle liefert die Einträge in der Reihenfolge, in der sie herauskämen.
	alle() iter.Seq[*Knoten[Z, A]]
}

// stapel ist eine LIFO-Grenze (Tiefensuche).
type stapel[Z comparable, A any] struct {
	knoten []*Knoten[Z, A]
}

func (s *stapel[Z, A]) hinein(k *Knoten[Z, A]) { s.knoten = append(s.knoten, k) }

func (s *stapel[Z, A]) heraus() *Knoten[Z, A] {
	k := s.knoten[len(s.knoten)-1]
	s.knoten[len(s.knoten)-1] = nil
	s.knoten = s.knoten[:len(s.knoten)-1]
	return k
}

func (s *stapel[Z, A]) laenge() int { return len(s.knoten) }

func (s *stapel[Z, A]) alle() iter.Seq[*Knoten[Z, A]] {
	return func(yield func(*Knoten[Z, A]) bool) {
		for i := len(s.knoten) - 1; i >= 0; i-- {
			if !yield(s.knoten[i]) {
				return
			}
		}
	}
}

// prioritaetsschlange ordnet nach F, bei Gleichstand nach der Knotennummer (also nach der
// Reihenfolge der Erzeugung).
type prioritaetsschlange[Z comparable, A any] struct {
	h knotenheap[Z, A]
}

func (p *prioritaetsschlange[Z, A]) hinein(k *Knoten[Z, A]) { heap.Push(&p.h, k) }
func (p *prioritaetsschlange[Z, A]) heraus() *Knoten[Z, A] {
	return heap.Pop(&p.h).(*Knoten[Z, A])
}
func (p *prioritaetsschlange[Z, A]) laenge() int { return len(p.h) }

func (p *prioritaetsschlange[Z, A]) alle() iter.Seq[*Knoten[Z, A]] {
	sortiert := slices.Clone([]*Knoten[Z, A](p.h))
	slices.SortFunc(sortiert, vergleicheKnoten[Z, A])
	return slices.Values(sortiert)
}

func vergleicheKnoten[Z comparable, A any](a, b *Knoten[Z, A]) int {
	if a.F != b.F {
		if a.F < b.F {
			return -1
		}
		return 1
	}
	return a.Nummer - b.Nummer
}

type knotenheap[Z comparable, A any] []*Knoten[Z, A]

func (h knotenheap[Z, A]) Len() int           { return len(h) }
func (h knotenheap[Z, A]) Less(i, j int) bool { return vergleicheKnoten(h[i], h[j]) < 0 }
func (h knotenheap[Z, A]) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *knotenheap[Z, A]) Push(x any)        { *h = append(*h, x.(*Knoten[Z, A])) }
func (h *knotenheap[Z, A]) Pop() any {
	alt := *h
	k := alt[len(alt)-1]
	alt[len(alt)-1] = nil
	*h = alt[:len(alt)-1]
	return k
}
