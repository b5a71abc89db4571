package aufnahme

import (
	"strings"
	"testing"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNotebookBlock: Aus einem Notebook bewertet bewerten die Dateien im letzten Block der
// Ausgabe AbgabeMIME und sagt in einem Satz, welche Aufgabenzellen davon abweichen; ohne
// Block oder mit beschädigtem Block die Aufgabenzellen, mit einem Satz, warum.
func TestNotebookBlock(t *testing.T) {
	t.Parallel()
	zellen := sechsVon("Zelle")
	editor := sechsVon("Zelle")
	editor["a_getmoves.go"] = "package exercises\n\n// im Editor geändert\n"
	editor["c_bfs.go"] = "package exercises\n\n// im Editor geändert\n"
	nurC := sechsVon("Zelle")
	nurC["c_bfs.go"] = "package exercises\n\n// im Editor geändert\n"
	mitVorgaben := zusammen(abgabetest.MitSpeichereKopf(zellen), map[string]string{"position.go": "package exercises\n", "mein_test.go": "package exercises\n"})
	beschaedigt := strings.Replace(pruefen.AbgabeBlock(map[string][]byte{"a_getmoves.go": []byte("package exercises\n// gut\n")}), "gut", "böse", 1)
	zeilen := strings.SplitAfter(pruefen.AbgabeBlock(map[string][]byte{"a_getmoves.go": []byte("package exercises\n\n// als Liste\n")}), ",")
	for _, fall := range []struct {
		name     string
		notebook string
		dateien  map[string]string
		hinweis  string // "" : kein Hinweis
		problem  string
	}{
		{name: "Block gleich den Zellen (Kopf von speichere, CRLF)", notebook: abgabetest.Notebook(t, zellen, mitVorgaben),
			dateien: zusammen(abgabetest.MitSpeichereKopf(zellen), map[string]string{"position.go": "package exercises\n"})},
		{name: "Block weicht in a) und c) ab", notebook: abgabetest.Notebook(t, zellen, editor), dateien: editor,
			hinweis: "In deinem Notebook unterscheiden sich die Aufgabenzellen a), c) von deinen Dateien in exercises/ (du hast wohl im Editor gearbeitet) – bewertet wurden die Dateien, wie sie die letzte Zelle beim Ausführen ins Notebook geschrieben hat."},
		{name: "Block weicht in c) ab", notebook: abgabetest.Notebook(t, zellen, nurC), dateien: nurC,
			hinweis: "In deinem Notebook unterscheidet sich die Aufgabenzelle c) von deiner Datei in exercises/"},
		{name: "Datei fehlt im Block", notebook: abgabetest.Notebook(t, zellen, map[string]string{"a_getmoves.go": zellen["a_getmoves.go"]}),
			dateien: map[string]string{"a_getmoves.go": zellen["a_getmoves.go"]}, hinweis: "Aufgabenzellen b), c), d), e), f)"},
		{name: "zwei Blöcke: der letzte gilt", notebook: abgabetest.Notebook(t, zellen, zellen, editor), dateien: editor, hinweis: "a), c)"},
		{name: "Block als Liste von Zeilen", notebook: abgabetest.NotebookMitAusgaben(t, nil, zeilen),
			dateien: map[string]string{"a_getmoves.go": "package exercises\n\n// als Liste\n"}},
		{name: "ohne Ausgaben: die Aufgabenzellen", notebook: abgabetest.Notebook(t, zellen), dateien: zellen, hinweis: hinweisOhneBlock},
		{name: "beschädigter Block: die Aufgabenzellen", notebook: abgabetest.NotebookMitAusgaben(t, zellen, beschaedigt), dateien: zellen,
			hinweis: "Der Block mit deinen Dateien am Ende des Notebooks ist beschädigt (Die Prüfsumme von a_getmoves.go stimmt nicht – wurde die Ausgabe von Hand geändert?); bewertet wurden die Aufgabenzellen."},
		{name: "Block ist kein Text", notebook: abgabetest.NotebookMitAusgaben(t, zellen, map[string]any{"x": 1}), dateien: zellen, hinweis: "beschädigt"},
		{name: "leerer Block", notebook: abgabetest.Notebook(t, zellen, map[string]string{}), dateien: zellen, hinweis: hinweisLeerBlock},
		{name: "beschädigter Block ohne Zellen", notebook: abgabetest.NotebookMitAusgaben(t, nil, beschaedigt), problem: "keine Aufgabenzelle"},
		{name: "kein Notebook", notebook: `{"cells": 3}`, problem: "kein lesbares Jupyter-Notebook"},
	} {
		t.Run(fall.name, func(t *testing.T) {
			dateien, hinweis, problem := ausNotebook([]byte(fall.notebook))
			if fall.problem != "" {
				assert.Contains(t, problem, fall.problem)
				return
			}
			require.Empty(t, problem)
			text := map[string]string{}
			for name, inhalt := range dateien {
				text[name] = string(inhalt)
			}
			assert.Equal(t, fall.dateien, text)
			if fall.hinweis == "" {
				assert.Empty(t, hinweis)
			} else {
				assert.Contains(t, hinweis, fall.hinweis)
				assert.Equal(t, 1, strings.Count(hinweis, ".")-strings.Count(hinweis, ".go")-strings.Count(hinweis, "..."), "ein Satz: %s", hinweis)
			}
		})
	}
}

// TestOhneSpeichereKopf: Nur die Kopfzeilen von speichere fallen weg, nicht ein Kommentar,
// der zufällig ähnlich beginnt.
func TestOhneSpeichereKopf(t *testing.T) {
	for ein, aus := range map[string]string{
		"// Geschrieben von Notebook 4 (Prüfsumme 1). X\n// überschreibt …\n\npackage exercises\n": "package exercises\n",
		"// Geschrieben von Notebook 4 (Prüfsumme 1). X\r\n// überschreibt …\r\n\r\npackage x\r\n": "package x\n",
		"// Geschrieben von mir\n// zweite\n\npackage exercises\n":                                 "// Geschrieben von mir\n// zweite\n\npackage exercises\n",
		"package exercises\n": "package exercises\n",
	} {
		assert.Equal(t, aus, OhneSpeichereKopf(ein), "%q", ein)
	}
}
