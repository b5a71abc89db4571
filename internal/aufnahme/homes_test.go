package aufnahme

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEinlesenAusHomes: Die Übung kommt aus HOME/kisuche/exercises jeder Person der Liste;
// ein Konto ohne Home, ein fehlender Ordner und ein Link aus dem Home hinaus machen nur die
// eigene Abgabe unbewertbar.
func TestEinlesenAusHomes(t *testing.T) {
	wurzel := t.TempDir()
	draussen := filepath.Join(wurzel, "draussen")
	require.NoError(t, os.MkdirAll(filepath.Join(draussen, "exercises"), 0o755))
	geheim := filepath.Join(draussen, "exercises", "a_getmoves.go")
	require.NoError(t, os.WriteFile(geheim, []byte("package geheim\n"), 0o644))
	homes := map[string]string{}
	for _, name := range []string{"ida", "jan", "lea", "max"} {
		homes[name] = filepath.Join(wurzel, "home", name)
		require.NoError(t, os.MkdirAll(homes[name], 0o755))
	}
	// ida: normale Abgabe mit eigener Testdatei; jan: nichts abgegeben;
	// lea: ~/kisuche ist ein Link aus dem Home hinaus; max: eine Datei ist ein Link hinaus.
	ida := filepath.Join(homes["ida"], "kisuche", "exercises")
	require.NoError(t, os.MkdirAll(ida, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(ida, "a_getmoves.go"), []byte("package exercises\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(ida, "mein_test.go"), []byte("package exercises\n"), 0o644))
	require.NoError(t, os.Symlink(draussen, filepath.Join(homes["lea"], "kisuche")))
	maxOrdner := filepath.Join(homes["max"], "kisuche", "exercises")
	require.NoError(t, os.MkdirAll(maxOrdner, 0o755))
	require.NoError(t, os.Symlink(geheim, filepath.Join(maxOrdner, "a_getmoves.go")))

	liste := filepath.Join(wurzel, "liste.txt")
	require.NoError(t, os.WriteFile(liste, []byte("# Klasse 10b\nmax\nida  # Kommentar\n\njan\nlea\nniemand\n"), 0o644))
	home := func(name string) (string, error) {
		if h, ok := homes[name]; ok {
			return h, nil
		}
		return "", errors.New("unbekannt")
	}
	abgaben, err := AusHomes(liste, StandardImHome, home)
	require.NoError(t, err)
	var namen []string
	for _, a := range abgaben {
		namen = append(namen, a.Name)
	}
	require.Equal(t, []string{"ida", "jan", "lea", "max", "niemand"}, namen)
	assert.Empty(t, abgaben[0].Problem)
	assert.Equal(t, map[string][]byte{"a_getmoves.go": []byte("package exercises\n")}, abgaben[0].Dateien)
	assert.Contains(t, abgaben[1].Problem, "nicht lesbar")
	assert.Contains(t, abgaben[2].Problem, "nicht lesbar", "Link aus dem Home hinaus")
	assert.Empty(t, abgaben[2].Dateien)
	assert.Contains(t, abgaben[3].Problem, "symbolischer Link")
	assert.Empty(t, abgaben[3].Dateien)
	assert.Contains(t, abgaben[4].Problem, "Kein Konto niemand")
}

// TestNamenAus: ungültige Namen sind ein Fehler mit Zeilennummer.
func TestNamenAus(t *testing.T) {
	liste := filepath.Join(t.TempDir(), "liste.txt")
	require.NoError(t, os.WriteFile(liste, []byte("anna\n../root\n"), 0o644))
	_, err := NamenAus(liste)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Zeile 2")
}

// TestRotteamHomesFifo: Auf dem Klassenserver ersetzt eine Person ~/kisuche/exercises durch
// eine FIFO (mkfifo). os.Root öffnet das letzte Glied ohne O_DIRECTORY/O_NONBLOCK; open
// einer FIFO ohne Schreiber wartet ewig – bewerten -homes hängt beim Einlesen, vor jeder
// Bewertung.
func TestRotteamHomesFifo(t *testing.T) {
	wurzel := t.TempDir()
	homes := map[string]string{"anna": filepath.Join(wurzel, "anna"), "fifo": filepath.Join(wurzel, "fifo")}
	abgabetest.Anlegen(t, homes["anna"], "kisuche", nil)
	require.NoError(t, os.MkdirAll(filepath.Join(homes["fifo"], "kisuche"), 0o755))
	fifo := filepath.Join(homes["fifo"], "kisuche", "exercises")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	liste := filepath.Join(wurzel, "liste.txt")
	require.NoError(t, os.WriteFile(liste, []byte("anna\nfifo\n"), 0o644))
	fertig := make(chan []Abgabe, 1)
	go func() {
		a, _ := AusHomes(liste, StandardImHome, func(n string) (string, error) { return homes[n], nil })
		fertig <- a
	}()
	select {
	case a := <-fertig:
		require.Len(t, a, 2)
		assert.NotEmpty(t, a[1].Problem)
	case <-time.After(5 * time.Second):
		t.Error("einlesenAusHomes hängt an einer FIFO statt eines Ordners")
		// aufräumen: einen Schreiber öffnen, dann endet das open
		if f, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
			f.Close()
		}
		<-fertig
	}
}
