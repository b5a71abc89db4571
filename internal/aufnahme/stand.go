package aufnahme

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// Stand ist, was ein Blick auf die Einträge einer Abgabe über sie sagt, ohne eine Datei zu
// öffnen: Namen, Größen und Zeiten. Die Tafel vergleicht ihn alle paar Sekunden mit dem
// letzten und liest die Abgaben nur, wenn er sich geändert hat.
type Stand struct {
	// Schluessel ändert sich, sobald sich eine Datei ändert, dazukommt oder verschwindet.
	Schluessel string
	// Geaendert ist die jüngste Änderungszeit einer Datei (Null: keine Datei).
	Geaendert time.Time
}

// Grenzen für einen Blick auf einen Ordner in ABGABEN/: tiefer und mehr liest auch die
// Aufnahme nicht sinnvoll.
const (
	maxStandTiefe     = 6
	maxStandEintraege = 2000
)

// StandOrdner liefert den Stand jeder Abgabe in ordner (wie Einlesen sie findet), unter
// ihrer Herkunft (Abgabe.Herkunft: „anna/“, „anna.ipynb“, „moodle.zip“). Symbolische
// Links werden nicht verfolgt, FIFOs nicht geöffnet; der Ausgabeordner aus ist keine
// Abgabe.
func StandOrdner(ordner, aus string) (map[string]Stand, error) {
	wurzel, err := os.OpenRoot(ordner)
	if err != nil {
		return nil, err
	}
	defer wurzel.Close()
	fsys := ohneWarten{wurzel}
	eintraege, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, err
	}
	ausAbsolut, _ := filepath.Abs(aus)
	staende := map[string]Stand{}
	for _, e := range eintraege {
		if abs, _ := filepath.Abs(filepath.Join(ordner, e.Name())); abs == ausAbsolut || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		var b standBauer
		switch {
		case e.IsDir():
			b.ordner(fsys, e.Name(), 0)
			staende[e.Name()+"/"] = b.stand()
		case e.Type().IsRegular() && (hatEndung(e.Name(), ".ipynb") || hatEndung(e.Name(), ".zip")):
			b.eintrag(e.Name(), e)
			staende[e.Name()] = b.stand()
		}
	}
	return staende, nil
}

// StandHomes liefert den Stand der Übung (HOME/imHome) jedes Kontos aus liste, unter dem
// Namen des Kontos – gelesen durch os.Root auf dem Home wie bei AusHomes.
func StandHomes(liste, imHome string, home func(string) (string, error)) (map[string]Stand, error) {
	namen, err := NamenAus(liste)
	if err != nil {
		return nil, err
	}
	staende := map[string]Stand{}
	for _, name := range namen {
		staende[name] = standHome(name, imHome, home)
	}
	return staende, nil
}

// standHome liefert den Stand der Übung eines Kontos; ein Fehler wird Teil des Schlüssels.
func standHome(name, imHome string, home func(string) (string, error)) Stand {
	h, err := home(name)
	if err != nil {
		return Stand{Schluessel: "kein Konto"}
	}
	wurzel, err := os.OpenRoot(h)
	if err != nil {
		return Stand{Schluessel: "Home nicht lesbar: " + err.Error()}
	}
	defer wurzel.Close()
	var b standBauer
	b.ordner(ohneWarten{wurzel}, filepath.ToSlash(filepath.Clean(imHome)), maxStandTiefe-1)
	return b.stand()
}

// standBauer sammelt die Einträge eines Stands.
type standBauer struct {
	teile     []string
	geaendert time.Time
}

// ordner nimmt die Einträge des Ordners ordner von fsys auf, Unterordner bis maxStandTiefe.
func (b *standBauer) ordner(fsys fs.FS, ordner string, tiefe int) {
	eintraege, err := fs.ReadDir(fsys, ordner)
	if err != nil {
		b.teile = append(b.teile, "Fehler "+ordner+": "+err.Error())
		return
	}
	for _, e := range eintraege {
		if len(b.teile) >= maxStandEintraege {
			b.teile = append(b.teile, "…")
			return
		}
		pfad := path.Join(ordner, e.Name())
		b.eintrag(pfad, e)
		if e.IsDir() && tiefe+1 < maxStandTiefe {
			b.ordner(fsys, pfad, tiefe+1)
		}
	}
}

// eintrag nimmt einen Eintrag mit Art, Größe und Zeit auf (ohne Links zu verfolgen).
func (b *standBauer) eintrag(pfad string, e fs.DirEntry) {
	info, err := e.Info()
	if err != nil {
		b.teile = append(b.teile, pfad+" weg")
		return
	}
	b.teile = append(b.teile, fmt.Sprintf("%q %v %d %d", pfad, info.Mode(), info.Size(), info.ModTime().UnixNano()))
	if info.Mode().IsRegular() && info.ModTime().After(b.geaendert) {
		b.geaendert = info.ModTime()
	}
}

// stand liefert den gesammelten Stand.
func (b *standBauer) stand() Stand {
	return Stand{Schluessel: strings.Join(b.teile, "\n"), Geaendert: b.geaendert}
}
