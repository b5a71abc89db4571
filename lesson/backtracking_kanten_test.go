package lesson_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/australien"
)

// Die Backtracking-Suche an ihren Kanten: Zähler, die sich von Hand nachrechnen lassen, das
// Zuweisungslimit genau an der Grenze, der Kontext mitten in einer langen Suche und jede
// Heuristik an einem Beispiel, in dem sie eine andere Wahl trifft als ohne sie.

// csp baut ein CSP mit den Variablen namen (Domäne 1, 2, 3) und setzt die Domänen aus
// domaenen (Name → Werte).
func csp(t *testing.T, namen []string, domaenen map[string][]int) *lesson.CSP[int] {
	t.Helper()
	p, err := lesson.NeuesCSP(namen, []int{1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range namen {
		if d, ok := domaenen[n]; ok {
			if err := p.Domaene(n, d...); err != nil {
				t.Fatal(err)
			}
		}
	}
	return p
}

// suche sucht die erste Lösung mit opt (mit Protokoll) und liefert den Backtracker.
func suche(t *testing.T, p *lesson.CSP[int], opt lesson.CSPOptionen) (*lesson.Backtracker[int], bool, error) {
	t.Helper()
	opt.Protokoll = true
	bt := p.NeuerBacktracker(opt)
	_, ok, err := bt.ErsteLoesung(context.Background())
	return bt, ok, err
}

// gewaehlt sind die Variablen der Schritte „wähle Variable“, in der Reihenfolge der Suche.
func gewaehlt(bt *lesson.Backtracker[int]) []string {
	var namen []string
	for _, s := range bt.Protokoll() {
		if s.Art == lesson.SchrittWahl {
			namen = append(namen, s.Variable)
		}
	}
	return namen
}

// TestBacktrackingZaehltWieVonHand: Drei Variablen mit den Werten 1 und 2, paarweise
// verschieden – unlösbar. Ohne Heuristik und Inferenz, von Hand nachgerechnet: A=1, B=1
// Konflikt, B=2, C=1 und C=2 Konflikt (Backtrack 1), B erschöpft (2), A=2, B=1, C=1 und C=2
// Konflikt (3), B=2 Konflikt (4), A erschöpft (5). Zugewiesen wurden A=1, B=2, A=2, B=1.
// Der erste Konflikt (B=1) ist einer mit A, der ersten Variablen.
func TestBacktrackingZaehltWieVonHand(t *testing.T) {
	p := csp(t, []string{"A", "B", "C"}, map[string][]int{"A": {1, 2}, "B": {1, 2}, "C": {1, 2}})
	if err := p.AlleVerschieden("A", "B", "C"); err != nil {
		t.Fatal(err)
	}
	bt, ok, err := suche(t, p, lesson.CSPOptionen{})
	if ok || err != nil {
		t.Fatalf("unlösbar: ok %v, Fehler %v", ok, err)
	}
	if z := bt.Zaehler(); z.Zuweisungen != 4 || z.Backtracks != 5 {
		t.Errorf("Zähler %+v, von Hand: 4 Zuweisungen, 5 Backtracks", z)
	}
	for _, s := range bt.Protokoll() {
		if s.Art == lesson.SchrittKonflikt {
			if s.Variable != "B" || s.Mit != "A" {
				t.Errorf("erster Konflikt: %s mit %q, erwartet B mit A", s.Variable, s.Mit)
			}
			break
		}
	}
}

// TestZuweisungslimitGenau: Die erste Lösung von Australien braucht 7 Zuweisungen
// (ExampleBacktracker_Protokoll). Mit dem Limit 7 kommt sie, mit 6 bricht die Suche ab.
func TestZuweisungslimitGenau(t *testing.T) {
	for limit, erwartet := range map[int]bool{7: true, 6: false} {
		_, ok, err := australien.NeuesCSP().NeuerBacktracker(lesson.CSPOptionen{MaxZuweisungen: limit}).ErsteLoesung(context.Background())
		if ok != erwartet || (!erwartet && !errors.Is(err, lesson.ErrZuweisungslimit)) || (erwartet && err != nil) {
			t.Errorf("Limit %d: ok %v, Fehler %v", limit, ok, err)
		}
	}
}

// TestKontextMittenInDerSuche: Sieben Tauben, sechs Schläge – unlösbar, die Suche probiert
// Hunderttausende Werte. Der Kontext wird mitten in der Suche abgebrochen (von der
// Constraint-Bedingung, nach 1000 Prüfungen); spätestens 256 Werte später endet die Suche mit
// einem Abbruch, nicht erst am Zuweisungslimit.
func TestKontextMittenInDerSuche(t *testing.T) {
	namen := []string{"T1", "T2", "T3", "T4", "T5", "T6", "T7"}
	p, err := lesson.NeuesCSP(namen, []int{1, 2, 3, 4, 5, 6})
	if err != nil {
		t.Fatal(err)
	}
	ctx, abbrechen := context.WithCancel(context.Background())
	defer abbrechen()
	pruefungen, zuweisungenBeimAbbruch := 0, -1
	var bt *lesson.Backtracker[int]
	for i, x := range namen {
		for _, y := range namen[i+1:] {
			err := p.Constraint(x, y, func(a, b int) bool {
				if pruefungen++; pruefungen == 1000 {
					abbrechen()
					zuweisungenBeimAbbruch = bt.Zaehler().Zuweisungen
				}
				return a != b
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	bt = p.NeuerBacktracker(lesson.CSPOptionen{MaxZuweisungen: 100_000})
	_, ok, err := bt.ErsteLoesung(ctx)
	if ok || !errors.Is(err, context.Canceled) {
		t.Fatalf("Kontext mitten in der Suche abgebrochen: ok %v, Fehler %v", ok, err)
	}
	if z := bt.Zaehler().Zuweisungen; z > zuweisungenBeimAbbruch+256 {
		t.Errorf("%d Zuweisungen nach dem Abbruch (beim Abbruch %d)", z, zuweisungenBeimAbbruch)
	}
}

// TestMRVWaehltDieKleinsteDomaene: B hat nur einen Wert, also wählt MRV B zuerst.
func TestMRVWaehltDieKleinsteDomaene(t *testing.T) {
	p := csp(t, []string{"A", "B"}, map[string][]int{"B": {1}})
	if err := p.Verschieden("A", "B"); err != nil {
		t.Fatal(err)
	}
	bt, _, _ := suche(t, p, lesson.CSPOptionen{Variablenwahl: lesson.MRV})
	if g := gewaehlt(bt); !slices.Equal(g, []string{"B", "A"}) {
		t.Errorf("MRV wählt %v, erwartet [B A]", g)
	}
}

// TestMRVOhneInferenzZaehltVertraeglicheWerte: Ohne Inferenz zählt MRV die Werte, die zu
// den belegten Variablen passen, nicht die Domäne. Nach A1=1 und A2=2 passt für B (Domäne
// 1, 2, 3; B≠A1, B≠A2) nur noch 3, für C (Domäne 1, 2) beide – also B vor C.
func TestMRVOhneInferenzZaehltVertraeglicheWerte(t *testing.T) {
	p := csp(t, []string{"A1", "A2", "B", "C"}, map[string][]int{"A1": {1}, "A2": {2}, "C": {1, 2}})
	for _, a := range []string{"A1", "A2"} {
		if err := p.Verschieden(a, "B"); err != nil {
			t.Fatal(err)
		}
	}
	bt, _, _ := suche(t, p, lesson.CSPOptionen{Variablenwahl: lesson.MRV})
	if g := gewaehlt(bt); !slices.Equal(g, []string{"A1", "A2", "B", "C"}) {
		t.Errorf("MRV ohne Inferenz wählt %v, erwartet [A1 A2 B C]", g)
	}
}

// TestMRVGradZaehltFreieNachbarn: Alle Domänen gleich groß; X2 hat drei Nachbarn, die
// anderen einen. MRV mit Grad wählt zuerst X2, MRV allein die erste Variable.
func TestMRVGradZaehltFreieNachbarn(t *testing.T) {
	p := csp(t, []string{"X1", "X2", "X3", "X4"}, nil)
	for _, n := range []string{"X1", "X3", "X4"} {
		if err := p.Verschieden("X2", n); err != nil {
			t.Fatal(err)
		}
	}
	for opt, erste := range map[lesson.Variablenwahl]string{lesson.MRVGrad: "X2", lesson.MRV: "X1"} {
		bt, _, _ := suche(t, p, lesson.CSPOptionen{Variablenwahl: opt})
		if g := gewaehlt(bt); len(g) == 0 || g[0] != erste {
			t.Errorf("%v wählt zuerst %v, erwartet %s", opt, g, erste)
		}
	}
	// Gleicher Grad überall: dann die erste Variable, wie ohne Grad.
	bt, _, _ := suche(t, csp(t, []string{"X1", "X2", "X3"}, nil), lesson.CSPOptionen{Variablenwahl: lesson.MRVGrad})
	if g := gewaehlt(bt); !slices.Equal(g, []string{"X1", "X2", "X3"}) {
		t.Errorf("MRV mit Grad ohne Constraints wählt %v, erwartet [X1 X2 X3]", g)
	}
}

// TestLCVMitZweiWerten: X=1 ließe Y nur den Wert 3, X=2 alle drei; LCV probiert also zuerst
// 2 – auch wenn X nur zwei Werte hat.
func TestLCVMitZweiWerten(t *testing.T) {
	p := csp(t, []string{"X", "Y"}, map[string][]int{"X": {1, 2}})
	if err := p.Constraint("X", "Y", func(x, y int) bool { return x == 2 || y == 3 }); err != nil {
		t.Fatal(err)
	}
	bt, _, _ := suche(t, p, lesson.CSPOptionen{Wertewahl: lesson.LCV})
	for _, s := range bt.Protokoll() {
		if s.Art == lesson.SchrittPruefen {
			if s.Variable != "X" || s.Wert != 2 {
				t.Errorf("LCV probiert zuerst %s=%d, erwartet X=2", s.Variable, s.Wert)
			}
			break
		}
	}
}

// TestInferenzStreichtNurWasWegfaellt: Forward-Checking und AC-3 melden eine Streichung nur
// mit gestrichenen Werten: Nach A=1 verliert B (Domäne 2, 3; B≠A) nichts, C (C≠A) die 1.
// In Australien streichen beide nach WA=red red bei NT und SA; AC-3 prüft dabei mehr
// Constraints als Forward-Checking (es revidiert auch die Kanten dahinter).
func TestInferenzStreichtNurWasWegfaellt(t *testing.T) {
	p := csp(t, []string{"A", "B", "C"}, map[string][]int{"A": {1}, "B": {2, 3}})
	for _, n := range []string{"B", "C"} {
		if err := p.Verschieden("A", n); err != nil {
			t.Fatal(err)
		}
	}
	for _, inf := range []lesson.Inferenz{lesson.ForwardChecking, lesson.AC3} {
		bt, _, _ := suche(t, p, lesson.CSPOptionen{Inferenz: inf})
		var gestrichen []string
		for _, s := range bt.Protokoll() {
			if s.Art == lesson.SchrittStreichung {
				gestrichen = append(gestrichen, s.String())
			}
		}
		if len(gestrichen) != 1 || !strings.Contains(gestrichen[0], "streiche 1 bei C (wegen A)") {
			t.Errorf("%v: Streichungen %q, erwartet nur „streiche 1 bei C (wegen A)“", inf, gestrichen)
		}
	}
	pruefungen := map[lesson.Inferenz]int{}
	for _, inf := range []lesson.Inferenz{lesson.ForwardChecking, lesson.AC3} {
		bt := australien.NeuesCSP().NeuerBacktracker(lesson.CSPOptionen{Inferenz: inf, Protokoll: true})
		if _, ok, err := bt.ErsteLoesung(context.Background()); !ok || err != nil {
			t.Fatalf("%v: ok %v, Fehler %v", inf, ok, err)
		}
		var nachWA []string
		for _, s := range bt.Protokoll() {
			if s.Art == lesson.SchrittStreichung {
				if len(s.Werte) == 0 {
					t.Errorf("%v: Streichung ohne Werte bei %s", inf, s.Variable)
				}
				if s.Mit == "WA" {
					nachWA = append(nachWA, s.Variable)
				}
			}
		}
		if !slices.Contains(nachWA, "NT") || !slices.Contains(nachWA, "SA") {
			t.Errorf("%v: nach WA=red gestrichen bei %v, erwartet NT und SA", inf, nachWA)
		}
		pruefungen[inf] = bt.Zaehler().Constraintpruefungen
	}
	if pruefungen[lesson.AC3] <= pruefungen[lesson.ForwardChecking] {
		t.Errorf("Constraint-Prüfungen: AC-3 %d, Forward-Checking %d – AC-3 prüft mehr", pruefungen[lesson.AC3], pruefungen[lesson.ForwardChecking])
	}
}

// TestOhneAbbruchUeber256Zuweisungen: Ein Kontext, der nicht abbricht, beendet die Suche
// auch nach vielen Zuweisungen nicht (der Kontext wird alle 256 gefragt): 6 Variablen, alle
// verschieden, 5 Werte – keine Lösung, gefunden nach allen Versuchen, ohne Fehler.
func TestOhneAbbruchUeber256Zuweisungen(t *testing.T) {
	namen := []string{"A", "B", "C", "D", "E", "F"}
	p, err := lesson.NeuesCSP(namen, []int{1, 2, 3, 4, 5})
	if err != nil {
		t.Fatal(err)
	}
	for i, x := range namen {
		for _, y := range namen[i+1:] {
			if err := p.Verschieden(x, y); err != nil {
				t.Fatal(err)
			}
		}
	}
	bt := p.NeuerBacktracker(lesson.CSPOptionen{MaxZuweisungen: 100_000})
	_, ok, err := bt.ErsteLoesung(context.Background())
	if ok || err != nil {
		t.Fatalf("ok %v, Fehler %v; erwartet: keine Lösung, kein Fehler", ok, err)
	}
	if z := bt.Zaehler().Zuweisungen; z <= 256 {
		t.Fatalf("nur %d Zuweisungen – der Test braucht mehr als 256", z)
	}
}

// TestDomaeneMitMehrAls64Werten: Die möglichen Werte stehen als Bits in Wörtern zu 64; mit
// 100 Werten braucht jede Variable zwei Wörter, und auch die Werte ab 64 gehören ihr.
func TestDomaeneMitMehrAls64Werten(t *testing.T) {
	werte := make([]int, 100)
	for i := range werte {
		werte[i] = i
	}
	p, err := lesson.NeuesCSP([]string{"A", "B"}, werte)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Constraint("A", "B", func(a, b int) bool { return a+b == 150 && a > b }); err != nil {
		t.Fatal(err)
	}
	b, ok, err := p.NeuerBacktracker(lesson.CSPOptionen{}).ErsteLoesung(context.Background())
	if !ok || err != nil {
		t.Fatalf("ok %v, Fehler %v", ok, err)
	}
	a, _ := b.Wert("A")
	bw, _ := b.Wert("B")
	if a != 76 || bw != 74 {
		t.Errorf("A = %d, B = %d; erwartet 76 und 74 (das kleinste A mit einem kleineren B)", a, bw)
	}
	if m := p.LeereBelegung().Moegliche("B"); len(m) != 100 || m[99] != 99 {
		t.Errorf("Moegliche(B) ohne Zuweisung: %v (erwartet 0 bis 99)", m)
	}
}

// TestMRVGradZaehltBelegtenNachbarnNicht: A hat nur einen Wert (den ersten seiner Domäne)
// und kommt zuerst. Danach haben B, C und D gleich viele Werte; B hat nur den belegten
// Nachbarn A (Grad 0), C und D je einen freien (Grad 1) – also C vor B.
func TestMRVGradZaehltBelegtenNachbarnNicht(t *testing.T) {
	p := csp(t, []string{"A", "B", "C", "D"}, map[string][]int{"A": {1}})
	if err := p.Constraint("A", "B", func(int, int) bool { return true }); err != nil {
		t.Fatal(err)
	}
	if err := p.Verschieden("C", "D"); err != nil {
		t.Fatal(err)
	}
	bt, ok, err := suche(t, p, lesson.CSPOptionen{Variablenwahl: lesson.MRVGrad})
	if !ok || err != nil {
		t.Fatalf("ok %v, Fehler %v", ok, err)
	}
	if g := gewaehlt(bt); !slices.Equal(g, []string{"A", "C", "D", "B"}) {
		t.Errorf("MRV mit Grad wählt %v, erwartet [A C D B]", g)
	}
}

// TestLCVZaehltWieVonHand: X (nur 1), Y (1, 2), Z (1, 2, 3); X≠Y, Y≠Z; LCV ohne Inferenz.
// Von Hand: X=1 ohne Prüfung (ein Wert, keine belegten Nachbarn). Für Y prüft LCV beide
// Werte gegen die drei Werte von Z (6 Prüfungen; der belegte X zählt nicht mit), beide
// nehmen Z einen Wert, also bleibt Y=1 zuerst: Konflikt mit X (7), Y=2 passt (8). Z
// hat keinen freien Nachbarn mehr (0 Prüfungen für LCV), Z=1 passt zu Y (9).
func TestLCVZaehltWieVonHand(t *testing.T) {
	p := csp(t, []string{"X", "Y", "Z"}, map[string][]int{"X": {1}, "Y": {1, 2}})
	for _, paar := range [][2]string{{"X", "Y"}, {"Y", "Z"}} {
		if err := p.Verschieden(paar[0], paar[1]); err != nil {
			t.Fatal(err)
		}
	}
	bt, ok, err := suche(t, p, lesson.CSPOptionen{Wertewahl: lesson.LCV})
	if !ok || err != nil {
		t.Fatalf("ok %v, Fehler %v", ok, err)
	}
	want := lesson.CSPZaehler{Zuweisungen: 3, Constraintpruefungen: 9}
	if z := bt.Zaehler(); z != want {
		t.Errorf("Zähler %+v, von Hand %+v", z, want)
	}
	var geprueft []string
	for _, s := range bt.Protokoll() {
		if s.Art == lesson.SchrittPruefen && s.Variable == "Y" {
			geprueft = append(geprueft, s.String())
		}
	}
	if len(geprueft) != 2 || !strings.Contains(geprueft[0], "check value 1 for var Y") {
		t.Errorf("Y probiert %q, erwartet zuerst 1, dann 2", geprueft)
	}
}

// streichungen sind die Streichungen im Protokoll als „Tiefe: streiche Werte bei Variable
// (wegen Mit)“; Tiefe 0 ist AC-3 vor der Suche.
func streichungen(bt *lesson.Backtracker[int]) []string {
	var s []string
	for _, st := range bt.Protokoll() {
		if st.Art == lesson.SchrittStreichung {
			s = append(s, fmt.Sprintf("%d: %s", st.Tiefe, strings.TrimSpace(st.String())))
		}
	}
	return s
}

// TestAC3PropagiertUeberMehrereKanten: A≠B, A = C+1, C < D, D nur 2. AC-3 vor der Suche
// (FIFO, jede Kante einmal in der Schlange): A verliert 1 (wegen C), C verliert 3 (wegen A)
// und 2 (wegen D). Dann muss die Kante A→C noch einmal in die Schlange (C hat sich
// geändert): A verliert 3, und weiter B→A: B verliert 2. Alles geschieht vor der Suche
// (Tiefe 0); die Suche danach streicht nichts mehr.
func TestAC3PropagiertUeberMehrereKanten(t *testing.T) {
	p := csp(t, []string{"A", "B", "C", "D"}, map[string][]int{"D": {2}})
	if err := p.Verschieden("A", "B"); err != nil {
		t.Fatal(err)
	}
	if err := p.Constraint("A", "C", func(a, c int) bool { return a == c+1 }); err != nil {
		t.Fatal(err)
	}
	if err := p.Constraint("C", "D", func(c, d int) bool { return c < d }); err != nil {
		t.Fatal(err)
	}
	bt, ok, err := suche(t, p, lesson.CSPOptionen{Inferenz: lesson.AC3})
	if !ok || err != nil {
		t.Fatalf("ok %v, Fehler %v", ok, err)
	}
	want := []string{
		"0: streiche 1 bei A (wegen C)",
		"0: streiche 3 bei C (wegen A)",
		"0: streiche 2 bei C (wegen D)",
		"0: streiche 3 bei A (wegen C)",
		"0: streiche 2 bei B (wegen A)",
	}
	if s := streichungen(bt); !slices.Equal(s, want) {
		t.Errorf("Streichungen\n%q\nerwartet\n%q", s, want)
	}
	if z := bt.Zaehler(); z.Zuweisungen != 4 || z.Backtracks != 0 {
		t.Errorf("Zähler %+v, erwartet 4 Zuweisungen ohne Backtrack", z)
	}
}

// TestAC3RevidiertKeineBelegteVariable: Z, X, Y mit den Werten 1, 2, 3; Z–Y erlaubt alles,
// X≠Y. Von Hand: AC-3 vor der Suche prüft jede der vier Kanten, ohne zu streichen (3 + 4 +
// 3 + 4 = 14 Prüfungen). Z=1: Y gegen Z (3). X=1: Y gegen X (3), Y verliert 1; Y hat sich
// geändert, aber ihr anderer Nachbar Z ist belegt – Z wird nicht revidiert, obwohl sein
// Wert der erste der Domäne ist. Y=2: Konflikte mit Z und X prüfen (2). Zusammen 22.
func TestAC3RevidiertKeineBelegteVariable(t *testing.T) {
	p := csp(t, []string{"Z", "X", "Y"}, nil)
	if err := p.Constraint("Z", "Y", func(int, int) bool { return true }); err != nil {
		t.Fatal(err)
	}
	if err := p.Verschieden("X", "Y"); err != nil {
		t.Fatal(err)
	}
	bt, ok, err := suche(t, p, lesson.CSPOptionen{Inferenz: lesson.AC3})
	if !ok || err != nil {
		t.Fatalf("ok %v, Fehler %v", ok, err)
	}
	want := lesson.CSPZaehler{Zuweisungen: 3, Constraintpruefungen: 22}
	if z := bt.Zaehler(); z != want {
		t.Errorf("Zähler %+v, von Hand %+v", z, want)
	}
	if s := streichungen(bt); !slices.Equal(s, []string{"2: streiche 1 bei Y (wegen X)"}) {
		t.Errorf("Streichungen %q, erwartet nur „streiche 1 bei Y (wegen X)“", s)
	}
}
