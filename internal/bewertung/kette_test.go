package bewertung

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKetteBisMaxPfad: pfadLaenge folgt einer Kette von Vorgängern über genau maxPfad Züge
// bis zum Start; ist der Start einen Zug weiter entfernt, meldet es die abgebrochene Kette.
func TestKetteBisMaxPfad(t *testing.T) {
	// Ein zufälliger Weg ohne Wiederholung vom Ziel weg: weg[i+1] ist der Vorgänger von weg[i].
	zufall := rand.New(rand.NewPCG(1, 2))
	weg := []brett{ziel}
	gesehen := map[brett]bool{ziel: true}
	for len(weg) <= maxPfad+1 {
		var frei []brett
		for _, z := range weg[len(weg)-1].zuege() {
			if !gesehen[z] {
				frei = append(frei, z)
			}
		}
		if len(frei) == 0 { // Sackgasse: einen Zug zurück, die Position bleibt gesperrt
			weg = weg[:len(weg)-1]
			require.NotEmpty(t, weg)
			continue
		}
		z := frei[zufall.IntN(len(frei))]
		gesehen[z] = true
		weg = append(weg, z)
	}
	vor := map[brett]brett{}
	for i := 0; i+1 < len(weg); i++ {
		vor[weg[i]] = weg[i+1]
	}
	lauf := func(start brett) suchLauf {
		l := suchLauf{aufruf: "BFS", start: start}
		l.vorgaenger = func(b brett) (brett, bool) { v, ok := vor[b]; return v, ok }
		return l
	}
	n, m := lauf(weg[maxPfad]).pfadLaenge()
	assert.Empty(t, m)
	assert.Equal(t, maxPfad+1, n, "maxPfad Züge, maxPfad+1 Positionen")
	_, m = lauf(weg[maxPfad+1]).pfadLaenge()
	assert.Contains(t, m, "nach 10000 Schritten noch nicht am Start")
}
