package pruefungen

import (
	"fmt"
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Wo ein Notebook Deutsch spricht, schreibt es Zahlen deutsch: Dezimalkomma („531,4“),
// Punkte nur zwischen Tausendern („1.280.495“). pruefeDeutscheZahlen sucht in allem, was die
// Zellen zeigen (Text, Markdown, HTML und SVG ohne Tags), Zahlen mit Dezimalpunkt.

// zahlMitPunkt findet Zahlen mit Punkt („531.4“, „1.280.495“, „27.11.2026“) und solche in
// wissenschaftlicher Schreibweise („1.8e+14“, „1e+06“).
var zahlMitPunkt = regexp.MustCompile(`\d+(?:\.\d+)+(?:[eE][+-]?\d+)?|\d+[eE][+-]\d+`)

// tausenderZahl ist eine Zahl, deren Punkte Tausender trennen (1.000 bis 999.999.999.…).
var tausenderZahl = regexp.MustCompile(`^[1-9]\d{0,2}(?:\.\d{3})+$`)

// datum ist ein deutsches Datum wie 27.11.2026 (Stand der Abgabe in Notebook 4).
var datum = regexp.MustCompile(`^\d{1,2}\.\d{1,2}\.\d{4}$`)

// pythonAusgabe ist eine Ausgabe, die eine Lektion in Python so druckt und die das Notebook
// deshalb mit Dezimalpunkt wiedergibt. Die Liste ist absichtlich kurz.
type pythonAusgabe struct {
	notebook string         // Präfix des Dateinamens, "" für alle
	zelle    string         // Stück des Quelltextes der Zelle, "" für alle
	zeile    *regexp.Regexp // die ganze Zeile
	grund    string
}

var pythonAusgaben = []pythonAusgabe{
	{"", "", regexp.MustCompile(`^Wall time: [0-9.]+ (s|ms|µs|ns)$`),
		"%%time in IPython (ausgabe.Stoppuhr, WieIPython)"},
	{"5_", "timedSearch(", regexp.MustCompile(`^[0-9]+\.[0-9]+(e-[0-9]+)?$`),
		"timed_search in sudoku.py liefert die Sekunden als float"},
}

// englischeZahlen liefert die Zahlen mit Dezimalpunkt (oder in englischer
// wissenschaftlicher Schreibweise) in der Zeile zeile, die keine Python-Ausgabe ist.
func englischeZahlen(notebook, quelle, zeile string) []string {
	zeile = strings.TrimSpace(zeile)
	for _, p := range pythonAusgaben {
		if strings.HasPrefix(notebook, p.notebook) && strings.Contains(quelle, p.zelle) && p.zeile.MatchString(zeile) {
			return nil
		}
	}
	var funde []string
	for _, z := range zahlMitPunkt.FindAllString(zeile, -1) {
		if !tausenderZahl.MatchString(z) && !datum.MatchString(z) {
			funde = append(funde, z)
		}
	}
	return funde
}

var (
	stilUndSkript = regexp.MustCompile(`(?is)<style.*?</style>|<script.*?</script>`)
	tagOderZeile  = regexp.MustCompile(`<[^>]*>`)
)

// sichtbarerText liefert den Text, den ein Browser von HTML oder SVG zeigt, eine Zeile je
// Element (ohne Tags, Stile und Skripte).
func sichtbarerText(h string) string {
	h = stilUndSkript.ReplaceAllString(h, "")
	return html.UnescapeString(tagOderZeile.ReplaceAllString(h, "\n"))
}

// pruefeDeutscheZahlen lässt den Test scheitern, wenn eine Zelle eine Zahl mit
// Dezimalpunkt zeigt, die keine Python-Ausgabe der Lektion ist (pythonAusgaben).
func pruefeDeutscheZahlen(t *testing.T, a *Ausgefuehrt) {
	t.Helper()
	for _, z := range a.Zellen {
		texte := append([]string{z.Text}, z.Markdown...)
		for _, h := range z.HTML {
			texte = append(texte, sichtbarerText(h))
		}
		for _, text := range texte {
			for _, zeile := range strings.Split(text, "\n") {
				if funde := englischeZahlen(a.Name, z.Quelle, zeile); len(funde) > 0 {
					kopf, _, _ := strings.Cut(z.Quelle, "\n")
					t.Errorf("%s, Zelle %d (%s …): Zahl mit Dezimalpunkt %v in %q – deutsch schreiben "+
						"(ausgabe.Komma) oder, wenn die Zeile eine Ausgabe der Lektion in Python wiedergibt, "+
						"in pythonAusgaben eintragen", a.Name, z.Nr, kopf, funde, strings.TrimSpace(zeile))
				}
			}
		}
	}
}

// TestEnglischeZahlenErkannt: Die Prüfung der Notebooks findet englische Zahlen in deutschen
// Sätzen und lässt Tausenderpunkte, Daten und die Python-Ausgaben der Lektionen stehen.
func TestEnglischeZahlenErkannt(t *testing.T) {
	for _, f := range []struct {
		notebook, quelle, zeile string
		funde                   []string
	}{
		{"2_Suche.ipynb", "lesbar(knoten)", "Die naive Breitensuche-Implementierung hätte bei diesem Problem ca. 531.4 Tausend Knoten untersucht!", []string{"531.4"}},
		{"7_Live-Demos.ipynb", "", "≈ 1.8e+14 Stellungen, 5.7 Jahre", []string{"1.8e+14", "5.7"}},
		{"7_Live-Demos.ipynb", "", "1e+06", []string{"1e+06"}},
		{"6_Bessere_Heuristiken.ipynb", "", "b* 0.125 und 1.0", []string{"0.125", "1.0"}},
		{"2_Suche.ipynb", "", "ca. 531,4 Tausend Knoten untersucht!", nil},
		{"6_Bessere_Heuristiken.ipynb", "", "Nr.  1: 57 Züge (Korf: 57),    165.400 Knoten – 276.361.933", nil},
		{"4_15-Puzzle_Uebung.ipynb", "", "Deine Abgabe (Stand 27.11.2026 16:08).", nil},
		{"3_Suchalgorithmen.ipynb", "", "Wall time: 2.12 ms", nil},
		{"5_Constraint_Satisfaction.ipynb", "fmt.Println(timedSearch(grid1))", "0.007866092", nil},
		{"6_Bessere_Heuristiken.ipynb", "fmt.Println(x)", "0.007866092", []string{"0.007866092"}},
	} {
		assert.Equal(t, f.funde, englischeZahlen(f.notebook, f.quelle, f.zeile), "%s: %q", f.notebook, f.zeile)
	}
	svg := `<svg><style>.a{width:1.5px}</style><text x="1.5">1.0</text><text>1.000</text></svg>`
	assert.Equal(t, []string{"1.0"}, englischeZahlen("7_", "", strings.ReplaceAll(sichtbarerText(svg), "\n", " ")),
		fmt.Sprintf("nur der sichtbare Text zählt: %q", sichtbarerText(svg)))
}
