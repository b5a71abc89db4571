package lesson

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
