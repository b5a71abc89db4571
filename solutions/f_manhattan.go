package exercises

// ManhattanHeuristic liefert die Summe der Manhattan-Distanzen aller Zahlen zu ihrem
// richtigen Feld (https://de.wikipedia.org/wiki/Manhattan-Metrik). Das Loch ignorieren
// wir wieder.
//
// Sie ist eine bessere Heuristik als NumWrongHeuristic: Die schätzt die Kosten stark nach
// unten, weil man meist deutlich mehr als einen Zug pro falsche Zahl braucht.
//
// Hinweis: Für die Zahl z ist das Zielfeld GoalPos-Index z-1. Reihe und Spalte eines
// Feldes i sind i / BoardWidth und i % BoardWidth. Die Manhattan-Distanz ist die Summe der
// Beträge der Reihen- und Spaltendifferenz. Eine Skizze mit Stift und Papier hilft. Die
// Felder einer Position sind int8, der Index i ist ein int: Rechne mit int(z) – sonst meldet
// Go „mismatched types int and int8“.
func ManhattanHeuristic(pos Position) int {
	dist := 0
	for i, zahl := range pos {
		if zahl == 0 {
			continue
		}
		ziel := int(zahl) - 1 // int(…): zahl ist ein int8, i ein int
		dist += abs(i/BoardWidth-ziel/BoardWidth) + abs(i%BoardWidth-ziel%BoardWidth)
	}
	return dist
}

// abs liefert den Betrag von x.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
