package bewertung

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/bewertung/dienst"
)

// Kandidat ist eine Lösung der Übung: die sechs Funktionen, die bewertet werden.
type Kandidat[P ~[16]int8] = dienst.Kandidat[P]

// Umgebungsvariablen für go test ./exercises (Rückmeldung; die Noten vergibt cmd/bewerten
// mit eigenen, festen Limits).
const (
	// EnvZeitlimit ist das Zeitlimit pro Aufgabe (zum Beispiel "10s").
	EnvZeitlimit = "KISUCHE_BEWERTUNG_ZEITLIMIT"
	// EnvSpeicher ist das Speicherlimit pro Aufgabe in MiB.
	EnvSpeicher = dienst.EnvSpeicher
	// EnvSamen wiederholt die zufälligen Positionen eines früheren Laufs (Samen aus seiner
	// Ausgabe); ohne ihn wählt jeder Lauf neue.
	EnvSamen = "KISUCHE_BEWERTUNG_SAMEN"
)

// NeuerSamen liefert einen zufälligen Samen für die Positionen eines Laufs (aus dem
// Zufall des Betriebssystems: keine Abgabe kann ihn vorhersagen).
func NeuerSamen() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// Standardlimits pro Aufgabe.
const (
	StandardZeitlimit = 10 * time.Second
	StandardSpeicher  = dienst.StandardSpeicher
)

// optionenAusUmgebung liest Zeit- und Speicherlimit und den Samen für go test ./exercises
// aus EnvZeitlimit, EnvSpeicher und EnvSamen. Ein Wert, der keine Zahl (keine Dauer) oder
// nicht positiv ist, lässt den Standard stehen; ohne Samen gibt es einen neuen, geheimen.
func optionenAusUmgebung() optionen {
	opt := optionen{zeit: StandardZeitlimit, speicherMiB: StandardSpeicher}
	if d, err := time.ParseDuration(os.Getenv(EnvZeitlimit)); err == nil && d > 0 {
		opt.zeit = d
	}
	if n, err := strconv.Atoi(os.Getenv(EnvSpeicher)); err == nil && n > 0 {
		opt.speicherMiB = n
	}
	opt.samen = NeuerSamen()
	if n, err := strconv.ParseUint(os.Getenv(EnvSamen), 10, 64); err == nil {
		opt.samen = n
	}
	return opt
}

// Pruefe gibt die Rückmeldung zur Lösung k; sein Aufruf ist der ganze Inhalt von
// bewertung_test.go in exercises/ und solutions/.
//
// Im Testprozess startet Pruefe für jede Aufgabe (als Untertest „a_GetMoves“, …) die
// Testdatei noch einmal als Prozess der Abgabe, der nur die Aufrufe beantwortet (Paket
// dienst), und prüft die Antworten mit Zeit- und Speicherlimit. Jede Aufgabe ohne volle
// Punktzahl lässt ihren Untertest fehlschlagen. Die Noten vergibt cmd/bewerten: Dort läuft
// die Prüfung in einem Prozess, in dem kein Code der Abgabe läuft.
func Pruefe[P ~[16]int8](t *testing.T, k Kandidat[P]) {
	t.Helper()
	if dienst.IstKind() {
		dienst.Bedienen(k)
		return
	}
	opt := optionenAusUmgebung()
	if warnung := importWarnung("."); warnung != "" {
		fmt.Print(warnung)
		t.Error("Die Abgabe importiert Pakete, die bewerten nicht zulässt.")
	}
	muster := testMuster(t.Name())
	neu := func(string) (*exec.Cmd, string) {
		cmd := exec.Command(os.Args[0], "-test.run="+muster, "-test.count=1")
		cmd.Env = os.Environ()
		return cmd, ""
	}
	var bericht Bericht
	for _, a := range aufgaben {
		t.Run(a.id+"_"+a.name, func(t *testing.T) {
			erg := bewerteAufgabe(a, neu, opt)
			bericht.Aufgaben = append(bericht.Aufgaben, erg)
			fmt.Print(erg.Text())
			if erg.Punkte < erg.MaxPunkte {
				t.Errorf("%s", erg.Zeile())
			}
		})
	}
	fmt.Printf("Gesamt: %d/%d Punkte\n\nZufällige Positionen dieses Laufs: %s=%d wiederholt sie.\n%s\n",
		bericht.Punkte(), bericht.MaxPunkte(), EnvSamen, opt.samen, HinweisRueckmeldung)
}

// importWarnung prüft die Importe der .go-Dateien (ohne _test.go) in ordner wie bewerten
// und liefert eine Warnung, wenn eine Datei ein nicht erlaubtes Paket importiert.
func importWarnung(ordner string) string {
	dateien := map[string][]byte{}
	namen, _ := filepath.Glob(filepath.Join(ordner, "*.go"))
	for _, n := range namen {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		if daten, err := os.ReadFile(n); err == nil {
			dateien[filepath.Base(n)] = daten
		}
	}
	meldungen := PruefeImporte(dateien)
	if len(meldungen) == 0 {
		return ""
	}
	return "Achtung – so bewertet deine Lehrkraft die Abgabe nicht (0 Punkte):\n- " +
		strings.Join(meldungen, "\n- ") + "\n" + ErlaubtePaketeText() + "\n\n"
}

// HinweisRueckmeldung steht unter jeder Rückmeldung von go test ./exercises.
const HinweisRueckmeldung = "Das ist eine Rückmeldung zum Üben. Die Note vergibt deine Lehrkraft mit dem Programm " +
	"bewerten: Es prüft deine Dateien in einem abgeschotteten Prozess, mit festen Limits und " +
	"weiteren, verborgenen Positionen."

// Bewerte bewertet alle Aufgaben einer Abgabe: neu liefert für die Aufgabe id ("a" bis "f")
// den (noch nicht gestarteten) Befehl, der den Prozess der Abgabe startet – ein Programm,
// das dienst.Bedienen mit den Funktionen aufruft, mit denen diese Aufgabe bewertet wird
// (dienst.Aufgabe nennt sie ihm) –, oder, wenn es für die Aufgabe kein Programm gibt, nil
// und den Grund (dann 0 Punkte). Die Prüfungen laufen im Prozess des Aufrufers; die Punkte
// hängen nur an den Rückgabewerten der Funktionen der Abgabe.
//
// samen bestimmt die zufälligen Positionen der Prüfungen (NeuerSamen): cmd/bewerten wählt
// ihn in jedem Lauf geheim neu, damit keine Abgabe die Positionen kennen kann.
//
// geheimnis (nicht leer) ist das Geheimnis, das cmd/bewerten in das Programm der Abgabe
// geschrieben hat (dienst.Geheimnis): Ein Prozess, der es im Handschlag nicht zeigt, ist
// nicht das Programm dieser Abgabe und bekommt keinen Punkt.
func Bewerte(neu func(id string) (*exec.Cmd, string), zeit time.Duration, speicherMiB int, geheimnis string, samen uint64) Bericht {
	opt := optionen{zeit: zeit, speicherMiB: speicherMiB, geheimnis: geheimnis, samen: samen}
	var b Bericht
	for _, a := range aufgaben {
		b.Aufgaben = append(b.Aufgaben, bewerteAufgabe(a, neu, opt))
	}
	return b
}

// testMuster liefert das Argument für -test.run, das genau den Test name auswählt.
func testMuster(name string) string {
	teile := strings.Split(name, "/")
	for i, t := range teile {
		teile[i] = "^" + regexp.QuoteMeta(t) + "$"
	}
	return strings.Join(teile, "/")
}

// optionen sind die Limits einer Aufgabe.
type optionen struct {
	zeit        time.Duration
	speicherMiB int
	geheimnis   string // nicht leer: muss im Handschlag stehen
	samen       uint64 // Samen der Zufallspositionen (neuerZufall)
	// ctx (nicht nil): Läuft er ab, wird der Prozess der Abgabe beendet (BewerteLektion).
	ctx context.Context
}

// bewerteAufgabe startet einen Prozess der Abgabe und führt die Prüfungen der Aufgabe a
// gegen ihn aus. Bricht er ab, bekommt die laufende Prüfung den Grund, die übrigen werden
// nicht mehr geprüft.
func bewerteAufgabe(a aufgabe, neu func(id string) (*exec.Cmd, string), opt optionen) AufgabenErgebnis {
	erg := AufgabenErgebnis{ID: a.id, Name: a.name, MaxPunkte: a.maxPunkte()}
	for _, p := range a.pruefungen {
		erg.Pruefungen = append(erg.Pruefungen, PruefErgebnis{Name: p.name, MaxPunkte: p.punkte})
	}
	cmd, grund := neu(a.id)
	if cmd == nil {
		erg.Abbruch = grund
		return erg
	}
	cmd.Env = append(cmd.Env, dienst.EnvAufgabe+"="+a.id)
	f, grund := starteFern(cmd, opt)
	if f == nil {
		erg.Abbruch = grund
		return erg
	}
	defer f.schliessen()
	if opt.ctx != nil {
		defer context.AfterFunc(opt.ctx, f.fristAbgelaufen)()
	}
	k := f.kandidat()
	k.samen = opt.samen
	for i, p := range a.pruefungen {
		meldungen, abbruch := sicherAusfuehren(p, k)
		if abbruch != "" {
			erg.Abbruch = abbruch
			erg.Pruefungen[i].Meldungen = []string{"abgebrochen: " + abbruch}
			for j := i + 1; j < len(erg.Pruefungen); j++ {
				erg.Pruefungen[j].Meldungen = []string{"nicht mehr geprüft (Abbruch)"}
			}
			break
		}
		erg.Pruefungen[i].Meldungen = meldungen
		if nurInfos(meldungen) {
			erg.Pruefungen[i].Punkte = p.punkte
		}
	}
	for _, p := range erg.Pruefungen {
		erg.Punkte += p.Punkte
	}
	erg.Punkte = min(erg.Punkte, erg.MaxPunkte)
	return erg
}

// sicherAusfuehren führt eine Prüfung aus. Ein panic der Abgabe wird zu einer Meldung;
// antwortet der Prozess nicht mehr, liefert es den Grund als abbruch.
func sicherAusfuehren(p pruefung, k kandidat) (meldungen []string, abbruchGrund string) {
	defer func() {
		switch r := recover().(type) {
		case nil:
		case abbruch:
			abbruchGrund = string(r)
		default:
			meldungen = []string{"Abbruch mit " + panikText(r)}
		}
	}()
	return p.lauf(k), ""
}

// panikText beschreibt ein panic: den weitergegebenen Text der Abgabe oder einen Fehler im
// Prüfprogramm selbst.
func panikText(r any) string {
	if p, ok := r.(kandidatPanik); ok {
		return string(p)
	}
	return fmt.Sprintf("panic im Prüfprogramm: %v", r)
}

// AbsturzGrund sucht in der Fehlerausgabe die Zeile mit dem panic (oder fatal error) und
// die erste Stelle im Code der Abgabe; gibt es keine, die letzte Zeile der Ausgabe.
func AbsturzGrund(fehlerAusgabe string) string {
	zeilen := strings.Split(dienst.Lesbar(fehlerAusgabe), "\n")
	kuerzen := func(z string) string {
		if len(z) > 300 {
			return z[:300] + " …"
		}
		return z
	}
	for i, z := range zeilen {
		if strings.HasPrefix(z, "panic: ") || strings.HasPrefix(z, "fatal error: ") {
			grund := ": " + kuerzen(strings.TrimSpace(z))
			if ort := dienst.OrtImCode(strings.Join(zeilen[i+1:], "\n")); ort != "" {
				return grund + " (in " + ort + ")"
			}
			return grund
		}
	}
	for i := len(zeilen) - 1; i >= 0; i-- {
		if z := strings.TrimSpace(zeilen[i]); z != "" {
			return ": letzte Ausgabe: " + kuerzen(z)
		}
	}
	return ""
}

// RingPuffer behält die letzten Max Bytes einer Ausgabe.
type RingPuffer struct {
	Max   int
	mu    sync.Mutex
	daten []byte
}

// Write implementiert io.Writer.
func (r *RingPuffer) Write(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.daten = append(r.daten, p...)
	if len(r.daten) > r.Max {
		r.daten = append([]byte(nil), r.daten[len(r.daten)-r.Max:]...)
	}
	return len(p), nil
}

// String liefert den behaltenen Text.
func (r *RingPuffer) String() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return string(r.daten)
}
