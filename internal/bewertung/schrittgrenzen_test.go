package bewertung

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pruefungNamens liefert die Prüfung der Aufgabe a, deren Name mit anfang beginnt.
func pruefungNamens(t *testing.T, a aufgabe, anfang string) pruefung {
	t.Helper()
	for _, p := range a.pruefungen {
		if strings.HasPrefix(p.name, anfang) {
			return p
		}
	}
	t.Fatalf("Aufgabe %s hat keine Prüfung „%s…“", a.id, anfang)
	return pruefung{}
}

// bfsMitSchritten ist eine BFS-Abgabe ohne Beobachtung, die eine kürzeste Lösung liefert
// (die Vorgänger aus der Breitensuche des Orakels) und als numSteps meldet, was schritte
// für die Position sagt.
func bfsMitSchritten(schritte func(b brett, info schichtInfo) int) kandidat {
	return kandidat{
		laeufe: &speicher[suchLauf]{},
		samen:  36,
		bfs: func(b brett) suchErgebnis {
			info := schichtenVon(b)
			return suchErgebnis{
				vorgaenger: func(x brett) (brett, bool) {
					d, ok := info.abstand[x.kompakt()]
					if !ok || d == 0 {
						return brett{}, false
					}
					for _, z := range x.zuege() {
						if a, ok := info.abstand[z.kompakt()]; ok && a == d-1 {
							return z, true
						}
					}
					return brett{}, false
				},
				schritte: schritte(b, info),
			}
		},
	}
}

// Die gemeldete Schrittzahl der BFS, ohne Beobachtung, an beiden Grenzen – hier selbst
// aus den Abständen gezählt, nicht mit den Formeln der Prüfung: höchstens so viele
// Schritte, wie es kürzeste Wege zu Positionen mit höchstens C* Zügen Abstand gibt (plus
// eins), mindestens alle Positionen mit höchstens C*−2 Zügen Abstand plus das Ziel. Genau
// auf der Grenze bestanden, einen Schritt (oder eine Schicht) daneben nicht.
func TestBFSSchrittzahlAnDenGrenzen(t *testing.T) {
	p := pruefungNamens(t, aufgabeC, "Schrittzahl")
	hoechstens := func(_ brett, info schichtInfo) int {
		wege := 0.0
		for k, d := range info.abstand {
			if d <= info.cStern {
				wege += info.wege[k]
			}
		}
		return int(wege) + 1
	}
	mindestens := func(_ brett, info schichtInfo) int {
		n := 0
		for _, d := range info.abstand {
			if d <= info.cStern-2 {
				n++
			}
		}
		return n + 1
	}
	bestanden := func(name string, s func(brett, schichtInfo) int) {
		m := p.lauf(bfsMitSchritten(s))
		assert.True(t, nurInfos(m), "%s: %v", name, m)
	}
	bestanden("genau die Obergrenze", hoechstens)
	bestanden("genau die Untergrenze", mindestens)

	// Daneben: je Lauf weicht die Schrittzahl nur für eine Position ab (die übrigen liegen
	// genau auf der Grenze), und die Meldung muss diese Position nennen. Die Positionen
	// haben 0 bis 14 Züge Abstand (Samen 36: 0, 1, …, 12 und die der Lektion).
	boards := append([]brett{lektionsStart}, bfsPositionen(36)...)
	daneben := func(name string, grenze func(brett, schichtInfo) int, um int, teil string) {
		for _, b := range boards {
			info := schichtenVon(b)
			s := grenze(b, info) + um
			if s < 0 {
				continue
			}
			m := p.lauf(bfsMitSchritten(func(x brett, i schichtInfo) int {
				if x == b {
					return s
				}
				return grenze(x, i)
			}))
			alle := strings.Join(m, "\n")
			if assert.False(t, nurInfos(m), "%s, C* = %d: %d Schritte müssen den Punkt kosten", name, info.cStern, s) {
				assert.Contains(t, alle, fmt.Sprintf("BFS(%v) braucht", b), name)
				assert.Contains(t, alle, teil, name)
			}
		}
	}
	daneben("ein Schritt über der Obergrenze", hoechstens, 1, "höchstens")
	daneben("ein Schritt unter der Untergrenze", mindestens, -1, "nur")

	// Die Zahlen der Meldung unter der Untergrenze, an der Stellung der Lektion.
	info := schichtenVon(lektionsStart)
	unter := mindestens(lektionsStart, info) - 1
	m := strings.Join(p.lauf(bfsMitSchritten(func(x brett, i schichtInfo) int {
		if x == lektionsStart {
			return unter
		}
		return mindestens(x, i)
	})), "\n")
	assert.Contains(t, m, fmt.Sprintf("braucht nur %d Schritte; eine Breitensuche nimmt alle %d Positionen mit höchstens %d Zügen "+
		"Abstand aus der Fringe, bevor sie das Ziel findet – mindestens %d Schritte", unter, unter, info.cStern-2, unter+1))
}

// A* mit einer konsistenten Heuristik: höchstens 4 Einträge je Position mit g + h <= C*
// und einer für das Ziel – genau 4n + 1 Schritte bestehen, 4n + 2 nicht (die Zahl n zählt
// der Test selbst aus einer Breitensuche, nicht mit fMenge). Die Untergrenze: alle
// Positionen mit g + h < C*, ein Schritt weniger besteht nicht.
func TestAStarSchrittzahlSchranken(t *testing.T) {
	info := breitensuche(lektionsStart, 20, true)
	c := info.cStern
	require.Positive(t, c)
	n := 0
	for k, g := range info.abstand {
		if g+manhattan(entpacke(k)) <= c {
			n++
		}
	}
	lauf := func(schritte int) suchLauf {
		return suchLauf{aufruf: "AStar(…)", start: lektionsStart, suchErgebnis: suchErgebnis{schritte: schritte}}
	}
	assert.Empty(t, pruefeAStarSchritte(lauf(4*n+1), hManhattan, c))
	m := pruefeAStarSchritte(lauf(4*n+2), hManhattan, c)
	assert.Contains(t, m, fmt.Sprintf("braucht %d Schritte", 4*n+2))
	assert.Contains(t, m, fmt.Sprintf("höchstens %d Schritte", 4*n+1))

	// Die Untergrenze: alle Positionen mit g* + h < C* (unbeobachtet, nur die gemeldete Zahl).
	unter := 0
	for k, g := range info.abstand {
		if g+manhattan(entpacke(k)) < c {
			unter++
		}
	}
	require.Positive(t, unter)
	assert.Empty(t, pruefeAStarSchritte(lauf(unter), hManhattan, c))
	m = pruefeAStarSchritte(lauf(unter-1), hManhattan, c)
	assert.Contains(t, m, fmt.Sprintf("braucht nur %d Schritte", unter-1))
	assert.Contains(t, m, fmt.Sprintf("mindestens %d Schritte", unter))
}

// aStarMitSchritten ist ein A*-Kandidat mit richtigen Vorgängern (aus der Breitensuche), der
// die Schrittzahl schritte(b, info) meldet und die Heuristik einmal aufruft.
func aStarMitSchritten(schritte func(b brett, info schichtInfo) int) kandidat {
	k := bfsMitSchritten(schritte)
	k.aStar = func(b brett, h heuristik) suchErgebnis {
		e := k.bfs(b)
		e.hAufrufe = 1
		return e
	}
	return k
}

// A* mit h = 0: mindestens alle Positionen mit weniger als C* Zügen und das Ziel – genau so
// viele Schritte bestehen, einer weniger nicht, und die Meldung nennt die Zahlen.
func TestAStarOhneHeuristikUntergrenze(t *testing.T) {
	p := pruefungNamens(t, aufgabeE, "Zieltest beim Expandieren")
	mindestens := func(b brett, info schichtInfo) int {
		if b == ziel {
			return 1
		}
		n := 0
		for _, d := range info.abstand {
			if d < info.cStern {
				n++
			}
		}
		return n + 1
	}
	m := p.lauf(aStarMitSchritten(mindestens))
	assert.True(t, nurInfos(m), "genau die Untergrenze: %v", m)
	m = p.lauf(aStarMitSchritten(func(b brett, info schichtInfo) int {
		if b == ziel {
			return 1
		}
		return mindestens(b, info) - 1
	}))
	alle := strings.Join(m, "\n")
	assert.False(t, nurInfos(m), "ein Schritt unter der Untergrenze")
	z := regexp.MustCompile(`braucht nur (\d+) Schritte; A\* muss vorher alle (\d+) Positionen mit weniger als \d+ Zügen ` +
		`Abstand expandieren und dann das Ziel aus der Fringe nehmen, das sind mindestens (\d+) Schritte`).FindStringSubmatch(alle)
	if assert.NotNil(t, z, alle) {
		x, _ := strconv.Atoi(z[1])
		assert.Equal(t, z[1], z[2], "so viele Positionen, wie Schritte gemeldet (eine zu wenig)")
		assert.Equal(t, strconv.Itoa(x+1), z[3])
	}
}

// „Startposition der Lektion“: Zu viele Schritte kosten den Punkt, die richtige Zahl bringt
// ihn mit der Info-Zeile zur Länge.
func TestAStarLektionsstartSchritte(t *testing.T) {
	p := pruefungNamens(t, aufgabeE, "Startposition der Lektion")
	// 240: über der Untergrenze beider Heuristiken (höchstens 216 bzw. 61 Positionen mit
	// g + h < 14) und unter der Obergrenze beider (4 · 216 + 1 bzw. 4 · 61 + 1).
	m := p.lauf(aStarMitSchritten(func(brett, schichtInfo) int { return 240 }))
	assert.True(t, nurInfos(m), "%v", m)
	assert.Contains(t, strings.Join(m, "\n"), "Länge der Lösung 15")
	assert.Contains(t, strings.Join(m, "\n"), "Lektion: weniger als 300 Schritte")
	m = p.lauf(aStarMitSchritten(func(brett, schichtInfo) int { return 1 << 20 }))
	assert.False(t, nurInfos(m), "%v", m)
	assert.NotContains(t, strings.Join(m, "\n"), "Lektion: weniger als 300 Schritte", "die Zahlen der Lektion nur, wenn alles stimmt")
}

// pruefeOptimal nennt Positionen und Züge des gelieferten und des kürzesten Pfads.
func TestPruefeOptimalMeldung(t *testing.T) {
	k := bfsMitSchritten(func(brett, schichtInfo) int { return 1 })
	start := zufallsWeg(neuerZufall(1, 1), 2)
	l := fuehreAus("BFS(…)", start, k.bfs)
	n, m := l.pfadLaenge()
	require.Empty(t, m)
	require.Equal(t, 3, n, "zwei Züge vom Ziel")
	assert.Empty(t, l.pruefeOptimal(2, ""))
	assert.Equal(t, "BFS(…): Der Lösungspfad hat 3 Positionen (2 Züge), die kürzeste Lösung hat 2 Positionen (1 Züge)!", l.pruefeOptimal(1, "!"))
}

// Eine A*-Suche, die die übergebene Heuristik nie aufruft, verliert den Punkt – außer der
// Start ist schon das Ziel (dann braucht sie keine).
func TestAStarOhneAufrufDerHeuristik(t *testing.T) {
	k := aStarMitSchritten(func(brett, schichtInfo) int { return 240 })
	mitAufruf := k.aStar
	k.aStar = func(b brett, h heuristik) suchErgebnis {
		e := mitAufruf(b, h)
		e.hAufrufe = 0
		return e
	}
	m := pruefungNamens(t, aufgabeE, "Startposition der Lektion").lauf(k)
	assert.Contains(t, strings.Join(m, "\n"), "ruft die übergebene Heuristik kein einziges Mal auf")
	assert.False(t, aStarLauf(k, ziel, hManhattan).ohneHeuristik, "Start = Ziel")
}

// TestAStarZufallJedeRegel: Die Prüfung der Zufallspositionen meldet jede ihrer drei Regeln
// selbst – Heuristik nicht aufgerufen, keine (kürzeste) Lösung, zu viele Schritte –, nicht
// erst eine spätere Prüfung. Ein A*, das für Positionen bis 12 Züge richtige Vorgänger (aus
// der Breitensuche des Orakels) liefert, für weitere keine.
func TestAStarZufallJedeRegel(t *testing.T) {
	p := pruefungNamens(t, aufgabeE, "Zufällige Positionen")
	aStar := func(hAufrufe int, schritte func(n int) int) kandidat {
		nah := bfsMitSchritten(func(b brett, info schichtInfo) int {
			n := 0
			for k, g := range info.abstand {
				if g+manhattan(entpacke(k)) <= info.cStern {
					n++
				}
			}
			return schritte(n)
		})
		nah.aStar = func(b brett, _ heuristik) suchErgebnis {
			if idaStern(b, 12) < 0 {
				return suchErgebnis{hAufrufe: hAufrufe} // keine Vorgänger
			}
			e := nah.bfs(b)
			e.hAufrufe = hAufrufe
			return e
		}
		return nah
	}
	text := func(k kandidat) string { return strings.Join(p.lauf(k), "\n") }
	// Richtig bis 12 Züge: Die Meldungen nennen nur die fehlenden Vorgänger der weiteren.
	richtig := text(aStar(1, func(n int) int { return n }))
	assert.Contains(t, richtig, "predecessors enthält keinen Vorgänger der Zielposition")
	assert.NotContains(t, richtig, "Schritte")
	assert.NotContains(t, richtig, "kein einziges Mal")
	// Ohne Aufruf der Heuristik: das zuerst.
	assert.Contains(t, text(aStar(0, func(n int) int { return n })), "ruft die übergebene Heuristik kein einziges Mal auf")
	// Zu viele Schritte: gemeldet für die nahen Positionen.
	assert.Contains(t, text(aStar(1, func(n int) int { return 4*n + 2 })), "Expandierst du Positionen mehrfach?")
}

// TestAStarFehlerAmZiel: Liefert AStar schon auf dem Ziel als Start einen Fehler, sagt die
// Prüfung „Zieltest beim Expandieren“ genau das.
func TestAStarFehlerAmZiel(t *testing.T) {
	p := pruefungNamens(t, aufgabeE, "Zieltest beim Expandieren")
	k := aStarMitSchritten(func(brett, schichtInfo) int { return 1 })
	richtig := k.aStar
	k.aStar = func(b brett, h heuristik) suchErgebnis {
		if b == ziel {
			return suchErgebnis{err: errors.New("kaputt"), hAufrufe: 1}
		}
		return richtig(b, h)
	}
	assert.Contains(t, strings.Join(p.lauf(k), "\n"), "liefert den Fehler „kaputt“, erwartet eine Lösung (der Start ist schon das Ziel)")
}

// TestAStarRegelnJederPruefung: Jede Prüfung von AStar (außer der Startposition, die zuerst
// die Sätze der Lektion meldet) sagt selbst, wenn AStar die Heuristik nicht aufruft oder
// keinen Weg liefert.
func TestAStarRegelnJederPruefung(t *testing.T) {
	for _, f := range []struct {
		hAufrufe int
		meldung  string
	}{
		{0, "ruft die übergebene Heuristik kein einziges Mal auf"},
		{1, "predecessors enthält keinen Vorgänger der Zielposition"},
	} {
		k := kandidat{samen: 1, laeufe: &speicher[suchLauf]{}, aStar: func(b brett, _ heuristik) suchErgebnis {
			return suchErgebnis{schritte: 1, hAufrufe: f.hAufrufe}
		}}
		for _, p := range aufgabeE.pruefungen[1:] {
			assert.Contains(t, strings.Join(p.lauf(k), "\n"), f.meldung, "%q", p.name)
		}
	}
}
