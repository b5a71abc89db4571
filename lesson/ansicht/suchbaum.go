package ansicht

import (
	"cmp"
	"fmt"
	"html"
	"slices"
	"strings"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/puzzle"
)

// maxSuchbaumKnoten ist die größte Zahl von Knoten, die ein Suchbaum zeigt. Ein größerer
// Baum wäre ohnehin nicht mehr lesbar; statt des Bildes kommt dann eine Fehlermeldung.
const maxSuchbaumKnoten = 300

// Maße eines Knotens im Suchbaum (in Pixeln).
const (
	sbBreite  = 66 // Breite eines Knotens
	sbHoehe   = 66 // Höhe eines Knotens
	sbAbstand = 14 // waagrechter Abstand zwischen zwei Knoten
	sbEbene   = 64 // senkrechter Abstand zwischen zwei Ebenen (zusätzlich zur Knotenhöhe)
	sbRand    = 20
)

// schiebepuzzleSuchbaumSVG zeichnet einen Suchbaum des Schiebepuzzles (Zustände als String
// wie 'DAC BEGHF', Aktionen als Positionen) wie die Abbildungen der Lektion „Suche“: oben
// der Wurzelknoten, darunter Ebene für Ebene die Folgeknoten, verbunden durch Kanten, an
// denen die Aktion steht; in jedem Knoten ein kleines Brett und seine Nummer „#n“. Die
// Knoten dürfen in beliebiger Reihenfolge kommen; doppelte und nil-Einträge fallen weg.
func schiebepuzzleSuchbaumSVG(knoten []*lesson.Knoten[string, int]) string {
	return suchbaumSVG(knoten, func(k *lesson.Knoten[string, int]) string {
		felder, breite, err := felderAusString(k.Zustand)
		if err != nil {
			return fmt.Sprintf(`<text x="%d" y="%d" class="inhalt">?</text>`, sbBreite/2, sbHoehe/2)
		}
		zelle := float64(sbBreite-12) / float64(breite)
		var b strings.Builder
		for i, f := range felder {
			x := 6 + float64(i%breite)*zelle
			y := 6 + float64(i/breite)*zelle
			klasse := "feld"
			if f == "" {
				klasse = "feld leer"
			}
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" class="%s"/>`, x, y, zelle, zelle, klasse)
			if f != "" {
				fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" class="buchstabe">%s</text>`,
					x+zelle/2, y+zelle/2+4, html.EscapeString(f))
			}
		}
		return b.String()
	})
}

// suchbaumKnoten ist ein Knoten mit seiner Lage im Bild.
type suchbaumKnoten struct {
	x, y   float64
	kinder []int // Indizes in der sortierten Knotenliste
}

func suchbaumSVG[Z comparable, A any](knoten []*lesson.Knoten[Z, A], zeichneInhalt func(*lesson.Knoten[Z, A]) string) string {
	// Doppelte und nil-Einträge weglassen, nach Nummer ordnen.
	var liste []*lesson.Knoten[Z, A]
	gesehen := map[*lesson.Knoten[Z, A]]bool{}
	for _, k := range knoten {
		if k != nil && !gesehen[k] {
			gesehen[k] = true
			liste = append(liste, k)
		}
	}
	if len(liste) == 0 {
		return fehlerHTML("Der Suchbaum ist leer.")
	}
	if len(liste) > maxSuchbaumKnoten {
		return fehlerHTML(fmt.Sprintf("Der Suchbaum hat %d Knoten; gezeichnet werden höchstens %d.",
			len(liste), maxSuchbaumKnoten))
	}
	slices.SortStableFunc(liste, func(a, b *lesson.Knoten[Z, A]) int { return cmp.Compare(a.Nummer, b.Nummer) })
	index := make(map[*lesson.Knoten[Z, A]]int, len(liste))
	for i, k := range liste {
		index[k] = i
	}

	// Baumstruktur: Kinder in der Reihenfolge ihrer Nummern, Ebene = Abstand zur Wurzel.
	lage := make([]suchbaumKnoten, len(liste))
	var wurzeln []int
	for i, k := range liste {
		if j, ok := index[k.Vorgaenger]; ok && k.Vorgaenger != nil {
			lage[j].kinder = append(lage[j].kinder, i)
		} else {
			wurzeln = append(wurzeln, i)
		}
	}
	// Blätter bekommen nacheinander Plätze von links nach rechts, innere Knoten stehen
	// mittig über ihren Kindern.
	naechsterPlatz := 0.0
	tiefste := 0
	var setze func(i, ebene int)
	setze = func(i, ebene int) {
		tiefste = max(tiefste, ebene)
		lage[i].y = float64(sbRand + 16 + ebene*(sbHoehe+sbEbene))
		if len(lage[i].kinder) == 0 {
			lage[i].x = float64(sbRand) + naechsterPlatz*(sbBreite+sbAbstand)
			naechsterPlatz++
			return
		}
		for _, c := range lage[i].kinder {
			setze(c, ebene+1)
		}
		erstes, letztes := lage[i].kinder[0], lage[i].kinder[len(lage[i].kinder)-1]
		lage[i].x = (lage[erstes].x + lage[letztes].x) / 2
	}
	for _, w := range wurzeln {
		setze(w, 0)
	}

	breite := int(float64(sbRand)*2 + naechsterPlatz*(sbBreite+sbAbstand))
	hoehe := sbRand*2 + 16 + (tiefste+1)*(sbHoehe+sbEbene) - sbEbene
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="kisuche-suchbaum" width="%d" height="%d" viewBox="0 0 %d %d">`,
		breite, hoehe, breite, hoehe)
	b.WriteString(`<style>` +
		`.kisuche-suchbaum text{font-family:sans-serif;text-anchor:middle}` +
		`.kisuche-suchbaum .kante{stroke:#5a6b7c;stroke-width:1.5}` +
		`.kisuche-suchbaum .aktion{font-size:11px;fill:#8a3b12}` +
		`.kisuche-suchbaum .rahmen{fill:#fbfcfe;stroke:#35506b;stroke-width:1.5}` +
		`.kisuche-suchbaum .nummer{font-size:12px;font-weight:bold;fill:#1d2b3a}` +
		`.kisuche-suchbaum .inhalt{font-family:monospace;font-size:12px}` +
		`.kisuche-suchbaum .feld{fill:#f3c96b;stroke:#35506b;stroke-width:0.8}` +
		`.kisuche-suchbaum .feld.leer{fill:#fff}` +
		`.kisuche-suchbaum .buchstabe{font-size:12px;font-weight:bold;fill:#1d2b3a}` +
		`</style>`)
	// Erst die Kanten, damit die Knoten darüber liegen.
	for i := range liste {
		for _, c := range lage[i].kinder {
			x1, y1 := lage[i].x+sbBreite/2, lage[i].y+sbHoehe
			x2, y2 := lage[c].x+sbBreite/2, lage[c].y
			fmt.Fprintf(&b, `<line class="kante" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f"/>`, x1, y1, x2, y2-14)
			fmt.Fprintf(&b, `<text class="aktion" x="%.1f" y="%.1f">%s</text>`,
				(x1+x2)/2+8, (y1+y2)/2, html.EscapeString(fmt.Sprint(liste[c].Aktion)))
		}
	}
	for i, k := range liste {
		fmt.Fprintf(&b, `<g class="knoten" transform="translate(%.1f,%.1f)">`, lage[i].x, lage[i].y)
		fmt.Fprintf(&b, `<text class="nummer" x="%d" y="-4">#%d</text>`, sbBreite/2, k.Nummer)
		fmt.Fprintf(&b, `<rect class="rahmen" x="0" y="0" width="%d" height="%d" rx="6"/>`, sbBreite, sbHoehe)
		b.WriteString(zeichneInhalt(k))
		b.WriteString(`</g>`)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// SchiebepuzzleBreitensucheSVG zeichnet den Suchbaum, den die Breitensuche (Baumsuche,
// lesson.NeueBreitensuche) für das Schiebepuzzle von start nach ziel nach schritte
// Expansionen aufgebaut hat: den Wurzelknoten #0 und alle bis dahin erzeugten Folgeknoten,
// nummeriert in der Reihenfolge ihrer Entstehung – die Abbildungen der Lektion „Suche“
// (schritte = 1: #0 bis #3; schritte = 4: #0 bis #11 für 'DAC BEGHF'). Ungültige
// Zustände, ein Ziel vor dem letzten Schritt oder mehr als maxSuchbaumKnoten Knoten ergeben
// eine Meldung statt des Bildes.
func SchiebepuzzleBreitensucheSVG(start, ziel string, schritte int) string {
	problem, err := puzzle.NeuesSchiebepuzzle(start, ziel)
	if err != nil {
		return fehlerHTML("Suchbaum: " + err.Error())
	}
	suche := lesson.NeueBreitensuche(problem, lesson.MaxKnoten(maxSuchbaumKnoten+1))
	var knoten []*lesson.Knoten[string, int]
	for range schritte {
		bericht, err := suche.Schritt()
		if err != nil {
			return fehlerHTML("Suchbaum: " + err.Error())
		}
		if bericht.Nr == 1 {
			knoten = append(knoten, bericht.Knoten) // der Wurzelknoten #0
		}
		knoten = append(knoten, bericht.Neu...)
	}
	return schiebepuzzleSuchbaumSVG(knoten)
}
