package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestLauf(t *testing.T) {
	ordner := t.TempDir()
	require.ErrorContains(t, lauf(ordner, "777", false), "unbekannte Aufteilung")
	require.ErrorContains(t, lauf(ordner, "555", true), "fehlt")
	require.NoError(t, lauf(ordner, "555", false))
	require.NoError(t, lauf(ordner, "555", true))

	// Eine beschädigte Datei meldet -pruefen; ohne -pruefen wird sie neu gebaut.
	pfad := filepath.Join(ordner, "muster-1-2-3-5-6.mdb")
	daten, err := os.ReadFile(pfad)
	require.NoError(t, err)
	daten[1000] ^= 0xFF
	require.NoError(t, os.WriteFile(pfad, daten, 0o644))
	require.ErrorContains(t, lauf(ordner, "555", true), "beschädigt")
}
