package bewertung

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Kanten der Rückmeldung, die der Mutationslauf fand (docs/mitarbeiten.md): ✓ nur mit
// allen Punkten, der Abbruchgrund nur, wenn es einen gibt.
func TestTextZeichenUndAbbruch(t *testing.T) {
	e := AufgabenErgebnis{ID: "c", Name: "BFS", Punkte: 2, MaxPunkte: 3, Pruefungen: []PruefErgebnis{
		{Name: "voll", Punkte: 1, MaxPunkte: 1},
		{Name: "halb", Punkte: 1, MaxPunkte: 2, Meldungen: []string{"Fehler", infoPraefix + "Erklärung"}},
	}}
	text := e.Text()
	assert.Contains(t, text, "  ✓ voll (1/1)\n")
	assert.Contains(t, text, "  ✗ halb (1/2)\n")
	assert.Contains(t, text, "      - Fehler\n")
	assert.Contains(t, text, "      · Erklärung\n")
	assert.NotContains(t, text, "!")
	e.Abbruch = "Zeitlimit"
	assert.Contains(t, e.Text(), "  ! Zeitlimit\n")
}

// kappen: bis n Meldungen alle, darüber die ersten n und „… und k weitere“ (Einzahl bei
// einer); melden alle „noch nicht implementiert“, genügt eine – aber nur, wenn es mehrere sind.
func TestKappenAnDenGrenzen(t *testing.T) {
	m := func(n int, text string) []string {
		var l []string
		for range n {
			l = append(l, text)
		}
		return l
	}
	assert.Equal(t, m(3, "x"), kappen(m(3, "x"), 3))
	assert.Equal(t, append(m(3, "x"), "… und 1 weiterer Fehler dieser Art"), kappen(m(4, "x"), 3))
	assert.Equal(t, append(m(3, "x"), "… und 2 weitere Fehler dieser Art"), kappen(m(5, "x"), 3))
	leer := "GetMoves ist noch nicht implementiert"
	assert.Equal(t, append(m(1, leer), "… und 2 weitere Fehler dieser Art"), kappen(m(3, leer), 3))
	assert.Equal(t, m(1, leer), kappen(m(1, leer), 3))
	assert.Equal(t, []string{leer, "x"}, kappen([]string{leer, "x"}, 3))
}

// AbsturzGrund kürzt erst ab 301 Zeichen und nennt die Stelle im Code nach dem panic, nicht
// davor.
func TestAbsturzGrundKuerztUndFindetOrt(t *testing.T) {
	lang := strings.Repeat("a", 293) // mit „panic: “ genau 300 Zeichen
	assert.Equal(t, ": panic: "+lang, AbsturzGrund("panic: "+lang))
	assert.Equal(t, ": panic: "+lang+" …", AbsturzGrund("panic: "+lang+"b"))
	ausgabe := "/home/anna/exercises/a_getmoves.go:7 +0x1f\npanic: kaputt\n\ngoroutine 1:\nmain.f()\n\t/home/anna/exercises/c_bfs.go:12 +0x2a\n"
	assert.Equal(t, ": panic: kaputt (in exercises/c_bfs.go:12)", AbsturzGrund(ausgabe))
	assert.Equal(t, ": letzte Ausgabe: "+strings.Repeat("z", 300)+" …", AbsturzGrund("x\n"+strings.Repeat("z", 301)+"\n\n"))
}

// PruefeImporte meldet genau die nicht erlaubten Pakete.
func TestPruefeImporte(t *testing.T) {
	assert.Empty(t, PruefeImporte(map[string][]byte{"c_bfs.go": []byte("package exercises\n\nimport (\n\t\"fmt\"\n\t\"slices\"\n)\n")}))
	meldungen := PruefeImporte(map[string][]byte{"c_bfs.go": []byte("package exercises\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n")})
	assert.Equal(t, []string{`c_bfs.go importiert "os" – das ist in der Übung nicht erlaubt.`}, meldungen)
}
