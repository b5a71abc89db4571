package puzzle

import (
	"fmt"
	"math/rand/v2"

	"github.com/kisuche/kisuche/lesson"
)

// NeuerZufall liefert einen Zufallsgenerator mit dem Startwert startwert. Gleicher
// Startwert, gleiche Zufallszahlen – auf jedem Rechner. So bekommt eine ganze Klasse
// dieselben Random Walks und damit dieselben Puzzles.
func NeuerZufall(startwert uint64) *rand.Rand {
	return rand.New(rand.NewPCG(startwert, 0x4b492d5375636865)) // "KI-Suche"
}

// MaxRandomWalk ist die größte Schrittzahl eines Random Walks. Ein Random Walk merkt sich
// jeden besuchten Zustand (er besucht keinen zweimal); die Grenze schützt vor Aufrufen,
// die dafür den Speicher füllen würden (eine Million Schritte brauchen gut 100 MB).
const MaxRandomWalk = 1_000_000

// maxNeustarts begrenzt, wie oft ErzeugeRandomWalk in einer Sackgasse neu beginnt;
// maxWalkArbeit begrenzt die Schritte aller Versuche zusammen (bis 10.000 Schritte sind
// es so immer 1000 Versuche).
const (
	maxNeustarts  = 1000
	maxWalkArbeit = 10_000_000
)

// ErzeugeRandomWalk erzeugt einen Random Walk („zufälligen Spaziergang“) mit schritte
// Zügen ab dem Zustand beginn (erzeuge_random_walk in der Lektion): In jedem Zustand mischt
// er die möglichen Züge und nimmt den ersten, der in einen noch nicht besuchten Zustand
// führt. Gibt es keinen solchen Zug, beginnt er von vorn (wie die Lektion, aber höchstens
// 1000-mal und höchstens 10 Millionen Schritte insgesamt; dann meldet er
// lesson.ErrUnloesbar statt endlos zu suchen – so auf dem 2×2-Puzzle, dessen zwölf
// Zustände keinen Weg mit mehr als elf Schritten erlauben).
//
// Die Zufallszahlen kommen aus zufall (siehe NeuerZufall); mit nil wird jedes Mal anders
// gewürfelt. Ein ungültiger Zustand oder eine negative Schrittzahl ergeben einen Fehler.
func ErzeugeRandomWalk(beginn string, schritte int, zufall *rand.Rand) ([]int, error) {
	n, err := pruefeZustand(beginn)
	if err != nil {
		return nil, err
	}
	if schritte < 0 || schritte > MaxRandomWalk {
		return nil, fmt.Errorf("%w: ein Random Walk hat 0 bis %d Schritte, nicht %d", lesson.ErrUngueltig, MaxRandomWalk, schritte)
	}
	mische := rand.Shuffle
	if zufall != nil {
		mische = zufall.Shuffle
	}
	tabelle := nachbarnJePosition(n)
	for range min(maxNeustarts, max(1, maxWalkArbeit/max(schritte, 1))) {
		if walk, ok := versucheRandomWalk(beginn, schritte, tabelle, mische); ok {
			return walk, nil
		}
	}
	return nil, fmt.Errorf("%w: kein Random Walk mit %d Schritten ab %q gefunden (jeder Versuch endete in einer Sackgasse)",
		lesson.ErrUnloesbar, schritte, beginn)
}

func versucheRandomWalk(beginn string, schritte int, tabelle [][]int, mische func(int, func(i, j int))) ([]int, bool) {
	walk := make([]int, 0, schritte)
	bekannt := make(map[string]bool, schritte+1)
	aktuell := beginn
	for range schritte {
		bekannt[aktuell] = true
		zuege := append([]int(nil), tabelle[leerPos(aktuell)]...)
		mische(len(zuege), func(i, j int) { zuege[i], zuege[j] = zuege[j], zuege[i] })
		weiter := false
		for len(zuege) > 0 {
			zug := zuege[len(zuege)-1]
			zuege = zuege[:len(zuege)-1]
			if neu := verschiebe(aktuell, zug); !bekannt[neu] {
				aktuell = neu
				walk = append(walk, zug)
				weiter = true
				break
			}
		}
		if !weiter {
			return nil, false // Sackgasse: nur noch bekannte Zustände erreichbar
		}
	}
	return walk, true
}

// RandomWalkAusfuehren macht einen Random Walk mit schritte Zügen ab beginn (siehe
// ErzeugeRandomWalk) und liefert den Zustand, in dem er endet (random_walk_ausfuehren in
// der Lektion). Vom Ziel aus erzeugt, ist das eine Aufgabe, die sich in höchstens
// schritte Zügen lösen lässt – je länger der Walk, desto schwieriger meist die Aufgabe.
func RandomWalkAusfuehren(beginn string, schritte int, zufall *rand.Rand) (string, error) {
	walk, err := ErzeugeRandomWalk(beginn, schritte, zufall)
	if err != nil {
		return "", err
	}
	return ZugsequenzAusfuehren(beginn, walk)
}
