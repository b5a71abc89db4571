package main

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// notebookAus liefert ein Notebook mit einer Aufgabenzelle pro Datei in zellen und, wenn
// bloecke welche enthalten, einer letzten Zelle pro Block mit der Ausgabe
// pruefen.AbgabeMIME (wie Notebook 4 nach „Restart & Run All“) neben einer HTML-Fassung.
func notebookAus(t *testing.T, zellen map[string]string, bloecke ...map[string]string) string {
	t.Helper()
	var blockTexte []any
	for _, b := range bloecke {
		if b == nil {
			continue
		}
		dateien := map[string][]byte{}
		for name, inhalt := range b {
			dateien[name] = []byte(inhalt)
		}
		blockTexte = append(blockTexte, pruefen.AbgabeBlock(dateien))
	}
	return notebookMitAusgaben(t, zellen, blockTexte...)
}

// notebookMitAusgaben liefert ein Notebook mit Aufgabenzellen und einer Zelle pro Wert
// (Text oder Liste von Zeilen) der Ausgabe pruefen.AbgabeMIME.
func notebookMitAusgaben(t *testing.T, zellen map[string]string, werte ...any) string {
	t.Helper()
	var cells []any
	cells = append(cells, map[string]any{"cell_type": "markdown", "source": []string{"# Übung\n"}})
	for _, name := range slices.Sorted(maps.Keys(zellen)) {
		cells = append(cells, map[string]any{"cell_type": "code", "source": "%%script speichere exercises/" + name + "\n" + zellen[name],
			"outputs": []any{map[string]any{"output_type": "stream", "name": "stdout", "text": []string{"Gespeichert in exercises/" + name + ".\n"}}}})
	}
	for _, wert := range werte {
		cells = append(cells, map[string]any{"cell_type": "code", "source": "pruefen.Uebersicht()", "outputs": []any{
			map[string]any{"output_type": "execute_result", "data": "kein Objekt"},
			map[string]any{"output_type": "display_data", "data": map[string]any{"text/html": "<table></table>", pruefen.AbgabeMIME: wert}},
		}})
	}
	daten, err := json.Marshal(map[string]any{"cells": cells, "nbformat": 4, "nbformat_minor": 5})
	require.NoError(t, err)
	return string(daten)
}

// mitSpeichereKopf liefert die Dateien, wie speichere sie schreibt: mit zwei Kopfzeilen und
// einer leeren Zeile davor, hier mit Windows-Zeilenenden und Leerzeilen am Schluss.
func mitSpeichereKopf(m map[string]string) map[string]string {
	erg := map[string]string{}
	for name, inhalt := range m {
		erg[name] = strings.ReplaceAll("// Geschrieben von Notebook 4 (Prüfsumme 123456). Änderst du diese Datei hier im Editor,\n"+
			"// überschreibt das Notebook sie nicht mehr – dann gilt, was hier steht.\n\n"+inhalt+"\n\n", "\n", "\r\n")
	}
	return erg
}

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
	mitVorgaben := zusammen(mitSpeichereKopf(zellen), map[string]string{"position.go": "package exercises\n", "mein_test.go": "package exercises\n"})
	beschaedigt := strings.Replace(pruefen.AbgabeBlock(map[string][]byte{"a_getmoves.go": []byte("package exercises\n// gut\n")}), "gut", "böse", 1)
	zeilen := strings.SplitAfter(pruefen.AbgabeBlock(map[string][]byte{"a_getmoves.go": []byte("package exercises\n\n// als Liste\n")}), ",")
	for _, fall := range []struct {
		name     string
		notebook string
		dateien  map[string]string
		hinweis  string // "" : kein Hinweis
		problem  string
	}{
		{name: "Block gleich den Zellen (Kopf von speichere, CRLF)", notebook: notebookAus(t, zellen, mitVorgaben),
			dateien: zusammen(mitSpeichereKopf(zellen), map[string]string{"position.go": "package exercises\n"})},
		{name: "Block weicht in a) und c) ab", notebook: notebookAus(t, zellen, editor), dateien: editor,
			hinweis: "In deinem Notebook unterscheiden sich die Aufgabenzellen a), c) von deinen Dateien in exercises/ (du hast wohl im Editor gearbeitet) – bewertet wurden die Dateien, wie sie die letzte Zelle beim Ausführen ins Notebook geschrieben hat."},
		{name: "Block weicht in c) ab", notebook: notebookAus(t, zellen, nurC), dateien: nurC,
			hinweis: "In deinem Notebook unterscheidet sich die Aufgabenzelle c) von deiner Datei in exercises/"},
		{name: "Datei fehlt im Block", notebook: notebookAus(t, zellen, map[string]string{"a_getmoves.go": zellen["a_getmoves.go"]}),
			dateien: map[string]string{"a_getmoves.go": zellen["a_getmoves.go"]}, hinweis: "Aufgabenzellen b), c), d), e), f)"},
		{name: "zwei Blöcke: der letzte gilt", notebook: notebookAus(t, zellen, zellen, editor), dateien: editor, hinweis: "a), c)"},
		{name: "Block als Liste von Zeilen", notebook: notebookMitAusgaben(t, nil, zeilen),
			dateien: map[string]string{"a_getmoves.go": "package exercises\n\n// als Liste\n"}},
		{name: "ohne Ausgaben: die Aufgabenzellen", notebook: notebookAus(t, zellen), dateien: zellen, hinweis: hinweisOhneBlock},
		{name: "beschädigter Block: die Aufgabenzellen", notebook: notebookMitAusgaben(t, zellen, beschaedigt), dateien: zellen,
			hinweis: "Der Block mit deinen Dateien am Ende des Notebooks ist beschädigt (Die Prüfsumme von a_getmoves.go stimmt nicht – wurde die Ausgabe von Hand geändert?); bewertet wurden die Aufgabenzellen."},
		{name: "Block ist kein Text", notebook: notebookMitAusgaben(t, zellen, map[string]any{"x": 1}), dateien: zellen, hinweis: "beschädigt"},
		{name: "leerer Block", notebook: notebookAus(t, zellen, map[string]string{}), dateien: zellen, hinweis: hinweisLeerBlock},
		{name: "beschädigter Block ohne Zellen", notebook: notebookMitAusgaben(t, nil, beschaedigt), problem: "keine Aufgabenzelle"},
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
