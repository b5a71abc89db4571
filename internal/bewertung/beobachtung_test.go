package bewertung

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Die Prüfungen an beobachteten Schritten, jede an ihrer Grenze: genau auf der Grenze
// bestanden, einen Schritt darüber (eine Position, ein Aufruf, ein Schritt) nicht.

// bfsStart ist eine Position mit kürzester Lösung von 5 Zügen, deren Breitensuche klein ist.
var bfsStart = func() brett {
	b := ziel
	for _, n := range []int{14, 10, 9, 5, 4} { // das Loch wandert über diese Felder
		l := b.loch()
		b[l], b[n] = b[n], 0
	}
	return b
}()

// beobachteterLauf liefert einen Lauf mit den expandierten Positionen (kompakt), den
// Aufrufen und den gemeldeten Schritten.
func beobachteterLauf(start brett, expandiert map[uint64]bool, aufrufe, schritte int) suchLauf {
	l := suchLauf{aufruf: fmt.Sprintf("Suche(%v)", start), start: start}
	l.beobachtet, l.getMovesAufrufe, l.schritte = true, aufrufe, schritte
	l.expandiert = map[brett]bool{}
	for k := range expandiert {
		l.expandiert[entpacke(k)] = true
	}
	return l
}

// kleinste liefert die kleinste Position (kompakt) aus m, für die passt(d) gilt.
func kleinste(m map[uint64]int, passt func(int) bool) uint64 {
	var ks []uint64
	for k, d := range m {
		if passt(d) {
			ks = append(ks, k)
		}
	}
	return slices.Min(ks)
}

func TestBFSBeobachtungAnDenGrenzen(t *testing.T) {
	info := breitensuche(bfsStart, 20, true)
	c := info.cStern
	require.Equal(t, 5, c)
	noetig := map[uint64]bool{}
	for k, d := range info.abstand {
		if d <= c-2 {
			noetig[k] = true
		}
	}
	n := len(noetig)
	grenze := int(summeBis(info.pfade, c))

	assert.Empty(t, pruefeBFSBeobachtung(beobachteterLauf(bfsStart, noetig, n, n), info), "genau die nötigen Positionen, numSteps = Aufrufe")

	fehlt := maps.Clone(noetig)
	delete(fehlt, kleinste(info.abstand, func(d int) bool { return d == c-2 }))
	assert.Contains(t, pruefeBFSBeobachtung(beobachteterLauf(bfsStart, fehlt, n, n), info),
		fmt.Sprintf("1 der %d Positionen mit höchstens %d Zügen Abstand nicht expandiert", n, c-2))

	mitC := maps.Clone(noetig)
	mitC[kleinste(info.abstand, func(d int) bool { return d == c })] = true
	assert.Empty(t, pruefeBFSBeobachtung(beobachteterLauf(bfsStart, mitC, n+1, n+1), info), "eine Position mit C* Zügen Abstand darf expandiert sein")

	zuWeit := maps.Clone(noetig)
	var weiter brett
	for _, z := range entpacke(kleinste(info.abstand, func(d int) bool { return d == c })).zuege() {
		if _, bekannt := info.abstand[z.kompakt()]; !bekannt {
			weiter = z
			break
		}
	}
	require.NotEqual(t, brett{}, weiter)
	zuWeit[weiter.kompakt()] = true
	assert.Contains(t, pruefeBFSBeobachtung(beobachteterLauf(bfsStart, zuWeit, n+1, n+1), info), "mehr als 5 Züge")

	assert.Empty(t, pruefeBFSBeobachtung(beobachteterLauf(bfsStart, noetig, grenze, grenze), info), "so viele Aufrufe, wie es kürzeste Wege gibt")
	assert.Contains(t, pruefeBFSBeobachtung(beobachteterLauf(bfsStart, noetig, grenze+1, grenze+1), info), "mehrfach")

	assert.Contains(t, pruefeBFSBeobachtung(beobachteterLauf(bfsStart, noetig, n, n-1), info), "meldet")
	assert.Contains(t, pruefeBFSBeobachtung(beobachteterLauf(bfsStart, noetig, n, 0), info), "meldet")

	ohne := beobachteterLauf(bfsStart, nil, 0, 0)
	ohne.beobachtet = false
	assert.Empty(t, pruefeBFSBeobachtung(ohne, info), "ohne Beobachtung prüft sie nichts")
}

func TestAStarBeobachtungAnDenGrenzen(t *testing.T) {
	c := idaStern(lektionsStart, 20)
	erlaubt, noetig := konsistentErlaubtNoetig(lektionsStart, manhattan, c)
	require.NotEmpty(t, noetig)
	n := len(noetig)
	pruefe := func(expandiert map[uint64]bool, aufrufe, schritte int) string {
		return pruefeAStarBeobachtung(beobachteterLauf(lektionsStart, expandiert, aufrufe, schritte), erlaubt, noetig, c, true)
	}
	assert.Empty(t, pruefe(noetig, n, n+1), "genau die nötigen Positionen, das Ziel aus der Fringe genommen")
	assert.Contains(t, pruefe(noetig, n, n), "auch das des Ziels", "numSteps ohne das Herausnehmen des Ziels")
	assert.Contains(t, pruefe(noetig, n, n), fmt.Sprintf("meldet %d Schritte, hat GetMoves aber %d-mal aufgerufen", n, n))
	assert.Contains(t, pruefe(noetig, n, n), fmt.Sprintf("(mindestens %d)", n+1))
	ohneZiel := beobachteterLauf(lektionsStart, noetig, n, n)
	assert.Empty(t, pruefeAStarBeobachtung(ohneZiel, erlaubt, noetig, c, false), "außerhalb der Prüfung des Zieltests zählt das Ziel nicht")
	ohneZiel.schritte = n - 1
	assert.Contains(t, pruefeAStarBeobachtung(ohneZiel, erlaubt, noetig, c, false), "numSteps zählt jedes Herausnehmen")

	var grenzfall, darueber uint64
	for k := range erlaubt {
		if !noetig[k] && (grenzfall == 0 || k < grenzfall) {
			grenzfall = k
		}
	}
	require.NotZero(t, grenzfall, "es gibt Positionen mit g + h = C*")
	mitGrenzfall := maps.Clone(noetig)
	mitGrenzfall[grenzfall] = true
	assert.Empty(t, pruefe(mitGrenzfall, n+1, n+2), "g + h = C* darf expandiert sein")
	for _, z := range entpacke(grenzfall).zuege() {
		if !erlaubt[z.kompakt()] {
			darueber = z.kompakt()
			break
		}
	}
	require.NotZero(t, darueber)
	zuViel := maps.Clone(mitGrenzfall)
	zuViel[darueber] = true
	assert.Contains(t, pruefe(zuViel, n+2, n+3), "g + h > ")

	fehlt := maps.Clone(noetig)
	for k := range noetig {
		if k != lektionsStart.kompakt() {
			delete(fehlt, k)
			break
		}
	}
	assert.Contains(t, pruefe(fehlt, n, n+1), "1 der")

	assert.Empty(t, pruefe(noetig, 4*len(erlaubt), 4*len(erlaubt)+1))
	assert.Contains(t, pruefe(noetig, 4*len(erlaubt)+1, 4*len(erlaubt)+2), "mehrfach")
}

// TestVorgaengerMussExpandiertSein: Mit Beobachtung zählt eine Kette von Vorgängern nur,
// wenn jeder Vorgänger expandiert wurde.
func TestVorgaengerMussExpandiertSein(t *testing.T) {
	// Der Weg vom Start zum Ziel rückwärts: jede Position ist der Vorgänger der nächsten.
	weg := []brett{bfsStart}
	for b := bfsStart; b != ziel; {
		for _, z := range b.zuege() {
			if manhattan(z) < manhattan(b) {
				b = z
				break
			}
		}
		weg = append(weg, b)
	}
	vor := map[brett]brett{}
	for i := 1; i < len(weg); i++ {
		vor[weg[i]] = weg[i-1]
	}
	lauf := func(expandiert []brett) suchLauf {
		l := suchLauf{aufruf: "BFS", start: bfsStart}
		l.beobachtet, l.expandiert = true, map[brett]bool{}
		for _, b := range expandiert {
			l.expandiert[b] = true
		}
		l.vorgaenger = func(b brett) (brett, bool) { v, ok := vor[b]; return v, ok }
		return l
	}
	n, m := lauf(weg[:len(weg)-1]).pfadLaenge()
	assert.Empty(t, m)
	assert.Equal(t, len(weg), n)
	_, m = lauf(weg[1 : len(weg)-1]).pfadLaenge()
	assert.Contains(t, m, "nie auf")
}
