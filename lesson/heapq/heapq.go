// Package heapq ist eine Prioritätswarteschlange wie das Modul heapq in Python: Heap.Push
// ist heappush, Heap.Pop ist heappop und liefert immer das kleinste Element. Wie klein ein
// Element ist, sagt eine Vergleichsfunktion (wie cmp.Compare); Python vergleicht dafür
// Tupel wie (priorität, zustand) Eintrag für Eintrag. Mit einem Vergleich, der nie zwei
// verschiedene Elemente gleich nennt, liefert Pop dieselbe Reihenfolge wie Python.
//
// Das Paket nimmt den Notebooks die fünf Methoden ab, die container/heap verlangt.
package heapq

import "container/heap"

// Heap ist eine Prioritätswarteschlange für Elemente vom Typ T. Der Nullwert ist nicht
// benutzbar; Neu legt einen Heap an.
type Heap[T any] struct {
	daten daten[T]
}

// Neu liefert einen Heap, der Elemente mit vergleiche ordnet (negativ: a ist kleiner als
// b, 0: gleich, positiv: größer – wie cmp.Compare), und legt die Elemente elemente
// hinein. Ist vergleiche nil, gerät Neu in Panik.
func Neu[T any](vergleiche func(a, b T) int, elemente ...T) *Heap[T] {
	if vergleiche == nil {
		panic("heapq.Neu: keine Vergleichsfunktion")
	}
	h := &Heap[T]{daten[T]{elemente: append([]T(nil), elemente...), vergleiche: vergleiche}}
	heap.Init(&h.daten)
	return h
}

// Push legt x in den Heap (heappush in Python).
func (h *Heap[T]) Push(x T) { heap.Push(&h.daten, x) }

// Pop nimmt das kleinste Element aus dem Heap und liefert es (heappop in Python). Ist der
// Heap leer, gerät Pop in Panik wie heappop mit IndexError; Len sagt vorher, ob etwas
// darin ist.
func (h *Heap[T]) Pop() T {
	if len(h.daten.elemente) == 0 {
		panic("heapq: Pop auf leerem Heap")
	}
	return heap.Pop(&h.daten).(T)
}

// Len liefert die Zahl der Elemente im Heap.
func (h *Heap[T]) Len() int { return len(h.daten.elemente) }

// daten erfüllt heap.Interface.
type daten[T any] struct {
	elemente   []T
	vergleiche func(a, b T) int
}

func (d daten[T]) Len() int           { return len(d.elemente) }
func (d daten[T]) Less(i, j int) bool { return d.vergleiche(d.elemente[i], d.elemente[j]) < 0 }
func (d daten[T]) Swap(i, j int)      { d.elemente[i], d.elemente[j] = d.elemente[j], d.elemente[i] }
func (d *daten[T]) Push(x any)        { d.elemente = append(d.elemente, x.(T)) }
func (d *daten[T]) Pop() any {
	n := len(d.elemente) - 1
	x := d.elemente[n]
	var null T
	d.elemente[n] = null
	d.elemente = d.elemente[:n]
	return x
}
