package demo

// Abspieler ist die Zustandsmaschine hinter den Knöpfen einer Schritt-für-Schritt-Demo:
// Eine Suche oder ein Backtracking wird einmal vollständig aufgezeichnet (Bild 0 ist der
// Anfang, Bild Anzahl()-1 das Ende), und der Abspieler merkt sich, welches Bild gerade zu
// sehen ist. „Schritt“, „Zurück“, „Bis zum Ziel“ und der Schieberegler ändern nur diese
// Nummer; die Bilder selbst zeichnet die jeweilige Demo.
//
// Der Nullwert hat ein einziges Bild (Nummer 0).
type Abspieler struct {
	anzahl  int
	aktuell int
}

// NeuerAbspieler liefert einen Abspieler für anzahl Bilder, der beim ersten Bild steht.
// Bei anzahl < 1 gibt es trotzdem ein Bild (das Anfangsbild).
func NeuerAbspieler(anzahl int) *Abspieler {
	return &Abspieler{anzahl: max(anzahl, 1)}
}

// Anzahl liefert die Zahl der Bilder.
func (a *Abspieler) Anzahl() int { return max(a.anzahl, 1) }

// Aktuell liefert die Nummer des gezeigten Bildes (0 bis Anzahl()-1).
func (a *Abspieler) Aktuell() int { return a.aktuell }

// AmAnfang sagt, ob das erste Bild gezeigt wird.
func (a *Abspieler) AmAnfang() bool { return a.aktuell == 0 }

// AmEnde sagt, ob das letzte Bild gezeigt wird.
func (a *Abspieler) AmEnde() bool { return a.aktuell == a.Anzahl()-1 }

// Schritt geht ein Bild weiter. Am Ende bleibt er stehen und liefert false.
func (a *Abspieler) Schritt() bool {
	if a.AmEnde() {
		return false
	}
	a.aktuell++
	return true
}

// Zurueck geht ein Bild zurück. Am Anfang bleibt er stehen und liefert false.
func (a *Abspieler) Zurueck() bool {
	if a.AmAnfang() {
		return false
	}
	a.aktuell--
	return true
}

// BisZumEnde springt zum letzten Bild (bei einer Suche: Ziel gefunden oder Limit
// erreicht).
func (a *Abspieler) BisZumEnde() { a.aktuell = a.Anzahl() - 1 }

// Gehe springt zu Bild i (etwa von einem Schieberegler). Werte außerhalb des Bereichs
// werden auf das erste bzw. letzte Bild begrenzt; die tatsächliche Nummer kommt zurück.
func (a *Abspieler) Gehe(i int) int {
	a.aktuell = min(max(i, 0), a.Anzahl()-1)
	return a.aktuell
}
