package bewertung

import (
	"fmt"
	"strings"
	"sync"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/bewertung/dienst"
)

// Die Aufgaben c) BFS und e) AStar.

// suchLauf ist ein Aufruf von BFS oder AStar und sein Ergebnis.
type suchLauf struct {
	aufruf string // zum Beispiel "BFS(Position{…})"
	start  brett
	suchErgebnis
	panik string // nicht leer: der Aufruf ist mit panic abgebrochen
	// ohneHeuristik: AStar hat die übergebene Heuristik kein einziges Mal aufgerufen.
	ohneHeuristik bool
}

// fuehreAus ruft eine Suche auf; ein panic der Abgabe wird zu einem Ergebnis (ein
// abgebrochener Prozess nicht: Er bricht die Aufgabe ab).
func fuehreAus(aufruf string, start brett, suche func(brett) suchErgebnis) (l suchLauf) {
	l.aufruf, l.start = aufruf, start
	defer func() {
		if r := recover(); r != nil {
			p, ok := r.(kandidatPanik)
			if !ok {
				panic(r)
			}
			l.panik = string(p)
		}
	}()
	l.suchErgebnis = suche(start)
	return l
}

// lektion prüft den Lauf von der Startposition der Lektion mit der sichtbaren Prüfung aus
// exercises/pruefen (dieselben Sätze wie in Notebook 4 und go test ./exercises). Ein panic
// meldet die Bewertung selbst (fehler).
func (l suchLauf) lektion(aufruf string) []string {
	if l.panik != "" {
		return nil
	}
	return pruefen.Loesung(aufruf, func(brett) (func(brett) (brett, bool), int, error) {
		return l.vorgaenger, l.schritte, l.err
	}, nil)
}

// maxPfad begrenzt, wie vielen Vorgängern pfadLaenge folgt.
const maxPfad = 10000

// fehler liefert eine Meldung, wenn der Lauf abgestürzt ist oder einen Fehler geliefert hat.
func (l suchLauf) fehler() string {
	switch {
	case l.panik != "":
		return fmt.Sprintf("%s bricht ab mit %s", l.aufruf, l.panik)
	case l.err != nil && strings.Contains(l.err.Error(), "nicht implementiert"):
		return fmt.Sprintf("%s liefert den Fehler „%v“ – ist die Funktion noch nicht implementiert?", l.aufruf, l.err)
	case l.err != nil:
		return fmt.Sprintf("%s liefert den Fehler „%v“, erwartet eine Lösung", l.aufruf, l.err)
	}
	return ""
}

// pfadLaenge folgt den Vorgängern vom Ziel zurück zum Start und liefert die Anzahl der
// Positionen auf dem Pfad (wie ShowSolution) oder eine Meldung, was an der Kette falsch ist.
func (l suchLauf) pfadLaenge() (int, string) {
	if m := l.fehler(); m != "" {
		return 0, m
	}
	aktuell := ziel
	besucht := map[brett]bool{ziel: true}
	n := 1
	for aktuell != l.start {
		if n > maxPfad {
			return 0, fmt.Sprintf("%s: Die Vorgänger bilden keine Kette zum Start (nach %d Schritten noch nicht am Start)", l.aufruf, maxPfad)
		}
		vor, ok := brett{}, false
		if l.vorgaenger != nil {
			vor, ok = l.vorgaenger(aktuell)
		}
		if !ok {
			if n == 1 {
				return 0, fmt.Sprintf("%s: predecessors enthält keinen Vorgänger der Zielposition", l.aufruf)
			}
			return 0, fmt.Sprintf("%s: Die Vorgänger bilden keine Kette zum Start: %d Schritte vor dem Ziel fehlt der Vorgänger von %v", l.aufruf, n-1, aktuell)
		}
		if l.beobachtet && !l.expandiert[vor] {
			return 0, fmt.Sprintf("%s: predecessors[%v] ist %v, aber die Suche hat GetMoves nie auf %v aufgerufen – der Vorgänger einer Position ist die Position, die beim Expandieren (GetMoves) zu ihr geführt hat", l.aufruf, aktuell, vor, vor)
		}
		if !istZug(vor, aktuell) {
			return 0, fmt.Sprintf("%s: predecessors[%v] ist %v – das ist kein erlaubter Zug (%s)", l.aufruf, aktuell, vor, beschreibeZug(vor, aktuell))
		}
		if besucht[vor] {
			return 0, fmt.Sprintf("%s: Die Vorgänger bilden einen Kreis: %v kommt zweimal vor", l.aufruf, vor)
		}
		besucht[vor] = true
		aktuell = vor
		n++
	}
	return n, ""
}

// pruefeOptimal prüft, dass der Lauf eine Lösung mit genau cStern Zügen liefert.
func (l suchLauf) pruefeOptimal(cStern int, zusatz string) string {
	n, m := l.pfadLaenge()
	if m != "" {
		return m
	}
	if n != cStern+1 {
		return fmt.Sprintf("%s: Der Lösungspfad hat %d Positionen (%d Züge), die kürzeste Lösung hat %d Positionen (%d Züge)%s", l.aufruf, n, n-1, cStern+1, cStern, zusatz)
	}
	return ""
}

// speicher merkt sich Ergebnisse, damit mehrere Prüfungen einer Aufgabe dieselben Läufe
// und dieselben Orakel-Rechnungen benutzen.
type speicher[T any] struct {
	mu    sync.Mutex
	werte map[string]T
}

func (s *speicher[T]) hole(schluessel string, berechne func() T) T {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.werte == nil {
		s.werte = map[string]T{}
	}
	if w, ok := s.werte[schluessel]; ok {
		return w
	}
	w := berechne()
	s.werte[schluessel] = w
	return w
}

// schichtSpeicher merkt sich die Breitensuchen des Orakels (für alle Abgaben gleich).
var schichtSpeicher speicher[schichtInfo]

// schichtenVon liefert die Breitensuche des Orakels von b aus (bis zur Schicht des Ziels).
func schichtenVon(b brett) schichtInfo {
	return schichtSpeicher.hole(b.String(), func() schichtInfo { return breitensuche(b, 20, true) })
}

// bfsPositionen sind die Startpositionen der Zufallsprüfung von BFS (0 bis 12 Züge).
func bfsPositionen(samen uint64) []brett {
	rng := neuerZufall(samen, 6)
	var bretter []brett
	for _, n := range []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12} {
		bretter = append(bretter, zufallsWeg(rng, n))
	}
	return bretter
}

func bfsLauf(k kandidat, b brett) suchLauf {
	return k.laeufe.hole("bfs"+b.String(), func() suchLauf {
		return fuehreAus(fmt.Sprintf("BFS(%v)", b), b, k.bfs)
	})
}

var aufgabeC = neueAufgabe("c", []pruefung{
	{"Startposition der Lektion: Lösung mit 15 Positionen", 2, func(k kandidat) []string {
		if k.bfs == nil {
			return []string{"BFS fehlt"}
		}
		l := bfsLauf(k, lektionsStart)
		if saetze := l.lektion("BFS(StartPos)"); len(saetze) > 0 {
			return saetze
		}
		if m := l.pruefeOptimal(14, ""); m != "" {
			return []string{m}
		}
		if m := pruefeBFSBeobachtung(l, schichtenVon(lektionsStart)); m != "" {
			return []string{m}
		}
		return []string{info("Länge der Lösung: 15, Anzahl an Steps: %d (Lektion: je nach Reihenfolge in GetMoves 40000 bis über 100000)", l.schritte)}
	}},
	{"Zufällige Positionen mit 0 bis 12 Zügen: kürzeste Lösung", 1, func(k kandidat) []string {
		if k.bfs == nil {
			return []string{"BFS fehlt"}
		}
		var meldungen []string
		for _, b := range bfsPositionen(k.samen) {
			if m := bfsLauf(k, b).pruefeOptimal(schichtenVon(b).cStern, ""); m != "" {
				meldungen = append(meldungen, m)
			}
		}
		return kappen(meldungen, 3)
	}},
	{"Schrittzahl: jede Position höchstens einmal expandiert", 1, func(k kandidat) []string {
		if k.bfs == nil {
			return []string{"BFS fehlt"}
		}
		var meldungen []string
		for _, b := range append([]brett{lektionsStart}, bfsPositionen(k.samen)...) {
			l := bfsLauf(k, b)
			info := schichtenVon(b)
			// Eine Schrittzahl zählt nur mit einer richtigen Lösung: Sonst ließe sich der
			// Punkt mit einer erfundenen Zahl holen (return nil, 1, nil).
			if m := l.pruefeOptimal(info.cStern, ""); m != "" {
				meldungen = append(meldungen, m+" – ohne richtige Lösung zählt die Schrittzahl nicht")
				continue
			}
			// Eine Breitensuche nimmt höchstens jede Position mit Abstand <= C* so oft aus
			// der Fringe, wie es kürzeste Wege zu ihr gibt (ohne Duplikate: einmal), und
			// mindestens jede Position mit Abstand <= C*-2 einmal, bevor sie das Ziel
			// findet (auch mit dem Zieltest beim Erzeugen); eine Suche mit Heuristik statt
			// Breitensuche braucht weniger.
			grenze := int(summeBis(info.pfade, info.cStern)) + 1
			mindestens := 1
			if info.cStern >= 2 {
				mindestens = summeBis(info.anzahl, info.cStern-2) + 1
			}
			if l.schritte > grenze {
				meldungen = append(meldungen, fmt.Sprintf("%s braucht %d Schritte; eine Breitensuche, die jede Position höchstens einmal expandiert, braucht höchstens %d (es gibt nur %d Positionen mit höchstens %d Zügen Abstand). Expandierst du Positionen mehrfach – fehlt die Prüfung mit expandedNodes?", l.aufruf, l.schritte, grenze, summeBis(info.anzahl, info.cStern), info.cStern))
			} else if l.schritte < mindestens {
				meldungen = append(meldungen, fmt.Sprintf("%s braucht nur %d Schritte; eine Breitensuche nimmt alle %d Positionen mit höchstens %d Zügen Abstand aus der Fringe, bevor sie das Ziel findet – mindestens %d Schritte. Ist es eine Breitensuche, und zählt numSteps jedes Herausnehmen aus der Fringe?", l.aufruf, l.schritte, mindestens-1, info.cStern-2, mindestens))
			} else if m := pruefeBFSBeobachtung(l, info); m != "" {
				meldungen = append(meldungen, m)
			}
		}
		return kappen(meldungen, 3)
	}},
})

// heuristik ist eine Heuristik des Prüfprogramms für AStar. h rechnet sie hier aus; der
// Prozess der Abgabe rechnet sie nach formel, tabelle und standard (Paket dienst) aus.
type heuristik struct {
	name string
	// lektionsName ist der Name der Heuristik in der Übung (für die Sätze der Lektion).
	lektionsName string
	h            func(brett) int
	formel       byte
	tabelle      map[uint64]int
	standard     int
}

var (
	hManhattan = heuristik{name: "der Manhattan-Heuristik", lektionsName: "ManhattanHeuristic", h: manhattan, formel: dienst.FormelManhattan}
	hNumWrong  = heuristik{name: "der Heuristik „falsch platzierte Zahlen“", lektionsName: "NumWrongHeuristic", h: falschPlatziert, formel: dienst.FormelFalsch}
	hNull      = heuristik{name: "der Heuristik h = 0", h: func(brett) int { return 0 }, formel: dienst.FormelNull}
)

func aStarLauf(k kandidat, b brett, h heuristik) suchLauf {
	return k.laeufe.hole("astar"+h.name+b.String(), func() suchLauf {
		l := fuehreAus(fmt.Sprintf("AStar(%v) mit %s", b, h.name), b, func(b brett) suchErgebnis {
			return k.aStar(b, h)
		})
		l.ohneHeuristik = l.hAufrufe == 0 && l.panik == "" && b != ziel
		return l
	})
}

// pruefeHeuristikBenutzt meldet, wenn AStar die übergebene Heuristik nie aufgerufen hat.
func pruefeHeuristikBenutzt(l suchLauf) string {
	if l.ohneHeuristik && l.fehler() == "" {
		return fmt.Sprintf("%s ruft die übergebene Heuristik kein einziges Mal auf. Benutze den Parameter heuristic, nicht eine feste Funktion wie ManhattanHeuristic.", l.aufruf)
	}
	return ""
}

// pruefeAStarSchritte prüft die Schranken für die Schritte von AStar mit einer
// konsistenten Heuristik: höchstens 4 Einträge pro expandierter Position, und expandiert
// werden nur Positionen mit g* + h <= C*, aber alle mit g* + h < C*. Aufgerufen wird sie
// nur nach einer richtigen Lösung.
func pruefeAStarSchritte(l suchLauf, h heuristik, cStern int) string {
	n := fMenge(l.start, h.h, cStern)
	grenze := 4*n + 1
	if l.schritte > grenze {
		return fmt.Sprintf("%s braucht %d Schritte; A* mit dieser Heuristik expandiert nur die %d Positionen mit g + h <= %d, jede höchstens einmal – das sind höchstens %d Schritte. Expandierst du Positionen mehrfach?", l.aufruf, l.schritte, n, cStern, grenze)
	}
	// Mit konsistenter Heuristik nimmt A* jede Position mit f = g* + h < C* aus der Fringe,
	// bevor es das Ziel herausnimmt. Ob numSteps auch das Herausnehmen des Ziels zählt, prüft
	// nur „Zieltest beim Expandieren“: Ein Zählfehler kostet einen Punkt, nicht drei.
	mindestens := 0
	if cStern > 0 {
		mindestens = fMenge(l.start, h.h, cStern-1)
	}
	if l.schritte < mindestens {
		return fmt.Sprintf("%s braucht nur %d Schritte; A* mit dieser Heuristik nimmt vorher alle Positionen mit g + h < %d aus der Fringe und dann das Ziel, das sind mindestens %d Schritte. Prüfst du das Ziel schon beim Erzeugen der Nachfolger?", l.aufruf, l.schritte, cStern, mindestens)
	}
	erlaubt, noetig := konsistentErlaubtNoetig(l.start, h.h, cStern)
	return pruefeAStarBeobachtung(l, erlaubt, noetig, cStern, false)
}

// aStarPositionen sind die Startpositionen der Zufallsprüfung von AStar mit ihrer
// kürzesten Lösung (IDA* des Orakels).
func aStarPositionen(samen uint64) ([]brett, []int) {
	rng := neuerZufall(samen, 7)
	var bretter []brett
	var laengen []int
	for _, n := range []int{0, 1, 2, 3, 5, 8, 12, 16, 20, 24, 28, 32} {
		for {
			b := zufallsWeg(rng, n)
			c := idaStern(b, n)
			if fMenge(b, manhattan, c) <= 20000 {
				bretter = append(bretter, b)
				laengen = append(laengen, c)
				break
			}
		}
	}
	return bretter, laengen
}

var aufgabeE = neueAufgabe("e", []pruefung{
	{"Startposition der Lektion mit Manhattan- und NumWrong-Heuristik", 1, func(k kandidat) []string {
		if k.aStar == nil {
			return []string{"AStar fehlt"}
		}
		var meldungen, infos []string
		for _, h := range []heuristik{hNumWrong, hManhattan} {
			l := aStarLauf(k, lektionsStart, h)
			if saetze := l.lektion("AStar(StartPos, " + h.lektionsName + ")"); len(saetze) > 0 {
				meldungen = append(meldungen, saetze...)
			} else if m := pruefeHeuristikBenutzt(l); m != "" {
				meldungen = append(meldungen, m)
			} else if m := l.pruefeOptimal(14, ""); m != "" {
				meldungen = append(meldungen, m)
			} else if m := pruefeAStarSchritte(l, h, 14); m != "" {
				meldungen = append(meldungen, m)
			} else {
				infos = append(infos, info("mit %s: Länge der Lösung 15, Anzahl an Steps: %d", h.name, l.schritte))
			}
		}
		if len(meldungen) == 0 {
			infos = append(infos, info("Lektion: weniger als 300 Schritte mit NumWrongHeuristic, etwa 70 mit ManhattanHeuristic"))
		}
		return append(meldungen, infos...)
	}},
	{"Zufällige Positionen mit bis zu 32 Zügen: kürzeste Lösung", 1, func(k kandidat) []string {
		if k.aStar == nil {
			return []string{"AStar fehlt"}
		}
		var meldungen []string
		bretter, laengen := aStarPositionen(k.samen)
		for i, b := range bretter {
			l := aStarLauf(k, b, hManhattan)
			if m := pruefeHeuristikBenutzt(l); m != "" {
				meldungen = append(meldungen, m)
			} else if m := l.pruefeOptimal(laengen[i], ""); m != "" {
				meldungen = append(meldungen, m)
			} else if m := pruefeAStarSchritte(l, hManhattan, laengen[i]); m != "" {
				meldungen = append(meldungen, m)
			}
		}
		return kappen(meldungen, 3)
	}},
	{"Zieltest beim Expandieren, nicht beim Erzeugen", 1, func(k kandidat) []string {
		if k.aStar == nil {
			return []string{"AStar fehlt"}
		}
		var meldungen []string
		l := aStarLauf(k, ziel, hManhattan)
		if m := l.pruefeOptimal(0, ""); m != "" {
			meldungen = append(meldungen, m+" (der Start ist schon das Ziel)")
		} else if l.schritte != 1 || (l.beobachtet && l.getMovesAufrufe > 0) {
			meldungen = append(meldungen, fmt.Sprintf("%s braucht %d Schritte und ruft GetMoves %d-mal auf; der Start ist schon das Ziel, also ist es genau 1 Schritt (das Herausnehmen des Starts aus der Fringe) ohne GetMoves. Prüfst du erst die Nachfolger auf das Ziel, oder zählt numSteps das Herausnehmen des Ziels nicht mit?", l.aufruf, l.schritte, l.getMovesAufrufe))
		}
		rng := neuerZufall(k.samen, 8)
		for _, n := range []int{3, 5, 7} {
			b := zufallsWeg(rng, n)
			info := schichtenVon(b)
			l := aStarLauf(k, b, hNull)
			if m := pruefeHeuristikBenutzt(l); m != "" {
				meldungen = append(meldungen, m)
				continue
			}
			if m := l.pruefeOptimal(info.cStern, ""); m != "" {
				meldungen = append(meldungen, m)
				continue
			}
			// Mit h = 0 muss A* alle Positionen mit f = g < C* expandieren, bevor es das
			// Ziel aus der Fringe nimmt.
			mindestens := summeBis(info.anzahl, info.cStern-1) + 1
			if l.schritte < mindestens {
				meldungen = append(meldungen, fmt.Sprintf("%s braucht nur %d Schritte; A* muss vorher alle %d Positionen mit weniger als %d Zügen Abstand expandieren und dann das Ziel aus der Fringe nehmen, das sind mindestens %d Schritte. Prüfst du schon beim Erzeugen der Nachfolger, ob sie das Ziel sind? Richtig ist der Zieltest beim Herausnehmen aus der Fringe (numSteps zählt jedes Herausnehmen, auch das des Ziels).", l.aufruf, l.schritte, mindestens-1, info.cStern, mindestens))
				continue
			}
			erlaubt, noetig := konsistentErlaubtNoetig(b, hNull.h, info.cStern)
			if m := pruefeAStarBeobachtung(l, erlaubt, noetig, info.cStern, true); m != "" {
				meldungen = append(meldungen, m)
			}
		}
		return kappen(meldungen, 4)
	}},
	{"Besserer Weg zu einer Position in der Fringe", 1, func(k kandidat) []string {
		if k.aStar == nil {
			return []string{"AStar fehlt"}
		}
		var meldungen []string
		for _, salz := range []uint64{9, 10} {
			f, ok := falleFuer(k.samen, salz)
			if !ok {
				panic("Prüfprogramm: keine Position für die Prüfung „besserer Weg“ gefunden")
			}
			h := heuristik{name: "einer zulässigen Heuristik des Prüfprogramms", h: f.h,
				formel: dienst.FormelTabelle, tabelle: f.tabelle, standard: f.standard}
			l := aStarLauf(k, f.start, h)
			if m := pruefeHeuristikBenutzt(l); m != "" {
				meldungen = append(meldungen, m)
				continue
			}
			zusatz := fmt.Sprintf(". Die Heuristik lenkt die Suche zuerst über einen Umweg zu %v (%d Züge), der kürzeste Weg dorthin hat %d Züge und wird erst danach gefunden. Aktualisierst du Vorgänger und Kosten einer Position in der Fringe, wenn du einen besseren Weg zu ihr findest?", f.s, f.k+2, f.k)
			if m := l.pruefeOptimal(f.cStern, zusatz); m != "" {
				meldungen = append(meldungen, m)
			} else if m := pruefeAStarBeobachtung(l, f.erlaubt, nil, f.cStern, false); m != "" {
				meldungen = append(meldungen, m)
			}
		}
		return kappen(meldungen, 2)
	}},
})
