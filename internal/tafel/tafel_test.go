package tafel

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/aufnahme"
	"github.com/kisuche/kisuche/internal/bewertung"
	"github.com/kisuche/kisuche/internal/sandkasten"
)

// testQuelle sind Abgaben im Speicher: Name → a_getmoves.go (leer: nur Stubs).
type testQuelle struct {
	mu      sync.Mutex
	dateien map[string]string
	version map[string]int
	gelesen int // wie oft Lesen aufgerufen wurde
}

func (q *testQuelle) setze(name, inhalt string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.dateien[name] = inhalt
	q.version[name]++
}

func (q *testQuelle) entferne(name string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	delete(q.dateien, name)
}

func (q *testQuelle) anzahlGelesen() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.gelesen
}

func (q *testQuelle) Stand() (map[string]aufnahme.Stand, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	s := map[string]aufnahme.Stand{}
	for name := range q.dateien {
		s[name] = aufnahme.Stand{Schluessel: fmt.Sprint(q.version[name]), Geaendert: time.Date(2026, 3, 1, 10, q.version[name], 0, 0, time.Local)}
	}
	return s, nil
}

func (q *testQuelle) Lesen() ([]aufnahme.Abgabe, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.gelesen++
	var liste []aufnahme.Abgabe
	for _, name := range slices.Sorted(maps.Keys(q.dateien)) {
		a := aufnahme.Abgabe{Name: name, Dateien: map[string][]byte{}}
		for _, t := range pruefen.Aufgaben {
			a.Dateien[t.Datei] = []byte(stub(t))
		}
		if q.dateien[name] != "" {
			a.Dateien["a_getmoves.go"] = []byte("package exercises\n\n// " + q.dateien[name] + "\n")
		}
		liste = append(liste, a)
	}
	return liste, nil
}

// testPruefer prüft nach einer Marke in a_getmoves.go: „besteht“, „falsch:SATZ“ oder
// „haengt“ (bis die Frist abläuft). Er zählt seine Aufrufe pro Person.
type testPruefer struct {
	mu      sync.Mutex
	aufrufe map[string]int
	indizes map[int]string
}

func (p *testPruefer) anzahl(name string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.aufrufe[name]
}

func (p *testPruefer) Lektion(ctx context.Context, index int, a aufnahme.Abgabe) sandkasten.Ergebnis {
	p.mu.Lock()
	p.aufrufe[a.Name]++
	if anderer, ok := p.indizes[index]; ok && anderer != a.Name {
		panic(fmt.Sprintf("Nummer %d für %s und %s", index, anderer, a.Name))
	}
	p.indizes[index] = a.Name
	p.mu.Unlock()
	text := string(a.Dateien["a_getmoves.go"])
	e := sandkasten.Ergebnis{Name: a.Name, Status: "bewertet"}
	for _, t := range pruefen.Aufgaben {
		ae := bewertung.AufgabenErgebnis{ID: t.ID, Name: t.Name, MaxPunkte: 1,
			Pruefungen: []bewertung.PruefErgebnis{{Name: bewertung.LektionsPruefung, MaxPunkte: 1}}}
		switch {
		case t.ID != "a" || strings.Contains(text, "besteht"):
			ae.Punkte, ae.Pruefungen[0].Punkte = 1, 1
		case strings.Contains(text, "haengt"):
			<-ctx.Done()
			ae.Abbruch = "nicht mehr geprüft: Frist"
		default:
			_, satz, _ := strings.Cut(text, "falsch:")
			ae.Pruefungen[0].Meldungen = []string{strings.TrimSpace(satz)}
		}
		e.Bericht.Aufgaben = append(e.Bericht.Aufgaben, ae)
	}
	return e
}

// warte wartet, bis bedingung für das Bild der Tafel gilt (höchstens frist).
func warte(t *testing.T, tafel *Tafel, frist time.Duration, was string, bedingung func(Bild) bool) Bild {
	t.Helper()
	ende := time.Now().Add(frist)
	for {
		b := tafel.Bild()
		if bedingung(b) {
			return b
		}
		if time.Now().After(ende) {
			t.Fatalf("nach %v nicht erreicht: %s\n%+v", frist, was, b.Zeilen)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// zeileVon liefert die Zeile name des Bilds.
func zeileVon(b Bild, name string) (ZeilenBild, bool) {
	for _, z := range b.Zeilen {
		if z.Name == name {
			return z, true
		}
	}
	return ZeilenBild{}, false
}

// fertig meldet, ob jede Zeile geprüft ist und nichts mehr wartet.
func fertig(b Bild) bool {
	for _, z := range b.Zeilen {
		if z.Laeuft || z.Wartet || slices.Contains(z.Zellen, Ungeprueft) {
			return false
		}
	}
	return len(b.Zeilen) > 0
}

// TestTafelBeobachtet: Die Tafel prüft jede Person einmal, nur begonnene Abgaben, liest nur
// nach einer Änderung und prüft dann nur, wer sich geändert hat; sie zählt den häufigsten
// Satz; eine Person, die hängt, bekommt „abgebrochen“, ohne dass die anderen Zeilen warten;
// wer aus der Quelle verschwindet, verschwindet von der Tafel.
func TestTafelBeobachtet(t *testing.T) {
	q := &testQuelle{dateien: map[string]string{}, version: map[string]int{}}
	q.setze("anna", "besteht")
	q.setze("bert", "falsch:GetMoves([5 1 3 4 6 9 7 8 2 10 11 0 13 14 15 12]) liefert 4 Positionen, richtig sind 3")
	q.setze("carla", "falsch:GetMoves([1 2 3 4 5 6 7 8 9 10 11 0 13 14 15 12]) liefert 4 Positionen, richtig sind 3")
	q.setze("dora", "")
	p := &testPruefer{aufrufe: map[string]int{}, indizes: map[int]string{}}
	tafel := Neu(q, p, Optionen{Intervall: 20 * time.Millisecond, Frist: 4 * time.Second, Arbeiter: 2})
	ctx, abbrechen := context.WithCancel(context.Background())
	defer abbrechen()
	go tafel.Laufe(ctx)

	b := warte(t, tafel, 10*time.Second, "alle geprüft", fertig)
	anna, _ := zeileVon(b, "anna")
	assert.Equal(t, []Fortschritt{Besteht, NichtBegonnen, NichtBegonnen, NichtBegonnen, NichtBegonnen, NichtBegonnen}, anna.Zellen)
	assert.Equal(t, time.Date(2026, 3, 1, 10, 1, 0, 0, time.Local), anna.Geaendert)
	bert, _ := zeileVon(b, "bert")
	assert.Equal(t, Offen, bert.Zellen[0])
	dora, _ := zeileVon(b, "dora")
	assert.Equal(t, slices.Repeat([]Fortschritt{NichtBegonnen}, 6), dora.Zellen)
	assert.Equal(t, 0, p.anzahl("dora"), "nur Stubs: nichts zu übersetzen")
	assert.Equal(t, Haeufigster{"GetMoves(…) liefert 4 Positionen, richtig sind 3", 2}, b.Aufgaben[0].Haeufigster)
	assert.Equal(t, map[Fortschritt]int{Besteht: 1, Offen: 2, NichtBegonnen: 1}, b.Aufgaben[0].Anzahl)

	// Ohne Änderung: kein Lesen, keine Prüfung.
	gelesen := q.anzahlGelesen()
	time.Sleep(10 * 20 * time.Millisecond)
	assert.Equal(t, gelesen, q.anzahlGelesen(), "ohne Änderung liest die Tafel nichts")
	for _, n := range []string{"anna", "bert", "carla"} {
		assert.Equal(t, 1, p.anzahl(n), n)
	}

	// bert ändert sich: nur bert wird wieder geprüft.
	q.setze("bert", "besteht")
	b = warte(t, tafel, 10*time.Second, "bert besteht", func(b Bild) bool {
		z, _ := zeileVon(b, "bert")
		return z.Zellen[0] == Besteht
	})
	assert.Equal(t, 2, p.anzahl("bert"))
	assert.Equal(t, 1, p.anzahl("anna"))
	assert.Equal(t, 1, b.Aufgaben[0].Haeufigster.Anzahl)

	// emil hängt bis zu seiner Frist; anna ändert sich währenddessen und ist trotzdem sofort
	// aktuell.
	q.setze("emil", "haengt")
	warte(t, tafel, 10*time.Second, "emil wird geprüft", func(b Bild) bool {
		z, ok := zeileVon(b, "emil")
		return ok && z.Laeuft
	})
	q.setze("anna", "falsch:IsGoal hat einen Fehler")
	beginn := time.Now()
	warte(t, tafel, 10*time.Second, "anna wieder offen", func(b Bild) bool {
		z, _ := zeileVon(b, "anna")
		return z.Zellen[0] == Offen
	})
	b = tafel.Bild()
	emil, _ := zeileVon(b, "emil")
	assert.True(t, emil.Laeuft, "anna war aktuell, während emil noch lief (%v)", time.Since(beginn))
	b = warte(t, tafel, 10*time.Second, "emil abgebrochen", func(b Bild) bool {
		z, _ := zeileVon(b, "emil")
		return z.Zellen[0] == Abgebrochen
	})
	emil, _ = zeileVon(b, "emil")
	assert.Equal(t, hinweisFrist, emil.Hinweis)
	assert.Equal(t, NichtBegonnen, emil.Zellen[1], "nicht begonnene Aufgaben bleiben es")

	q.entferne("carla")
	warte(t, tafel, 10*time.Second, "carla weg", func(b Bild) bool {
		_, ok := zeileVon(b, "carla")
		return !ok
	})
}

// TestAuswerten: Das Ergebnis der Lektion wird die Zeile der Tafel – nicht begonnene Aufgaben
// bleiben „nicht begonnen“, was sich nicht übersetzen lässt, ist offen mit „kompiliert
// nicht“, ein Abbruch ist „abgebrochen“, eine Bombe für den Compiler auch.
func TestAuswerten(t *testing.T) {
	alle := map[string]bool{"a": true, "b": true, "c": true, "d": true, "e": true, "f": true}
	e := sandkasten.Ergebnis{Status: "bewertet", KompiliertNicht: []string{"c"}}
	for _, a := range pruefen.Aufgaben {
		ae := bewertung.AufgabenErgebnis{ID: a.ID, MaxPunkte: 1, Punkte: 1}
		switch a.ID {
		case "a":
			ae.Punkte = 0
			ae.Pruefungen = []bewertung.PruefErgebnis{{Meldungen: []string{"eins", "zwei"}}}
		case "c":
			ae.Punkte, ae.Abbruch = 0, "Deine Abgabe kompiliert nicht"
		case "e":
			ae.Punkte, ae.Abbruch = 0, "Zeitlimit von 10 s überschritten"
		}
		e.Bericht.Aufgaben = append(e.Bericht.Aufgaben, ae)
	}
	ohneF := maps.Clone(alle)
	ohneF["f"] = false
	zellen, hinweis := auswerten(e, ohneF, false)
	var stand []Fortschritt
	for _, z := range zellen {
		stand = append(stand, z.fortschritt)
	}
	assert.Equal(t, []Fortschritt{Offen, Besteht, Offen, Besteht, Abgebrochen, NichtBegonnen}, stand)
	assert.Equal(t, []string{"eins", "zwei"}, zellen[0].saetze)
	assert.Equal(t, []string{satzKompiliertNicht}, zellen[2].saetze)
	assert.Equal(t, "abgebrochen", hinweis)

	zellen, hinweis = auswerten(sandkasten.Ergebnis{Status: "kompiliert nicht", Rueckmeldung: "Das Übersetzen der Abgabe brauchte mehr als 3072 MiB"}, alle, false)
	assert.Equal(t, Abgebrochen, zellen[0].fortschritt)
	assert.Contains(t, hinweis, "abgebrochen")
	zellen, hinweis = auswerten(sandkasten.Ergebnis{Status: "kompiliert nicht", Rueckmeldung: "Die Abgabe kompiliert nicht"}, alle, false)
	assert.Equal(t, Offen, zellen[5].fortschritt)
	assert.Equal(t, satzKompiliertNicht, hinweis)
	zellen, hinweis = auswerten(sandkasten.Ergebnis{Status: "nicht zugelassen"}, alle, false)
	assert.Equal(t, []string{satzImporte}, zellen[0].saetze)
	assert.NotEmpty(t, hinweis)
}
