package pruefen

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/wache"
)

// mitAusgabe leitet Ausgabe für einen Test in einen Puffer um.
func mitAusgabe(t *testing.T) *bytes.Buffer {
	var b bytes.Buffer
	alt := Ausgabe
	Ausgabe = &b
	t.Cleanup(func() { Ausgabe = alt })
	return &b
}

// TestAufgabeAufDenStubs prüft die Prüfzellen an den Stubs in exercises/: Jede Aufgabe ist
// offen, keine meldet „bestanden“.
func TestAufgabeAufDenStubs(t *testing.T) {
	wache.Erlaube(t, wache.GrenzeMitUebersetzen) // Aufgabe übersetzt die Übung mit go
	projekt, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("KISUCHE_PROJEKT", projekt)
	b := mitAusgabe(t)
	Aufgabe("c")
	if !strings.Contains(b.String(), "FEHLER: BFS(StartPos) liefert den Fehler „noch nicht implementiert“") ||
		strings.Contains(b.String(), "bestanden") {
		t.Errorf("Aufgabe(c) auf dem Stub:\n%s", b)
	}
	b.Reset()
	gezeigt := mitAnzeige(t, true) // wie in einem Notebook: Die Übersicht zeigt danach die Abgabe
	Uebersicht()
	if !strings.Contains(b.String(), "0 von 6 Aufgaben bestehen die Beispiele der Lektion") || strings.Count(b.String(), "✗") != 6 {
		t.Errorf("Uebersicht auf den Stubs:\n%s", b)
	}
	if len(*gezeigt) != 1 {
		t.Fatalf("Uebersicht zeigt %d Ausgaben, erwartet eine mit der Abgabe", len(*gezeigt))
	}
	abgabe, err := LeseAbgabeBlock((*gezeigt)[0][AbgabeMIME])
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"a_getmoves.go", "f_manhattan.go", "position.go"} {
		if stub, err := os.ReadFile(filepath.Join(projekt, "exercises", a)); err != nil || !bytes.Equal(abgabe[a], stub) {
			t.Errorf("%s in der Abgabe der Übersicht ist nicht die Datei (%v):\n%s", a, err, abgabe[a])
		}
	}
	b.Reset()
	Aufgabe("g")
	if !strings.Contains(b.String(), "FEHLER: Es gibt keine Aufgabe \"g\"") {
		t.Errorf("Aufgabe(g): %s", b)
	}
}

func TestLeseTestJSON(t *testing.T) {
	json := `{"Action":"build-output","ImportPath":"x","Output":"exercises/a_getmoves.go:27:2: undefined: x\n"}
{"Action":"build-fail","ImportPath":"x"}
`
	l := leseTestJSON(strings.NewReader(json), "")
	if !strings.Contains(l.abbruch, "lassen sich nicht übersetzen") || !strings.Contains(l.abbruch, "a_getmoves.go:27:2: undefined: x") {
		t.Errorf("übersetzt nicht: %q", l.abbruch)
	}
	json = `{"Action":"run","Test":"TestLektion/c_BFS"}
{"Action":"output","Test":"TestLektion/c_BFS","Output":"=== RUN   TestLektion/c_BFS\n"}
{"Action":"output","Test":"TestLektion/c_BFS","Output":"    lektion_test.go:43: Länge der Lösung: 16\n"}
{"Action":"output","Test":"TestLektion/c_BFS","Output":"    lektion_test.go:46: FEHLER: BFS(StartPos): Die Lösung hat 16 Positionen\n"}
{"Action":"output","Test":"TestLektion/c_BFS","Output":"    --- FAIL: TestLektion/c_BFS (0.01s)\n"}
{"Action":"fail","Test":"TestLektion/c_BFS"}
{"Action":"run","Test":"TestLektion/d_NumWrongHeuristic"}
{"Action":"output","Test":"TestLektion/d_NumWrongHeuristic","Output":"panic: Absicht\n"}
{"Action":"output","Output":"panic: Absicht\n"}
{"Action":"output","Output":"\t/home/x/exercises/d_numwrong.go:12 +0x1d\n"}
`
	l = leseTestJSON(strings.NewReader(json), "")
	c, d := l.aufgaben["c"], l.aufgaben["d"]
	if l.abbruch != "" || c.bestanden || len(c.fehler) != 1 || strings.Join(c.zeilen, "|") != "Länge der Lösung: 16|FEHLER: BFS(StartPos): Die Lösung hat 16 Positionen" {
		t.Errorf("c: %+v, abbruch %q", c, l.abbruch)
	}
	if !strings.Contains(strings.Join(d.zeilen, "\n"), "FEHLER: Die Prüfung ist abgestürzt:\npanic: Absicht\n/home/x/exercises/d_numwrong.go:12") {
		t.Errorf("d: %q", d.zeilen)
	}
}

// TestAbsturzZeilenHoechstensVier: Von den Stellen in Dateien der Übung kommen nur so viele
// mit, dass es zusammen mit den Absturzzeilen höchstens vier Zeilen sind.
func TestAbsturzZeilenHoechstensVier(t *testing.T) {
	zeilen := []string{"panic: kaputt", "", "goroutine 1 [running]:"}
	for i := range 6 {
		zeilen = append(zeilen, fmt.Sprintf("\t/home/anna/exercises/a_getmoves.go:%d +0x1d", 10+i))
	}
	erg := strings.Split(absturzZeilen(zeilen), "\n")
	if len(erg) != 4 || erg[0] != "panic: kaputt" || erg[3] != "/home/anna/exercises/a_getmoves.go:12 +0x1d" {
		t.Errorf("absturzZeilen: %q", erg)
	}
}

// TestOhneKopieNurDerHinweis: Liegt das Notebook in keiner Kopie des Kurses, sagen Prüfzelle
// und Übersicht genau das – und nichts über bestandene oder offene Aufgaben.
func TestOhneKopieNurDerHinweis(t *testing.T) {
	t.Setenv("KISUCHE_PROJEKT", "")
	t.Chdir(t.TempDir())
	gezeigt := mitAnzeige(t, true) // wie im Notebook: auch die Abgabe bleibt still
	for _, z := range []struct {
		name  string
		zelle func()
	}{{"Aufgabe", func() { Aufgabe("c") }}, {"Uebersicht", Uebersicht}} {
		b := mitAusgabe(t)
		z.zelle()
		if b.String() != FehlerPraefix+"Dieses Notebook liegt in keiner Kopie des Kurses KI-Suche (kein Ordner darüber enthält dessen go.mod). Öffne es aus dem Ordner notebooks/ deiner Kopie.\n" {
			t.Errorf("%s außerhalb einer Kopie:\n%s", z.name, b)
		}
	}
	if len(*gezeigt) != 0 {
		t.Errorf("außerhalb einer Kopie zeigt die Übersicht eine Abgabe: %v", *gezeigt)
	}
}

// TestZeitlimitDerPruefzelle: Wird go test ./exercises nicht fertig, sagt die Prüfzelle das
// mit dem Zeitlimit, statt ein halbes Ergebnis zu zeigen.
func TestZeitlimitDerPruefzelle(t *testing.T) {
	projekt, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("KISUCHE_PROJEKT", projekt)
	alt := Zeitlimit
	Zeitlimit = time.Millisecond
	t.Cleanup(func() { Zeitlimit = alt })
	b := mitAusgabe(t)
	Aufgabe("c")
	if b.String() != FehlerPraefix+"go test ./exercises ist nach 1 ms nicht fertig geworden.\n" {
		t.Errorf("Aufgabe mit Zeitlimit 1 ms:\n%s", b)
	}
}

func TestAnzahl(t *testing.T) {
	for n, text := range []string{"0 Positionen", "1 Position", "2 Positionen"} {
		if anzahl(n) != text {
			t.Errorf("anzahl(%d) = %q, erwartet %q", n, anzahl(n), text)
		}
	}
}

// TestProjektAusDemOrdner: Ohne KISUCHE_PROJEKT findet Projekt die Kopie des Kurses über die
// Ordner darüber (wie aus notebooks/ heraus).
func TestProjektAusDemOrdner(t *testing.T) {
	wurzel, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("KISUCHE_PROJEKT", "")
	t.Chdir(filepath.Join(wurzel, "notebooks"))
	if p, err := Projekt(); err != nil || p != wurzel {
		t.Errorf("Projekt() aus notebooks/ = %q, %v; erwartet %q", p, err, wurzel)
	}
}

func TestAufgabeMit(t *testing.T) {
	for _, a := range Aufgaben {
		if b, ok := AufgabeMit(a.ID); !ok || b != a {
			t.Errorf("AufgabeMit(%q) = %+v, %v", a.ID, b, ok)
		}
	}
	if _, ok := AufgabeMit("g"); ok {
		t.Error(`AufgabeMit("g") findet eine Aufgabe`)
	}
}
