//go:build unix

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/wache"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// spiel ist ein kleines Paket mit Tests, die eine Grenze nicht prüfen (Kleiner bei
// Gleichheit), eine Funktion gar nicht (Doppelt), einen Mutanten, der nicht übersetzt
// (Text + Text), und einen Vergleich hinter case, den die Abdeckung keinem Block zuordnet.
var spiel = map[string]string{
	"go.mod": "module spiel\n\ngo 1.26\n",
	"spiel.go": `package spiel

func Kleiner(a, b int) bool { return a < b }

func Doppelt(x int) int { return x * 2 }

func Gruss(name string) string { return "Hallo " + name }

func Zaehle(n int) (k int) {
	for i := 0; i < n; i++ {
		k++
	}
	return -k
}

func Vorzeichen(x int) int {
	switch {
	case x > 0:
		return 1
	}
	return 0
}
`,
	"spiel_test.go": `package spiel

import "testing"

func TestKleiner(t *testing.T) {
	if !Kleiner(1, 2) || Kleiner(3, 1) {
		t.Fatal("Kleiner")
	}
}

func TestGruss(t *testing.T) {
	if Gruss("Ada") != "Hallo Ada" {
		t.Fatal("Gruss")
	}
}

func TestZaehle(t *testing.T) {
	if Zaehle(3) != -3 {
		t.Fatal("Zaehle")
	}
}

func TestVorzeichen(t *testing.T) {
	if Vorzeichen(1) != 1 || Vorzeichen(0) != 0 {
		t.Fatal("Vorzeichen")
	}
}
`,
}

func TestMutantenImSpielpaket(t *testing.T) {
	if testing.Short() {
		t.Skip("übersetzt jeden Mutanten (einige Sekunden)")
	}
	wache.Erlaube(t, wache.GrenzeMitUebersetzen)
	dir := t.TempDir()
	for name, inhalt := range spiel {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(inhalt), 0o644))
	}
	t.Chdir(dir)
	t.Setenv("GOFLAGS", "")
	mindestZeit = 2 * time.Second // die Endlosschleife von i-- nicht 10 s lang
	defer func() { mindestZeit = 10 * time.Second }()
	aus := filepath.Join(dir, "ergebnis")
	ms, err := lauf("./", 2, 20, "", "", nil, aus)
	require.NoError(t, err)

	status := map[string]string{}
	for _, m := range ms {
		status[m.Von+"→"+m.Nach+" "+m.Art+" @"+strconv.Itoa(m.Zeile)] = m.Status
		if m.Status == getoetet {
			erwartet := map[int]string{3: "TestKleiner", 18: "TestVorzeichen"}[m.Zeile]
			if erwartet == "" {
				erwartet = "TestZaehle"
			}
			assert.Equal(t, erwartet, m.GetoetetVon, "%+v", m)
		}
	}
	assert.Equal(t, map[string]string{
		"<→<= Grenze @3":      ueberlebt,       // Kleiner(2, 2) prüft niemand
		"<→>= Verneinung @3":  getoetet,        //
		"*→/ Rechnung @5":     nichtAbgedeckt,  // Doppelt ohne Test
		"+→- Rechnung @7":     nichtUebersetzt, // Text - Text
		"<→<= Grenze @10":     getoetet,        // eine Runde mehr
		"<→>= Verneinung @10": getoetet,
		"++→-- Zähler @10":    zeitUeber, // i-- : die Schleife endet nie
		"++→-- Zähler @11":    getoetet,
		"-→ Minus @13":        getoetet,
		// Der Ausdruck hinter case liegt in keinem Block der Abdeckung: alle Tests.
		">→>= Grenze @18":     getoetet,
		">→<= Verneinung @18": getoetet,
	}, status)

	ueberlebende, err := os.ReadFile(filepath.Join(aus, "spiel.ueberlebt"))
	require.NoError(t, err)
	assert.Equal(t, "spiel/spiel.go:3:40\tGrenze <→<=\n", string(ueberlebende))

	// -haenger: drei Mutanten als „Zeit abgelaufen“ markiert, wie gewöhnlich geprüft.
	markiert := map[string]bool{"<→>= Verneinung @3": true, "<→<= Grenze @3": true, "++→-- Zähler @10": true}
	for i, m := range ms {
		ms[i].Status = getoetet
		if markiert[m.Von+"→"+m.Nach+" "+m.Art+" @"+strconv.Itoa(m.Zeile)] {
			ms[i].Status = zeitUeber
		}
	}
	j, err := json.Marshal(ms)
	require.NoError(t, err)
	datei := filepath.Join(dir, "markiert.json")
	require.NoError(t, os.WriteFile(datei, j, 0o644))
	var zeilen strings.Builder
	hs, err := haenger("./", datei, 10*time.Second, &zeilen)
	require.NoError(t, err)
	ergebnis := map[string]string{}
	for _, h := range hs {
		ergebnis[h.Von+"→"+h.Nach+" @"+strconv.Itoa(h.Zeile)] = h.Ergebnis
	}
	assert.Equal(t, map[string]string{
		"<→>= @3":   scheitert, // TestKleiner
		"<→<= @3":   besteht,   // der Überlebende
		"++→-- @10": haengt,    // das Spielpaket hat keine Wache
	}, ergebnis, zeilen.String())
	assert.Contains(t, zeilen.String(), "spiel.go:3:40\tVerneinung <→>=\tscheitert nach ")
	assert.Contains(t, zeilen.String(), "--- FAIL: TestKleiner")
}

func TestWeitereArten(t *testing.T) {
	datei := filepath.Join(t.TempDir(), "w.go")
	code := "package w\n\nfunc f(n int) int {\n\tif k := n % 3; k != 0 {\n\t\treturn 10\n\t}\n\treturn 0\n}\n"
	require.NoError(t, os.WriteFile(datei, []byte(code), 0o644))
	ms, err := mutanten(datei)
	require.NoError(t, err)
	var weitere []string
	for _, m := range ms {
		if slices.Contains(weitereArten, m.Art) {
			weitere = append(weitere, fmt.Sprintf("%d:%d %s %s→%s", m.Zeile, m.Spalte, m.Art, m.Von, m.Nach))
			assert.Equal(t, m.Von, code[m.offset:m.offset+len(m.Von)], "Stelle von %+v", m)
		}
	}
	assert.Equal(t, []string{
		"4:17 Prüfung k != 0→false && (k != 0)", // der Kopf (k := …) bleibt: k ist weiter benutzt
		"4:14 Konstante 3→4", "4:14 Konstante 3→2",
		"4:22 Konstante 0→1", // nicht -1
		"5:10 Konstante 10→11", "5:10 Konstante 10→9",
		"7:9 Konstante 0→1",
	}, weitere)
}

func TestUnbekannteArt(t *testing.T) {
	_, err := lauf("./", 1, 20, "", "", []string{"Pruefung"}, t.TempDir())
	assert.ErrorContains(t, err, `unbekannte Art "Pruefung" (bekannt: Grenze, Verneinung, Rechnung, Zähler, Minus, Prüfung, Konstante)`)
}

func TestOffsetVon(t *testing.T) {
	datei := filepath.Join(t.TempDir(), "a.go")
	require.NoError(t, os.WriteFile(datei, []byte("ab\ncd\nef"), 0o644))
	for _, f := range []struct{ zeile, spalte, offset int }{{1, 1, 0}, {1, 2, 1}, {2, 1, 3}, {3, 2, 7}} {
		o, err := offsetVon(datei, f.zeile, f.spalte)
		require.NoError(t, err)
		assert.Equal(t, f.offset, o, "Zeile %d, Spalte %d", f.zeile, f.spalte)
	}
	_, err := offsetVon(datei, 4, 1)
	assert.ErrorContains(t, err, "hat keine Zeile 4")
}

func TestBlockEnthaeltGrenzen(t *testing.T) {
	b := block{z1: 3, s1: 10, z2: 5, s2: 2}
	assert.True(t, b.enthaelt(3, 10))
	assert.True(t, b.enthaelt(4, 1))
	assert.True(t, b.enthaelt(5, 2))
	assert.False(t, b.enthaelt(3, 9))
	assert.False(t, b.enthaelt(5, 3))
	assert.False(t, b.enthaelt(2, 50))
	assert.False(t, b.enthaelt(6, 1))
}
