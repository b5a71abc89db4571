package lesson

import "errors"

// Die allgemeinen Fehler der Bibliothek. Jede Darstellung (String-Puzzle, Tupel,
// 15-Puzzle, Sudoku, CSP) meldet ihre eigenen, genaueren Fehler; errors.Is erkennt sie
// zugleich als einen dieser allgemeinen.
var (
	// ErrUngueltig: Eine Eingabe ist ungültig (falsche Länge, unbekannte, doppelte oder zu
	// große Werte, nil, NaN …).
	ErrUngueltig = errors.New("ungültige Eingabe")
	// ErrUnloesbar: Vom Startzustand aus ist das Ziel nicht erreichbar (Parität), oder
	// ein Rätsel hat keine Lösung.
	ErrUnloesbar = errors.New("Puzzle ist nicht lösbar")
)

// NeuerFehler liefert einen Fehler mit eigenem Text, den errors.Is zugleich als den
// allgemeineren Fehler art erkennt – so melden die Unterpakete genaue Fehler, die auf
// ErrUngueltig, ErrUnloesbar oder ErrLimitErreicht passen.
func NeuerFehler(text string, art error) error { return &fehlerart{text, art} }

// fehlerart ist ein Fehlerwert mit eigenem Text, der zugleich als allgemeinerer Fehler der
// Bibliothek erkannt wird: errors.Is(ErrTupelUnloesbar, ErrUnloesbar) ist wahr. So prüft
// man mit einem einzigen Vergleich, ob irgendein Puzzle unlösbar war oder irgendeine Suche
// an ihr Limit kam, ganz gleich, in welcher Darstellung (String, Tupel, 15-Puzzle).
type fehlerart struct {
	text string
	art  error
}

func (f *fehlerart) Error() string { return f.text }

// Unwrap liefert den allgemeineren Fehler.
func (f *fehlerart) Unwrap() error { return f.art }
