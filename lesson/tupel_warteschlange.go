package lesson

// tupelWarteschlange ist die deque der Breitensuche: hinten anhängen (append), vorne
// holen (popleft). Sie ist ein Ringpuffer, der sich verdoppelt, wenn er voll ist; so
// belegt sie nur so viel Speicher, wie gerade Zustände in der Frontier liegen.
type tupelWarteschlange struct {
	puffer []Tupel // Länge immer eine Zweierpotenz
	kopf   int     // Index des vordersten Elements
	anzahl int
}

func neueTupelWarteschlange(s Tupel) *tupelWarteschlange {
	q := &tupelWarteschlange{puffer: make([]Tupel, 256)}
	q.append(s)
	return q
}

// len liefert die Anzahl der Zustände in der Warteschlange.
func (q *tupelWarteschlange) len() int { return q.anzahl }

// append hängt s hinten an.
func (q *tupelWarteschlange) append(s Tupel) {
	if q.anzahl == len(q.puffer) {
		neu := make([]Tupel, 2*len(q.puffer))
		n := copy(neu, q.puffer[q.kopf:])
		copy(neu[n:], q.puffer[:q.kopf])
		q.puffer, q.kopf = neu, 0
	}
	q.puffer[(q.kopf+q.anzahl)&(len(q.puffer)-1)] = s
	q.anzahl++
}

// popleft holt den vordersten Zustand; die Warteschlange darf nicht leer sein.
func (q *tupelWarteschlange) popleft() Tupel {
	s := q.puffer[q.kopf]
	q.kopf = (q.kopf + 1) & (len(q.puffer) - 1)
	q.anzahl--
	return s
}
