package demo

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestWidgetsNurUeberKnopf: Kein Code der Bibliothek ruft Done oder Listen eines Widgets von
// GoNB selbst, außer knopf.go. Der Weg aus GoNBs Dokumentation (Done, dann Listen) verliert
// gelegentlich alle Klicks (siehe knopf); der Browser-Test bemerkt das nur in manchen
// Läufen, dieser Test in jedem.
func TestWidgetsNurUeberKnopf(t *testing.T) {
	fset := token.NewFileSet()
	geprueft := 0
	err := filepath.WalkDir("..", func(pfad string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(pfad, ".go") || strings.HasSuffix(pfad, "_test.go") {
			return err
		}
		if filepath.ToSlash(pfad) == "../demo/knopf.go" {
			return nil
		}
		f, err := parser.ParseFile(fset, pfad, nil, 0)
		if err != nil {
			return err
		}
		geprueft++
		for _, fehler := range widgetAufrufe(f, fset) {
			t.Errorf("%s: ruft Done oder Listen eines Widgets selbst; Knöpfe mit knopf, Regler mit schieberegler bauen", fehler)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if geprueft < 20 {
		t.Fatalf("nur %d Dateien geprüft", geprueft)
	}
}

// TestWidgetRegelBemerktDenAltenWeg: Die Regel erkennt den Weg aus GoNBs Dokumentation,
// direkt verkettet und über eine Variable.
func TestWidgetRegelBemerktDenAltenWeg(t *testing.T) {
	for _, code := range []string{
		`b := widgets.Button("x").AppendTo(l); b.Done(); k := b.Listen()`,
		`k := widgets.Button("x").AppendTo(l).Done().Listen()`,
		`r := widgets.Slider(0, 9, 0).AppendTo(l)
		 r.Done()`,
	} {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "alt.go", "package p\nfunc f() {\n"+code+"\n}\n", 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(widgetAufrufe(f, fset)) == 0 {
			t.Errorf("nicht bemerkt: %s", code)
		}
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "ok.go", "package p\nfunc f() {\n<-ctx.Done(); r := widgets.Slider(0, 9, 0); w := schieberegler(r)\n}\n", 0)
	if err != nil {
		t.Fatal(err)
	}
	if fehler := widgetAufrufe(f, fset); len(fehler) > 0 {
		t.Errorf("fälschlich bemerkt: %v", fehler)
	}
}

// widgetAufrufe liefert die Stellen, an denen f Done oder Listen auf einem Widget von GoNB
// ruft: auf einer Kette, die mit widgets.… beginnt, oder auf einer Variablen, der eine solche
// Kette zugewiesen wurde.
func widgetAufrufe(f *ast.File, fset *token.FileSet) []string {
	widgetVariablen := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if z, ok := n.(*ast.AssignStmt); ok {
			for i, rechts := range z.Rhs {
				if i < len(z.Lhs) && ausWidgets(rechts, nil) {
					if id, ok := z.Lhs[i].(*ast.Ident); ok {
						widgetVariablen[id.Name] = true
					}
				}
			}
		}
		return true
	})
	var stellen []string
	ast.Inspect(f, func(n ast.Node) bool {
		aufruf, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := aufruf.Fun.(*ast.SelectorExpr)
		if ok && (sel.Sel.Name == "Done" || sel.Sel.Name == "Listen") && ausWidgets(sel.X, widgetVariablen) {
			stellen = append(stellen, fset.Position(aufruf.Pos()).String())
		}
		return true
	})
	return stellen
}

// ausWidgets meldet, ob die Kette e (a.B(…).C(…)…) mit dem Paket widgets oder einer der
// variablen beginnt.
func ausWidgets(e ast.Expr, variablen map[string]bool) bool {
	for {
		switch x := e.(type) {
		case *ast.CallExpr:
			e = x.Fun
		case *ast.SelectorExpr:
			e = x.X
		case *ast.Ident:
			return x.Name == "widgets" || variablen[x.Name]
		default:
			return false
		}
	}
}
