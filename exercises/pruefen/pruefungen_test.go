package pruefen

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// zuege ist ein richtiges GetMoves für die Tests; ueberDenRand lässt das Loch über den
// Rand der Reihe springen (der typische Fehler: Feld 4 liegt nicht links neben Feld 3).
func zuege(b Brett) []Brett { return zuegeMit(b, false) }

func ueberDenRand(b Brett) []Brett { return zuegeMit(b, true) }

func zuegeMit(b Brett, ueberRand bool) []Brett {
	loch := 0
	for b[loch] != 0 {
		loch++
	}
	var erg []Brett
	for _, n := range []int{loch - 4, loch - 1, loch + 1, loch + 4} {
		if n < 0 || n > 15 || (!ueberRand && (n == loch-1 || n == loch+1) && n/4 != loch/4) {
			continue
		}
		c := b
		c[loch], c[n] = c[n], 0
		erg = append(erg, c)
	}
	return erg
}

func TestGetMoves(t *testing.T) {
	if f := GetMoves(zuege, nil); len(f) != 0 {
		t.Errorf("ein richtiges GetMoves wird abgelehnt: %q", f)
	}
	f := GetMoves(ueberDenRand, nil)
	if len(f) != 1 || !strings.Contains(f[0], "liefert 4 Positionen, richtig sind 3") ||
		!strings.Contains(f[0], "kein möglicher Zug: [5 1 3 4 6 9 7 8 2 10 11 13 0 14 15 12]") {
		t.Errorf("GetMoves über den Rand: %q", f)
	}
	doppelt := func(b Brett) []Brett { z := zuege(b); return append(z, z[0]) }
	if f := GetMoves(doppelt, nil); len(f) != 2 || !strings.Contains(f[0], "doppelt: ") {
		t.Errorf("doppelte Züge: %q", f)
	}
	fehlt := func(b Brett) []Brett { return zuege(b)[1:] }
	if f := GetMoves(fehlt, nil); len(f) != 2 || !strings.Contains(f[0], "es fehlt ") {
		t.Errorf("fehlender Zug: %q", f)
	}
	if f := GetMoves(func(Brett) []Brett { return nil }, nil); len(f) != 1 || !strings.Contains(f[0], "noch nicht implementiert") {
		t.Errorf("Stub: %q", f)
	}
}

func TestIsGoal(t *testing.T) {
	if f := IsGoal(func(b Brett) bool { return b == Ziel }); len(f) != 0 {
		t.Errorf("ein richtiges IsGoal wird abgelehnt: %q", f)
	}
	if f := IsGoal(func(b Brett) bool { return b[15] == 0 }); len(f) != 1 || !strings.Contains(f[0], "liefert true, richtig ist false") {
		t.Errorf("IsGoal, das nur auf das Loch schaut: %q", f)
	}
	// Immer false (wie der Stub): Der Satz zur Zielposition sagt, woran das liegen kann; die
	// anderen Positionen sind richtig beantwortet und ohne Satz.
	if f := IsGoal(func(Brett) bool { return false }); len(f) != 1 || !strings.HasSuffix(f[0], "liefert false, richtig ist true – das ist die Zielposition. Liefert IsGoal immer false, ist die Funktion noch nicht implementiert.") {
		t.Errorf("IsGoal, das immer false liefert: %q", f)
	}
	if f := IsGoal(func(Brett) bool { return true }); len(f) == 0 || strings.Contains(strings.Join(f, "\n"), "Zielposition") {
		t.Errorf("IsGoal, das immer true liefert: %q", f)
	}
}

func TestHeuristiken(t *testing.T) {
	falsch := func(mitLoch bool) func(Brett) int {
		return func(b Brett) int {
			n := 0
			for i, z := range b {
				if (z != 0 || mitLoch) && int(z) != (i+1)%16 {
					n++
				}
			}
			return n
		}
	}
	if f := NumWrongHeuristic(falsch(false)); len(f) != 0 {
		t.Errorf("eine richtige Heuristik wird abgelehnt: %q", f)
	}
	f := NumWrongHeuristic(falsch(true))
	if len(f) != 1 || !strings.Contains(f[0], "richtig ist 15 – zählst du das Loch mit?") {
		t.Errorf("Heuristik, die das Loch zählt: %q", f)
	}
	manhattan := func(mitLoch bool) func(Brett) int {
		return func(b Brett) int {
			d := 0
			for i, z := range b {
				ziel := (int(z) + 15) % 16
				if z != 0 || mitLoch {
					d += abs(i/4-ziel/4) + abs(i%4-ziel%4)
				}
			}
			return d
		}
	}
	if f := ManhattanHeuristic(manhattan(false)); len(f) != 0 {
		t.Errorf("eine richtige Heuristik wird abgelehnt: %q", f)
	}
	if f := ManhattanHeuristic(manhattan(true)); len(f) == 0 || !strings.Contains(f[0], "zählst du das Loch mit? Das Loch ignorieren wir.") {
		t.Errorf("Manhattan mit Loch: %q", f)
	}
	if f := ManhattanHeuristic(func(Brett) int { return -1 }); len(f) != 1 || !strings.Contains(f[0], "noch nicht implementiert") {
		t.Errorf("Stub: %q", f)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// breitensuche ist eine richtige Breitensuche für die Tests.
func breitensuche(start Brett) (map[Brett]Brett, int, error) {
	vorgaenger := map[Brett]Brett{}
	gesehen := map[Brett]bool{start: true}
	schlange := []Brett{start}
	for schritte := 1; len(schlange) > 0; schritte++ {
		b := schlange[0]
		schlange = schlange[1:]
		if b == Ziel {
			return vorgaenger, schritte, nil
		}
		for _, n := range zuege(b) {
			if !gesehen[n] {
				gesehen[n], vorgaenger[n] = true, b
				schlange = append(schlange, n)
			}
		}
	}
	return nil, 0, errors.New("die Fringe ist leer")
}

func TestLoesung(t *testing.T) {
	var gezeigt []string
	zeige := func(text string, ps ...Brett) { gezeigt = append(gezeigt, text) }
	if f := Loesung("BFS(StartPos)", MitMap(breitensuche), zeige); len(f) != 0 {
		t.Fatalf("eine richtige Breitensuche wird abgelehnt: %q", f)
	}
	if !strings.Contains(strings.Join(gezeigt, "\n"), "Länge der Lösung: 15") {
		t.Errorf("gezeigt: %q", gezeigt)
	}
	veraendert := func(aendere func(map[Brett]Brett) int) Suche[Brett] {
		return MitMap(func(b Brett) (map[Brett]Brett, int, error) {
			m, n, err := breitensuche(b)
			if d := aendere(m); d != 0 {
				n = d
			}
			return m, n, err
		})
	}
	faelle := []struct {
		name  string
		suche Suche[Brett]
		satz  string
	}{
		{"Fehler", MitMap(func(Brett) (map[Brett]Brett, int, error) { return nil, 0, errors.New("noch nicht implementiert") }),
			"BFS(StartPos) liefert den Fehler „noch nicht implementiert“"},
		{"ohne Ziel", veraendert(func(m map[Brett]Brett) int { delete(m, Ziel); return 0 }),
			"für [1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0] gibt es keinen Vorgänger"},
		{"Kreis", veraendert(func(m map[Brett]Brett) int { v := m[Ziel]; m[v] = Ziel; return 0 }),
			"bilden sie einen Kreis?"},
		{"Umweg", veraendert(func(m map[Brett]Brett) int {
			// Ein Zug mehr: vom Vorgänger des Ziels über eine andere Position zurück.
			v := m[Ziel]
			for _, u := range zuege(v) {
				if u != Ziel && u != m[v] {
					m[Ziel], m[u] = u, v
					return 0
				}
			}
			return 0
		}), "Die Lösung hat 16 Positionen, richtig sind 15"},
		{"null Schritte", veraendert(func(map[Brett]Brett) int { return -1 }), "liefert -1 Schritte"},
	}
	for _, f := range faelle {
		saetze := Loesung("BFS(StartPos)", f.suche, nil)
		if len(saetze) != 1 || !strings.Contains(saetze[0], f.satz) {
			t.Errorf("%s: %q, erwartet einen Satz mit %q", f.name, saetze, f.satz)
		}
	}
}

// TestManhattanMitLochJedesBeispiel: Der Hinweis auf das mitgezählte Loch kommt bei jedem
// Beispiel, auch wenn das Loch auf dem ersten Feld (Index 0) steht.
func TestManhattanMitLochJedesBeispiel(t *testing.T) {
	for _, bsp := range ManhattanBeispiele {
		loch := slices.Index(bsp.Pos[:], 0)
		extra := (3 - loch/4) + (3 - loch%4)
		if extra == 0 {
			continue
		}
		f := ManhattanHeuristic(func(b Brett) int {
			if b == bsp.Pos {
				return bsp.Wert + extra
			}
			for _, a := range ManhattanBeispiele {
				if a.Pos == b {
					return a.Wert
				}
			}
			return 0
		})
		if len(f) != 1 || !strings.Contains(f[0], "zählst du das Loch mit?") {
			t.Errorf("Loch auf Feld %d mitgezählt (%d statt %d): %q", loch, bsp.Wert+extra, bsp.Wert, f)
		}
	}
}

// TestLoesungAnDenGrenzen: Ein Schritt ist das Mindeste und wird angenommen, 0 nicht; der
// Satz über einen Umweg nennt die Zahl der Züge der kürzesten Lösung (14).
func TestLoesungAnDenGrenzen(t *testing.T) {
	mitSchritten := func(n int) Suche[Brett] {
		return MitMap(func(b Brett) (map[Brett]Brett, int, error) {
			m, _, err := breitensuche(b)
			return m, n, err
		})
	}
	if f := Loesung("BFS(StartPos)", mitSchritten(1), nil); len(f) != 0 {
		t.Errorf("1 Schritt ist erlaubt: %q", f)
	}
	if f := Loesung("BFS(StartPos)", mitSchritten(0), nil); len(f) != 1 || !strings.Contains(f[0], "liefert 0 Schritte") {
		t.Errorf("0 Schritte: %q", f)
	}
	umweg := MitMap(func(b Brett) (map[Brett]Brett, int, error) {
		m, n, err := breitensuche(b)
		v := m[Ziel]
		for _, u := range zuege(v) {
			if u != Ziel && u != m[v] {
				m[Ziel], m[u] = u, v
				break
			}
		}
		return m, n, err
	})
	if f := Loesung("BFS(StartPos)", umweg, nil); len(f) != 1 || !strings.Contains(f[0], "(die kürzeste Lösung hat 14 Züge)") {
		t.Errorf("Umweg: %q", f)
	}
}
