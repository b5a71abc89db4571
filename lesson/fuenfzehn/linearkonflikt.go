package fuenfzehn

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
func (h LinearerKonflikt) Wert(p Fuenfzehn) int {
	if !p.gueltig() {
		return -1
	}
	b := neuesBrett(p)
	return h.start(&b)
}

// Konflikte liefert nur den Zuschlag zur Manhattan-Distanz (die Summe der Zusatzzüge über
// alle Zeilen und Spalten).
func (LinearerKonflikt) Konflikte(p Fuenfzehn) int {
	b := neuesBrett(p)
	return konfliktSumme(&b)
}

func (LinearerKonflikt) start(b *brett) int { return manhattanSumme(b) + konfliktSumme(b) }

func (LinearerKonflikt) zug(b *brett, kachel uint8, von, nach int) int {
	d := int(manhattanTabelle[kachel][nach]) - int(manhattanTabelle[kachel][von])
	if von/4 == nach/4 { // waagrecht: Die Kachel wechselt die Spalte.
		for _, s := range [2]int{von % 4, nach % 4} {
			neu := spaltenKonflikt(b, s)
			d += int(neu) - int(b.w[4+s])
			b.w[4+s] = neu
		}
	} else { // senkrecht: Die Kachel wechselt die Zeile.
		for _, z := range [2]int{von / 4, nach / 4} {
			neu := zeilenKonflikt(b, z)
			d += int(neu) - int(b.w[z])
			b.w[z] = neu
		}
	}
	return d
}

// konfliktSumme trägt die Zusatzzüge jeder Zeile und Spalte in b.w ein und liefert die Summe.
func konfliktSumme(b *brett) int {
	s := 0
	for i := range 4 {
		b.w[i] = zeilenKonflikt(b, i)
		b.w[4+i] = spaltenKonflikt(b, i)
		s += int(b.w[i]) + int(b.w[4+i])
	}
	return s
}

// linienZiel[linie][kachel] ist für eine Kachel, deren Zielfeld in Zeile linie liegt, ihre
// Zielspalte plus 1, sonst 0 (in linienZiel[4+linie] dasselbe für Spalten mit der
// Zielzeile). Die vier Werte einer Linie ergeben zusammen (je 3 Bit) den Index in
// konfliktTabelle – für Zeilen und Spalten dieselbe Tabelle.
var linienZiel = func() (t [8][16]uint8) {
	for k := uint8(1); k < 16; k++ {
		z := zielFeld(k)
		t[z/4][k] = uint8(z%4) + 1
		t[4+z%4][k] = uint8(z/4) + 1
	}
	return t
}()

// konfliktTabelle[code] sind die Zusatzzüge einer Linie: zweimal die Zahl der Kacheln, die
// man mindestens aus der Linie nehmen muss, damit die übrigen Kacheln mit Ziel in dieser
// Linie aufsteigend geordnet sind. code enthält je Feld der Linie 3 Bit: 0 für eine fremde
// Kachel oder das Loch, sonst die Zielposition in der Linie plus 1.
var konfliktTabelle = func() (t [1 << 12]uint8) {
	for code := range len(t) {
		var ziele [4]int
		n := 0
		for i := range 4 {
			if v := code >> (3 * i) & 7; v != 0 {
				ziele[n] = v
				n++
			}
		}
		t[code] = uint8(2 * (n - laengsteSteigendeFolge(ziele[:n])))
	}
	return t
}()

func zeilenKonflikt(b *brett, z int) uint8 {
	lz := &linienZiel[z]
	f := b.feld[4*z : 4*z+4]
	return konfliktTabelle[int(lz[f[0]])|int(lz[f[1]])<<3|int(lz[f[2]])<<6|int(lz[f[3]])<<9]
}

func spaltenKonflikt(b *brett, s int) uint8 {
	lz := &linienZiel[4+s]
	return konfliktTabelle[int(lz[b.feld[s]])|int(lz[b.feld[4+s]])<<3|int(lz[b.feld[8+s]])<<6|int(lz[b.feld[12+s]])<<9]
}

// laengsteSteigendeFolge liefert die Länge der längsten streng steigenden Teilfolge.
func laengsteSteigendeFolge(a []int) int {
	var best [4]int
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
