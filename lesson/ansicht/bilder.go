package ansicht

import (
	"cmp"
	"fmt"
	"html"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/damen"
	"github.com/kisuche/kisuche/lesson/sudoku"
)

// Die Bilder dieser Datei sind eigenständige SVG-Dateien (mit xmlns, ohne HTML): Ein
// Notebook kann sie wie die Lektion als Bild in eine Markdown-Zelle setzen.

// ReiheMaxBreite ist die größte Breite (in Pixeln), in der ReiheSVG eine Reihe zeichnet;
// eine breitere Reihe wird als Ganzes verkleinert.
const ReiheMaxBreite = 960

const reiheAbstand = 24 // Abstand zwischen zwei Bildern der Reihe

var svgMasse = regexp.MustCompile(`^<svg\b[^>]*?\swidth="([0-9.]+)"[^>]*?\sheight="([0-9.]+)"`)

// ReiheSVG stellt SVG-Bilder dieses Pakets nebeneinander in ein SVG, unter jedes seine
// Unterschrift aus titel (fehlende oder leere: keine). Ist die Reihe breiter als
// ReiheMaxBreite, wird sie als Ganzes verkleinert. Ein Teil, das kein SVG mit width und
// height ist (etwa eine Fehlermeldung), ergibt eine Meldung statt des Bildes.
func ReiheSVG(bilder []string, titel []string) string {
	const schrift = 15
	breite, hoehe := 0.0, 0.0
	masse := make([][2]float64, len(bilder))
	for i, bild := range bilder {
		m := svgMasse.FindStringSubmatch(bild)
		if m == nil {
			return fehlerHTML(fmt.Sprintf("Reihe: Bild %d ist kein SVG mit Breite und Höhe", i+1))
		}
		w, _ := strconv.ParseFloat(m[1], 64)
		h, _ := strconv.ParseFloat(m[2], 64)
		masse[i] = [2]float64{w, h}
		breite += w
		hoehe = max(hoehe, h)
	}
	breite += float64(max(len(bilder)-1, 0) * reiheAbstand)
	skala := min(1, ReiheMaxBreite/max(breite, 1))
	unten := 0.0
	if slices.ContainsFunc(titel, func(t string) bool { return t != "" }) {
		unten = 2.2 * schrift / skala
	}
	gesamtHoehe := hoehe + unten
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="kisuche-reihe" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f">`,
		breite*skala, gesamtHoehe*skala, breite, gesamtHoehe)
	x := 0.0
	for i, bild := range bilder {
		fmt.Fprintf(&b, `<g transform="translate(%.0f,0)">%s</g>`, x, bild)
		if i < len(titel) && titel[i] != "" {
			fmt.Fprintf(&b, `<text class="titel" x="%.0f" y="%.0f" text-anchor="middle" font-family="sans-serif" font-size="%.0f" fill="#1d2b3a">%s</text>`,
				x+masse[i][0]/2, hoehe+1.5*schrift/skala, schrift/skala, html.EscapeString(titel[i]))
		}
		x += masse[i][0] + reiheAbstand
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// DamenSVG zeichnet eine (Teil-)Stellung des n-Damen-Problems als Schachbrett wie
// in 8queens.py: Dame i steht in Reihe i, Spalte col[i]. Mit col = nil ist das
// Brett leer. Ungültige Stellungen ergeben eine Meldung statt des Bildes.
func DamenSVG(col damen.Damen, n int) string {
	if meldung := damenFehler(col, n); meldung != "" {
		return fehlerHTML(meldung)
	}
	return schachbrettSVG(n, func(reihe, spalte int) (string, string) {
		if reihe < len(col) && col[reihe] == spalte {
			return "♛", `class="dame" font-family="serif" font-size="28"`
		}
		return "", ""
	})
}

// DamenDiagonalenSVG zeichnet ein leeres n×n-Brett und schreibt in jedes Feld die Summe
// Reihe + Spalte (summe = true) oder die Differenz Reihe − Spalte (Reihen und Spalten ab
// 0): Auf jeder Diagonalen von links unten nach rechts oben ist die Summe gleich, auf
// jeder von links oben nach rechts unten die Differenz – die Diagonalen-Constraints der
// Lektion. Ein n außerhalb von 1 bis 64 ergibt eine Meldung statt des Bildes.
func DamenDiagonalenSVG(n int, summe bool) string {
	if meldung := damenFehler(nil, n); meldung != "" {
		return fehlerHTML(meldung)
	}
	return schachbrettSVG(n, func(reihe, spalte int) (string, string) {
		wert := reihe - spalte
		if summe {
			wert = reihe + spalte
		}
		return strconv.Itoa(wert), `class="diagonale" font-family="sans-serif" font-size="15"`
	})
}

// schachbrettSVG zeichnet ein n×n-Schachbrett; feld liefert den Text eines Feldes und die
// Attribute seines text-Elements (leerer Text: nichts).
func schachbrettSVG(n int, feld func(reihe, spalte int) (text, attribute string)) string {
	const breite, rand = 36, 3
	groesse := n*breite + 2*rand
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="kisuche-damen" width="%d" height="%d" viewBox="0 0 %d %d">`,
		groesse, groesse, groesse, groesse)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="#1d2b3a"/>`, groesse, groesse)
	for reihe := range n {
		for spalte := range n {
			farbe := "#f0d9b5"
			if (reihe+spalte)%2 == 1 {
				farbe = "#b58863"
			}
			x, y := rand+spalte*breite, rand+reihe*breite
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`, x, y, breite, breite, farbe)
			if text, attribute := feld(reihe, spalte); text != "" {
				fmt.Fprintf(&b, `<text %s x="%d" y="%d" text-anchor="middle" dominant-baseline="central" fill="#1d2b3a">%s</text>`,
					attribute, x+breite/2, y+breite/2, html.EscapeString(text))
			}
		}
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// damenFehler prüft eine Stellung für DamenSVG; leer heißt: in Ordnung.
func damenFehler(col damen.Damen, n int) string {
	if n < 1 || n > 64 {
		return fmt.Sprintf("Damen: Brettgröße %d geht nicht (1 bis 64)", n)
	}
	if len(col) > n {
		return fmt.Sprintf("Damen: %d Damen passen nicht auf ein %d×%d-Brett", len(col), n, n)
	}
	for i, c := range col {
		if c < 0 || c >= n {
			return fmt.Sprintf("Damen: Dame %d steht in Spalte %d, außerhalb des Bretts", i, c)
		}
	}
	return ""
}

// SudokuSVG zeichnet ein Sudoku als 9×9-Gitter mit dicken Linien zwischen den Blöcken:
// die Vorgaben fett und schwarz, die übrigen Ziffern von loesung blau. Für ein Rätsel ohne Lösung ist loesung gleich vorgaben; leere
// Felder (0) bleiben leer.
func SudokuSVG(vorgaben, loesung sudoku.Sudoku) string {
	const feld, rand = 34, 2
	groesse := 9*feld + 2*rand
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="kisuche-sudoku" width="%d" height="%d" viewBox="0 0 %d %d">`,
		groesse, groesse, groesse, groesse)
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#fff" stroke="#1d2b3a" stroke-width="3"/>`,
		rand, rand, 9*feld, 9*feld)
	for i := 1; i < 9; i++ {
		dicke, farbe := "1", "#9aa7b4"
		if i%3 == 0 {
			dicke, farbe = "3", "#1d2b3a"
		}
		p := rand + i*feld
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="%s"/>`, p, rand, p, rand+9*feld, farbe, dicke)
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="%s"/>`, rand, p, rand+9*feld, p, farbe, dicke)
	}
	for i, z := range loesung {
		if z == 0 {
			continue
		}
		klasse, stil := "eingetragen", `fill="#1f5fbf"`
		if vorgaben[i] == z {
			klasse, stil = "vorgabe", `fill="#1d2b3a" font-weight="bold"`
		}
		fmt.Fprintf(&b, `<text class="%s" x="%d" y="%d" text-anchor="middle" dominant-baseline="central" font-family="sans-serif" font-size="20" %s>%d</text>`,
			klasse, rand+i%9*feld+feld/2, rand+i/9*feld+feld/2, stil, z)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// AustralienMRVSVG zeichnet die Karte Australiens zur Belegung b (etwa nach
// Forward-Checking) wie AustralienKarteSVG und umrandet rot den unbelegten Staat mit den
// wenigsten noch möglichen Werten – den, den die Heuristik MRV (minimum remaining values)
// als nächsten belegt; bei Gleichstand den ersten in der Reihenfolge des CSP. Links unten
// steht, welcher es ist.
func AustralienMRVSVG(b lesson.Belegung[string]) string {
	if b.CSP() == nil {
		return AustralienKarteSVG(b)
	}
	wahl := ""
	for _, v := range b.CSP().Variablen() {
		if !b.Belegt(v) && (wahl == "" || len(b.Moegliche(v)) < len(b.Moegliche(wahl))) {
			wahl = v
		}
	}
	if wahl == "" {
		return AustralienKarteSVG(b)
	}
	return australienKarteSVG(b, wahl, fmt.Sprintf("MRV wählt %s: nur noch {%s} möglich", wahl, strings.Join(b.Moegliche(wahl), ", ")))
}

// AustralienLCVSVG zeichnet für den unbelegten Staat staat jeden noch möglichen Wert als
// eigene Karte: die Belegung nach staat = Wert mit Forward-Checking, darunter, wie viele
// Werte das bei den unbelegten Nachbarn streicht. Die Karten stehen in der Reihenfolge,
// in der die Heuristik LCV (least constraining value) die Werte probiert: die, die am
// wenigsten streichen, zuerst (bei Gleichstand in der Reihenfolge der Domäne).
func AustralienLCVSVG(b lesson.Belegung[string], staat string) string {
	if b.CSP() == nil || b.Belegt(staat) {
		return fehlerHTML(fmt.Sprintf("LCV: %s ist kein unbelegter Staat der Belegung", staat))
	}
	type kandidat struct {
		karte, titel string
		gestrichen   int
	}
	var liste []kandidat
	for _, d := range b.Moegliche(staat) {
		nb, _ := b.ForwardChecking(staat, d)
		gestrichen := 0
		for _, n := range b.CSP().Nachbarn(staat) {
			if !b.Belegt(n) {
				gestrichen += len(b.Moegliche(n)) - len(nb.Moegliche(n))
			}
		}
		liste = append(liste, kandidat{AustralienKarteSVG(nb), fmt.Sprintf("%s = %s streicht %s", staat, d, anzahlWerte(gestrichen)), gestrichen})
	}
	if len(liste) == 0 {
		return fehlerHTML(fmt.Sprintf("LCV: %s hat keinen möglichen Wert mehr", staat))
	}
	slices.SortStableFunc(liste, func(x, y kandidat) int { return cmp.Compare(x.gestrichen, y.gestrichen) })
	var karten, titel []string
	for i, k := range liste {
		karten = append(karten, k.karte)
		titel = append(titel, fmt.Sprintf("%d. %s", i+1, k.titel))
	}
	return ReiheSVG(karten, titel)
}

// anzahlWerte schreibt „keinen Wert“, „1 Wert“ oder „n Werte“.
func anzahlWerte(n int) string {
	switch n {
	case 0:
		return "keinen Wert"
	case 1:
		return "1 Wert"
	}
	return strconv.Itoa(n) + " Werte"
}
