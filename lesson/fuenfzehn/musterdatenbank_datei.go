package fuenfzehn

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/kisuche/kisuche/lesson"
)

// ErrMusterdatenbankBeschaedigt meldet eine Datei, die keine gültige Tabelle für das
// verlangte Muster enthält (falsche Länge, falscher Kopf, falsche Prüfsumme). Eine solche
// Datei wird nie benutzt.
var ErrMusterdatenbankBeschaedigt = lesson.NeuerFehler("die Musterdatenbank-Datei ist beschädigt", lesson.ErrUngueltig)

// Dateiformat einer Mustertabelle (alle Zahlen little-endian):
//
//	8 Byte  Kennung "KIMDB001"
//	1 Byte  Zahl k der Kacheln des Musters
//	k Byte  die Kacheln
//	4 Byte  Zahl n der Einträge (16·15·…·(16-k+1))
//	n Byte  die Tabelle: ein Byte je Eintrag (Züge der Musterkacheln)
//	32 Byte SHA-256 über alles davor
const mdbKennung = "KIMDB001"

// mustertabelleDateiname ist der Name der Datei für ein Muster, z. B. "muster-2-3-4.mdb".
func mustertabelleDateiname(muster []uint8) string {
	teile := make([]string, len(muster))
	for i, k := range muster {
		teile[i] = strconv.Itoa(int(k))
	}
	return "muster-" + strings.Join(teile, "-") + ".mdb"
}

func kodiereMustertabelle(muster []uint8, tabelle []uint8) []byte {
	var b bytes.Buffer
	b.WriteString(mdbKennung)
	b.WriteByte(byte(len(muster)))
	b.Write(muster)
	_ = binary.Write(&b, binary.LittleEndian, uint32(len(tabelle)))
	b.Write(tabelle)
	summe := sha256.Sum256(b.Bytes())
	b.Write(summe[:])
	return b.Bytes()
}

// dekodiereMustertabelle prüft den Inhalt einer Datei und liefert die Tabelle. Jeder
// Fehler passt auf ErrMusterdatenbankBeschaedigt.
func dekodiereMustertabelle(daten []byte, muster []uint8) ([]uint8, error) {
	kaputt := func(grund string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrMusterdatenbankBeschaedigt, fmt.Sprintf(grund, args...))
	}
	n := musterGroesse(len(muster))
	kopf := len(mdbKennung) + 1 + len(muster) + 4
	if len(daten) != kopf+n+sha256.Size {
		return nil, kaputt("%d Byte statt %d", len(daten), kopf+n+sha256.Size)
	}
	if string(daten[:len(mdbKennung)]) != mdbKennung {
		return nil, kaputt("falsche Kennung am Dateianfang")
	}
	if int(daten[len(mdbKennung)]) != len(muster) || !bytes.Equal(daten[len(mdbKennung)+1:kopf-4], muster) {
		return nil, kaputt("die Datei gehört zu einem anderen Muster")
	}
	if binary.LittleEndian.Uint32(daten[kopf-4:kopf]) != uint32(n) {
		return nil, kaputt("falsche Zahl von Einträgen")
	}
	summe := sha256.Sum256(daten[:kopf+n])
	if !bytes.Equal(summe[:], daten[kopf+n:]) {
		return nil, kaputt("die Prüfsumme stimmt nicht")
	}
	tabelle := daten[kopf : kopf+n : kopf+n]
	for _, w := range tabelle {
		if w == 0xFF {
			return nil, kaputt("die Tabelle enthält ungefüllte Einträge")
		}
	}
	return tabelle, nil
}

// Speichere schreibt jede Mustertabelle als eigene Datei in den Ordner (legt ihn an, wenn
// nötig). Jede Datei wird erst unter einem vorläufigen Namen geschrieben und dann
// umbenannt, damit ein gleichzeitiger Leser nie eine halbe Datei sieht.
func (m *Musterdatenbank) Speichere(ordner string) error {
	if m == nil {
		return fmt.Errorf("%w: keine Musterdatenbank zum Speichern (nil)", lesson.ErrUngueltig)
	}
	if err := os.MkdirAll(ordner, 0o755); err != nil {
		return fmt.Errorf("%w: der Ordner %s für die Musterdatenbank lässt sich nicht anlegen: %w", lesson.ErrUngueltig, ordner, err)
	}
	for i, mu := range m.muster {
		if err := schreibeAtomar(filepath.Join(ordner, mustertabelleDateiname(mu)), kodiereMustertabelle(mu, m.tabellen[i])); err != nil {
			return err
		}
	}
	return nil
}

func schreibeAtomar(pfad string, daten []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(pfad), filepath.Base(pfad)+".*.tmp")
	if err != nil {
		return fmt.Errorf("%w: die Musterdatenbank lässt sich nicht speichern: %w", lesson.ErrUngueltig, err)
	}
	_, err = tmp.Write(daten)
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if err2 := tmp.Close(); err == nil {
		err = err2
	}
	if err == nil {
		err = os.Rename(tmp.Name(), pfad)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("%w: die Musterdatenbank lässt sich nicht speichern: %w", lesson.ErrUngueltig, err)
	}
	return nil
}

// LadeMusterdatenbank lädt die Tabellen der Aufteilung aus dem Ordner. Fehlt eine Datei,
// passt der Fehler auf lesson.ErrUngueltig und fs.ErrNotExist; ist sie beschädigt (Länge, Kopf, Prüfsumme), auf
// ErrMusterdatenbankBeschaedigt – eine solche Datei wird nie benutzt.
func LadeMusterdatenbank(ordner string, aufteilung [][]int) (*Musterdatenbank, error) {
	muster, err := pruefeAufteilung(aufteilung)
	if err != nil {
		return nil, err
	}
	m := neueMusterdatenbank(muster)
	for i, mu := range muster {
		pfad := filepath.Join(ordner, mustertabelleDateiname(mu))
		daten, err := os.ReadFile(pfad)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil, fmt.Errorf("%w: die Musterdatenbank-Datei %s fehlt: %w", lesson.ErrUngueltig, pfad, err)
			}
			return nil, fmt.Errorf("%w: die Musterdatenbank-Datei %s ist nicht lesbar: %w", lesson.ErrUngueltig, pfad, err)
		}
		tabelle, err := dekodiereMustertabelle(daten, mu)
		if err != nil {
			return nil, fmt.Errorf("%w (%s); sie wird nicht benutzt. Löschen Sie die Datei, "+
				"dann wird sie beim nächsten Gebrauch neu gebaut", err, pfad)
		}
		m.tabellen[i] = tabelle
	}
	return m, nil
}

var (
	cacheSperre sync.Mutex
	cacheInhalt = map[string]*Musterdatenbank{}
)

// MusterdatenbankAusCache liefert die Musterdatenbank der Aufteilung aus dem Ordner: Sie
// lädt jede Tabelle, baut fehlende oder beschädigte Tabellen neu und speichert sie (geht
// das nicht, etwa weil der Ordner schreibgeschützt ist, gibt sie einen Hinweis auf stderr
// aus und liefert die gebaute Datenbank trotzdem). Im selben Programm wird jede Aufteilung
// nur einmal geladen. ordner "" heißt
// os.UserCacheDir()/kisuche (unter Linux meist ~/.cache/kisuche).
func MusterdatenbankAusCache(ordner string, aufteilung [][]int) (*Musterdatenbank, error) {
	muster, err := pruefeAufteilung(aufteilung)
	if err != nil {
		return nil, err
	}
	if ordner == "" {
		if ordner, err = StandardCacheOrdner(); err != nil {
			return nil, err
		}
	}
	schluessel := ordner + "\x00" + fmt.Sprint(muster)
	cacheSperre.Lock()
	defer cacheSperre.Unlock()
	if m, ok := cacheInhalt[schluessel]; ok {
		return m, nil
	}
	m := neueMusterdatenbank(muster)
	neu := false
	for i, mu := range muster {
		pfad := filepath.Join(ordner, mustertabelleDateiname(mu))
		if daten, err := os.ReadFile(pfad); err == nil {
			if tabelle, err := dekodiereMustertabelle(daten, mu); err == nil {
				m.tabellen[i] = tabelle
				continue
			}
		}
		neu = true
	}
	baueTabellen(m, func(i int) bool { return m.tabellen[i] == nil })
	if neu {
		// Lässt sich der Ordner nicht beschreiben, ist die Datenbank trotzdem brauchbar;
		// sie wird dann beim nächsten Programmstart wieder gebaut.
		if err := m.Speichere(ordner); err != nil {
			fmt.Fprintf(os.Stderr, "Hinweis: %v – die Musterdatenbank wird beim nächsten Mal neu gebaut.\n", err)
		}
	}
	cacheInhalt[schluessel] = m
	return m, nil
}

// StandardCacheOrdner ist der Ordner, in dem MusterdatenbankAusCache die Tabellen ablegt,
// wenn kein Ordner angegeben ist: os.UserCacheDir()/kisuche.
func StandardCacheOrdner() (string, error) {
	basis, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("%w: kein Cache-Ordner für die Musterdatenbank gefunden "+
			"(HOME oder XDG_CACHE_HOME setzen oder einen Ordner angeben): %w", lesson.ErrUngueltig, err)
	}
	return filepath.Join(basis, "kisuche"), nil
}

// StandardMusterdatenbank liefert die 6-6-3-Musterdatenbank (Aufteilung663) aus dem
// Standard-Cache-Ordner; beim allerersten Gebrauch wird sie gebaut (einige Sekunden).
func StandardMusterdatenbank() (*Musterdatenbank, error) {
	return MusterdatenbankAusCache("", Aufteilung663)
}
