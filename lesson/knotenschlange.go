package lesson

import (
	"iter"
	"math"
)

// blockBits legt die Blockgröße der Knotenschlange fest: 1<<blockBits Einträge je Block.
const (
	blockBits   = 10
	blockLaenge = 1 << blockBits
)

// knotenschlange ist die Grenze der Breitensuchen (FIFO). Eine Breitensuche nimmt nie
// einen Knoten aus der Mitte heraus; alle Knoten, die je in die Grenze kamen, bilden
// deshalb eine Folge, und die Grenze ist der Rest dieser Folge ab dem ersten noch nicht
// untersuchten Knoten (kopf). Davor stehen die untersuchten Knoten, die als Vorgänger
// weiter gebraucht werden. Bei der Baumsuche kommt jeder erzeugte Knoten hinein, sein
// Platz in der Folge ist also seine Nummer; bei der Graphsuche fehlen die verworfenen
// Knoten, dort merkt sich die Schlange die Nummern eigens.
//
// Jeder Knoten steht dort nur knapp als eintrag (Zustand, Aktion, Platz des Vorgängers,
// Tiefe) in Blöcken, die nie umkopiert werden. Einen *Knoten legt die Schlange erst an,
// wenn ihn jemand sehen will (Schrittbericht, Grenze, Zielknoten), und merkt ihn sich,
// damit jeder Knoten genau einmal angelegt wird. Loese braucht so nur für den Weg zum
// Ziel echte Knoten – bei der Baumsuche auf dem Puzzle 'mittel' statt 95.175 Knoten zu
// 72 Byte nur 95.175 Einträge zu 32 Byte und keine Zeiger zwischen den Knoten.
type knotenschlange[Z comparable, A any] struct {
	bloecke [][]eintrag[Z, A]
	// pfadkosten hält die Pfadkosten je Knoten, aber nur bei Problemen MitSchrittkosten;
	// sonst sind sie gleich der Tiefe.
	mitKosten  bool
	pfadkosten [][]int
	// nummern hält die Knotennummern, aber nur bei der Graphsuche (mitNummern); sonst ist
	// die Nummer der Platz.
	mitNummern bool
	nummern    [][]int32
	n, kopf    int
	// knoten sind die schon angelegten Knoten, nach Platz (Seiten erst bei Bedarf).
	knoten [][]*Knoten[Z, A]
}

// eintrag ist ein Knoten der Knotenschlange ohne Zeiger auf andere Knoten.
type eintrag[Z comparable, A any] struct {
	zustand Z
	aktion  A
	// vorgaenger ist der Platz des Vorgängers in der Schlange (-1 beim Wurzelknoten).
	vorgaenger int32
	tiefe      int32
}

// maxSchlangenKnoten ist die größte Zahl an Knoten, die eine Breitensuche mit
// Knotenschlange erzeugen kann (Plätze und Nummern stehen als int32 in den Einträgen). So
// viele Knoten passen ohnehin nicht in den Speicher.
const maxSchlangenKnoten = math.MaxInt32

func (b *knotenschlange[Z, A]) laenge() int { return b.n - b.kopf }

// eintragVon liefert den Eintrag auf Platz i.
func (b *knotenschlange[Z, A]) eintragVon(i int) *eintrag[Z, A] {
	return &b.bloecke[i>>blockBits][i&(blockLaenge-1)]
}

// g liefert die Pfadkosten des Knotens auf Platz i.
func (b *knotenschlange[Z, A]) g(i int) int {
	if !b.mitKosten {
		return int(b.eintragVon(i).tiefe)
	}
	return b.pfadkosten[i>>blockBits][i&(blockLaenge-1)]
}

// nummer liefert die Nummer des Knotens auf Platz i.
func (b *knotenschlange[Z, A]) nummer(i int) int {
	if !b.mitNummern {
		return i
	}
	return int(b.nummern[i>>blockBits][i&(blockLaenge-1)])
}

// fuegeAn hängt einen Knoten mit Pfadkosten g und der Nummer nr an (Platz b.n).
func (b *knotenschlange[Z, A]) fuegeAn(e eintrag[Z, A], g, nr int) {
	blk, pos := b.n>>blockBits, b.n&(blockLaenge-1)
	if pos == 0 {
		b.bloecke = append(b.bloecke, make([]eintrag[Z, A], blockLaenge))
		if b.mitKosten {
			b.pfadkosten = append(b.pfadkosten, make([]int, blockLaenge))
		}
		if b.mitNummern {
			b.nummern = append(b.nummern, make([]int32, blockLaenge))
		}
	}
	b.bloecke[blk][pos] = e
	if b.mitKosten {
		b.pfadkosten[blk][pos] = g
	}
	if b.mitNummern {
		b.nummern[blk][pos] = int32(nr)
	}
	b.n++
}

// hinein nimmt einen schon angelegten Knoten auf: die Wurzel oder, Schritt für Schritt,
// einen Folgeknoten des zuletzt herausgenommenen Knotens (Platz kopf-1) – nur dort kann
// eine Breitensuche Knoten anhängen.
func (b *knotenschlange[Z, A]) hinein(k *Knoten[Z, A]) {
	vorgaenger := int32(-1)
	if k.Vorgaenger != nil {
		vorgaenger = int32(b.kopf - 1)
		if b.kopf == 0 || b.angelegt(b.kopf-1) != k.Vorgaenger {
			panic("knotenschlange: der Vorgänger ist nicht der zuletzt herausgenommene Knoten")
		}
	}
	b.merke(b.n, k)
	b.fuegeAn(eintrag[Z, A]{zustand: k.Zustand, aktion: k.Aktion, vorgaenger: vorgaenger, tiefe: int32(k.Tiefe)}, k.Pfadkosten, k.Nummer)
}

func (b *knotenschlange[Z, A]) heraus() *Knoten[Z, A] {
	k := b.knotenVon(b.kopf)
	b.kopf++
	return k
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
	if seite := i >> blockBits; seite < len(b.knoten) && b.knoten[seite] != nil {
		return b.knoten[seite][i&(blockLaenge-1)]
	}
	return nil
}

// merke legt k als Knoten auf Platz i ab.
func (b *knotenschlange[Z, A]) merke(i int, k *Knoten[Z, A]) {
	seite := i >> blockBits
	for len(b.knoten) <= seite {
		b.knoten = append(b.knoten, nil)
	}
	if b.knoten[seite] == nil {
		b.knoten[seite] = make([]*Knoten[Z, A], blockLaenge)
	}
	b.knoten[seite][i&(blockLaenge-1)] = k
}

// knotenVon liefert den Knoten auf Platz i und legt ihn dazu, falls nötig, samt den noch fehlenden
// Vorgängern an (ohne Rekursion, denn der Weg zur Wurzel kann lang sein).
func (b *knotenschlange[Z, A]) knotenVon(i int) *Knoten[Z, A] {
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
		platz := fehlend[x]
		e := b.eintragVon(platz)
		k := &Knoten[Z, A]{
			Zustand:    e.zustand,
			Vorgaenger: vorgaenger,
			Aktion:     e.aktion,
			Tiefe:      int(e.tiefe),
			Pfadkosten: b.g(platz),
			Nummer:     b.nummer(platz),
		}
		b.merke(platz, k)
		vorgaenger = k
	}
	return vorgaenger
}
