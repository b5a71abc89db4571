package aufnahme

import (
	"github.com/kisuche/kisuche/internal/abgabetest"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStandOrdner: Der Stand jeder Abgabe in ABGABEN/ ändert sich mit einer Datei darin
// (Inhalt, neue Datei) und nur mit ihr; er liegt unter der Herkunft, die Einlesen der
// Abgabe gibt, und nennt die jüngste Änderung.
func TestStandOrdner(t *testing.T) {
	abgaben := t.TempDir()
	aus := filepath.Join(abgaben, "bewertung")
	abgabetest.LegeAn(t, abgaben, map[string]string{
		"anna/exercises/a_getmoves.go": "package exercises\n",
		"bert.ipynb":                   "{}",
		"bewertung/noten.csv":          "x",
		".versteckt/a.go":              "x",
	})
	alt := time.Date(2026, 3, 1, 10, 0, 0, 0, time.Local)
	require.NoError(t, os.Chtimes(filepath.Join(abgaben, "anna/exercises/a_getmoves.go"), alt, alt))
	vorher, err := StandOrdner(abgaben, aus)
	require.NoError(t, err)
	require.Len(t, vorher, 2, "anna/ und bert.ipynb")
	assert.True(t, vorher["anna/"].Geaendert.Equal(alt), "%v", vorher["anna/"].Geaendert)

	liste, err := Einlesen(abgaben, aus)
	require.NoError(t, err)
	for _, a := range liste {
		assert.Contains(t, vorher, a.Herkunft, "Stand unter der Herkunft von %s", a.Name)
	}

	gleich, err := StandOrdner(abgaben, aus)
	require.NoError(t, err)
	assert.Equal(t, vorher, gleich, "ohne Änderung derselbe Stand")

	require.NoError(t, os.WriteFile(filepath.Join(abgaben, "anna/exercises/a_getmoves.go"), []byte("package exercises\n\n// neu\n"), 0o644))
	nachher, err := StandOrdner(abgaben, aus)
	require.NoError(t, err)
	assert.NotEqual(t, vorher["anna/"].Schluessel, nachher["anna/"].Schluessel, "Inhalt geändert")
	assert.Equal(t, vorher["bert.ipynb"], nachher["bert.ipynb"], "bert unverändert")
	assert.True(t, nachher["anna/"].Geaendert.After(alt))

	require.NoError(t, os.WriteFile(filepath.Join(abgaben, "anna/exercises/b_isgoal.go"), []byte("package exercises\n"), 0o644))
	neu, err := StandOrdner(abgaben, aus)
	require.NoError(t, err)
	assert.NotEqual(t, nachher["anna/"].Schluessel, neu["anna/"].Schluessel, "neue Datei")
}

// TestStandHomesFeindlich: Ein Link aus dem Home hinaus wird nicht verfolgt, eine FIFO statt
// des Ordners hält den Blick nicht auf, und ein unbekanntes Konto ist kein Fehler.
func TestStandHomesFeindlich(t *testing.T) {
	wurzel := t.TempDir()
	draussen := filepath.Join(wurzel, "draussen")
	require.NoError(t, os.MkdirAll(draussen, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(draussen, "geheim.go"), []byte("x"), 0o644))
	homes := map[string]string{}
	for _, n := range []string{"anna", "link", "fifo"} {
		homes[n] = filepath.Join(wurzel, n)
		require.NoError(t, os.MkdirAll(filepath.Join(homes[n], "kisuche"), 0o755))
	}
	require.NoError(t, os.MkdirAll(filepath.Join(homes["anna"], "kisuche", "exercises"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(homes["anna"], "kisuche", "exercises", "a_getmoves.go"), []byte("x"), 0o644))
	require.NoError(t, os.Symlink(draussen, filepath.Join(homes["link"], "kisuche", "exercises")))
	require.NoError(t, syscall.Mkfifo(filepath.Join(homes["fifo"], "kisuche", "exercises"), 0o644))
	liste := filepath.Join(wurzel, "liste.txt")
	require.NoError(t, os.WriteFile(liste, []byte("anna\nlink\nfifo\nniemand\n"), 0o644))
	home := func(n string) (string, error) {
		if h, ok := homes[n]; ok {
			return h, nil
		}
		return "", os.ErrNotExist
	}
	fertig := make(chan map[string]Stand, 1)
	go func() {
		s, err := StandHomes(liste, StandardImHome, home)
		assert.NoError(t, err)
		fertig <- s
	}()
	var s map[string]Stand
	select {
	case s = <-fertig:
	case <-time.After(5 * time.Second):
		t.Fatal("StandHomes hängt an einer FIFO")
	}
	require.Len(t, s, 4)
	assert.Contains(t, s["anna"].Schluessel, "a_getmoves.go")
	assert.NotContains(t, s["link"].Schluessel, "geheim.go", "Link aus dem Home hinaus verfolgt")
	assert.NotContains(t, s["fifo"].Schluessel, "a_getmoves.go")
	assert.Equal(t, "kein Konto", s["niemand"].Schluessel)
}
