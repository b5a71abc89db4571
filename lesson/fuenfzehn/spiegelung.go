package fuenfzehn

import (
	"math/bits"
)

// Spiegelung ist eine Musterdatenbank, die jede Stellung zweimal nachschlägt: so, wie sie
// ist, und an der Hauptdiagonalen gespiegelt (Zeilen und Spalten vertauscht). Der Wert ist
// das größere der beiden Ergebnisse. Eine Spiegelung liefert MitSpiegelung.
//
// Warum das erlaubt ist: Das Ziel ist spiegelbildlich – die Kachel auf Feld (z, s) des
// Ziels gehört gespiegelt auf Feld (s, z), das Loch bleibt unten rechts. Spiegelt man eine
// ganze Stellung (jede Kachel k auf Feld (z, s) wird zur Kachel, die im Ziel auf (s, z)
// steht, und wandert auf Feld (s, z)), dann braucht die gespiegelte Stellung genau so viele
// Züge wie die ursprüngliche. Die Tabellen schätzen beide zulässig, also auch das Maximum.
// Dieselben Tabellen genügen: Für die gespiegelte Stellung liest die Spiegelung die Felder
// der Kacheln, die gespiegelt zu den Musterkacheln werden (Korf und Felner 2002).
//
// Sie kostet je Zug zwei Tabellenzugriffe statt einem, erzeugt aber weniger Knoten.
type Spiegelung struct {
	m *Musterdatenbank
	// quelle[i] sind die Kacheln, deren gespiegelte Felder die Felder der Kacheln von
	// Muster i in der gespiegelten Stellung sind.
	quelle [][]uint8
	// kachelMuster[k] ist das Muster, dessen gespiegelter Wert sich ändert, wenn Kachel k
	// zieht (-1 für keines).
	kachelMuster [16]int8
}

// transponiert[f] ist das Feld f, an der Hauptdiagonalen gespiegelt.
var transponiert = func() (t [16]uint8) {
	for f := range t {
		t[f] = uint8(4*(f%4) + f/4)
	}
	return t
}()

// spiegelKachel ist die Kachel, die im Ziel auf dem gespiegelten Zielfeld von k steht.
func spiegelKachel(k uint8) uint8 {
	if k == 0 {
		return 0
	}
	return transponiert[k-1] + 1
}

// MitSpiegelung liefert die Musterdatenbank m als Spiegelung: Jede Stellung wird zusätzlich
// gespiegelt nachgeschlagen (siehe Spiegelung). Für m nil oder eine Musterdatenbank mit mehr
// als vier Mustern liefert sie eine leere Spiegelung, die IDA* mit einem Fehler ablehnt.
func (m *Musterdatenbank) MitSpiegelung() Spiegelung {
	if m == nil || len(m.muster) == 0 || len(m.muster) > len(brett{}.w)/2 {
		return Spiegelung{}
	}
	s := Spiegelung{m: m, quelle: make([][]uint8, len(m.muster))}
	for i, mu := range m.muster {
		for _, a := range mu {
			s.quelle[i] = append(s.quelle[i], spiegelKachel(a))
		}
	}
	for k := range s.kachelMuster {
		s.kachelMuster[k] = m.kachelMuster[spiegelKachel(uint8(k))]
	}
	return s
}

// Name liefert z. B. "Musterdatenbank 6-6-3 gespiegelt".
func (s Spiegelung) Name() string {
	if s.m == nil {
		return "Spiegelung ohne Musterdatenbank"
	}
	return s.m.Name() + " gespiegelt"
}

// Wert ist das Maximum aus dem Wert der Musterdatenbank für p und für p gespiegelt.
func (s Spiegelung) Wert(p Fuenfzehn) int {
	if s.m == nil || !p.gueltig() {
		return -1
	}
	b := neuesBrett(p)
	return s.start(&b)
}

func (s Spiegelung) start(b *brett) int {
	n := len(s.m.muster)
	for i := range s.m.muster {
		b.w[i] = s.m.teilwert(i, &b.pos)
		b.w[n+i] = s.teilwertGespiegelt(i, &b.pos)
	}
	return s.maximum(b)
}

func (s Spiegelung) zug(b *brett, kachel uint8, _, _ int) int {
	alt := s.maximum(b)
	if i := s.m.kachelMuster[kachel]; i >= 0 {
		b.w[i] = s.m.teilwert(int(i), &b.pos)
	}
	if i := s.kachelMuster[kachel]; i >= 0 {
		b.w[len(s.m.muster)+int(i)] = s.teilwertGespiegelt(int(i), &b.pos)
	}
	return s.maximum(b) - alt
}

// maximum ist die größere der Teilsummen (siehe summen).
func (s Spiegelung) maximum(b *brett) int {
	return max(s.summen(b))
}

// summen liefert die Summe der Teilwerte der Stellung (b.w[0:n]) und der gespiegelten
// Stellung (b.w[n:2n]) für n Muster.
func (s Spiegelung) summen(b *brett) (normal, gespiegelt int) {
	n := len(s.m.muster)
	for i := range n {
		normal += int(b.w[i])
		gespiegelt += int(b.w[n+i])
	}
	return normal, gespiegelt
}

// teilwertGespiegelt ist der Tabellenwert von Muster i für das Spiegelbild der Stellung mit
// den Kachelfeldern pos.
func (s *Spiegelung) teilwertGespiegelt(i int, pos *[16]uint8) uint8 {
	return s.m.tabellen[i][spiegelRang(s.quelle[i], pos)]
}

// spiegelRang ist musterRang für die gespiegelte Stellung: die Felder der Kacheln quelle,
// an der Hauptdiagonalen gespiegelt.
func spiegelRang(quelle []uint8, pos *[16]uint8) int {
	rang := 0
	var belegt uint16
	for i, k := range quelle {
		p := transponiert[pos[k]]
		r := int(p) - bits.OnesCount16(belegt&(1<<p-1))
		rang = rang*(16-i) + r
		belegt |= 1 << p
	}
	return rang
}

// tiefeSpiegelung ist tiefe für eine Spiegelung: dieselbe Suche mit denselben Zählern,
// aber der gespiegelte Wert eines Folgeknotens wird nur nachgeschlagen, wenn er etwas
// ändern kann. Liegt der Folgeknoten schon mit dem ungespiegelten Wert (hn) über der
// Schranke, und zwar nicht unter der bisher kleinsten Überschreitung s.naechste, dann
// entscheidet das Maximum nichts mehr (auf Korfs Stellungen spart das knapp ein Drittel der
// gespiegelten Zugriffe). hn und hm sind die Summen der Teilwerte ungespiegelt und
// gespiegelt.
func (s *idaSuche15) tiefeSpiegelung(sp *Spiegelung, g, hn, hm int, loch uint8, letzter LochZug) bool {
	if weiter, ende := s.vorExpansion(g, max(hn, hm)); !weiter {
		return ende
	}
	n := len(sp.m.muster)
	gegen := letzter.Gegenzug()
	for _, z := range s.reihenfolge {
		if z == gegen {
			continue
		}
		ziel := zugZiel[loch][z]
		if ziel < 0 {
			continue
		}
		k := s.b.feld[ziel]
		s.b.feld[loch], s.b.feld[ziel] = k, 0
		s.b.pos[k], s.b.pos[0] = loch, uint8(ziel)
		w := s.b.w
		s.erzeugt++
		hn2, hm2 := hn, hm
		if i := sp.m.kachelMuster[k]; i >= 0 {
			neu := sp.m.teilwert(int(i), &s.b.pos)
			hn2 += int(neu) - int(s.b.w[i])
			s.b.w[i] = neu
		}
		// s.naechste liegt immer über der Schranke: fn < s.naechste schließt fn ≤ Schranke ein.
		if fn := g + 1 + hn2; fn < s.naechste {
			if j := sp.kachelMuster[k]; j >= 0 {
				neu := sp.teilwertGespiegelt(int(j), &s.b.pos)
				hm2 += int(neu) - int(s.b.w[n+int(j)])
				s.b.w[n+int(j)] = neu
			}
			if s.tiefeSpiegelung(sp, g+1, hn2, hm2, uint8(ziel), z) {
				if s.fehler == nil {
					s.pfad = append(s.pfad, z)
				}
				return true
			}
		}
		s.b.w = w
		s.b.feld[ziel], s.b.feld[loch] = k, 0
		s.b.pos[k], s.b.pos[0] = uint8(ziel), loch
	}
	return false
}
