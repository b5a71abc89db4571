package bewertung

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/lesson/ausgabe"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOptionenAusUmgebung: go test ./exercises nimmt Limits und Samen aus der Umgebung; was
// keine positive Zahl (Dauer) ist, lässt den Standard stehen.
func TestOptionenAusUmgebung(t *testing.T) {
	for _, f := range []struct {
		zeit, speicher string
		wZeit          time.Duration
		wSpeicher      int
	}{
		{"", "", StandardZeitlimit, StandardSpeicher},
		{"5s", "300", 5 * time.Second, 300},
		{"1ns", "1", time.Nanosecond, 1},
		{"0s", "0", StandardZeitlimit, StandardSpeicher},
		{"-1s", "-5", StandardZeitlimit, StandardSpeicher},
		{"fünf", "viel", StandardZeitlimit, StandardSpeicher},
		{"5", "1.5", StandardZeitlimit, StandardSpeicher},
	} {
		t.Setenv(EnvZeitlimit, f.zeit)
		t.Setenv(EnvSpeicher, f.speicher)
		t.Setenv(EnvSamen, "")
		o := optionenAusUmgebung()
		assert.Equal(t, f.wZeit, o.zeit, "Zeitlimit %q", f.zeit)
		assert.Equal(t, f.wSpeicher, o.speicherMiB, "Speicher %q", f.speicher)
	}
	t.Setenv(EnvSamen, "12")
	assert.Equal(t, uint64(12), optionenAusUmgebung().samen)
	t.Setenv(EnvSamen, "0")
	assert.Equal(t, uint64(0), optionenAusUmgebung().samen, "0 ist ein Samen wie jeder andere")
	t.Setenv(EnvSamen, "-3")
	a, b := optionenAusUmgebung().samen, optionenAusUmgebung().samen
	assert.NotEqual(t, a, b, "ein ungültiger Samen: jedes Mal ein neuer")
}

// Das Zeitlimit von go test ./exercises steht in der Anleitung für Schülerinnen und Schüler.
func TestStandardZeitlimitInDerAnleitung(t *testing.T) {
	text, err := os.ReadFile("../../docs/schueler.md")
	require.NoError(t, err)
	assert.Contains(t, strings.Join(strings.Fields(string(text)), " "), "mit Zeitlimit ("+ausgabe.Dauer(StandardZeitlimit)+")")
}
