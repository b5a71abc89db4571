package main

import (
	"context"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/kisuche/kisuche/internal/sandkasten"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// aufgabenDateien sind die sechs Dateien, die eine Person abgibt.
var aufgabenDateien = pruefen.AufgabenDateien()

// TestAbgabeformenBewertet bewertet Abgaben in verschiedenen Formen ganz (mit -schwach,
// falls bwrap fehlt): Jede Person bekommt die Punkte ihrer eigenen Dateien, Hinweise stehen
// in ihrer Rückmeldung, gleich aussehende Namen haben einen Hinweis zum Namen, und kein
// Steuerzeichen erreicht eine Ausgabe.
func TestAbgabeformenBewertet(t *testing.T) {
	langsam(t)
	t.Parallel()
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	aus := filepath.Join(wurzel, "bewertung")
	geloest := abgabetest.Loesung(t)
	// Der Block von Lea: die Aufgabendateien, wie speichere sie schreibt, die vorgegebenen
	// Dateien (position.go …) unverändert.
	leasBlock := maps.Clone(geloest)
	for _, d := range aufgabenDateien {
		leasBlock[d] = abgabetest.MitSpeichereKopf(map[string]string{d: geloest[d]})[d]
	}
	// Nora (aus einem entpackten Moodle-Export): Zellen richtig, f) im Editor kaputt – der
	// Block trägt die Dateien: 14 Punkte, f) 0.
	norasBlock := maps.Clone(geloest)
	norasBlock["f_manhattan.go"] = abgabetest.AlleStubs["f_manhattan.go"]
	abgabetest.LegeAn(t, abgaben, map[string]string{
		"Nora Notebook_444_assignsubmission_file_/4_15-Puzzle_Uebung.ipynb": abgabetest.Notebook(t, geloest, norasBlock),
		"anna.zip": abgabetest.ZipAus(t, geloest), // flach
		"moodle.zip": abgabetest.ZipAus(t, map[string]string{
			"Bert Beispiel_111_assignsubmission_file_/exercises.zip":        abgabetest.ZipAus(t, abgabetest.Unter("exercises/", abgabetest.AlleStubs)),
			"Mallory Böse_222_assignsubmission_file_/abgabe.zip":            abgabetest.ZipAus(t, abgabetest.Unter("Bert Beispiel_111_assignsubmission_file_/", geloest)),
			"Lea Lernt_333_assignsubmission_file_/4_15-Puzzle_Uebung.ipynb": abgabetest.Notebook(t, abgabetest.AlleStubs, leasBlock),
		}),
		"esc/exercises/x\x1b[31m.go": "package exercises\n\nimport \"\x1b]0;titel\x07\"\n",
		"\u0410nna/a_getmoves.go":    abgabetest.AlleStubs["a_getmoves.go"],
	})
	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: aus, trenner: ";", Optionen: sandkasten.Optionen{Parallel: 2, Zeitlimit: 30 * time.Second, SpeicherMiB: 1024, Schwach: true}})
	require.NoError(t, err)
	punkte := map[string]int{}
	nach := map[string]sandkasten.Ergebnis{}
	for _, e := range erg {
		punkte[e.Name] = e.Bericht.Punkte()
		nach[e.Name] = e
	}
	assert.Equal(t, map[string]int{"anna": 16, "Bert Beispiel_111": 0, "Mallory Böse_222": 16, "Lea Lernt_333": 16, "esc": 0, "\u0410nna": 0,
		"Nora Notebook_444": 14}, punkte)
	f, _ := nach["Nora Notebook_444"].Bericht.Aufgabe("f")
	assert.Equal(t, 0, f.Punkte, "f) aus dem Block, nicht aus der Zelle")
	assert.Contains(t, nach["Lea Lernt_333"].Rueckmeldung, "Hinweise:\n- In deinem Notebook unterscheiden sich die Aufgabenzellen a), b), c), d), e), f)")
	assert.Equal(t, "nicht zugelassen", nach["esc"].Status, nach["esc"].Rueckmeldung)
	assert.Contains(t, nach["\u0410nna"].NamensHinweis, "enthält kyrillische Zeichen (\u0410 U+0410) – sieht aus wie „Anna“")
	assert.Contains(t, nach["anna"].NamensHinweis, "sieht aus wie „\u0410nna“")

	texte := map[string]string{}
	for _, datei := range []string{"noten.csv", "uebersicht.html"} {
		daten, err := os.ReadFile(filepath.Join(aus, datei))
		require.NoError(t, err)
		texte[datei] = string(daten)
	}
	rueck, err := os.ReadDir(filepath.Join(aus, "rueckmeldungen"))
	require.NoError(t, err)
	require.Len(t, rueck, 7)
	for _, d := range rueck {
		daten, err := os.ReadFile(filepath.Join(aus, "rueckmeldungen", d.Name()))
		require.NoError(t, err)
		texte[d.Name()], texte["Name von "+d.Name()] = string(daten), d.Name()
	}
	assert.Contains(t, texte["esc.txt"], "[31m.go importiert")
	assert.Contains(t, texte["noten.csv"], "enthält kyrillische Zeichen")
	for wo, text := range texte {
		assert.Empty(t, steuerzeichen(text), wo)
	}
}

// TestFormenWieSauber: Abgaben in den Formen, die echte Klassen liefern, bekommen dieselben
// Punkte wie die saubere Form: Windows-Zeilenenden, ein BOM am Anfang, Reste von Editoren,
// Jupyter und macOS, verschachtelte Ordner im ZIP, Kopfzeilen von Aufgabenzellen mit
// überzähligen Leerzeichen.
func TestFormenWieSauber(t *testing.T) {
	langsam(t)
	t.Parallel()
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	geloest := abgabetest.Loesung(t)
	umgeformt := func(f func(string) string) map[string]string {
		erg := map[string]string{}
		for name, inhalt := range geloest {
			erg[name] = f(inhalt)
		}
		return erg
	}
	crlf := umgeformt(func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") })
	bom := umgeformt(func(s string) string { return "\ufeff" + s })
	reste := maps.Clone(abgabetest.Unter("exercises/", geloest))
	reste["exercises/.ipynb_checkpoints/a_getmoves-checkpoint.go"] = abgabetest.AlleStubs["a_getmoves.go"]
	reste["exercises/a_getmoves.go~"] = abgabetest.AlleStubs["a_getmoves.go"]
	reste["exercises/.c_bfs.go.swp"] = "\x00\x01binär"
	reste["exercises/.DS_Store"] = "\x00"
	reste["__MACOSX/exercises/._a_getmoves.go"] = "\x00\x05\x16\x07"
	// Ein Notebook ohne Block, Zellen mit Windows-Zeilenenden, Kopfzeilen mit Tabulator,
	// doppelten und nachgestellten Leerzeichen (im JSON des Notebooks).
	nb := strings.NewReplacer("%%script speichere exercises/", "%%script \\t speichere  exercises/", ".go\\n", ".go  \\r\\n").Replace(abgabetest.Notebook(t, crlf))
	require.Contains(t, nb, `%%script \t speichere  exercises/a_getmoves.go  \r\n`)
	abgabetest.LegeAn(t, abgaben, abgabetest.Unter("sauber/", geloest))
	abgabetest.LegeAn(t, abgaben, abgabetest.Unter("crlf/exercises/", crlf))
	abgabetest.LegeAn(t, abgaben, abgabetest.Unter("bom/", bom))
	abgabetest.LegeAn(t, abgaben, map[string]string{
		"reste.zip":                       abgabetest.ZipAus(t, reste),
		"tief.zip":                        abgabetest.ZipAus(t, abgabetest.Unter("Abgabe Übung 4/kisuche/exercises/", geloest)),
		"zellen/4_15-Puzzle_Uebung.ipynb": nb,
	})
	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(wurzel, "aus"), trenner: ";", Optionen: sandkasten.Optionen{Parallel: 2, Zeitlimit: 30 * time.Second, SpeicherMiB: 1024, Schwach: true}})
	require.NoError(t, err)
	punkte := map[string]int{}
	for _, e := range erg {
		punkte[e.Name] = e.Bericht.Punkte()
		assert.Equal(t, "bewertet", e.Status, "%s:\n%s", e.Name, e.Rueckmeldung)
	}
	assert.Equal(t, map[string]int{"sauber": 16, "crlf": 16, "bom": 16, "reste": 16, "tief": 16, "zellen": 16}, punkte)
}
