package lesson

import (
	"iter"
	"math"
)

// blockBits legt die Blockgröße der Baumschlange fest: 1<<blockBits Einträge je Block.
const (
	blockBits   = 10
	blockLaenge = 1 << blockBits
)

// baumschlange ist die Grenze der Baum-Breitensuche (FIFO). Die Baumsuche nimmt jeden
// erzeugten Knoten in die Grenze auf, und zwar in der Reihenfolge seiner Nummer; die
// Grenze ist deshalb einfach die Folge aller Knoten ab dem ersten noch nicht untersuchten
// (kopf), und die Nummer eines Knotens ist zugleich sein Platz in der Folge.
//
// Jeder Knoten steht dort nur knapp als eintrag (Zustand, Aktion, Nummer des Vorgängers,
// Tiefe) in Blöcken, die nie umkopiert werden. Einen *Knoten legt die Schlange erst an,
// wenn ihn jemand sehen will (Schrittbericht, Grenze, Zielknoten), und merkt ihn sich,
// damit jeder Knoten genau einmal angelegt wird. Loese braucht so nur für den Weg zum
// Ziel echte Knoten – beim Puzzle 'mittel' statt 95.175 Knoten zu 72 Byte nur 95.175
// Einträge zu 32 Byte und keine Zeiger zwischen den Knoten.
type baumschlange[Z comparable, A any] struct {
	bloecke [][]eintrag[Z, A]
	// pfadkosten hält die Pfadkosten je Knoten, aber nur bei Problemen MitSchrittkosten;
	// sonst sind sie gleich der Tiefe.
	mitKosten  bool
	pfadkosten [][]int
	n, kopf    int
	// knoten sind die schon angelegten Knoten, nach Nummer (Seiten erst bei Bedarf).
	knoten [][]*Knoten[Z, A]
}

// eintrag ist ein Knoten der Baumschlange ohne Zeiger auf andere Knoten.
type eintrag[Z comparable, A any] struct {
	zustand Z
	aktion  A
	// vorgaenger ist die Nummer des Vorgängers (-1 beim Wurzelknoten).
	vorgaenger int32
	tiefe      int32
}

// maxBaumKnoten ist die größte Zahl an Knoten, die eine Baumschlange aufnehmen kann (die
// Nummern stehen als int32 in den Einträgen). So viele Knoten passen ohnehin nicht in den
// Speicher.
const maxBaumKnoten = math.MaxInt32

func (b *baumschlange[Z, A]) laenge() int { return b.n - b.kopf }

// eintragVon liefert den Eintrag mit der Nummer i.
func (b *baumschlange[Z, A]) eintragVon(i int) *eintrag[Z, A] {
	return &b.bloecke[i>>blockBits][i&(blockLaenge-1)]
}

// g liefert die Pfadkosten des Knotens i.
func (b *baumschlange[Z, A]) g(i int) int {
	if !b.mitKosten {
		return int(b.eintragVon(i).tiefe)
	}
	return b.pfadkosten[i>>blockBits][i&(blockLaenge-1)]
}

// fuegeAn hängt einen Knoten mit Pfadkosten g an; er erhält die Nummer b.n.
func (b *baumschlange[Z, A]) fuegeAn(e eintrag[Z, A], g int) {
	blk, pos := b.n>>blockBits, b.n&(blockLaenge-1)
	if pos == 0 {
		b.bloecke = append(b.bloecke, make([]eintrag[Z, A], blockLaenge))
		if b.mitKosten {
			b.pfadkosten = append(b.pfadkosten, make([]int, blockLaenge))
		}
	}
	b.bloecke[blk][pos] = e
	if b.mitKosten {
		b.pfadkosten[blk][pos] = g
	}
	b.n++
}

// hinein nimmt einen schon angelegten Knoten auf (Wurzel und Schritt für Schritt); seine
// Nummer ist die nächste der Schlange.
func (b *baumschlange[Z, A]) hinein(k *Knoten[Z, A]) {
	vorgaenger := int32(-1)
	if k.Vorgaenger != nil {
		vorgaenger = int32(k.Vorgaenger.Nummer)
	}
	b.merke(b.n, k)
	b.fuegeAn(eintrag[Z, A]{zustand: k.Zustand, aktion: k.Aktion, vorgaenger: vorgaenger, tiefe: int32(k.Tiefe)}, k.Pfadkosten)
}

func (b *baumschlange[Z, A]) heraus() *Knoten[Z, A] {
	k := b.knotenVon(b.kopf)
	b.kopf++
	return k
}

func (b *baumschlange[Z, A]) alle() iter.Seq[*Knoten[Z, A]] {
	return func(yield func(*Knoten[Z, A]) bool) {
		for i := b.kopf; i < b.n; i++ {
			if !yield(b.knotenVon(i)) {
				return
			}
		}
	}
}

// angelegt liefert den schon angelegten Knoten i oder nil.
func (b *baumschlange[Z, A]) angelegt(i int) *Knoten[Z, A] {
	if seite := i >> blockBits; seite < len(b.knoten) && b.knoten[seite] != nil {
		return b.knoten[seite][i&(blockLaenge-1)]
	}
	return nil
}

// merke legt k als Knoten i ab.
func (b *baumschlange[Z, A]) merke(i int, k *Knoten[Z, A]) {
	seite := i >> blockBits
	for len(b.knoten) <= seite {
		b.knoten = append(b.knoten, nil)
	}
	if b.knoten[seite] == nil {
		b.knoten[seite] = make([]*Knoten[Z, A], blockLaenge)
	}
	b.knoten[seite][i&(blockLaenge-1)] = k
}

// knotenVon liefert den Knoten i und legt ihn dazu, falls nötig, samt den noch fehlenden
// Vorgängern an (ohne Rekursion, denn der Weg zur Wurzel kann lang sein).
func (b *baumschlange[Z, A]) knotenVon(i int) *Knoten[Z, A] {
	if k := b.angelegt(i); k != nil {
		return k
	}
	// Zuerst bis zum ersten schon angelegten Vorgänger (oder über die Wurzel hinaus)
	// hochsteigen, dann von oben nach unten anlegen.
	var fehlend []int
	j := i
	for j >= 0 && b.angelegt(j) == nil {
		fehlend = append(fehlend, j)
		j = int(b.eintragVon(j).vorgaenger)
	}
	var vorgaenger *Knoten[Z, A]
	if j >= 0 {
		vorgaenger = b.angelegt(j)
	}
	for x := len(fehlend) - 1; x >= 0; x-- {
		nr := fehlend[x]
		e := b.eintragVon(nr)
		k := &Knoten[Z, A]{
			Zustand:    e.zustand,
			Vorgaenger: vorgaenger,
			Aktion:     e.aktion,
			Tiefe:      int(e.tiefe),
			Pfadkosten: b.g(nr),
			Nummer:     nr,
		}
		b.merke(nr, k)
		vorgaenger = k
	}
	return vorgaenger
}
