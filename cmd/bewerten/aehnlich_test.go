package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/kisuche/kisuche/internal/bewertung"
	"github.com/kisuche/kisuche/internal/sandkasten"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// steuerzeichen liefert die Steuerzeichen (außer Zeilenende und Tabulator) und Zeichen zur
// Steuerung der Schreibrichtung in s.
func steuerzeichen(s string) []rune {
	var gefunden []rune
	for _, r := range s {
		if (unicode.IsControl(r) && r != '\n' && r != '\t') || unicode.Is(unicode.Bidi_Control, r) {
			gefunden = append(gefunden, r)
		}
	}
	return gefunden
}

// TestAusgabenOhneSteuerzeichen: noten.csv und uebersicht.html tragen den Hinweis zum
// Namen; kein Steuerzeichen aus einer Abgabe (etwa aus einem Importpfad in einer Meldung)
// erreicht noten.csv, uebersicht.html, die Namen oder den Inhalt der Rückmeldungen.
func TestAusgabenOhneSteuerzeichen(t *testing.T) {
	t.Parallel()
	aus := t.TempDir()
	grund := "a\x1b[31m.go importiert \"\x1b]0;titel\x07\u202e\" – das ist in der Übung nicht erlaubt."
	erg := []sandkasten.Ergebnis{
		{Name: "Anna", NamensHinweis: "sieht aus wie „\u0410nna“, diese Abgabe stammt aus moodle.zip", Status: "nicht zugelassen", Bericht: bewertung.AlleAufgaben(grund), Rueckmeldung: grund},
		{Name: "\u0410nna", NamensHinweis: "enthält kyrillische Zeichen (\u0410 U+0410) – sieht aus wie „Anna“", Status: "bewertet", Bericht: bewertung.AlleAufgaben("")},
	}
	require.NoError(t, schreibeErgebnisse(konfiguration{aus: aus, trenner: ";"}, erg))
	require.NoError(t, schreibeUebersicht(filepath.Join(aus, "uebersicht.html"), "Test", samenText(1), erg))
	noten, err := os.ReadFile(filepath.Join(aus, "noten.csv"))
	require.NoError(t, err)
	zeilen := strings.Split(strings.TrimSpace(string(noten)), "\n")
	require.Len(t, zeilen, 3)
	assert.True(t, strings.HasSuffix(zeilen[0], ";Status;Hinweis zum Namen"), zeilen[0])
	assert.True(t, strings.HasSuffix(zeilen[2], ";bewertet;enthält kyrillische Zeichen (\u0410 U+0410) – sieht aus wie „Anna“"), zeilen[2])
	html, err := os.ReadFile(filepath.Join(aus, "uebersicht.html"))
	require.NoError(t, err)
	assert.Contains(t, string(html), "⚠ sieht aus wie „\u0410nna“, diese Abgabe stammt aus moodle.zip")
	texte := map[string]string{"noten.csv": string(noten), "uebersicht.html": string(html)}
	dateien, err := os.ReadDir(filepath.Join(aus, "rueckmeldungen"))
	require.NoError(t, err)
	require.Len(t, dateien, 2)
	for _, d := range dateien {
		inhalt, err := os.ReadFile(filepath.Join(aus, "rueckmeldungen", d.Name()))
		require.NoError(t, err)
		texte[d.Name()] = string(inhalt)
		texte["Name von "+d.Name()] = d.Name()
	}
	assert.Contains(t, texte["Anna.txt"], "[31m.go importiert")
	for wo, text := range texte {
		assert.Empty(t, steuerzeichen(text), wo)
	}
}
