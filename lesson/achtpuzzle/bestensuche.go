package achtpuzzle

import (
	"fmt"
	"math"

	"github.com/kisuche/kisuche/lesson"
)

// Die Frontier von Greedy und AStar ist wie in der Lektion ein Heap (heapq) aus Paaren
// (Priorität, Zustand). Python vergleicht solche Paare lexikographisch: Bei gleicher
// Priorität kommt das kleinere Tupel zuerst. Genau so ordnet tupelHeap: Der Schlüssel
// eines Eintrags ist die Zahl prioritaet·2^36 + packe(zustand), und gepackte Tupel stehen
// in derselben Reihenfolge wie Python-Tupel. Gleiche Schlüssel sind nicht zu
// unterscheiden, deshalb holt jeder Heap die Zustände in derselben Reihenfolge wie heapq –
// auch einer, der anders gebaut ist: tupelHeap gibt jedem Knoten vier Kinder statt zwei
// (Kinder von i: 4i+1 bis 4i+4). Der Weg von der Wurzel zu einem Blatt ist dann halb so
// lang, und die vier Kinder liegen nebeneinander im Speicher; heappop wartet so seltener
// auf den Speicher. Neben dem Schlüssel liegt der lehmerCode des Zustands (siehe
// folgezustaende).
type tupelHeap []heapEintrag

type heapEintrag struct {
	schluessel int64
	code       lehmerCode
}

// neuerHeapEintrag liefert den Eintrag für (prioritaet, s) mit dem Code c: den Schlüssel
// prioritaet·2^36 + s.
func neuerHeapEintrag(prioritaet int, s gepackt, c lehmerCode) heapEintrag {
	return heapEintrag{int64(prioritaet)<<36 | int64(s), c}
}

// zustand liefert den Zustand des Eintrags (die unteren 36 Bit des Schlüssels).
func (e heapEintrag) zustand() gepackt { return gepackt(e.schluessel & (1<<36 - 1)) }

// maxPrioritaet begrenzt die Prioritäten, damit sie zusammen mit dem Tupel in 64 Bit passen.
const maxPrioritaet = 1 << 26

// lege legt den Eintrag e in den Heap.
func (h *tupelHeap) lege(e heapEintrag) {
	if len(*h) == cap(*h) {
		h.wachse()
	}
	*h = append(*h, e)
	h.nachOben(uint(len(*h) - 1))
}

// grenze ist die Frontier von Greedy und AStar: ein tupelHeap und davor zwei Plätze für
// einzelne Einträge (vorne, der kleinere zuerst). heappush legt den neuen Eintrag nach
// vorne, wenn er kleiner ist als einer der beiden dort, und was dann nicht mehr vorne
// Platz hat, in den Heap; heappop nimmt den kleineren von vorne[0] und der Spitze des
// Heaps. Welcher Eintrag wo liegt, ändert also nichts daran, dass heappop den kleinsten
// liefert. Aber oft ist einer der kleinsten Folgezustände des eben untersuchten Zustands
// auch der nächste, den die Suche holt (bei Greedy, wenn h sinkt): Er geht dann gar nicht
// erst durch den Heap. Ein freier Platz hat den Schlüssel frei, größer als jeder echte.
type grenze struct {
	heap  tupelHeap
	vorne [2]heapEintrag
}

// frei ist der Schlüssel eines freien Platzes vorne.
const frei = math.MaxInt64

// neueGrenze liefert eine leere Frontier: beide Plätze vorne frei, der Heap aus neuerHeap.
func neueGrenze() grenze {
	return grenze{heap: neuerHeap(), vorne: [2]heapEintrag{{schluessel: frei}, {schluessel: frei}}}
}

// heappush legt (prioritaet, s) mit dem Code c in die Frontier (wie heapq.heappush).
func (f *grenze) heappush(prioritaet int, s gepackt, c lehmerCode) {
	e := neuerHeapEintrag(prioritaet, s, c)
	v := &f.vorne
	if e.schluessel >= v[1].schluessel {
		f.heap.lege(e)
		return
	}
	if v[1].schluessel != frei {
		f.heap.lege(v[1])
	}
	if e.schluessel < v[0].schluessel {
		v[1], v[0] = v[0], e
	} else {
		v[1] = e
	}
}

// heappop entnimmt den kleinsten Eintrag (wie heapq.heappop) und liefert Zustand und Code.
func (f *grenze) heappop() (gepackt, lehmerCode) {
	v := &f.vorne
	if len(f.heap) == 0 || v[0].schluessel < f.heap[0].schluessel {
		e := v[0]
		v[0], v[1] = v[1], heapEintrag{schluessel: frei}
		return e.zustand(), e.code
	}
	return f.heap.heappop()
}

// leer sagt, ob die Frontier leer ist.
func (f *grenze) leer() bool { return f.vorne[0].schluessel == frei && len(f.heap) == 0 }

// wachse vergrößert die Kapazität des vollen Heaps. Ein Heap beginnt klein, und append
// allein würde ihn ab einigen hundert Einträgen jedes Mal nur um ein Viertel vergrößern
// und dabei jedes Mal in frischen Speicher umkopieren (bei A* mit HMisplaced viele Male
// in einem Aufruf). wachse verdoppelt bis grosserHeap Einträge und springt dann gleich
// auf Platz für AnzahlLoesbar Einträge: Das Betriebssystem stellt davon nur die Seiten
// bereit, die der Heap wirklich belegt (wie beim Stapel der Tiefensuche).
func (h *tupelHeap) wachse() {
	kapazitaet := max(2*cap(*h), 256)
	if kapazitaet > grosserHeap {
		kapazitaet = max(kapazitaet, AnzahlLoesbar)
	}
	neu := make(tupelHeap, len(*h), kapazitaet)
	copy(neu, *h)
	*h = neu
}

// neuerHeap liefert einen leeren Heap, wenn möglich den einer fertigen Suche. Ein neuer
// Heap hat gleich Platz für anfangsHeap Einträge: Er wird der Reihe nach gefüllt, also
// berührt er nur die Seiten, die er belegt, und muss bis dahin nie umkopieren.
func neuerHeap() tupelHeap {
	return heapVorrat.hole(anfangsHeap)
}

// anfangsHeap ist ein Eintrag weniger als grosserHeap: 2047·16 Byte passen gerade noch in
// Gos größten Block für kleine Objekte (32 KB abzüglich 8 Byte). Größere Objekte legt Go
// auf einem langsameren Weg an, der im ersten Aufruf eines Prozesses auch noch eine
// frische Seite für seine Verwaltung berührt.
const anfangsHeap = grosserHeap - 1

// grosserHeap: ab dieser Größe wächst der Heap in einem Schritt auf AnzahlLoesbar. Kleine
// Suchen (Greedy, A* mit HManhattan: wenige hundert bis gut tausend Einträge) bleiben
// darunter und legen keinen großen Speicherbereich an.
const grosserHeap = 2048

// nachOben lässt den Eintrag an Position pos aufsteigen (heapq._siftdown).
func (h tupelHeap) nachOben(pos uint) {
	if pos >= uint(len(h)) {
		return
	}
	e := h[pos]
	for pos > 0 {
		eltern := (pos - 1) / 4
		if h[eltern].schluessel <= e.schluessel {
			break
		}
		h[pos] = h[eltern]
		pos = eltern
	}
	h[pos] = e
}

// heappop entnimmt den kleinsten Eintrag (wie heapq.heappop) und liefert Zustand und Code.
// Wie heapq._siftup rückt es zuerst das jeweils kleinste Kind bis ganz nach unten nach und
// lässt dann den letzten Eintrag von dort aufsteigen; das spart Vergleiche pro Ebene.
func (h *tupelHeap) heappop() (gepackt, lehmerCode) {
	a := *h
	oben := a[0]
	letzter := a[len(a)-1]
	a = a[:len(a)-1]
	if len(a) > 0 {
		var pos uint
		for 4*pos+4 < uint(len(a)) { // alle vier Kinder gibt es
			kind := 4*pos + 1
			k := (*[4]heapEintrag)(a[kind : kind+4])
			i := kleinstesVonVier(k[0].schluessel, k[1].schluessel, k[2].schluessel, k[3].schluessel)
			a[pos] = k[i&3]
			pos = kind + i
		}
		if kind := 4*pos + 1; kind < uint(len(a)) { // unterste Ebene: ein bis drei Kinder
			for c := kind + 1; c < uint(len(a)); c++ {
				if a[c].schluessel < a[kind].schluessel {
					kind = c
				}
			}
			a[pos] = a[kind]
			pos = kind
		}
		a[pos] = letzter
		a.nachOben(pos)
	}
	*h = a
	return oben.zustand(), oben.code
}

// kleinstesVonVier liefert, welcher der vier Schlüssel der kleinste ist (0 bis 3; bei
// gleichen der vordere). Gerechnet statt verzweigt, denn welcher kleiner ist, kann der
// Prozessor nicht vorhersagen.
func kleinstesVonVier(k0, k1, k2, k3 int64) uint {
	i := schluesselKleiner(k1, k0)     // 0 oder 1
	j := 2 + schluesselKleiner(k3, k2) // 2 oder 3
	ki := k0 + (k1-k0)*int64(i)        // der Schlüssel i
	kj := k2 + (k3-k2)*int64(j-2)      // der Schlüssel j
	return i + (j-i)*schluesselKleiner(kj, ki)
}

// schluesselKleiner ist 1, wenn x < y, sonst 0: das Vorzeichenbit von x-y. Die Schlüssel
// liegen zwischen -2^62 und 2^62, die Differenz läuft also nicht über.
func schluesselKleiner(x, y int64) uint { return uint(uint64(x-y) >> 63) }

// errHeuristik meldet eine Heuristik, deren Wert nicht in den Heap passt.
func errHeuristik(name string, wert int, s Tupel) error {
	return fmt.Errorf("%w: die Heuristik von %s liefert für %v den Wert %d; erlaubt sind Werte zwischen %d und %d",
		lesson.ErrUngueltig, name, s, wert, -maxPrioritaet/2, maxPrioritaet/2)
}

func heuristikOK(wert int) bool { return wert >= -maxPrioritaet/2 && wert <= maxPrioritaet/2 }

// Greedy ist die gierige Bestensuche greedy der Lektion: Die Frontier ist ein Heap, geordnet
// nach h(v) allein (bei Gleichstand nach dem kleineren Tupel, wie heapq), und prev dient
// als Menge der gesehenen Zustände. h ist die Heuristik, z. B. HMisplaced oder HManhattan.
// Rückgabe wie bei BFS. Der gefundene Weg ist meist nicht der kürzeste.
//
// Von (7,2,4,5,0,6,8,3,1) aus untersucht Greedy mit HMisplaced 489 Zustände und findet
// einen Weg mit 110 Zügen.
func Greedy(s Tupel, h func(Tupel) int, optionen ...lesson.Option) (*Vorgaenger, int, error) {
	w, err := neuerWaechter("Greedy", s, optionen)
	if err != nil {
		return nil, 0, err
	}
	if h == nil {
		return nil, 0, fmt.Errorf("%w: Greedy braucht eine Heuristik, angegeben ist nil", lesson.ErrUngueltig)
	}
	hs := h(s)
	if !heuristikOK(hs) {
		return nil, 0, errHeuristik("Greedy", hs, s)
	}
	frontier := neueGrenze()
	defer func() { heapVorrat.zurueck(frontier.heap) }()
	frontier.heappush(hs, gepackt(packe(s)), lehmerVon(s)) // frontier = [(h(s), s)]
	prev := neueVorgaenger(s)                              // prev = {s: None}
	tabelle := &prev.tabelle
	nrExplored, erzeugt := 0, 1
	var folge folgezustaende

	for !frontier.leer() {
		if err := w.weiter(erzeugt); err != nil {
			return prev, nrExplored, err
		}
		state, code := frontier.heappop() // _, state = heappop(frontier); code nur für die Geschwindigkeit
		nrExplored++
		if state == gepacktesZiel { // if goaltest(state):
			return prev, nrExplored, nil
		}
		n, _ := folge.von(state, code) // nextstates(state) ohne den Vorgänger, dazu Platz und Code
		erzeugt += n
		for k := range n {
			pv := folge.platz[k]
			if ort, _, bekannt := tabelle.finde(pv); !bekannt { // if v not in prev:
				v := folge.zustand[k]
				hv := h(entpacke(uint64(v)))
				if !heuristikOK(hv) {
					return prev, nrExplored, errHeuristik("Greedy", hv, entpacke(uint64(v)))
				}
				frontier.heappush(hv, v, folge.code[k])                     // heappush(frontier, (h(v), v))
				tabelle.setzeAn(ort, pv, eintrag{woher: int8(code.leer())}) // prev[v] = state (gemerkt: wo in state das leere Feld ist)
			}
		}
	}
	return nil, nrExplored, w.nichtGefunden(nrExplored)
}

// AStar ist die A*-Suche astar der Lektion: Die Frontier ist ein Heap, geordnet nach
// f = g + h (bei Gleichstand nach dem kleineren Tupel, wie heapq), g[v] ist die Länge des
// besten bisher bekannten Weges zu v. Wie in der Lektion wird ein Zustand erneut in den
// Heap gelegt, wenn ein kürzerer Weg zu ihm gefunden wird (if v not in prev or gg < g[v]);
// der veraltete Eintrag bleibt liegen, wird später ebenfalls geholt und zählt dann in
// nrExplored mit. Rückgabe wie bei BFS.
//
// Mit einer zulässigen Heuristik wie HManhattan ist der gefundene Weg ein kürzester.
// Von (7,2,4,5,0,6,8,3,1) aus untersucht AStar mit HMisplaced 33.167 Zustände, mit
// HManhattan 2.034; beide finden 26 Züge.
func AStar(s Tupel, h func(Tupel) int, optionen ...lesson.Option) (*Vorgaenger, int, error) {
	w, err := neuerWaechter("AStar", s, optionen)
	if err != nil {
		return nil, 0, err
	}
	if h == nil {
		return nil, 0, fmt.Errorf("%w: AStar braucht eine Heuristik, angegeben ist nil", lesson.ErrUngueltig)
	}
	hs := h(s)
	if !heuristikOK(hs) {
		return nil, 0, errHeuristik("AStar", hs, s)
	}
	frontier := neueGrenze()
	defer func() { heapVorrat.zurueck(frontier.heap) }()
	frontier.heappush(hs, gepackt(packe(s)), lehmerVon(s)) // frontier = [(h(s)+g[s], s)]
	prev := neueVorgaenger(s)                              // prev = {s: None} und g = {s: 0}
	g := &prev.tabelle                                     // g[v] steht neben prev[v] in derselben Tabelle
	nrExplored, erzeugt := 0, 1
	var folge folgezustaende

	for !frontier.leer() {
		if err := w.weiter(erzeugt); err != nil {
			return prev, nrExplored, err
		}
		state, code := frontier.heappop() // _, state = heappop(frontier); code nur für die Geschwindigkeit
		nrExplored++
		if state == gepacktesZiel { // if goaltest(state):
			return prev, nrExplored, nil
		}
		n, ps := folge.von(state, code) // nextstates(state) ohne den Vorgänger, dazu Platz und Code
		erzeugt += n
		gState := g.hole(ps).g
		for k := range n {
			gg := gState + 1 // gg = g[state] + 1
			pv := folge.platz[k]
			if ort, gv, bekannt := g.finde(pv); !bekannt || gg < gv { // if v not in prev or gg < g[v]:
				v := folge.zustand[k]
				hv := h(entpacke(uint64(v)))
				if !heuristikOK(hv) {
					return prev, nrExplored, errHeuristik("AStar", hv, entpacke(uint64(v)))
				}
				frontier.heappush(hv+int(gg), v, folge.code[k])              // heappush(frontier, (h(v)+g[v], v))
				g.setzeAn(ort, pv, eintrag{woher: int8(code.leer()), g: gg}) // g[v] = gg; prev[v] = state
			}
		}
	}
	return nil, nrExplored, w.nichtGefunden(nrExplored)
}
