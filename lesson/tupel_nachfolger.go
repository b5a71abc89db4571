package lesson

// Dieser Teil ist nur für die Geschwindigkeit da: Die Suchen brauchen von jedem
// Folgezustand v seinen Platz (siehe Platz), um in prev nachzusehen. Platz(v) für jeden
// Folgezustand neu zu rechnen kostet mehr als alles andere zusammen. Dabei unterscheidet
// sich v von state nur durch einen Zug, und der ändert die Lehmer-Ziffern der
// Plättchenfolge kaum:
//
//   - Ein waagrechter Zug ändert die Reihenfolge der Plättchen nicht, nur die Position des
//     leeren Feldes: Platz(v) = Platz(state) ± 1.
//   - Ein senkrechter Zug lässt ein Plättchen x über die beiden Plättchen a, b zwischen
//     ihm und dem leeren Feld springen. Nur die drei Ziffern dieser Plättchen ändern sich,
//     und zwar nur um die Vergleiche von x mit a und b.
//
// nachfolger liefert deshalb die Folgezustände von state (wie nextstatesIn, in der
// Reihenfolge der Lektion) zusammen mit ihren Plätzen und dem Platz von state.
// TestTupelNachfolgerPlaetze prüft das für alle 181.440 Zustände gegen Platz.

// nachfolger schreibt die Folgezustände von state in puffer und ihre Plätze in plaetze
// und liefert die Folgezustände und den Platz von state. state muss gültig sein.
func nachfolger(state Tupel, puffer *[4]Tupel, plaetze *[4]int) ([]Tupel, int) {
	// Plättchenfolge ohne leeres Feld, ihre Lehmer-Ziffern und ihr Rang r
	var folge, ziffer [8]int
	var benutzt uint
	r, leer, k := 0, 0, 0
	for i, z := range state {
		if z == 0 {
			leer = i
		} else {
			folge[k&7] = int(z)
			d := kleinereFreie(benutzt, z, 1)
			ziffer[k&7] = d
			r += d * fakultaet[(7-k)&7]
			k++
		}
		benutzt |= 1 << (z & 15)
	}
	ps := r>>1*9 + leer

	felder := nachbarfelder[leer]
	for n, j := range felder {
		puffer[n] = swap(state, leer, j)
		switch j - leer {
		case -1, 1: // waagrecht: gleiche Plättchenfolge
			plaetze[n] = r>>1*9 + j
		case 3: // das leere Feld geht nach unten: x springt in der Folge von k+2 nach k
			k := leer
			a, b, x := folge[k&7], folge[(k+1)&7], folge[(k+2)&7]
			n0 := kleiner(a, x) + kleiner(b, x) + ziffer[(k+2)&7]
			n1 := ziffer[k&7] - kleiner(x, a)
			n2 := ziffer[(k+1)&7] - kleiner(x, b)
			plaetze[n] = neuerRang(r, k, ziffer, n0, n1, n2)>>1*9 + j
		case -3: // das leere Feld geht nach oben: x springt in der Folge von k nach k+2
			k := j
			x, a, b := folge[k&7], folge[(k+1)&7], folge[(k+2)&7]
			n0 := ziffer[(k+1)&7] + kleiner(x, a)
			n1 := ziffer[(k+2)&7] + kleiner(x, b)
			n2 := ziffer[k&7] - kleiner(a, x) - kleiner(b, x)
			plaetze[n] = neuerRang(r, k, ziffer, n0, n1, n2)>>1*9 + j
		}
	}
	return puffer[:len(felder)], ps
}

// kleiner ist 1, wenn a < b, sonst 0.
func kleiner(a, b int) int {
	if a < b {
		return 1
	}
	return 0
}

// neuerRang ersetzt im Rang r die Ziffern an den Stellen k, k+1, k+2 durch n0, n1, n2.
func neuerRang(r, k int, ziffer [8]int, n0, n1, n2 int) int {
	w0, w1, w2 := fakultaet[(7-k)&7], fakultaet[(6-k)&7], fakultaet[(5-k)&7]
	return r + (n0-ziffer[k&7])*w0 + (n1-ziffer[(k+1)&7])*w1 + (n2-ziffer[(k+2)&7])*w2
}
