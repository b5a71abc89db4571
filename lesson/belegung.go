package lesson

import (
	"fmt"
	"iter"
	"math/bits"
	"strings"
)

// Belegung ist eine (Teil-)Belegung der Variablen eines CSP – in der Lektion das dict
// vals. Zu jeder Variablen merkt sie sich den Wert (falls belegt) und die Restdomäne:
// die Werte, die nach der Inferenz (Forward-Checking, AC-3) noch möglich sind.
//
// Eine Belegung ändert sich nie. Assign liefert eine neue Belegung und lässt die alte
// unverändert; deshalb muss die Suche nach einem rekursiven Aufruf nichts zurücknehmen.
// Die Lektion erreicht das mit vals.copy() vor jedem Aufruf. Hier ist die Kopie billig:
// zwei kleine Slices (eine Zahl je Variable für den Wert und ein Bitmuster je Variable
// für die Restdomäne), bei Australien 7 Zahlen und 7 Wörter, beim Sudoku mit dem
// allgemeinen CSP 81 und 81 – keine Map, kein Hashen.
//
// Die Nullbelegung (Belegung[W]{}) gehört zu keinem CSP; eine leere Belegung liefert
// CSP.LeereBelegung.
type Belegung[W comparable] struct {
	csp *CSP[W]
	// wert[i] ist der Index des Wertes in der Domäne von Variable i, -1 heißt unbelegt.
	wert []int32
	// rest enthält je Variable csp.worte Wörter: Bit k gesetzt heißt, dass der k-te Wert
	// der Domäne noch möglich ist.
	rest []uint64
	// anzahl ist die Zahl der belegten Variablen (len(vals) in der Lektion).
	anzahl int
}

// LeereBelegung liefert die Belegung, in der noch keine Variable belegt ist und jede
// Variable ihre ganze Domäne als Restdomäne hat – dict() in der Lektion.
func (p *CSP[W]) LeereBelegung() Belegung[W] {
	if p == nil {
		return Belegung[W]{}
	}
	b := Belegung[W]{
		csp:  p,
		wert: make([]int32, len(p.namen)),
		rest: make([]uint64, len(p.namen)*p.worte),
	}
	for i := range b.wert {
		b.wert[i] = -1
		for k := range p.domaenen[i] {
			b.rest[i*p.worte+k/64] |= 1 << (k % 64)
		}
	}
	return b
}

// kopie liefert eine unabhängige Kopie (vals.copy()).
func (b Belegung[W]) kopie() Belegung[W] {
	return Belegung[W]{
		csp:    b.csp,
		wert:   append([]int32(nil), b.wert...),
		rest:   append([]uint64(nil), b.rest...),
		anzahl: b.anzahl,
	}
}

// CSP liefert das Problem, zu dem die Belegung gehört.
func (b Belegung[W]) CSP() *CSP[W] { return b.csp }

// Anzahl liefert die Zahl der belegten Variablen.
func (b Belegung[W]) Anzahl() int { return b.anzahl }

// Vollstaendig meldet, ob alle Variablen belegt sind.
func (b Belegung[W]) Vollstaendig() bool { return b.csp != nil && b.anzahl == len(b.wert) }

// Wert liefert den Wert der Variablen name und true, oder false, wenn sie (noch) nicht
// belegt ist.
func (b Belegung[W]) Wert(name string) (W, bool) {
	var null W
	if b.csp == nil {
		return null, false
	}
	i, ok := b.csp.index[name]
	if !ok || b.wert[i] < 0 {
		return null, false
	}
	return b.csp.domaenen[i][b.wert[i]], true
}

// Belegt meldet, ob die Variable name belegt ist.
func (b Belegung[W]) Belegt(name string) bool {
	_, ok := b.Wert(name)
	return ok
}

// Moegliche liefert die Restdomäne der Variablen name in der Reihenfolge ihrer Domäne:
// die Werte, die Inferenz noch nicht ausgeschlossen hat. Für eine belegte Variable ist
// das genau ihr Wert. Ohne Inferenz (KeineInferenz) bleibt die Restdomäne einer
// unbelegten Variablen die ganze Domäne.
func (b Belegung[W]) Moegliche(name string) []W {
	if b.csp == nil {
		return nil
	}
	i, ok := b.csp.index[name]
	if !ok {
		return nil
	}
	var werte []W
	for k := range b.restIndizes(i) {
		werte = append(werte, b.csp.domaenen[i][k])
	}
	return werte
}

// Alle liefert die belegten Variablen mit ihren Werten in der Reihenfolge der Variablen
// des CSP.
func (b Belegung[W]) Alle() iter.Seq2[string, W] {
	return func(yield func(string, W) bool) {
		if b.csp == nil {
			return
		}
		for i, k := range b.wert {
			if k >= 0 && !yield(b.csp.namen[i], b.csp.domaenen[i][k]) {
				return
			}
		}
	}
}

// Assign weist der Variablen x den Wert d zu, wenn das mit allen Constraints zu schon
// belegten Variablen verträglich ist (assign in oz.py). Es liefert eine neue Belegung
// und true; b selbst bleibt unverändert. Bei einem Konflikt, einer unbekannten Variablen,
// einem Wert außerhalb der Domäne oder einer schon belegten Variablen liefert es false.
// Assign prüft nur Constraints, es führt keine Inferenz aus.
func (b Belegung[W]) Assign(x string, d W) (Belegung[W], bool) {
	if b.csp == nil {
		return Belegung[W]{}, false
	}
	i, ok := b.csp.index[x]
	if !ok || b.wert[i] >= 0 {
		return Belegung[W]{}, false
	}
	k := indexVon(b.csp.domaenen[i], d)
	if k < 0 {
		return Belegung[W]{}, false
	}
	var zaehler CSPZaehler
	if mit, _ := b.konflikt(i, k, &zaehler); mit >= 0 || mit == konfliktNaer {
		return Belegung[W]{}, false
	}
	nb := b.kopie()
	nb.setze(i, k)
	return nb, true
}

func indexVon[W comparable](werte []W, d W) int {
	for k, w := range werte {
		if w == d {
			return k
		}
	}
	return -1
}

// setze belegt Variable i mit dem k-ten Wert ihrer Domäne und setzt die Restdomäne auf
// diesen Wert. Nur auf einer frischen Kopie aufrufen.
func (b *Belegung[W]) setze(i, k int) {
	b.wert[i] = int32(k)
	b.anzahl++
	w := b.csp.worte
	clear(b.rest[i*w : (i+1)*w])
	b.rest[i*w+k/64] = 1 << (k % 64)
}

// hatRest meldet, ob der k-te Wert von Variable i noch in der Restdomäne liegt.
func (b Belegung[W]) hatRest(i, k int) bool {
	return b.rest[i*b.csp.worte+k/64]&(1<<(k%64)) != 0
}

// streiche nimmt den k-ten Wert aus der Restdomäne von Variable i.
func (b *Belegung[W]) streiche(i, k int) {
	b.rest[i*b.csp.worte+k/64] &^= 1 << (k % 64)
}

// restAnzahl liefert die Größe der Restdomäne von Variable i.
func (b Belegung[W]) restAnzahl(i int) int {
	n := 0
	for _, w := range b.rest[i*b.csp.worte : (i+1)*b.csp.worte] {
		n += bits.OnesCount64(w)
	}
	return n
}

// restIndizes liefert die Indizes der Restdomäne von Variable i in aufsteigender Folge.
func (b Belegung[W]) restIndizes(i int) iter.Seq[int] {
	return func(yield func(int) bool) {
		w := b.csp.worte
		for wi, wort := range b.rest[i*w : (i+1)*w] {
			for wort != 0 {
				t := bits.TrailingZeros64(wort)
				if !yield(wi*64 + t) {
					return
				}
				wort &= wort - 1
			}
		}
	}
}

// werteVon liefert die Werte der Variablen vars und ob alle belegt sind.
func (b Belegung[W]) werteVon(vars []int) ([]W, bool) {
	werte := make([]W, len(vars))
	for n, i := range vars {
		if b.wert[i] < 0 {
			return nil, false
		}
		werte[n] = b.csp.domaenen[i][b.wert[i]]
	}
	return werte, true
}

// konfliktNaer ist das Ergebnis von konflikt, wenn ein n-stelliger Constraint verletzt ist.
const konfliktNaer = -2

// konflikt prüft, ob Variable i mit dem k-ten Wert ihrer Domäne zu den schon belegten
// Variablen passt. Ergebnis: -1 kein Konflikt; sonst der Index der belegten Nachbarvariablen,
// mit der der Wert kollidiert, oder konfliktNaer und der Name des n-stelligen Constraints.
func (b Belegung[W]) konflikt(i, k int, z *CSPZaehler) (int, string) {
	p := b.csp
	d := p.domaenen[i][k]
	for n, j := range p.nachbarn[i] {
		if b.wert[j] < 0 {
			continue
		}
		z.Constraintpruefungen++
		if !p.bedingung[i][n](d, p.domaenen[j][b.wert[j]]) {
			return j, ""
		}
	}
	for _, c := range p.naerVon[i] {
		con := p.naer[c]
		werte := make([]W, len(con.vars))
		alle := true
		for n, j := range con.vars {
			switch {
			case j == i:
				werte[n] = d
			case b.wert[j] < 0:
				alle = false
			default:
				werte[n] = p.domaenen[j][b.wert[j]]
			}
		}
		if !alle {
			continue
		}
		z.Constraintpruefungen++
		if !con.erlaubt(werte) {
			return konfliktNaer, con.name
		}
	}
	return -1, ""
}

// String schreibt die belegten Variablen in der Reihenfolge des CSP, etwa
// {WA: red, NT: green}.
func (b Belegung[W]) String() string {
	var sb strings.Builder
	sb.WriteByte('{')
	erst := true
	for name, w := range b.Alle() {
		if !erst {
			sb.WriteString(", ")
		}
		erst = false
		fmt.Fprintf(&sb, "%s: %v", name, w)
	}
	sb.WriteByte('}')
	return sb.String()
}
