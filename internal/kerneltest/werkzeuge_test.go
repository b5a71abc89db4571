package kerneltest

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// TestWerkzeugeWieKurs: GoNB steht zweimal in einem go.mod – als Werkzeug (der Kernel,
// werkzeuge/go.mod) und als Bibliothek der Zellen (gonbui, go.mod des Kurses). Beide müssen
// dieselbe Version nennen, sonst spricht der Kernel mit den Zellen ein anderes Protokoll.
func TestWerkzeugeWieKurs(t *testing.T) {
	version := func(datei string) string {
		t.Helper()
		inhalt, err := os.ReadFile(filepath.Join("..", "..", datei))
		if err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`(?m)^\s*(?:require\s+)?github\.com/janpfeifer/gonb (v\S+)`).FindSubmatch(inhalt)
		if m == nil {
			t.Fatalf("%s nennt github.com/janpfeifer/gonb nicht", datei)
		}
		return string(m[1])
	}
	kurs, werkzeuge := version("go.mod"), version("werkzeuge/go.mod")
	if kurs != werkzeuge {
		t.Errorf("GoNB in go.mod %s, in werkzeuge/go.mod %s: bitte gleich halten", kurs, werkzeuge)
	}
	inhalt, err := os.ReadFile(filepath.Join("..", "..", "werkzeuge", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for _, werkzeug := range []string{"github.com/janpfeifer/gonb", "github.com/kisuche/kisuche/werkzeuge/goimports", "github.com/kisuche/kisuche/werkzeuge/goplspforte", "golang.org/x/tools/gopls"} {
		if !regexp.MustCompile(`(?m)^\s*(tool\s+)?` + regexp.QuoteMeta(werkzeug) + `\s*$`).Match(inhalt) {
			t.Errorf("werkzeuge/go.mod nennt das Werkzeug %s nicht", werkzeug)
		}
	}
}
