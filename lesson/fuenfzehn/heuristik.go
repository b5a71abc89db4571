package fuenfzehn

// Heuristik ist eine Heuristik für das schnelle 15-Puzzle (Loese): Sie
// schätzt, wie viele Züge von einer Stellung bis zum Ziel mindestens nötig sind. Alle
// Heuristiken dieses Pakets sind zulässig (sie überschätzen nie); IDA* findet mit ihnen
// deshalb immer eine kürzeste Lösung.
//
// Beim Suchen rechnet IDA* den Wert nicht für jede Stellung neu aus, sondern nur die
// Änderung durch den letzten Zug – das macht die Heuristiken Dutzende Male schneller. Die
// Implementierungen sind deshalb die Typen dieses Pakets: FalschePlaetze, Manhattan,
// LinearerKonflikt, *Musterdatenbank und Spiegelung. Eine eigene Heuristik als Funktion
// func(Fuenfzehn) int verpackt EigeneHeuristik (langsamer, weil sie jede Stellung neu
// bewertet); die allgemeine Suche IDAStern nimmt sie direkt.
type Heuristik interface {
	// Name ist der Name der Heuristik für Tabellen und Grafiken.
	Name() string
	// Wert schätzt die Zahl der Züge von p bis zum Ziel.
	Wert(p Fuenfzehn) int

	// start berechnet den Wert für b von Grund auf und legt Teilwerte in b.w ab.
	start(b *brett) int
	// zug liefert die Änderung des Werts, nachdem kachel von Feld von auf Feld nach
	// gezogen wurde (b ist schon verändert), und passt b.w an.
	zug(b *brett, kachel uint8, von, nach int) int
}

// brett ist die Arbeitsdarstellung von IDA*: die Stellung, das Feld jeder Kachel und bis zu
// acht Teilwerte der Heuristik (Linearkonflikte je Zeile und Spalte, Werte je Muster).
type brett struct {
	feld [16]uint8
	pos  [16]uint8
	w    [8]uint8
}

func neuesBrett(p Fuenfzehn) brett {
	b := brett{feld: p}
	for f, k := range p {
		b.pos[k] = uint8(f)
	}
	return b
}

// zielFeld ist das Feld der Kachel k in Ziel.
func zielFeld(k uint8) int {
	if k == 0 {
		return 15
	}
	return int(k) - 1
}

// manhattanTabelle[k][f] ist der Manhattan-Abstand der Kachel k auf Feld f von ihrem
// Zielfeld (0 für das Loch).
var manhattanTabelle = func() (t [16][16]uint8) {
	for k := 1; k < 16; k++ {
		for f := range 16 {
			t[k][f] = uint8(abstand(f, zielFeld(uint8(k))))
		}
	}
	return t
}()

// FalschePlaetze ist die Heuristik „Anzahl falsch platzierter Kacheln“ aus der Lektion
// (num_wrong_heuristic): Das Loch zählt nicht mit.
type FalschePlaetze struct{}

// Name liefert "falsche Plätze".
func (FalschePlaetze) Name() string { return "falsche Plätze" }

// Wert zählt die Kacheln, die nicht auf ihrem Zielfeld stehen.
func (h FalschePlaetze) Wert(p Fuenfzehn) int {
	if !p.gueltig() {
		return -1
	}
	b := neuesBrett(p)
	return h.start(&b)
}

func (FalschePlaetze) start(b *brett) int {
	n := 0
	for f, k := range b.feld {
		if k != 0 && zielFeld(k) != f {
			n++
		}
	}
	return n
}

func (FalschePlaetze) zug(_ *brett, kachel uint8, von, nach int) int {
	z := zielFeld(kachel)
	d := 0
	if z == von {
		d++
	}
	if z == nach {
		d--
	}
	return d
}

// Manhattan ist die Manhattan-Heuristik aus der Lektion (manhattan_heuristic): die Summe
// der waagrechten und senkrechten Abstände aller Kacheln von ihren Zielfeldern.
type Manhattan struct{}

// Name liefert "Manhattan".
func (Manhattan) Name() string { return "Manhattan" }

// Wert ist die Summe der Manhattan-Abstände aller Kacheln (ohne das Loch).
func (h Manhattan) Wert(p Fuenfzehn) int {
	if !p.gueltig() {
		return -1
	}
	b := neuesBrett(p)
	return h.start(&b)
}

func (Manhattan) start(b *brett) int { return manhattanSumme(b) }

func (Manhattan) zug(_ *brett, kachel uint8, von, nach int) int {
	return int(manhattanTabelle[kachel][nach]) - int(manhattanTabelle[kachel][von])
}

func manhattanSumme(b *brett) int {
	s := 0
	for f, k := range b.feld {
		s += int(manhattanTabelle[k][f])
	}
	return s
}

// EigeneHeuristik macht aus einer Funktion eine Heuristik, etwa um eine selbst
// geschriebene Heuristik mit Loese oder MesseHeuristiken zu vergleichen. Sie
// berechnet den Wert für jede Stellung neu und ist deshalb langsamer als die eingebauten
// Heuristiken. Werte unter 0 zählen als 0, Werte über 65535 als 65535. Ob die Funktion
// zulässig ist (nie überschätzt), prüft niemand: Ist sie es nicht, kann IDA* eine zu lange
// Lösung liefern.
type EigeneHeuristik struct {
	// Bezeichnung ist der Name in Tabellen und Grafiken.
	Bezeichnung string
	// Funktion schätzt die Zahl der Züge bis zum Ziel.
	Funktion func(Fuenfzehn) int
}

// Name liefert die Bezeichnung.
func (h EigeneHeuristik) Name() string { return h.Bezeichnung }

// Wert ruft die Funktion auf (begrenzt auf 0 bis 65535).
func (h EigeneHeuristik) Wert(p Fuenfzehn) int {
	if h.Funktion == nil || !p.gueltig() {
		return -1
	}
	return h.begrenzt(p)
}

// begrenzt ist der Wert der Funktion, begrenzt auf 0 … 0xFFFF (ohne die Prüfungen von
// Wert: Im IDA* ist die Stellung immer gültig und die Funktion geprüft).
func (h EigeneHeuristik) begrenzt(p Fuenfzehn) int { return min(max(h.Funktion(p), 0), 0xFFFF) }

// start und zug merken sich den letzten Wert in b.w[0] und b.w[1].
func (h EigeneHeuristik) start(b *brett) int {
	w := h.begrenzt(Fuenfzehn(b.feld))
	b.w[0], b.w[1] = uint8(w), uint8(w>>8)
	return w
}

func (h EigeneHeuristik) zug(b *brett, _ uint8, _, _ int) int {
	alt := int(b.w[0]) | int(b.w[1])<<8
	return h.start(b) - alt
}
