package main

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/imports"
)

// optionen sind die von golang.org/x/tools/cmd/goimports.
var optionen = &imports.Options{TabWidth: 8, TabIndent: true, Comments: true, Fragment: true}

// Bearbeite gibt den Quelltext src der Datei datei so zurück, wie goimports ihn schreibt:
// formatiert, fehlende Importe ergänzt, unbenutzte entfernt. Pakete der Module aus dem
// go.work (siehe Pakete) ergänzt es vorher selbst, ohne Suche.
func Bearbeite(datei string, src []byte) ([]byte, error) {
	if ergaenzt, ok := ergaenzeKurspakete(datei, src); ok {
		src = ergaenzt
	}
	return imports.Process(datei, src, optionen)
}

// ergaenzeKurspakete importiert in src jedes Paket der Module aus dem go.work, das src
// braucht (siehe Fehlend). ok ist false, wenn es nichts zu ergänzen gab oder src sich nicht
// lesen ließ; dann bleibt alles imports.Process überlassen.
func ergaenzeKurspakete(datei string, src []byte) (_ []byte, ok bool) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, datei, src, parser.ParseComments)
	if err != nil {
		return nil, false
	}
	fehlend := fehlendeSelektoren(f, deklariert(filepath.Dir(datei), f.Name.Name, datei))
	if len(fehlend) == 0 {
		return nil, false
	}
	pakete := Pakete(filepath.Dir(datei))
	var standard map[string]bool
	for _, name := range slices.Sorted(maps.Keys(fehlend)) {
		kandidaten := pakete[name]
		if len(kandidaten) != 1 || path.Base(kandidaten[0].Pfad) != name {
			continue // kein oder kein eindeutiges Paket: goimports entscheidet
		}
		if hat := exportiert(kandidaten[0].Ordner); !allesDa(fehlend[name], hat) {
			continue // wie goimports: nur ein Paket, das jeden benutzten Namen exportiert
		}
		if standard == nil {
			standard = Standardpakete()
		}
		if len(standard) == 0 || standard[name] {
			continue // wie goimports: die Standardbibliothek geht vor
		}
		astutil.AddImport(fset, f, kandidaten[0].Pfad)
		ok = true
	}
	if !ok {
		return nil, false
	}
	var puffer bytes.Buffer
	if err := format.Node(&puffer, fset, f); err != nil {
		return nil, false
	}
	return puffer.Bytes(), true
}

// Fehlend nennt, sortiert, die Namen, die f vor einem Punkt benutzt (name.Exportiert), ohne
// sie zu deklarieren oder zu importieren – genau die Bezeichner, für die goimports ein Paket
// sucht. global sind die Namen, die andere Dateien des Pakets auf oberster Ebene deklarieren.
func Fehlend(f *ast.File, global map[string]bool) []string {
	return slices.Sorted(maps.Keys(fehlendeSelektoren(f, global)))
}

// fehlendeSelektoren ordnet jedem Namen aus Fehlend die exportierten Namen zu, die f dahinter
// benutzt (puzzle → PrettyStr, Schiebepuzzle).
func fehlendeSelektoren(f *ast.File, global map[string]bool) map[string][]string {
	importiert := map[string]bool{}
	for _, imp := range f.Imports {
		pfad, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			continue
		}
		name := path.Base(pfad)
		if imp.Name != nil {
			name = imp.Name.Name
		}
		importiert[name] = true
	}
	fehlend := map[string][]string{}
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		x, ok := sel.X.(*ast.Ident)
		//lint:ignore SA1019 goimports erkennt Paketbezüge genauso (Obj der Auflösung des Parsers).
		if !ok || x.Obj != nil || !ast.IsExported(sel.Sel.Name) || importiert[x.Name] || global[x.Name] {
			return true
		}
		if !slices.Contains(fehlend[x.Name], sel.Sel.Name) {
			fehlend[x.Name] = append(fehlend[x.Name], sel.Sel.Name)
		}
		return true
	})
	return fehlend
}

// allesDa: jeder Name aus namen steht in hat.
func allesDa(namen []string, hat map[string]bool) bool {
	for _, n := range namen {
		if !hat[n] {
			return false
		}
	}
	return true
}

// deklariert sammelt die Namen, die die Go-Dateien (ohne Tests) im Ordner dir auf oberster
// Ebene deklarieren – nur Dateien des Pakets paket ("" für jedes) und ohne die Datei ohne.
// (GoNB kann neben main.go weitere Dateien anlegen; exportiert liest so ein Paket des Kurses.)
func deklariert(dir, paket, ohne string) map[string]bool {
	namen := map[string]bool{}
	eintraege, err := os.ReadDir(dir)
	if err != nil {
		return namen
	}
	for _, e := range eintraege {
		andere := filepath.Join(dir, e.Name())
		if !e.Type().IsRegular() || !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") || (ohne != "" && andere == filepath.Clean(ohne)) {
			continue // auch keine FIFOs: Öffnen bliebe hängen
		}
		f, err := parser.ParseFile(token.NewFileSet(), andere, nil, parser.SkipObjectResolution)
		if err != nil || (paket != "" && f.Name.Name != paket) {
			continue
		}
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					namen[d.Name.Name] = true
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch s := spec.(type) {
					case *ast.ValueSpec:
						for _, n := range s.Names {
							namen[n.Name] = true
						}
					case *ast.TypeSpec:
						namen[s.Name.Name] = true
					}
				}
			}
		}
	}
	return namen
}
