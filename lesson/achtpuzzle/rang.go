package achtpuzzle

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"github.com/kisuche/kisuche/lesson"
)

// AnzahlTupel ist die Anzahl aller Anordnungen der Zahlen 0 bis 8, also 9! = 362.880.
const AnzahlTupel = 362880

// AnzahlLoesbar ist die Anzahl der lösbaren Tupel, 9!/2 = 181.440: genau so viele
// Stellungen erreicht man vom Zielzustand aus.
const AnzahlLoesbar = AnzahlTupel / 2

// Rang nummeriert die gültigen Tupel lückenlos von 0 bis AnzahlTupel-1 durch, in der
// Reihenfolge, in der Python Tupel vergleicht: Rang(a) < Rang(b) genau dann, wenn a
// lexikographisch vor b kommt. Rang(Goalstate) ist 0, Rang((8,7,6,5,4,3,2,1,0)) ist
// 362.879. Für ein ungültiges Tupel (siehe Tupel.Pruefe) ist das Ergebnis bedeutungslos.
//
// Rang ist der Lehmer-Code: An Position i zählt man, wie viele der noch nicht benutzten
// Zahlen kleiner sind als t[i], und liest diese Ziffern im Stellenwertsystem mit den
// Stellenwerten 8!, 7!, …, 1!, 0!.
func Rang(t Tupel) int {
	var benutzt uint
	r := 0
	for i, z := range t {
		r += kleinereFreie(benutzt, z, 0) * fakultaet[8-i]
		benutzt |= 1 << (z & 15)
	}
	return r
}

// fakultaet[k] ist k!.
var fakultaet = [10]int{1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880}

// kleinereFreie zählt die Zahlen k mit ab ≤ k < z (und k < 9), deren Bit in benutzt nicht
// gesetzt ist: die Bits ab … z-1 als Maske, ohne die benutzten, gezählt mit einem
// Maschinenbefehl (bits.OnesCount) – ohne Schleife und ohne Tabelle, die jeder Prozess
// beim Start erst berechnen müsste.
func kleinereFreie(benutzt uint, z uint8, ab int) int {
	bis := min(uint(z), 9)
	maske := (uint(1)<<bis - 1) &^ (uint(1)<<uint(ab&1) - 1)
	return bits.OnesCount(maske &^ benutzt)
}

// TupelAusRang ist die Umkehrung von Rang: Es liefert das Tupel mit dem Rang r oder einen
// Fehler, wenn r nicht zwischen 0 und AnzahlTupel-1 liegt.
func TupelAusRang(r int) (Tupel, error) {
	if r < 0 || r >= AnzahlTupel {
		return Tupel{}, fmt.Errorf("%w: Rang %d liegt nicht zwischen 0 und %d", lesson.ErrUngueltig, r, AnzahlTupel-1)
	}
	return tupelAusRang(r), nil
}

// tupelAusRang ist TupelAusRang ohne Bereichsprüfung.
func tupelAusRang(r int) Tupel {
	var t Tupel
	frei := uint(1<<9 - 1)
	for i := range t {
		d := r / fakultaet[8-i]
		r %= fakultaet[8-i]
		z := waehleFreie(frei, d)
		t[i] = uint8(z)
		frei &^= 1 << z
	}
	return t
}

// waehleFreie liefert die d-te (ab 0 gezählt) Zahl, deren Bit in frei gesetzt ist.
func waehleFreie(frei uint, d int) int {
	for range d {
		frei &= frei - 1
	}
	return bits.TrailingZeros(frei)
}

// Platz nummeriert die lösbaren Tupel lückenlos von 0 bis AnzahlLoesbar-1 durch; die
// Suchen und Zustandsraum legen damit Tabellen über alle Zustände als Slice statt als Map
// an. Für unlösbare Tupel teilt sich Platz die Nummer mit einem lösbaren, für ungültige ist
// das Ergebnis bedeutungslos.
//
// So geht es: Man nummeriert die Anordnung der Plättchen 1 bis 8 (ohne das leere Feld)
// mit ihrem Lehmer-Code r von 0 bis 8!-1. Die Anordnungen mit r = 2m und r = 2m+1
// unterscheiden sich nur in der Reihenfolge der letzten beiden Plättchen, also ist genau
// eine von beiden lösbar (siehe Tupel.IstLoesbar). Platz ist m·9 plus die Position des
// leeren Feldes.
func Platz(t Tupel) int {
	var benutzt uint
	r := 0
	leer := 0
	for i, z := range t {
		k := i - int(benutzt&1) // das wievielte Plättchen (das leere Feld zählt nicht)
		r += kleinereFreie(benutzt, z, 1) * fakultaet[(7-k)&7]
		if z == 0 {
			leer = i
		}
		benutzt |= 1 << (z & 15)
	}
	return r>>1*9 + leer
}

// TupelAusPlatz ist die Umkehrung von Platz: Es liefert das lösbare Tupel mit der Nummer
// p oder einen Fehler, wenn p nicht zwischen 0 und AnzahlLoesbar-1 liegt.
func TupelAusPlatz(p int) (Tupel, error) {
	if p < 0 || p >= AnzahlLoesbar {
		return Tupel{}, fmt.Errorf("%w: Platz %d liegt nicht zwischen 0 und %d", lesson.ErrUngueltig, p, AnzahlLoesbar-1)
	}
	return tupelAusPlatz(p), nil
}

// tupelAusPlatz ist TupelAusPlatz ohne Bereichsprüfung.
func tupelAusPlatz(p int) Tupel {
	leer := p % 9
	r := p / 9 * 2
	var plaettchen [8]uint8
	frei := uint(0b1_1111_1110)
	for i := range plaettchen {
		d := r / fakultaet[7-i]
		r %= fakultaet[7-i]
		z := waehleFreie(frei, d)
		plaettchen[i] = uint8(z)
		frei &^= 1 << z
	}
	var t Tupel
	for i, k := 0, 0; i < len(t); i++ {
		if i != leer {
			t[i] = plaettchen[k]
			k++
		}
	}
	if !t.IstLoesbar() {
		// die andere Anordnung des Paares: die letzten beiden Plättchen tauschen
		a, b := 7, 8
		if leer == 8 {
			a, b = 6, 7
		} else if leer == 7 {
			a = 6
		}
		t[a], t[b] = t[b], t[a]
	}
	return t
}

// packe legt t in die unteren 36 Bit einer Zahl, vier Bit pro Eintrag, t[0] vorne.
// Verglichen als Zahlen stehen gepackte Tupel in derselben Reihenfolge wie Python-Tupel.
// (Die ersten acht Einträge werden als eine Zahl gelesen und ihre Halbbytes
// zusammengeschoben; das ist dasselbe wie p = p<<4 | t[i] für jedes i.)
func packe(t Tupel) uint64 {
	x := binary.BigEndian.Uint64(t[:8]) & 0x0F0F0F0F0F0F0F0F
	x = (x | x>>4) & 0x00FF00FF00FF00FF
	x = (x | x>>8) & 0x0000FFFF0000FFFF
	x = (x | x>>16) & 0x00000000FFFFFFFF
	return x<<4 | uint64(t[8]&15)
}

// entpacke ist die Umkehrung von packe.
func entpacke(p uint64) Tupel {
	var t Tupel
	x := p >> 4 & 0xFFFFFFFF
	x = (x | x<<16) & 0x0000FFFF0000FFFF
	x = (x | x<<8) & 0x00FF00FF00FF00FF
	x = (x | x<<4) & 0x0F0F0F0F0F0F0F0F
	binary.BigEndian.PutUint64(t[:8], x)
	t[8] = uint8(p & 15)
	return t
}
