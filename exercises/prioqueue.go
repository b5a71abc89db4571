package exercises

import "container/heap"

// PriorityQueue ist die Fringe für A*: eine Prioritätswarteschlange wie queue.PriorityQueue
// in Python. Jeder Eintrag ist – wie das Tupel in der Lektion – ein Tripel
//
//	(Heuristik von pos + Backward-Kosten von pos, Backward-Kosten von pos, pos)
//
// Get liefert immer den kleinsten Eintrag; bei gleicher Priorität entscheiden wie beim
// Tupelvergleich in Python die Backward-Kosten und dann die Position. Die Reihenfolge ist
// damit auf jedem Rechner dieselbe.
//
// Der Nullwert ist eine leere Warteschlange:
//
//	var queue PriorityQueue
//	queue.Put(heuristic(startPos), 0, startPos)
//	cost, bwCost, pos := queue.Get()
type PriorityQueue struct {
	eintraege eintragsHeap
}

// Put fügt pos mit der Priorität cost und den Backward-Kosten bwCost hinzu
// (in Python: queue.put((cost, bwCost, pos))).
func (q *PriorityQueue) Put(cost, bwCost int, pos Position) {
	heap.Push(&q.eintraege, eintrag{cost, bwCost, pos})
}

// Get entfernt den Eintrag mit den niedrigsten Kosten und liefert ihn
// (in Python: cost, bw_cost, pos = queue.get()). Get auf einer leeren Warteschlange
// liefert Nullwerte.
func (q *PriorityQueue) Get() (cost, bwCost int, pos Position) {
	if len(q.eintraege) == 0 {
		return 0, 0, Position{}
	}
	e := heap.Pop(&q.eintraege).(eintrag)
	return e.cost, e.bwCost, e.pos
}

// Len liefert die Anzahl der Einträge (in Python: queue.qsize()).
func (q *PriorityQueue) Len() int { return len(q.eintraege) }

type eintrag struct {
	cost, bwCost int
	pos          Position
}

// eintragsHeap implementiert heap.Interface, geordnet wie Python-Tupel.
type eintragsHeap []eintrag

func (h eintragsHeap) Len() int { return len(h) }

func (h eintragsHeap) Less(i, j int) bool {
	a, b := h[i], h[j]
	if a.cost != b.cost {
		return a.cost < b.cost
	}
	if a.bwCost != b.bwCost {
		return a.bwCost < b.bwCost
	}
	for k := range a.pos {
		if a.pos[k] != b.pos[k] {
			return a.pos[k] < b.pos[k]
		}
	}
	return false
}

func (h eintragsHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }

func (h *eintragsHeap) Push(x any) { *h = append(*h, x.(eintrag)) }

func (h *eintragsHeap) Pop() any {
	alt := *h
	n := len(alt)
	e := alt[n-1]
	*h = alt[:n-1]
	return e
}
