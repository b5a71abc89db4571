package main

import (
	"cmp"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"golang.org/x/mod/modfile"
)

// Paket ist ein importierbares Paket eines Moduls aus dem go.work: Importpfad und Ordner.
type Paket struct {
	Pfad, Ordner string
}

// Pakete ordnet jedem Paketnamen die Pakete zu, die so heißen, in allen
// Modulen, die das go.work für den Ordner dir einbindet (wie der go-Befehl gesucht: GOWORK,
// sonst dir und seine Elternordner). Ohne go.work ist das Ergebnis leer.
//
// Gezählt werden Pakete, die ein anderes Modul importieren darf: keine Programme (package
// main), nichts unter internal/, testdata/, vendor/ oder in Ordnern, die mit . oder _
// beginnen, keine eingebetteten Module (Ordner mit eigenem go.mod).
func Pakete(dir string) map[string][]Paket {
	pakete := map[string][]Paket{}
	work := goWork(dir)
	if work == "" {
		return pakete
	}
	inhalt, err := os.ReadFile(work)
	if err != nil {
		return pakete
	}
	w, err := modfile.ParseWork(work, inhalt, nil)
	if err != nil {
		return pakete
	}
	for _, use := range w.Use {
		wurzel := use.Path
		if !filepath.IsAbs(wurzel) {
			wurzel = filepath.Join(filepath.Dir(work), wurzel)
		}
		modul, err := os.ReadFile(filepath.Join(wurzel, "go.mod"))
		if err != nil {
			continue
		}
		sammle(pakete, wurzel, modfile.ModulePath(modul))
	}
	return pakete
}

// goWork findet das go.work für dir wie der go-Befehl: GOWORK (off: keines), sonst die
// erste Datei go.work in dir oder darüber.
func goWork(dir string) string {
	switch work := os.Getenv("GOWORK"); work {
	case "off":
		return ""
	case "":
	default:
		return work
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for {
		kandidat := filepath.Join(dir, "go.work")
		if info, err := os.Stat(kandidat); err == nil && info.Mode().IsRegular() {
			return kandidat
		}
		oben := filepath.Dir(dir)
		if oben == dir {
			return ""
		}
		dir = oben
	}
}

// sammle trägt die importierbaren Pakete des Moduls modul im Ordner wurzel in pakete ein.
func sammle(pakete map[string][]Paket, wurzel, modul string) {
	if modul == "" {
		return
	}
	filepath.WalkDir(wurzel, func(pfad string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		if pfad != wurzel {
			name := d.Name()
			if name == "internal" || name == "testdata" || name == "vendor" ||
				strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(pfad, "go.mod")); err == nil {
				return filepath.SkipDir
			}
		}
		name := paketname(pfad)
		if name == "" || name == "main" {
			return nil
		}
		rel, err := filepath.Rel(wurzel, pfad)
		if err != nil {
			return nil
		}
		importpfad := modul
		if rel != "." {
			importpfad = path.Join(modul, filepath.ToSlash(rel))
		}
		pakete[name] = append(pakete[name], Paket{importpfad, pfad})
		return nil
	})
}

// exportiert sammelt die exportierten Namen, die die Go-Dateien (ohne Tests) im Ordner dir
// auf oberster Ebene deklarieren.
func exportiert(dir string) map[string]bool {
	namen := map[string]bool{}
	for name := range deklariert(dir, "", "") {
		if ast.IsExported(name) {
			namen[name] = true
		}
	}
	return namen
}

// paketname liest den Paketnamen aus der ersten Go-Datei (ohne Tests) im Ordner dir;
// "" heißt: kein Go-Paket.
func paketname(dir string) string {
	eintraege, err := os.ReadDir(dir)
	if err != nil {
		return ""
	}
	for _, e := range eintraege {
		name := e.Name()
		if !e.Type().IsRegular() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue // auch keine FIFOs: Öffnen bliebe hängen
		}
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, name), nil, parser.PackageClauseOnly)
		if err != nil {
			continue
		}
		return f.Name.Name
	}
	return ""
}

// Standardpakete ist die Menge der Namen von Paketen der Standardbibliothek (der letzte
// Teil ihres Importpfads, wie goimports ihn für ein Paket annimmt).
func Standardpakete() map[string]bool {
	namen := map[string]bool{}
	src := filepath.Join(cmp.Or(build.Default.GOROOT, os.Getenv("GOROOT")), "src")
	filepath.WalkDir(src, func(pfad string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() || pfad == src {
			return nil
		}
		switch d.Name() {
		case "cmd", "internal", "testdata", "vendor":
			return filepath.SkipDir
		}
		namen[d.Name()] = true
		return nil
	})
	return namen
}
