package main

import (
	"bytes"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/tools/imports"
)

// arbeitsumgebung legt einen Arbeitsbereich wie den einer GoNB-Sitzung an: ein Modul
// example.org/kurs mit Paketen aller Sorten und daneben das Modul der Zelle, beide im
// go.work. Zurück kommt der Ordner der Zelle.
func arbeitsumgebung(t *testing.T) string {
	t.Helper()
	wurzel := t.TempDir()
	dateien := map[string]string{
		"go.work":                          "go 1.26\n\nuse (\n\t./zelle\n\t./kurs\n)\n",
		"zelle/go.mod":                     "module gonb_zelle\n\ngo 1.26\n",
		"kurs/go.mod":                      "module example.org/kurs\n\ngo 1.26\n",
		"kurs/lesson/lesson.go":            "package lesson\n\nfunc Breitensuche() int { return 1 }\n",
		"kurs/lesson/lesson_test.go":       "package lesson_test\n",
		"kurs/lesson/puzzle/puzzle.go":     "package puzzle\n\nfunc PrettyStr(s string) string { return s }\n\ntype Brett int\n",
		"kurs/lesson/achtpuzzle/a.go":      "package acht\n\nfunc Loese() {}\n",
		"kurs/lesson/internal/geheim/g.go": "package geheim\n\nfunc X() {}\n",
		"kurs/cmd/werkzeug/main.go":        "package main\n\nfunc main() {}\n",
		"kurs/exercises/e.go":              "package exercises\n\nfunc Loese() {}\n",
		"kurs/solutions/s.go":              "package exercises\n\nfunc Loese() {}\n",
		"kurs/sort/sort.go":                "package sort\n\nfunc Ints([]int) {}\n",
		"kurs/testdata/t/t.go":             "package t\n",
		"kurs/.versteckt/v/v.go":           "package v\n",
		"kurs/_alt/a/a.go":                 "package a\n",
		"kurs/werkzeuge/go.mod":            "module example.org/kurs/werkzeuge\n\ngo 1.26\n",
		"kurs/werkzeuge/w/w.go":            "package w\n",
	}
	for name, inhalt := range dateien {
		pfad := filepath.Join(wurzel, name)
		if err := os.MkdirAll(filepath.Dir(pfad), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(pfad, []byte(inhalt), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("GOWORK", "")
	t.Setenv("GOFLAGS", "")
	t.Setenv("GOPROXY", "off")
	zelle := filepath.Join(wurzel, "zelle")
	t.Chdir(zelle) // goimports sucht vom Arbeitsordner aus, GoNB ruft es im Ordner der Zelle auf
	return zelle
}

func TestPakete(t *testing.T) {
	zelle := arbeitsumgebung(t)
	pakete := map[string][]string{}
	for name, liste := range Pakete(zelle) {
		for _, p := range liste {
			if rel, err := filepath.Rel(filepath.Dir(zelle), p.Ordner); err != nil || "example.org/"+filepath.ToSlash(rel) != p.Pfad {
				t.Errorf("Paket %s im Ordner %s", p.Pfad, p.Ordner)
			}
			pakete[name] = append(pakete[name], p.Pfad)
		}
		slices.Sort(pakete[name])
	}
	erwartet := map[string][]string{
		"acht":      {"example.org/kurs/lesson/achtpuzzle"},
		"lesson":    {"example.org/kurs/lesson"},
		"puzzle":    {"example.org/kurs/lesson/puzzle"},
		"exercises": {"example.org/kurs/exercises", "example.org/kurs/solutions"},
		"sort":      {"example.org/kurs/sort"},
	}
	if !maps.EqualFunc(pakete, erwartet, slices.Equal) {
		t.Errorf("Pakete(%s) = %v, erwartet %v", zelle, pakete, erwartet)
	}

	t.Setenv("GOWORK", "off")
	if pakete := Pakete(zelle); len(pakete) != 0 {
		t.Errorf("mit GOWORK=off: Pakete = %v, erwartet keine", pakete)
	}
}

func TestStandardpakete(t *testing.T) {
	standard := Standardpakete()
	for _, name := range []string{"fmt", "sort", "rand", "heap", "slices"} {
		if !standard[name] {
			t.Errorf("Standardpakete kennt %q nicht", name)
		}
	}
	for _, name := range []string{"puzzle", "lesson", "internal", "testdata"} {
		if standard[name] {
			t.Errorf("Standardpakete nennt %q", name)
		}
	}
}

// TestBearbeiteWieGoimports: Für jede Zelle schreibt Bearbeite genau, was goimports
// (imports.Process mit Suche in allen Modulen) schreibt, und ergänzt die Pakete des Kurses
// selbst genau dort, wo es eindeutig ist.
func TestBearbeiteWieGoimports(t *testing.T) {
	zelle := arbeitsumgebung(t)
	if err := os.WriteFile(filepath.Join(zelle, "andere.go"), []byte("package main\n\nvar lesson = struct{ Breitensuche int }{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const kopf = "package main\n\nimport \"flag\"\n\nfunc main() {\n\tflag.Parse()\n"
	faelle := []struct {
		name, rumpf string
		selbst      []string // was Bearbeite vor imports.Process selbst importiert
	}{
		{"Paket des Kurses", "\tfmt.Println(puzzle.PrettyStr(\"A\"))\n", []string{"example.org/kurs/lesson/puzzle"}},
		{"lokale Variable", "\tpuzzle := struct{ X int }{}\n\tfmt.Println(puzzle.X)\n", nil},
		{"global in anderer Datei", "\tfmt.Println(lesson.Breitensuche)\n", nil},
		{"zwei Pakete heißen exercises", "\texercises.Loese()\n", nil},
		{"Standardbibliothek geht vor", "\tsort.Ints(nil)\n", nil},
		{"internal", "\tgeheim.X()\n", nil},
		{"nicht exportiert", "\tpuzzle.prettyStr(\"A\")\n", nil},
		{"mit Namen importiert", "\tp.PrettyStr(\"A\")\n", nil},
		{"Parameter verdeckt", "\tf := func(puzzle struct{ PrettyStr int }) int { return puzzle.PrettyStr }\n\t_ = f\n", nil},
		{"nur im inneren Block verdeckt", "\t{\n\t\tpuzzle := struct{ X int }{}\n\t\t_ = puzzle.X\n\t}\n\tpuzzle.PrettyStr(\"A\")\n", []string{"example.org/kurs/lesson/puzzle"}},
		{"Funktionswert ohne Aufruf", "\t_ = puzzle.PrettyStr\n", []string{"example.org/kurs/lesson/puzzle"}},
		{"Feld, kein Paket", "\tvar s struct{ puzzle struct{ X int } }\n\t_ = s.puzzle.X\n", nil},
		{"Paket heißt anders als sein Ordner", "\tacht.Loese()\n", nil},
		{"Name, den das Paket nicht hat", "\tpuzzle.GibtEsNicht()\n", nil},
		{"Typ des Pakets", "\tvar _ puzzle.Brett\n", []string{"example.org/kurs/lesson/puzzle"}},
		{"Sprungmarke", "puzzle:\n\tfor {\n\t\tbreak puzzle\n\t}\n\tpuzzle.PrettyStr(\"A\")\n", []string{"example.org/kurs/lesson/puzzle"}},
	}
	for _, fall := range faelle {
		t.Run(fall.name, func(t *testing.T) {
			src := []byte(kopf + fall.rumpf + "}\n")
			if fall.name == "mit Namen importiert" {
				src = []byte(strings.Replace(string(src), "import \"flag\"", "import (\n\t\"flag\"\n\tp \"example.org/kurs/lesson/puzzle\"\n)", 1))
			}
			datei := filepath.Join(zelle, "main.go")
			goimports, errGoimports := imports.Process(datei, src, optionen)
			unseres, err := Bearbeite(datei, src)
			if (err == nil) != (errGoimports == nil) || !bytes.Equal(unseres, goimports) {
				t.Errorf("Bearbeite:\n%s(Fehler %v)\ngoimports:\n%s(Fehler %v)", unseres, err, goimports, errGoimports)
			}
			ergaenzt, ok := ergaenzeKurspakete(datei, src)
			var selbst []string
			if ok {
				for _, pfad := range fall.selbst {
					if bytes.Contains(ergaenzt, []byte(`"`+pfad+`"`)) {
						selbst = append(selbst, pfad)
					}
				}
				if len(selbst) == 0 {
					t.Errorf("ergaenzeKurspakete meldet eine Ergänzung, aber ohne %v:\n%s", fall.selbst, ergaenzt)
				}
			}
			if !slices.Equal(selbst, fall.selbst) {
				t.Errorf("selbst importiert: %v, erwartet %v", selbst, fall.selbst)
			}
		})
	}
}

func TestBearbeiteSyntaxfehler(t *testing.T) {
	zelle := arbeitsumgebung(t)
	datei := filepath.Join(zelle, "main.go")
	src := []byte("package main\n\nfunc main() {\n\tpuzzle.PrettyStr(\n}\n")
	_, errGoimports := imports.Process(datei, src, optionen)
	_, err := Bearbeite(datei, src)
	if err == nil || errGoimports == nil || err.Error() != errGoimports.Error() {
		t.Errorf("Bearbeite: Fehler %v, goimports: %v", err, errGoimports)
	}
}

func TestAusfuehren(t *testing.T) {
	zelle := arbeitsumgebung(t)
	datei := filepath.Join(zelle, "main.go")
	src := "package main\n\nfunc main() {\n\tfmt.Println(puzzle.PrettyStr(\"A\"))\n}\n"
	schreibe := func() {
		t.Helper()
		if err := os.WriteFile(datei, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	lies := func() string {
		t.Helper()
		inhalt, err := os.ReadFile(datei)
		if err != nil {
			t.Fatal(err)
		}
		return string(inhalt)
	}
	erwartet := "package main\n\nimport (\n\t\"fmt\"\n\n\t\"example.org/kurs/lesson/puzzle\"\n)\n\nfunc main() {\n\tfmt.Println(puzzle.PrettyStr(\"A\"))\n}\n"

	aufruf := func(args ...string) (int, string, string) {
		var aus, fehler bytes.Buffer
		status := ausfuehren(args, &aus, &fehler)
		return status, aus.String(), fehler.String()
	}

	schreibe()
	if status, aus, fehler := aufruf(datei); status != 0 || aus != erwartet || lies() != src {
		t.Errorf("ohne -w: Status %d, Ausgabe\n%s\nFehler %q; die Datei muss bleiben", status, aus, fehler)
	}
	if status, aus, _ := aufruf("-l", datei); status != 0 || aus != datei+"\n" || lies() != src {
		t.Errorf("-l: Status %d, Ausgabe %q, erwartet den Dateinamen und eine unveränderte Datei", status, aus)
	}
	if status, aus, fehler := aufruf("-w", datei); status != 0 || aus != "" || lies() != erwartet {
		t.Errorf("-w: Status %d, Ausgabe %q, Fehler %q, Datei\n%s", status, aus, fehler, lies())
	}
	if status, aus, _ := aufruf("-l", datei); status != 0 || aus != "" {
		t.Errorf("-l nach -w: Status %d, Ausgabe %q, erwartet nichts", status, aus)
	}
	if status, _, fehler := aufruf(); status != 2 || !strings.Contains(fehler, "keine Datei angegeben") {
		t.Errorf("ohne Datei: Status %d, Fehler %q", status, fehler)
	}
	if status, _, fehler := aufruf("-x", datei); status != 2 || !strings.Contains(fehler, "Aufruf: goimports") {
		t.Errorf("unbekannter Schalter: Status %d, Fehler %q", status, fehler)
	}
	if status, _, fehler := aufruf(filepath.Join(zelle, "fehlt.go")); status != 1 || fehler == "" {
		t.Errorf("fehlende Datei: Status %d, Fehler %q", status, fehler)
	}
}

// TestFIFOHaeltNichtAuf: Eine FIFO mit Namen *.go in einem Paket des Kurses oder neben der
// Zelle darf goimports nicht blockieren (Öffnen einer FIFO wartet auf einen Schreiber).
func TestFIFOHaeltNichtAuf(t *testing.T) {
	zelle := arbeitsumgebung(t)
	for _, fifo := range []string{
		filepath.Join(zelle, "..", "kurs", "lesson", "puzzle", "a.go"),
		filepath.Join(zelle, "a.go"),
	} {
		if err := syscall.Mkfifo(fifo, 0o644); err != nil {
			t.Skipf("keine FIFO: %v", err)
		}
	}
	datei := filepath.Join(zelle, "main.go")
	fertig := make(chan []byte, 1)
	go func() {
		aus, _ := Bearbeite(datei, []byte("package main\n\nfunc main() {\n\tpuzzle.PrettyStr(\"A\")\n}\n"))
		fertig <- aus
	}()
	select {
	case aus := <-fertig:
		if !bytes.Contains(aus, []byte(`"example.org/kurs/lesson/puzzle"`)) {
			t.Errorf("puzzle nicht importiert:\n%s", aus)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("Bearbeite hängt an einer FIFO")
	}
}
