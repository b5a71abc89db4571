package aufnahme

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"os/user"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// StandardImHome ist der Ordner der Übung im Home jeder Person auf dem Klassenserver
// (scripts/klassenserver.sh kopiert den Kurs nach ~/kisuche).
const StandardImHome = "kisuche/exercises"

// gueltigerName: Benutzernamen wie in scripts/klassenserver.sh.
var gueltigerName = regexp.MustCompile(`^[a-z_][a-z0-9_-]{0,31}$`)

// NamenAus liest eine Liste wie die des Klassenservers: ein Benutzername pro Zeile, # leitet
// einen Kommentar ein, Leerzeilen zählen nicht.
func NamenAus(liste string) ([]string, error) {
	f, err := os.Open(liste)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var namen []string
	z := bufio.NewScanner(f)
	for nr := 1; z.Scan(); nr++ {
		name, _, _ := strings.Cut(z.Text(), "#")
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if !gueltigerName.MatchString(name) {
			return nil, fmt.Errorf("%s, Zeile %d: „%s“ ist kein gültiger Benutzername", liste, nr, name)
		}
		namen = append(namen, name)
	}
	return namen, z.Err()
}

// HomeVon liefert das Home-Verzeichnis eines Kontos dieses Rechners.
func HomeVon(name string) (string, error) {
	u, err := user.Lookup(name)
	if err != nil {
		return "", err
	}
	return u.HomeDir, nil
}

// AusHomes liest die Abgaben der Personen aus liste direkt aus ihren Home-Verzeichnissen
// (HOME/imHome, auf dem Klassenserver ~/kisuche/exercises), in der Reihenfolge der Namen
// sortiert. Gelesen wird durch os.Root auf dem Home: Ein symbolischer Link, der aus dem Home
// hinausführt, wird nicht verfolgt (auch nicht, wenn ihn jemand während des Lesens anlegt),
// und eine .go-Datei, die keine normale Datei ist, macht die Abgabe wie sonst unbewertbar.
func AusHomes(liste, imHome string, home func(string) (string, error)) ([]Abgabe, error) {
	namen, err := NamenAus(liste)
	if err != nil {
		return nil, err
	}
	var abgaben []Abgabe
	for _, name := range namen {
		a := Abgabe{Name: name, Dateien: map[string][]byte{}}
		abgaben = append(abgaben, a)
		h, err := home(name)
		if err != nil {
			abgaben[len(abgaben)-1].Problem = fmt.Sprintf("Kein Konto %s auf diesem Rechner.", name)
			continue
		}
		wurzel, err := os.OpenRoot(h)
		if err != nil {
			abgaben[len(abgaben)-1].Problem = fmt.Sprintf("Das Home-Verzeichnis %s ist nicht lesbar: %v", h, err)
			continue
		}
		problem := leseDateienFS(ohneWarten{wurzel}, filepath.ToSlash(filepath.Clean(imHome)), filepath.Join(h, imHome), a.Dateien)
		wurzel.Close()
		if problem == "" && len(a.Dateien) == 0 {
			problem = fmt.Sprintf("In %s liegen keine .go-Dateien.", filepath.Join(h, imHome))
		}
		abgaben[len(abgaben)-1].Problem = problem
	}
	sortiereAbgaben(abgaben)
	return abgaben, nil
}

// leseDateienFS liest die .go-Dateien (ohne _test.go) aus dem Ordner ordner von fsys nach
// dateien (unter bereinigten Namen, aufnehmen); anzeige ist der Ordner, wie er in Meldungen
// erscheint. Ergebnis: das Problem der Abgabe oder "".
func leseDateienFS(fsys fs.FS, ordner, anzeige string, dateien map[string][]byte) string {
	eintraege, err := fs.ReadDir(fsys, ordner)
	if err != nil {
		return fmt.Sprintf("Der Ordner %s ist nicht lesbar: %v", anzeige, err)
	}
	for _, e := range eintraege {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") || strings.HasPrefix(name, ".") {
			continue
		}
		if !e.Type().IsRegular() {
			return fmt.Sprintf("%s ist keine normale Datei (symbolischer Link?).", sichererDateiname(name))
		}
		if len(dateien) >= maxDateien {
			return fmt.Sprintf("Die Abgabe enthält mehr als %d .go-Dateien.", maxDateien)
		}
		daten, problem := leseDateiFS(fsys, path.Join(ordner, name), sichererDateiname(name))
		if problem != "" {
			return problem
		}
		aufnehmen(dateien, name, daten)
	}
	return ""
}
