package lesson

import "sync"

// LinearerKonflikt ist die Manhattan-Distanz plus lineare Konflikte (Hansson, Mayer und
// Yung 1992; Korf und Taylor 1996): Stehen zwei Kacheln in ihrer Zielzeile, aber in
// vertauschter Reihenfolge, muss eine von beiden die Zeile verlassen und zurückkehren –
// zwei Züge, die die Manhattan-Distanz nicht zählt. Je Zeile (und ebenso je Spalte) kommen
// für jede Kachel, die man mindestens aus der Zeile nehmen muss, damit die übrigen Kacheln
// der Zeile richtig geordnet sind, zwei Züge hinzu. Die Heuristik bleibt zulässig, denn die
// Zusatzzüge einer Zeile sind senkrechte Züge, die Manhattan nicht schon für diese Zeile
// gezählt hat, und die einer Spalte waagrechte.
type LinearerKonflikt struct{}

// Name liefert "linearer Konflikt".
func (LinearerKonflikt) Name() string { return "linearer Konflikt" }

// Wert ist Manhattan-Distanz plus zwei Züge je aufzulösendem Konflikt.
func (h LinearerKonflikt) Wert(p Fuenfzehn) int { b := neuesBrett(p); return h.start(&b) }

// Konflikte liefert nur den Zuschlag zur Manhattan-Distanz (die Summe der Zusatzzüge über
// alle Zeilen und Spalten).
func (LinearerKonflikt) Konflikte(p Fuenfzehn) int {
	b := neuesBrett(p)
	return konfliktSumme(&b)
}

func (LinearerKonflikt) start(b *brett) int { return manhattanSumme(b) + konfliktSumme(b) }

func (LinearerKonflikt) zug(b *brett, kachel uint8, von, nach int) int {
	d := int(manhattanTabelle[kachel][nach]) - int(manhattanTabelle[kachel][von])
	t := konfliktTabellen()
	if von/4 == nach/4 { // waagrecht: Die Kachel wechselt die Spalte.
		for _, s := range [2]int{von % 4, nach % 4} {
			neu := t.spalte[s][spaltenCode(b, s)]
			d += int(neu) - int(b.w[4+s])
			b.w[4+s] = neu
		}
	} else { // senkrecht: Die Kachel wechselt die Zeile.
		for _, z := range [2]int{von / 4, nach / 4} {
			neu := t.zeile[z][zeilenCode(b, z)]
			d += int(neu) - int(b.w[z])
			b.w[z] = neu
		}
	}
	return d
}

// konfliktSumme trägt die Zusatzzüge jeder Zeile und Spalte in b.w ein und liefert die Summe.
func konfliktSumme(b *brett) int {
	t := konfliktTabellen()
	s := 0
	for i := range 4 {
		b.w[i] = t.zeile[i][zeilenCode(b, i)]
		b.w[4+i] = t.spalte[i][spaltenCode(b, i)]
		s += int(b.w[i]) + int(b.w[4+i])
	}
	return s
}

func zeilenCode(b *brett, z int) uint16 {
	f := b.feld[4*z : 4*z+4]
	return uint16(f[0])<<12 | uint16(f[1])<<8 | uint16(f[2])<<4 | uint16(f[3])
}

func spaltenCode(b *brett, s int) uint16 {
	return uint16(b.feld[s])<<12 | uint16(b.feld[4+s])<<8 | uint16(b.feld[8+s])<<4 | uint16(b.feld[12+s])
}

// konfliktTafeln enthält für jede Zeile und Spalte und jede mögliche Belegung (4 Kacheln
// zu je 4 Bit) die Zusatzzüge: zweimal die Zahl der Kacheln, die man aus der Linie nehmen
// muss, damit die übrigen Kacheln mit Ziel in dieser Linie aufsteigend geordnet sind.
type konfliktTafeln struct {
	zeile, spalte [4][1 << 16]uint8
}

var konfliktTabellen = sync.OnceValue(func() *konfliktTafeln {
	t := new(konfliktTafeln)
	for linie := range 4 {
		for code := range 1 << 16 {
			var zeilenZiele, spaltenZiele []int
			for i := range 4 {
				k := uint8(code >> (12 - 4*i) & 15)
				if k == 0 {
					continue
				}
				z := zielFeld(k)
				if z/4 == linie { // in einer Zeile: Zielspalte zählt
					zeilenZiele = append(zeilenZiele, z%4)
				}
				if z%4 == linie { // in einer Spalte: Zielzeile zählt
					spaltenZiele = append(spaltenZiele, z/4)
				}
			}
			t.zeile[linie][code] = uint8(2 * (len(zeilenZiele) - laengsteSteigendeFolge(zeilenZiele)))
			t.spalte[linie][code] = uint8(2 * (len(spaltenZiele) - laengsteSteigendeFolge(spaltenZiele)))
		}
	}
	return t
})

// laengsteSteigendeFolge liefert die Länge der längsten streng steigenden Teilfolge.
func laengsteSteigendeFolge(a []int) int {
	best := make([]int, len(a))
	laenge := 0
	for i := range a {
		best[i] = 1
		for j := range i {
			if a[j] < a[i] && best[j]+1 > best[i] {
				best[i] = best[j] + 1
			}
		}
		laenge = max(laenge, best[i])
	}
	return laenge
}
