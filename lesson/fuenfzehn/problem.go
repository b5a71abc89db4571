package fuenfzehn

import (
	"github.com/kisuche/kisuche/lesson"
)

// Problem ist das 15-Puzzle als Suchproblem für die allgemeinen Suchen
// (IDAStern, ASternSuche, …): Zustände sind Fuenfzehn-Stellungen, Aktionen die Züge des
// Lochs in der Reihenfolge Reihenfolge (ohne Angabe StandardReihenfolge). Das Ziel ist
// Ziel, wenn Ziel nicht gesetzt ist.
type Problem struct {
	lesson.StartUndZiel[Fuenfzehn]
	Reihenfolge Zugreihenfolge
}

// NeuesProblem liefert das Suchproblem „von start nach Ziel“. Eine
// ungültige oder unlösbare Stellung ist ein Fehler (ErrUnloesbar).
func NeuesProblem(start Fuenfzehn) (*Problem, error) {
	if err := pruefeStellung(start); err != nil {
		return nil, err
	}
	return &Problem{StartUndZiel: lesson.StartUndZiel[Fuenfzehn]{Start: start, Ziel: Ziel}}, nil
}

// MoeglicheAktionen liefert die Züge, die das Loch in zustand machen kann.
func (p *Problem) MoeglicheAktionen(zustand Fuenfzehn) []LochZug {
	r := p.Reihenfolge
	if r == (Zugreihenfolge{}) {
		r = StandardReihenfolge
	}
	loch := zustand.Loch()
	zuege := make([]LochZug, 0, 4)
	for _, z := range r {
		if loch >= 0 && z <= LochRunter && zugZiel[loch][z] >= 0 {
			zuege = append(zuege, z)
		}
	}
	return zuege
}

// FuehreAktionAus liefert die Stellung nach dem Zug aktion (unverändert, wenn er nicht geht).
func (p *Problem) FuehreAktionAus(zustand Fuenfzehn, aktion LochZug) Fuenfzehn {
	neu, _ := zustand.Ziehe(aktion)
	return neu
}
