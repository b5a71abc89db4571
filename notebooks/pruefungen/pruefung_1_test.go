package pruefungen

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/puzzle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func init() {
	registriere("1_Schiebepuzzle.ipynb", Pruefung{Ausgaben: pruefeSchiebepuzzle})
}

// zahlenListe liest eine Go-Ausgabe wie "[0 4 6]".
func zahlenListe(t *testing.T, s string) []int {
	t.Helper()
	s = strings.TrimSpace(s)
	require.True(t, strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]"), "keine Liste: %q", s)
	var zahlen []int
	for _, f := range strings.Fields(s[1 : len(s)-1]) {
		z, err := strconv.Atoi(f)
		require.NoError(t, err)
		zahlen = append(zahlen, z)
	}
	return zahlen
}

// spielEingabe findet in einer Zelle den festen Text, aus dem das Spiel seine Züge liest.
var spielEingabe = regexp.MustCompile(`strings\.NewReader\(("[^"]*")\)`)

// spielDerBibliothek liefert, was puzzle.InteraktivesSpiel mit der Eingabe der Zelle quelle
// (strings.NewReader("…")) ausgibt – das Spiel der Lektion, wie die Bibliothek es hat.
func spielDerBibliothek(t *testing.T, quelle string) string {
	t.Helper()
	m := spielEingabe.FindStringSubmatch(quelle)
	require.NotNil(t, m, "keine Eingabe strings.NewReader(\"…\") in:\n%s", quelle)
	eingabe, err := strconv.Unquote(m[1])
	require.NoError(t, err)
	var b strings.Builder
	require.NoError(t, puzzle.InteraktivesSpiel("CBD AFGEH", "ABCDEFGH ", 20, strings.NewReader(eingabe), &b))
	return b.String()
}

func pruefeSchiebepuzzle(t *testing.T, a *Ausgefuehrt) {
	assert.Equal(t, "Macht man 32 Züge, gibt es beim Schiebepuzzle ca. 63626854411359 verschiedene Zugsequenzen.\n"+
		"Das entspricht einer Zahl mit 13 Nullen.\n", a.Zelle(t, "moeglichkeitenProZug := 2.7").Text)
	assert.Equal(t, []string{
		"Schiebepuzzle: Nach 15 Zügen gibt es ca. 2954312 mögliche Zugsequenzen.",
		"Das ist eine Zahl mit 7 Stellen.",
		"Schach: Nach 15 Zügen gibt es ca. 144884079282928466796875 mögliche Zugsequenzen.",
		"Das ist eine Zahl mit 24 Stellen.",
		"Go: Nach 15 Zügen gibt es ca. 931322574615478515625000000000000000 mögliche Zugsequenzen.",
		"Das ist eine Zahl mit 36 Stellen.",
	}, zeilen(a.Zelle(t, `{"Schach", 35}`).Text))
	assert.Equal(t, "Startzustand:\nC B D\n  A F\nG E H\n\nZielzustand:\nA B C\nD E F\nG H  \n",
		a.Zelle(t, `pprint(ziel, "Zielzustand:")`).Text)

	assert.Equal(t, "Startzustand:\nC B D\n  A F\nG E H\n\nNach Verschieben des Steins an Position 0:\n  B D\nC A F\nG E H\n",
		a.Zelle(t, "neuerZustand := verschiebePos(start, 0)").Text)
	assert.Equal(t, "[0 4 6]\n", a.Zelle(t, "fmt.Println(moeglicheZuege(start))").Text)
	spielZelle := a.Zelle(t, `strings.NewReader("X\nA\nB`)
	spiel := spielZelle.Text
	assert.Equal(t, spielDerBibliothek(t, spielZelle.Quelle), spiel, "das Spiel im Notebook gibt aus, was puzzle.InteraktivesSpiel ausgibt")
	assert.True(t, strings.HasPrefix(spiel, "Löse das Schiebepuzzle in max. 20 Zügen!\n\nAktueller Zustand:\n\nC B D\n  A F\nG E H\n"), spiel)
	assert.Contains(t, spiel, "Zug 1: Welches Feld möchtest du bewegen? Tippe C, A, G oder Q (Abbruch):  X\nTippe C, A, G oder Q (Abbruch):  A\n")
	assert.True(t, strings.HasSuffix(spiel, "Endzustand\nA B C\nD E F\nG H  \nDu hast das Ziel in 15 Zügen erreicht!\n"), spiel)
	live := a.Zelle(t, "demo.Eingabe())")
	assert.Empty(t, live.Text, "das Live-Spiel ist auskommentiert und darf im Test nicht laufen")

	zufall := zeilen(a.Zelle(t, `test := "ABCD EFGH"`).Text)
	require.Len(t, zufall, 8)
	assert.Equal(t, []string{"A B C", "D   E", "F G H", "Mögliche Züge: [1 3 5 7]"}, zufall[:4])
	zug, err := strconv.Atoi(strings.TrimPrefix(zufall[4], "Zufallszug: "))
	require.NoError(t, err)
	assert.Contains(t, []int{1, 3, 5, 7}, zug)
	nach, err := puzzle.VerschiebePos("ABCD EFGH", zug)
	require.NoError(t, err)
	assert.Equal(t, zeilen(puzzle.PrettyStr(nach)), zufall[5:])

	walk := zahlenListe(t, a.Zelle(t, "fmt.Println(erzeugeRandomWalk(start, 20))").Text)
	assert.Len(t, walk, 20)
	_, err = puzzle.ZugsequenzAusfuehren("CBD AFGEH", walk)
	assert.NoError(t, err, "der Random Walk besteht aus erlaubten Zügen")

	anzeige := a.Zelle(t, "zugsequenzAusfuehren(start, zugSequenz, true)").Text
	assert.True(t, strings.HasPrefix(anzeige, "C B D\n  A F\nG E H\n\nVerschiebe "), anzeige)
	assert.Equal(t, 5, strings.Count(anzeige, "Verschiebe "))

	exkurs := a.Zelle(t, "leicht := randomWalkAusfuehren(ziel, 6)")
	aufgaben := regexp.MustCompile(`(Leicht|Mittel|Schwer): (.{9})\n`).FindAllStringSubmatch(exkurs.Text, -1)
	require.Len(t, aufgaben, 3, exkurs.Text)
	for i, max := range []int{6, 12, 18} {
		problem, err := puzzle.NeuesSchiebepuzzle(aufgaben[i][2], "ABCDEFGH ")
		require.NoError(t, err, "%s ist eine gültige Aufgabe", aufgaben[i][1])
		loesung, _, err := lesson.BreitensucheGraph(problem)
		require.NoError(t, err)
		assert.LessOrEqual(t, len(loesung), max, "%s ist in höchstens %d Zügen lösbar", aufgaben[i][1], max)
		assert.Contains(t, exkurs.Text, puzzle.PrettyStr(aufgaben[i][2]))
	}
}
