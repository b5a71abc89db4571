package wache_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/wache"
)

func TestMain(m *testing.M) { os.Exit(wache.Main(m)) }

// fallVariable wählt im Kindprozess den Fall; ohne sie überspringen sich die Fälle.
const fallVariable = "WACHE_FALL"

// fall lässt einen Test nur im Kindprozess laufen, den lauf startet.
func fall(t *testing.T) {
	if !strings.Contains(os.Getenv(fallVariable), t.Name()) {
		t.Skip("nur im Kindprozess von TestWache")
	}
}

// lauf führt den Fall name (ein regulärer Ausdruck) in einem eigenen Testprozess mit der
// Grenze grenze und den Schaltern schalter aus und
// liefert dessen Ausgabe und ob er gelang. Hängt der Fall trotz Wache, scheitert lauf
// nach einer Minute.
func lauf(t *testing.T, name, grenze string, schalter ...string) (string, bool) {
	t.Helper()
	ctx, abbrechen := context.WithTimeout(t.Context(), time.Minute)
	defer abbrechen()
	cmd := exec.CommandContext(ctx, os.Args[0], append([]string{"-test.run=^" + name + "$", "-test.v", "-test.parallel=1"}, schalter...)...)
	cmd.Env = append(os.Environ(), fallVariable+"="+name, wache.Umgebungsvariable+"="+grenze)
	aus, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		t.Fatalf("%s hängt trotz Wache (Grenze %s):\n%s", name, grenze, aus)
	}
	return string(aus), err == nil
}

func TestWache(t *testing.T) {
	for _, f := range []struct {
		name, grenze string
		gelingt      bool
		meldung      string // nur wenn der Fall scheitert: erwartete Meldung der Wache
	}{
		{"TestFallHaengt", "1s", false, "--- FAIL: TestFallHaengt hängt\nwache: TestFallHaengt läuft seit über 1s"},
		{"TestFallUntertestHaengt", "1s", false, "wache: TestFallUntertestHaengt.func1 läuft seit über 1s"},
		{"TestFallHilfeHaengt", "1s", false, "wache: TestFallHilfeHaengt läuft seit über 1s"},
		{"Example_fallBeispielHaengt", "1s", false, "wache: Example_fallBeispielHaengt läuft seit über 1s"},
		{"FuzzFallHaengt", "1s", false, "wache: FuzzFallHaengt.func1 läuft seit über 1s"},
		// Ein Test, der auf seine Untertests wartet, arbeitet nicht: Nur jeder einzelne
		// Untertest zählt, nicht die Summe.
		{"TestFallVieleUntertests", "1s", true, ""},
		// Parallele Tests, die auf ihren Start warten, arbeiten auch nicht.
		{"TestFallParallel", "1s", true, ""},
		{"TestFallErlaubt", "1s", true, ""},
		{"TestFallErlaubtUntertest", "1s", true, ""},
		{"TestFallNurLangsam", "0", true, ""},
	} {
		t.Run(f.name, func(t *testing.T) {
			t.Parallel()
			aus, gelang := lauf(t, f.name, f.grenze)
			if gelang != f.gelingt {
				t.Fatalf("gelungen = %v, erwartet %v; Ausgabe:\n%s", gelang, f.gelingt, aus)
			}
			if !f.gelingt {
				if !strings.Contains(aus, f.meldung) {
					t.Fatalf("Meldung %q fehlt in:\n%s", f.meldung, aus)
				}
				if !strings.Contains(aus, "Stapel des Tests:\n\ngoroutine ") || !strings.Contains(aus, "wache_test.arbeite(") {
					t.Fatalf("Stapel fehlt in:\n%s", aus)
				}
			}
		})
	}
}

// TestNachDemErstenFehlerSchluss: Nach einem gescheiterten Test startet kein weiterer (er
// könnte hängen); mit -test.failfast=false laufen alle.
func TestNachDemErstenFehlerSchluss(t *testing.T) {
	t.Parallel()
	beide := "(TestFallScheitert|TestFallHaengtDanach)"
	aus, gelang := lauf(t, beide, "1s")
	if gelang || !strings.Contains(aus, "--- FAIL: TestFallScheitert") || strings.Contains(aus, "TestFallHaengtDanach") {
		t.Errorf("mit failfast (Standard): gelungen = %v, Ausgabe:\n%s", gelang, aus)
	}
	aus, gelang = lauf(t, beide, "1s", "-test.failfast=false")
	if gelang || !strings.Contains(aus, "--- FAIL: TestFallScheitert") || !strings.Contains(aus, "wache: TestFallHaengtDanach läuft seit über 1s") {
		t.Errorf("mit -test.failfast=false: gelungen = %v, Ausgabe:\n%s", gelang, aus)
	}
}

func TestFalscheGrenze(t *testing.T) {
	for _, grenze := range []string{"abc", "-1s", "30"} {
		aus, gelang := lauf(t, "TestFallNurLangsam", grenze)
		if gelang || !strings.Contains(aus, "wache: KISUCHE_WACHE=\""+grenze+"\" ist keine Dauer") {
			t.Errorf("KISUCHE_WACHE=%s: gelungen = %v, Ausgabe:\n%s", grenze, gelang, aus)
		}
	}
}

// arbeite läuft d lang, in kleinen Schritten wie eine Suche.
func arbeite(d time.Duration) {
	for ende := time.Now().Add(d); time.Now().Before(ende); {
		time.Sleep(10 * time.Millisecond)
	}
}

func TestFallScheitert(t *testing.T) {
	fall(t)
	t.Error("gescheitert")
}

func TestFallHaengtDanach(t *testing.T) {
	fall(t)
	arbeite(time.Hour)
}

func TestFallHaengt(t *testing.T) {
	fall(t)
	arbeite(time.Hour)
}

func TestFallUntertestHaengt(t *testing.T) {
	fall(t)
	t.Run("ende", func(t *testing.T) { arbeite(time.Hour) })
}

// hilfe ist eine Funktion des Pakets, die ein Test ruft; die Wache nennt den Test, der
// Stapel zeigt die Funktion.
func hilfe() { arbeite(time.Hour) }

func TestFallHilfeHaengt(t *testing.T) {
	fall(t)
	hilfe()
}

func Example_fallBeispielHaengt() {
	if os.Getenv(fallVariable) == "Example_fallBeispielHaengt" {
		arbeite(time.Hour)
	}
	fmt.Println("fertig")
	// Output: fertig
}

func FuzzFallHaengt(f *testing.F) {
	if os.Getenv(fallVariable) != "FuzzFallHaengt" {
		f.Skip("nur im Kindprozess von TestWache")
	}
	f.Add(1)
	f.Fuzz(func(t *testing.T, n int) { arbeite(time.Hour) })
}

func TestFallVieleUntertests(t *testing.T) {
	fall(t)
	for i := range 6 {
		t.Run(fmt.Sprint(i), func(t *testing.T) { arbeite(500 * time.Millisecond) })
	}
}

func TestFallParallel(t *testing.T) {
	fall(t)
	for i := range 6 {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			t.Parallel() // mit -test.parallel=1 wartet jeder auf die vorigen
			arbeite(500 * time.Millisecond)
		})
	}
}

func TestFallErlaubt(t *testing.T) {
	fall(t)
	wache.Erlaube(t, time.Minute)
	arbeite(2500 * time.Millisecond)
}

func TestFallErlaubtUntertest(t *testing.T) {
	fall(t)
	wache.Erlaube(t, time.Minute)
	t.Run("darunter", func(t *testing.T) { arbeite(2500 * time.Millisecond) })
}

func TestFallNurLangsam(t *testing.T) {
	fall(t)
	arbeite(2500 * time.Millisecond)
}
