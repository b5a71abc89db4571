package puzzle

import (
	"fmt"
	"io"
)

// AnzeigeOption stellt ein, ob und wie ZugsequenzAusfuehren die Züge anzeigt.
type AnzeigeOption func(*anzeige)

type anzeige struct {
	w             io.Writer
	zugnummern    bool
	schreibFehler error
}

// Anzeigen lässt ZugsequenzAusfuehren jeden Zug nach w schreiben, wie
// zugsequenz_ausfuehren(..., anzeigen=True) in der Lektion: erst den Anfangszustand, dann
// für jeden Zug eine Zeile „Verschiebe A von Position 4 nach 3:“ und den neuen Zustand.
func Anzeigen(w io.Writer) AnzeigeOption {
	return func(a *anzeige) { a.w = w }
}

// MitZugnummern nummeriert die angezeigten Züge wie in der Lektion „Suche“:
// „Zug 1: Verschiebe F von Position 3 nach 4:“ (die Lektion „Das Schiebepuzzle“ zeigt die
// Züge ohne Nummer).
func MitZugnummern() AnzeigeOption {
	return func(a *anzeige) { a.zugnummern = true }
}

func (a *anzeige) printf(format string, args ...any) {
	if a.w != nil && a.schreibFehler == nil {
		_, a.schreibFehler = fmt.Fprintf(a.w, format, args...)
	}
}

// ZugsequenzAusfuehren führt die Züge zuege (Positionen wie bei VerschiebePos) vom Zustand
// beginn aus und liefert den Endzustand (zugsequenz_ausfuehren in der Lektion). Mit
// Anzeigen(w) schreibt sie jeden Schritt nach w, mit MitZugnummern zusätzlich nummeriert.
//
// Ist beginn ungültig oder ein Zug nicht möglich, liefert sie den Fehler
// (ErrUngueltigerZustand bzw. ErrUngueltigerZug, mit der Nummer des Zugs) und den Zustand
// vor dem fehlerhaften Zug.
func ZugsequenzAusfuehren(beginn string, zuege []int, optionen ...AnzeigeOption) (string, error) {
	var a anzeige
	for _, o := range optionen {
		if o != nil {
			o(&a)
		}
	}
	n, err := pruefeZustand(beginn)
	if err != nil {
		return "", err
	}
	a.printf("%s\n", PrettyStr(beginn))
	aktuell := beginn
	for i, zug := range zuege {
		if err := pruefeZug(aktuell, zug, n); err != nil {
			return aktuell, fmt.Errorf("%w (Zug %d)", err, i+1)
		}
		nummer := ""
		if a.zugnummern {
			nummer = fmt.Sprintf("Zug %d: ", i+1)
		}
		a.printf("\n%sVerschiebe %c von Position %d nach %d:\n", nummer, aktuell[zug], zug, leerPos(aktuell))
		aktuell = verschiebe(aktuell, zug)
		a.printf("%s\n", PrettyStr(aktuell))
	}
	return aktuell, a.schreibFehler
}
