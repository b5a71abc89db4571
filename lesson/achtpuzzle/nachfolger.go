package achtpuzzle

// Dieser Teil ist nur für die Geschwindigkeit da. Die Suchen brauchen von jedem
// Folgezustand v seinen Platz (siehe Platz), um in prev nachzusehen; Platz(v) jedes Mal
// neu zu rechnen kostet mehr als alles andere zusammen. Dabei unterscheidet sich v von
// state nur durch einen Zug, und der ändert den Lehmer-Code der Plättchenfolge (ohne
// leeres Feld) kaum:
//
//   - Ein waagrechter Zug ändert die Reihenfolge der Plättchen nicht, nur die Position des
//     leeren Feldes: Platz(v) = Platz(state) ± 1.
//   - Ein senkrechter Zug lässt ein Plättchen x über die beiden Plättchen a, b zwischen
//     ihm und dem leeren Feld springen. Nur die drei Ziffern dieser Plättchen ändern sich,
//     und zwar nur um die Vergleiche von x mit a und b.
//
// Die Suchen legen deshalb neben jeden Zustand der Frontier (gepackt, siehe gepackt) seinen
// lehmerCode; folgezustaende.von liefert die Folgezustände (wie Nextstates, in der
// Reihenfolge der Lektion) mit ihren Plätzen und Codes.
//
// Außerdem lässt von den Folgezustand weg, der den letzten Zug zurücknimmt, also den
// Zustand w, von dem aus state in die Frontier kam. Das ändert nichts: Bei BFS, DFS und
// Greedy steht w sicher schon in prev, „if v not in prev“ würde ihn überspringen. Bei A*
// ist g[w] ≤ g-1, wenn state mit g in die Frontier kam; holt A* state mit diesem g, ist
// gg = g+1 nicht kleiner als g[w]. Holt A* state später noch einmal mit demselben g (ein
// veralteter Eintrag), hat der erste Durchgang schon alle Nachbarn mit diesem g geprüft.
// TestTupelFolgezustaende prüft von für alle 181.440 Zustände gegen Platz und Nextstates,
// TestTupelWieReferenz die Suchen gegen wörtliche Übertragungen der Lektion, auch mit
// einer inkonsistenten Heuristik, bei der A* Zustände mehrfach holt.

// lehmerCode ist der Lehmer-Code der Plättchenfolge eines Tupels (Plättchen 1 bis 8 in
// Lesereihenfolge, ohne das leere Feld): rang von 0 bis 8!-1 und die acht Ziffern, je 3
// Bit. Dazu die Position des leeren Feldes und die, von der es kam (keinVorgaenger beim
// Start). Platz ist rang/2·9 + leer.
//
// Alles steht in einer Zahl, damit die Frontier einen Code mit einem Befehl kopiert (ein
// struct aus vier kleinen Feldern kopiert Go Feld für Feld):
//
//	Bits  0–15  rang (8! = 40.320 passt in 16 Bit)
//	Bits 16–39  Ziffer k in den Bits 16+3k bis 18+3k
//	Bits 40–43  leer
//	Bits 44–47  woher (15 beim Start: kein Feld)
type lehmerCode uint64

const (
	codeZiffern = 16 // erstes Bit der Ziffern
	codeLeer    = 40 // erstes Bit von leer
	codeWoher   = 44 // erstes Bit von woher
)

func (c lehmerCode) rang() int  { return int(c & 0xFFFF) }
func (c lehmerCode) leer() int  { return int(c >> codeLeer & 15) }
func (c lehmerCode) woher() int { return int(c >> codeWoher & 15) }

// mitLeer liefert c mit dem leeren Feld auf leer, gekommen von woher.
func (c lehmerCode) mitLeer(leer, woher int) lehmerCode {
	return c&^(0xFF<<codeLeer) | lehmerCode(leer&15)<<codeLeer | lehmerCode(woher&15)<<codeWoher
}

// lehmerVon rechnet den Code von t aus (für den Start einer Suche).
func lehmerVon(t Tupel) lehmerCode {
	var benutzt uint
	var c lehmerCode
	leer := 0
	k := 0
	for i, z := range t {
		if z == 0 {
			leer = i
		} else {
			d := kleinereFreie(benutzt, z, 1)
			c += lehmerCode(d*fakultaet[(7-k)&7]) | lehmerCode(d)<<(uint(codeZiffern+3*k)&63)
			k++
		}
		benutzt |= 1 << (z & 15)
	}
	return c.mitLeer(leer, keinVorgaenger)
}

// platzMit ist Platz(t) für ein Tupel t mit Code c.
func platzMit(c lehmerCode) int { return c.rang()>>1*9 + c.leer() }

// gepackt ist ein Tupel in der Form von packe: neun Halbbytes in einer Zahl, t[0] in den
// Bits 32 bis 35, t[8] in den Bits 0 bis 3. Die Suchen rechnen intern mit gepackten
// Zuständen: Ein Zug ist dann ein paar Rechenschritte in einem Register statt einer Kopie
// von neun Bytes, der Zieltest ein Vergleich zweier Zahlen.
type gepackt uint64

// gepacktesZiel ist packe(Goalstate).
const gepacktesZiel gepackt = 0x012345678

// feld liefert den Eintrag an Position i (t[i]).
func (p gepackt) feld(i int) uint8 { return uint8(p>>verschiebung(i)) & 15 }

// verschiebung ist die Bitposition des Eintrags i in einem gepackten Tupel.
func verschiebung(i int) uint { return uint(32-4*i) & 63 }

// folgezustaende nimmt die Folgezustände eines Zustands auf, mit Platz und Code.
type folgezustaende struct {
	zustand [4]gepackt
	platz   [4]int
	code    [4]lehmerCode
}

// von rechnet die Folgezustände von state (mit Code c) aus, in der Reihenfolge der
// Lektion, ohne den Vorgänger, und liefert ihre Anzahl n und den Platz von state. Die
// Folgezustände stehen bis zum nächsten Aufruf in f.zustand[:n], f.platz[:n], f.code[:n].
//
// Die Reihenfolge von nextstates der Lektion (siehe nachbarfelder) ist auf jedem Feld
// dieselbe: das leere Feld nach oben, nach unten, nach links, nach rechts, soweit es dort
// ein Feld gibt. von schreibt die vier Züge deshalb einzeln aus, statt über
// nachbarfelder zu laufen; so rechnet jeder Zug nur, was für seine Richtung nötig ist.
func (f *folgezustaende) von(state gepackt, c lehmerCode) (n int, platz int) {
	leer, woher := c.leer(), c.woher()
	if j := leer - 3; j >= 0 && j != woher { // nach oben: x springt in der Folge von k nach k+2
		x, a, b := state.feld(j), state.feld(j+1), state.feld(j+2)
		d := c.dreiZiffern(j)
		f.merke(n, zug(state, leer, j), c.ersetzeZiffern(j, d,
			d>>3&7+kleiner(x, a), d>>6+kleiner(x, b), d&7-kleiner(a, x)-kleiner(b, x)).mitLeer(j, leer))
		n++
	}
	if j := leer + 3; j <= 8 && j != woher { // nach unten: x springt in der Folge von k+2 nach k
		k := leer
		a, b, x := state.feld(k+1), state.feld(k+2), state.feld(j)
		d := c.dreiZiffern(k)
		f.merke(n, zug(state, leer, j), c.ersetzeZiffern(k, d,
			kleiner(a, x)+kleiner(b, x)+d>>6, d&7-kleiner(x, a), d>>3&7-kleiner(x, b)).mitLeer(j, leer))
		n++
	}
	// Ein waagrechter Zug ändert die Folge der Plättchen nicht, nur die Lage des leeren Feldes.
	if j := leer - 1; linksErlaubt>>leer&1 != 0 && j != woher { // nach links
		f.merke(n, zug(state, leer, j), c.mitLeer(j, leer))
		n++
	}
	if j := leer + 1; rechtsErlaubt>>leer&1 != 0 && j != woher { // nach rechts
		f.merke(n, zug(state, leer, j), c.mitLeer(j, leer))
		n++
	}
	return n, platzMit(c)
}

// Auf welchen Feldern das leere Feld nach links bzw. rechts gehen kann: Bit p ist gesetzt,
// wenn Feld p nicht in der linken (rechten) Spalte liegt. Ein Bit nachzusehen ist
// schneller als leer%3 zu rechnen.
const (
	linksErlaubt  = 0b110_110_110
	rechtsErlaubt = 0b011_011_011
)

// zug ist swap(state, leer, j) für gepackte Zustände: Das Plättchen x von Feld j kommt auf
// das leere Feld (dort steht 0, es genügt also, x dazuzuzählen), auf Feld j steht danach 0.
func zug(state gepackt, leer, j int) gepackt {
	x := gepackt(state.feld(j))
	return state + x<<verschiebung(leer) - x<<verschiebung(j)
}

// merke legt den Folgezustand Nummer n mit seinem Code ab.
func (f *folgezustaende) merke(n int, v gepackt, c lehmerCode) {
	f.zustand[n&3] = v
	f.code[n&3] = c
	f.platz[n&3] = platzMit(c)
}

// dreiZiffern liefert die Ziffern k, k+1, k+2 des Codes als eine 9-Bit-Zahl.
func (c lehmerCode) dreiZiffern(k int) int { return int(c>>(uint(codeZiffern+3*k)&63)) & 0x1FF }

// ersetzeZiffern ersetzt die Ziffern k, k+1, k+2 des Codes (bisher d, wie von
// dreiZiffern) durch n0, n1, n2 und ändert rang entsprechend. rang steht in den untersten
// Bits; solange das Ergebnis zwischen 0 und 8!-1 liegt, ändert das Addieren der (auch
// negativen) Differenz nur diese Bits.
func (c lehmerCode) ersetzeZiffern(k, d, n0, n1, n2 int) lehmerCode {
	w := &stellenwerte[k&7]
	v := uint(codeZiffern+3*k) & 63
	c = c&^(0x1FF<<v) | lehmerCode(n0|n1<<3|n2<<6)<<v
	return c + lehmerCode((n0-d&7)*w[0]+(n1-d>>3&7)*w[1]+(n2-d>>6)*w[2])
}

// stellenwerte[k] sind die Stellenwerte (7-k)!, (6-k)!, (5-k)! der Ziffern k, k+1, k+2.
var stellenwerte = [8][3]int{
	{5040, 720, 120}, {720, 120, 24}, {120, 24, 6}, {24, 6, 2}, {6, 2, 1}, {2, 1, 1}, {1, 1, 1}, {1, 1, 1},
}

// kleiner ist 1, wenn a < b, sonst 0.
func kleiner(a, b uint8) int {
	if a < b {
		return 1
	}
	return 0
}
