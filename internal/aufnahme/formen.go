package aufnahme

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"
)

// Grenzen für ZIP-Archive in einer Abgabe.
const (
	// maxTiefe: so viele ZIP-Archive ineinander packt bewerten aus; ein Archiv in ABGABEN/
	// zählt mit. Es reicht für den Export einer Lernplattform mit dem ZIP-Archiv einer Person
	// darin und für ABGABEN/NAME/ mit einem ZIP-Archiv, das noch eines enthält.
	maxTiefe = 2
	// maxInneresArchiv: so groß darf ein ZIP-Archiv in einer Abgabe sein; es wird ganz in
	// den Speicher gelesen (ein ZIP-Archiv von exercises/ hat wenige KiB).
	maxInneresArchiv = 32 << 20
	// maxHuellen: durch so viele einzelne Ordner ohne Dateien daneben (etwa „kisuche/“ um
	// exercises/) geht abgabeAus hinunter.
	maxHuellen = 2
)

// knoten ist ein Eintrag eines Ordners einer Abgabe.
type knoten struct {
	name   string // wie er in der Abgabe heißt (Moodle ohne Ordner: was nach „_file_“ kommt)
	pfad   string // wo er in seinem Dateisystem liegt
	ordner bool
	normal bool // eine normale Datei, kein Link, keine FIFO
}

// leser liest Abgaben aus einem Ordner oder Archiv und zählt dabei, wie viele Bytes er
// entpackt: Mehr als maxEntpackt (eine ZIP-Bombe, auch ineinander verschachtelt) setzt
// zuViel, und jedes weitere Lesen scheitert.
type leser struct {
	entpackt int64
	zuViel   bool
}

// ignoriert meldet, ob ein Eintrag nicht zur Abgabe gehört: versteckte Dateien und Ordner
// (auch .ipynb_checkpoints) und __MACOSX (macOS legt es in jedes ZIP-Archiv).
func ignoriert(name string) bool {
	return strings.HasPrefix(name, ".") || name == "__MACOSX"
}

// istGoDatei meldet, ob name eine .go-Datei der Abgabe ist (keine eigene Testdatei).
func istGoDatei(name string) bool {
	return strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go")
}

// eintraegeVon listet den Ordner ordner von fsys, ohne ignorierte Einträge.
func eintraegeVon(fsys fs.FS, ordner string) ([]knoten, error) {
	eintraege, err := fs.ReadDir(fsys, ordner)
	if err != nil {
		return nil, err
	}
	var liste []knoten
	for _, e := range eintraege {
		if ignoriert(e.Name()) {
			continue
		}
		liste = append(liste, knoten{name: e.Name(), pfad: path.Join(ordner, e.Name()), ordner: e.IsDir(), normal: e.Type().IsRegular()})
	}
	return liste, nil
}

// abgabeAusOrdner liest die Abgabe einer Person aus dem Ordner ordner von fsys nach den
// Regeln von abgabeAus; wie nennt den Ordner in Meldungen („Der Ordner“, „Das ZIP-Archiv
// abgabe.zip“).
func (l *leser) abgabeAusOrdner(fsys fs.FS, ordner, wie string, tiefe int, a *Abgabe) {
	eintraege, err := eintraegeVon(fsys, ordner)
	if err != nil {
		a.Problem = fmt.Sprintf("%s ist nicht lesbar: %v", wie, err)
		return
	}
	l.abgabeAus(fsys, eintraege, wie, tiefe, 0, a)
}

// abgabeAus liest die Abgabe einer Person aus den Einträgen eines Ordners (oder eines
// Archivs) nach a. Die Abgabe ist, was zuerst passt:
//
//  1. die .go-Dateien (ohne _test.go) in exercises/ – nur auf dieser Ebene, nie aus
//     Unterordnern wie exercises/pruefen/;
//  2. die .go-Dateien daneben;
//  3. ein ZIP-Archiv (etwa exercises/ gezippt, mit dem Ordner oder ohne), nach denselben
//     Regeln – höchstens maxTiefe Archive ineinander;
//  4. eine Kopie von Notebook 4 (ausNotebook);
//  5. was in einem Ordner liegt, wenn sonst nichts daneben liegt (etwa
//     „ki-suche-klasse/exercises/…“), höchstens maxHuellen Ordner tief.
//
// Ordner in einer Abgabe geben nie den Namen einer Person. tiefe: in so vielen Archiven
// liegen die Einträge schon. Was sich nicht bewerten lässt, bekommt ein Problem mit einem
// deutschen Grund.
func (l *leser) abgabeAus(fsys fs.FS, eintraege []knoten, wie string, tiefe, huellen int, a *Abgabe) {
	var goDateien, archive, notebooks, ordner []knoten
	var exercises *knoten
	for _, k := range eintraege {
		switch {
		case k.ordner && k.name == "exercises":
			exercises = &k
		case k.ordner:
			ordner = append(ordner, k)
		case istGoDatei(k.name):
			goDateien = append(goDateien, k)
		case hatEndung(k.name, ".zip"):
			archive = append(archive, k)
		case hatEndung(k.name, ".ipynb"):
			notebooks = append(notebooks, k)
		}
	}
	if exercises != nil {
		unter, err := eintraegeVon(fsys, exercises.pfad)
		if err != nil {
			a.Problem = fmt.Sprintf("Der Ordner exercises/ ist nicht lesbar: %v", err)
			return
		}
		var darin []knoten
		for _, k := range unter {
			if !k.ordner && istGoDatei(k.name) {
				darin = append(darin, k)
			}
		}
		if len(darin) > 0 {
			l.leseGo(fsys, darin, a)
			return
		}
	}
	switch {
	case len(goDateien) > 0:
		l.leseGo(fsys, goDateien, a)
	case len(archive) > 1:
		a.Problem = fmt.Sprintf("Die Abgabe enthält mehrere ZIP-Archive (%s) und keine .go-Dateien – welches gilt? Gib den Ordner exercises/ als ein ZIP-Archiv ab.", namenListe(archive))
	case len(archive) == 1:
		l.ausInneremArchiv(fsys, archive[0], tiefe, a)
	case len(notebooks) > 0:
		l.ausNotebookIn(fsys, notebooks, a)
	case len(ordner) == 1 && len(eintraege) == 1 && huellen < maxHuellen:
		unter, err := eintraegeVon(fsys, ordner[0].pfad)
		if err != nil {
			a.Problem = fmt.Sprintf("Der Ordner %s ist nicht lesbar: %v", sichererDateiname(ordner[0].name), err)
			return
		}
		l.abgabeAus(fsys, unter, wie, tiefe, huellen+1, a)
	case len(eintraege) == 0:
		a.Problem = wie + " ist leer."
	default:
		a.Problem = "Die Abgabe enthält weder .go-Dateien noch eine Kopie von Notebook 4 (erwartet: die Dateien aus exercises/, den Ordner exercises/ als ZIP-Archiv oder Notebook 4). Gefunden: " + namenListe(eintraege) + "."
	}
}

// namenListe nennt die ersten Einträge (Ordner mit „/“), durch Kommas getrennt.
func namenListe(eintraege []knoten) string {
	const hoechstens = 5
	var namen []string
	for i, k := range eintraege {
		if i == hoechstens {
			namen = append(namen, fmt.Sprintf("… (%d weitere)", len(eintraege)-hoechstens))
			break
		}
		name := sichererDateiname(k.name)
		if k.ordner {
			name += "/"
		}
		namen = append(namen, name)
	}
	return strings.Join(namen, ", ")
}

// leseGo liest die .go-Dateien dateien nach a.dateien.
func (l *leser) leseGo(fsys fs.FS, dateien []knoten, a *Abgabe) {
	for _, k := range dateien {
		if !k.normal {
			a.Problem = fmt.Sprintf("%s ist keine normale Datei (symbolischer Link?).", sichererDateiname(k.name))
			return
		}
		if len(a.Dateien) >= maxDateien {
			a.Problem = fmt.Sprintf("Die Abgabe enthält mehr als %d .go-Dateien.", maxDateien)
			return
		}
		daten, problem := l.lies(fsys, k, maxDateigroesse)
		if problem != "" {
			a.Problem = problem
			return
		}
		aufnehmen(a.Dateien, k.name, daten)
	}
}

// ausInneremArchiv liest die Abgabe aus dem ZIP-Archiv k (in fsys, selbst schon in tiefe
// Archiven).
func (l *leser) ausInneremArchiv(fsys fs.FS, k knoten, tiefe int, a *Abgabe) {
	name := sichererDateiname(k.name)
	if tiefe >= maxTiefe {
		a.Problem = fmt.Sprintf("%s ist ein ZIP-Archiv in einem ZIP-Archiv – so tief packt bewerten nicht aus. Gib den Ordner exercises/ als ein einziges ZIP-Archiv ab.", name)
		return
	}
	daten, problem := l.lies(fsys, k, maxInneresArchiv)
	if problem != "" {
		a.Problem = problem
		return
	}
	r, problem := oeffneArchiv(bytes.NewReader(daten), int64(len(daten)), name)
	if problem != "" {
		a.Problem = problem
		return
	}
	l.abgabeAusOrdner(r, ".", "Das ZIP-Archiv "+name, tiefe+1, a)
}

// ausNotebookIn liest die Abgabe aus einer der Kopien von Notebook 4 in notebooks: der
// ersten, deren Name mit „4_“ beginnt, sonst der ersten.
func (l *leser) ausNotebookIn(fsys fs.FS, notebooks []knoten, a *Abgabe) {
	wahl := notebooks[0]
	for _, k := range notebooks {
		if strings.HasPrefix(k.name, "4_") {
			wahl = k
			break
		}
	}
	daten, problem := l.lies(fsys, wahl, maxNotebook)
	if problem != "" {
		a.Problem = problem
		return
	}
	a.nimmNotebook(daten)
	if len(notebooks) > 1 && a.Problem == "" {
		a.Hinweise = append(a.Hinweise, fmt.Sprintf("Die Abgabe enthält %d Notebooks (%s); bewertet wurde %s.",
			len(notebooks), namenListe(notebooks), sichererDateiname(wahl.name)))
	}
}

// lies liest die normale Datei k von fsys (kein Link, auch keiner innerhalb der Abgabe),
// höchstens grenze Bytes, und zählt die entpackten Bytes. Ergebnis: der Inhalt oder das Problem der Abgabe.
func (l *leser) lies(fsys fs.FS, k knoten, grenze int64) ([]byte, string) {
	name := sichererDateiname(k.name)
	if !k.normal {
		return nil, fmt.Sprintf("%s ist keine normale Datei (symbolischer Link?).", name)
	}
	if l.zuViel {
		return nil, fmt.Sprintf("%s wurde nicht mehr entpackt (mehr als %d MiB).", name, maxEntpackt>>20)
	}
	f, err := fsys.Open(k.pfad)
	if err != nil {
		return nil, fmt.Sprintf("%s ist nicht lesbar: %v", name, err)
	}
	defer f.Close()
	info, err := f.Stat()
	switch {
	case err != nil || !info.Mode().IsRegular():
		return nil, fmt.Sprintf("%s ist keine normale Datei (symbolischer Link?).", name)
	case info.Size() > grenze:
		return nil, fmt.Sprintf("%s ist größer als %s.", name, groesseText(grenze))
	}
	// Die Größe im Verzeichnis eines Archivs kann lügen: gelesen wird höchstens grenze+1.
	daten, err := io.ReadAll(io.LimitReader(f, grenze+1))
	if l.entpackt += int64(len(daten)); l.entpackt > maxEntpackt {
		l.zuViel = true
		return nil, fmt.Sprintf("%s wurde nicht mehr entpackt (mehr als %d MiB).", name, maxEntpackt>>20)
	}
	switch {
	case err != nil:
		return nil, fmt.Sprintf("%s lässt sich nicht entpacken: %v", name, err)
	case int64(len(daten)) > grenze:
		return nil, fmt.Sprintf("%s ist größer als %s.", name, groesseText(grenze))
	}
	return daten, ""
}

// oeffneArchiv öffnet das ZIP-Archiv name (groesse Bytes aus ra) und prüft seine Grenzen.
func oeffneArchiv(ra io.ReaderAt, groesse int64, name string) (*zip.Reader, string) {
	if groesse > maxArchiv {
		return nil, fmt.Sprintf("%s ist größer als %d MiB.", name, maxArchiv>>20)
	}
	r, err := zip.NewReader(ra, groesse)
	// ErrInsecurePath (Einträge wie „../x.go“) ist kein Grund: Gelesen wird durch die Sicht
	// als fs.FS, die solche Namen bereinigt, und geschrieben wird nichts unter ihnen.
	if err != nil && !errors.Is(err, zip.ErrInsecurePath) {
		return nil, fmt.Sprintf("%s ist kein lesbares ZIP-Archiv: %v", name, err)
	}
	if len(r.File) > maxArchivEintrg {
		return nil, fmt.Sprintf("%s enthält mehr als %d Einträge.", name, maxArchivEintrg)
	}
	return r, ""
}
