package tafel

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/aufnahme"
	"github.com/kisuche/kisuche/internal/sandkasten"
	"github.com/kisuche/kisuche/lesson/ausgabe"
)

// Pruefer prüft eine Abgabe an den Beispielen der Lektion; sandkasten.Lauf.Lektion tut es
// im Sandkasten. index unterscheidet die Personen (zwei gleichzeitige Prüfungen brauchen
// verschiedene); läuft ctx ab, soll die Prüfung bald enden.
type Pruefer interface {
	Lektion(ctx context.Context, index int, a aufnahme.Abgabe) sandkasten.Ergebnis
}

// Optionen sind die Einstellungen einer Tafel.
type Optionen struct {
	Intervall time.Duration // so oft schaut die Tafel auf die Dateien (Standard 2 s)
	Frist     time.Duration // höchstens so lange prüft sie eine Person am Stück (Standard 60 s)
	Arbeiter  int           // so viele Personen gleichzeitig (Standard 1)
	// Protokoll (nicht nil) bekommt eine Zeile pro fertiger Prüfung: wer, ob im Sandkasten,
	// wie lange, Hinweis (die Messung in BENCHMARKS.md zählt sie).
	Protokoll io.Writer
}

// Tafel ist der Stand der Klasse: eine Zeile pro Person. Laufe hält ihn aktuell; Bild und
// Handler zeigen ihn. Alle Methoden dürfen gleichzeitig aufgerufen werden.
type Tafel struct {
	quelle  Quelle
	pruefer Pruefer
	opt     Optionen

	mu       sync.Mutex
	zeilen   map[string]*zeile
	nummern  map[string]int // feste Nummer pro Person (Pruefer: index)
	schlange []string       // Personen, die auf eine Prüfung warten, die älteste zuerst
	stand    map[string]aufnahme.Stand
	fehler   string        // was beim letzten Blick auf die Quelle schiefging
	neu      chan struct{} // wird bei jeder Änderung geschlossen und ersetzt
	wecker   chan struct{} // weckt einen wartenden Arbeiter
}

// zeile ist der Stand einer Person.
type zeile struct {
	name      string
	abgabe    aufnahme.Abgabe // zuletzt gelesen
	inhalt    string          // Prüfsumme der zuletzt gelesenen Abgabe
	geprueft  string          // Prüfsumme der Abgabe der letzten fertigen Prüfung
	geaendert time.Time       // jüngste Änderung einer Datei
	wartet    bool            // steht in der Schlange
	laeuft    bool            // wird gerade geprüft
	zellen    []zelle         // eine pro Aufgabe, in der Reihenfolge von pruefen.Aufgaben (nil: ungeprüft)
	hinweis   string          // für die ganze Zeile, etwa „kompiliert nicht“
}

// zelle ist der Stand einer Aufgabe einer Person mit den Sätzen, an denen sie scheitert
// (gekürzt, kurzfassung).
type zelle struct {
	fortschritt Fortschritt
	saetze      []string
}

// Neu liefert eine Tafel über die Abgaben aus quelle, die pruefer prüft.
func Neu(quelle Quelle, pruefer Pruefer, opt Optionen) *Tafel {
	if opt.Intervall <= 0 {
		opt.Intervall = 2 * time.Second
	}
	if opt.Frist <= 0 {
		opt.Frist = 60 * time.Second
	}
	if opt.Arbeiter < 1 {
		opt.Arbeiter = 1
	}
	return &Tafel{quelle: quelle, pruefer: pruefer, opt: opt, zeilen: map[string]*zeile{}, nummern: map[string]int{},
		neu: make(chan struct{}), wecker: make(chan struct{}, 1)}
}

// Laufe schaut alle Optionen.Intervall auf die Dateien und prüft mit Optionen.Arbeiter
// Arbeitern, wer sich geändert hat – bis ctx abläuft.
func (t *Tafel) Laufe(ctx context.Context) {
	var wg sync.WaitGroup
	for range t.opt.Arbeiter {
		wg.Go(func() { t.arbeite(ctx) })
	}
	uhr := time.NewTicker(t.opt.Intervall)
	defer uhr.Stop()
	for {
		t.Blick()
		select {
		case <-ctx.Done():
			wg.Wait()
			return
		case <-uhr.C:
		}
	}
}

// Blick schaut einmal auf die Dateien: Hat sich der Stand einer Abgabe geändert (oder ist
// es der erste Blick), liest er alle Abgaben und stellt jede Person in die Schlange, deren
// Abgabe anders ist als bei ihrer letzten Prüfung.
func (t *Tafel) Blick() {
	stand, err := t.quelle.Stand()
	t.mu.Lock()
	if err != nil {
		t.setzeFehler("Die Abgaben sind nicht lesbar: " + err.Error())
		t.mu.Unlock()
		return
	}
	gleich := t.stand != nil && maps.EqualFunc(stand, t.stand, func(a, b aufnahme.Stand) bool { return a == b })
	t.mu.Unlock()
	if gleich {
		return
	}
	liste, err := t.quelle.Lesen()
	t.mu.Lock()
	defer t.mu.Unlock()
	if err != nil {
		t.setzeFehler("Die Abgaben sind nicht lesbar: " + err.Error())
		return
	}
	t.setzeFehler("")
	t.stand = stand
	aufnahme.EindeutigeNamen(liste)
	da := map[string]bool{}
	for _, a := range liste {
		da[a.Name] = true
		z := t.zeilen[a.Name]
		if z == nil {
			z = &zeile{name: a.Name}
			t.zeilen[a.Name] = z
			if _, ok := t.nummern[a.Name]; !ok {
				t.nummern[a.Name] = len(t.nummern)
			}
		}
		schluessel := a.Herkunft
		if schluessel == "" {
			schluessel = a.Name
		}
		z.geaendert = stand[schluessel].Geaendert
		z.abgabe, z.inhalt = a, pruefsumme(a)
		if z.inhalt != z.geprueft {
			t.einreihen(z)
		}
	}
	for name := range t.zeilen {
		if !da[name] {
			delete(t.zeilen, name)
			t.schlange = slices.DeleteFunc(t.schlange, func(n string) bool { return n == name })
		}
	}
	t.geaendert()
}

// einreihen stellt z hinten in die Schlange (wenn es nicht schon wartet) und weckt einen
// Arbeiter. t.mu ist gesperrt.
func (t *Tafel) einreihen(z *zeile) {
	if z.wartet {
		return
	}
	z.wartet = true
	t.schlange = append(t.schlange, z.name)
	select {
	case t.wecker <- struct{}{}:
	default:
	}
}

// setzeFehler setzt den Fehler der Quelle. t.mu ist gesperrt.
func (t *Tafel) setzeFehler(f string) {
	if t.fehler != f {
		t.fehler = f
		t.geaendert()
	}
}

// geaendert meldet allen, die auf eine Änderung warten (Aenderung), dass es eine gibt. t.mu
// ist gesperrt.
func (t *Tafel) geaendert() {
	close(t.neu)
	t.neu = make(chan struct{})
}

// Aenderung liefert einen Kanal, der sich bei der nächsten Änderung der Tafel schließt.
func (t *Tafel) Aenderung() <-chan struct{} {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.neu
}

// arbeite nimmt die Personen aus der Schlange und prüft sie, bis ctx abläuft.
func (t *Tafel) arbeite(ctx context.Context) {
	for {
		if !t.naechste(ctx) {
			select {
			case <-ctx.Done():
				return
			case <-t.wecker:
			case <-time.After(t.opt.Intervall):
			}
		}
		if ctx.Err() != nil {
			return
		}
	}
}

// naechste prüft die erste Person der Schlange und meldet, ob es eine gab.
func (t *Tafel) naechste(ctx context.Context) bool {
	t.mu.Lock()
	if len(t.schlange) == 0 {
		t.mu.Unlock()
		return false
	}
	name := t.schlange[0]
	t.schlange = t.schlange[1:]
	if len(t.schlange) > 0 { // ein anderer Arbeiter darf die nächste nehmen
		select {
		case t.wecker <- struct{}{}:
		default:
		}
	}
	z := t.zeilen[name]
	if z == nil {
		t.mu.Unlock()
		return true
	}
	z.wartet, z.laeuft = false, true
	a, inhalt, index := z.abgabe, z.inhalt, t.nummern[name]
	t.geaendert()
	t.mu.Unlock()

	beginn := time.Now()
	zellen, hinweis, imSandkasten := t.pruefe(ctx, index, a)
	if t.opt.Protokoll != nil && ctx.Err() == nil {
		wie := "ohne Sandkasten (nichts begonnen)"
		if imSandkasten {
			wie = "im Sandkasten"
		}
		fmt.Fprintf(t.opt.Protokoll, "Tafel: %s geprüft %s in %s s %s\n", name, wie, ausgabe.Komma(time.Since(beginn).Seconds(), 1), hinweis)
	}

	t.mu.Lock()
	defer t.mu.Unlock()
	z = t.zeilen[name]
	if z == nil {
		return true
	}
	z.laeuft = false
	if ctx.Err() == nil {
		z.zellen, z.hinweis, z.geprueft = zellen, hinweis, inhalt
	}
	if z.inhalt != z.geprueft && ctx.Err() == nil {
		t.einreihen(z) // während der Prüfung wieder geändert
	}
	t.geaendert()
	return true
}

// pruefsumme liefert eine Prüfsumme über alles, was von einer Abgabe geprüft wird.
func pruefsumme(a aufnahme.Abgabe) string {
	h := sha256.New()
	schreibe := func(s string) {
		var laenge [8]byte
		for i := range laenge {
			laenge[i] = byte(len(s) >> (8 * i))
		}
		h.Write(laenge[:])
		h.Write([]byte(s))
	}
	for _, name := range slices.Sorted(maps.Keys(a.Dateien)) {
		schreibe(name)
		schreibe(string(a.Dateien[name]))
	}
	schreibe(a.Problem)
	for _, hinweis := range a.Hinweise {
		schreibe(hinweis)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// aufgabenIndex liefert die Stelle der Aufgabe id in pruefen.Aufgaben (-1: keine).
func aufgabenIndex(id string) int {
	return slices.IndexFunc(pruefen.Aufgaben, func(a pruefen.Teilaufgabe) bool { return a.ID == id })
}
