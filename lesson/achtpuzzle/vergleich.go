package achtpuzzle

import (
	"context"
	"fmt"
	"html"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/ausgabe"
)

// Vergleichsalgorithmen sind die Suchen, die VergleicheSuchen misst, in dieser
// Reihenfolge: Breitensuche, A* mit der Zahl der falsch liegenden Plättchen, A* mit der
// Manhattan-Distanz (alle auf dem Tupel-Puzzle der Lektion „Suchalgorithmen“).
var Vergleichsalgorithmen = []string{"BFS", "A* (falsche Plättchen)", "A* (Manhattan)"}

// Vergleichseinstellungen legen fest, welche Puzzles VergleicheSuchen erfindet.
type Vergleichseinstellungen struct {
	// Seed macht die Zufallswege wiederholbar: Mit demselben Seed erfindet jeder Rechner
	// dieselben Puzzles – eine Klasse kann dieselben Zahlen vergleichen.
	Seed uint64
	// Laengen sind die Längen der Zufallswege, etwa 2, 4, …, 24.
	Laengen []int
	// ProLaenge ist die Zahl der Puzzles je Länge.
	ProLaenge int
}

// StandardVergleich sind die Einstellungen der Notebook-Demo: Seed 1, Zufallswege der
// Längen 2, 4, …, 40, je sechs Puzzles.
var StandardVergleich = Vergleichseinstellungen{
	Seed: 1, Laengen: []int{2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40}, ProLaenge: 6,
}

// Vergleichsmessung ist das Ergebnis der drei Suchen auf einem Puzzle.
type Vergleichsmessung struct {
	// Start ist das Puzzle, erfunden durch einen Zufallsweg vom Ziel aus.
	Start Tupel
	// Weglaenge ist die Länge des Zufallswegs; die Lösung ist höchstens so lang.
	Weglaenge int
	// Tiefe ist die Länge einer kürzesten Lösung (alle drei Suchen finden eine solche).
	Tiefe int
	// Expandiert ist nrExplored je Algorithmus (Reihenfolge wie Vergleichsalgorithmen).
	Expandiert []int
}

// Vergleichszeile fasst alle Puzzles mit derselben Lösungstiefe zusammen.
type Vergleichszeile struct {
	// Tiefe ist die Lösungstiefe d.
	Tiefe int
	// Puzzles ist die Zahl der Puzzles mit dieser Tiefe.
	Puzzles int
	// MittelExpandiert ist der Mittelwert von nrExplored je Algorithmus.
	MittelExpandiert []float64
	// Verzweigung ist der effektive Verzweigungsgrad b* je Algorithmus (siehe
	// EffektiverVerzweigungsgrad), berechnet aus MittelExpandiert und Tiefe.
	Verzweigung []float64
}

// Vergleich ist das Ergebnis von VergleicheSuchen: jede Messung und die Zusammenfassung
// nach Lösungstiefe (aufsteigend).
type Vergleich struct {
	Einstellungen Vergleichseinstellungen
	Messungen     []Vergleichsmessung
	Zeilen        []Vergleichszeile
}

// MaxZufallsweg ist die größte Schrittzahl von Zufallsweg: Ein Weg, der keinen Zustand
// zweimal besucht, kann nicht länger sein, als es lösbare Zustände gibt.
const MaxZufallsweg = AnzahlLoesbar - 1

// Zufallsweg erfindet ein Puzzle wie erzeuge_random_walk der Lektion „Das Schiebepuzzle“:
// Vom Zustand start aus macht es schritte zufällige Züge und meidet dabei jeden schon
// besuchten Zustand. Kommt es nicht weiter (eine Sackgasse), geht es einen Zug zurück und
// versucht dort den nächsten Zug – eine zufällige Tiefensuche; die Lektion beginnt
// stattdessen von vorn, was bei langen Wegen fast nie ans Ziel führt. Ohne Sackgasse
// wählt es dieselben Züge wie die Lektion. Es liefert den erreichten Zustand; die Lösung
// vom Ergebnis zurück nach start ist höchstens schritte Züge lang, oft kürzer. Die Arbeit
// ist durch die 181.440 Zustände begrenzt; 5000 Schritte brauchen Millisekunden.
//
// Fehler: lesson.ErrUngueltig für rng nil, ein ungültiges start und schritte außerhalb
// von 0 bis MaxZufallsweg; lesson.ErrUnloesbar, wenn die Tiefensuche keinen so langen Weg
// findet (sie besucht jeden Zustand höchstens einmal, also nach spätestens 181.440
// Zuständen).
func Zufallsweg(rng *rand.Rand, start Tupel, schritte int) (Tupel, error) {
	switch {
	case rng == nil:
		return start, fmt.Errorf("%w: Zufallsweg braucht einen Zufallsgenerator (nicht nil)", lesson.ErrUngueltig)
	case schritte < 0 || schritte > MaxZufallsweg:
		return start, fmt.Errorf("%w: ein Zufallsweg hat 0 bis %d Schritte, nicht %d", lesson.ErrUngueltig, MaxZufallsweg, schritte)
	}
	if err := start.Pruefe(); err != nil {
		return start, err
	}
	type ebene struct {
		folge []Tupel // die Folgezustände, gemischt
		i     int     // der nächste, der zu versuchen ist
	}
	bekannt := map[Tupel]bool{start: true}
	pfad := []Tupel{start}
	var stapel []ebene
	for len(pfad)-1 < schritte {
		aktuell := pfad[len(pfad)-1]
		if len(stapel) < len(pfad) {
			folge := Nextstates(aktuell)
			rng.Shuffle(len(folge), func(i, j int) { folge[i], folge[j] = folge[j], folge[i] })
			stapel = append(stapel, ebene{folge: folge})
		}
		e := &stapel[len(stapel)-1]
		for e.i < len(e.folge) && bekannt[e.folge[e.i]] {
			e.i++
		}
		if e.i == len(e.folge) { // Sackgasse: einen Zug zurück
			stapel = stapel[:len(stapel)-1]
			pfad = pfad[:len(pfad)-1]
			if len(pfad) == 0 {
				return start, fmt.Errorf("%w: kein Zufallsweg mit %d Schritten ab %v gefunden, die Suche hat jeden erreichbaren Zustand besucht",
					lesson.ErrUnloesbar, schritte, start)
			}
			continue
		}
		naechster := e.folge[e.i]
		e.i++
		bekannt[naechster] = true
		pfad = append(pfad, naechster)
	}
	return pfad[len(pfad)-1], nil
}

// VergleicheSuchen erfindet Puzzles durch Zufallswege vom Zielzustand (0,1,…,8) aus und
// löst jedes mit BFS, A* (falsche Plättchen) und A* (Manhattan). Es zählt, wie viele
// Zustände jede Suche untersucht, und fasst die Zahlen nach Lösungstiefe zusammen. ctx
// bricht den Vergleich ab.
func VergleicheSuchen(ctx context.Context, e Vergleichseinstellungen) (*Vergleich, error) {
	if e.ProLaenge > 10_000 || len(e.Laengen) > 100 {
		return nil, fmt.Errorf("%w: Vergleich mit höchstens 100 Weglängen und 10.000 Puzzles je Länge, nicht %d und %d",
			lesson.ErrUngueltig, len(e.Laengen), e.ProLaenge)
	}
	if e.ProLaenge < 1 || len(e.Laengen) == 0 {
		return nil, fmt.Errorf("%w: ein Vergleich braucht mindestens eine Weglänge und ein Puzzle je Länge, nicht %d und %d",
			lesson.ErrUngueltig, len(e.Laengen), e.ProLaenge)
	}
	for _, l := range e.Laengen {
		if l < 0 || l > MaxZufallsweg {
			return nil, fmt.Errorf("%w: die Weglänge %d des Vergleichs liegt nicht zwischen 0 und %d", lesson.ErrUngueltig, l, MaxZufallsweg)
		}
	}
	rng := rand.New(rand.NewPCG(e.Seed, 0x6b69737563686521))
	v := &Vergleich{Einstellungen: e}
	suchen := []func(Tupel) (*Vorgaenger, int, error){
		func(s Tupel) (*Vorgaenger, int, error) { return BFS(s, lesson.Kontext(ctx)) },
		func(s Tupel) (*Vorgaenger, int, error) { return AStar(s, HMisplaced, lesson.Kontext(ctx)) },
		func(s Tupel) (*Vorgaenger, int, error) { return AStar(s, HManhattan, lesson.Kontext(ctx)) },
	}
	for _, l := range e.Laengen {
		for range e.ProLaenge {
			start, err := Zufallsweg(rng, Goalstate, l)
			if err != nil {
				return nil, err
			}
			m := Vergleichsmessung{Start: start, Weglaenge: l, Tiefe: -1}
			for i, suche := range suchen {
				prev, n, err := suche(start)
				if err != nil {
					return nil, fmt.Errorf("%w (im Vergleich: %s auf %v)", err, Vergleichsalgorithmen[i], start)
				}
				_, tiefe, err := ReconstructPath(prev)
				if err != nil {
					return nil, fmt.Errorf("%w (im Vergleich: %s auf %v)", err, Vergleichsalgorithmen[i], start)
				}
				if m.Tiefe >= 0 && tiefe != m.Tiefe {
					// BFS und A* mit zulässiger Heuristik finden immer kürzeste Wege.
					panic(fmt.Sprintf("Fehler in der Bibliothek: %s findet auf %v %d Züge statt %d",
						Vergleichsalgorithmen[i], start, tiefe, m.Tiefe))
				}
				m.Tiefe = tiefe
				m.Expandiert = append(m.Expandiert, n)
			}
			v.Messungen = append(v.Messungen, m)
		}
	}
	v.fasseZusammen()
	return v, nil
}

// fasseZusammen bildet die Zeilen nach Lösungstiefe.
func (v *Vergleich) fasseZusammen() {
	proTiefe := map[int][]Vergleichsmessung{}
	var tiefen []int
	for _, m := range v.Messungen {
		if _, ok := proTiefe[m.Tiefe]; !ok {
			tiefen = append(tiefen, m.Tiefe)
		}
		proTiefe[m.Tiefe] = append(proTiefe[m.Tiefe], m)
	}
	slices.Sort(tiefen)
	v.Zeilen = nil
	for _, d := range tiefen {
		ms := proTiefe[d]
		z := Vergleichszeile{Tiefe: d, Puzzles: len(ms)}
		for i := range Vergleichsalgorithmen {
			summe := 0
			for _, m := range ms {
				summe += m.Expandiert[i]
			}
			mittel := float64(summe) / float64(len(ms))
			z.MittelExpandiert = append(z.MittelExpandiert, mittel)
			z.Verzweigung = append(z.Verzweigung, EffektiverVerzweigungsgrad(mittel, d))
		}
		v.Zeilen = append(v.Zeilen, z)
	}
}

// EffektiverVerzweigungsgrad liefert b*, den Verzweigungsgrad, den ein gleichmäßiger
// Suchbaum der Tiefe d haben müsste, um n Knoten zu enthalten:
//
//	n + 1 = 1 + b* + (b*)² + … + (b*)^d
//
// (nach Russell/Norvig). Je näher b* an 1 liegt, desto zielstrebiger sucht ein Verfahren.
// Für d < 1 oder n < 1 ist b* nicht definiert (NaN).
func EffektiverVerzweigungsgrad(n float64, d int) float64 {
	if d < 1 || n < 1 || math.IsNaN(n) || math.IsInf(n, 0) {
		return math.NaN()
	}
	summe := func(b float64) float64 { // b + b² + … + b^d
		if d > 64 { // geschlossen: b(b^d − 1)/(b − 1); so bleibt auch ein riesiges d schnell
			if b == 1 {
				return float64(d)
			}
			return b * (math.Pow(b, float64(d)) - 1) / (b - 1)
		}
		s, p := 0.0, 1.0
		for range d {
			p *= b
			s += p
		}
		return s
	}
	lo, hi := 0.0, max(n, 1.0)
	for range 200 {
		mitte := (lo + hi) / 2
		if summe(mitte) < n {
			lo = mitte
		} else {
			hi = mitte
		}
	}
	return (lo + hi) / 2
}

// Tabelle liefert die Zusammenfassung als HTML-Tabelle: je Lösungstiefe die Zahl der
// Puzzles und je Algorithmus die mittlere Zahl untersuchter Zustände und b*.
func (v *Vergleich) Tabelle() string {
	var b strings.Builder
	b.WriteString(`<table class="ks-vergleich"><thead><tr><th rowspan="2">Lösungstiefe d</th><th rowspan="2">Puzzles</th>`)
	for _, a := range Vergleichsalgorithmen {
		fmt.Fprintf(&b, `<th colspan="2">%s</th>`, html.EscapeString(a))
	}
	b.WriteString(`</tr><tr>`)
	for range Vergleichsalgorithmen {
		b.WriteString(`<th>Ø untersucht</th><th>b*</th>`)
	}
	b.WriteString("</tr></thead><tbody>\n")
	var zeilen []Vergleichszeile
	if v != nil {
		zeilen = v.Zeilen
	}
	wert := func(werte []float64, i int) float64 { // fehlende Werte wie NaN („–“)
		if i < len(werte) {
			return werte[i]
		}
		return math.NaN()
	}
	for _, z := range zeilen {
		fmt.Fprintf(&b, `<tr><td>%d</td><td>%d</td>`, z.Tiefe, z.Puzzles)
		for i := range Vergleichsalgorithmen {
			fmt.Fprintf(&b, `<td>%s</td><td>%s</td>`, ausgabe.TausenderKomma(wert(z.MittelExpandiert, i)), ausgabe.Komma(wert(z.Verzweigung, i), 2))
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</tbody></table>")
	return b.String()
}
