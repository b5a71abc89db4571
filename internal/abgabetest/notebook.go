package abgabetest

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kisuche/kisuche/exercises/pruefen"
)

// Notebook liefert ein Notebook mit einer Aufgabenzelle pro Datei in zellen und, wenn
// bloecke welche enthalten, einer letzten Zelle pro Block mit der Ausgabe
// pruefen.AbgabeMIME (wie Notebook 4 nach „Restart & Run All“) neben einer HTML-Fassung.
func Notebook(t testing.TB, zellen map[string]string, bloecke ...map[string]string) string {
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
	return NotebookMitAusgaben(t, zellen, blockTexte...)
}

// NotebookMitAusgaben liefert ein Notebook mit Aufgabenzellen und einer Zelle pro Wert
// (Text oder Liste von Zeilen) der Ausgabe pruefen.AbgabeMIME.
func NotebookMitAusgaben(t testing.TB, zellen map[string]string, werte ...any) string {
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

// MitSpeichereKopf liefert die Dateien, wie speichere sie schreibt: mit zwei Kopfzeilen und
// einer leeren Zeile davor, hier mit Windows-Zeilenenden und Leerzeilen am Schluss.
func MitSpeichereKopf(m map[string]string) map[string]string {
	erg := map[string]string{}
	for name, inhalt := range m {
		erg[name] = strings.ReplaceAll("// Geschrieben von Notebook 4 (Prüfsumme 123456). Änderst du diese Datei hier im Editor,\n"+
			"// überschreibt das Notebook sie nicht mehr – dann gilt, was hier steht.\n\n"+inhalt+"\n\n", "\n", "\r\n")
	}
	return erg
}
