package achtpuzzle

import "sync"

// pufferVorrat hält die Frontier-Puffer (Stapel, Heap) fertiger Suchen für die nächste
// Suche bereit. Eine Tiefensuche legt einen Stapel von einigen MB an; ihn wieder zu
// verwenden spart das Anlegen, Nullen und Wachsen bei jeder Suche. Was im Vorrat liegt,
// gibt die Speicherbereinigung frei, wenn lange keine Suche mehr läuft (sync.Pool).
// prev (Vorgaenger) gehört dem Aufrufer und kommt nie in den Vorrat.
type pufferVorrat[T any] struct{ pool sync.Pool }

// hole liefert einen leeren Puffer mit Platz für mindestens kapazitaet Elemente, wenn
// möglich einen gebrauchten.
func (v *pufferVorrat[T]) hole(kapazitaet int) []T {
	if p, ok := v.pool.Get().(*[]T); ok && cap(*p) >= kapazitaet {
		return (*p)[:0]
	}
	return make([]T, 0, kapazitaet)
}

// zurueck legt den Puffer p für die nächste Suche in den Vorrat.
func (v *pufferVorrat[T]) zurueck(p []T) {
	p = p[:0]
	v.pool.Put(&p)
}

var (
	stapelVorrat pufferVorrat[frontierEintrag] // Stapel der Tiefensuche
	blockVorrat  pufferVorrat[*block]          // Blöcke der Warteschlangen der Breitensuchen
	heapVorrat   pufferVorrat[heapEintrag]     // Heap von Greedy und AStar
)
