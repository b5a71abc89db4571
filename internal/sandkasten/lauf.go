package sandkasten

import (
	"context"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/kisuche/kisuche/internal/aufnahme"
	"github.com/kisuche/kisuche/internal/bewertung"
)

// Optionen sind die Einstellungen eines Laufs.
type Optionen struct {
	Parallel    int           // so viele Abgaben gleichzeitig (höchstens; Lauf.Parallel)
	Zeitlimit   time.Duration // pro Aufgabe
	SpeicherMiB int           // pro Aufgabe
	// Samen bestimmt die zufälligen Positionen der verborgenen Prüfungen; 0: in diesem Lauf
	// geheim neu gewählt (bewertung.NeuerSamen).
	Samen    uint64
	Schwach  bool // die schwächere Abschottung (ohne root oder ohne bwrap) ist angenommen
	Behalten bool // die Arbeitsordner der Abgaben nicht löschen (zur Fehlersuche)

	// Nur für Tests: alle Pakete zulassen (um die Abschottung allein zu prüfen) und die
	// Abschottung ohne root erzwingen ("benutzer": Benutzer-Namensraum).
	alleImporte bool
	art         string
}

// Lauf übersetzt und prüft Abgaben, jede in ihrem eigenen Sandkasten: einem Arbeitsordner
// nur für den Prüfer, einem Build-Cache nur für die Abgaben und der Abschottung, die der
// Rechner erlaubt. Ein Lauf gehört zu einem Aufruf von bewerten oder zur Tafel; Schliessen
// räumt seinen Arbeitsordner weg.
type Lauf struct {
	opt    Optionen
	s      *abschottung
	bau    *bau
	arbeit string
	art    string // Abschottung und Teilung der Rechenzeit, für die Ausgabe
}

// Ergebnis ist das Ergebnis einer Abgabe.
type Ergebnis struct {
	Name          string
	NamensHinweis string // für die Lehrkraft: woran sich der Name von einem ähnlichen unterscheidet
	Status        string // "bewertet", "kompiliert nicht", "nicht zugelassen", "nicht bewertbar", "Fehler beim Bewerten"
	Bericht       bewertung.Bericht
	Rueckmeldung  string
	Dauer         time.Duration
	// KompiliertNicht sind die Aufgaben, die sich nicht übersetzen ließen (mit Status
	// „bewertet“; bei „kompiliert nicht“ alle).
	KompiliertNicht []string
}

// NeuerLauf prüft, wie weit sich Abgaben hier abschotten lassen, findet Go und legt den
// Arbeitsordner an. Ist die Abschottung schwach (ohne root oder ohne bwrap) und nicht mit
// opt.Schwach angenommen, liefert es einen deutschen Fehler.
func NeuerLauf(opt Optionen) (*Lauf, error) {
	if opt.Parallel < 1 {
		opt.Parallel = 1
	}
	for opt.Samen == 0 {
		opt.Samen = bewertung.NeuerSamen()
	}
	bau, err := neuerBau()
	if err != nil {
		return nil, err
	}
	s, err := neueAbschottung(opt.SpeicherMiB, opt.Zeitlimit, opt.art)
	if err != nil {
		return nil, err
	}
	if s.schwach != "" && !opt.Schwach {
		return nil, fmt.Errorf("die Abgaben lassen sich hier nicht voll abschotten: %s.\n"+
			"Der Code einer Abgabe kann beliebige Systemaufrufe machen (docs/sandkasten.md). "+
			"Bewerte als root mit bwrap, oder nimm die schwächere Abschottung ausdrücklich an: bewerten -schwach …", s.schwach)
	}
	arbeit, err := os.MkdirTemp("", "kisuche-bewertung-")
	if err != nil {
		return nil, err
	}
	// Mit bwrap betritt nur der Prüfer die Arbeitsordner; ohne müssen die Prozesse der
	// Abgaben zu ihrem Programm und Arbeitsordner durchgehen dürfen.
	modus := os.FileMode(0o700)
	if s.bwrap == "" {
		modus = 0o711
	}
	if err := os.Chmod(arbeit, modus); err != nil {
		os.RemoveAll(arbeit)
		return nil, err
	}
	var teilung string
	opt.Parallel, teilung = gleichzeitig(opt.Parallel, s.ungerecht)
	return &Lauf{opt: opt, s: s, bau: bau, arbeit: arbeit, art: s.art + "; " + teilung}, nil
}

// Schliessen löscht den Arbeitsordner (außer mit Optionen.Behalten).
func (l *Lauf) Schliessen() error {
	if l.opt.Behalten {
		return nil
	}
	return os.RemoveAll(l.arbeit)
}

// Abschottung beschreibt die Abschottung und die Teilung der Rechenzeit (für die Zeile
// „Abschottung: …“ der Ausgabe und docs/sandkasten.md).
func (l *Lauf) Abschottung() string { return l.art }

// Parallel liefert, wie viele Abgaben gleichzeitig laufen dürfen: Optionen.Parallel, oder
// 1, wenn der Kern die Rechenzeit nicht gerecht zwischen den Sandkästen teilt (rechenzeit.go).
func (l *Lauf) Parallel() int { return l.opt.Parallel }

// Samen liefert den Samen der zufälligen Positionen dieses Laufs.
func (l *Lauf) Samen() uint64 { return l.opt.Samen }

// Optionen liefert die Einstellungen des Laufs (mit dem gewählten Samen und Parallel).
func (l *Lauf) Optionen() Optionen { return l.opt }

// Alle bewertet die Abgaben, Parallel gleichzeitig; jede mit ihrer Nummer in liste als
// index (Bewerte). fertig (falls nicht nil) bekommt jedes Ergebnis, sobald es da ist, mit
// der Zahl der bis dahin fertigen – nie gleichzeitig.
func (l *Lauf) Alle(ctx context.Context, liste []aufnahme.Abgabe, fertig func(e Ergebnis, anzahl int)) []Ergebnis {
	erg := make([]Ergebnis, len(liste))
	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		anzahl  int
		plaetze = make(chan struct{}, l.opt.Parallel)
	)
	for i, a := range liste {
		wg.Add(1)
		go func() {
			defer wg.Done()
			plaetze <- struct{}{}
			defer func() { <-plaetze }()
			e := l.Bewerte(ctx, i, a)
			mu.Lock()
			defer mu.Unlock()
			erg[i] = e
			anzahl++
			if fertig != nil {
				fertig(e, anzahl)
			}
		}()
	}
	wg.Wait()
	return erg
}
