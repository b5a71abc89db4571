package tafel

import (
	"slices"
	"strings"
	"time"

	"github.com/kisuche/kisuche/exercises/pruefen"
)

// Bild ist der Stand der Tafel zu einem Zeitpunkt, wie die Seite ihn zeigt.
type Bild struct {
	Aufgaben []AufgabenBild
	Zeilen   []ZeilenBild
	Fehler   string    // was beim letzten Blick auf die Abgaben schiefging
	Zeit     time.Time // wann das Bild entstand
}

// AufgabenBild ist eine Spalte: die Aufgabe, wie viele Personen in jedem Stand sind, und
// der Satz, an dem die Klasse gerade am häufigsten scheitert.
type AufgabenBild struct {
	ID, Name    string
	Anzahl      map[Fortschritt]int
	Haeufigster Haeufigster
}

// ZeilenBild ist eine Person.
type ZeilenBild struct {
	Name      string
	Zellen    []Fortschritt // eine pro Aufgabe
	Geaendert time.Time     // jüngste Änderung einer Datei (Null: unbekannt)
	Hinweis   string
	Laeuft    bool // wird gerade geprüft
	Wartet    bool // wartet auf eine Prüfung
}

// Bild liefert den Stand der Tafel, die Personen nach Namen sortiert.
func (t *Tafel) Bild() Bild {
	t.mu.Lock()
	defer t.mu.Unlock()
	b := Bild{Fehler: t.fehler, Zeit: time.Now()}
	saetze := make([][][]string, len(pruefen.Aufgaben))
	for _, a := range pruefen.Aufgaben {
		b.Aufgaben = append(b.Aufgaben, AufgabenBild{ID: a.ID, Name: a.Name, Anzahl: map[Fortschritt]int{}})
	}
	for _, z := range t.zeilen {
		zb := ZeilenBild{Name: z.name, Geaendert: z.geaendert, Hinweis: z.hinweis, Laeuft: z.laeuft, Wartet: z.wartet,
			Zellen: make([]Fortschritt, len(pruefen.Aufgaben))}
		for i := range zb.Zellen {
			if z.zellen != nil {
				zb.Zellen[i] = z.zellen[i].fortschritt
				if z.zellen[i].fortschritt == Offen {
					saetze[i] = append(saetze[i], z.zellen[i].saetze)
				}
			}
			b.Aufgaben[i].Anzahl[zb.Zellen[i]]++
		}
		b.Zeilen = append(b.Zeilen, zb)
	}
	for i := range b.Aufgaben {
		b.Aufgaben[i].Haeufigster = haeufigster(saetze[i])
	}
	slices.SortFunc(b.Zeilen, func(x, y ZeilenBild) int { return strings.Compare(x.Name, y.Name) })
	return b
}
