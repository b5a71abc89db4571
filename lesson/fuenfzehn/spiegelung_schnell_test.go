package fuenfzehn

import (
	"math/rand/v2"
	"testing"

	"github.com/kisuche/kisuche/lesson"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// spiegelnVonHand spiegelt eine Stellung an der Hauptdiagonalen, ohne die Tabellen aus
// spiegelung.go zu benutzen (sonst stimmte ein Fehler dort mit sich selbst überein): Die
// Kachel auf Feld (z, s) kommt auf Feld (s, z) und wird zu der Kachel, deren Zielfeld das
// gespiegelte Zielfeld der alten Kachel ist. Das Loch bleibt das Loch.
func spiegelnVonHand(p Fuenfzehn) Fuenfzehn {
	var q Fuenfzehn
	for f, k := range p {
		z, s := f/4, f%4
		neu := uint8(0)
		if k != 0 {
			zz, zs := int(k-1)/4, int(k-1)%4 // Zielfeld der Kachel k
			neu = uint8(4*zs + zz + 1)       // die Kachel mit dem gespiegelten Zielfeld
		}
		q[4*s+z] = neu
	}
	return q
}

// zufallsStellungen liefert n Stellungen, je ein Zufallsweg mit höchstens zuege Zügen vom
// Ziel aus (fester Samen: jeder Lauf prüft dieselben Stellungen).
func zufallsStellungen(n, zuege int) []Fuenfzehn {
	r := rand.New(rand.NewPCG(36, uint64(zuege)))
	var alle []Fuenfzehn
	for range n {
		p := Ziel
		for range 1 + r.IntN(zuege) {
			if q, ok := p.Ziehe(LochZug(r.IntN(4))); ok {
				p = q
			}
		}
		alle = append(alle, p)
	}
	return alle
}

// Die Spiegelung in Sekunden geprüft, mit kleinen Musterdatenbanken (4-4-4-3, in
// Millisekunden gebaut) statt der 6-6-3-Tabellen: Ihr Wert ist das Maximum aus der
// Musterdatenbank für die Stellung und für die von Hand gespiegelte Stellung, auch für
// Muster, die gespiegelt ganz andere Kacheln treffen (Zeilen werden Spalten); und IDA*
// zählt mit ihr genau so viele Knoten wie mit demselben Wert als EigeneHeuristik – also
// stimmt auch die schrittweise Rechnung beim Zug (start/zug, tiefeSpiegelung).
func TestSpiegelungSchnellGegenDirekt(t *testing.T) {
	assert.Equal(t, Ziel, spiegelnVonHand(Ziel))
	// Das Loch hoch, gespiegelt: das Loch nach links. Zwei Züge: hoch, links wird links, hoch.
	hoch, _ := Ziel.Ziehe(LochHoch)
	links, _ := Ziel.Ziehe(LochLinks)
	assert.Equal(t, links, spiegelnVonHand(hoch))
	hochLinks, _ := hoch.Ziehe(LochLinks)
	linksHoch, _ := links.Ziehe(LochHoch)
	assert.Equal(t, linksHoch, spiegelnVonHand(hochLinks))

	for _, aufteilung := range [][][]int{
		{{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15}},
		{{1, 5, 6, 9}, {2, 3, 4, 7}, {8, 11, 12, 15}, {10, 13, 14}},
	} {
		m, err := BaueMusterdatenbank(aufteilung)
		require.NoError(t, err)
		sp := m.MitSpiegelung()
		require.NotNil(t, sp.m, "%v", aufteilung)
		direkt := func(p Fuenfzehn) int { return max(m.Wert(p), m.Wert(spiegelnVonHand(p))) }
		anders := 0
		for _, p := range zufallsStellungen(200, 80) {
			w := sp.Wert(p)
			require.Equal(t, direkt(p), w, "%v: %v", aufteilung, p)
			require.Equal(t, w, sp.Wert(spiegelnVonHand(p)), "spiegelbildlich: %v", p)
			if m.Wert(spiegelnVonHand(p)) != m.Wert(p) {
				anders++
			}
		}
		assert.Greater(t, anders, 20, "%v: gespiegelt muss oft etwas anderes herauskommen", aufteilung)

		vergleich := EigeneHeuristik{Bezeichnung: "direkt", Funktion: direkt}
		for _, p := range zufallsStellungen(8, 30) {
			erwartet, err := Loeser{Heuristik: vergleich, Reihenfolge: KorfReihenfolge}.Loese(p)
			require.NoError(t, err)
			// Mit einer falschen Spiegelung kann IDA* sehr lange suchen: höchstens doppelt
			// so viele Knoten wie mit dem richtigen Wert, dann ist der Fehler gefunden.
			grenze := lesson.MaxKnoten(int(2*erwartet.Erzeugt + 100))
			mit, err := Loeser{Heuristik: sp, Reihenfolge: KorfReihenfolge}.Loese(p, grenze)
			require.NoError(t, err, "%v", p)
			assert.Equal(t, erwartet.Laenge(), mit.Laenge(), "%v", p)
			assert.Equal(t, erwartet.Startwert, mit.Startwert, "%v", p)
			assert.Equal(t, erwartet.Erzeugt, mit.Erzeugt, "%v: Knoten wie mit dem direkten Wert", p)
			assert.Equal(t, erwartet.Expandiert, mit.Expandiert, "%v", p)
			allgemein, err := Loeser{Heuristik: spiegelungUmweg{sp}, Reihenfolge: KorfReihenfolge}.Loese(p, grenze)
			require.NoError(t, err, "%v", p)
			assert.Equal(t, erwartet.Erzeugt, allgemein.Erzeugt, "%v: allgemeiner Weg", p)
		}
	}
}
