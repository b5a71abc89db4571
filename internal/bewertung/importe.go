package bewertung

import (
	"fmt"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"
)

// ErlaubtePakete sind die Pakete, die eine Abgabe importieren darf: die Standardbibliothek
// ohne Zugriff auf Dateien, Prozesse, Netz und Speicher (kein os, syscall, unsafe,
// reflect, runtime, net, …). Mehr braucht die Übung nicht.
var ErlaubtePakete = []string{
	"bytes", "cmp", "container/heap", "container/list", "container/ring", "errors", "fmt",
	"iter", "log", "maps", "math", "math/bits", "math/rand", "math/rand/v2", "slices", "sort",
	"strconv", "strings", "unicode", "unicode/utf8",
}

// PruefeImporte liefert für jede Datei (Name → Inhalt), die ein nicht erlaubtes Paket
// importiert, eine deutsche Meldung; leer heißt: alles erlaubt. Die unveränderten
// vorgegebenen Dateien (Vorgaben) dürfen mehr; Dateien, die sich nicht lesen lassen,
// meldet erst der Compiler.
func PruefeImporte(dateien map[string][]byte) []string {
	var meldungen []string
	namen := make([]string, 0, len(dateien))
	for name, inhalt := range dateien {
		if !istVorgabe(inhalt) {
			namen = append(namen, name)
		}
	}
	slices.Sort(namen)
	for _, name := range namen {
		datei, err := parser.ParseFile(token.NewFileSet(), name, dateien[name], parser.ImportsOnly)
		if err != nil || datei == nil {
			continue
		}
		for _, imp := range datei.Imports {
			pfad, err := strconv.Unquote(imp.Path.Value)
			if err != nil || !slices.Contains(ErlaubtePakete, pfad) {
				meldungen = append(meldungen, fmt.Sprintf("%s importiert %s – das ist in der Übung nicht erlaubt.", name, imp.Path.Value))
			}
		}
	}
	return meldungen
}

// ErlaubtePaketeText nennt die erlaubten Pakete für eine Rückmeldung.
func ErlaubtePaketeText() string {
	return "Erlaubt sind nur diese Pakete der Standardbibliothek: " + strings.Join(ErlaubtePakete, ", ") + "."
}

// istVorgabe meldet, ob inhalt eine der vorgegebenen Dateien ist (auch mit
// Windows-Zeilenenden oder einem BOM am Anfang, wie manche Editoren sie speichern).
func istVorgabe(inhalt []byte) bool {
	text := strings.TrimPrefix(strings.ReplaceAll(string(inhalt), "\r\n", "\n"), "\ufeff")
	for _, v := range Vorgaben() {
		if text == v.Inhalt {
			return true
		}
	}
	return false
}
