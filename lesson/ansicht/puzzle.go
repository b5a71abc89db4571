package ansicht

import (
	"fmt"
	"math"

	"github.com/kisuche/kisuche/lesson"
)

// ansichtSeite liefert n, wenn anzahl = n·n mit n ≥ 2 ist.
func ansichtSeite(anzahl int) (int, bool) {
	n := int(math.Round(math.Sqrt(float64(anzahl))))
	return n, n >= 2 && n*n == anzahl
}

// felderAusString zerlegt einen Zustand des Schiebepuzzles (Leerzeichen = leeres Feld) in
// die Texte seiner Felder und liefert die Breite des Bretts.
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
