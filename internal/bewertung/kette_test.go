package bewertung

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
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

// TestKetteMitKreis: Führen die Vorgänger im Kreis (Ziel → a → b → a …), sagt die Meldung
// das gleich, statt erst nach maxPfad Schritten „keine Kette“.
func TestKetteMitKreis(t *testing.T) {
	a := ziel.zuege()[0]
	b := a.zuege()[0]
	if b == ziel {
		b = a.zuege()[1]
	}
	vor := map[brett]brett{ziel: a, a: b, b: a}
	l := suchLauf{aufruf: "BFS", start: lektionsStart}
	l.vorgaenger = func(p brett) (brett, bool) { v, ok := vor[p]; return v, ok }
	_, m := l.pfadLaenge()
	assert.Equal(t, fmt.Sprintf("BFS: Die Vorgänger bilden einen Kreis: %v kommt zweimal vor", a), m)
}

// TestSpeicherRechnetEinmal: Jede Suche der Abgabe läuft je Position einmal, egal wie viele
// Prüfungen ihr Ergebnis brauchen.
func TestSpeicherRechnetEinmal(t *testing.T) {
	var s speicher[int]
	rechnungen := 0
	for range 3 {
		for _, k := range []string{"a", "b"} {
			assert.Equal(t, len(k), s.hole(k, func() int { rechnungen++; return len(k) }))
		}
	}
	assert.Equal(t, 2, rechnungen)
}

// TestLektionsSaetzeZuerst: Scheitert BFS an der Startposition der Lektion, meldet die
// Prüfung genau die Sätze der sichtbaren Prüfung (wie Notebook 4), nicht eine eigene.
func TestLektionsSaetzeZuerst(t *testing.T) {
	bfs := func(brett) suchErgebnis { return suchErgebnis{err: errors.New("noch nicht implementiert")} }
	k := kandidat{samen: 1, laeufe: &speicher[suchLauf]{}, bfs: bfs}
	saetze := fuehreAus("BFS(StartPos)", lektionsStart, bfs).lektion("BFS(StartPos)")
	require.NotEmpty(t, saetze)
	assert.Equal(t, saetze, pruefungNamens(t, aufgabeC, "Startposition der Lektion").lauf(k))

	// Ebenso AStar, mit beiden Heuristiken der Lektion.
	k.aStar = func(b brett, _ heuristik) suchErgebnis { return bfs(b) }
	var erwartet []string
	for _, h := range []heuristik{hNumWrong, hManhattan} {
		aufruf := "AStar(StartPos, " + h.lektionsName + ")"
		erwartet = append(erwartet, fuehreAus(aufruf, lektionsStart, bfs).lektion(aufruf)...)
	}
	require.Len(t, erwartet, 2)
	assert.Equal(t, erwartet, pruefungNamens(t, aufgabeE, "Startposition der Lektion").lauf(k))
}

// TestStartpositionPrueftWegUndBeobachtung: Die Prüfung „Startposition der Lektion“ gibt
// ihre Punkte nur für einen Weg aus erlaubten Zügen (die sichtbare Prüfung zählt nur die
// Länge) und, wenn die Suche beobachtet wurde, nur für eine Breitensuche.
func TestStartpositionPrueftWegUndBeobachtung(t *testing.T) {
	p := pruefungNamens(t, aufgabeC, "Startposition der Lektion")
	// Ein kürzester Weg vom Start zum Ziel, rückwärts aus den Abständen des Orakels.
	abstand := schichtenVon(lektionsStart).abstand
	vor := map[brett]brett{}
	for b := ziel; b != lektionsStart; {
		for _, v := range b.zuege() {
			if d, ok := abstand[v.kompakt()]; ok && d == abstand[b.kompakt()]-1 {
				vor[b] = v
				b = v
				break
			}
		}
	}
	require.Len(t, vor, 14)
	lauf := func(vor map[brett]brett, beobachtet bool) []string {
		erg := suchErgebnis{schritte: 50000, beobachtet: beobachtet, expandiert: map[brett]bool{}}
		erg.vorgaenger = func(b brett) (brett, bool) { v, ok := vor[b]; return v, ok }
		for _, v := range vor {
			erg.expandiert[v] = true // nur der Weg: keine Breitensuche
		}
		erg.getMovesAufrufe = len(erg.expandiert)
		return p.lauf(kandidat{samen: 1, laeufe: &speicher[suchLauf]{}, bfs: func(brett) suchErgebnis { return erg }})
	}
	require.True(t, nurInfos(lauf(vor, false)), "%v", lauf(vor, false))

	// Derselbe Weg, beobachtet: Die Suche hat nur die Positionen des Wegs expandiert.
	assert.Contains(t, strings.Join(lauf(vor, true), "\n"), "nicht expandiert")

	// 15 Positionen, aber der erste Schritt ist ein Sprung: start → q → p2 statt start → p1 → p2.
	p1 := ziel
	for vor[p1] != lektionsStart {
		p1 = vor[p1]
	}
	var p2 brett
	for b, v := range vor {
		if v == p1 {
			p2 = b
		}
	}
	sprung := map[brett]brett{}
	for b, v := range vor {
		if b != p1 {
			sprung[b] = v
		}
	}
	for _, q := range p2.zuege() {
		if q != p1 && q != lektionsStart && !istZug(lektionsStart, q) && sprung[q] == (brett{}) {
			sprung[p2], sprung[q] = q, lektionsStart
			break
		}
	}
	require.NotEqual(t, p1, sprung[p2], "kein Ersatz für p1 gefunden")
	require.Empty(t, fuehreAus("BFS(StartPos)", lektionsStart, func(brett) suchErgebnis {
		return suchErgebnis{schritte: 1, vorgaenger: func(b brett) (brett, bool) { v, ok := sprung[b]; return v, ok }}
	}).lektion("BFS(StartPos)"), "die sichtbare Prüfung zählt nur die Länge")
	assert.Contains(t, strings.Join(lauf(sprung, false), "\n"), "kein erlaubter Zug")

	// Ebenso AStar (mit beiden Heuristiken der Lektion).
	kE := kandidat{samen: 1, laeufe: &speicher[suchLauf]{}, aStar: func(brett, heuristik) suchErgebnis {
		return suchErgebnis{schritte: 100, hAufrufe: 1, vorgaenger: func(b brett) (brett, bool) { v, ok := sprung[b]; return v, ok }}
	}}
	assert.Contains(t, strings.Join(pruefungNamens(t, aufgabeE, "Startposition der Lektion").lauf(kE), "\n"), "kein erlaubter Zug")
}
