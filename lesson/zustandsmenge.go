package lesson

import "hash/maphash"

// zustandsmenge ist die Menge der bekannten Zustände der Graph-Breitensuche: Sie ordnet
// jedem bekannten Zustand seinen Platz in der Knotenschlange zu. Die Zustände selbst stehen
// schon in der Schlange; die Menge ist deshalb eine Hash-Tabelle mit offener Adressierung,
// die nur Plätze speichert (4 Byte je Fach) und zum Vergleichen in der Schlange nachsieht.
// Eine map[Z]int32 bräuchte für jeden Zustand eine Kopie des Schlüssels (bei Strings 16
// Byte) und wüchse in größeren Schritten; bei kurzen Suchen, wie eine Notebook-Zelle sie
// ausführt, ist das Anlegen dieses Speichers ein großer Teil der Zeit.
type zustandsmenge[Z comparable, A any] struct {
	schlange *knotenschlange[Z, A]
	seed     maphash.Seed
	// faecher enthält Platz+1 oder 0 für ein leeres Fach; die Länge ist eine Zweierpotenz.
	faecher []int32
	anzahl  int
}

func neueZustandsmenge[Z comparable, A any](q *knotenschlange[Z, A]) *zustandsmenge[Z, A] {
	return &zustandsmenge[Z, A]{schlange: q, seed: maphash.MakeSeed(), faecher: make([]int32, 256)}
}

// suche liefert das Fach von z: das Fach, in dem z steht (gefunden), sonst das leere Fach,
// in das z gehört (lineares Sondieren).
func (m *zustandsmenge[Z, A]) suche(z Z) (fach int, gefunden bool) {
	maske := len(m.faecher) - 1
	fach = int(maphash.Comparable(m.seed, z)) & maske
	for {
		p := m.faecher[fach]
		if p == 0 {
			return fach, false
		}
		if m.schlange.zustand(int(p-1)) == z {
			return fach, true
		}
		fach = (fach + 1) & maske
	}
}

// platz liefert den Platz von z in der Knotenschlange, falls z bekannt ist.
func (m *zustandsmenge[Z, A]) platz(z Z) (int, bool) {
	fach, ok := m.suche(z)
	if !ok {
		return 0, false
	}
	return int(m.faecher[fach] - 1), true
}

// nimmAuf nimmt z mit dem Platz platz auf, falls z noch unbekannt ist, und meldet, ob
// z neu war. Der Platz muss in der Schlange noch nicht belegt sein (der Knoten kommt gleich
// danach hinein).
func (m *zustandsmenge[Z, A]) nimmAuf(z Z, platz int) bool {
	fach, bekannt := m.suche(z)
	if bekannt {
		return false
	}
	if 2*(m.anzahl+1) > len(m.faecher) {
		m.wachse() // höchstens halb voll, damit das Sondieren kurz bleibt
		fach, _ = m.suche(z)
	}
	m.faecher[fach] = int32(platz + 1)
	m.anzahl++
	return true
}

// wachse verdoppelt die Tabelle und ordnet die Plätze neu ein.
func (m *zustandsmenge[Z, A]) wachse() {
	alt := m.faecher
	m.faecher = make([]int32, 2*len(alt))
	maske := len(m.faecher) - 1
	for _, p := range alt {
		if p == 0 {
			continue
		}
		fach := int(maphash.Comparable(m.seed, m.schlange.zustand(int(p-1)))) & maske
		for m.faecher[fach] != 0 {
			fach = (fach + 1) & maske
		}
		m.faecher[fach] = p
	}
}
