//go:build unix

// Mutanten ist ein kleiner Mutationstest für ein Go-Paket (docs/mitarbeiten.md,
// „Mutationstests“): Es verändert den Code an je einer Stelle, wie es aus Versehen geschieht
// (Vergleich umgedreht, Grenze um eins verschoben, Rechenzeichen getauscht, ++ statt --,
// Minus vergessen), und lässt die Tests laufen. Bemerkt kein Test die Änderung, „überlebt“
// der Mutant.
//
// Anders als ein Lauf über alle Tests je Mutant misst es zuerst, welcher Test welche Zeilen
// ausführt (ein Testbinary mit Abdeckung, jeder Test einzeln). Für einen Mutanten übersetzt
// es die Tests mit dem Mutanten (go test -c -overlay; das Paket auf der Platte bleibt
// unberührt) und führt nur die Tests aus, die seine Stelle ausführen – einzeln, den
// schnellsten zuerst, bis einer scheitert. So zeigt das Ergebnis auch, wie schnell der
// schnellste Test einen Fehler bemerkt.
//
//	go run ./bench/mutanten [-workers 2] [-dateien a.go,b.go] [-ohne REGEXP] [-aus build/mutation] ./lesson/sudoku
//	go run ./bench/mutanten -haenger build/mutation/lesson_sudoku.json [-frist 5m] ./lesson/sudoku
//
// Ergebnis: PAKET.json (jeder Mutant mit Stelle, Tests und Status), PAKET.ueberlebt (die
// Überlebenden mit Datei, Zeile und Spalte) und eine Zeile auf der Standardausgabe.
//
// Mit -haenger prüft es die Mutanten eines früheren Laufs, die nur seine Zeitgrenze bemerkt
// hat: Es führt die Tests des Pakets aus, wie es jemand ohne das Werkzeug tut (go test PAKET),
// und schreibt je Mutant, ob sie scheitern (und ob durch die Wache, internal/wache) und nach
// wie vielen Sekunden.
package main

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/kisuche/kisuche/internal/wache"
)

// Status eines Mutanten.
const (
	getoetet        = "getötet"
	ueberlebt       = "überlebt"
	nichtAbgedeckt  = "nicht abgedeckt"
	nichtUebersetzt = "nicht übersetzbar"
	zeitUeber       = "Zeit abgelaufen"
)

// mindestZeit: So lange darf jeder Test eines Mutanten mindestens laufen.
var mindestZeit = 10 * time.Second

// Mutant ist eine Änderung an einer Stelle.
type Mutant struct {
	Datei  string   `json:"datei"`
	Zeile  int      `json:"zeile"`
	Spalte int      `json:"spalte"`
	Art    string   `json:"art"`
	Von    string   `json:"von"`
	Nach   string   `json:"nach"`
	Status string   `json:"status"`
	Tests  []string `json:"tests,omitempty"` // die Tests, die die Stelle ausführen, schnellster zuerst
	// GetoetetVon ist der Test, der den Mutanten bemerkt hat (gescheitert oder Zeit abgelaufen).
	GetoetetVon string  `json:"getoetet_von,omitempty"`
	Dauer       float64 `json:"dauer_s"`

	offset int // Byte in der Datei
}

// tausch: die Operatoren, die ein Mutant ersetzt, je Art (wie gremlins' Standardmenge).
var tausch = map[token.Token][]struct {
	art  string
	nach string
}{
	token.LSS: {{"Grenze", "<="}, {"Verneinung", ">="}},
	token.LEQ: {{"Grenze", "<"}, {"Verneinung", ">"}},
	token.GTR: {{"Grenze", ">="}, {"Verneinung", "<="}},
	token.GEQ: {{"Grenze", ">"}, {"Verneinung", "<"}},
	token.EQL: {{"Verneinung", "!="}},
	token.NEQ: {{"Verneinung", "=="}},
	token.ADD: {{"Rechnung", "-"}},
	token.SUB: {{"Rechnung", "+"}},
	token.MUL: {{"Rechnung", "/"}},
	token.QUO: {{"Rechnung", "*"}},
	token.REM: {{"Rechnung", "*"}},
	token.INC: {{"Zähler", "--"}},
	token.DEC: {{"Zähler", "++"}},
}

// standardArten sind die Arten, die ein Lauf ohne -arten mutiert (wie gremlins).
var standardArten = []string{"Grenze", "Verneinung", "Rechnung", "Zähler", "Minus"}

// weitereArten sind Fehler, die ein Operator-Tausch nicht trifft: eine fehlende Prüfung
// (die Bedingung eines if gilt nie) und ein falscher Wert (eine ganze Zahl um eins daneben).
var weitereArten = []string{"Prüfung", "Konstante"}

// mutanten findet alle Mutanten der Datei pfad.
func mutanten(pfad string) ([]Mutant, error) {
	src, err := os.ReadFile(pfad)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, pfad, src, 0)
	if err != nil {
		return nil, err
	}
	var ms []Mutant
	neu := func(pos token.Pos, von token.Token) {
		p := fset.Position(pos)
		for _, t := range tausch[von] {
			ms = append(ms, Mutant{Datei: filepath.Base(pfad), Zeile: p.Line, Spalte: p.Column, Art: t.art,
				Von: von.String(), Nach: t.nach, offset: p.Offset})
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			neu(n.OpPos, n.Op)
		case *ast.IncDecStmt:
			neu(n.TokPos, n.Tok)
		case *ast.UnaryExpr:
			if n.Op == token.SUB {
				p := fset.Position(n.OpPos)
				ms = append(ms, Mutant{Datei: filepath.Base(pfad), Zeile: p.Line, Spalte: p.Column, Art: "Minus",
					Von: "-", Nach: "", offset: p.Offset})
			}
		case *ast.IfStmt:
			// Die Prüfung fehlt: Die Bedingung gilt nie. Sie bleibt im Code (hinter false &&),
			// damit Variablen aus dem Kopf des if benutzt bleiben und der Mutant übersetzt.
			p, ende := fset.Position(n.Cond.Pos()), fset.Position(n.Cond.End())
			von := string(src[p.Offset:ende.Offset])
			ms = append(ms, Mutant{Datei: filepath.Base(pfad), Zeile: p.Line, Spalte: p.Column, Art: "Prüfung",
				Von: von, Nach: "false && (" + von + ")", offset: p.Offset})
		case *ast.BasicLit:
			if n.Kind != token.INT {
				break
			}
			v, err := strconv.ParseInt(n.Value, 0, 64)
			if err != nil {
				break
			}
			p := fset.Position(n.Pos())
			for _, d := range []int64{1, -1} {
				if v+d >= 0 {
					ms = append(ms, Mutant{Datei: filepath.Base(pfad), Zeile: p.Line, Spalte: p.Column, Art: "Konstante",
						Von: n.Value, Nach: strconv.FormatInt(v+d, 10), offset: p.Offset})
				}
			}
		}
		return true
	})
	return ms, nil
}

// block ist ein Block der Abdeckung: von (Zeile, Spalte) bis (Zeile, Spalte).
type block struct{ z1, s1, z2, s2 int }

func (b block) enthaelt(z, s int) bool {
	return (z > b.z1 || z == b.z1 && s >= b.s1) && (z < b.z2 || z == b.z2 && s <= b.s2)
}

// abdeckung liest ein Profil von -coverprofile: die ausgeführten Blöcke je Dateiname und
// alle Blöcke, die das Profil kennt (ausgeführt oder nicht).
func abdeckung(pfad string) (ausgefuehrt, alle map[string][]block, err error) {
	f, err := os.Open(pfad)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	ausgefuehrt, alle = map[string][]block{}, map[string][]block{}
	z := bufio.NewScanner(f)
	for z.Scan() {
		// github.com/x/y/datei.go:12.5,14.2 3 1
		ort, rest, ok := strings.Cut(z.Text(), ":")
		felder := strings.Fields(rest)
		if !ok || len(felder) != 3 {
			continue
		}
		var b block
		if _, err := fmt.Sscanf(felder[0], "%d.%d,%d.%d", &b.z1, &b.s1, &b.z2, &b.s2); err != nil {
			continue
		}
		d := filepath.Base(ort)
		alle[d] = append(alle[d], b)
		if felder[2] != "0" {
			ausgefuehrt[d] = append(ausgefuehrt[d], b)
		}
	}
	return ausgefuehrt, alle, z.Err()
}

// inBloecken meldet, ob die Stelle (Zeile z, Spalte s) in einem der Blöcke liegt.
func inBloecken(bl []block, z, s int) bool {
	return slices.ContainsFunc(bl, func(b block) bool { return b.enthaelt(z, s) })
}

// testlauf ist, was ein Test ausführt und wie lange er dauert.
type testlauf struct {
	name    string
	bloecke map[string][]block
	dauer   time.Duration
}

func main() {
	workers := flag.Int("workers", 1, "Mutanten nebeneinander")
	koeffizient := flag.Float64("koeffizient", 20, "Zeitgrenze jedes Tests mit Mutant: Vielfaches seiner Dauer ohne Mutant (mindestens 10 s)")
	dateien := flag.String("dateien", "", "nur diese Dateien des Pakets mutieren (durch Komma getrennt)")
	ohne := flag.String("ohne", "", "Dateien, deren Name hierauf passt, nicht mutieren (regulärer Ausdruck)")
	aus := flag.String("aus", "build/mutation", "Ordner für die Ergebnisse")
	arten := flag.String("arten", strings.Join(standardArten, ","), "diese Arten mutieren (durch Komma getrennt); weitere: "+strings.Join(weitereArten, ","))
	haengerAus := flag.String("haenger", "", "statt eines Mutationslaufs: für jeden Mutanten mit „Zeit abgelaufen“ aus dieser PAKET.json die Tests wie gewöhnlich ausführen (go test PAKET) und messen, wann sie scheitern")
	frist := flag.Duration("frist", 5*time.Minute, "mit -haenger: so lange darf go test je Mutant laufen")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "Aufruf: mutanten [Optionen] ./PAKET")
		os.Exit(2)
	}
	if *haengerAus != "" {
		if _, err := haenger(flag.Arg(0), *haengerAus, *frist, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "mutanten:", err)
			os.Exit(1)
		}
		return
	}
	if _, err := lauf(flag.Arg(0), *workers, *koeffizient, *dateien, *ohne, strings.Split(*arten, ","), *aus); err != nil {
		fmt.Fprintln(os.Stderr, "mutanten:", err)
		os.Exit(1)
	}
}

// lauf prüft alle Mutanten von paket (der Arten arten, ohne: standardArten) und schreibt den
// Bericht nach aus.
func lauf(paket string, workers int, koeffizient float64, dateien, ohne string, arten []string, aus string) ([]Mutant, error) {
	var info struct {
		Dir, ImportPath string
		GoFiles         []string
	}
	out, err := exec.Command("go", "list", "-json", paket).Output()
	if err != nil {
		return nil, fmt.Errorf("go list %s: %w", paket, err)
	}
	if err := json.Unmarshal(out, &info); err != nil {
		return nil, err
	}
	var ohneRE *regexp.Regexp
	if ohne != "" {
		if ohneRE, err = regexp.Compile(ohne); err != nil {
			return nil, err
		}
	}
	nur := strings.FieldsFunc(dateien, func(r rune) bool { return r == ',' || r == ' ' })
	if len(arten) == 0 {
		arten = standardArten
	}
	for _, a := range arten {
		if !slices.Contains(standardArten, a) && !slices.Contains(weitereArten, a) {
			return nil, fmt.Errorf("unbekannte Art %q (bekannt: %s)", a, strings.Join(slices.Concat(standardArten, weitereArten), ", "))
		}
	}
	var ms []Mutant
	for _, d := range info.GoFiles {
		if len(nur) > 0 && !slices.Contains(nur, d) || ohneRE != nil && ohneRE.MatchString(d) {
			continue
		}
		m, err := mutanten(filepath.Join(info.Dir, d))
		if err != nil {
			return nil, err
		}
		ms = append(ms, slices.DeleteFunc(m, func(m Mutant) bool { return !slices.Contains(arten, m.Art) })...)
	}
	tmp, err := os.MkdirTemp("", "mutanten-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)

	// Abdeckung je Test.
	beginn := time.Now()
	tests, bekannt, err := abdeckungJeTest(paket, info.Dir, info.ImportPath, tmp)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(os.Stderr, "%s: %d Tests, Abdeckung je Test in %.0f s; %d Mutanten\n",
		info.ImportPath, len(tests), time.Since(beginn).Seconds(), len(ms))

	arbeit := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	fertig := 0
	for range max(workers, 1) {
		wg.Go(func() {
			for i := range arbeit {
				pruefe(&ms[i], paket, info.Dir, tests, bekannt, koeffizient, filepath.Join(tmp, strconv.Itoa(i)))
				mu.Lock()
				fertig++
				fmt.Fprintf(os.Stderr, "[%d/%d] %s:%d:%d %s %s→%s: %s (%.1f s)\n", fertig, len(ms), ms[i].Datei,
					ms[i].Zeile, ms[i].Spalte, ms[i].Art, ms[i].Von, ms[i].Nach, ms[i].Status, ms[i].Dauer)
				mu.Unlock()
			}
		})
	}
	for i := range ms {
		arbeit <- i
	}
	close(arbeit)
	wg.Wait()
	// Nur bestimmte Dateien oder andere Arten: eigener Name der Ergebnisse (PAKET+a.go+Prüfung.json).
	auswahl := dateien
	if !slices.Equal(arten, standardArten) {
		auswahl = strings.Trim(auswahl+","+strings.Join(arten, ","), ", ")
	}
	return ms, bericht(ms, info.ImportPath, paket, auswahl, aus, time.Since(beginn))
}

// abdeckungJeTest übersetzt das Testbinary mit Abdeckung und führt jeden Test einzeln aus.
// bekannt sind alle Blöcke des Profils (ausgeführt oder nicht).
func abdeckungJeTest(paket, dir, importPfad, tmp string) (tests []testlauf, bekannt map[string][]block, err error) {
	bin := filepath.Join(tmp, "paket.test")
	if out, err := exec.Command("go", "test", "-c", "-o", bin, "-cover", "-covermode=set", "-coverpkg="+importPfad, paket).CombinedOutput(); err != nil {
		return nil, nil, fmt.Errorf("Testbinary: %v\n%s", err, out)
	}
	liste := exec.Command(bin, "-test.list", ".")
	liste.Dir = dir
	out, err := liste.Output()
	if err != nil {
		return nil, nil, fmt.Errorf("Liste der Tests: %w", err)
	}
	for _, name := range strings.Fields(string(out)) {
		if !strings.HasPrefix(name, "Test") && !strings.HasPrefix(name, "Example") && !strings.HasPrefix(name, "Fuzz") {
			continue
		}
		profil := filepath.Join(tmp, name+".cover")
		c := exec.Command(bin, "-test.run", "^"+name+"$", "-test.count=1", "-test.coverprofile="+profil)
		c.Env = ohneWache()
		c.Dir = dir
		t := time.Now()
		ausgabe, err := c.CombinedOutput()
		if err != nil {
			return nil, nil, fmt.Errorf("%s scheitert schon ohne Mutant: %v\n%s", name, err, ausgabe)
		}
		bl, alle, err := abdeckung(profil)
		if err != nil {
			return nil, nil, err
		}
		tests = append(tests, testlauf{name: name, bloecke: bl, dauer: time.Since(t)})
		bekannt = alle
	}
	return tests, bekannt, nil
}

// pruefe übersetzt die Tests mit m im Build und führt die Tests, die die Stelle von m
// ausführen, einzeln aus, den schnellsten zuerst, bis einer scheitert. Liegt die Stelle in
// keinem Block, den die Abdeckung kennt (der Ausdruck hinter case in einem switch ohne
// Ausdruck, Konstanten des Pakets), weiß niemand, welcher Test sie ausführt: dann alle.
func pruefe(m *Mutant, paket, dir string, tests []testlauf, bekannt map[string][]block, koeffizient float64, ordner string) {
	auswahl := slices.Clone(tests)
	if inBloecken(bekannt[m.Datei], m.Zeile, m.Spalte) {
		auswahl = slices.DeleteFunc(auswahl, func(t testlauf) bool { return !inBloecken(t.bloecke[m.Datei], m.Zeile, m.Spalte) })
	}
	slices.SortStableFunc(auswahl, func(a, b testlauf) int { return cmp.Compare(a.dauer, b.dauer) })
	for _, t := range auswahl {
		m.Tests = append(m.Tests, t.name)
	}
	if len(auswahl) == 0 {
		m.Status = nichtAbgedeckt
		return
	}
	beginn := time.Now()
	defer func() { m.Dauer = time.Since(beginn).Seconds() }()
	defer os.RemoveAll(ordner)
	overlay, err := schreibeOverlay(*m, dir, ordner)
	if err != nil {
		m.Status = "Fehler: " + err.Error()
		return
	}
	bin := filepath.Join(ordner, "mutant.test")
	ctx, abbrechen := context.WithTimeout(context.Background(), 3*time.Minute)
	defer abbrechen()
	if err := exec.CommandContext(ctx, "go", "test", "-c", "-o", bin, "-overlay="+overlay, "-vet=off", paket).Run(); err != nil {
		m.Status = nichtUebersetzt
		return
	}
	m.Status = ueberlebt
	for _, t := range auswahl {
		grenze := max(time.Duration(koeffizient*float64(t.dauer)), mindestZeit)
		ctx, abbrechen := context.WithTimeout(context.Background(), grenze+10*time.Second)
		c := exec.CommandContext(ctx, bin, "-test.run=^"+t.name+"$", "-test.count=1", "-test.timeout="+grenze.String())
		c.Dir = dir
		c.Env = ohneWache()
		// Eine eigene Prozessgruppe: Startet der Test Kindprozesse (etwa die Prozesse der
		// Abgabe in internal/bewertung), endet mit ihm auch, was ein Mutant endlos laufen lässt.
		c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		c.Cancel = func() error { return syscall.Kill(-c.Process.Pid, syscall.SIGKILL) }
		ausgabe, err := c.CombinedOutput()
		syscall.Kill(-c.Process.Pid, syscall.SIGKILL)
		abgelaufen := ctx.Err() != nil || bytes.Contains(ausgabe, []byte("panic: test timed out"))
		abbrechen()
		switch {
		case err == nil:
			continue
		case abgelaufen: // der Test hängt (etwa eine endlose Suche): bemerkt, aber nur von der Zeitgrenze
			m.Status, m.GetoetetVon = zeitUeber, t.name
		default:
			m.Status, m.GetoetetVon = getoetet, t.name
		}
		return
	}
}

// ohneWache ist die Umgebung der Testprogramme: Die Wache der Tests (internal/wache) bleibt
// aus. Ob ein Test hängt, entscheidet hier die Grenze des Werkzeugs (ein hängender Mutant
// zählt als „Zeit abgelaufen“), und die Läufe mit Abdeckung, neben anderen Mutanten und mit
// niedriger Priorität, sind um ein Vielfaches langsamer als ein gewöhnlicher Testlauf.
func ohneWache() []string { return append(os.Environ(), wache.Umgebungsvariable+"=0") }

// schreibeOverlay legt den Code mit m in ordner ab und liefert die Overlay-Datei für
// go test -overlay: Das Paket auf der Platte bleibt unberührt.
func schreibeOverlay(m Mutant, dir, ordner string) (string, error) {
	quelle := filepath.Join(dir, m.Datei)
	code, err := os.ReadFile(quelle)
	if err != nil {
		return "", err
	}
	if m.offset+len(m.Von) > len(code) || string(code[m.offset:m.offset+len(m.Von)]) != m.Von {
		return "", fmt.Errorf("%s:%d:%d: dort steht nicht %q (Code seit dem Lauf geändert?)", m.Datei, m.Zeile, m.Spalte, m.Von)
	}
	mutiert := slices.Concat(code[:m.offset], []byte(m.Nach), code[m.offset+len(m.Von):])
	if err := os.MkdirAll(ordner, 0o755); err != nil {
		return "", err
	}
	ersatz := filepath.Join(ordner, m.Datei)
	overlay := filepath.Join(ordner, "overlay.json")
	o, _ := json.Marshal(map[string]map[string]string{"Replace": {quelle: ersatz}})
	if err := os.WriteFile(ersatz, mutiert, 0o644); err != nil {
		return "", err
	}
	return overlay, os.WriteFile(overlay, o, 0o644)
}

// bericht schreibt die Ergebnisse und die Zeile der Übersicht.
func bericht(ms []Mutant, importPfad, paket, auswahl, aus string, dauer time.Duration) error {
	if err := os.MkdirAll(aus, 0o755); err != nil {
		return err
	}
	rel := strings.Trim(strings.TrimPrefix(paket, "./"), "/")
	if rel == "" || rel == "." {
		rel = filepath.Base(importPfad)
	}
	name := strings.ReplaceAll(rel, "/", "_")
	if auswahl != "" {
		name += "+" + strings.NewReplacer(",", "+", " ", "+").Replace(auswahl)
	}
	zahl := map[string]int{}
	var ueberlebende strings.Builder
	for _, m := range ms {
		zahl[m.Status]++
		if m.Status == ueberlebt {
			fmt.Fprintf(&ueberlebende, "%s/%s:%d:%d\t%s %s→%s\n", rel, m.Datei, m.Zeile, m.Spalte, m.Art, m.Von, m.Nach)
		}
	}
	j, _ := json.MarshalIndent(ms, "", "  ")
	if err := os.WriteFile(filepath.Join(aus, name+".json"), j, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(aus, name+".ueberlebt"), []byte(ueberlebende.String()), 0o644); err != nil {
		return err
	}
	wirksamkeit := 0.0
	if n := zahl[getoetet] + zahl[ueberlebt]; n > 0 {
		wirksamkeit = 100 * float64(zahl[getoetet]) / float64(n)
	}
	fmt.Printf("%s%s\tgetötet %d\tüberlebt %d\tnicht abgedeckt %d\tZeit abgelaufen %d\tnicht übersetzbar %d\tWirksamkeit %.1f %%\tDauer %.0f min\n",
		importPfad, map[bool]string{true: " (" + auswahl + ")"}[auswahl != ""], zahl[getoetet], zahl[ueberlebt],
		zahl[nichtAbgedeckt], zahl[zeitUeber], zahl[nichtUebersetzt], wirksamkeit, dauer.Minutes())
	return nil
}
