package abgabetest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// UebungsKopie legt eine Kopie der Übung als eigenes Modul an, in der go test ./exercises
// die sichtbaren Prüfungen (TestLektion) laufen lässt: go.mod und go.sum des Kurses,
// exercises/ mit den Musterlösungen und lektion_test.go, dazu was diese Prüfungen brauchen
// (exercises/pruefen, lesson/ausgabe). Zurück kommt die Wurzel der Kopie; die Dateien in
// exercises/ darf der Test ersetzen.
func UebungsKopie(t testing.TB) string {
	t.Helper()
	wurzel := Modulwurzel()
	require.NotEmpty(t, wurzel, "kein go.mod über dem Arbeitsordner")
	kopie := t.TempDir()
	kopiere := func(von, nach string) {
		daten, err := os.ReadFile(filepath.Join(wurzel, von))
		require.NoError(t, err)
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(kopie, nach)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(kopie, nach), daten, 0o644))
	}
	kopiere("go.mod", "go.mod")
	kopiere("go.sum", "go.sum")
	// Die Pakete, die die sichtbaren Prüfungen einbinden (go list -deps -test ./exercises).
	for _, paket := range []string{"exercises/pruefen", "lesson/ausgabe"} {
		dateien, err := filepath.Glob(filepath.Join(wurzel, paket, "*.go"))
		require.NoError(t, err)
		for _, d := range dateien {
			if !strings.HasSuffix(d, "_test.go") {
				kopiere(filepath.Join(paket, filepath.Base(d)), filepath.Join(paket, filepath.Base(d)))
			}
		}
	}
	loesung, err := filepath.Glob(filepath.Join(wurzel, "solutions", "*.go"))
	require.NoError(t, err)
	for _, d := range loesung {
		if base := filepath.Base(d); !strings.HasSuffix(base, "_test.go") || base == "lektion_test.go" {
			kopiere(filepath.Join("solutions", base), filepath.Join("exercises", base))
		}
	}
	return kopie
}
