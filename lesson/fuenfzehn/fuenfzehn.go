package fuenfzehn

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kisuche/kisuche/lesson"
)

// Fuenfzehn ist eine Stellung des 15-Puzzles in einer kompakten, schnellen Darstellung:
// Fuenfzehn[i] ist die Kachel auf Feld i (zeilenweise von links oben, 0 bis 15), das Loch
// ist 0. Das Ziel ist wie in der Lektion „15-Puzzle“ (1, 2, …, 15, 0): das Loch rechts unten.
//
// Fuenfzehn ist ein Array und damit vergleichbar und kopierbar wie ein Python-Tupel;
// IDA* (Loese) verschiebt darauf Milliarden von Kacheln, ohne Speicher anzufordern.
type Fuenfzehn [16]uint8

// Ziel ist die Zielstellung der Lektion: 1 bis 15 aufsteigend, das Loch rechts unten.
var Ziel = Fuenfzehn{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}

// ErrUngueltigeStellung meldet eine Eingabe, die keine Stellung des 15-Puzzles ist (nicht
// jede Zahl 0–15 genau einmal); errors.Is erkennt sie auch als lesson.ErrUngueltig.
var ErrUngueltigeStellung = lesson.NeuerFehler("ungültige Stellung des 15-Puzzles", lesson.ErrUngueltig)

// ErrUnloesbar meldet eine Stellung, die sich nicht in das Ziel schieben lässt. Jede
// Suche prüft das sofort über die Parität, statt den halben Zustandsraum abzusuchen.
// errors.Is(err, lesson.ErrUnloesbar) erkennt ihn ebenfalls.
var ErrUnloesbar error = lesson.NeuerFehler("die Stellung ist nicht lösbar: Ihre Parität passt nicht "+
	"zur Zielstellung (genau die Hälfte aller Stellungen ist unerreichbar)", lesson.ErrUnloesbar)

// Aus prüft 16 Zahlen (zeilenweise, 0 für das Loch) und macht daraus eine
// Stellung. Jede Zahl von 0 bis 15 muss genau einmal vorkommen; ob die Stellung lösbar
// ist, sagt IstLoesbar.
func Aus(kacheln ...int) (Fuenfzehn, error) {
	var p Fuenfzehn
	if len(kacheln) != 16 {
		return p, fmt.Errorf("%w: ein 15-Puzzle braucht genau 16 Zahlen (0 für das Loch), nicht %d", ErrUngueltigeStellung, len(kacheln))
	}
	var gesehen [16]bool
	for i, k := range kacheln {
		if k < 0 || k > 15 {
			return p, fmt.Errorf("%w: Feld %d enthält %d; erlaubt sind nur die Zahlen 0 bis 15", ErrUngueltigeStellung, i, k)
		}
		if gesehen[k] {
			return p, fmt.Errorf("%w: die Zahl %d kommt mehr als einmal vor (zuletzt auf Feld %d)", ErrUngueltigeStellung, k, i)
		}
		gesehen[k] = true
		p[i] = uint8(k)
	}
	return p, nil
}

// AusText liest eine Stellung aus 16 durch Leerzeichen oder Kommas getrennten
// Zahlen, z. B. "5 1 3 4 6 9 7 8 2 10 0 11 13 14 15 12"; Klammern werden überlesen.
func AusText(text string) (Fuenfzehn, error) {
	felder := strings.FieldsFunc(text, func(r rune) bool {
		return r == ' ' || r == ',' || r == '\t' || r == '\n' || r == '(' || r == ')' || r == '[' || r == ']'
	})
	zahlen := make([]int, 0, len(felder))
	for _, f := range felder {
		z, err := strconv.Atoi(f)
		if err != nil {
			return Fuenfzehn{}, fmt.Errorf("%w: %q ist keine Zahl", ErrUngueltigeStellung, f)
		}
		zahlen = append(zahlen, z)
	}
	return Aus(zahlen...)
}

// Loch liefert das Feld (0 bis 15), auf dem das Loch steht, oder −1, wenn p keins hat.
func (p Fuenfzehn) Loch() int {
	for i, k := range p {
		if k == 0 {
			return i
		}
	}
	return -1
}

// IstLoesbar sagt, ob sich p in Ziel schieben lässt. Jeder Zug vertauscht das Loch
// mit einer Kachel, ändert also die Parität der Permutation und die Parität des Abstands
// des Lochs von seinem Zielfeld zugleich. Lösbar sind genau die Stellungen, bei denen beide
// Paritäten übereinstimmen.
func (p Fuenfzehn) IstLoesbar() bool {
	return permutationsParitaet(p, 16)%2 == abstand(p.Loch(), 15)%2
}

// permutationsParitaet zählt die Fehlstände von p, wobei das Loch als Zahl loch zählt
// (16, wenn das Loch im Ziel hinten steht, 0, wenn es vorne steht).
func permutationsParitaet(p Fuenfzehn, loch int) int {
	wert := func(k uint8) int {
		if k == 0 {
			return loch
		}
		return int(k)
	}
	fehlstaende := 0
	for i := range p {
		for j := i + 1; j < len(p); j++ {
			if wert(p[i]) > wert(p[j]) {
				fehlstaende++
			}
		}
	}
	return fehlstaende
}

// abstand ist der Manhattan-Abstand zweier Felder des 4×4-Bretts.
func abstand(a, b int) int {
	return betrag(a/4-b/4) + betrag(a%4-b%4)
}

func betrag(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// String zeichnet die Stellung wie print_position in der Lektion „15-Puzzle“.
func (p Fuenfzehn) String() string {
	var b strings.Builder
	b.WriteString("+------------+\n")
	for z := range 4 {
		b.WriteByte('|')
		for s := range 4 {
			k := p[4*z+s]
			if k == 0 {
				b.WriteString("   ")
			} else {
				fmt.Fprintf(&b, "%-3d", k)
			}
		}
		b.WriteString("|\n")
	}
	b.WriteString("+------------+")
	return b.String()
}

// Kacheln liefert die Stellung als 16 Zahlen – so, wie die Tupel-Funktionen der Lektion sie
// erwarten.
func (p Fuenfzehn) Kacheln() [16]int {
	var t [16]int
	for i, k := range p {
		t[i] = int(k)
	}
	return t
}

// gueltig meldet, ob p jede Zahl 0 bis 15 genau einmal enthält.
func (p Fuenfzehn) gueltig() bool {
	var m uint32
	for _, k := range p {
		if k > 15 {
			return false
		}
		m |= 1 << k
	}
	return m == 0xFFFF
}
