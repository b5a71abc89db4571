package abgabetest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// aufgabenZelle erkennt die erste Zeile einer Aufgabenzelle von Notebook 4.
var aufgabenZelle = regexp.MustCompile(`^%%script\s+speichere\s+exercises/([A-Za-z0-9_]+\.go)$`)

// Notebook4 liefert Notebook 4, in dem jede Aufgabenzelle den Inhalt der gleichnamigen
// Datei aus solutions/ hat (geloest) oder unverändert bleibt (die Stubs).
func Notebook4(t testing.TB, geloest bool) []byte {
	t.Helper()
	daten, err := os.ReadFile(filepath.Join(Modulwurzel(), "notebooks", "4_15-Puzzle_Uebung.ipynb"))
	require.NoError(t, err)
	var nb map[string]any
	require.NoError(t, json.Unmarshal(daten, &nb))
	ersetzt := 0
	for _, z := range nb["cells"].([]any) {
		zelle := z.(map[string]any)
		quelle := zelle["source"]
		var text string
		switch q := quelle.(type) {
		case string:
			text = q
		case []any:
			for _, zeile := range q {
				text += zeile.(string)
			}
		}
		kopf, _, _ := strings.Cut(text, "\n")
		treffer := aufgabenZelle.FindStringSubmatch(strings.TrimSpace(kopf))
		if treffer == nil || !geloest {
			continue
		}
		loesung, err := os.ReadFile(filepath.Join(Modulwurzel(), "solutions", treffer[1]))
		require.NoError(t, err)
		zelle["source"] = kopf + "\n" + string(loesung)
		ersetzt++
	}
	if geloest {
		require.Equal(t, 6, ersetzt, "Notebook 4 hat sechs Aufgabenzellen")
	}
	neu, err := json.Marshal(nb)
	require.NoError(t, err)
	return neu
}
