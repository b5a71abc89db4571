package ansicht

import (
	"fmt"
	"html"
	"math"
	"slices"
	"strings"

	"github.com/kisuche/kisuche/lesson/puzzle"
)

// Maße und Takt des animierten Schiebepuzzles.
const (
	animFeld  = 44  // Kantenlänge eines Feldes in Pixeln
	animRand  = 4   // Rand um das Brett
	animTakt  = 0.6 // Sekunden je Zug
	animPause = 4   // Takte Pause am Ende jeder Richtung
)

// SchiebepuzzleAnimiertSVG zeichnet ein Schiebepuzzle in der Schreibweise der Lektion
// (ein String, Leerzeichen = freies Feld, z. B. 'ABCDEFGH ' oder ein 4×4-Puzzle mit 16
// Zeichen) als SVG, das sich bewegt: Die Plättchen gleiten Zug für Zug über die Positionen
// in zuege (wie bei zugsequenz_ausfuehren), halten kurz an und gleiten dann dieselben Züge
// rückwärts zurück zu start – ohne Ende. So lässt sich ein Puzzle zeigen, das sich
// durcheinander- und wieder zurückschiebt. Die Animation ist SVG-eigen (SMIL), sie
// braucht weder JavaScript noch GoNB-Widgets. Ein ungültiger Zustand oder Zug ergibt eine
// Meldung statt des Bildes.
func SchiebepuzzleAnimiertSVG(start string, zuege []int) string {
	breite := int(math.Sqrt(float64(len(start))))
	if breite*breite != len(start) || breite < 2 {
		return fehlerHTML(fmt.Sprintf("Schiebepuzzle: %q hat keine quadratische Zahl von Feldern", start))
	}
	zustaende := []string{start}
	for _, zug := range zuege {
		neu, err := puzzle.VerschiebePos(zustaende[len(zustaende)-1], zug)
		if err != nil {
			return fehlerHTML("Schiebepuzzle: " + err.Error())
		}
		zustaende = append(zustaende, neu)
	}
	// hin, Pause, zurück, Pause: die Folge der Zustände, ein Zustand je Takt
	folge := slices.Clone(zustaende)
	if len(zuege) > 0 {
		for range animPause {
			folge = append(folge, zustaende[len(zustaende)-1])
		}
		for i := len(zustaende) - 2; i >= 0; i-- {
			folge = append(folge, zustaende[i])
		}
		for range animPause {
			folge = append(folge, start)
		}
	}
	dauer := float64(len(folge)-1) * animTakt
	groesse := breite*animFeld + 2*animRand

	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="kisuche-animation" xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`,
		groesse, groesse, groesse, groesse)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" rx="6" fill="#35506b"/>`, groesse, groesse)
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#fff"/>`, animRand, animRand, breite*animFeld, breite*animFeld)
	for _, stein := range start {
		if stein == ' ' {
			continue
		}
		var werte []string
		for _, z := range folge {
			pos := strings.IndexRune(z, stein)
			werte = append(werte, fmt.Sprintf("%d,%d", animRand+pos%breite*animFeld, animRand+pos/breite*animFeld))
		}
		fmt.Fprintf(&b, `<g class="stein" transform="translate(%s)">`, werte[0])
		fmt.Fprintf(&b, `<rect x="1" y="1" width="%d" height="%d" rx="4" fill="#f3c96b" stroke="#35506b" stroke-width="2"/>`, animFeld-2, animFeld-2)
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" dominant-baseline="central" font-family="sans-serif" font-weight="bold" font-size="20" fill="#1d2b3a">%s</text>`,
			animFeld/2, animFeld/2, html.EscapeString(string(stein)))
		if len(folge) > 1 {
			fmt.Fprintf(&b, `<animateTransform attributeName="transform" type="translate" dur="%.1fs" repeatCount="indefinite" values="%s"/>`,
				dauer, strings.Join(werte, ";"))
		}
		b.WriteString(`</g>`)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// SchiebepuzzleSVG zeichnet einen Zustand des Schiebepuzzles (wie bei
// SchiebepuzzleAnimiertSVG) als ruhendes Brett.
func SchiebepuzzleSVG(zustand string) string {
	return SchiebepuzzleAnimiertSVG(zustand, nil)
}
