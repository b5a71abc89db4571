package aufnahme

import (
	"github.com/kisuche/kisuche/internal/abgabetest"
	"path/filepath"
	"testing"

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
	abgabetest.LegeAn(t, abgaben, map[string]string{
		"moodle.zip":  abgabetest.ZipAus(t, abgabetest.Unter("Anna Beispiel_111_assignsubmission_file_/", sechsVon("Anna"))),
		"mallory.zip": abgabetest.ZipAus(t, abgabetest.Unter("Anna Beispiel_111_assignsubmission_file_/", sechsVon("Mallory"))),
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
