package lesson

import (
	"hash/maphash"

	"github.com/kisuche/kisuche/lesson/internal/seiten"
)

// zustandsmenge ist die Menge der bekannten Zustände der Graph-Breitensuche: Sie ordnet
// jedem bekannten Zustand seinen Platz in der Knotenschlange zu. Die Zustände selbst stehen
// schon in der Schlange; die Menge ist deshalb eine Hash-Tabelle mit offener Adressierung
// (lineares Sondieren), die je Fach nur den Platz und 32 Bit des Hashwerts speichert und
// zum Vergleichen in der Schlange nachsieht. Eine map[Z]int32 bräuchte für jeden Zustand
// eine Kopie des Schlüssels (bei Strings 16 Byte) und würde beim Wachsen alle Hashwerte neu
// berechnen; bei kurzen Suchen, wie eine Notebook-Zelle sie ausführt, ist das Anlegen und
// Umräumen dieses Speichers ein großer Teil der Zeit.
type zustandsmenge[Z comparable, A any] struct {
	schlange *knotenschlange[Z, A]
	seed     maphash.Seed
	// faecher enthält 0 für ein leeres Fach, sonst packeFach(hash, platz); die Länge ist eine
	// Zweierpotenz.
	faecher []uint64
	anzahl  int
}

// packeFach packt die unteren 32 Bit des Hashwerts und Platz+1 in ein Fach.
func packeFach(hash uint32, platz int) uint64 { return uint64(hash)<<32 | uint64(platz+1) }

// anfangsFaecher ist die Zahl der Fächer einer neuen Menge: genug für 1.536 Zustände, ohne
// zu wachsen (etwa das Puzzle 'mittel' mit 1.052). Jedes Wachsen nullt eine neue, doppelt
// so große Tabelle und ordnet alles um; kleiner anzufangen spart bei kurzen Suchen kaum
// etwas (16 KiB, vier Seiten).
const anfangsFaecher = 2048

func neueZustandsmenge[Z comparable, A any](q *knotenschlange[Z, A]) *zustandsmenge[Z, A] {
	m := new(zustandsmenge[Z, A])
	m.init(q)
	return m
}

// init macht m zu einer leeren Menge für die Zustände der Schlange q.
func (m *zustandsmenge[Z, A]) init(q *knotenschlange[Z, A]) {
	*m = zustandsmenge[Z, A]{schlange: q, seed: maphash.MakeSeed(), faecher: seiten.Frisch[uint64](anfangsFaecher)}
}

// suche liefert den Hashwert von z und die Nummer des Fachs, in dem z steht (gefunden),
// sonst die des leeren Fachs, in das z gehört.
func (m *zustandsmenge[Z, A]) suche(z Z) (hash uint32, i int, gefunden bool) {
	hash = uint32(maphash.Comparable(m.seed, z))
	maske := len(m.faecher) - 1
	for i = int(hash) & maske; ; i = (i + 1) & maske {
		f := m.faecher[i]
		if f == 0 {
			return hash, i, false
		}
		// Erst den Hashwert vergleichen, nur bei Gleichheit den Zustand in der Schlange.
		// Die Graphsuche legt jeden Zustand gleich beim Anhängen ab (nur die Baumsuche
		// erzeugt Zustände später, siehe knotenschlange.spaet); darum genügt hier ein
		// Blick in zustaende statt des allgemeinen zustand.
		if uint32(f>>32) == hash && *m.schlange.zustaende.an(int(uint32(f)) - 1) == z {
			return hash, i, true
		}
	}
}

// platz liefert den Platz von z in der Knotenschlange, falls z bekannt ist.
func (m *zustandsmenge[Z, A]) platz(z Z) (int, bool) {
	_, i, ok := m.suche(z)
	if !ok {
		return 0, false
	}
	return int(uint32(m.faecher[i])) - 1, true
}

// nimmAuf nimmt z mit dem Platz platz auf, falls z noch unbekannt ist, und meldet, ob
// z neu war. Der Platz muss in der Schlange noch nicht belegt sein (der Knoten kommt gleich
// danach hinein).
func (m *zustandsmenge[Z, A]) nimmAuf(z Z, platz int) bool {
	hash, i, bekannt := m.suche(z)
	if bekannt {
		return false
	}
	if 4*(m.anzahl+1) > 3*len(m.faecher) {
		m.wachse() // höchstens zu drei Vierteln voll, damit das Sondieren kurz bleibt
		for i = int(hash) & (len(m.faecher) - 1); m.faecher[i] != 0; i = (i + 1) & (len(m.faecher) - 1) {
		}
	}
	m.faecher[i] = packeFach(hash, platz)
	m.anzahl++
	return true
}

// wachse verdoppelt die Tabelle und ordnet die Fächer neu ein (mit den gespeicherten
// Hashwerten, ohne sie neu zu berechnen).
func (m *zustandsmenge[Z, A]) wachse() {
	alt := m.faecher
	m.faecher = seiten.Frisch[uint64](2 * len(alt))
	maske := len(m.faecher) - 1
	for _, f := range alt {
		if f == 0 {
			continue
		}
		i := int(uint32(f>>32)) & maske
		for m.faecher[i] != 0 {
			i = (i + 1) & maske
		}
		m.faecher[i] = f
	}
}
