package fuenfzehn

import (
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// standardMusterdatenbankFuerTests lädt die 6-6-3-Datenbank aus dem Cache-Ordner des
// Benutzers (beim allerersten Lauf wird sie gebaut und dort für alle weiteren Tests und
// Pakete gespeichert).
func standardMusterdatenbankFuerTests(tb testing.TB) *Musterdatenbank {
	tb.Helper()
	m, err := StandardMusterdatenbank()
	require.NoError(tb, err)
	return m
}

func TestMusterMitEinerKachelIstManhattan(t *testing.T) {
	// Mit nur einer Musterkachel kann das Loch überall hin: Die Tabelle ist genau die
	// Manhattan-Distanz dieser Kachel.
	m, err := BaueMusterdatenbank([][]int{{6}, {11}})
	require.NoError(t, err)
	for f := range 16 {
		for _, k := range []uint8{6, 11} {
			var pos [16]uint8
			pos[k] = uint8(f)
			i := m.kachelMuster[k]
			assert.Equal(t, int(manhattanTabelle[k][f]), int(m.tabellen[i][musterRang(m.muster[i], &pos)]),
				"Kachel %d auf Feld %d", k, f)
		}
	}
	assert.Equal(t, "Musterdatenbank 1-1", m.Name())
}

func TestMusterdatenbank663(t *testing.T) {
	m := standardMusterdatenbankFuerTests(t)
	assert.Equal(t, "Musterdatenbank 6-6-3", m.Name())
	assert.Equal(t, Aufteilung663, m.Muster())
	assert.Equal(t, 0, m.Wert(Ziel))
	assert.Equal(t, []int{0, 0, 0}, m.Teilwerte(Ziel))
	inst, err := KorfInstanzen()
	require.NoError(t, err)
	// Korfs Stellung 1: Manhattan 41, die Musterdatenbank sieht weiter.
	assert.Equal(t, []int{18, 18, 11}, m.Teilwerte(inst[0].Start))
	assert.Equal(t, 47, m.Wert(inst[0].Start))

	// Jedes Muster ist mindestens so gut wie die Manhattan-Distanz seiner Kacheln.
	zufall := rand.New(rand.NewPCG(7, 8))
	for range 2000 {
		var p Fuenfzehn
		for i, k := range zufall.Perm(16) {
			p[i] = uint8(k)
		}
		teil := m.Teilwerte(p)
		for i, mu := range m.Muster() {
			md := 0
			for _, k := range mu {
				md += abstand(p.finde(uint8(k)), zielFeld(uint8(k)))
			}
			require.GreaterOrEqual(t, teil[i], md, "Muster %v in %v", mu, p)
		}
	}
}

func (p Fuenfzehn) finde(k uint8) int {
	for f, x := range p {
		if x == k {
			return f
		}
	}
	return -1
}

func TestAufteilungWirdGeprueft(t *testing.T) {
	_, err := BaueMusterdatenbank([][]int{{1, 2, 3}, {3, 4}})
	require.ErrorContains(t, err, "Kachel 3 steht in mehr als einem Muster")
	_, err = BaueMusterdatenbank([][]int{{0, 1}})
	require.ErrorContains(t, err, "das Loch gehört zu keinem Muster")
	_, err = BaueMusterdatenbank([][]int{{1, 2, 3, 4, 5, 6, 7}})
	require.ErrorContains(t, err, "erlaubt sind 1 bis 6")
	_, err = BaueMusterdatenbank(nil)
	require.Error(t, err)
}

func TestMusterdatenbankSpeichernLadenUndBeschaedigt(t *testing.T) {
	aufteilung := [][]int{{1, 2, 3}, {4, 8}}
	ordner := t.TempDir()

	_, err := LadeMusterdatenbank(ordner, aufteilung)
	require.ErrorIs(t, err, fs.ErrNotExist)
	require.ErrorContains(t, err, "fehlt")

	m, err := BaueMusterdatenbank(aufteilung)
	require.NoError(t, err)
	require.NoError(t, m.Speichere(ordner))
	geladen, err := LadeMusterdatenbank(ordner, aufteilung)
	require.NoError(t, err)
	assert.Equal(t, m.tabellen, geladen.tabellen)

	pfad := filepath.Join(ordner, "muster-1-2-3.mdb")
	heil, err := os.ReadFile(pfad)
	require.NoError(t, err)
	assert.Len(t, heil, 8+1+3+4+16*15*14+32)

	kaputt := func(daten []byte) error {
		require.NoError(t, os.WriteFile(pfad, daten, 0o644))
		_, err := LadeMusterdatenbank(ordner, aufteilung)
		return err
	}
	// Ein gekipptes Bit in der Tabelle: Die Prüfsumme schlägt an.
	daten := append([]byte(nil), heil...)
	daten[100] ^= 1
	err = kaputt(daten)
	require.ErrorIs(t, err, ErrMusterdatenbankBeschaedigt)
	require.ErrorContains(t, err, "die Prüfsumme stimmt nicht")
	require.ErrorContains(t, err, "sie wird nicht benutzt")
	// Abgeschnitten.
	require.ErrorContains(t, kaputt(heil[:len(heil)-1]), "Byte statt")
	// Die Datei eines anderen Musters unter diesem Namen.
	anderes, err := BaueMusterdatenbank([][]int{{1, 2, 4}})
	require.NoError(t, err)
	require.NoError(t, anderes.Speichere(t.TempDir()))
	require.ErrorContains(t, kaputt(kodiereMustertabelle(anderes.muster[0], anderes.tabellen[0])), "anderen Muster")

	// Der Cache baut eine beschädigte Datei neu, statt sie zu benutzen.
	require.NoError(t, os.WriteFile(pfad, daten, 0o644))
	neu, err := MusterdatenbankAusCache(ordner, aufteilung)
	require.NoError(t, err)
	assert.Equal(t, m.tabellen, neu.tabellen)
	repariert, err := os.ReadFile(pfad)
	require.NoError(t, err)
	assert.Equal(t, heil, repariert)
	// Ein zweiter Aufruf liefert dieselbe Datenbank aus dem Speicher.
	noch, err := MusterdatenbankAusCache(ordner, aufteilung)
	require.NoError(t, err)
	assert.Same(t, neu, noch)

	// Eine heile Datei lädt der Cache, statt neu zu bauen und zu speichern.
	geladenerOrdner := t.TempDir()
	require.NoError(t, m.Speichere(geladenerOrdner))
	alt := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, name := range []string{"muster-1-2-3.mdb", "muster-4-8.mdb"} {
		require.NoError(t, os.Chtimes(filepath.Join(geladenerOrdner, name), alt, alt))
	}
	ausDatei, err := MusterdatenbankAusCache(geladenerOrdner, aufteilung)
	require.NoError(t, err)
	assert.Equal(t, m.tabellen, ausDatei.tabellen)
	for _, name := range []string{"muster-1-2-3.mdb", "muster-4-8.mdb"} {
		info, err := os.Stat(filepath.Join(geladenerOrdner, name))
		require.NoError(t, err)
		assert.True(t, info.ModTime().Equal(alt), "%s neu geschrieben: Der Cache hat die heile Datei nicht benutzt", name)
	}

	// Fehlt die Datei, baut der Cache sie.
	andererOrdner := t.TempDir()
	_, err = MusterdatenbankAusCache(andererOrdner, aufteilung)
	require.NoError(t, err)
	_, err = os.Stat(filepath.Join(andererOrdner, "muster-4-8.mdb"))
	require.NoError(t, err)

	// Ist der Ordner keiner (hier: eine Datei), wird gebaut, aber nicht gespeichert.
	keinOrdner := filepath.Join(t.TempDir(), "datei")
	require.NoError(t, os.WriteFile(keinOrdner, nil, 0o644))
	ohne, err := MusterdatenbankAusCache(keinOrdner, aufteilung)
	require.NoError(t, err)
	assert.Equal(t, m.tabellen, ohne.tabellen)
	_, err = LadeMusterdatenbank(keinOrdner, aufteilung)
	require.Error(t, err)
}

// TestMustertabelleWieEinfacheSuche vergleicht die Tabelle eines Musters mit einer
// einfachen, unabhängigen Rechnung: einer 0-1-Breitensuche über alle Zustände (Felder der
// Musterkacheln und des Lochs), in der das Loch mit jeder Nachbarkachel tauscht – für 1
// Zug, wenn sie zum Muster gehört, sonst kostenlos. Der Tabellenwert ist das Minimum über
// alle Lochfelder.
func TestMustertabelleWieEinfacheSuche(t *testing.T) {
	for _, muster := range [][]uint8{{1, 2, 3}, {6, 11, 12}, {13, 14}} {
		k := len(muster)
		type zustand struct {
			felder [3]uint8
			loch   uint8
		}
		var start zustand
		for i, kachel := range muster {
			start.felder[i] = uint8(zielFeld(kachel))
		}
		start.loch = 15
		abstand := map[zustand]int{start: 0}
		vorne, hinten := []zustand{start}, []zustand(nil) // 0-1-BFS: zwei Warteschlangen
		for len(vorne) > 0 || len(hinten) > 0 {
			if len(vorne) == 0 {
				vorne, hinten = hinten, nil
			}
			z := vorne[0]
			vorne = vorne[1:]
			d := abstand[z]
			for _, nach := range zugZiel[z.loch] {
				if nach < 0 {
					continue
				}
				neu, kosten := z, 0
				for i := range k {
					if z.felder[i] == uint8(nach) {
						neu.felder[i], kosten = z.loch, 1
					}
				}
				neu.loch = uint8(nach)
				if alt, ok := abstand[neu]; !ok || d+kosten < alt {
					abstand[neu] = d + kosten
					if kosten == 0 {
						vorne = append(vorne, neu)
					} else {
						hinten = append(hinten, neu)
					}
				}
			}
		}
		erwartet := make([]int, musterGroesse(k))
		for i := range erwartet {
			erwartet[i] = 1 << 30
		}
		for z, d := range abstand {
			r := felderRang(z.felder[:k])
			erwartet[r] = min(erwartet[r], d)
		}
		tabelle := baueMustertabelle(muster)
		require.Len(t, tabelle, len(erwartet))
		for r := range tabelle {
			require.Equal(t, erwartet[r], int(tabelle[r]), "Muster %v, Rang %d", muster, r)
		}
	}
}

// TestSpeichereFehler: Speichere scheitert mit einem Fehler (lesson.ErrUngueltig), nie mit
// einer Panik, und lässt keine halbe Datei zurück.
func TestSpeichereFehler(t *testing.T) {
	assert.ErrorIs(t, (*Musterdatenbank)(nil).Speichere(t.TempDir()), lesson.ErrUngueltig)

	m, err := BaueMusterdatenbank([][]int{{1, 2, 3}})
	require.NoError(t, err)
	datei := filepath.Join(t.TempDir(), "datei")
	require.NoError(t, os.WriteFile(datei, nil, 0o644))
	err = m.Speichere(datei)
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	assert.ErrorContains(t, err, "lässt sich nicht anlegen")

	// Am Platz der Datei steht ein Ordner: Umbenennen scheitert, die vorläufige Datei ist weg.
	ordner := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(ordner, "muster-1-2-3.mdb"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(ordner, "muster-1-2-3.mdb", "x"), nil, 0o644))
	err = m.Speichere(ordner)
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	assert.ErrorContains(t, err, "lässt sich nicht speichern")
	eintraege, err := os.ReadDir(ordner)
	require.NoError(t, err)
	assert.Len(t, eintraege, 1, "nur der Ordner, keine vorläufige Datei")
}

// TestLadenMitFalscherAufteilung: Laden und Cache prüfen die Aufteilung wie das Bauen, bevor
// sie eine Datei anfassen.
func TestLadenMitFalscherAufteilung(t *testing.T) {
	for _, a := range [][][]int{nil, {{1, 1}}, {{0, 1}}, {{16}}} {
		_, err := LadeMusterdatenbank(t.TempDir(), a)
		assert.ErrorIs(t, err, lesson.ErrUngueltig, "Lade %v", a)
		assert.NotErrorIs(t, err, fs.ErrNotExist, "Lade %v: erst die Aufteilung, dann die Datei", a)
		ordner := t.TempDir()
		_, err = MusterdatenbankAusCache(ordner, a)
		assert.ErrorIs(t, err, lesson.ErrUngueltig, "Cache %v", a)
		eintraege, _ := os.ReadDir(ordner)
		assert.Empty(t, eintraege, "Cache %v baut und speichert nichts", a)
	}
}

// TestOhneCacheOrdner: Ohne HOME und XDG_CACHE_HOME gibt es keinen Standard-Ordner – ein
// Fehler, der sagt, was zu tun ist, und der Cache ohne Ordner scheitert ebenso.
func TestOhneCacheOrdner(t *testing.T) {
	t.Setenv("HOME", "")
	t.Setenv("XDG_CACHE_HOME", "")
	_, err := StandardCacheOrdner()
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	assert.ErrorContains(t, err, "HOME oder XDG_CACHE_HOME setzen oder einen Ordner angeben")
	_, err = MusterdatenbankAusCache("", [][]int{{1, 2, 3}})
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	assert.Equal(t, "Spiegelung ohne Musterdatenbank", Spiegelung{}.Name())
}
