package bewertung

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kisuche/kisuche/exercises/pruefen"
)

// Die Aufgaben a) GetMoves, b) IsGoal, d) NumWrongHeuristic und f) ManhattanHeuristic.

// Die Prüfungen „Beispiele aus der Lektion“ und „Werte aus der Lektion“ sind die
// sichtbaren Prüfungen aus exercises/pruefen – dieselben wie in Notebook 4 und in
// go test ./exercises, mit denselben Sätzen.

var aufgabeA = neueAufgabe("a", []pruefung{
	{"Beispiele aus der Lektion", 1, func(k kandidat) []string {
		if k.getMoves == nil {
			return []string{"GetMoves fehlt"}
		}
		return pruefen.GetMoves(k.getMoves, nil)
	}},
	{"Loch auf jedem der 16 Felder", 1, func(k kandidat) []string {
		rng := neuerZufall(k.samen, 1)
		var bretter []brett
		for loch := range 16 {
			bretter = append(bretter, zufallsBrett(rng, loch))
		}
		return zuegeFuer(k, bretter)
	}},
	{"200 zufällige Positionen", 1, func(k kandidat) []string {
		rng := neuerZufall(k.samen, 2)
		var bretter []brett
		for i := range 200 {
			bretter = append(bretter, zufallsWeg(rng, i%60))
		}
		return zuegeFuer(k, bretter)
	}},
})

// zuegeFuer vergleicht GetMoves auf jeder Position mit dem Orakel (als Mengen).
func zuegeFuer(k kandidat, bretter []brett) []string {
	if k.getMoves == nil {
		return []string{"GetMoves fehlt"}
	}
	var meldungen []string
	for _, b := range bretter {
		if m := vergleicheZuege(b, k.getMoves(b)); m != "" {
			meldungen = append(meldungen, m)
		}
	}
	return kappen(meldungen, 3)
}

// vergleicheZuege vergleicht die Liste geliefert mit den richtigen Folgepositionen von b,
// ohne auf die Reihenfolge zu achten.
func vergleicheZuege(b brett, geliefert []brett) string {
	erwartet := b.zuege()
	kopf := fmt.Sprintf("GetMoves(%v) liefert %s, erwartet %d", b, anzahlPositionen(len(geliefert)), len(erwartet))
	if len(geliefert) == 0 {
		return kopf + " – ist die Funktion noch nicht implementiert?"
	}
	var teile []string
	for _, e := range erwartet {
		if !slices.Contains(geliefert, e) {
			teile = append(teile, "es fehlt: "+beschreibeZug(b, e))
		}
	}
	gezaehlt := map[brett]int{}
	for _, g := range geliefert {
		gezaehlt[g]++
		switch {
		case gezaehlt[g] == 2:
			teile = append(teile, fmt.Sprintf("doppelt: %s", beschreibeZug(b, g)))
		case gezaehlt[g] > 2:
		case !slices.Contains(erwartet, g):
			if !g.gueltig() {
				teile = append(teile, fmt.Sprintf("zu viel: %v ist keine gültige Position", g))
			} else {
				teile = append(teile, "zu viel: "+beschreibeZug(b, g))
			}
		}
	}
	if len(teile) == 0 {
		return ""
	}
	return kopf + "; " + strings.Join(teile, "; ")
}

var aufgabeB = neueAufgabe("b", []pruefung{
	{"Zielposition und andere Positionen", 1, func(k kandidat) []string {
		if k.isGoal == nil {
			return []string{"IsGoal fehlt"}
		}
		if saetze := pruefen.IsGoal(k.isGoal); len(saetze) > 0 {
			return saetze // die Beispiele der Lektion
		}
		var meldungen []string
		andere := []brett{
			lektionsStart,
			{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0},
			{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
			{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15},
		}
		rng := neuerZufall(k.samen, 3)
		for i := range 40 {
			andere = append(andere, zufallsWeg(rng, 1+i))
		}
		for _, b := range andere {
			if b != ziel && k.isGoal(b) {
				meldungen = append(meldungen, fmt.Sprintf("IsGoal(%v) liefert true, erwartet false", b))
			}
		}
		return kappen(meldungen, 3)
	}},
})

// zufallsHeuristik liefert die Positionen für die Zufallsprüfung der Heuristiken.
func zufallsHeuristik(samen, salz uint64) []brett {
	rng := neuerZufall(samen, salz)
	var bretter []brett
	for i := range 100 {
		bretter = append(bretter, zufallsBrett(rng, i%16), zufallsWeg(rng, i))
	}
	return bretter
}

var aufgabeD = neueAufgabe("d", []pruefung{
	{"Werte aus der Lektion", 1, func(k kandidat) []string {
		if k.numWrong == nil {
			return []string{"NumWrongHeuristic fehlt"}
		}
		return pruefen.NumWrongHeuristic(k.numWrong)
	}},
	{"200 zufällige Positionen", 1, func(k kandidat) []string {
		return heuristikFuer("NumWrongHeuristic", k.numWrong, falschPlatziert, zufallsHeuristik(k.samen, 4), hinweiseNumWrong)
	}},
})

var aufgabeF = neueAufgabe("f", []pruefung{
	{"Werte aus der Lektion", 1, func(k kandidat) []string {
		if k.manhattan == nil {
			return []string{"ManhattanHeuristic fehlt"}
		}
		return pruefen.ManhattanHeuristic(k.manhattan)
	}},
	{"200 zufällige Positionen", 1, func(k kandidat) []string {
		return heuristikFuer("ManhattanHeuristic", k.manhattan, manhattan, zufallsHeuristik(k.samen, 5), hinweiseManhattan)
	}},
})

// heuristikFuer vergleicht die Heuristik h des Kandidaten mit dem Orakel richtig.
// hinweise erklärt typische Fehler, deren Werte es kennt.
func heuristikFuer(name string, h, richtig func(brett) int, bretter []brett, hinweise func(b brett, wert int) string) []string {
	if h == nil {
		return []string{name + " fehlt"}
	}
	var meldungen []string
	for _, b := range bretter {
		wert, soll := h(b), richtig(b)
		if wert == soll {
			continue
		}
		m := fmt.Sprintf("%s(%v) liefert %d, erwartet %d", name, b, wert, soll)
		if wert == -1 {
			m += " – ist die Funktion noch nicht implementiert?"
		} else if hinweis := hinweise(b, wert); hinweis != "" {
			m += " – " + hinweis
		}
		meldungen = append(meldungen, m)
	}
	return kappen(meldungen, 3)
}

func hinweiseNumWrong(b brett, wert int) string {
	if b[15] != 0 && wert == falschPlatziert(b)+1 {
		return "zählst du das Loch mit? Das Loch ist keine Zahl."
	}
	return ""
}

func hinweiseManhattan(b brett, wert int) string {
	l := b.loch()
	if wert == manhattan(b)+betrag(l/breite-3)+betrag(l%breite-3) {
		return "zählst du das Loch mit? Das Loch ignorieren wir."
	}
	// Zielfeld z statt z-1 (als stünde das Loch im Ziel vorne).
	falsch := 0
	for i, z := range b {
		if z != 0 {
			falsch += betrag(i/breite-int(z)/breite) + betrag(i%breite-int(z)%breite)
		}
	}
	if wert == falsch {
		return "rechnest du mit dem falschen Zielfeld? Die Zahl z gehört auf Feld z-1 (die 1 auf Feld 0)."
	}
	return ""
}

// anzahlPositionen liefert „1 Position“ oder „n Positionen“.
func anzahlPositionen(n int) string {
	if n == 1 {
		return "1 Position"
	}
	return fmt.Sprintf("%d Positionen", n)
}
