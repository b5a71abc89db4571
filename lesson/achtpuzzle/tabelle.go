package achtpuzzle

// platzTabelle ist die Map hinter prev und g der Suchen auf Tupeln: Sie ordnet einem Platz
// (siehe Platz) einen eintrag zu. Statt des Vorgängers selbst merkt sie sich, wo in ihm
// das leere Feld stand (woher); der Vorgänger ist dann der Zustand mit dem zurückgenommenen
// Zug. Solange die Tabelle klein ist, ist sie eine Hashtabelle mit offener Adressierung –
// eine Suche, die nur wenige hundert Zustände sieht, legt dann keine Tabelle über alle
// 181.440 Zustände an. Wächst sie über grosseTabelle Einträge, zieht sie in ein Slice mit
// einem Byte pro Platz um (181 KB, passt in den Cache); Nachschlagen ist dann nur noch ein
// Indexzugriff.
type platzTabelle struct {
	anzahl int

	// klein: Hashtabelle, Schlüssel Platz+1 (0 = frei), lineares Sondieren
	schluessel []uint32
	werte      []eintrag
	verschieb  uint // 32 - log2(len(schluessel))

	// groß: pro Platz woher+2 (0 = nicht gesehen, 1 = Start) und, nur für A*, sobald ein
	// g > 0 gesetzt wird, g
	woher []uint8
	g     []int32
}

// eintrag ist, was die Suchen über einen Zustand wissen: wo im Vorgänger das leere Feld
// stand (keinVorgaenger beim Start) und bei A* die Länge g des besten bekannten Weges.
type eintrag struct {
	g     int32
	woher int8
}

const (
	keinVorgaenger = -1
	kleineTabelle  = 1 << 12 // Plätze in der Hashtabelle zu Beginn
	grosseTabelle  = 1 << 13 // ab so vielen Einträgen: ein Slice über alle Plätze
)

func neuePlatzTabelle() *platzTabelle {
	return &platzTabelle{
		schluessel: make([]uint32, kleineTabelle),
		werte:      make([]eintrag, kleineTabelle),
		verschieb:  32 - 12,
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
	if t.woher != nil {
		return t.woher[p] != 0
	}
	return t.schluessel[t.fach(p)] != 0
}

// hole liefert den Eintrag von p; p muss einen haben.
func (t *platzTabelle) hole(p int) eintrag {
	if t.woher != nil {
		e := eintrag{woher: int8(t.woher[p]) - 2}
		if t.g != nil {
			e.g = t.g[p]
		}
		return e
	}
	return t.werte[t.fach(p)]
}

// setze legt e als Eintrag von p ab (neu oder überschreibend).
func (t *platzTabelle) setze(p int, e eintrag) {
	if t.woher != nil && t.g == nil && e.g == 0 {
		t.setzeWoher(p, e.woher)
		return
	}
	t.setzeLangsam(p, e)
}

// setzeWoher setzt nur woher in der großen Tabelle ohne g.
func (t *platzTabelle) setzeWoher(p int, woher int8) {
	if t.woher[p] == 0 {
		t.anzahl++
	}
	t.woher[p] = uint8(woher + 2)
}

// setzeLangsam ist setze für die Hashtabelle und für die große Tabelle mit g.
func (t *platzTabelle) setzeLangsam(p int, e eintrag) {
	if t.woher != nil {
		if e.g != 0 && t.g == nil {
			t.g = make([]int32, AnzahlLoesbar)
		}
		t.setzeWoher(p, e.woher)
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
		t.woher = make([]uint8, AnzahlLoesbar)
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
