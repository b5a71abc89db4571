package ansicht

import (
	"fmt"
	"html"
	"regexp"
	"strings"

	"github.com/kisuche/kisuche/lesson"
)

// australienKarte enthält die (stark vereinfachten) Umrisse der sieben Staaten als
// SVG-Pfade und die Stelle ihrer Beschriftung. Die Koordinaten sind Länge und Breite,
// grob umgerechnet: x = (Länge − 112)·10, y = (−Breite − 10)·10.
var australienKarte = []struct {
	staat, punkte string
	x, y          int
}{
	{"WA", "170,50 140,40 100,70 20,120 30,240 60,250 120,238 170,216", 90, 150},
	{"NT", "170,50 190,10 250,20 240,60 260,70 260,160 170,160", 215, 105},
	{"SA", "170,160 260,160 290,160 290,240 290,280 260,255 255,240 235,248 220,225 190,215 170,216", 230, 200},
	{"Q", "260,70 285,75 295,25 305,7 335,50 340,90 370,110 410,150 415,182 380,186 290,190 290,160 260,160", 335, 130},
	{"NSW", "290,190 380,186 415,182 405,220 380,275 362,275 340,260 310,255 290,240", 350, 225},
	{"V", "290,240 310,255 340,260 362,275 340,290 320,282 290,280", 327, 277},
	{"T", "330,307 363,309 360,330 340,336 330,320", 346, 322},
}

// australienFarbwerte übersetzt die Farben der Lektion in freundlichere Töne.
var australienFarbwerte = map[string]string{
	"red": "#e8706a", "green": "#6cc47a", "blue": "#6aa7e8",
	"rot": "#e8706a", "grün": "#6cc47a", "blau": "#6aa7e8",
	"yellow": "#f2d16b", "gelb": "#f2d16b",
}

var cssFarbe = regexp.MustCompile(`^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{1,30})$`)

// AustralienKarteSVG zeichnet die Karte Australiens aus der Lektion, jeden Staat in der
// Farbe, die ihm die Belegung b gibt (red, green, blue oder ein anderer CSS-Farbname).
// Unbelegte Staaten bleiben grau; unter ihrem Namen stehen die Werte, die noch möglich
// sind (die Restdomäne, etwa nach Forward-Checking). Staaten, die b nicht kennt, bleiben
// grau und ohne Werte.
//
//	b, _, _ := lesson.Australien().Backtracking(ctx, lesson.CSPOptionen{})
//	gonbui.DisplayHTML(lesson.AustralienKarteSVG(b))
func AustralienKarteSVG(b lesson.Belegung[string]) string {
	return australienKarteSVG(b, "", "")
}

// australienKarteSVG zeichnet die Karte wie AustralienKarteSVG; den Staat hervor (leer:
// keinen) umrandet es rot, legende steht links unten (leer: nichts).
func australienKarteSVG(b lesson.Belegung[string], hervor, legende string) string {
	var s strings.Builder
	s.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" class="kisuche-australien" width="430" height="350" viewBox="0 0 430 350">`)
	s.WriteString(`<style>` +
		`.kisuche-australien .staat{stroke:#1d2b3a;stroke-width:1.5;stroke-linejoin:round}` +
		`.kisuche-australien .hervor{fill:none;stroke:#c0392b;stroke-width:5;stroke-linejoin:round}` +
		`.kisuche-australien text{font-family:sans-serif;text-anchor:middle;fill:#1d2b3a}` +
		`.kisuche-australien .name{font-size:14px;font-weight:bold}` +
		`.kisuche-australien .rest{font-size:10px}` +
		`.kisuche-australien .legende{font-size:14px;text-anchor:start;fill:#c0392b}` +
		`</style>`)
	bekannt := b.CSP() != nil
	umriss := ""
	for _, st := range australienKarte {
		fuellung, name, rest := "#e4e7eb", st.staat, ""
		if bekannt {
			if _, ok := b.CSP().Index(st.staat); ok {
				if w, belegt := b.Wert(st.staat); belegt {
					fuellung = farbwert(w)
					name = st.staat + " = " + w
				} else {
					rest = "{" + strings.Join(b.Moegliche(st.staat), ", ") + "}"
				}
			}
		}
		if st.staat == hervor {
			umriss = st.punkte
		}
		fmt.Fprintf(&s, `<polygon class="staat" data-staat="%s" points="%s" fill="%s"/>`,
			html.EscapeString(st.staat), st.punkte, html.EscapeString(fuellung))
		fmt.Fprintf(&s, `<text class="name" x="%d" y="%d">%s</text>`, st.x, st.y, html.EscapeString(name))
		if rest != "" {
			fmt.Fprintf(&s, `<text class="rest" x="%d" y="%d">%s</text>`, st.x, st.y+14, html.EscapeString(rest))
		}
	}
	if umriss != "" { // zuletzt, damit kein Nachbar den Rand verdeckt
		fmt.Fprintf(&s, `<polygon class="hervor" points="%s"/>`, umriss)
	}
	if legende != "" {
		fmt.Fprintf(&s, `<text class="legende" x="10" y="325">%s</text>`, html.EscapeString(legende))
	}
	s.WriteString(`</svg>`)
	return s.String()
}

// farbwert liefert die Füllfarbe für einen Wert der Belegung; was keine harmlose
// CSS-Farbe ist, wird grau.
func farbwert(w string) string {
	if f, ok := australienFarbwerte[strings.ToLower(w)]; ok {
		return f
	}
	if cssFarbe.MatchString(w) {
		return w
	}
	return "#bbbbbb"
}
