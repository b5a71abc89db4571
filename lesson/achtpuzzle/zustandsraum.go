package achtpuzzle

import "sync"

// Distanztabelle hält für jedes lösbare Tupel die Anzahl der Züge auf einem kürzesten Weg
// zum Zielzustand (0,1,…,8). Sie ist nach Platz nummeriert: tabelle[Platz(t)] ist die
// Distanz von t, wenn t lösbar ist (Tupel.IstLoesbar); Distanz prüft das mit. Man bekommt sie
// von Zustandsraum.
type Distanztabelle []int8

// Zustandsraum durchsucht den ganzen Zustandsraum des 8-Puzzles mit einer Breitensuche
// (Graphsuche) vom Zielzustand aus und liefert für jedes Tupel seine Entfernung vom Ziel.
// Weil jeder Zug umkehrbar ist, ist das zugleich die Entfernung zum Ziel. Die Suche
// erreicht genau 181.440 Stellungen, die Hälfte aller 9! Anordnungen; die entferntesten
// liegen 31 Züge vom Ziel entfernt.
//
// Jeder Aufruf rechnet neu (einige Millisekunden); PerfekteDistanzen rechnet nur einmal.
func Zustandsraum() Distanztabelle {
	tabelle := make(Distanztabelle, AnzahlLoesbar)
	for i := range tabelle {
		tabelle[i] = -1 // noch nicht erreicht
	}
	frontier := neueTupelWarteschlange(Goalstate)
	defer frontier.zurueck()
	tabelle[Platz(Goalstate)] = 0
	var folge folgezustaende
	for frontier.len() > 0 {
		n, ps := folge.von(frontier.popleft())
		d := tabelle[ps]
		for k := range n {
			if pv := folge.platz[k]; tabelle[pv] < 0 { // noch nicht erreicht
				tabelle[pv] = d + 1
				frontier.append(folge.zustand[k], folge.code[k])
			}
		}
	}
	return tabelle
}

// perfekteDistanzen berechnet die Tabelle beim ersten Aufruf und merkt sie sich.
var perfekteDistanzen = sync.OnceValue(Zustandsraum)

// PerfekteDistanzen liefert die Distanztabelle von Zustandsraum. Sie wird beim ersten
// Aufruf berechnet und danach geteilt: Man darf sie lesen, aber nicht verändern.
func PerfekteDistanzen() Distanztabelle { return perfekteDistanzen() }

// Distanz liefert die Anzahl der Züge von t zum Zielzustand auf einem kürzesten Weg. ok ist
// false, wenn t ungültig ist oder das Ziel von t aus nicht erreichbar ist.
func (d Distanztabelle) Distanz(t Tupel) (zuege int, ok bool) {
	if len(d) != AnzahlLoesbar || t.Pruefe() != nil || !t.IstLoesbar() {
		return 0, false
	}
	z := d[Platz(t)]
	if z < 0 {
		return 0, false
	}
	return int(z), true
}

// H ist die perfekte Heuristik: die wahre Entfernung von t zum Ziel (0 für ungültige oder
// unlösbare Tupel). Als Methodenwert passt sie zu Greedy und AStar:
//
//	prev, nrExplored, err := lesson.AStar(start, lesson.PerfekteDistanzen().H)
func (d Distanztabelle) H(t Tupel) int {
	z, _ := d.Distanz(t)
	return z
}

// Erreichbar liefert die Anzahl der Tupel, von denen aus das Ziel erreichbar ist
// (181.440 für eine vollständige Tabelle).
func (d Distanztabelle) Erreichbar() int {
	n := 0
	for _, z := range d {
		if z >= 0 {
			n++
		}
	}
	return n
}

// MaxDistanz liefert die größte Entfernung vom Ziel (31 für eine vollständige Tabelle),
// -1 für eine leere Tabelle.
func (d Distanztabelle) MaxDistanz() int {
	m := -1
	for _, z := range d {
		m = max(m, int(z))
	}
	return m
}

// ProDistanz liefert, wie viele Stellungen genau k Züge vom Ziel entfernt sind, für
// k = 0 … MaxDistanz (ProDistanz()[0] ist 1, das Ziel selbst).
func (d Distanztabelle) ProDistanz() []int {
	anzahl := make([]int, d.MaxDistanz()+1)
	for _, z := range d {
		if z >= 0 {
			anzahl[z]++
		}
	}
	return anzahl
}
