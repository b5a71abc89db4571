package achtpuzzle

import (
	"encoding/binary"
	"math/bits"
)

// HMisplaced ist die erste Heuristik h der Lektion: die Anzahl der Positionen, an denen s
// vom Zielzustand (0,1,…,8) abweicht.
//
//	def h(s):
//	    return sum([a!=b for a,b in zip((0,1,2,3,4,5,6,7,8),s) ])
//
// Achtung: Wie in der Lektion zählt auch das leere Feld mit, wenn es nicht links oben
// steht. Die übliche Heuristik „falsch platzierte Plättchen“ lässt es weg; mit dem leeren
// Feld kann h die wahre Entfernung um 1 überschätzen (ein Zug vor dem Ziel ist h = 2) und
// ist dann nicht mehr zulässig. Die Zählerstände der Lektion (Greedy 489, A* 33.167)
// gelten genau für diese Fassung. h((3,1,4,5,0,6,8,7,2)) ist 7. Wie die Formel der
// Lektion zählt sie für jedes Tupel, auch für ein ungültiges, die abweichenden Positionen.
func HMisplaced(s Tupel) int {
	// Das ist die Schleife
	//
	//	for i, z := range s { if int(z) != i { n++ } }
	//
	// für alle neun Positionen auf einmal: x enthält in Byte i den Wert s[i] XOR i, also 0
	// genau dort, wo s[i] == i. Der bekannte Kniff „(x&0x7F…)+0x7F…“ setzt das oberste Bit
	// jedes Bytes, das nicht 0 ist; die Bits zählt OnesCount64.
	x := binary.LittleEndian.Uint64(s[:8]) ^ 0x0706050403020100
	const sieben = 0x7F7F7F7F7F7F7F7F
	nichtNull := ((x & sieben) + sieben | x) &^ sieben
	n := bits.OnesCount64(nichtNull)
	if s[8] != 8 {
		n++
	}
	return n
}

// HManhattan ist die zweite Heuristik h der Lektion: die Summe der Manhattan-Abstände
// (Zeilen- plus Spaltenabstand) jedes Plättchens von seinem Zielfeld. Das leere Feld zählt
// nicht mit. Die Heuristik ist zulässig und konsistent; A* findet mit ihr einen kürzesten
// Weg. Für ein ungültiges Tupel (siehe NeuesTupel: nicht jede Zahl 0–8 genau einmal)
// liefert sie -1.
func HManhattan(s Tupel) int {
	if !gueltig(s) {
		return -1
	}
	// for k, z := range s { mh += manhattanAbstand[k][z] }, ausgeschrieben: So braucht
	// jedes Feld nur ein Nachschlagen und eine Addition.
	m := &manhattanAbstand
	return int(m[0][s[0]&15]) + int(m[1][s[1]&15]) + int(m[2][s[2]&15]) +
		int(m[3][s[3]&15]) + int(m[4][s[4]&15]) + int(m[5][s[5]&15]) +
		int(m[6][s[6]&15]) + int(m[7][s[7]&15]) + int(m[8][s[8]&15])
}

// manhattanAbstand[k][z] ist der Manhattan-Abstand des Plättchens z auf Feld k von seinem
// Zielfeld, ausgerechnet wie in der Lektion; 0 für das leere Feld (z = 0) und für Werte
// über 8 (ungültige Tupel).
var manhattanAbstand = func() (tab [9][16]uint8) {
	for k := range 9 {
		for z := 1; z < 9; z++ {
			z1, s1 := k/3, k%3
			z2, s2 := z/3, z%3
			tab[k][z] = uint8(tupelAbs(z1-z2) + tupelAbs(s1-s2))
		}
	}
	return tab
}()

// tupelAbs ist der Betrag |x|.
func tupelAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// gueltig meldet, ob s jede Zahl 0 bis 8 genau einmal enthält (wie NeuesTupel prüft).
// Ausgeschrieben statt als Schleife, weil HManhattan es bei jedem Aufruf prüft.
func gueltig(s Tupel) bool {
	const eins = uint32(1)
	m := eins<<(s[0]&31) | eins<<(s[1]&31) | eins<<(s[2]&31) | eins<<(s[3]&31) | eins<<(s[4]&31) |
		eins<<(s[5]&31) | eins<<(s[6]&31) | eins<<(s[7]&31) | eins<<(s[8]&31)
	return m == 0x1FF && (s[0]|s[1]|s[2]|s[3]|s[4]|s[5]|s[6]|s[7]|s[8])&^31 == 0
}
