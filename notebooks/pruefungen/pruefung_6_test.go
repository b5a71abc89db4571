package pruefungen

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func init() {
	registriere("6_Bessere_Heuristiken.ipynb", Pruefung{Ausgaben: pruefeBessereHeuristiken})
}

// zeilen6 liefert die nicht leeren Zeilen von s ohne Leerraum am Ende.
func zeilen6(s string) []string {
	var out []string
	for _, z := range strings.Split(s, "\n") {
		if z = strings.TrimRight(z, " \t"); strings.TrimSpace(z) != "" {
			out = append(out, z)
		}
	}
	return out
}

// ohneWallTime6 entfernt die letzte Zeile „Wall time: …“ (Laufzeiten sind nicht reproduzierbar).
func ohneWallTime6(t *testing.T, s string) []string {
	t.Helper()
	z := zeilen6(s)
	require.NotEmpty(t, z)
	require.Truef(t, strings.HasPrefix(z[len(z)-1], "Wall time: "), "letzte Zeile sollte die Laufzeit sein: %q", s)
	return z[:len(z)-1]
}

// zeitInKlammern entfernt Zeitangaben wie „ (0,123 s)“ aus einer Tabellenzeile.
var zeitInKlammern = regexp.MustCompile(` \(\d+,\d{3} s\)`)

func pruefeBessereHeuristiken(t *testing.T, a *Ausgefuehrt) {
	assert.Equal(t, []string{
		"+------------+", "|5  1  3  4  |", "|6  9  7  8  |", "|2  10    11 |", "|13 14 15 12 |", "+------------+",
		"lösbar: true",
		"+------------+", "|1  2  3  4  |", "|5  6  7  8  |", "|9  10 11 12 |", "|13 14 15    |", "+------------+",
	}, zeilen6(a.Zelle(t, "fmt.Println(fuenfzehn.Ziel)").Text), "Übungsstellung und Ziel")

	assert.Equal(t, []string{
		"Lösung mit 14 Zügen: [links hoch links runter rechts hoch links hoch rechts runter runter rechts rechts runter]",
		"erzeugte Knoten: 99 – expandierte Knoten: 48",
		"Iteration 1: Schranke 10, 7 Knoten erzeugt",
		"Iteration 2: Schranke 12, 40 Knoten erzeugt",
		"Iteration 3: Schranke 14, 51 Knoten erzeugt",
	}, zeilen6(a.Zelle(t, "range l.Iterationen").Text), "IDA* auf der Übungsstellung")

	assert.Contains(t, a.Zelle(t, "Sam Loyds").Text, "die Stellung ist nicht lösbar", "Loyds 14-15-Puzzle wird abgelehnt")

	assert.Equal(t, []string{
		"Korfs Stellung Nr. 1 wie bei Korf: [14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3]",
		"bei uns (gedreht):",
		"+------------+", "|13 6  8  12 |", "|15 14    10 |", "|11 7  4  5  |", "|9  1  3  2  |", "+------------+",
		"optimale Länge: 57 – Korfs IDA* mit Manhattan erzeugte 276.361.933 Knoten",
	}, zeilen6(a.Zelle(t, "wie bei Korf:").Text), "Korfs Stellung 1 und ihre Drehung")

	assert.Equal(t, []string{
		"Nr.  79: 42 Züge,   540.860 Knoten erzeugt (Korf 1985:   540.860)",
		"Nr.  12: 45 Züge,   546.344 Knoten erzeugt (Korf 1985:   546.344)",
		"Nr.  42: 42 Züge,   877.823 Knoten erzeugt (Korf 1985:   877.823)",
	}, zeilen6(a.Zelle(t, "Korf 1985:").Text), "Korfs Knotenzahlen genau nachgerechnet")

	lk := zeilen6(a.Zelle(t, "(Zuschlag").Text)
	require.Len(t, lk, 9)
	assert.Equal(t, []string{
		"Manhattan:         4",
		"linearer Konflikt: 6 (Zuschlag 2 Züge)",
		"optimal:           18 Züge: [hoch links runter links links hoch rechts rechts rechts runter links links hoch links runter rechts rechts rechts]",
	}, lk[6:], "Beispiel zum linearen Konflikt")

	assert.Equal(t, []string{
		"Musterdatenbank 6-6-3 mit den Mustern [[1 5 6 9 10 13] [7 8 11 12 14 15] [2 3 4]]",
		"Korfs Stellung Nr. 1, optimal 57 Züge:",
		"  falsche Plätze           15",
		"  Manhattan                41",
		"  linearer Konflikt        43",
		"  Musterdatenbank 6-6-3    47",
		"  Teilwerte der Muster A, B, C: [18 18 11]",
	}, ohneWallTime6(t, a.Zelle(t, "Teilwerte der Muster").Text), "Heuristiken für Korfs Stellung 1")

	// Der Vergleich: Knotenzahlen genau, Zeiten nur in der Form.
	vergleich := a.Zelle(t, "fuenfzehn.MesseHeuristiken(")
	require.Len(t, vergleich.Markdown, 2, "Tabelle je Stellung und Zusammenfassung")
	tabelle := zeilen6(vergleich.Markdown[0])
	for _, z := range tabelle[2:] {
		assert.Regexp(t, `^\| [^|]+ \| \d+ \|( [^|]+ \|){4}$`, z)
		assert.Equal(t, 4, len(zeitInKlammern.FindAllString(z, -1)), "vier Zeiten in %q", z)
	}
	for i := range tabelle {
		tabelle[i] = zeitInKlammern.ReplaceAllString(tabelle[i], "")
	}
	assert.Equal(t, []string{
		"| Stellung | Züge | falsche Plätze | Manhattan | linearer Konflikt | Musterdatenbank 6-6-3 |",
		"| --- | ---: | ---: | ---: | ---: | ---: |",
		"| Übung | 14 | 349 | 48 | 48 | 15 |",
		"| Zufall 1 | 20 | 7.896 | 243 | 147 | 102 |",
		"| Zufall 2 | 24 | 78.286 | 375 | 360 | 130 |",
		"| Zufall 3 | 26 | 244.003 | 4.784 | 2.162 | 668 |",
		"| Zufall 4 | 28 | 677.911 | 1.871 | 772 | 407 |",
		"| Zufall 5 | 30 | 2.930.817 | 25.742 | 13.560 | 2.249 |",
		"| Zufall 6 | 32 | 11.240.615 | 16.734 | 8.105 | 432 |",
		"| Korf 79 | 42 | abgebrochen | 400.442 | 48.892 | 6.898 |",
		"| Korf 12 | 45 | abgebrochen | 112.475 | 37.567 | 4.414 |",
		"| Korf 2 | 55 | abgebrochen | 10.903.360 | 2.729.397 | 168.305 |",
	}, tabelle, "expandierte Knoten je Stellung und Heuristik")
	zusammen := zeilen6(vergleich.Markdown[1])
	require.Len(t, zusammen, 6)
	for i, anfang := range []string{
		"| falsche Plätze | 7/10 | 122.067.306 | 30.000.000 | ",
		"| Manhattan | 10/10 | 22.312.323 | 21.161.582 | ",
		"| linearer Konflikt | 10/10 | 5.600.305 | 5.373.615 | ",
		"| Musterdatenbank 6-6-3 | 10/10 | 380.448 | 348.186 | ",
	} {
		assert.True(t, strings.HasPrefix(zusammen[2+i], anfang), "Zusammenfassung: %q sollte mit %q beginnen", zusammen[2+i], anfang)
	}
	svg := strings.Join(vergleich.HTML, "\n")
	assert.Contains(t, svg, "<svg", "die Grafik ist ein SVG")
	for _, name := range []string{"falsche Plätze", "Manhattan", "linearer Konflikt", "Musterdatenbank 6-6-3", "expandierte Knoten"} {
		assert.Contains(t, svg, name, "Grafik: Legende bzw. Achse")
	}

	assert.Equal(t, []string{
		"Nr.  1: 57 Züge (Korf: 57),    165.400 Knoten – Korfs Manhattan-IDA*:   276.361.933",
		"Nr.  2: 55 Züge (Korf: 55),    196.880 Knoten – Korfs Manhattan-IDA*:    15.300.442",
		"Nr.  3: 59 Züge (Korf: 59),  5.673.987 Knoten – Korfs Manhattan-IDA*:   565.994.203",
		"Nr.  4: 56 Züge (Korf: 56),    241.335 Knoten – Korfs Manhattan-IDA*:    62.643.179",
		"Nr.  5: 56 Züge (Korf: 56),    361.976 Knoten – Korfs Manhattan-IDA*:    11.020.325",
		"Nr.  6: 52 Züge (Korf: 52),    215.405 Knoten – Korfs Manhattan-IDA*:    32.201.660",
		"Nr.  7: 52 Züge (Korf: 52),  1.311.542 Knoten – Korfs Manhattan-IDA*:   387.138.094",
		"Nr.  8: 50 Züge (Korf: 50),    408.496 Knoten – Korfs Manhattan-IDA*:    39.118.937",
		"Nr.  9: 46 Züge (Korf: 46),     17.534 Knoten – Korfs Manhattan-IDA*:     1.650.696",
		"Nr. 10: 59 Züge (Korf: 59),  1.797.896 Knoten – Korfs Manhattan-IDA*:   198.758.703",
		"zusammen: 10.390.451 Knoten",
	}, ohneWallTime6(t, a.Zelle(t, "for _, k := range inst[:10] {\n\tl, _ := loeser.Loese(k.Start)").Text), "Korfs erste zehn Stellungen mit der Musterdatenbank")

	gespiegelt := ohneWallTime6(t, a.Zelle(t, "mdb.MitSpiegelung()").Text)
	require.Len(t, gespiegelt, 11, "zehn Stellungen und die Summe")
	for i, z := range gespiegelt[:10] {
		var nr, zuege, korf int
		_, err := fmt.Sscanf(z, "Nr. %d: %d Züge (Korf: %d)", &nr, &zuege, &korf)
		require.NoError(t, err, z)
		assert.Equal(t, i+1, nr, z)
		assert.Equal(t, korf, zuege, "gespiegelt dieselben optimalen Längen: %s", z)
	}
	var summe string
	_, err := fmt.Sscanf(gespiegelt[10], "zusammen: %s Knoten gespiegelt", &summe)
	require.NoError(t, err, gespiegelt[10])
	knoten, err := strconv.Atoi(strings.ReplaceAll(summe, ".", ""))
	require.NoError(t, err)
	assert.Less(t, knoten, 10_390_451/2, "die Spiegelung braucht weniger als halb so viele Knoten")

	assert.Equal(t, []string{
		"A* mit falsche Plättchen:  nrExplored =  33167   Länge = 26",
		"A* mit Manhattan:          nrExplored =   2034   Länge = 26",
		"A* mit perfekt:            nrExplored =     35   Länge = 26",
	}, zeilen6(a.Zelle(t, "achtpuzzle.PerfekteDistanzen().H").Text), "8-Puzzle mit perfekter Heuristik")
}
