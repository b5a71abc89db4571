package bewertung

import "maps"

// Das Orakel: eigene Suchen des Prüfprogramms, unabhängig von den geprüften Funktionen
// und von der Musterlösung. Alle arbeiten auf kompakt gepackten Positionen.

// schichtInfo beschreibt die Breitensuche von einer Startposition aus.
type schichtInfo struct {
	// cStern ist die Länge einer kürzesten Lösung (Züge), -1 wenn nicht bis maxTiefe gefunden.
	cStern int
	// anzahl[d] ist die Zahl der Positionen mit Abstand d vom Start.
	anzahl []int
	// pfade[d] ist die Summe der Anzahlen kürzester Wege zu den Positionen mit Abstand d.
	pfade []float64
	// abstand und wege: Abstand vom Start und Anzahl kürzester Wege jeder erreichten Position.
	abstand map[uint64]int
	wege    map[uint64]float64
}

// breitensuche durchsucht von start aus Schicht für Schicht, bis die Schicht mit dem Ziel
// vollständig ist (nur wenn amZielStoppen) oder maxTiefe erreicht ist.
func breitensuche(start brett, maxTiefe int, amZielStoppen bool) schichtInfo {
	info := schichtInfo{cStern: -1, abstand: map[uint64]int{}, wege: map[uint64]float64{}}
	k := start.kompakt()
	info.abstand[k] = 0
	info.wege[k] = 1
	schicht := []uint64{k}
	zielK := ziel.kompakt()
	for d := 0; len(schicht) > 0; d++ {
		summe := 0.0
		for _, k := range schicht {
			summe += info.wege[k]
			if k == zielK {
				info.cStern = d
			}
		}
		info.anzahl = append(info.anzahl, len(schicht))
		info.pfade = append(info.pfade, summe)
		if (amZielStoppen && info.cStern >= 0) || d == maxTiefe {
			break
		}
		var naechste []uint64
		for _, k := range schicht {
			for _, n := range entpacke(k).zuege() {
				nk := n.kompakt()
				if a, ok := info.abstand[nk]; ok {
					if a == d+1 {
						info.wege[nk] += info.wege[k]
					}
					continue
				}
				info.abstand[nk] = d + 1
				info.wege[nk] = info.wege[k]
				naechste = append(naechste, nk)
			}
		}
		schicht = naechste
	}
	return info
}

// summeBis liefert die Summe von werte[0..bis] (einschließlich).
func summeBis[T int | float64](werte []T, bis int) T {
	var s T
	for d := 0; d <= bis && d < len(werte); d++ {
		s += werte[d]
	}
	return s
}

// idaStern liefert die Länge einer kürzesten Lösung von start aus (IDA* mit der
// Manhattan-Heuristik des Orakels) oder -1, wenn sie länger als maxTiefe ist.
func idaStern(start brett, maxTiefe int) int {
	b := start
	grenze := manhattan(b)
	var suche func(g, h, vorherLoch int) int
	// suche liefert -1 bei Erfolg, sonst das kleinste f über der Grenze.
	suche = func(g, h, vorherLoch int) int {
		f := g + h
		if f > grenze {
			return f
		}
		if h == 0 {
			return -1
		}
		min := 1 << 30
		l := b.loch()
		for _, n := range nachbarn[l] {
			if n == vorherLoch {
				continue
			}
			z := b[n]
			// Kachel z wandert von n nach l.
			zr, zs := int(z-1)/breite, int(z-1)%breite
			neuH := h - betrag(n/breite-zr) - betrag(n%breite-zs) + betrag(l/breite-zr) + betrag(l%breite-zs)
			b[l], b[n] = z, 0
			t := suche(g+1, neuH, l)
			b[l], b[n] = 0, z
			if t == -1 {
				return -1
			}
			if t < min {
				min = t
			}
		}
		return min
	}
	for grenze <= maxTiefe {
		t := suche(0, manhattan(b), -1)
		if t == -1 {
			return grenze
		}
		grenze = t
	}
	return -1
}

// fMenge zählt die Positionen s mit g*(s) + h(s) <= cStern (g* = kürzester Abstand vom
// Start). Bei konsistentem h liegen die kürzesten Wege zu ihnen ganz in dieser Menge, eine
// auf sie beschränkte Breitensuche findet sie also alle mit richtigem g*. Jede A*-Suche mit
// Menge der expandierten Knoten expandiert höchstens diese Positionen, jede einmal.
func fMenge(start brett, h func(brett) int, cStern int) int {
	return len(fMengeVon(start, h, cStern))
}

// fMengeVon liefert die Positionen von fMenge (kompakt gepackt).
func fMengeVon(start brett, h func(brett) int, cStern int) map[uint64]bool {
	gesehen := map[uint64]bool{}
	if h(start) > cStern {
		return gesehen
	}
	gesehen[start.kompakt()] = true
	schicht := []brett{start}
	for g := 0; len(schicht) > 0; g++ {
		var naechste []brett
		for _, b := range schicht {
			for _, c := range b.zuege() {
				k := c.kompakt()
				if gesehen[k] || g+1+h(c) > cStern {
					continue
				}
				gesehen[k] = true
				naechste = append(naechste, c)
			}
		}
		schicht = naechste
	}
	return gesehen
}

// falle ist eine Prüfung, ob AStar den Vorgänger einer Position in der Fringe
// aktualisiert, wenn es einen kürzeren Weg zu ihr findet.
//
// Vom Start gibt es genau einen kürzesten Weg P = p0 … pC zum Ziel. Über einen Umweg R
// (Start → … → q, Länge k+1, ohne Positionen von P) erreicht man die Position s = pk von q
// aus. Die Heuristik ist 0 auf R und sonst der wahre Abstand zum Ziel (höchstens C+3):
// Sie ist zulässig. A* expandiert deshalb zuerst R (f = g < C) und findet s über q mit
// g = k+2; erst danach expandiert es P und findet s über p(k-1) mit g = k. Wer diesen
// besseren Weg nicht übernimmt, findet nur eine Lösung mit C+2 Zügen.
type falle struct {
	start  brett
	cStern int
	s, q   brett
	k      int
	h      func(brett) int
	// tabelle und standard sind h als Tabelle (für den Prozess der Abgabe): h(b) ist
	// tabelle[b.kompakt()], sonst standard.
	tabelle  map[uint64]int
	standard int
	// erlaubt sind die Positionen mit g* + h <= C*: Nur sie darf eine richtige A*-Suche
	// mit dieser (zulässigen, nicht konsistenten) Heuristik expandieren.
	erlaubt map[uint64]bool
}

// baueFalle sucht mit dem Zufallsgenerator rng eine Falle (Startpositionen aus
// Zufallswegen der Länge laenge).
func baueFalle(samen, salz uint64, laenge int) (falle, bool) {
	rng := neuerZufall(samen, salz)
	for versuch := 0; versuch < 200; versuch++ {
		start := zufallsWeg(rng, laenge)
		vomStart := breitensuche(start, laenge+2, true)
		c := vomStart.cStern
		if c < 4 || vomStart.wege[ziel.kompakt()] != 1 {
			continue
		}
		// Der eindeutige kürzeste Weg P, vom Ziel rückwärts.
		pfad := make([]brett, c+1)
		pfad[c] = ziel
		aufP := map[uint64]bool{ziel.kompakt(): true}
		for j := c; j > 0; j-- {
			for _, v := range pfad[j].zuege() {
				if a, ok := vomStart.abstand[v.kompakt()]; ok && a == j-1 {
					pfad[j-1] = v
					break
				}
			}
			aufP[pfad[j-1].kompakt()] = true
		}
		zumZiel := breitensuche(ziel, c+2, false) // Abstände zum Ziel (der Graph ist ungerichtet)
		// weit ist h für Stellungen, die weiter als c + 2 vom Ziel liegen (zulässig). Eine
		// Zahl für beide Seiten: h hier (erlaubt) und standard im Prozess der Abgabe.
		weit := c + 3
		for k := 2; k <= c-2; k++ {
			s := pfad[k]
			for _, q := range s.zuege() {
				if aufP[q.kompakt()] || vomStart.abstand[q.kompakt()] != k+1 {
					continue
				}
				umweg, ok := wegOhne(start, q, k+1, aufP)
				if !ok {
					continue
				}
				h := func(b brett) int {
					kb := b.kompakt()
					if umweg[kb] {
						return 0
					}
					if a, ok := zumZiel.abstand[kb]; ok {
						return a
					}
					return weit
				}
				tabelle := maps.Clone(zumZiel.abstand)
				for kb := range umweg {
					tabelle[kb] = 0
				}
				erlaubt := map[uint64]bool{}
				for kb, g := range vomStart.abstand {
					if g+h(entpacke(kb)) <= c {
						erlaubt[kb] = true
					}
				}
				return falle{start: start, cStern: c, s: s, q: q, k: k, h: h, tabelle: tabelle, standard: weit, erlaubt: erlaubt}, true
			}
		}
	}
	return falle{}, false
}

// falleFuer baut die Falle mit dem Salz salz; findet sich mit einem Samen keine, versucht
// es weitere Salze (die Suche nach einer Falle scheitert selten, aber mit jedem Samen
// möglich).
func falleFuer(samen, salz uint64) (falle, bool) {
	for versuch := range uint64(20) {
		if f, ok := baueFalle(samen, salz+1000*versuch, 9); ok {
			return f, true
		}
	}
	return falle{}, false
}

// wegOhne sucht einen Weg der Länge laenge von start nach q, der außer start keine
// Position aus verboten benutzt, und liefert seine Positionen ohne start.
func wegOhne(start, q brett, laenge int, verboten map[uint64]bool) (map[uint64]bool, bool) {
	vor := map[uint64]uint64{}
	sk, qk := start.kompakt(), q.kompakt()
	gesehen := map[uint64]bool{sk: true}
	schicht := []uint64{sk}
	for d := 0; d < laenge && len(schicht) > 0; d++ {
		var naechste []uint64
		for _, k := range schicht {
			for _, n := range entpacke(k).zuege() {
				nk := n.kompakt()
				if gesehen[nk] || verboten[nk] {
					continue
				}
				gesehen[nk] = true
				vor[nk] = k
				naechste = append(naechste, nk)
			}
		}
		schicht = naechste
	}
	if !gesehen[qk] {
		return nil, false
	}
	weg := map[uint64]bool{}
	n := 0
	for k := qk; k != sk; k = vor[k] {
		weg[k] = true
		n++
	}
	return weg, n == laenge
}
