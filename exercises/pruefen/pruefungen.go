package pruefen

import (
	"fmt"
	"slices"
	"strings"
)

// Zeige bekommt, was die Lektion zu einer Prüfung ausgibt: einen Text (etwa „Teste
// Position:“ oder „Anzahl an Steps: 72“) und die Positionen, die danach zu zeigen sind. Die
// Prüfungen rufen sie nur auf, wenn sie nicht nil ist.
type Zeige[P Position] func(text string, ps ...P)

func (z Zeige[P]) zeige(text string, ps ...P) {
	if z != nil {
		z(text, ps...)
	}
}

// GetMoves prüft getMoves an den Testpositionen der Lektion (Aufgabe a) und liefert die
// Fehler als deutsche Sätze – keinen, wenn alles stimmt. Die Reihenfolge der Züge ist egal.
func GetMoves[P Position](getMoves func(P) []P, zeige Zeige[P]) []string {
	var fehler []string
	for _, b := range Zugbeispiele {
		zeige.zeige("Teste Position:", P(b.Pos))
		zuege := getMoves(P(b.Pos))
		zeige.zeige("Berechnete Züge:", zuege...)
		if m := VergleicheZuege(b.Pos, b.Richtig, Bretter(zuege)); m != "" {
			fehler = append(fehler, m)
			if len(zuege) == 0 {
				break // noch nicht implementiert: ein Satz genügt
			}
		}
	}
	return fehler
}

// VergleicheZuege vergleicht die Positionen, die GetMoves(pos) geliefert hat, mit den
// richtigen (als Mengen) und liefert den Satz, der den Unterschied beschreibt, oder "".
func VergleicheZuege(pos Brett, richtig, geliefert []Brett) string {
	var teile []string
	for _, r := range richtig {
		if !slices.Contains(geliefert, r) {
			teile = append(teile, fmt.Sprintf("es fehlt %v", r))
		}
	}
	for i, g := range geliefert {
		switch {
		case slices.Index(geliefert, g) < i:
			teile = append(teile, fmt.Sprintf("doppelt: %v", g))
		case !slices.Contains(richtig, g):
			teile = append(teile, fmt.Sprintf("kein möglicher Zug: %v", g))
		}
	}
	if len(teile) == 0 {
		return ""
	}
	satz := fmt.Sprintf("GetMoves(%v) liefert %s, richtig sind %d", pos, anzahl(len(geliefert)), len(richtig))
	if len(geliefert) == 0 {
		return satz + " – ist die Funktion noch nicht implementiert?"
	}
	return satz + "; " + strings.Join(teile, "; ")
}

// IsGoal prüft isGoal an den Positionen der Lektion (Aufgabe b).
func IsGoal[P Position](isGoal func(P) bool) []string {
	var fehler []string
	for _, b := range Zielbeispiele {
		if got := isGoal(P(b.Pos)); got != b.Ziel {
			m := fmt.Sprintf("IsGoal(%v) liefert %t, richtig ist %t", b.Pos, got, b.Ziel)
			if b.Ziel {
				m += " – das ist die Zielposition. Liefert IsGoal immer false, ist die Funktion noch nicht implementiert."
			}
			fehler = append(fehler, m)
		}
	}
	return fehler
}

// NumWrongHeuristic prüft h an den Werten der Lektion (Aufgabe d).
func NumWrongHeuristic[P Position](h func(P) int) []string {
	return werte("NumWrongHeuristic", h, NumWrongBeispiele, func(b Brett, wert, richtig int) string {
		if b[len(b)-1] != 0 && wert == richtig+1 {
			return "zählst du das Loch mit? Das Loch ist keine Zahl."
		}
		return ""
	})
}

// ManhattanHeuristic prüft h an den Werten der Lektion (Aufgabe f).
func ManhattanHeuristic[P Position](h func(P) int) []string {
	return werte("ManhattanHeuristic", h, ManhattanBeispiele, func(b Brett, wert, richtig int) string {
		loch := slices.Index(b[:], 0)
		if loch >= 0 && wert == richtig+(3-loch/4)+(3-loch%4) && wert != richtig {
			return "zählst du das Loch mit? Das Loch ignorieren wir."
		}
		return ""
	})
}

// werte vergleicht die Heuristik h mit den Beispielen; hinweis erklärt einen typischen
// Fehler, den es am Wert erkennt.
func werte[P Position](name string, h func(P) int, beispiele []Wertbeispiel, hinweis func(b Brett, wert, richtig int) string) []string {
	var fehler []string
	for _, b := range beispiele {
		wert := h(P(b.Pos))
		if m := Wertfehler(name, b.Pos, wert, b.Wert); m != "" {
			if h := hinweis(b.Pos, wert, b.Wert); h != "" && wert != -1 {
				m += " – " + h
			}
			fehler = append(fehler, m)
			if wert == -1 {
				break // noch nicht implementiert: ein Satz genügt
			}
		}
	}
	return fehler
}

// Wertfehler liefert den Satz für eine Heuristik, die für pos wert statt richtig liefert,
// oder "", wenn beide gleich sind.
func Wertfehler(name string, pos Brett, wert, richtig int) string {
	if wert == richtig {
		return ""
	}
	m := fmt.Sprintf("%s(%v) liefert %d, richtig ist %d", name, pos, wert, richtig)
	if wert == -1 {
		m += " – ist die Funktion noch nicht implementiert?"
	}
	return m
}

// Suche ist BFS oder AStar, wie die Prüfungen sie aufrufen: Sie sucht von start aus und
// liefert zu einer Position ihren Vorgänger, die Anzahl der Schritte und einen Fehler.
type Suche[P Position] func(start P) (vorgaenger func(P) (P, bool), schritte int, err error)

// MitMap macht aus einer Suche der Übung, die ihre Vorgänger als Map liefert, eine Suche.
func MitMap[P Position](suche func(P) (map[P]P, int, error)) Suche[P] {
	return func(start P) (func(P) (P, bool), int, error) {
		predecessors, schritte, err := suche(start)
		return func(p P) (P, bool) {
			v, ok := predecessors[p]
			return v, ok
		}, schritte, err
	}
}

// Loesung prüft eine Suche an der Startposition der Lektion (Aufgaben c und e): Sie muss
// ohne Fehler enden, ihre Vorgänger müssen vom Ziel zurück zum Start führen, die Lösung
// muss 15 Positionen haben, und sie muss mindestens einen Schritt gezählt haben. aufruf
// nennt die Suche in den Sätzen, etwa „BFS(StartPos)“. zeige bekommt die Lösung (vom Start
// zum Ziel), ihre Länge und die Anzahl der Schritte, wie die Lektion sie ausgibt.
func Loesung[P Position](aufruf string, suche Suche[P], zeige Zeige[P]) []string {
	vorgaenger, schritte, err := suche(P(Start))
	if err != nil {
		return []string{fmt.Sprintf("%s liefert den Fehler „%v“", aufruf, err)}
	}
	weg := []P{P(Ziel)}
	for p := P(Ziel); p != P(Start); {
		var ok bool
		if vorgaenger != nil {
			p, ok = vorgaenger(p)
		}
		if !ok {
			return []string{fmt.Sprintf("%s: Die Vorgänger führen nicht vom Ziel zurück zum Start – für %v gibt es keinen Vorgänger", aufruf, Brett(weg[len(weg)-1]))}
		}
		if len(weg) == maxWeg {
			return []string{fmt.Sprintf("%s: Die Vorgänger führen vom Ziel aus nach %d Positionen noch nicht zum Start – bilden sie einen Kreis?", aufruf, maxWeg)}
		}
		weg = append(weg, p)
	}
	slices.Reverse(weg)
	zeige.zeige("", weg...)
	zeige.zeige(fmt.Sprintf("Länge der Lösung: %d", len(weg)))
	zeige.zeige(fmt.Sprintf("Anzahl an Steps: %d", schritte))
	var fehler []string
	if len(weg) != LoesungsLaenge {
		fehler = append(fehler, fmt.Sprintf("%s: Die Lösung hat %d Positionen, richtig sind %d (die kürzeste Lösung hat %d Züge)", aufruf, len(weg), LoesungsLaenge, LoesungsLaenge-1))
	}
	if schritte < 1 {
		fehler = append(fehler, fmt.Sprintf("%s liefert %d Schritte; jede Suche nimmt mindestens den Start aus der Fringe", aufruf, schritte))
	}
	return fehler
}

// maxWeg begrenzt, wie weit Loesung den Vorgängern folgt (eine kürzeste Lösung hat 15
// Positionen; mehr als tausend heißt: Kreis).
const maxWeg = 1000

// Bretter wandelt Positionen eines anderen Typs in Bretter um.
func Bretter[P Position](ps []P) []Brett {
	bretter := make([]Brett, len(ps))
	for i, p := range ps {
		bretter[i] = Brett(p)
	}
	return bretter
}

// anzahl liefert „1 Position“ oder „n Positionen“.
func anzahl(n int) string {
	if n == 1 {
		return "1 Position"
	}
	return fmt.Sprintf("%d Positionen", n)
}
