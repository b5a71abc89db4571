package bewertung

import (
	"fmt"
	"slices"
)

// Prüfungen an dem, was das Prüfprogramm während einer Suche beobachtet hat (auf welchen
// Positionen GetMoves aufgerufen wurde, dienst.Beobachte) – nicht an dem, was die Suche
// meldet. Ohne Beobachtung (go test ./exercises) prüfen sie nichts; dort gelten nur die
// Schranken für die gemeldete Schrittzahl.

// expandiertKompakt liefert die expandierten Positionen des Laufs, kompakt gepackt.
func (l suchLauf) expandiertKompakt() map[uint64]bool {
	erg := make(map[uint64]bool, len(l.expandiert))
	for b := range l.expandiert {
		erg[b.kompakt()] = true
	}
	return erg
}

// ausserhalb zählt die Positionen aus menge, die nicht in erlaubt liegen, und liefert die
// kleinste davon als Beispiel (so ist die Meldung in jedem Lauf gleich).
func ausserhalb(menge, erlaubt map[uint64]bool) (int, brett) {
	var fremd []uint64
	for k := range menge {
		if !erlaubt[k] {
			fremd = append(fremd, k)
		}
	}
	if len(fremd) == 0 {
		return 0, brett{}
	}
	return len(fremd), entpacke(slices.Min(fremd))
}

// pruefeBFSBeobachtung prüft eine Breitensuche mit richtiger Lösung an dem, was sie
// expandiert hat: nur Positionen mit höchstens C* Zügen Abstand, jede mit höchstens C*-2
// Zügen Abstand (auch mit dem Zieltest beim Erzeugen), GetMoves nicht öfter, als es
// kürzeste Wege gibt, und numSteps nicht kleiner als die Zahl der Aufrufe.
func pruefeBFSBeobachtung(l suchLauf, info schichtInfo) string {
	if !l.beobachtet {
		return ""
	}
	c := info.cStern
	expandiert := l.expandiertKompakt()
	bisC, bisCMinus2 := map[uint64]bool{}, map[uint64]bool{}
	for k, d := range info.abstand {
		bisC[k] = d <= c
		if d <= c-2 {
			bisCMinus2[k] = true
		}
	}
	if n, b := ausserhalb(expandiert, bisC); n > 0 {
		return fmt.Sprintf("%s hat GetMoves auf %d Positionen aufgerufen, die mehr als %d Züge vom Start entfernt sind (etwa %v) – eine Breitensuche expandiert nur Positionen bis zur Tiefe der Lösung.", l.aufruf, n, c, b)
	}
	if n, b := ausserhalb(bisCMinus2, expandiert); n > 0 {
		return fmt.Sprintf("%s hat %d der %d Positionen mit höchstens %d Zügen Abstand nicht expandiert (etwa %v); eine Breitensuche expandiert jede von ihnen, bevor sie das Ziel findet. Ist es eine Breitensuche, und ruft sie für jede Position, die sie aus der Fringe nimmt, GetMoves auf?", l.aufruf, n, len(bisCMinus2), c-2, b)
	}
	if grenze := int(summeBis(info.pfade, c)); l.getMovesAufrufe > grenze {
		return fmt.Sprintf("%s ruft GetMoves %d-mal auf; eine Breitensuche, die jede Position höchstens einmal expandiert, braucht höchstens %d Aufrufe. Expandierst du Positionen mehrfach – fehlt die Prüfung mit expandedNodes?", l.aufruf, l.getMovesAufrufe, grenze)
	}
	if l.schritte < l.getMovesAufrufe {
		return fmt.Sprintf("%s meldet %d Schritte, hat GetMoves aber %d-mal aufgerufen – numSteps zählt jedes Herausnehmen aus der Fringe.", l.aufruf, l.schritte, l.getMovesAufrufe)
	}
	return ""
}

// pruefeAStarBeobachtung prüft A* mit richtiger Lösung an dem, was es expandiert hat.
// erlaubt sind die Positionen, die eine richtige A*-Suche expandieren darf (g* + h <= C*);
// noetig (nil: keine) die, die sie expandieren muss (bei konsistentem h: g* + h < C*).
// numSteps ist mindestens die Zahl der Aufrufe von GetMoves; mitZiel (nur in der Prüfung
// „Zieltest beim Expandieren“, damit ein Zählfehler nur dort Punkte kostet): plus 1, denn
// A* nimmt das Ziel aus der Fringe, ohne es zu expandieren.
func pruefeAStarBeobachtung(l suchLauf, erlaubt, noetig map[uint64]bool, cStern int, mitZiel bool) string {
	if !l.beobachtet {
		return ""
	}
	expandiert := l.expandiertKompakt()
	if n, b := ausserhalb(expandiert, erlaubt); n > 0 {
		return fmt.Sprintf("%s hat GetMoves auf %d Positionen mit g + h > %d aufgerufen (etwa %v) – A* expandiert nur Positionen mit g + h <= %d, der Länge der kürzesten Lösung. Wählst du immer den Knoten mit dem kleinsten f = g + h aus der Fringe?", l.aufruf, n, cStern, b, cStern)
	}
	if n, b := ausserhalb(noetig, expandiert); n > 0 {
		return fmt.Sprintf("%s hat %d der %d Positionen mit g + h < %d nicht expandiert (etwa %v); A* expandiert jede von ihnen, bevor es das Ziel aus der Fringe nimmt. Prüfst du das Ziel schon beim Erzeugen der Nachfolger? Richtig ist der Zieltest beim Herausnehmen aus der Fringe.", l.aufruf, n, len(noetig), cStern, b)
	}
	if grenze := 4 * len(erlaubt); l.getMovesAufrufe > grenze {
		return fmt.Sprintf("%s ruft GetMoves %d-mal auf; A* expandiert nur die %d Positionen mit g + h <= %d – auch mehrfach expandiert höchstens %d Aufrufe. Expandierst du Positionen mehrfach?", l.aufruf, l.getMovesAufrufe, len(erlaubt), cStern, grenze)
	}
	if mitZiel && l.schritte < l.getMovesAufrufe+1 {
		return fmt.Sprintf("%s meldet %d Schritte, hat GetMoves aber %d-mal aufgerufen und dann das Ziel aus der Fringe genommen – numSteps zählt jedes Herausnehmen aus der Fringe, auch das des Ziels (mindestens %d).", l.aufruf, l.schritte, l.getMovesAufrufe, l.getMovesAufrufe+1)
	}
	if l.schritte < l.getMovesAufrufe {
		return fmt.Sprintf("%s meldet %d Schritte, hat GetMoves aber %d-mal aufgerufen – numSteps zählt jedes Herausnehmen aus der Fringe.", l.aufruf, l.schritte, l.getMovesAufrufe)
	}
	return ""
}

// konsistentErlaubtNoetig liefert für eine konsistente Heuristik h die Positionen, die A*
// von start aus expandieren darf (g* + h <= C*) und muss (g* + h < C*).
func konsistentErlaubtNoetig(start brett, h func(brett) int, cStern int) (erlaubt, noetig map[uint64]bool) {
	erlaubt = fMengeVon(start, h, cStern)
	if cStern == 0 {
		return erlaubt, nil
	}
	return erlaubt, fMengeVon(start, h, cStern-1)
}
