package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/internal/bewertung"
	"github.com/kisuche/kisuche/internal/sandkasten"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// berichtMit liefert einen Bericht mit punkte[i] von 2 Punkten in der i-ten Aufgabe.
func berichtMit(punkte ...int) bewertung.Bericht {
	ids, namen := bewertung.AufgabenKennungen()
	var b bewertung.Bericht
	for i, id := range ids {
		a := bewertung.AufgabenErgebnis{ID: id, Name: namen[i], MaxPunkte: 2}
		if i < len(punkte) {
			a.Punkte = punkte[i]
		}
		b.Aufgaben = append(b.Aufgaben, a)
	}
	return b
}

// TestUebersichtZahlen: Die Übersicht zählt Status und Punktestufen jeder Aufgabe richtig,
// mit Anteil und Schnitt, und zeigt jede Stufe von 0 bis zum Maximum (auch eine leere).
func TestUebersichtZahlen(t *testing.T) {
	t.Parallel()
	erg := []sandkasten.Ergebnis{
		{Name: "Anna", Status: "bewertet", Bericht: berichtMit(2, 1)},
		{Name: "Bert", Status: "bewertet", Bericht: berichtMit(2, 1)},
		{Name: "Cem", Status: "bewertet", Bericht: berichtMit(1, 1)},
		{Name: "Dora", Status: "kompiliert nicht", Bericht: berichtMit(0, 1)},
	}
	datei := filepath.Join(t.TempDir(), "uebersicht.html")
	require.NoError(t, schreibeUebersicht(datei, "Test", samenText(1), erg))
	daten, err := os.ReadFile(datei)
	require.NoError(t, err)
	html := string(daten)
	// Summen 3, 3, 2, 1: im Schnitt 2,25 von 12.
	assert.Contains(t, html, "4 Abgaben, im Schnitt 2,3 von 12 Punkten.")
	assert.Contains(t, html, "3 × „bewertet“. 1 × „kompiliert nicht“.")
	abschnitt := func(titel string) string {
		i := strings.Index(html, "<h3>"+titel+"</h3>")
		require.GreaterOrEqual(t, i, 0, titel)
		rest := html[i:]
		return rest[:strings.Index(rest, "</section>")]
	}
	stufe := func(punkte, anzahl, prozent int) string {
		return "<tr><td>" + strconv.Itoa(punkte) + "</td><td>" + strconv.Itoa(anzahl) + "</td><td class=\"t\"><span class=\"balken\" style=\"width:" +
			strconv.Itoa(prozent) + "px\"></span> " + strconv.Itoa(prozent) + " %</td></tr>"
	}
	a := abschnitt("Aufgabe a) GetMoves")
	assert.Contains(t, a, "Schnitt 1,3 von 2") // (2 + 2 + 1 + 0) / 4 = 1,25
	assert.Contains(t, a, stufe(0, 1, 25))
	assert.Contains(t, a, stufe(1, 1, 25))
	assert.Contains(t, a, stufe(2, 2, 50))
	b := abschnitt("Aufgabe b) IsGoal")
	assert.Contains(t, b, "Schnitt 1,0 von 2")
	assert.Contains(t, b, stufe(0, 0, 0), "eine Stufe ohne Abgaben steht auch da")
	assert.Contains(t, b, stufe(1, 4, 100))
	assert.Contains(t, b, stufe(2, 0, 0), "die höchste Stufe steht auch da")
}
