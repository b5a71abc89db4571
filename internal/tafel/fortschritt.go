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

// darstellung ist, wie die Tafel jeden Stand zeigt: in Worten, als Zeichen (es unterscheidet
// die Stände auch ohne Farbe – auf einem blassen Beamer, ausgedruckt, ohne Farbsehen) und als
// CSS-Klasse (die Farbe, tafel.css).
var darstellung = [...]struct{ text, zeichen, klasse string }{
	Ungeprueft:    {"noch nicht geprüft", "…", "ungeprueft"},
	NichtBegonnen: {"nicht begonnen", "○", "nicht-begonnen"},
	Offen:         {"offen", "△", "offen"},
	Besteht:       {"besteht", "✓", "besteht"},
	Abgebrochen:   {"abgebrochen", "⚠", "abgebrochen"},
}

// dargestellt liefert die Darstellung von f; ein unbekannter Stand gilt als ungeprüft.
func (f Fortschritt) dargestellt() struct{ text, zeichen, klasse string } {
	if f < 0 || int(f) >= len(darstellung) {
		f = Ungeprueft
	}
	return darstellung[f]
}

// Text liefert den Stand in Worten.
func (f Fortschritt) Text() string { return f.dargestellt().text }

// Zeichen liefert das Zeichen des Stands.
func (f Fortschritt) Zeichen() string { return f.dargestellt().zeichen }

// Klasse liefert die CSS-Klasse des Stands.
func (f Fortschritt) Klasse() string { return f.dargestellt().klasse }
