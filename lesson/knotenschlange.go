package lesson

import (
	"iter"
	"math"
	"slices"
)

// blockBits legt die Blockgröße der Knotenschlange fest: 1<<blockBits Werte je Block.
// Die Blöcke der Zustände (bei Strings 64 KiB, bei der Graphsuche samt den Zahlen in einem
// block 104 KiB) sind damit groß genug, dass Go sie als große Objekte ohne Verschnitt
// anlegt; kleinere Blöcke machten die Baumsuche langsamer.
const (
	blockBits   = 12
	blockLaenge = 1 << blockBits
)

// bloecke ist ein Feld, das in Blöcken fester Größe wächst und dabei nie umkopiert wird
// (anders als ein Slice, das beim Wachsen umzieht).
type bloecke[T any] [][]T

// an liefert einen Zeiger auf den Wert i.
func (b bloecke[T]) an(i int) *T { return &b[i>>blockBits][i&(blockLaenge-1)] }

// setze setzt den Wert i; i ist höchstens die bisherige Länge (das Feld wächst hinten).
func (b *bloecke[T]) setze(i int, v T) {
	if i&(blockLaenge-1) == 0 && i>>blockBits == len(*b) {
		*b = append(*b, make([]T, blockLaenge))
	}
	*b.an(i) = v
}

// seitenBits legt die Seitengröße für die angelegten Knoten fest (1<<seitenBits Zeiger
// je Seite). Loese legt nur wenige Knoten an, verstreut über die ganze Schlange; kleine
// Seiten halten den Speicher dafür klein.
const (
	seitenBits   = 8
	seitenLaenge = 1 << seitenBits
)

// knotenschlange ist die Grenze der Breitensuchen (FIFO). Eine Breitensuche nimmt nie
// einen Knoten aus der Mitte heraus; alle Knoten, die je in die Grenze kamen, bilden
// deshalb eine Folge, und die Grenze ist der Rest dieser Folge ab dem ersten noch nicht
// untersuchten Knoten (kopf). Davor stehen die untersuchten Knoten, die als Vorgänger
// weiter gebraucht werden. Bei der Baumsuche kommt jeder erzeugte Knoten hinein, sein
// Platz in der Folge ist also seine Nummer; bei der Graphsuche fehlen die verworfenen
// Knoten, dort merkt sich die Schlange die Nummern eigens.
//
// Von jedem Knoten steht dort wenig, in Blöcken, die nie umkopiert werden: bei der
// Graphsuche der Zustand, die Nummer und die wievielte Aktion seines Vorgängers zu ihm
// geführt hat (ein Byte; die Aktion selbst liefert MoeglicheAktionen des Vorgängers
// wieder, immer in derselben Reihenfolge). Bei der Baumsuche ergibt sich die Stelle der
// Aktion aus dem Platz, und ohne Schrittkosten stehen Zustände nur für die schon
// herausgenommenen Knoten da (siehe zustaende). Den Vorgänger muss sich die Schlange nicht
// je Knoten merken: Die Folgeknoten eines Knotens kommen gleich nach seinem Herausnehmen
// und alle zusammen hinten an, es genügt also für jeden herausgenommenen Knoten der Platz
// seines ersten Folgeknotens. Ebenso die Tiefe: Sie wächst entlang der Folge nie, es
// genügt, sich zu merken, wo jede Ebene beginnt. Einen *Knoten legt die Schlange erst an,
// wenn ihn jemand sehen will (Schrittbericht, Grenze, Zielknoten), und merkt ihn sich,
// damit jeder Knoten genau einmal angelegt wird. Loese braucht so nur für den Weg zum Ziel
// echte Knoten – bei der Baumsuche auf dem Puzzle 'mittel' statt 95.175 Knoten zu 72 Byte
// (und einer Speicheranforderung für jeden Zustand) insgesamt gut 1 MB, knapp 11 Byte je
// erzeugtem Knoten, und keine Zeiger zwischen den Knoten.
type knotenschlange[Z comparable, A any] struct {
	// problem liefert die Aktionen wieder (MoeglicheAktionen).
	problem Suchproblem[Z, A]
	// zustaende hält die Zustände nach Platz. Bei der Baumsuche ohne Schrittkosten
	// (spaet) nur die der schon herausgenommenen Knoten: Den Zustand eines Knotens braucht
	// sie erst, wenn sie ihn herausnimmt, und dann erzeugt folgen ihn zusammen mit seinen
	// Geschwistern aus dem Zustand des Vorgängers. Die vielen Knoten, die am Ende noch in
	// der Grenze stehen, kosten so keinen Zustand.
	zustaende bloecke[Z]
	spaet     bool
	folgen    func(Z, []A, []Z) ([]A, []Z)
	// folgenVon ist 1 + der Platz des Knotens, dessen Folgezustände in folgenZustaende
	// stehen (0: keiner); elternPlatz ist der Vorgänger des Knotens auf Platz kopf.
	folgenVon       int
	folgenAktionen  []A
	folgenZustaende []Z
	elternPlatz     int
	// letzteAntwort ist das letzte Ergebnis von vorgaengerVon.
	letzteAntwort int
	// ersterFolger[p] ist der Platz des ersten Folgeknotens des herausgenommenen Knotens
	// auf Platz p (die Länge der Schlange, als er herausgenommen wurde).
	ersterFolger bloecke[int32]
	// aktionNr ist die Stelle der Aktion in MoeglicheAktionen des Vorgängers (gebraucht
	// nur bei der Graphsuche); ab der Stelle vielAktionen steht dort vielAktionen und die
	// Aktion in grosseAktionen.
	aktionNr       bloecke[uint8]
	grosseAktionen map[int]A
	// zustaendeHinten und aktionNrHinten: die letzten Blöcke, in die fuegeAnAllgemein schreibt.
	zustaendeHinten []Z
	aktionNrHinten  []uint8
	// ebenen[t] ist der Platz des ersten Knotens der Tiefe t.
	ebenen []int32
	// pfadkosten hält die Pfadkosten je Knoten, aber nur bei Problemen MitSchrittkosten
	// (mitKosten); sonst sind sie gleich der Tiefe.
	mitKosten  bool
	pfadkosten bloecke[int]
	// nummern hält die Knotennummern, aber nur bei der Graphsuche (mitNummern); sonst ist
	// die Nummer der Platz.
	mitNummern bool
	nummern    bloecke[int32]
	n, kopf    int
	// kopfTiefe ist die Tiefe des zuletzt herausgenommenen Knotens (Platz kopf-1).
	kopfTiefe int
	// knoten sind die schon angelegten Knoten, nach Platz, in Seiten zu seitenLaenge
	// (eine Seite erst, wenn sie gebraucht wird).
	knoten [][]*Knoten[Z, A]
}

// vielAktionen: Ab dieser Stelle passt die Stelle einer Aktion nicht mehr in aktionNr.
const vielAktionen = math.MaxUint8

// maxSchlangenKnoten ist die größte Zahl an Knoten, die eine Breitensuche mit
// Knotenschlange erzeugen kann (Plätze und Nummern stehen als int32 da). So viele Knoten
// passen ohnehin nicht in den Speicher.
const maxSchlangenKnoten = math.MaxInt32

func (b *knotenschlange[Z, A]) laenge() int { return b.n - b.kopf }

// zustand liefert den Zustand des Knotens auf Platz i. Gefragt wird nur nach Knoten, die
// schon herausgenommen sind (i < kopf: Vorgänger, der eben herausgenommene Knoten, die
// Closed List), oder ohne spaet; deren Zustand steht in zustaende. Den Zustand eines
// Knotens der Grenze bei spaet liefert zustandMit.
func (b *knotenschlange[Z, A]) zustand(i int) Z {
	return *b.zustaende.an(i)
}

// zustandMit liefert den Zustand des Knotens auf Platz i, dessen Vorgänger auf Platz v
// steht, für lege (der Knoten ist also noch nicht angelegt).
func (b *knotenschlange[Z, A]) zustandMit(i, v int) Z {
	if !b.spaet || i < b.kopf {
		return *b.zustaende.an(i)
	}
	return b.folge(v, i-int(*b.ersterFolger.an(v)))
}

// folge liefert (bei spaet) den Zustand des j-ten Folgeknotens des Knotens auf Platz v.
// Die Folgezustände von v erzeugt folgen einmal für alle Geschwister, die nacheinander
// herausgenommen werden.
func (b *knotenschlange[Z, A]) folge(v, j int) Z {
	if b.folgenVon != v+1 {
		b.folgenAktionen, b.folgenZustaende = b.folgen(b.zustand(v), b.folgenAktionen[:0], b.folgenZustaende[:0])
		b.folgenVon = v + 1
	}
	return b.folgenZustaende[j]
}

// aktionMit liefert die Aktion, die zum Knoten auf Platz i mit dem Vorgänger auf Platz v
// geführt hat (nie für die Wurzel, siehe vorgaengerVon).
func (b *knotenschlange[Z, A]) aktionMit(i, v int) A {
	if !b.mitNummern {
		// Baumsuche: Alle Folgeknoten von v stehen der Reihe nach ab ersterFolger[v].
		return b.problem.MoeglicheAktionen(b.zustand(v))[i-int(*b.ersterFolger.an(v))]
	}
	nr := *b.aktionNr.an(i)
	if nr == vielAktionen {
		return b.grosseAktionen[i]
	}
	return b.problem.MoeglicheAktionen(b.zustand(v))[nr]
}

// vorgaengerVon liefert den Platz des Vorgängers des Knotens auf Platz i > 0: den letzten
// herausgenommenen Knoten, dessen erster Folgeknoten nicht hinter i liegt (binäre Suche,
// wenn nicht der Vorgänger der letzten Anfrage oder einer knapp dahinter passt). Nach der
// Wurzel (Platz 0) fragt niemand: hinein legt sie als ersten Knoten an, knotenVon steigt
// also höchstens bis zu ihr hoch.
func (b *knotenschlange[Z, A]) vorgaengerVon(i int) int {
	// Oft fragt man der Reihe nach (etwa beim Durchlaufen der Grenze): Dann ist es der
	// Vorgänger der letzten Anfrage oder einer der nächsten.
	if v := b.letzteAntwort; v < b.kopf && int(*b.ersterFolger.an(v)) <= i {
		for schritte := 0; schritte < 8; schritte++ {
			if v+1 == b.kopf || int(*b.ersterFolger.an(v + 1)) > i {
				b.letzteAntwort = v
				return v
			}
			v++
		}
	}
	lo, hi := 0, b.kopf // gesucht: der letzte Platz p < kopf mit ersterFolger[p] <= i
	for hi-lo > 1 {
		mitte := int(uint(lo+hi) >> 1)
		if int(*b.ersterFolger.an(mitte)) <= i {
			lo = mitte
		} else {
			hi = mitte
		}
	}
	b.letzteAntwort = lo
	return lo
}

// tiefe liefert die Tiefe des Knotens auf Platz i: die Ebene, in deren Bereich i liegt.
func (b *knotenschlange[Z, A]) tiefe(i int) int {
	t, genau := slices.BinarySearch(b.ebenen, int32(i))
	if !genau {
		t--
	}
	return t
}

// g liefert die Pfadkosten des Knotens auf Platz i mit der Tiefe tiefe.
func (b *knotenschlange[Z, A]) g(i, tiefe int) int {
	if !b.mitKosten {
		return tiefe
	}
	return *b.pfadkosten.an(i)
}

// nummer liefert die Nummer des Knotens auf Platz i.
func (b *knotenschlange[Z, A]) nummer(i int) int {
	if !b.mitNummern {
		return i
	}
	return int(*b.nummern.an(i))
}

// fuegeAn hängt einen Knoten an (Platz b.n): die Wurzel oder einen Folgeknoten des
// zuletzt herausgenommenen Knotens. Er hat den Zustand zustand, die Aktion a, die im
// Vorgänger die aktionNr-te von MoeglicheAktionen ist, die Tiefe tiefe, Pfadkosten g und
// die Nummer nr.
func (b *knotenschlange[Z, A]) fuegeAn(zustand Z, a A, aktionNr, tiefe, g, nr int) {
	// Der häufige Fall kurz (damit der Übersetzer ihn einbetten kann), alles andere in
	// fuegeAnAllgemein.
	if b.spaet {
		b.fuegeAnSpaet(1, tiefe)
		return
	}
	b.fuegeAnAllgemein(zustand, a, aktionNr, tiefe, g, nr)
}

// fuegeAnSpaet hängt (bei spaet) anzahl Folgeknoten des zuletzt herausgenommenen Knotens
// mit der Tiefe tiefe an. Mehr als ihre Zahl ist jetzt nicht zu speichern: Zustand und
// Aktion ergeben sich später aus dem Vorgänger und dem Platz.
func (b *knotenschlange[Z, A]) fuegeAnSpaet(anzahl, tiefe int) {
	if anzahl > 0 && tiefe == len(b.ebenen) {
		b.ebenen = append(b.ebenen, int32(b.n))
	}
	b.n += anzahl
}

// fuegeAnAllgemein ist fuegeAn für jeden Fall außer spaet.
func (b *knotenschlange[Z, A]) fuegeAnAllgemein(zustand Z, a A, aktionNr, tiefe, g, nr int) {
	if tiefe == len(b.ebenen) {
		b.ebenen = append(b.ebenen, int32(b.n))
	}
	pos := b.n & (blockLaenge - 1)
	if pos == 0 {
		b.neueBloecke()
	}
	b.zustaendeHinten[pos] = zustand
	if aktionNr >= vielAktionen {
		if b.grosseAktionen == nil {
			b.grosseAktionen = make(map[int]A)
		}
		b.grosseAktionen[b.n] = a
		aktionNr = vielAktionen
	}
	b.aktionNrHinten[pos] = uint8(aktionNr)
	if b.mitKosten {
		*b.pfadkosten.an(b.n) = g
	}
	if b.mitNummern {
		*b.nummern.an(b.n) = int32(nr)
	}
	b.n++
}

// block fasst die Blöcke zusammen, die neueBloecke für dieselben Plätze anlegt: eine
// Speicheranforderung statt vier. Er ist für Go ein großes Objekt (bei Strings 100 KiB);
// das kommt direkt aus dem Seitenvorrat, ohne die Verwaltung der kleinen Größenklassen
// (die bei einer kurzen Suche für jede neue Klasse eigene Seiten anlegt), und frischer
// Speicher kostet erst etwas, wenn die Suche ihn beschreibt.
type block[Z any] struct {
	zustaende    [blockLaenge]Z
	aktionNr     [blockLaenge]uint8
	nummern      [blockLaenge]int32
	ersterFolger [blockLaenge]int32
}

// neueBloecke hängt für die Plätze ab b.n (ein Vielfaches von blockLaenge) neue Blöcke
// an. Den Block für ersterFolger legt sie gleich mit an (nimm kommt erst später an diese
// Plätze, setze findet ihn dann schon vor).
func (b *knotenschlange[Z, A]) neueBloecke() {
	bl := new(block[Z])
	b.zustaendeHinten = bl.zustaende[:]
	b.zustaende = append(b.zustaende, b.zustaendeHinten)
	b.aktionNrHinten = bl.aktionNr[:]
	b.aktionNr = append(b.aktionNr, b.aktionNrHinten)
	b.ersterFolger = append(b.ersterFolger, bl.ersterFolger[:])
	if b.mitKosten {
		b.pfadkosten = append(b.pfadkosten, make([]int, blockLaenge))
	}
	if b.mitNummern {
		b.nummern = append(b.nummern, bl.nummern[:])
	}
}

// hinein nimmt einen schon angelegten Knoten auf: die Wurzel oder, Schritt für Schritt,
// einen Folgeknoten des zuletzt herausgenommenen Knotens (Platz kopf-1) – nur dort kann
// eine Breitensuche Knoten anhängen.
func (b *knotenschlange[Z, A]) hinein(k *Knoten[Z, A]) {
	if (k.Vorgaenger == nil) != (b.n == 0) || k.Vorgaenger != nil && b.angelegt(b.kopf-1) != k.Vorgaenger {
		panic("knotenschlange: nur die Wurzel zuerst, danach nur Folgeknoten des zuletzt herausgenommenen Knotens")
	}
	// Der Knoten ist schon angelegt; seine Aktion muss die Schlange also nie wieder
	// ermitteln, die Stelle 0 ist nur ein Platzhalter.
	b.merke(b.n, k)
	b.fuegeAn(k.Zustand, k.Aktion, 0, k.Tiefe, k.Pfadkosten, k.Nummer)
}

// nimm nimmt den vordersten Knoten heraus und liefert seinen Platz und seine Tiefe.
func (b *knotenschlange[Z, A]) nimm() (platz, tiefe int) {
	platz = b.kopf
	if b.spaet {
		b.zustaende.setze(platz, b.zustandBeimHerausnehmen(platz))
	}
	b.kopf++
	b.ersterFolger.setze(platz, int32(b.n))
	// Die Tiefe wächst entlang der Schlange nie: höchstens zur nächsten Ebene weiter.
	for b.kopfTiefe+1 < len(b.ebenen) && int(b.ebenen[b.kopfTiefe+1]) <= platz {
		b.kopfTiefe++
	}
	return platz, b.kopfTiefe
}

// zustandBeimHerausnehmen liefert (bei spaet) den Zustand des Knotens auf Platz kopf,
// der gerade herausgenommen wird. Seinen Vorgänger findet sie ohne Suche: Er ist derselbe
// wie beim letzten Mal oder ein späterer.
func (b *knotenschlange[Z, A]) zustandBeimHerausnehmen(platz int) Z {
	if platz == 0 {
		return b.angelegt(0).Zustand // die Wurzel
	}
	for b.elternPlatz+1 < platz && int(*b.ersterFolger.an(b.elternPlatz + 1)) <= platz {
		b.elternPlatz++
	}
	if k := b.angelegt(platz); k != nil {
		return k.Zustand
	}
	return b.folge(b.elternPlatz, platz-int(*b.ersterFolger.an(b.elternPlatz)))
}

func (b *knotenschlange[Z, A]) heraus() *Knoten[Z, A] {
	platz, _ := b.nimm()
	return b.knotenVon(platz)
}

func (b *knotenschlange[Z, A]) alle() iter.Seq[*Knoten[Z, A]] {
	return func(yield func(*Knoten[Z, A]) bool) {
		for i := b.kopf; i < b.n; i++ {
			if !yield(b.knotenVon(i)) {
				return
			}
		}
	}
}

// angelegt liefert den schon angelegten Knoten auf Platz i oder nil.
func (b *knotenschlange[Z, A]) angelegt(i int) *Knoten[Z, A] {
	if seite := i >> seitenBits; seite < len(b.knoten) && b.knoten[seite] != nil {
		return b.knoten[seite][i&(seitenLaenge-1)]
	}
	return nil
}

// merke legt k als Knoten auf Platz i ab.
func (b *knotenschlange[Z, A]) merke(i int, k *Knoten[Z, A]) {
	seite := i >> seitenBits
	for len(b.knoten) <= seite {
		b.knoten = append(b.knoten, nil)
	}
	if b.knoten[seite] == nil {
		b.knoten[seite] = make([]*Knoten[Z, A], seitenLaenge)
	}
	b.knoten[seite][i&(seitenLaenge-1)] = k
}

// knotenVon liefert den Knoten auf Platz i und legt ihn dazu, falls nötig, samt den noch
// fehlenden Vorgängern an.
func (b *knotenschlange[Z, A]) knotenVon(i int) *Knoten[Z, A] {
	if k := b.angelegt(i); k != nil {
		return k
	}
	// Meist ist der Vorgänger schon angelegt (etwa beim Durchlaufen der Grenze). Sonst
	// erst bis zum ersten angelegten Vorgänger (spätestens der Wurzel) hochsteigen, dann
	// von oben nach unten anlegen – ohne Rekursion, denn der Weg kann lang sein.
	v := b.vorgaengerVon(i)
	if b.angelegt(v) != nil {
		return b.lege(i, v)
	}
	var vorrat [32]int // meist reicht das, dann bleibt fehlend auf dem Stack
	fehlend := append(vorrat[:0], i)
	for j := v; b.angelegt(j) == nil; j = b.vorgaengerVon(j) {
		fehlend = append(fehlend, j)
	}
	var k *Knoten[Z, A]
	for x := len(fehlend) - 1; x >= 0; x-- {
		k = b.lege(fehlend[x], b.vorgaengerVon(fehlend[x]))
	}
	return k
}

// lege legt den Knoten auf Platz i > 0 an, dessen Vorgänger auf Platz v schon angelegt
// ist, und merkt ihn sich.
func (b *knotenschlange[Z, A]) lege(i, v int) *Knoten[Z, A] {
	tiefe := b.tiefe(i)
	k := &Knoten[Z, A]{
		Zustand:    b.zustandMit(i, v),
		Aktion:     b.aktionMit(i, v),
		Tiefe:      tiefe,
		Pfadkosten: b.g(i, tiefe),
		Nummer:     b.nummer(i),
		Vorgaenger: b.angelegt(v),
	}
	b.merke(i, k)
	return k
}
