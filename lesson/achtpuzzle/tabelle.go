package achtpuzzle

import "github.com/kisuche/kisuche/lesson/internal/seiten"

// platzTabelle ist die Map hinter prev und g der Suchen auf Tupeln: Sie ordnet einem Platz
// (siehe Platz) einen eintrag zu. Statt des Vorgängers selbst merkt sie sich, wo in ihm
// das leere Feld stand (woher); der Vorgänger ist dann der Zustand mit dem zurückgenommenen
// Zug. Solange die Tabelle klein ist, ist sie eine Hashtabelle mit offener Adressierung –
// eine Suche, die nur wenige hundert Zustände sieht, legt dann keine Tabelle über alle
// 181.440 Zustände an. Wächst sie über grosseTabelle Einträge, zieht sie in ein Slice mit
// einem Byte pro Platz um (181 KB, passt in den Cache); Nachschlagen ist dann nur noch ein
// Indexzugriff.
//
// Jede Speicherseite, die eine Suche zum ersten Mal berührt, kostet in einem frischen
// Prozess (einer Notebook-Zelle) einen Seitenfehler. Deshalb ist alles so klein wie
// möglich: ein Fach der Hashtabelle ist eine einzige Zahl, und g steht in der großen
// Tabelle in einem Byte pro Platz, solange kein g größer als 255 ist.
type platzTabelle struct {
	anzahl int

	// klein: Hashtabelle mit linearem Sondieren; ein Fach ist 0 (frei) oder
	// (Platz+1) | (woher+2)<<fachWoher | g<<fachG; ein g über maxKleinG passt nicht hinein,
	// dann zieht die Tabelle gleich ins Slice um
	faecher []uint32

	// groß: pro Platz woher+2 (0 = nicht gesehen, 1 = Start) und, nur für A*, sobald ein
	// g > 0 gesetzt wird, g: zuerst in einem Byte (g8), ab dem ersten g > 255 in 32 Bit (g32)
	woher []uint8
	g8    []uint8
	g32   []int32
}

// eintrag ist, was die Suchen über einen Zustand wissen: wo im Vorgänger das leere Feld
// stand (keinVorgaenger beim Start) und bei A* die Länge g des besten bekannten Weges.
type eintrag struct {
	g     int32
	woher int8
}

const (
	keinVorgaenger = -1
	grosseTabelle  = 1 << 12 // ab etwa so vielen Einträgen: ein Slice über alle Plätze

	fachPlatz = 1<<18 - 1 // die Bits des Platzes (+1) in einem Fach; AnzahlLoesbar < 2^18
	fachWoher = 18        // ab diesem Bit steht woher+2 (4 Bit)
	fachG     = 22        // ab diesem Bit steht g (10 Bit)
	maxKleinG = 1<<10 - 1
)

// neuePlatzTabelle legt eine leere Tabelle an, deren Hashtabelle mit den Fächern faecher
// beginnt (alle 0, beliebig viele). neueVorgaenger gibt ihr die Fächer im Vorgaenger-Objekt
// selbst (siehe dort).
func neuePlatzTabelle(faecher []uint32) platzTabelle {
	return platzTabelle{faecher: seiten.Beschreibe(faecher)}
}

// angelegt sagt, ob die Tabelle mit neuePlatzTabelle angelegt wurde (und nicht der
// Nullwert ist).
func (t *platzTabelle) angelegt() bool { return t.faecher != nil || t.woher != nil }

// fach liefert den Index, an dem p in der Hashtabelle steht oder eingefügt würde. Der
// Streuwert ist uint32(p)·0x9E3779B1 (Fibonacci-Hashing); seine oberen Bits bestimmen das
// Fach: Als Bruch h/2^32 gelesen, mal der Zahl der Fächer. So darf die Zahl der Fächer
// beliebig sein, nicht nur eine Zweierpotenz (siehe Vorgaenger).
func (t *platzTabelle) fach(p int) int {
	n := uint(len(t.faecher))
	i := uint(uint64(uint32(p)*0x9E3779B1) * uint64(n) >> 32)
	for {
		if k := t.faecher[i] & fachPlatz; k == 0 || int(k) == p+1 {
			return int(i)
		}
		if i++; i == n {
			i = 0
		}
	}
}

// gross sagt, ob die Tabelle schon das Slice über alle Plätze ist.
func (t *platzTabelle) gross() bool { return t.woher != nil }

// hat sagt, ob p einen Eintrag hat.
func (t *platzTabelle) hat(p int) bool {
	if t.woher != nil {
		return t.woher[p] != 0
	}
	return t.faecher[t.fach(p)] != 0
}

// hole liefert den Eintrag von p; p muss einen haben.
func (t *platzTabelle) hole(p int) eintrag {
	if t.woher != nil {
		e := eintrag{woher: int8(t.woher[p]) - 2}
		if t.g32 != nil {
			e.g = t.g32[p]
		} else if t.g8 != nil {
			e.g = int32(t.g8[p])
		}
		return e
	}
	f := t.faecher[t.fach(p)]
	return eintrag{woher: int8(f>>fachWoher&15) - 2, g: int32(f >> fachG)}
}

// finde sucht p einmal: Es liefert den Ort von p in der Tabelle (in der Hashtabelle das
// Fach, in der großen Tabelle p selbst), ob p schon einen Eintrag hat und dessen g. Mit
// setzeAn legt die Suche danach den Eintrag ab, ohne noch einmal zu suchen – so kosten
// „if v not in prev (or gg < g[v])“ und das folgende prev[v] = state zusammen nur ein
// Nachschlagen. Zwischen finde und setzeAn darf die Tabelle sich nicht ändern.
func (t *platzTabelle) finde(p int) (ort int, g int32, ok bool) {
	if t.woher != nil {
		return p, t.hole(p).g, t.woher[p] != 0
	}
	ort = t.fach(p)
	f := t.faecher[ort]
	return ort, int32(f >> fachG), f != 0
}

// setzeAn legt e als Eintrag von p ab; ort ist, was finde(p) geliefert hat.
func (t *platzTabelle) setzeAn(ort, p int, e eintrag) {
	if t.woher != nil || e.g > maxKleinG {
		t.setze(p, e)
		return
	}
	if t.faecher[ort] == 0 {
		t.anzahl++
	}
	t.faecher[ort] = uint32(p+1) | uint32(e.woher+2)<<fachWoher | uint32(e.g)<<fachG
	if 2*t.anzahl > len(t.faecher) {
		t.wachse()
	}
}

// setze legt e als Eintrag von p ab (neu oder überschreibend).
func (t *platzTabelle) setze(p int, e eintrag) {
	if t.woher != nil && t.g8 == nil && t.g32 == nil && e.g == 0 {
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

// neuGesehen ist „if v not in prev: prev[v] = state“ für die große Tabelle ohne g (BFS,
// DFS), aber ohne bedingten Sprung: Es liefert 1, wenn p neu war (und merkt sich woher),
// sonst 0 (und lässt den Eintrag, wie er ist). Ob ein Folgezustand neu ist, kann der
// Prozessor nicht vorhersagen; ein falsch vorhergesagter Sprung kostet mehr als die paar
// Rechenschritte, die hier immer ausgeführt werden.
func (t *platzTabelle) neuGesehen(p int, woher int8) int {
	alt := t.woher[p]
	neu := 0
	if alt == 0 {
		neu = 1
	}
	t.woher[p] = alt | uint8(woher+2)*uint8(neu) // alt ist 0, wenn p neu ist
	t.anzahl += neu
	return neu
}

// setzeLangsam ist setze für die Hashtabelle und für die große Tabelle mit g.
func (t *platzTabelle) setzeLangsam(p int, e eintrag) {
	if t.woher != nil {
		t.setzeWoher(p, e.woher)
		t.setzeG(p, e.g)
		return
	}
	if e.g > maxKleinG {
		t.zieheUm()
		t.setzeLangsam(p, e)
		return
	}
	t.setzeAn(t.fach(p), p, e)
}

// setzeG setzt g in der großen Tabelle. Die Bytes für g legt es erst beim ersten g > 0 an
// (BFS, DFS und Greedy brauchen keine), die 32-Bit-Zahlen erst beim ersten g > 255.
func (t *platzTabelle) setzeG(p int, g int32) {
	switch {
	case t.g32 != nil:
		t.g32[p] = g
	case g > 255:
		t.g32 = make([]int32, AnzahlLoesbar)
		for i, klein := range t.g8 {
			t.g32[i] = int32(klein)
		}
		t.g8 = nil
		t.g32[p] = g
	case t.g8 != nil || g > 0:
		if t.g8 == nil {
			t.g8 = seiten.Frisch[uint8](AnzahlLoesbar)
		}
		t.g8[p] = uint8(g)
	}
}

// wachse vervierfacht die Hashtabelle oder zieht ins Slice um, wenn sie dann mehr als
// 2·grosseTabelle Fächer hätte (sie ist halb voll, hat also etwa grosseTabelle Einträge).
// Vervierfachen statt verdoppeln: Jedes Wachsen legt frischen Speicher an, den die Suche
// dann zum ersten Mal berührt; mit weniger Zwischengrößen sind das weniger Seiten.
func (t *platzTabelle) wachse() {
	alte := t.faecher
	if 4*len(alte) > 2*grosseTabelle {
		t.zieheUm()
		return
	}
	t.faecher = seiten.Frisch[uint32](4 * len(alte))
	for _, f := range alte {
		if f != 0 {
			t.faecher[t.fach(int(f&fachPlatz)-1)] = f
		}
	}
}

// zieheUm bringt alle Einträge der Hashtabelle in die große Tabelle.
func (t *platzTabelle) zieheUm() {
	alte := t.faecher
	t.woher = seiten.Frisch[uint8](AnzahlLoesbar)
	t.faecher = nil
	t.anzahl = 0
	for _, f := range alte {
		if f != 0 {
			t.setze(int(f&fachPlatz)-1, eintrag{woher: int8(f>>fachWoher&15) - 2, g: int32(f >> fachG)})
		}
	}
}
