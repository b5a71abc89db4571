package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/kisuche/kisuche/internal/bewertung"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGleichAussehendeNamen: Namen, die gleich aussehen (NFD und NFC, ein kyrillisches А,
// ein unsichtbares Zeichen, Sonderformen), tragen sichtbar verschiedene Namen und einen
// Hinweis zum Namen, der sagt, woran sie sich unterscheiden und woher die Abgabe stammt.
// Unauffällige Namen, auch in anderen Schriften, haben keinen Hinweis.
func TestGleichAussehendeNamen(t *testing.T) {
	t.Parallel()
	abgaben := []abgabe{
		{name: "Anna Müller", herkunft: "moodle.zip"},
		{name: "Anna Mu\u0308ller", herkunft: "mac.zip"},
		{name: "Anna", herkunft: "moodle.zip"},
		{name: "\u0410nna", herkunft: "mallory.zip"},
		{name: "Bert", herkunft: "bert/"},
		{name: "Bert\u200b", herkunft: "bert.ipynb"},
		{name: "Carla", herkunft: "carla/"},
		{name: "Carla\u034f", herkunft: "carla2/"},
		{name: "\uff24ora", herkunft: "dora/"},
		{name: "Emil", herkunft: "emil/"},
		{name: "Νίκος", herkunft: "nikos/"},
		{name: "Анна Иванова", herkunft: "anna/"},
	}
	eindeutigeNamen(abgaben)
	hinweis := map[string]string{}
	for _, a := range abgaben {
		_, doppelt := hinweis[a.name]
		require.False(t, doppelt, "zwei Abgaben heißen %q", a.name)
		hinweis[a.name] = a.namensHinweis
	}
	for name, teile := range map[string][]string{
		"Anna Müller":     {"sieht aus wie „Anna Müller (2)“", "diese Abgabe stammt aus moodle.zip"},
		"Anna Müller (2)": {"sieht aus wie „Anna Müller“", "diese Abgabe stammt aus mac.zip", "zerlegter Unicode-Form"},
		"Anna":            {"sieht aus wie „\u0410nna“, diese Abgabe stammt aus moodle.zip"},
		"\u0410nna":       {"enthält kyrillische Zeichen (\u0410 U+0410) – sieht aus wie „Anna“", "stammt aus mallory.zip"},
		"Bert (2)":        {"unsichtbare Zeichen oder Steuerzeichen entfernt (U+200B)", "sieht aus wie „Bert“", "bert.ipynb"},
		"Bert":            {"sieht aus wie „Bert (2)“"},
		"Carla\u034f":     {"enthält kombinierende Zeichen (U+034F)", "sieht aus wie „Carla“"},
		"\uff24ora":       {"enthält Sonderformen von Zeichen (\uff24 U+FF24) – sieht aus wie „Dora“"},
		"Emil":            nil,
		"Νίκος":           nil,
		"Анна Иванова":    nil,
	} {
		if teile == nil {
			assert.Empty(t, hinweis[name], name)
		}
		for _, teil := range teile {
			assert.Contains(t, hinweis[name], teil, name)
		}
	}
	// Ein zweiter Aufruf (bewerten ruft eindeutigeNamen nach einlesen noch einmal auf)
	// ändert nichts.
	vorher := append([]abgabe(nil), abgaben...)
	eindeutigeNamen(abgaben)
	assert.Equal(t, vorher, abgaben)
}

// TestFremderExportNimmtKeinenNamen: Legt die Lehrkraft neben den Export von Moodle ein
// ZIP-Archiv, das wie ein Export aussieht und Annas Namen trägt, behält Anna ihre Dateien;
// beide Zeilen sagen, woher sie stammen.
func TestFremderExportNimmtKeinenNamen(t *testing.T) {
	t.Parallel()
	abgaben := t.TempDir()
	legeAn(t, abgaben, map[string]string{
		"moodle.zip":  zipAus(t, unter("Anna Beispiel_111_assignsubmission_file_/", sechsVon("Anna"))),
		"mallory.zip": zipAus(t, unter("Anna Beispiel_111_assignsubmission_file_/", sechsVon("Mallory"))),
	})
	liste, err := einlesen(abgaben, filepath.Join(abgaben, "bewertung"))
	require.NoError(t, err)
	require.Len(t, liste, 2)
	for _, a := range liste {
		assert.Contains(t, []string{"Anna Beispiel_111", "Anna Beispiel_111 (2)"}, a.name)
		wer := "Anna"
		if a.herkunft == "mallory.zip" {
			wer = "Mallory"
		}
		assert.Equal(t, sechsVon(wer)["a_getmoves.go"], string(a.dateien["a_getmoves.go"]), a.name)
		assert.Contains(t, a.namensHinweis, "diese Abgabe stammt aus "+a.herkunft)
	}
}

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
	erg := []ergebnis{
		{name: "Anna", namensHinweis: "sieht aus wie „\u0410nna“, diese Abgabe stammt aus moodle.zip", status: "nicht zugelassen", bericht: bewertung.AlleAufgaben(grund), rueckmeldung: grund},
		{name: "\u0410nna", namensHinweis: "enthält kyrillische Zeichen (\u0410 U+0410) – sieht aus wie „Anna“", status: "bewertet", bericht: bewertung.AlleAufgaben("")},
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
