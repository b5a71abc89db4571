package achtpuzzle

// tupelWarteschlange ist die deque der Breitensuche: hinten anhängen (append), vorne
// holen (popleft). Neben jedem Zustand liegt sein lehmerCode (siehe folgezustaende). Wie
// Pythons deque besteht sie aus Blöcken fester Größe: Ist der letzte Block voll, kommt
// hinten ein neuer dazu; ist der vorderste geleert, wird er für später aufgehoben. So
// belegt sie nur so viel Speicher, wie gerade Zustände in der Frontier liegen (plus einen
// Block), und muss beim Wachsen nie umkopieren. Ein Ringpuffer, der sich verdoppelt,
// berührt beim Wachsen insgesamt etwa doppelt so viel Speicher, und jede Seite, die ein
// frischer Prozess zum ersten Mal berührt, kostet einen Seitenfehler.
type tupelWarteschlange struct {
	bloecke []*block // bloecke[0] ist der vorderste Block, bloecke[len-1] der letzte
	kopf    int      // Index des vordersten Elements in bloecke[0]
	hinten  int      // Index des nächsten freien Platzes im letzten Block
	letzter *block   // bloecke[len-1], nil solange es keinen Block gibt
	anzahl  int
	frei    []*block // geleerte Blöcke zum Wiederverwenden
}

// block ist ein Block der Warteschlange (16 KB).
type block [blockgroesse]frontierEintrag

const blockgroesse = 1024

// frontierEintrag ist ein Zustand der Frontier mit seinem Code.
type frontierEintrag struct {
	zustand gepackt
	code    lehmerCode
}

// neueTupelWarteschlange legt deque([s]) an, wenn möglich mit den Blöcken einer fertigen
// Suche (siehe pufferVorrat; zurueck gibt sie wieder ab).
func neueTupelWarteschlange(s Tupel) *tupelWarteschlange {
	q := &tupelWarteschlange{frei: blockVorrat.hole(64)}
	q.append(gepackt(packe(s)), lehmerVon(s))
	return q
}

// zurueck legt die Blöcke für die nächste Suche in den Vorrat; danach ist q nicht mehr zu
// benutzen.
func (q *tupelWarteschlange) zurueck() {
	blockVorrat.zurueck(append(q.frei, q.bloecke...))
	*q = tupelWarteschlange{}
}

// len liefert die Anzahl der Zustände in der Warteschlange.
func (q *tupelWarteschlange) len() int { return q.anzahl }

// append hängt s mit Code c hinten an.
func (q *tupelWarteschlange) append(s gepackt, c lehmerCode) { q.appendWenn(s, c, 1) }

// appendWenn hängt s mit Code c hinten an, wenn neu 1 ist, und lässt die Warteschlange,
// wie sie ist, wenn neu 0 ist. Geschrieben wird in beiden Fällen (bei 0 auf den nächsten
// freien Platz, der beim nächsten append überschrieben wird): So braucht die Breitensuche
// keinen Sprung, der davon abhängt, ob ein Zustand neu ist (siehe platzTabelle.neuGesehen).
func (q *tupelWarteschlange) appendWenn(s gepackt, c lehmerCode, neu int) {
	if q.letzter == nil || q.hinten == blockgroesse {
		q.neuerBlock()
	}
	q.letzter[q.hinten%blockgroesse] = frontierEintrag{s, c}
	q.hinten += neu
	q.anzahl += neu
}

// neuerBlock hängt einen leeren Block an, wenn möglich einen aufgehobenen.
func (q *tupelWarteschlange) neuerBlock() {
	if n := len(q.frei); n > 0 {
		q.letzter, q.frei = q.frei[n-1], q.frei[:n-1]
	} else {
		q.letzter = new(block)
	}
	q.bloecke = append(q.bloecke, q.letzter)
	q.hinten = 0
}

// popleft holt den vordersten Zustand mit seinem Code; die Warteschlange darf nicht leer
// sein.
func (q *tupelWarteschlange) popleft() (gepackt, lehmerCode) {
	e := q.bloecke[0][q.kopf%blockgroesse]
	q.kopf++
	q.anzahl--
	if q.kopf == blockgroesse { // vorderster Block geleert: aufheben
		q.gibVordersten()
	}
	return e.zustand, e.code
}

// gibVordersten hebt den geleerten vordersten Block auf; war er auch der letzte, ist die
// Warteschlange danach ohne Block.
func (q *tupelWarteschlange) gibVordersten() {
	q.frei = append(q.frei, q.bloecke[0])
	q.bloecke = q.bloecke[1:]
	q.kopf = 0
	if len(q.bloecke) == 0 {
		q.letzter = nil
	}
}
