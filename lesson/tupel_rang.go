package lesson

import (
	"fmt"
	"math/bits"
)

// AnzahlTupel ist die Anzahl aller Anordnungen der Zahlen 0 bis 8, also 9! = 362.880.
// Genau die Hälfte davon, 181.440, ist vom Zielzustand aus erreichbar.
const AnzahlTupel = 362880

// Rang nummeriert die gültigen Tupel lückenlos von 0 bis AnzahlTupel-1 durch, in der
// Reihenfolge, in der Python Tupel vergleicht: Rang(a) < Rang(b) genau dann, wenn a
// lexikographisch vor b kommt. Rang(Goalstate) ist 0, Rang((8,7,6,5,4,3,2,1,0)) ist
// 362.879. So kann man eine Tabelle über alle Zustände als Slice der Länge AnzahlTupel
// anlegen statt als Map – das benutzen die Suchen und Zustandsraum. Für ein ungültiges
// Tupel (siehe Tupel.Pruefen) ist das Ergebnis bedeutungslos.
//
// (Rang ist der Lehmer-Code: An Position i zählt man, wie viele der noch nicht benutzten
// Zahlen kleiner sind als t[i], und liest die Ziffern im Stellenwertsystem 9, 8, …, 1.)
func Rang(t Tupel) int {
	var benutzt uint16
	r := 0
	for i, z := range t {
		kleinereFreie := bits.OnesCount16(^benutzt & (1<<(z&15) - 1))
		r = r*(len(t)-i) + kleinereFreie
		benutzt |= 1 << (z & 15)
	}
	return r
}

// TupelAusRang ist die Umkehrung von Rang: Es liefert das Tupel mit dem Rang r oder einen
// Fehler, wenn r nicht zwischen 0 und AnzahlTupel-1 liegt.
func TupelAusRang(r int) (Tupel, error) {
	if r < 0 || r >= AnzahlTupel {
		return Tupel{}, fmt.Errorf("Rang %d liegt nicht zwischen 0 und %d", r, AnzahlTupel-1)
	}
	return tupelAusRang(r), nil
}

// tupelAusRang ist TupelAusRang ohne Bereichsprüfung.
func tupelAusRang(r int) Tupel {
	var ziffern [9]int
	for i := 8; i >= 0; i-- {
		basis := 9 - i
		ziffern[i] = r % basis
		r /= basis
	}
	var t Tupel
	frei := uint16(1<<9 - 1)
	for i, d := range ziffern {
		// die d-te (ab 0) noch freie Zahl
		m := frei
		for range d {
			m &= m - 1
		}
		z := bits.TrailingZeros16(m)
		t[i] = uint8(z)
		frei &^= 1 << z
	}
	return t
}

// packe legt t in die unteren 36 Bit einer Zahl, vier Bit pro Eintrag, t[0] vorne.
// Verglichen als Zahlen stehen gepackte Tupel in derselben Reihenfolge wie Python-Tupel.
func packe(t Tupel) uint64 {
	var p uint64
	for _, z := range t {
		p = p<<4 | uint64(z)
	}
	return p
}

// entpacke ist die Umkehrung von packe.
func entpacke(p uint64) Tupel {
	var t Tupel
	for i := 8; i >= 0; i-- {
		t[i] = uint8(p & 15)
		p >>= 4
	}
	return t
}
