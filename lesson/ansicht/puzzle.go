package ansicht

import (
	"fmt"
	"math"
	"strconv"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/achtpuzzle"
)

// SchiebepuzzleHTML zeichnet einen Zustand des 8-Puzzles in der Schreibweise der Lektion
// „Das Schiebepuzzle“ (ein String der Länge 9, Leerzeichen = leeres Feld) als HTML-Brett.
// Passt die Länge nicht zu einem quadratischen Brett, zeigt es eine Fehlermeldung.
//
//	gonbui.DisplayHTML(lesson.SchiebepuzzleHTML("CBD AFGEH"))
func SchiebepuzzleHTML(zustand string) string {
	return SchiebepuzzleTitelHTML(zustand, "")
}

// SchiebepuzzleTitelHTML ist SchiebepuzzleHTML mit einer Überschrift über dem Brett.
func SchiebepuzzleTitelHTML(zustand, titel string) string {
	felder, breite, err := felderAusString(zustand)
	if err != nil {
		return fehlerHTML(err.Error())
	}
	return brettStil + brettHTML(felder, breite, titel)
}

// SchiebepuzzleFolgeHTML zeichnet mehrere Zustände nebeneinander, z. B. alle Zustände
// einer Lösung. titel[i] steht über dem i-ten Brett (fehlende Titel bleiben leer).
func SchiebepuzzleFolgeHTML(zustaende []string, titel []string) string {
	var teile []string
	for i, z := range zustaende {
		felder, breite, err := felderAusString(z)
		if err != nil {
			teile = append(teile, fehlerHTML(err.Error()))
			continue
		}
		teile = append(teile, brettHTML(felder, breite, titelNr(titel, i)))
	}
	return Nebeneinander(teile...)
}

// Zahl ist ein ganzzahliger Typ für die Felder eines Puzzles: int (etwa
// fuenfzehn.Fuenfzehn), int8 (die Position der Übung) oder uint8 (achtpuzzle.Tupel).
type Zahl interface{ ~int | ~int8 | ~uint8 }

// PuzzleHTML zeichnet ein n×n-Schiebepuzzle aus Zahlen (0 = leeres Feld), z. B. eine
// Position des 15-Puzzles mit 16 Zahlen oder ein 8-Puzzle mit 9 Zahlen.
//
//	gonbui.DisplayHTML(lesson.PuzzleHTML([]int{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12}))
func PuzzleHTML[Z Zahl](zahlen []Z) string {
	return PuzzleTitelHTML(zahlen, "")
}

// PuzzleTitelHTML ist PuzzleHTML mit einer Überschrift über dem Brett.
func PuzzleTitelHTML[Z Zahl](zahlen []Z, titel string) string {
	felder, breite, err := felderAusZahlen(zahlen)
	if err != nil {
		return fehlerHTML(err.Error())
	}
	return brettStil + brettHTML(felder, breite, titel)
}

// PuzzleFolgeHTML zeichnet mehrere Zahlen-Positionen nebeneinander (z. B. einen Lösungsweg).
func PuzzleFolgeHTML[Z Zahl](positionen [][]Z, titel []string) string {
	var teile []string
	for i, p := range positionen {
		felder, breite, err := felderAusZahlen(p)
		if err != nil {
			teile = append(teile, fehlerHTML(err.Error()))
			continue
		}
		teile = append(teile, brettHTML(felder, breite, titelNr(titel, i)))
	}
	return Nebeneinander(teile...)
}

// TupelHTML zeichnet ein Tupel der Lektion „Suchalgorithmen“ als Brett (0 = leeres Feld).
func TupelHTML(t achtpuzzle.Tupel) string {
	return TupelTitelHTML(t, "")
}

// TupelTitelHTML ist TupelHTML mit einer Überschrift über dem Brett.
func TupelTitelHTML(t achtpuzzle.Tupel, titel string) string {
	return PuzzleTitelHTML(tupelZahlen(t), titel)
}

// TupelFolgeHTML zeichnet mehrere Tupel nebeneinander (z. B. die Zustände eines Weges).
func TupelFolgeHTML(tupel []achtpuzzle.Tupel, titel []string) string {
	positionen := make([][]int, len(tupel))
	for i, t := range tupel {
		positionen[i] = tupelZahlen(t)
	}
	return PuzzleFolgeHTML(positionen, titel)
}

func tupelZahlen(t achtpuzzle.Tupel) []int {
	zahlen := make([]int, len(t))
	for i, z := range t {
		zahlen[i] = int(z)
	}
	return zahlen
}

func titelNr(titel []string, i int) string {
	if i < len(titel) {
		return titel[i]
	}
	return ""
}

// ansichtSeite liefert n, wenn anzahl = n·n mit n ≥ 2 ist.
func ansichtSeite(anzahl int) (int, bool) {
	n := int(math.Round(math.Sqrt(float64(anzahl))))
	return n, n >= 2 && n*n == anzahl
}

func felderAusString(zustand string) ([]string, int, error) {
	zeichen := []rune(zustand)
	breite, ok := ansichtSeite(len(zeichen))
	if !ok {
		return nil, 0, fmt.Errorf("%w: kein quadratisches Puzzle, %q hat %d Zeichen", lesson.ErrUngueltig, zustand, len(zeichen))
	}
	felder := make([]string, len(zeichen))
	for i, z := range zeichen {
		if z != ' ' {
			felder[i] = string(z)
		}
	}
	return felder, breite, nil
}

func felderAusZahlen[Z Zahl](zahlen []Z) ([]string, int, error) {
	breite, ok := ansichtSeite(len(zahlen))
	if !ok {
		return nil, 0, fmt.Errorf("%w: kein quadratisches Puzzle, %d Zahlen", lesson.ErrUngueltig, len(zahlen))
	}
	felder := make([]string, len(zahlen))
	for i, z := range zahlen {
		if z != 0 {
			felder[i] = strconv.Itoa(int(z))
		}
	}
	return felder, breite, nil
}
