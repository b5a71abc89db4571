package tafel

import (
	"github.com/kisuche/kisuche/internal/aufnahme"
)

// Quelle ist, woher die Tafel die Abgaben der Klasse liest.
type Quelle interface {
	// Stand liefert einen Blick auf die Einträge jeder Abgabe, ohne eine Datei zu öffnen
	// (Schlüssel: Abgabe.Herkunft, oder der Name, wenn die Herkunft leer ist).
	Stand() (map[string]aufnahme.Stand, error)
	// Lesen liest alle Abgaben.
	Lesen() ([]aufnahme.Abgabe, error)
}

// Ordner ist ein Ordner ABGABEN/ wie für bewerten: ein Ordner, ein ZIP-Archiv oder eine
// Kopie von Notebook 4 pro Person.
type Ordner struct {
	Pfad string
	Aus  string // ein Ordner darin, der keine Abgabe ist (etwa bewertung/); leer: keiner
}

// Stand implementiert Quelle.
func (o Ordner) Stand() (map[string]aufnahme.Stand, error) {
	return aufnahme.StandOrdner(o.Pfad, o.aus())
}

// Lesen implementiert Quelle.
func (o Ordner) Lesen() ([]aufnahme.Abgabe, error) { return aufnahme.Einlesen(o.Pfad, o.aus()) }

// aus liefert den Ausgabeordner oder einen Pfad, den es nicht gibt.
func (o Ordner) aus() string {
	if o.Aus == "" {
		return "\x00kein Ausgabeordner"
	}
	return o.Aus
}

// Homes sind die Homes der Konten einer Liste wie beim Klassenserver (bewerten -homes): die
// Übung liegt in HOME/ImHome.
type Homes struct {
	Liste  string
	ImHome string                            // Standard: aufnahme.StandardImHome
	Home   func(name string) (string, error) // Standard: aufnahme.HomeVon
}

// Stand implementiert Quelle.
func (h Homes) Stand() (map[string]aufnahme.Stand, error) {
	return aufnahme.StandHomes(h.Liste, h.imHome(), h.home())
}

// Lesen implementiert Quelle.
func (h Homes) Lesen() ([]aufnahme.Abgabe, error) {
	return aufnahme.AusHomes(h.Liste, h.imHome(), h.home())
}

func (h Homes) imHome() string {
	if h.ImHome == "" {
		return aufnahme.StandardImHome
	}
	return h.ImHome
}

func (h Homes) home() func(string) (string, error) {
	if h.Home == nil {
		return aufnahme.HomeVon
	}
	return h.Home
}
