package fuenfzehn

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"sync"

	"github.com/kisuche/kisuche/lesson"
)

// Aufteilung663 teilt die 15 Kacheln in zwei Muster zu je sechs und eines zu drei Kacheln
// (Korf und Felner 2002): die linken beiden Spalten, das rechte untere Rechteck und den Rest
// der obersten Zeile. Zusammen etwa 11,5 MB, in wenigen Sekunden gebaut.
var Aufteilung663 = [][]int{{1, 5, 6, 9, 10, 13}, {7, 8, 11, 12, 14, 15}, {2, 3, 4}}

// Aufteilung555 teilt die 15 Kacheln in drei Muster zu je fünf Kacheln: kleiner (1,5 MB) und
// schneller gebaut als Aufteilung663, aber eine schwächere Heuristik.
var Aufteilung555 = [][]int{{1, 2, 3, 5, 6}, {4, 7, 8, 11, 12}, {9, 10, 13, 14, 15}}

// MaxMusterKacheln ist die größte erlaubte Zahl von Kacheln je Muster. Ein Muster mit
// sieben Kacheln bräuchte beim Bau fast 1 GB Speicher und viele Minuten.
const MaxMusterKacheln = 6

// Musterdatenbank ist eine additive Heuristik aus disjunkten Musterdatenbanken für das
// 15-Puzzle (Korf und Felner 2002). Jedes Muster ist eine Menge von Kacheln; seine Tabelle
// enthält für jede Verteilung dieser Kacheln auf die 16 Felder die kleinste Zahl von Zügen
// *dieser* Kacheln, die sie auf ihre Zielfelder bringt – die anderen Kacheln sind dabei
// ununterscheidbar, ihre Züge kosten nichts. Weil jeder Zug genau eine Kachel bewegt und
// jede Kachel zu höchstens einem Muster gehört, zählt jeder Zug einer Lösung in höchstens
// einer Tabelle: Die Summe der Tabellenwerte überschätzt nie und ist deshalb zulässig.
//
// Eine Musterdatenbank baut man mit BaueMusterdatenbank, speichert und lädt sie mit
// Speichere und LadeMusterdatenbank; MusterdatenbankAusCache und
// StandardMusterdatenbank erledigen das beim ersten Gebrauch von selbst.
type Musterdatenbank struct {
	muster       [][]uint8 // die Kacheln jedes Musters
	tabellen     [][]uint8 // je Muster: Rang der Kachelfelder -> Züge
	kachelMuster [16]int8  // Muster jeder Kachel, -1 für keines
}

// Name liefert z. B. "Musterdatenbank 6-6-3".
func (m *Musterdatenbank) Name() string {
	if m == nil {
		return "Musterdatenbank nil"
	}
	teile := make([]string, len(m.muster))
	for i, mu := range m.muster {
		teile[i] = strconv.Itoa(len(mu))
	}
	return "Musterdatenbank " + strings.Join(teile, "-")
}

// Muster liefert die Kacheln jedes Musters.
func (m *Musterdatenbank) Muster() [][]int {
	if m == nil {
		return nil
	}
	erg := make([][]int, len(m.muster))
	for i, mu := range m.muster {
		for _, k := range mu {
			erg[i] = append(erg[i], int(k))
		}
	}
	return erg
}

// Wert ist die Summe der Tabellenwerte aller Muster für p.
func (m *Musterdatenbank) Wert(p Fuenfzehn) int {
	if m == nil || len(m.muster) == 0 || !p.gueltig() {
		return -1
	}
	b := neuesBrett(p)
	return m.start(&b)
}

// Teilwerte liefert den Tabellenwert jedes Musters einzeln; Wert ist ihre Summe.
func (m *Musterdatenbank) Teilwerte(p Fuenfzehn) []int {
	if m == nil || len(m.muster) == 0 || !p.gueltig() {
		return nil
	}
	b := neuesBrett(p)
	m.start(&b)
	erg := make([]int, len(m.muster))
	for i := range erg {
		erg[i] = int(b.w[i])
	}
	return erg
}

func (m *Musterdatenbank) start(b *brett) int {
	s := 0
	for i := range m.muster {
		b.w[i] = m.teilwert(i, &b.pos)
		s += int(b.w[i])
	}
	return s
}

// teilwert ist der Tabellenwert von Muster i für die Stellung mit den Kachelfeldern pos.
func (m *Musterdatenbank) teilwert(i int, pos *[16]uint8) uint8 {
	return m.tabellen[i][musterRang(m.muster[i], pos)]
}

func (m *Musterdatenbank) zug(b *brett, kachel uint8, _, _ int) int {
	i := m.kachelMuster[kachel]
	if i < 0 {
		return 0
	}
	neu := m.teilwert(int(i), &b.pos)
	d := int(neu) - int(b.w[i])
	b.w[i] = neu
	return d
}

// musterRang nummeriert die Felder der Musterkacheln (in der Reihenfolge von muster) als
// geordnete Auswahl ohne Wiederholung: 0 bis 16·15·…·(16-k+1)-1.
func musterRang(muster []uint8, pos *[16]uint8) int {
	rang := 0
	var belegt uint16
	for i, k := range muster {
		p := pos[k]
		r := int(p) - bits.OnesCount16(belegt&(1<<p-1))
		rang = rang*(16-i) + r
		belegt |= 1 << p
	}
	return rang
}

// musterGroesse ist die Zahl der Einträge einer Tabelle für k Kacheln: 16·15·…·(16-k+1).
func musterGroesse(k int) int {
	n := 1
	for i := range k {
		n *= 16 - i
	}
	return n
}

// pruefeAufteilung prüft, dass die Muster disjunkt sind, nur Kacheln 1 bis 15 enthalten und
// je 1 bis MaxMusterKacheln Kacheln haben, und liefert sie als Bytes.
func pruefeAufteilung(aufteilung [][]int) ([][]uint8, error) {
	if len(aufteilung) == 0 || len(aufteilung) > 8 {
		return nil, fmt.Errorf("%w: eine Aufteilung braucht 1 bis 8 Muster, nicht %d", lesson.ErrUngueltig, len(aufteilung))
	}
	var gesehen [16]bool
	muster := make([][]uint8, len(aufteilung))
	for i, mu := range aufteilung {
		if len(mu) == 0 || len(mu) > MaxMusterKacheln {
			return nil, fmt.Errorf("%w: Muster %d hat %d Kacheln; erlaubt sind 1 bis %d", lesson.ErrUngueltig, i+1, len(mu), MaxMusterKacheln)
		}
		for _, k := range mu {
			if k < 1 || k > 15 {
				return nil, fmt.Errorf("%w: Muster %d enthält %d; Kacheln sind 1 bis 15 (das Loch gehört zu keinem Muster)", lesson.ErrUngueltig, i+1, k)
			}
			if gesehen[k] {
				return nil, fmt.Errorf("%w: Kachel %d steht in mehr als einem Muster; nur disjunkte Muster darf man addieren", lesson.ErrUngueltig, k)
			}
			gesehen[k] = true
			muster[i] = append(muster[i], uint8(k))
		}
	}
	return muster, nil
}

// BaueMusterdatenbank berechnet die Tabellen für die Muster der Aufteilung (z. B.
// Aufteilung663) im Speicher. Das dauert für 6-6-3 einige Sekunden; wer die Tabellen
// öfter braucht, nimmt MusterdatenbankAusCache.
func BaueMusterdatenbank(aufteilung [][]int) (*Musterdatenbank, error) {
	muster, err := pruefeAufteilung(aufteilung)
	if err != nil {
		return nil, err
	}
	m := neueMusterdatenbank(muster)
	baueTabellen(m, func(int) bool { return true })
	return m, nil
}

// baueTabellen baut die Tabellen der Muster i, für die noetig(i) gilt, je Muster in einer
// eigenen Goroutine (die Tabellen sind unabhängig; das Ergebnis ist dasselbe wie
// nacheinander gebaut).
func baueTabellen(m *Musterdatenbank, noetig func(i int) bool) {
	var wg sync.WaitGroup
	for i, mu := range m.muster {
		if noetig(i) {
			wg.Go(func() { m.tabellen[i] = baueMustertabelle(mu) })
		}
	}
	wg.Wait()
}

func neueMusterdatenbank(muster [][]uint8) *Musterdatenbank {
	m := &Musterdatenbank{muster: muster, tabellen: make([][]uint8, len(muster))}
	for k := range m.kachelMuster {
		m.kachelMuster[k] = -1
	}
	for i, mu := range muster {
		for _, k := range mu {
			m.kachelMuster[k] = int8(i)
		}
	}
	return m
}

// baueMustertabelle berechnet die Tabelle eines Musters durch Breitensuche rückwärts vom
// Ziel im abstrakten Zustandsraum: Ein Zustand sind die Felder der Musterkacheln und das
// Feld des Lochs. Ein Zug einer Musterkachel kostet 1, ein Zug des Lochs über Felder ohne
// Musterkachel kostet 0. Alle Lochfelder, die das Loch kostenlos erreicht (sein „Gebiet“),
// sind gleichwertig; die Suche speichert deshalb je Kachelverteilung und Gebiet nur einen
// Vertreter. Der Tabellenwert einer Verteilung ist das Minimum über alle Lochfelder – in
// der Breitensuche der erste Besuch.
func baueMustertabelle(muster []uint8) []uint8 {
	k := len(muster)
	tabelle := make([]uint8, musterGroesse(k))
	for i := range tabelle {
		tabelle[i] = 0xFF
	}
	// besucht[rang] hat ein Bit für jedes Lochfeld, das mit dieser Kachelverteilung schon
	// erreicht wurde.
	besucht := make([]uint16, len(tabelle))

	// Ein Eintrag der Warteschlange: 4 Bit je Musterkachel, dann 4 Bit für das Loch.
	packe := func(felder *[16]uint8, loch uint8) uint32 {
		var z uint32
		for i := range k {
			z |= uint32(felder[i]) << (4 * i)
		}
		return z | uint32(loch)<<(4*k)
	}
	// markiere trägt das Gebiet des Lochs als besucht ein; false, wenn es schon bekannt war.
	markiere := func(felder *[16]uint8, belegt uint16, loch uint8, stufe uint8) bool {
		rang := felderRang(felder[:k])
		if besucht[rang]&(1<<loch) != 0 {
			return false
		}
		besucht[rang] |= lochGebiet(loch, ^belegt)
		if tabelle[rang] == 0xFF {
			tabelle[rang] = stufe
		}
		return true
	}

	var felder [16]uint8
	var belegt uint16
	for i, kachel := range muster {
		felder[i] = uint8(zielFeld(kachel))
		belegt |= 1 << felder[i]
	}
	markiere(&felder, belegt, 15, 0)
	stufe := []uint32{packe(&felder, 15)}
	for tiefe := uint8(1); len(stufe) > 0; tiefe++ {
		naechste := make([]uint32, 0, len(stufe)*2)
		for _, z := range stufe {
			belegt = 0
			for i := range k {
				felder[i] = uint8(z >> (4 * i) & 15)
				belegt |= 1 << felder[i]
			}
			loch := uint8(z >> (4 * k) & 15)
			gebiet := lochGebiet(loch, ^belegt)
			for i := range k {
				von := felder[i]
				for _, nach := range zugZiel[von] {
					if nach < 0 || gebiet&(1<<nach) == 0 {
						continue
					}
					felder[i] = uint8(nach)
					if markiere(&felder, belegt&^(1<<von)|1<<nach, von, tiefe) {
						naechste = append(naechste, packe(&felder, von))
					}
					felder[i] = von
				}
			}
		}
		stufe = naechste
	}
	return tabelle
}

// felderRang ist musterRang für die Felder der Musterkacheln in Musterreihenfolge.
func felderRang(felder []uint8) int {
	rang := 0
	var belegt uint16
	for i, p := range felder {
		r := int(p) - bits.OnesCount16(belegt&(1<<p-1))
		rang = rang*(16-i) + r
		belegt |= 1 << p
	}
	return rang
}

// lochGebiet liefert alle Felder (als Bitmaske), die das Loch von loch aus über freie
// Felder erreicht.
func lochGebiet(loch uint8, frei uint16) uint16 {
	g := uint16(1) << loch
	for {
		n := (g | g>>1&0x7777 | g<<1&0xEEEE | g>>4 | g<<4) & frei
		n |= 1 << loch
		if n == g {
			return g
		}
		g = n
	}
}
