package fuenfzehn

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/kisuche/kisuche/lesson"
)

//go:embed testdata/korf100.txt
var korf100Text string

// KorfInstanz ist eine der 100 zufälligen Stellungen des 15-Puzzles aus R. E. Korf (1985),
// „Depth-first iterative-deepening: An optimal admissible tree search“ – dem Standard-Test
// für optimale Löser. Die Quelle der Abschrift steht im Kopf von testdata/korf100.txt.
type KorfInstanz struct {
	// Nummer ist die Nummer in Korfs Tabelle (1 bis 100).
	Nummer int
	// Korf ist die Stellung, wie Korf sie angibt: Das Loch steht in seinem Ziel links oben.
	Korf [16]int
	// Start ist dieselbe Stellung für das Ziel der Lektion (Loch rechts unten): um 180°
	// gedreht, Kachel k heißt 16-k. Die optimale Lösung ist gleich lang.
	Start Fuenfzehn
	// Laenge ist die Länge einer kürzesten Lösung.
	Laenge int
	// KorfKnoten ist die Zahl der Knoten, die Korfs IDA* mit Manhattan-Distanz erzeugt hat.
	KorfKnoten int64
}

// AusKorfKonvention übersetzt eine Stellung mit Korfs Ziel (0, 1, …, 15; Loch links oben)
// in eine Stellung mit dem Ziel der Lektion: Feld i wird Feld 15-i, Kachel k wird 16-k.
// Weil die Drehung die Nachbarschaft der Felder erhält, ist jede Lösung der einen Stellung
// (mit vertauschten Richtungen: hoch↔runter, links↔rechts) eine Lösung der anderen.
func AusKorfKonvention(korf [16]int) (Fuenfzehn, error) {
	var umbenannt [16]int
	var gesehen [16]bool
	for i, k := range korf {
		if k < 0 || k > 15 {
			return Fuenfzehn{}, fmt.Errorf("%w: Feld %d enthält %d; erlaubt sind nur 0 bis 15", ErrUngueltigeStellung, i, k)
		}
		if gesehen[k] {
			return Fuenfzehn{}, fmt.Errorf("%w: die Zahl %d kommt mehr als einmal vor (zuletzt auf Feld %d)", ErrUngueltigeStellung, k, i)
		}
		gesehen[k] = true
		if k != 0 {
			k = 16 - k
		}
		umbenannt[15-i] = k
	}
	return Aus(umbenannt[:]...)
}

// IstLoesbarKorf sagt, ob sich korf in Korfs Ziel 0, 1, …, 15 (Loch links oben) schieben
// lässt – dieselbe Paritätsregel wie bei IstLoesbar, nur mit dem Loch als kleinster Zahl.
func IstLoesbarKorf(korf [16]int) bool {
	var p Fuenfzehn
	for i, k := range korf {
		if k < 0 || k > 15 {
			return false
		}
		p[i] = uint8(k)
	}
	if !p.gueltig() {
		return false
	}
	return permutationsParitaet(p, 0)%2 == abstand(p.Loch(), 0)%2
}

var korfInstanzen = sync.OnceValues(func() ([]KorfInstanz, error) {
	return leseKorfInstanzen(korf100Text)
})

// KorfInstanzen liefert Korfs 100 Stellungen in Korfs Reihenfolge. Der Fehler ist nur dann
// nicht nil, wenn die eingebettete Liste beschädigt ist.
func KorfInstanzen() ([]KorfInstanz, error) {
	inst, err := korfInstanzen()
	return append([]KorfInstanz(nil), inst...), err
}

// leseKorfInstanzen liest Zeilen "Nummer, 16 Felder, Länge, Knoten"; # leitet Kommentare ein.
func leseKorfInstanzen(text string) ([]KorfInstanz, error) {
	var liste []KorfInstanz
	for nr, zeile := range strings.Split(text, "\n") {
		if i := strings.IndexByte(zeile, '#'); i >= 0 {
			zeile = zeile[:i]
		}
		felder := strings.Fields(zeile)
		if len(felder) == 0 {
			continue
		}
		if len(felder) != 19 {
			return nil, fmt.Errorf("%w: korf100.txt, Zeile %d: 19 Zahlen erwartet, %d gefunden", lesson.ErrUngueltig, nr+1, len(felder))
		}
		zahlen := make([]int64, len(felder))
		for i, f := range felder {
			z, err := strconv.ParseInt(f, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("%w: korf100.txt, Zeile %d: %q ist keine Zahl", lesson.ErrUngueltig, nr+1, f)
			}
			zahlen[i] = z
		}
		inst := KorfInstanz{Nummer: int(zahlen[0]), Laenge: int(zahlen[17]), KorfKnoten: zahlen[18]}
		for i := range 16 {
			inst.Korf[i] = int(zahlen[1+i])
		}
		start, err := AusKorfKonvention(inst.Korf)
		if err != nil {
			return nil, fmt.Errorf("%w (korf100.txt, Zeile %d)", err, nr+1)
		}
		if !IstLoesbarKorf(inst.Korf) || !start.IstLoesbar() {
			return nil, fmt.Errorf("%w (korf100.txt, Zeile %d, Stellung %d)", ErrUnloesbar, nr+1, inst.Nummer)
		}
		inst.Start = start
		liste = append(liste, inst)
	}
	return liste, nil
}
