package tafel

// Fortschritt ist der Stand einer Aufgabe einer Person auf der Tafel.
type Fortschritt int

// Die Stände einer Aufgabe.
const (
	// Ungeprueft: noch nicht geprüft (gleich nach dem Start der Tafel).
	Ungeprueft Fortschritt = iota
	// NichtBegonnen: Die Datei der Aufgabe ist noch der Stub aus exercises/.
	NichtBegonnen
	// Offen: begonnen, besteht die Beispiele der Lektion (noch) nicht.
	Offen
	// Besteht: besteht die Beispiele der Lektion.
	Besteht
	// Abgebrochen: Die Prüfung wurde abgebrochen (Zeit, Speicher, Absturz, Frist).
	Abgebrochen
)

// fortschritte sind alle Stände in der Reihenfolge der Legende.
var fortschritte = []Fortschritt{Besteht, Offen, NichtBegonnen, Abgebrochen, Ungeprueft}

// Text liefert den Stand in Worten.
func (f Fortschritt) Text() string {
	switch f {
	case NichtBegonnen:
		return "nicht begonnen"
	case Offen:
		return "offen"
	case Besteht:
		return "besteht"
	case Abgebrochen:
		return "abgebrochen"
	}
	return "noch nicht geprüft"
}

// Zeichen liefert das Zeichen des Stands: Es unterscheidet die Stände auch ohne Farbe (auf
// einem blassen Beamer, ausgedruckt, ohne Farbsehen).
func (f Fortschritt) Zeichen() string {
	switch f {
	case NichtBegonnen:
		return "○"
	case Offen:
		return "△"
	case Besteht:
		return "✓"
	case Abgebrochen:
		return "⚠"
	}
	return "…"
}

// Klasse liefert die CSS-Klasse des Stands (die Farbe, tafel.css).
func (f Fortschritt) Klasse() string {
	switch f {
	case NichtBegonnen:
		return "nicht-begonnen"
	case Offen:
		return "offen"
	case Besteht:
		return "besteht"
	case Abgebrochen:
		return "abgebrochen"
	}
	return "ungeprueft"
}
