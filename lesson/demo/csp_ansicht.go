package demo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/australien"
	"github.com/kisuche/kisuche/lesson/sudoku"
)

// Bilder für CSP-Demos: die Karte Australiens, das Damenbrett und das Sudoku-Gitter. Jedes
// zeigt den Stand einer Belegung und hebt hervor, was der Schritt getan hat: die geprüfte
// Variable, einen Konflikt (rot), gestrichene Werte (rot durchgestrichen).

// farbeVon übersetzt die Farbwerte der Lektion in Farben zum Zeichnen.
func farbeVon(wert string) string {
	switch wert {
	case "red":
		return "#e4572e"
	case "green":
		return "#4caf50"
	case "blue":
		return "#3d7dd8"
	case "yellow":
		return "#f2c14e"
	}
	return "#999"
}

// australienOrte sind die Mittelpunkte der Staaten in der schematischen Karte.
var australienOrte = map[string][2]float64{
	"WA": {70, 150}, "NT": {165, 70}, "SA": {180, 170}, "Q": {280, 85},
	"NSW": {290, 185}, "V": {250, 255}, "T": {265, 330},
}

// AustralienAnsicht zeichnet das Kartenfärbeproblem der Lektion als schematische Karte:
// ein Kreis je Staat, eine Linie je gemeinsamer Grenze. Belegte Staaten sind gefüllt,
// unbelegte zeigen ihre Restdomäne als kleine Farbpunkte; ein Konflikt färbt die Grenze
// rot.
func AustralienAnsicht(titel string) CSPAnsicht[string] {
	return CSPAnsicht[string]{Titel: titel, Bild: australienBild}
}

func australienBild(b lesson.Belegung[string], s *lesson.Schritt[string]) string {
	var sb strings.Builder
	sb.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" width="360" height="380" viewBox="0 0 360 380" font-family="sans-serif">`)
	for _, g := range australien.Grenzen() {
		a, c := australienOrte[g[0]], australienOrte[g[1]]
		farbe, breite := "#888", 2.0
		if s != nil && s.Art == lesson.SchrittKonflikt && ((s.Variable == g[0] && s.Mit == g[1]) || (s.Variable == g[1] && s.Mit == g[0])) {
			farbe, breite = "#d0021b", 6
		}
		fmt.Fprintf(&sb, `<line x1="%.0f" y1="%.0f" x2="%.0f" y2="%.0f" stroke="%s" stroke-width="%.0f"/>`, a[0], a[1], c[0], c[1], farbe, breite)
	}
	for _, st := range australien.Staaten() {
		o, ok := australienOrte[st]
		if !ok {
			continue
		}
		fuellung, rand, randbreite, strich := "#ffffff", "#333", 2, ""
		if w, ok := b.Wert(st); ok {
			fuellung = farbeVon(w)
		}
		if s != nil && s.Variable == st {
			randbreite = 5
			switch s.Art {
			case lesson.SchrittPruefen, lesson.SchrittKonflikt:
				fuellung, strich = farbeVon(s.Wert), ` stroke-dasharray="6,3"`
				if s.Art == lesson.SchrittKonflikt {
					rand = "#d0021b"
				}
			case lesson.SchrittStreichung, lesson.SchrittSackgasse:
				rand = "#f39c12"
			}
		}
		fmt.Fprintf(&sb, `<g class="ks-staat" data-staat="%s"><circle cx="%.0f" cy="%.0f" r="28" fill="%s" stroke="%s" stroke-width="%d"%s/>`,
			st, o[0], o[1], fuellung, rand, randbreite, strich)
		fmt.Fprintf(&sb, `<text x="%.0f" y="%.0f" font-size="14" font-weight="bold" text-anchor="middle" dominant-baseline="central">%s</text>`, o[0], o[1]-4, st)
		if !b.Belegt(st) {
			rest := b.Moegliche(st)
			for k, w := range rest {
				x := o[0] + float64(k-len(rest)/2)*11
				if len(rest)%2 == 0 {
					x += 5.5
				}
				fmt.Fprintf(&sb, `<circle cx="%.1f" cy="%.0f" r="4.5" fill="%s" stroke="#333" stroke-width="0.6"/>`, x, o[1]+13, farbeVon(w))
			}
		}
		sb.WriteString(`</g>`)
	}
	sb.WriteString(`<text x="10" y="372" font-size="11" fill="#555">Punkte: noch mögliche Farben · gestrichelt: geprüfter Wert</text></svg>`)
	return sb.String()
}

// zeileVon liest die Reihe aus dem Variablennamen einer Dame (D0, D1, …).
func zeileVon(name string) int {
	r, err := strconv.Atoi(strings.TrimPrefix(name, "D"))
	if err != nil || !strings.HasPrefix(name, "D") {
		return -1
	}
	return r
}

// DamenAnsicht zeichnet das n-Damen-Problem (damen.NeuesCSP) als Brett: gesetzte Damen ♛, in
// unbelegten Reihen ein Punkt für jede noch mögliche Spalte und × für gestrichene. Die
// geprüfte Dame erscheint blass, bei einem Konflikt rot zusammen mit der Dame, mit der sie
// kollidiert.
func DamenAnsicht(titel string, n int) CSPAnsicht[int] {
	return CSPAnsicht[int]{Titel: titel, OhneTabelle: n > 8, Bild: func(b lesson.Belegung[int], s *lesson.Schritt[int]) string {
		return damenBild(n, b, s)
	}}
}

func damenBild(n int, b lesson.Belegung[int], s *lesson.Schritt[int]) string {
	const f = 34
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`, n*f+2, n*f+2, n*f+2, n*f+2)
	sr, konfliktZeile := -1, -1
	if s != nil {
		sr = zeileVon(s.Variable)
		if s.Art == lesson.SchrittKonflikt {
			konfliktZeile = zeileVon(s.Mit)
		}
	}
	for r := range n {
		name := "D" + strconv.Itoa(r)
		wert, belegt := b.Wert(name)
		moeglich := b.Moegliche(name)
		for c := range n {
			x, y := 1+c*f, 1+r*f
			feld := "#f0d9b5"
			if (r+c)%2 == 1 {
				feld = "#b58863"
			}
			if r == sr {
				feld = "#ffe9a8"
				if (r+c)%2 == 1 {
					feld = "#e6c873"
				}
			}
			fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`, x, y, f, f, feld)
			mx, my := x+f/2, y+f/2
			switch {
			case belegt && wert == c:
				farbe := "#111"
				if r == konfliktZeile {
					farbe = "#d0021b"
				}
				fmt.Fprintf(&sb, `<text class="ks-dame" x="%d" y="%d" font-size="26" text-anchor="middle" dominant-baseline="central" fill="%s">♛</text>`, mx, my+1, farbe)
			case !belegt && s != nil && r == sr && (s.Art == lesson.SchrittPruefen || s.Art == lesson.SchrittKonflikt) && s.Wert == c:
				farbe := "#555"
				if s.Art == lesson.SchrittKonflikt {
					farbe = "#d0021b"
				}
				fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="26" text-anchor="middle" dominant-baseline="central" fill="%s" opacity="0.55">♛</text>`, mx, my+1, farbe)
			case !belegt && s != nil && r == sr && s.Art == lesson.SchrittStreichung && slices.Contains(s.Werte, c):
				fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="20" text-anchor="middle" dominant-baseline="central" fill="#d0021b">×</text>`, mx, my)
			case !belegt && slices.Contains(moeglich, c):
				fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="3" fill="#2f6db5"/>`, mx, my)
			case !belegt:
				fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="14" text-anchor="middle" dominant-baseline="central" fill="#777">×</text>`, mx, my)
			}
		}
	}
	fmt.Fprintf(&sb, `<rect x="1" y="1" width="%d" height="%d" fill="none" stroke="#333"/></svg>`, n*f, n*f)
	return sb.String()
}

// SudokuAnsicht zeichnet ein Sudoku (sudoku.NeuesCSP) als Gitter: belegte Felder mit großer
// Ziffer, unbelegte mit ihren Kandidaten (der Restdomäne) klein. Streicht ein Schritt
// Kandidaten, erscheinen sie rot durchgestrichen; das Feld, das die Streichung auslöst, ist
// blau umrandet.
func SudokuAnsicht(titel string) CSPAnsicht[int] {
	return CSPAnsicht[int]{Titel: titel, OhneTabelle: true, Bild: sudokuBild}
}

func sudokuBild(b lesson.Belegung[int], s *lesson.Schritt[int]) string {
	const f = 42
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`, 9*f+4, 9*f+4, 9*f+4, 9*f+4)
	for i, name := range sudoku.Squares() {
		r, c := i/9, i%9
		x, y := 2+c*f, 2+r*f
		feld := "#ffffff"
		if s != nil && s.Variable == name {
			feld = "#ffe9a8"
		}
		fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#bbb" stroke-width="0.8"/>`, x, y, f, f, feld)
		if s != nil && s.Mit == name {
			fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#2f6db5" stroke-width="3"/>`, x+2, y+2, f-4, f-4)
		}
		if w, ok := b.Wert(name); ok {
			fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="24" font-weight="bold" text-anchor="middle" dominant-baseline="central">%d</text>`, x+f/2, y+f/2+1, w)
			continue
		}
		moeglich := b.Moegliche(name)
		if len(moeglich) == 1 {
			// Nur noch ein Kandidat: so gut wie entschieden, etwas größer.
			fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="20" fill="#2f6db5" text-anchor="middle" dominant-baseline="central">%d</text>`, x+f/2, y+f/2+1, moeglich[0])
		} else {
			for _, d := range moeglich {
				kx, ky := x+7+((d-1)%3)*14, y+8+((d-1)/3)*13
				fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="10" fill="#555" text-anchor="middle" dominant-baseline="central">%d</text>`, kx, ky, d)
			}
		}
		if s != nil && s.Art == lesson.SchrittStreichung && s.Variable == name {
			for _, d := range s.Werte {
				kx, ky := x+7+((d-1)%3)*14, y+8+((d-1)/3)*13
				fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="11" font-weight="bold" fill="#d0021b" text-anchor="middle" dominant-baseline="central" text-decoration="line-through">%d</text>`, kx, ky, d)
				fmt.Fprintf(&sb, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#d0021b" stroke-width="1.5"/>`, kx-5, ky+4, kx+5, ky-4)
			}
		}
	}
	for k := 0; k <= 9; k += 3 {
		fmt.Fprintf(&sb, `<line x1="%d" y1="2" x2="%d" y2="%d" stroke="#222" stroke-width="2.5"/>`, 2+k*f, 2+k*f, 2+9*f)
		fmt.Fprintf(&sb, `<line x1="2" y1="%d" x2="%d" y2="%d" stroke="#222" stroke-width="2.5"/>`, 2+k*f, 2+9*f, 2+k*f)
	}
	sb.WriteString(`</svg>`)
	return sb.String()
}
