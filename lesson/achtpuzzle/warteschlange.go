package achtpuzzle

// tupelWarteschlange ist die deque der Breitensuche: hinten anhängen (append), vorne
// holen (popleft). Neben jedem Zustand liegt sein lehmerCode (siehe folgezustaende). Sie
// ist ein Ringpuffer, der sich verdoppelt, wenn er voll ist; so belegt sie nur so viel
// Speicher, wie gerade Zustände in der Frontier liegen.
type tupelWarteschlange struct {
	puffer []frontierEintrag // Länge immer eine Zweierpotenz
	kopf   int               // Index des vordersten Elements
	anzahl int
}

// frontierEintrag ist ein Zustand der Frontier mit seinem Code.
type frontierEintrag struct {
	zustand Tupel
	code    lehmerCode
}

// neueTupelWarteschlange legt deque([s]) an, wenn möglich im Puffer einer fertigen Suche
// (siehe pufferVorrat; zurueck gibt ihn wieder ab).
func neueTupelWarteschlange(s Tupel) *tupelWarteschlange {
	p := ringVorrat.hole()
	q := &tupelWarteschlange{puffer: p[:cap(p)]} // Kapazität: immer eine Zweierpotenz
	q.append(s, lehmerVon(s))
	return q
}

// zurueck legt den Puffer für die nächste Suche in den Vorrat; danach ist q nicht mehr zu
// benutzen.
func (q *tupelWarteschlange) zurueck() {
	ringVorrat.zurueck(q.puffer)
	q.puffer, q.kopf, q.anzahl = nil, 0, 0
}

// len liefert die Anzahl der Zustände in der Warteschlange.
func (q *tupelWarteschlange) len() int { return q.anzahl }

// append hängt s mit Code c hinten an.
func (q *tupelWarteschlange) append(s Tupel, c lehmerCode) {
	if q.anzahl == len(q.puffer) {
		neu := make([]frontierEintrag, 2*len(q.puffer))
		n := copy(neu, q.puffer[q.kopf:])
		copy(neu[n:], q.puffer[:q.kopf])
		q.puffer, q.kopf = neu, 0
	}
	q.puffer[(q.kopf+q.anzahl)&(len(q.puffer)-1)] = frontierEintrag{s, c}
	q.anzahl++
}

// popleft holt den vordersten Zustand mit seinem Code; die Warteschlange darf nicht leer
// sein.
func (q *tupelWarteschlange) popleft() (Tupel, lehmerCode) {
	e := q.puffer[q.kopf]
	q.kopf = (q.kopf + 1) & (len(q.puffer) - 1)
	q.anzahl--
	return e.zustand, e.code
}
