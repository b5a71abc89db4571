package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/kisuche/kisuche/internal/sandkasten"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRueckmeldungNichtSchreibbar: Lässt sich die Rückmeldung einer Abgabe nicht schreiben,
// meldet schreibeErgebnisse das (mit dem Namen der Datei), schreibt aber die übrigen
// Rückmeldungen und noten.csv.
func TestRueckmeldungNichtSchreibbar(t *testing.T) {
	t.Parallel()
	aus := t.TempDir()
	// Ein Ordner, wo die Rückmeldung von Anna hin soll.
	require.NoError(t, os.MkdirAll(filepath.Join(aus, "rueckmeldungen", "Anna.txt"), 0o755))
	erg := []sandkasten.Ergebnis{
		{Name: "Anna", Status: "bewertet", Bericht: berichtMit(2)},
		{Name: "Bert", Status: "bewertet", Bericht: berichtMit(1)},
	}
	err := schreibeErgebnisse(konfiguration{aus: aus, trenner: ";"}, erg)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Anna.txt")
	assert.FileExists(t, filepath.Join(aus, "rueckmeldungen", "Bert.txt"))
	assert.FileExists(t, filepath.Join(aus, "noten.csv"))

	require.NoError(t, schreibeErgebnisse(konfiguration{aus: t.TempDir(), trenner: ";"}, erg), "ohne Hindernis kein Fehler")
}
