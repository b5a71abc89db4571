package bewertung

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/kisuche/kisuche/internal/bewertung/dienst"
)

// brett ist eine Position des 15-Puzzles in der Darstellung des Prüfprogramms:
// dieselben 16 Zahlen wie Position, aber ein eigener Typ und eigener Code, damit das
// Orakel unabhängig von der Musterlösung ist.
type brett [16]int8

const breite = 4

// ziel ist die Zielposition.
var ziel = brett{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}

// lektionsStart ist die Startposition der Lektion.
var lektionsStart = brett{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12}

// nachbarn[i] sind die Felder, die waagrecht oder senkrecht an Feld i grenzen –
// berechnet über Reihe und Spalte.
var nachbarn = func() [16][]int {
	var n [16][]int
	for i := range 16 {
		r, s := i/breite, i%breite
		for _, d := range [4][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
			rr, ss := r+d[0], s+d[1]
			if rr >= 0 && rr < breite && ss >= 0 && ss < breite {
				n[i] = append(n[i], rr*breite+ss)
			}
		}
	}
	return n
}()

// loch liefert das Feld des Lochs (oder -1).
func (b brett) loch() int {
	for i, z := range b {
		if z == 0 {
			return i
		}
	}
	return -1
}

// zuege liefert alle Positionen, die von b aus mit einem Zug erreichbar sind.
func (b brett) zuege() []brett {
	l := b.loch()
	var erg []brett
	for _, n := range nachbarn[l] {
		c := b
		c[l], c[n] = c[n], 0
		erg = append(erg, c)
	}
	return erg
}

// gueltig meldet, ob b jede Zahl von 0 bis 15 genau einmal enthält.
func (b brett) gueltig() bool {
	var gesehen [16]bool
	for _, z := range b {
		if z < 0 || z > 15 || gesehen[z] {
			return false
		}
		gesehen[z] = true
	}
	return true
}

// kompakt packt b in 64 Bit (4 Bit pro Feld); nur für gültige Positionen.
func (b brett) kompakt() uint64 {
	var k uint64
	for i, z := range b {
		k |= uint64(z) << (4 * i)
	}
	return k
}

// entpacke ist die Umkehrung von kompakt.
func entpacke(k uint64) brett {
	var b brett
	for i := range b {
		b[i] = int8(k>>(4*i)) & 15
	}
	return b
}

// String schreibt b als Go-Ausdruck, den man in den eigenen Code kopieren kann.
func (b brett) String() string {
	teile := make([]string, 16)
	for i, z := range b {
		teile[i] = fmt.Sprint(z)
	}
	return "Position{" + strings.Join(teile, ", ") + "}"
}

// feld beschreibt Feld i mit Reihe und Spalte (von 1 an gezählt).
func feld(i int) string {
	return fmt.Sprintf("Feld %d (Reihe %d, Spalte %d)", i, i/breite+1, i%breite+1)
}

// richtung nennt die Richtung, in die das Loch von Feld von nach Feld nach wandert.
func richtung(von, nach int) string {
	switch nach - von {
	case -breite:
		return "nach oben"
	case breite:
		return "nach unten"
	case -1:
		return "nach links"
	case 1:
		return "nach rechts"
	}
	return "?"
}

// benachbart meldet, ob die Felder a und b waagrecht oder senkrecht aneinandergrenzen.
func benachbart(a, b int) bool {
	for _, n := range nachbarn[a] {
		if n == b {
			return true
		}
	}
	return false
}

// tausch erkennt, ob nach aus von entsteht, indem das Loch mit genau einem anderen Feld
// getauscht wird (ob benachbart oder nicht), und liefert die beiden Felder.
func tausch(von, nach brett) (lochVorher, lochNachher int, ok bool) {
	var diff []int
	for i := range von {
		if von[i] != nach[i] {
			diff = append(diff, i)
		}
	}
	if len(diff) != 2 {
		return 0, 0, false
	}
	a, b := diff[0], diff[1]
	switch {
	case von[a] == 0 && nach[b] == 0 && nach[a] == von[b]:
		return a, b, true
	case von[b] == 0 && nach[a] == 0 && nach[b] == von[a]:
		return b, a, true
	}
	return 0, 0, false
}

// istZug meldet, ob nach aus von durch genau einen erlaubten Zug entsteht.
func istZug(von, nach brett) bool {
	a, b, ok := tausch(von, nach)
	return ok && benachbart(a, b)
}

// beschreibeZug beschreibt den Zug von von nach nach für eine Rückmeldung.
func beschreibeZug(von, nach brett) string {
	a, b, ok := tausch(von, nach)
	switch {
	case !ok:
		return "keine Position, die durch einen Zug entsteht"
	case benachbart(a, b):
		return fmt.Sprintf("das Loch %s (von Feld %d nach Feld %d, Kachel %d)", richtung(a, b), a, b, von[b])
	case b == a+1 || b == a-1: // nicht benachbart, also in verschiedenen Reihen
		return fmt.Sprintf("kein erlaubter Zug: Das Loch springt von %s nach %s – über den Rand der Reihe", feld(a), feld(b))
	default:
		return fmt.Sprintf("kein erlaubter Zug: Das Loch springt von %s nach %s, die Felder sind nicht benachbart", feld(a), feld(b))
	}
}

// manhattan ist die Manhattan-Heuristik des Orakels (über Reihen und Spalten).
func manhattan(b brett) int { return dienst.Manhattan(b) }

// falschPlatziert zählt die Kacheln (ohne Loch), die nicht auf ihrem Zielfeld liegen.
func falschPlatziert(b brett) int { return dienst.FalschPlatziert(b) }

func betrag(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// zufallsWeg liefert die Position nach laenge zufälligen Zügen vom Ziel aus, ohne einen
// Zug sofort zurückzunehmen. Derselbe Zufallsgenerator liefert dieselben Positionen.
func zufallsWeg(rng *rand.Rand, laenge int) brett {
	b := ziel
	vorher := -1
	for range laenge {
		l := b.loch()
		var moeglich []int
		for _, n := range nachbarn[l] {
			if n != vorher {
				moeglich = append(moeglich, n)
			}
		}
		n := moeglich[rng.IntN(len(moeglich))]
		b[l], b[n] = b[n], 0
		vorher = l
	}
	return b
}

// zufallsBrett liefert eine zufällige Anordnung der Zahlen 0 bis 15 mit dem Loch auf Feld
// loch (nicht unbedingt lösbar – für GetMoves und die Heuristiken egal).
func zufallsBrett(rng *rand.Rand, loch int) brett {
	var b brett
	for i, p := range rng.Perm(16) {
		b[i] = int8(p)
	}
	l := b.loch()
	b[l], b[loch] = b[loch], b[l]
	return b
}

// neuerZufall liefert den Zufallsgenerator einer Prüfung: aus dem Samen des Laufs (geheim,
// in jedem Lauf von bewerten neu) und dem Salz der Prüfung.
func neuerZufall(samen, salz uint64) *rand.Rand {
	return rand.New(rand.NewPCG(samen, salz))
}
