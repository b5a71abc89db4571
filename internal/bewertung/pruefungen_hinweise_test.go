package bewertung

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Die Hinweise der versteckten Prüfungen, jeder an dem Fehler, den er erklärt – und nur an
// ihm (Mutationslauf, docs/mitarbeiten.md).

func TestHinweisNumWrongZaehltDasLoch(t *testing.T) {
	b := lektionsStart
	assert.Contains(t, hinweiseNumWrong(b, falschPlatziert(b)+1), "zählst du das Loch mit?")
	assert.Empty(t, hinweiseNumWrong(b, falschPlatziert(b)+2))
	assert.Empty(t, hinweiseNumWrong(ziel, 1), "Loch im Ziel: mitgezählt oder nicht, die Zahl ist gleich")
}

func TestHinweisManhattan(t *testing.T) {
	b := lektionsStart
	l := b.loch()
	mitLoch := manhattan(b) + betrag(l/breite-3) + betrag(l%breite-3)
	assert.Contains(t, hinweiseManhattan(b, mitLoch), "zählst du das Loch mit?")
	falschesZiel := 0
	for i, z := range b {
		if z != 0 {
			falschesZiel += betrag(i/breite-int(z)/breite) + betrag(i%breite-int(z)%breite)
		}
	}
	assert.Contains(t, hinweiseManhattan(b, falschesZiel), "falschen Zielfeld")
	assert.Empty(t, hinweiseManhattan(b, manhattan(b)+1))
}

func TestHeuristikFuerMeldungen(t *testing.T) {
	richtig := func(b brett) int { return falschPlatziert(b) }
	bretter := []brett{lektionsStart}
	m := heuristikFuer("NumWrong", func(brett) int { return -1 }, richtig, bretter, hinweiseNumWrong)
	assert.Equal(t, []string{fmt.Sprintf("NumWrong(%v) liefert -1, erwartet %d – ist die Funktion noch nicht implementiert?",
		lektionsStart, falschPlatziert(lektionsStart))}, m)
	m = heuristikFuer("NumWrong", func(b brett) int { return falschPlatziert(b) + 1 }, richtig, bretter, hinweiseNumWrong)
	assert.Len(t, m, 1)
	assert.Contains(t, m[0], "zählst du das Loch mit?")
	assert.Empty(t, heuristikFuer("NumWrong", richtig, richtig, bretter, hinweiseNumWrong))
	assert.Equal(t, []string{"NumWrong fehlt"}, heuristikFuer("NumWrong", nil, richtig, bretter, hinweiseNumWrong))
}

// vergleicheZuege nennt eine doppelte Folgeposition einmal, auch wenn sie dreimal kommt.
func TestVergleicheZuegeDoppelt(t *testing.T) {
	b := lektionsStart
	e := b.zuege()
	dreimal := append(append([]brett{}, e...), e[0], e[0])
	meldung := vergleicheZuege(b, dreimal)
	assert.Equal(t, 1, strings.Count(meldung, "doppelt:"), meldung)
	assert.Empty(t, vergleicheZuege(b, e))
	assert.Contains(t, vergleicheZuege(b, nil), "noch nicht implementiert")
	// Eine Position, die es nicht gibt (eine Kachel doppelt), heißt nicht „Zug“.
	kaputt := e[0]
	kaputt[0] = kaputt[1]
	meldung = vergleicheZuege(b, append(slices.Clone(e), kaputt))
	assert.Contains(t, meldung, fmt.Sprintf("zu viel: %v ist keine gültige Position", kaputt))
	assert.NotContains(t, meldung, "Loch")
}

// Ist die Suche abgestürzt, meldet das fehler (einmal); die Prüfung an der Lektion schweigt,
// statt die leere Antwort noch einmal als falsche Lösung zu melden.
func TestLektionSchweigtNachAbsturz(t *testing.T) {
	l := suchLauf{aufruf: "BFS(StartPos)", start: lektionsStart, panik: "index out of range"}
	assert.Empty(t, l.lektion("BFS(StartPos)"))
	assert.Equal(t, "BFS(StartPos) bricht ab mit index out of range", l.fehler())
}

func TestAnzahlPositionen(t *testing.T) {
	assert.Equal(t, "1 Position", anzahlPositionen(1))
	assert.Equal(t, "0 Positionen", anzahlPositionen(0))
	assert.Equal(t, "2 Positionen", anzahlPositionen(2))
}

// IsGoal prüft neben festen Positionen 40 zufällige in 1 bis 40 Zügen Abstand: Ein IsGoal,
// das auch Positionen mit Manhattan-Abstand 6 für das Ziel hält, fällt nur dort auf.
func TestIsGoalZufaelligePositionen(t *testing.T) {
	p := pruefungNamens(t, aufgabeB, "Zielposition")
	k := kandidat{samen: 36, isGoal: func(b brett) bool { return b == ziel || manhattan(b) == 6 }}
	m := p.lauf(k)
	assert.False(t, nurInfos(m), "%v", m)
	assert.Contains(t, strings.Join(m, "\n"), "liefert true, erwartet false")
	assert.True(t, nurInfos(p.lauf(kandidat{samen: 36, isGoal: func(b brett) bool { return b == ziel }})))
}

// Die Meldung zu „besserer Weg“ nennt die Länge des Umwegs (k + 2 Züge) und des kürzesten
// Wegs (k Züge) zu der Position, über die die Heuristik die Suche lockt.
func TestHinweisBessererWegNenntUmweg(t *testing.T) {
	b := bewerteTestkandidat(t, "aStarOhneUpdate", []string{"e"}, "e", 60*time.Second, 1024)
	require.Len(t, b.Aufgaben, 1)
	text := b.Aufgaben[0].Text()
	f, ok := falleFuer(testSamen, 9)
	require.True(t, ok)
	assert.Contains(t, text, fmt.Sprintf("über einen Umweg zu %v (%d Züge), der kürzeste Weg dorthin hat %d Züge", f.s, f.k+2, f.k))
}
