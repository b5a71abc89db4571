package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/kisuche/kisuche/internal/sandkasten"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCSVZelle(t *testing.T) {
	for ein, aus := range map[string]string{
		"=HYPERLINK(\"http://x\")": "'=HYPERLINK(\"http://x\")", "+1": "'+1", "-1": "'-1", "@A1": "'@A1",
		"\tx": "'\tx", "\rx": "'\rx", "anna": "anna", "": "",
	} {
		assert.Equal(t, aus, csvZelle(ein), "%q", ein)
	}
}

// TestAusgabeSicher: Namen mit Formeln und Steuerzeichen erscheinen in noten.csv als Text,
// im Terminal und in Dateinamen ohne Steuerzeichen; die Übersicht schreibt Zahlen deutsch.
func TestAusgabeSicher(t *testing.T) {
	langsam(t)
	t.Parallel()
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	aus := filepath.Join(wurzel, "bewertung")
	formel := `=HYPERLINK("https:" & A1;"klick")`
	for _, name := range []string{formel, "\x1b[31mrot\x1b]0;titel\x07", "anna (2)"} {
		d := filepath.Join(abgaben, name, "exercises")
		require.NoError(t, os.MkdirAll(d, 0o755))
		for datei, inhalt := range abgabetest.AlleStubs {
			require.NoError(t, os.WriteFile(filepath.Join(d, datei), []byte(inhalt), 0o644))
		}
	}
	var fortschritt bytes.Buffer
	_, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: aus, trenner: ";", fortschritt: &fortschritt, Optionen: sandkasten.Optionen{Parallel: 2, Zeitlimit: 30 * time.Second, SpeicherMiB: 1024, Schwach: true}})
	require.NoError(t, err)
	assert.NotContains(t, fortschritt.String(), "\x1b")
	noten, err := os.ReadFile(filepath.Join(aus, "noten.csv"))
	require.NoError(t, err)
	assert.Contains(t, string(noten), `"'=HYPERLINK(""https:"" & A1;""klick"")"`)
	assert.NotContains(t, string(noten), "\x1b")
	assert.NotContains(t, string(noten), "\x07")
	dateien, err := os.ReadDir(filepath.Join(aus, "rueckmeldungen"))
	require.NoError(t, err)
	for _, d := range dateien {
		assert.False(t, strings.ContainsAny(d.Name(), "\x1b\x07"), "%q", d.Name())
	}
	assert.Len(t, dateien, 3)
	html, err := os.ReadFile(filepath.Join(aus, "uebersicht.html"))
	require.NoError(t, err)
	assert.Contains(t, string(html), "im Schnitt 0,0 von 16")
}

// TestOhneBwrapNurMitSchwach: Ohne bwrap weigert sich bewerten, bis die Lehrkraft die
// schwächere Abschottung mit -schwach annimmt; dann sagt die erste Zeile „EINGESCHRÄNKT“.
func TestOhneBwrapNurMitSchwach(t *testing.T) {
	langsam(t)
	goBefehl, err := exec.LookPath("go")
	require.NoError(t, err)
	pfad := t.TempDir()
	require.NoError(t, os.Symlink(goBefehl, filepath.Join(pfad, "go")))
	t.Setenv("PATH", pfad) // ohne bwrap
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	d := filepath.Join(abgaben, "anna", "exercises")
	require.NoError(t, os.MkdirAll(d, 0o755))
	for datei, inhalt := range abgabetest.AlleStubs {
		require.NoError(t, os.WriteFile(filepath.Join(d, datei), []byte(inhalt), 0o644))
	}
	k := konfiguration{abgaben: abgaben, aus: filepath.Join(wurzel, "bewertung"), Optionen: sandkasten.Optionen{Parallel: 1, Zeitlimit: 30 * time.Second, SpeicherMiB: 1024}}
	_, err = bewerten(context.Background(), k)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "bwrap fehlt")
	assert.Contains(t, err.Error(), "-schwach")

	var fortschritt bytes.Buffer
	k.Schwach, k.fortschritt = true, &fortschritt
	erg, err := bewerten(context.Background(), k)
	require.NoError(t, err)
	require.Len(t, erg, 1)
	assert.Equal(t, "bewertet", erg[0].Status, erg[0].Rueckmeldung)
	assert.Contains(t, fortschritt.String(), "Abschottung: EINGESCHRÄNKT")
}

// TestRotteamLangerName: Ein Ordnername aus 63 Emoji (252 Bytes, erlaubt) bleibt nach
// sichererName ganz (höchstens 80 Zeichen, nicht Bytes); NAME.txt hat 256 Bytes – mehr, als
// ein Dateiname haben darf. schreibeErgebnisse bricht ab, bevor noten.csv und
// uebersicht.html geschrieben sind: Die ganze Klasse hat keine Noten.
func TestRotteamLangerName(t *testing.T) {
	langsam(t)
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	aus := filepath.Join(wurzel, "aus")
	abgabetest.Anlegen(t, abgaben, "anna", abgabetest.AlleStubs)
	abgabetest.Anlegen(t, abgaben, strings.Repeat("\U0001F600", 63), abgabetest.AlleStubs)
	_, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: aus, Optionen: sandkasten.Optionen{Parallel: 2, Zeitlimit: 10 * time.Second, SpeicherMiB: 512}})
	assert.NoError(t, err)
	assert.FileExists(t, filepath.Join(aus, "noten.csv"))
	assert.FileExists(t, filepath.Join(aus, "uebersicht.html"))
}
