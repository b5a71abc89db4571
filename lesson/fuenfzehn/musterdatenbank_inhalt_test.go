package fuenfzehn

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mitPruefsumme schreibt die Prüfsumme über alles vor den letzten 32 Byte neu: eine Datei,
// deren Prüfsumme stimmt, deren Inhalt aber nicht.
func mitPruefsumme(daten []byte) []byte {
	d := append([]byte(nil), daten...)
	summe := sha256.Sum256(d[:len(d)-sha256.Size])
	copy(d[len(d)-sha256.Size:], summe[:])
	return d
}

// Eine Datei mit stimmender Prüfsumme, aber falschem Inhalt wird nie benutzt: falsche
// Kennung, falsche Zahl der Einträge, ein ungefüllter Eintrag (0xFF) am Anfang, in der
// Mitte oder am Ende. Der Fehler passt auf ErrMusterdatenbankBeschaedigt und
// lesson.ErrUngueltig; der Cache baut eine solche Datei neu.
func TestMusterdatenbankPruefsummeGueltigInhaltNicht(t *testing.T) {
	aufteilung := [][]int{{1, 2, 3}}
	m, err := BaueMusterdatenbank(aufteilung)
	require.NoError(t, err)
	ordner := t.TempDir()
	heil := kodiereMustertabelle(m.muster[0], m.tabellen[0])
	kopf := len(mdbKennung) + 1 + 3 + 4
	n := 16 * 15 * 14
	require.Len(t, heil, kopf+n+sha256.Size)

	fall := func(name string, aendere func(d []byte), grund string) {
		d := append([]byte(nil), heil...)
		aendere(d)
		d = mitPruefsumme(d)
		_, err := dekodiereMustertabelle(d, m.muster[0])
		require.ErrorIs(t, err, ErrMusterdatenbankBeschaedigt, name)
		assert.ErrorIs(t, err, lesson.ErrUngueltig, name)
		assert.ErrorContains(t, err, grund, name)

		// Über die Datei: LadeMusterdatenbank lehnt ab, der Cache baut neu.
		pfad := filepath.Join(ordner, "muster-1-2-3.mdb")
		require.NoError(t, os.WriteFile(pfad, d, 0o644))
		_, err = LadeMusterdatenbank(ordner, aufteilung)
		assert.ErrorIs(t, err, ErrMusterdatenbankBeschaedigt, name)
		assert.ErrorIs(t, err, lesson.ErrUngueltig, name)
		assert.ErrorContains(t, err, "sie wird nicht benutzt", name)
	}
	fall("Kennung", func(d []byte) { d[7] = '2' }, "falsche Kennung")
	fall("Kennung erstes Byte", func(d []byte) { d[0] = 'k' }, "falsche Kennung")
	fall("Zahl der Einträge", func(d []byte) { d[kopf-4]++ }, "falsche Zahl von Einträgen")
	fall("Zahl der Einträge, höchstes Byte", func(d []byte) { d[kopf-1] = 1 }, "falsche Zahl von Einträgen")
	fall("andere Kachel", func(d []byte) { d[len(mdbKennung)+3] = 4 }, "anderen Muster")
	fall("erster Eintrag ungefüllt", func(d []byte) { d[kopf] = 0xFF }, "ungefüllte")
	fall("mittlerer Eintrag ungefüllt", func(d []byte) { d[kopf+n/2] = 0xFF }, "ungefüllte")
	fall("letzter Eintrag ungefüllt", func(d []byte) { d[kopf+n-1] = 0xFF }, "ungefüllte")

	// 0xFE ist ein gewöhnlicher (wenn auch unsinnig großer) Wert: kein Fehler beim Lesen.
	d := append([]byte(nil), heil...)
	d[kopf+n-1] = 0xFE
	_, err = dekodiereMustertabelle(mitPruefsumme(d), m.muster[0])
	assert.NoError(t, err)
	// Die heile Datei geht durch.
	tabelle, err := dekodiereMustertabelle(heil, m.muster[0])
	require.NoError(t, err)
	assert.Equal(t, m.tabellen[0], tabelle)

	// Der Cache ersetzt eine Datei mit ungefülltem Eintrag und stimmender Prüfsumme.
	d = append([]byte(nil), heil...)
	d[kopf] = 0xFF
	pfad := filepath.Join(ordner, "muster-1-2-3.mdb")
	require.NoError(t, os.WriteFile(pfad, mitPruefsumme(d), 0o644))
	neu, err := MusterdatenbankAusCache(ordner, aufteilung)
	require.NoError(t, err)
	assert.Equal(t, m.tabellen, neu.tabellen)
	repariert, err := os.ReadFile(pfad)
	require.NoError(t, err)
	assert.Equal(t, heil, repariert)
}
