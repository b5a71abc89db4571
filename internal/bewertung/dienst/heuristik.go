package dienst

// heuristik ist eine Heuristik des Prüfprogramms, die der Prozess der Abgabe für AStar
// ausrechnet: eine Formel, deren Werte eine Tabelle (Position, 4 Bit pro Feld → Wert)
// überschreiben kann.
type heuristik struct {
	formel   byte
	standard int
	tabelle  map[uint64]int
}

// wert liefert h(b).
func (h heuristik) wert(b [16]int8) int {
	if w, ok := h.tabelle[kompakt(b)]; ok {
		return w
	}
	switch h.formel {
	case FormelManhattan:
		return Manhattan(b)
	case FormelFalsch:
		return FalschPlatziert(b)
	case FormelTabelle:
		return h.standard
	}
	return 0
}

// kompakt packt b in 64 Bit (4 Bit pro Feld), wie das Prüfprogramm.
func kompakt(b [16]int8) uint64 {
	var k uint64
	for i, z := range b {
		k |= uint64(z) << (4 * i)
	}
	return k
}

// ziel ist die Zielposition.
var ziel = [16]int8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}

// Manhattan ist die Summe der Manhattan-Distanzen der Kacheln (ohne Loch) zu ihren Zielfeldern.
func Manhattan(b [16]int8) int {
	d := 0
	for i, z := range b {
		if z != 0 {
			d += betrag(i/4-int(z-1)/4) + betrag(i%4-int(z-1)%4)
		}
	}
	return d
}

// FalschPlatziert zählt die Kacheln (ohne Loch), die nicht auf ihrem Zielfeld liegen.
func FalschPlatziert(b [16]int8) int {
	n := 0
	for i, z := range b {
		if z != 0 && z != ziel[i] {
			n++
		}
	}
	return n
}

func betrag(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
