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
	abgaben := []Abgabe{
		{Name: "Anna Müller", Herkunft: "moodle.zip"},
		{Name: "Anna Mu\u0308ller", Herkunft: "mac.zip"},
		{Name: "Anna", Herkunft: "moodle.zip"},
		{Name: "\u0410nna", Herkunft: "mallory.zip"},
		{Name: "Bert", Herkunft: "bert/"},
		{Name: "Bert\u200b", Herkunft: "bert.ipynb"},
		{Name: "Carla", Herkunft: "carla/"},
		{Name: "Carla\u034f", Herkunft: "carla2/"},
		{Name: "\uff24ora", Herkunft: "dora/"},
		{Name: "Emil", Herkunft: "emil/"},
		{Name: "Νίκος", Herkunft: "nikos/"},
		{Name: "Анна Иванова", Herkunft: "anna/"},
	}
	EindeutigeNamen(abgaben)
	hinweis := map[string]string{}
	for _, a := range abgaben {
		_, doppelt := hinweis[a.Name]
		require.False(t, doppelt, "zwei Abgaben heißen %q", a.Name)
		hinweis[a.Name] = a.NamensHinweis
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
	vorher := append([]Abgabe(nil), abgaben...)
	EindeutigeNamen(abgaben)
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
	liste, err := Einlesen(abgaben, filepath.Join(abgaben, "bewertung"))
	require.NoError(t, err)
	require.Len(t, liste, 2)
	for _, a := range liste {
		assert.Contains(t, []string{"Anna Beispiel_111", "Anna Beispiel_111 (2)"}, a.Name)
		wer := "Anna"
		if a.Herkunft == "mallory.zip" {
			wer = "Mallory"
		}
		assert.Equal(t, sechsVon(wer)["a_getmoves.go"], string(a.Dateien["a_getmoves.go"]), a.Name)
		assert.Contains(t, a.NamensHinweis, "diese Abgabe stammt aus "+a.Herkunft)
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
	erg := []Ergebnis{
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
