package abgabetest

import (
	"archive/zip"
	"bytes"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// Unter liefert die Dateien m im Ordner ordner (ordner endet auf „/“ oder ist leer).
func Unter(ordner string, m map[string]string) map[string]string {
	erg := map[string]string{}
	for name, inhalt := range m {
		erg[ordner+name] = inhalt
	}
	return erg
}

// ZipAus liefert ein ZIP-Archiv mit den Einträgen (Pfad → Inhalt), nach Pfad sortiert.
func ZipAus(t testing.TB, eintraege map[string]string) string {
	t.Helper()
	var b bytes.Buffer
	w := zip.NewWriter(&b)
	for _, name := range slices.Sorted(maps.Keys(eintraege)) {
		e, err := w.Create(name)
		require.NoError(t, err)
		_, err = e.Write([]byte(eintraege[name]))
		require.NoError(t, err)
	}
	require.NoError(t, w.Close())
	return b.String()
}

// LegeAn schreibt die Dateien (Pfad → Inhalt) in den Ordner wurzel.
func LegeAn(t testing.TB, wurzel string, dateien map[string]string) {
	t.Helper()
	for name, inhalt := range dateien {
		pfad := filepath.Join(wurzel, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(pfad), 0o755))
		require.NoError(t, os.WriteFile(pfad, []byte(inhalt), 0o644))
	}
}
