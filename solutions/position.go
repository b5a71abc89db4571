package exercises

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// Position ist eine Stellung des 15-Puzzles: die 16 Felder des Vier-mal-vier-Quadrats,
// Reihe für Reihe hintereinander aufgeschrieben. Das Loch kennzeichnen wir mit 0.
//
// Die Felder sind so nummeriert:
//
//	 0  1  2  3
//	 4  5  6  7
//	 8  9 10 11
//	12 13 14 15
//
// Eine Position ist ein Array fester Länge (kein Slice): Man kann sie mit == vergleichen,
// als Schlüssel einer Map verwenden, und eine Zuweisung kopiert alle 16 Felder. So wird
// aus dem Python-Tupel ein Go-Wert, den niemand versehentlich verändern kann.
//
// Die Felder sind int8 (ganze Zahlen von -128 bis 127; wir brauchen nur 0 bis 15): Eine
// Position ist so 16 Bytes groß statt 128 mit int. Die Suchen speichern über 100.000
// Positionen in Maps; mit int8 brauchen sie ein Achtel des Speichers und sind mehrfach
// schneller. Rechnest du mit einem Feld und einer int-Zahl zusammen (etwa mit einem Index
// i aus range), wandle das Feld um: int(pos[i]). Vergleiche wie pos[i] == 0 und Zuweisungen
// wie newPos[i] = pos[j] brauchen keine Umwandlung.
type Position [16]int8

// BoardWidth ist die Breite des Spielfelds (4 Felder), BoardHeight die Höhe.
const (
	BoardWidth  = 4
	BoardHeight = 4
)

// MaxSteps begrenzt BFS und AStar: Nach so vielen Schritten (Knoten, die aus der Fringe
// genommen werden) bricht die Suche mit ErrMaxSteps ab, statt den Speicher zu füllen –
// etwa bei einer unlösbaren Startposition.
const MaxSteps = 200_000

// StartPos ist die Startposition aus der Aufgabe.
var StartPos = Position{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12}

// GoalPos ist die Zielposition: die Zahlen 1 bis 15 aufsteigend, das Loch unten rechts.
var GoalPos = Position{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}

// Fehler, die BFS und AStar zurückgeben.
var (
	// ErrNichtImplementiert liefern die Aufgaben, solange sie noch nicht gelöst sind.
	ErrNichtImplementiert = errors.New("noch nicht implementiert")
	// ErrFringeLeer bedeutet: Die Fringe ist leer, es gibt keine Lösung
	// (in Python: ValueError("Fringe is empty!")).
	ErrFringeLeer = errors.New("die Fringe ist leer: keine Lösung gefunden")
	// ErrMaxSteps bedeutet: Die Suche hat nach MaxSteps Schritten abgebrochen.
	ErrMaxSteps = fmt.Errorf("Suche nach %d Schritten abgebrochen (MaxSteps)", MaxSteps)
)

// CheckPosition prüft, ob pos eine gültige Position ist: Jede der Zahlen 0 bis 15 kommt
// genau einmal vor. Sonst liefert es einen Fehler, der die erste falsche Zahl nennt.
func CheckPosition(pos Position) error {
	var gesehen [16]bool
	for i, zahl := range pos {
		if zahl < 0 || zahl > 15 {
			return fmt.Errorf("ungültige Position %v: Feld %d enthält %d, erlaubt sind 0 bis 15", pos, i, zahl)
		}
		if gesehen[zahl] {
			return fmt.Errorf("ungültige Position %v: die Zahl %d kommt doppelt vor", pos, zahl)
		}
		gesehen[zahl] = true
	}
	return nil
}

// PrintPosition gibt die Position als ASCII-Bild aus, genau wie print_position in der
// Lektion:
//
//	+------------+
//	|5  1  3  4  |
//	|6  9  7  8  |
//	|2  10    11 |
//	|13 14 15 12 |
//	+------------+
func PrintPosition(pos Position) {
	FprintPosition(os.Stdout, pos)
}

// FprintPosition schreibt das ASCII-Bild von pos (siehe PrintPosition) nach w.
func FprintPosition(w io.Writer, pos Position) {
	var b strings.Builder
	rand := "+" + strings.Repeat("-", BoardWidth*3) + "+\n"
	b.WriteString(rand)
	for reihe := range BoardHeight {
		b.WriteString("|")
		for spalte := range BoardWidth {
			zahl := pos[reihe*BoardWidth+spalte]
			if zahl == 0 {
				b.WriteString("   ")
			} else {
				fmt.Fprintf(&b, "%-3d", zahl)
			}
		}
		b.WriteString("|\n")
	}
	b.WriteString(rand)
	io.WriteString(w, b.String())
}

// ShowSolution gibt den Lösungspfad von startPos nach finalPos aus, den predecessors
// beschreibt (für jede Position ihr Vorgänger), und danach „Länge der Lösung: N“. N ist die
// Anzahl der Positionen auf dem Pfad, einschließlich Start und Ziel (also Züge + 1);
// ShowSolution liefert N zurück.
//
// Fehlt ein Vorgänger oder kehrt der Pfad zu einer Position zurück, bevor er startPos
// erreicht, gibt ShowSolution nichts aus und liefert einen Fehler.
func ShowSolution(startPos, finalPos Position, predecessors map[Position]Position) (int, error) {
	path := []Position{finalPos}
	besucht := map[Position]bool{finalPos: true}
	for finalPos != startPos {
		vorgaenger, ok := predecessors[finalPos]
		if !ok {
			return 0, fmt.Errorf("predecessors enthält keinen Vorgänger von %v", finalPos)
		}
		if besucht[vorgaenger] {
			return 0, fmt.Errorf("die Vorgänger bilden einen Kreis: %v kommt zweimal vor", vorgaenger)
		}
		besucht[vorgaenger] = true
		finalPos = vorgaenger
		path = append(path, finalPos)
	}
	for i := len(path) - 1; i >= 0; i-- {
		PrintPosition(path[i])
	}
	fmt.Printf("Länge der Lösung: %d\n", len(path))
	return len(path), nil
}
