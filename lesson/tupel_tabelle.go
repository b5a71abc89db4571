package lesson

// platzTabelle ist die Map hinter prev und g der Suchen auf Tupeln: Sie ordnet einem Platz
// (siehe Platz) einen eintrag zu. Solange sie klein ist, ist sie eine Hashtabelle mit
// offener Adressierung – eine Suche, die nur wenige hundert Zustände sieht, legt dann
// keine Tabelle über alle 181.440 Zustände an. Wächst sie über grosseTabelle Einträge,
// zieht sie in ein Slice mit einem eintrag pro Platz und eine Bitmenge der belegten
// Plätze um; Nachschlagen ist dann nur noch ein Indexzugriff.
type platzTabelle struct {
	anzahl int

	// klein: Hashtabelle, Schlüssel Platz+1 (0 = frei), lineares Sondieren
	schluessel []uint32
	werte      []eintrag
	verschieb  uint // 32 - log2(len(schluessel))

	// groß: pro Platz ein Vorgänger und (nur für A*, sobald ein g > 0 gesetzt wird) ein g
	belegt []uint64
	vor    []int32
	g      []int32
}

// eintrag ist, was die Suchen über einen Zustand wissen: den Platz seines Vorgängers
// (keinVorgaenger beim Start) und bei A* die Länge g des besten bekannten Weges.
type eintrag struct {
	vor int32
	g   int32
}

const (
	keinVorgaenger = -1
	kleineTabelle  = 1 << 10 // Plätze in der Hashtabelle zu Beginn
	grosseTabelle  = 1 << 13 // ab so vielen Einträgen: ein Slice über alle Plätze
)

func neuePlatzTabelle() *platzTabelle {
	return &platzTabelle{
		schluessel: make([]uint32, kleineTabelle),
		werte:      make([]eintrag, kleineTabelle),
		verschieb:  32 - 10,
	}
}

// fach liefert den Index, an dem p in der Hashtabelle steht oder eingefügt würde.
func (t *platzTabelle) fach(p int) int {
	maske := len(t.schluessel) - 1
	i := int(uint32(p)*0x9E3779B1>>t.verschieb) & maske
	for {
		if k := t.schluessel[i]; k == 0 || int(k) == p+1 {
			return i
		}
		i = (i + 1) & maske
	}
}

// hat sagt, ob p einen Eintrag hat.
func (t *platzTabelle) hat(p int) bool {
	if t.belegt != nil {
		return t.belegt[p>>6]&(1<<(p&63)) != 0
	}
	return t.schluessel[t.fach(p)] != 0
}

// hole liefert den Eintrag von p; p muss einen haben.
func (t *platzTabelle) hole(p int) eintrag {
	if t.belegt != nil {
		e := eintrag{vor: t.vor[p]}
		if t.g != nil {
			e.g = t.g[p]
		}
		return e
	}
	return t.werte[t.fach(p)]
}

// setze legt e als Eintrag von p ab (neu oder überschreibend).
func (t *platzTabelle) setze(p int, e eintrag) {
	if t.belegt != nil && t.g == nil && e.g == 0 {
		t.setzeVor(p, e.vor)
		return
	}
	t.setzeLangsam(p, e)
}

// setzeVor setzt nur den Vorgänger in der großen Tabelle ohne g.
func (t *platzTabelle) setzeVor(p int, vor int32) {
	if w := &t.belegt[p>>6]; *w&(1<<(p&63)) == 0 {
		*w |= 1 << (p & 63)
		t.anzahl++
	}
	t.vor[p] = vor
}

// setzeLangsam ist setze für die Hashtabelle und für die große Tabelle mit g.
func (t *platzTabelle) setzeLangsam(p int, e eintrag) {
	if t.belegt != nil {
		if e.g != 0 && t.g == nil {
			t.g = make([]int32, AnzahlLoesbar)
		}
		t.setzeVor(p, e.vor)
		if t.g != nil {
			t.g[p] = e.g
		}
		return
	}
	i := t.fach(p)
	if t.schluessel[i] == 0 {
		t.schluessel[i] = uint32(p + 1)
		t.anzahl++
	}
	t.werte[i] = e
	if 2*t.anzahl > len(t.schluessel) {
		t.wachse()
	}
}

// wachse verdoppelt die Hashtabelle oder zieht ab grosseTabelle Einträgen ins Slice um.
func (t *platzTabelle) wachse() {
	alteSchluessel, alteWerte := t.schluessel, t.werte
	if t.anzahl >= grosseTabelle {
		t.belegt = make([]uint64, (AnzahlLoesbar+63)/64)
		t.vor = make([]int32, AnzahlLoesbar)
		t.schluessel, t.werte = nil, nil
		t.anzahl = 0
		for i, k := range alteSchluessel {
			if k != 0 {
				t.setze(int(k-1), alteWerte[i])
			}
		}
		return
	}
	t.schluessel = make([]uint32, 2*len(alteSchluessel))
	t.werte = make([]eintrag, 2*len(alteWerte))
	t.verschieb--
	for i, k := range alteSchluessel {
		if k != 0 {
			j := t.fach(int(k - 1))
			t.schluessel[j] = k
			t.werte[j] = alteWerte[i]
		}
	}
}
