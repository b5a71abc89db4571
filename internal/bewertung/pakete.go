package bewertung

import (
	"bytes"
	"embed"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"maps"
	"slices"
	"strings"
)

// Jede Aufgabe wird für sich bewertet: cmd/bewerten übersetzt sie in einem eigenen Paket,
// in dem die Datei der Abgabe für diese Aufgabe neben den Musterlösungen der übrigen
// Aufgaben steht (AufgabenPaket). Ein GetMoves, das über den Rand springt, kostet so nur
// Punkte in a), nicht noch einmal in c) und e), deren Suchen es aufrufen.

// muster sind die Musterlösungen der sechs Aufgaben: Kopien von solutions/[a-f]_*.go
// (TestMusterWieLoesungen hält sie gleich).
//
//go:embed muster/*.go.txt
var muster embed.FS

// musterPraefix steht vor den Namen der Hilfsfunktionen der Musterlösungen im Paket einer
// Aufgabe, damit sie nicht mit gleichnamigen Funktionen der Abgabe zusammenstoßen (etwa abs).
const musterPraefix = "kisucheMuster_"

// aufgabenFunktion liefert den Namen der Funktion der Aufgabe id ("GetMoves" für "a").
func aufgabenFunktion(id string) string {
	a, _ := aufgabeMit(id)
	return a.name
}

// Deklariert liefert die Aufgabenfunktionen (Kennungen "a" bis "f"), die quelltext auf
// oberster Ebene deklariert. Lässt sich die Datei nicht lesen, sucht es „func Name(“ im Text.
func Deklariert(quelltext []byte) []string {
	namen := map[string]bool{}
	if datei, err := parser.ParseFile(token.NewFileSet(), "", quelltext, parser.SkipObjectResolution); err == nil {
		for _, d := range datei.Decls {
			if f, ok := d.(*ast.FuncDecl); ok && f.Recv == nil {
				namen[f.Name.Name] = true
			}
		}
	} else {
		for _, a := range aufgaben {
			namen[a.name] = bytes.Contains(quelltext, []byte("func "+a.name+"("))
		}
	}
	var ids []string
	for _, a := range aufgaben {
		if namen[a.name] {
			ids = append(ids, a.id)
		}
	}
	return ids
}

// AufgabenPaket liefert die Dateien des Pakets, in dem die Aufgabe id einer Abgabe bewertet
// wird: alle Dateien der Abgabe außer denen, die nur Funktionen anderer Aufgaben
// deklarieren, und für jede Aufgabenfunktion, die dann fehlt, die Datei der Musterlösung
// (mit umbenannten Hilfsfunktionen). dateien ist die vollständige Abgabe (mit den
// vorgegebenen Dateien und Platzhaltern für fehlende Funktionen).
//
// Lässt sich das Paket nicht übersetzen (die Datei der Aufgabe braucht etwas aus einer
// Datei einer anderen Aufgabe, oder ein Name stößt mit der Musterlösung zusammen), bewertet
// cmd/bewerten die Aufgabe mit der ganzen Abgabe.
func AufgabenPaket(id string, dateien map[string][]byte) map[string][]byte {
	paket := map[string][]byte{}
	abgedeckt := map[string]bool{}
	for _, name := range slices.Sorted(maps.Keys(dateien)) {
		ids := Deklariert(dateien[name])
		if len(ids) > 0 && !slices.Contains(ids, id) {
			continue // nur andere Aufgaben: dafür steht die Musterlösung
		}
		paket[name] = dateien[name]
		for _, i := range ids {
			abgedeckt[i] = true
		}
	}
	for _, a := range aufgaben {
		if abgedeckt[a.id] {
			continue
		}
		name := "kisuche_muster_" + strings.ToLower(a.name) + ".go"
		for _, belegt := paket[name]; belegt; _, belegt = paket[name] {
			name = "ergaenzt_" + name
		}
		paket[name] = musterQuelle(a.id)
	}
	return paket
}

// musterQuelle liefert die Musterlösung der Aufgabe id, ihre Hilfsfunktionen mit
// musterPraefix umbenannt.
func musterQuelle(id string) []byte {
	eintraege, _ := muster.ReadDir("muster")
	for _, e := range eintraege {
		if !strings.HasPrefix(e.Name(), id+"_") {
			continue
		}
		quelle, _ := muster.ReadFile("muster/" + e.Name())
		return umbenannt(quelle)
	}
	panic("Prüfprogramm: keine Musterlösung für Aufgabe " + id)
}

// umbenannt benennt in der Musterlösung quelle jede Deklaration auf oberster Ebene außer
// den Aufgabenfunktionen um (musterPraefix davor) und jeden Bezeichner, der sie benutzt.
func umbenannt(quelle []byte) []byte {
	fset := token.NewFileSet()
	datei, err := parser.ParseFile(fset, "", quelle, parser.ParseComments)
	if err != nil {
		panic("Prüfprogramm: Musterlösung nicht lesbar: " + err.Error())
	}
	eigene := map[string]bool{}
	for _, d := range datei.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil && !slices.ContainsFunc(aufgaben, func(a aufgabe) bool { return a.name == d.Name.Name }) {
				eigene[d.Name.Name] = true
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.ValueSpec:
					for _, n := range s.Names {
						eigene[n.Name] = true
					}
				case *ast.TypeSpec:
					eigene[s.Name.Name] = true
				}
			}
		}
	}
	ast.Inspect(datei, func(n ast.Node) bool {
		if ident, ok := n.(*ast.Ident); ok && eigene[ident.Name] {
			ident.Name = musterPraefix + ident.Name
		}
		return true
	})
	var b bytes.Buffer
	if err := format.Node(&b, fset, datei); err != nil {
		panic("Prüfprogramm: Musterlösung nicht druckbar: " + err.Error())
	}
	return b.Bytes()
}

// MitBeobachtung setzt in eine Datei, die GetMoves deklariert, den Aufruf von
// dienst.Beobachte an den Anfang von GetMoves und meldet die Beobachtung beim Start an
// (dienst.Aktivieren): So sieht das Prüfprogramm, welche Positionen eine Suche expandiert.
// Zeilennummern bleiben gleich (Meldungen des Compilers und Stellen eines panic zeigen auf
// die Zeilen der Abgabe); nur die Spalten der Zeile mit package und der ersten Zeile von
// GetMoves verschieben sich. Andere Dateien (und solche, die sich nicht lesen lassen)
// bleiben, wie sie sind. Das Paket dienst importiert die Datei unter dem Namen name: Er
// enthält einen Teil des Geheimnisses der Abgabe, damit ihr Code ihn nicht kennen und
// Beobachte nicht selbst aufrufen kann.
func MitBeobachtung(quelle []byte, name string) []byte {
	datei, err := parser.ParseFile(token.NewFileSet(), "", quelle, parser.SkipObjectResolution)
	if err != nil {
		return quelle
	}
	for _, d := range datei.Decls {
		f, ok := d.(*ast.FuncDecl)
		if !ok || f.Recv != nil || f.Name.Name != "GetMoves" || f.Body == nil || len(f.Type.Params.List) != 1 {
			continue
		}
		namen := f.Type.Params.List[0].Names
		if len(namen) != 1 || namen[0].Name == "_" {
			return quelle
		}
		paketEnde := int(datei.Name.End()) - 1 // Positionen beginnen bei 1
		klammer := int(f.Body.Lbrace)          // direkt hinter „{“
		var b bytes.Buffer
		b.Write(quelle[:paketEnde])
		b.WriteString("; import " + name + " \"github.com/kisuche/kisuche/internal/bewertung/dienst\"")
		b.Write(quelle[paketEnde:klammer])
		b.WriteString(" " + name + ".Beobachte([16]int8(" + namen[0].Name + "));")
		b.Write(quelle[klammer:])
		b.WriteString("\n\nfunc init() { " + name + ".Aktivieren() }\n")
		return b.Bytes()
	}
	return quelle
}
