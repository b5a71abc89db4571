// Package wache macht aus einem Test, der hängt, nach Sekunden einen Fehler.
//
// Eine Suche, die durch einen Fehler kein Ende mehr findet (ein Zähler, der falsch herum
// läuft, eine Grenze, die nie erreicht wird, eine Nachbartabelle, aus der das Ziel nicht
// mehr erreichbar ist), lässt `go test` sonst bis zu dessen Zeitlimit hängen – 10 Minuten,
// ohne Hinweis, welcher Test. Die Wache sieht jede Sekunde nach, welche Tests gerade laufen,
// und beendet den Testlauf mit einer Meldung und dem Stapel des Tests, sobald einer länger
// als [Grenze] läuft. Gezählt wird nur die Zeit, in der der Test selbst arbeitet, nicht die,
// in der er auf Untertests oder auf seinen Start als paralleler Test wartet.
//
// Ein Paket schaltet sie mit einer Zeile ein:
//
//	func TestMain(m *testing.M) { os.Exit(wache.Main(m)) }
//
// Aus demselben Grund startet nach dem ersten gescheiterten Test kein neuer mehr, wie mit
// `go test -failfast`: Ein Fehler, der viele Tests scheitern lässt, hängt so nicht noch in
// einem späteren. Alle Fehler zeigt `go test -failfast=false`.
//
// Die Umgebungsvariable KISUCHE_WACHE setzt eine andere Grenze (`KISUCHE_WACHE=2m` auf einem
// sehr langsamen Rechner, `KISUCHE_WACHE=0` schaltet die Wache ab). Benchmarks und das
// Fuzzing (`-fuzz`) bewacht sie nicht; die dürfen lange laufen.
package wache

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Grenze ist die Zeit, die ein einzelner Test höchstens laufen darf. Der längste Test der
// bewachten Pakete braucht auf einem freien Rechner 10 s; die Grenze lässt Platz für einen
// Rechner, auf dem der Testbefehl mehrere Pakete zugleich prüft.
const Grenze = 30 * time.Second

// GrenzeMitUebersetzen ist die Grenze für Tests, die Go-Programme übersetzen und ausführen
// (die Übung, ganze Klassen im Sandkasten): Mit kaltem Cache dauert schon das Übersetzen
// Minuten. Solche Tests rufen [Erlaube] mit ihr.
const GrenzeMitUebersetzen = 5 * time.Minute

// Umgebungsvariable ist der Name der Variablen, die die Grenze ändert.
const Umgebungsvariable = "KISUCHE_WACHE"

// takt ist der Abstand zwischen zwei Blicken auf die laufenden Tests.
const takt = time.Second

// ausnahmen hält die Grenzen, die einzelne Tests mit [Erlaube] gesetzt haben
// (Goroutine → Grenze).
var ausnahmen sync.Map

// Main führt die Tests aus wie m.Run und bewacht sie dabei. Das Ergebnis ist der
// Exit-Status für os.Exit.
func Main(m *testing.M) int {
	grenze, err := grenzeAusUmgebung(os.Getenv(Umgebungsvariable))
	if err != nil {
		fmt.Fprintln(os.Stderr, "wache:", err)
		return 2
	}
	flag.Parse() // wie m.Run; erst danach sind -fuzz und -test.failfast gesetzt
	if !gesetzt("test.failfast") {
		flag.Set("test.failfast", "true")
	}
	if grenze > 0 && !fuzzt() {
		paket := aufruferPaket()
		go wache(paket, grenze)
	}
	return m.Run()
}

// Erlaube setzt für den laufenden Test und seine Untertests eine längere Grenze, etwa für
// einen Test, der ganze Abgaben übersetzt und ausführt.
func Erlaube(t testing.TB, grenze time.Duration) {
	t.Helper()
	id := goroutine()
	ausnahmen.Store(id, grenze)
	t.Cleanup(func() { ausnahmen.Delete(id) })
}

// grenzeAusUmgebung liest KISUCHE_WACHE: leer heißt [Grenze], 0 heißt aus.
func grenzeAusUmgebung(wert string) (time.Duration, error) {
	if wert == "" {
		return Grenze, nil
	}
	d, err := time.ParseDuration(wert)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%s=%q ist keine Dauer (Beispiele: 30s, 2m, 0 für aus)", Umgebungsvariable, wert)
	}
	return d, nil
}

// gesetzt meldet, ob der Schalter name auf der Befehlszeile steht.
func gesetzt(name string) bool {
	da := false
	flag.Visit(func(f *flag.Flag) { da = da || f.Name == name })
	return da
}

// fuzzt meldet, ob `go test -fuzz` läuft.
func fuzzt() bool {
	f := flag.Lookup("test.fuzz")
	return f != nil && f.Value.String() != ""
}

// aufruferPaket liefert den Importpfad des Pakets, dessen TestMain [Main] ruft (ohne die
// Endung _test eines externen Testpakets).
func aufruferPaket() string {
	pc, _, _, _ := runtime.Caller(2)
	name := runtime.FuncForPC(pc).Name() // etwa github.com/…/lesson_test.TestMain
	schnitt := strings.LastIndex(name, "/") + 1
	paket := name[:schnitt] + strings.SplitN(name[schnitt:], ".", 2)[0]
	return strings.TrimSuffix(paket, "_test")
}

// wache sieht alle takt nach den laufenden Tests und beendet das Testprogramm, sobald einer
// länger als grenze läuft, nachdem sie geschrieben hat, welcher und wo.
func wache(paket string, grenze time.Duration) {
	seit := map[int]time.Time{}
	puffer := make([]byte, 1<<20)
	for {
		time.Sleep(takt)
		for {
			n := runtime.Stack(puffer, true)
			if n < len(puffer) {
				puffer = puffer[:n]
				break
			}
			puffer = make([]byte, 2*len(puffer))
		}
		jetzt := time.Now()
		laufend, eltern := laufendeTests(puffer, paket)
		for id := range seit {
			if _, ok := laufend[id]; !ok {
				delete(seit, id)
			}
		}
		for id, t := range laufend {
			beginn, ok := seit[id]
			if !ok {
				seit[id] = jetzt
				continue
			}
			g := grenzeFuer(id, eltern, grenze)
			if jetzt.Sub(beginn) > g {
				fmt.Fprintf(os.Stderr, "--- FAIL: %s hängt\nwache: %s läuft seit über %v (Grenze %v, %s=0 schaltet die Wache ab).\n"+
					"Eine Schleife oder Suche ohne Ende? Stapel des Tests:\n\n%s\n",
					t.name, t.name, g, g, Umgebungsvariable, t.stapel)
				os.Exit(1)
			}
		}
		puffer = puffer[:cap(puffer)]
	}
}

// grenzeFuer liefert die Grenze der Goroutine id: die mit [Erlaube] gesetzte des Tests oder
// des nächsten Tests darüber, sonst grenze.
func grenzeFuer(id int, eltern map[int]int, grenze time.Duration) time.Duration {
	for schritte := 0; id != 0 && schritte < 100; schritte++ {
		if g, ok := ausnahmen.Load(id); ok {
			return g.(time.Duration)
		}
		id = eltern[id]
	}
	return grenze
}

// test ist ein laufender Test, wie ihn der Stapel zeigt.
type test struct {
	name   string // die Test- oder Beispielfunktion, bei Untertests etwa TestOrakel.func2
	stapel string
}

// laufendeTests liest aus dem Stapel aller Goroutinen (runtime.Stack) die Tests, die gerade
// selbst arbeiten: Goroutinen, die eine Test- oder Beispielfunktion des Pakets ausführen und
// weder auf Untertests (t.Run) noch auf ihren Start als paralleler Test (t.Parallel) warten,
// und zu jeder Goroutine die, die sie gestartet hat (für Untertests der Test darüber).
func laufendeTests(stapel []byte, paket string) (laufend map[int]test, eltern map[int]int) {
	laufend, eltern = map[int]test{}, map[int]int{}
	for _, block := range bytes.Split(stapel, []byte("\n\n")) {
		zeilen := strings.Split(string(block), "\n")
		id, ok := goroutineNummer(zeilen[0])
		if !ok {
			continue
		}
		for _, z := range zeilen {
			if von, ok := strings.CutPrefix(z, "created by "); ok {
				if _, n, ok := strings.Cut(von, " in goroutine "); ok {
					eltern[id], _ = strconv.Atoi(n)
				}
			}
		}
		name := ""
		for _, z := range zeilen[1:] {
			if wartet(z) {
				break
			}
			if strings.HasPrefix(z, "testing.tRunner(") || strings.HasPrefix(z, "testing.runExample(") {
				if name != "" {
					laufend[id] = test{name: name, stapel: string(block)}
				}
				break
			}
			if f, ok := funktionDes(z, paket); ok {
				name = f // die letzte vor tRunner ist die Testfunktion
			}
		}
	}
	return laufend, eltern
}

// wartet meldet, ob eine Stapelzeile zeigt, dass der Test auf Untertests, auf seinen Start
// als paralleler Test oder auf die Fälle eines Fuzz-Tests wartet.
func wartet(zeile string) bool {
	for _, w := range []string{"testing.(*T).Run(", "testing.(*T).Parallel(", "testing.(*F).Fuzz("} {
		if strings.HasPrefix(zeile, w) {
			return true
		}
	}
	return false
}

// funktionDes liefert den Namen der Funktion einer Stapelzeile, wenn sie zum Paket (oder zu
// seinem externen Testpaket) gehört.
func funktionDes(zeile, paket string) (string, bool) {
	for _, p := range []string{paket + ".", paket + "_test."} {
		if rest, ok := strings.CutPrefix(zeile, p); ok {
			if i := strings.LastIndex(rest, "("); i > 0 {
				return rest[:i], true
			}
		}
	}
	return "", false
}

// goroutine liefert die Nummer der laufenden Goroutine (aus der ersten Zeile ihres Stapels).
func goroutine() int {
	var b [64]byte
	id, _ := goroutineNummer(string(b[:runtime.Stack(b[:], false)]))
	return id
}

// goroutineNummer liest die Nummer aus der Kopfzeile eines Stapels („goroutine 7 [running]:“).
func goroutineNummer(kopf string) (int, bool) {
	rest, ok := strings.CutPrefix(kopf, "goroutine ")
	if !ok {
		return 0, false
	}
	id, err := strconv.Atoi(strings.SplitN(rest, " ", 2)[0])
	return id, err == nil
}
