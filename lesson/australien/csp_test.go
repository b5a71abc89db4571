package australien

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/damen"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// nachbarnLektion ist das neighbor-dict aus oz.py, hier unabhängig von NeuesCSP()
// abgeschrieben, damit die Tests Lösungen gegen die Lektion prüfen und nicht gegen den
// Code, der sie erzeugt hat.
var nachbarnLektion = map[string][]string{
	"WA": {"NT", "SA"}, "NT": {"WA", "SA", "Q"}, "SA": {"WA", "NT", "Q", "NSW", "V"},
	"Q": {"NT", "SA", "NSW"}, "NSW": {"Q", "SA", "V"}, "V": {"SA", "NSW"}, "T": {},
}

// pruefeFaerbung prüft eine vollständige Färbung gegen die Constraints der Lektion.
func pruefeFaerbung(t *testing.T, b lesson.Belegung[string], farben []string) {
	t.Helper()
	for _, x := range []string{"WA", "NT", "SA", "Q", "NSW", "V", "T"} {
		fx, ok := b.Wert(x)
		require.True(t, ok, "%s ist nicht belegt in %v", x, b)
		require.Contains(t, farben, fx, "%s hat eine unbekannte Farbe", x)
		for _, y := range nachbarnLektion[x] {
			fy, _ := b.Wert(y)
			require.NotEqual(t, fx, fy, "Nachbarn %s und %s haben dieselbe Farbe in %v", x, y, b)
		}
	}
}

func TestAustralienErsteLoesungWieOzPy(t *testing.T) {
	b, ok, err := NeuesCSP().Backtracking(context.Background(), lesson.CSPOptionen{})
	require.NoError(t, err)
	require.True(t, ok)
	pruefeFaerbung(t, b, Farben())
	// Ausgabe von oz.py: {'WA': 'red', 'NT': 'green', 'SA': 'blue', 'Q': 'red',
	// 'NSW': 'green', 'V': 'red', 'T': 'red'}
	assert.Equal(t, "{WA: red, NT: green, SA: blue, Q: red, NSW: green, V: red, T: red}", b.String())
}

func TestAustralienAchtzehnLoesungen(t *testing.T) {
	var alle []string
	for b := range NeuesCSP().AlleLoesungen(context.Background(), lesson.CSPOptionen{}) {
		pruefeFaerbung(t, b, Farben())
		alle = append(alle, b.String())
	}
	require.Len(t, alle, 18, "Australien mit drei Farben hat 18 Lösungen (ozgen.py)")
	assert.Len(t, testhilfe.Unikate(alle), 18, "Lösungen doppelt")
	// Reihenfolge wie ozgen.py: erste und letzte Lösung.
	assert.Equal(t, "{WA: red, NT: green, SA: blue, Q: red, NSW: green, V: red, T: red}", alle[0])
	assert.Equal(t, "{WA: blue, NT: green, SA: red, Q: blue, NSW: green, V: blue, T: blue}", alle[17])
}

func TestAustralienTraceWieOztrace(t *testing.T) {
	bt := NeuesCSP().NeuerBacktracker(lesson.CSPOptionen{Protokoll: true})
	_, ok, err := bt.ErsteLoesung(context.Background())
	require.NoError(t, err)
	require.True(t, ok)
	// Ausgabe von oztrace.py, mit python3 erzeugt (testdata/lektion004/oztrace.py).
	erwartet, err := os.ReadFile("../testdata/oztrace_australien.txt")
	require.NoError(t, err)
	assert.Equal(t, string(erwartet), bt.Protokoll().Oztrace())

	// Der Anfang, wie ihn die Folie zeigt (die Folie gibt die Einrückung nicht genau wieder).
	folie := []string{"check value red for var WA", "trying out ...", "check value red for var NT"}
	zeilen := strings.Split(bt.Protokoll().Oztrace(), "\n")
	for i, z := range folie {
		assert.Equal(t, z, strings.TrimSpace(zeilen[i]))
	}
	assert.Equal(t, "  check value red for var NT", zeilen[2], "Einrückung wie print(\" \"*len(vals), …)")

	z := bt.Zaehler()
	assert.Equal(t, 7, z.Zuweisungen, "sieben Mal „trying out ...“")
	assert.Equal(t, 0, z.Backtracks)
	assert.Equal(t, 15, z.Constraintpruefungen)

	// Das volle Protokoll: Wahl, Konflikt mit dem richtigen Nachbarn, Lösung am Ende.
	p := bt.Protokoll()
	assert.Equal(t, lesson.SchrittWahl, p[0].Art)
	assert.Equal(t, "WA", p[0].Variable)
	var konflikte []string
	for _, s := range p {
		if s.Art == lesson.SchrittKonflikt {
			konflikte = append(konflikte, fmt.Sprintf("%s=%s/%s", s.Variable, s.Wert, s.Mit))
		}
	}
	assert.Equal(t, []string{"NT=red/WA", "SA=red/WA", "SA=green/NT", "NSW=red/Q"}, konflikte)
	letzter := p[len(p)-1]
	assert.Equal(t, lesson.SchrittLoesung, letzter.Art)
	assert.True(t, letzter.Belegung.Vollstaendig())
}

func TestProtokollBelegungenSindSchnappschuesse(t *testing.T) {
	bt := NeuesCSP().NeuerBacktracker(lesson.CSPOptionen{Protokoll: true, Inferenz: lesson.ForwardChecking})
	_, ok, err := bt.ErsteLoesung(context.Background())
	require.NoError(t, err)
	require.True(t, ok)
	p := bt.Protokoll()
	// Nach WA=red streicht Forward-Checking red bei NT und SA.
	require.Equal(t, lesson.SchrittZuweisung, p[2].Art, p.String())
	assert.Equal(t, lesson.SchrittStreichung, p[3].Art)
	assert.Equal(t, "NT", p[3].Variable)
	assert.Equal(t, []string{"red"}, p[3].Werte)
	assert.Equal(t, "WA", p[3].Mit)
	assert.Equal(t, []string{"green", "blue"}, p[3].Belegung.Moegliche("NT"))
	assert.Equal(t, []string{"red", "green", "blue"}, p[3].Belegung.Moegliche("SA"), "SA erst im nächsten Schritt")
	assert.Equal(t, []string{"green", "blue"}, p[4].Belegung.Moegliche("SA"))
	assert.Equal(t, "  streiche red bei NT (wegen WA)", p[3].String())
	assert.Equal(t, []string{"red", "green", "blue"}, p[0].Belegung.Moegliche("NT"), "der Stand vor der Suche bleibt unverändert")
}

func TestAlleStrategienFindenDieselbenLoesungen(t *testing.T) {
	vierFarben, err := MitFarben("red", "green", "blue", "yellow")
	require.NoError(t, err)
	damen6, err := damen.NeuesCSP(6)
	require.NoError(t, err)
	summe := summenCSP(t)
	faelle := []struct {
		name   string
		anzahl int
		alle   func(lesson.CSPOptionen) ([]string, error)
	}{
		{"Australien", 18, loesungenAls(NeuesCSP())},
		{"Australien mit vier Farben", faerbungenRohe(4), loesungenAls(vierFarben)},
		{"6 Damen", 4, loesungenAls(damen6)},
		{"Summe (n-stellig)", 8, loesungenAls(summe)},
	}
	for _, f := range faelle {
		referenz, err := f.alle(lesson.CSPOptionen{})
		require.NoError(t, err)
		require.Len(t, referenz, f.anzahl, f.name)
		referenz = testhilfe.Unikate(referenz)
		require.Len(t, referenz, f.anzahl, "%s: Lösungen doppelt", f.name)
		for _, opt := range lesson.AlleCSPStrategien() {
			got, err := f.alle(opt)
			require.NoError(t, err)
			slices.Sort(got)
			assert.Equal(t, referenz, got, "%s mit %v", f.name, opt)
		}
	}
}

// summenCSP: A, B, C ∈ {0,1,2,3}, A ≠ B (binär), A + B = C (n-stellig); 8 Lösungen.
func summenCSP(t *testing.T) *lesson.CSP[int] {
	t.Helper()
	p, err := lesson.NeuesCSP([]string{"A", "B", "C"}, []int{0, 1, 2, 3})
	require.NoError(t, err)
	require.NoError(t, p.Verschieden("A", "B"))
	require.NoError(t, p.NaerConstraint("A+B=C", []string{"A", "B", "C"}, func(w []int) bool { return w[0]+w[1] == w[2] }))
	return p
}

func TestNaerConstraint(t *testing.T) {
	p := summenCSP(t)
	var got []string
	for b := range p.AlleLoesungen(context.Background(), lesson.CSPOptionen{}) {
		require.Empty(t, p.Verletzt(b))
		got = append(got, b.String())
	}
	// Von Hand: A ≠ B und A + B = C ≤ 3.
	assert.Equal(t, []string{
		"{A: 0, B: 1, C: 1}", "{A: 0, B: 2, C: 2}", "{A: 0, B: 3, C: 3}",
		"{A: 1, B: 0, C: 1}", "{A: 1, B: 2, C: 3}", "{A: 2, B: 0, C: 2}",
		"{A: 2, B: 1, C: 3}", "{A: 3, B: 0, C: 3}",
	}, got)
}

// faerbungenRohe zählt die Färbungen Australiens mit k Farben, indem sie alle k^7
// Belegungen gegen das neighbor-dict der Lektion prüft – ohne Backtracking.
func faerbungenRohe(k int) int {
	staaten := []string{"WA", "NT", "SA", "Q", "NSW", "V", "T"}
	n := 0
	farbe := map[string]int{}
	var zaehle func(i int)
	zaehle = func(i int) {
		if i == len(staaten) {
			for x, ys := range nachbarnLektion {
				for _, y := range ys {
					if farbe[x] == farbe[y] {
						return
					}
				}
			}
			n++
			return
		}
		for f := range k {
			farbe[staaten[i]] = f
			zaehle(i + 1)
		}
	}
	zaehle(0)
	return n
}

func TestAustralienRoheZaehlung(t *testing.T) {
	assert.Equal(t, 18, faerbungenRohe(3))
	assert.Equal(t, 0, faerbungenRohe(2))
}

// loesungenAls liefert eine Funktion, die alle Lösungen von p mit den gegebenen
// Optionen als Strings sammelt und jede gegen alle Constraints prüft.
func loesungenAls[W comparable](p *lesson.CSP[W]) func(lesson.CSPOptionen) ([]string, error) {
	return func(opt lesson.CSPOptionen) ([]string, error) {
		bt := p.NeuerBacktracker(opt)
		var alle []string
		for b := range bt.AlleLoesungen(context.Background()) {
			if v := p.Verletzt(b); len(v) > 0 {
				return nil, fmt.Errorf("%v ist keine Lösung: %v", b, v)
			}
			alle = append(alle, b.String())
		}
		return alle, bt.Err()
	}
}

func TestKeineLoesungMitZweiFarben(t *testing.T) {
	p, err := MitFarben("red", "green")
	require.NoError(t, err)
	for _, opt := range lesson.AlleCSPStrategien() {
		_, ok, err := p.Backtracking(context.Background(), opt)
		require.NoError(t, err)
		assert.False(t, ok, "%v", opt)
	}
}

func TestLeereDomaeneSofortKeineLoesung(t *testing.T) {
	for _, opt := range lesson.AlleCSPStrategien() {
		p := NeuesCSP()
		require.NoError(t, p.Domaene("T"))
		bt := p.NeuerBacktracker(opt)
		_, ok, err := bt.ErsteLoesung(context.Background())
		require.NoError(t, err)
		assert.False(t, ok)
		assert.Equal(t, lesson.CSPZaehler{}, bt.Zaehler(), "ohne eine einzige Zuweisung (%v)", opt)
	}
}

func TestACDreiErkenntUnloesbarkeitVorDerSuche(t *testing.T) {
	// X, Y ∈ {1, 2}, X < Y und Y < X: AC-3 leert die Domänen schon vor der Suche.
	p, err := lesson.NeuesCSP([]string{"X", "Y"}, []int{1, 2})
	require.NoError(t, err)
	require.NoError(t, p.Constraint("X", "Y", func(x, y int) bool { return x < y }))
	require.NoError(t, p.Constraint("Y", "X", func(y, x int) bool { return y < x }))
	bt := p.NeuerBacktracker(lesson.CSPOptionen{Inferenz: lesson.AC3, Protokoll: true})
	_, ok, err := bt.ErsteLoesung(context.Background())
	require.NoError(t, err)
	assert.False(t, ok)
	assert.Equal(t, 0, bt.Zaehler().Zuweisungen)
	require.NotEmpty(t, bt.Protokoll())
	assert.Equal(t, lesson.SchrittSackgasse, bt.Protokoll()[len(bt.Protokoll())-1].Art)
}

func TestLimitUndKontext(t *testing.T) {
	p, err := damen.NeuesCSP(8)
	require.NoError(t, err)
	bt := p.NeuerBacktracker(lesson.CSPOptionen{MaxZuweisungen: 10})
	_, ok, err := bt.ErsteLoesung(context.Background())
	assert.False(t, ok)
	require.ErrorIs(t, err, lesson.ErrZuweisungslimit)
	assert.Equal(t, 10, bt.Zaehler().Zuweisungen)
	assert.EqualError(t, err, "Zuweisungslimit erreicht: 10 Zuweisungen (Limit 10)")

	ctx, stopp := context.WithCancel(context.Background())
	stopp()
	_, _, err = p.Backtracking(ctx, lesson.CSPOptionen{})
	require.ErrorIs(t, err, context.Canceled)

	n := 0
	for range p.AlleLoesungen(context.Background(), lesson.CSPOptionen{MaxZuweisungen: 500}) {
		n++
	}
	assert.Less(t, n, 92, "das Limit beendet auch AlleLoesungen")
}

func TestUngueltigeEingaben(t *testing.T) {
	_, err := lesson.NeuesCSP([]string{"A", "A"}, []int{1})
	assert.ErrorContains(t, err, "doppelt")
	_, err = lesson.NeuesCSP[int](nil, []int{1})
	assert.Error(t, err)
	_, err = lesson.NeuesCSP([]string{"A"}, []int{1, 1})
	assert.ErrorContains(t, err, "doppelt")
	p := NeuesCSP()
	assert.ErrorContains(t, p.Verschieden("WA", "XY"), "XY")
	assert.Error(t, p.Verschieden("WA", "WA"))
	assert.Error(t, p.Domaene("SA", "red", "red"))
	assert.Error(t, p.NaerConstraint("x", []string{"WA", "WA"}, func([]string) bool { return true }))
	_, _, err = p.Backtracking(context.Background(), lesson.CSPOptionen{Inferenz: lesson.Inferenz(7)})
	assert.ErrorContains(t, err, "Inferenz")
	_, ok, err := p.Backtracking(context.Background(), lesson.CSPOptionen{MaxZuweisungen: -1})
	assert.NoError(t, err, "ein negatives Limit hebt das Limit auf")
	assert.True(t, ok)
}

func TestAssignLaesstElternUnveraendert(t *testing.T) {
	p := NeuesCSP()
	leer := p.LeereBelegung()
	wa, ok := leer.Assign("WA", "red")
	require.True(t, ok)
	assert.Equal(t, 0, leer.Anzahl())
	assert.False(t, leer.Belegt("WA"))
	nt, ok := wa.Assign("NT", "green")
	require.True(t, ok)
	assert.Equal(t, "{WA: red}", wa.String())
	assert.Equal(t, "{WA: red, NT: green}", nt.String())
	_, ok = wa.Assign("NT", "red")
	assert.False(t, ok, "NT darf nicht wie WA rot sein")
	_, ok = wa.Assign("WA", "green")
	assert.False(t, ok, "WA ist schon belegt")
	_, ok = wa.Assign("SA", "lila")
	assert.False(t, ok, "lila ist keine Farbe der Domäne")
	_, ok = lesson.Belegung[string]{}.Assign("WA", "red")
	assert.False(t, ok)
}

func TestStrategienBrauchenWenigerZuweisungen(t *testing.T) {
	p, err := damen.NeuesCSP(12)
	require.NoError(t, err)
	zuweisungen := func(opt lesson.CSPOptionen) int {
		bt := p.NeuerBacktracker(opt)
		_, ok, err := bt.ErsteLoesung(context.Background())
		require.NoError(t, err)
		require.True(t, ok)
		return bt.Zaehler().Zuweisungen
	}
	einfach := zuweisungen(lesson.CSPOptionen{})
	fc := zuweisungen(lesson.CSPOptionen{Inferenz: lesson.ForwardChecking})
	mrv := zuweisungen(lesson.CSPOptionen{Variablenwahl: lesson.MRV, Inferenz: lesson.ForwardChecking})
	assert.Less(t, fc, einfach)
	assert.Less(t, mrv, einfach)
	t.Logf("12 Damen: %d Zuweisungen ohne Inferenz, %d mit FC, %d mit MRV+FC", einfach, fc, mrv)
}

func TestVariablenwahl(t *testing.T) {
	erste := func(opt lesson.CSPOptionen) string {
		opt.Protokoll = true
		bt := NeuesCSP().NeuerBacktracker(opt)
		_, ok, err := bt.ErsteLoesung(context.Background())
		require.NoError(t, err)
		require.True(t, ok)
		var wahl []string
		for _, s := range bt.Protokoll() {
			if s.Art == lesson.SchrittWahl {
				wahl = append(wahl, s.Variable)
			}
		}
		return strings.Join(wahl, " ")
	}
	assert.Equal(t, "WA NT SA Q NSW V T", erste(lesson.CSPOptionen{}))
	// MRV: anfangs haben alle drei Werte – WA (die erste) gewinnt den Gleichstand; danach
	// haben NT und SA nur noch zwei.
	assert.Equal(t, "WA NT SA Q NSW V T", erste(lesson.CSPOptionen{Variablenwahl: lesson.MRV, Inferenz: lesson.ForwardChecking}))
	// Mit Grad: SA hat die meisten Nachbarn (5) und kommt zuerst.
	assert.True(t, strings.HasPrefix(erste(lesson.CSPOptionen{Variablenwahl: lesson.MRVGrad, Inferenz: lesson.ForwardChecking}), "SA NT "),
		erste(lesson.CSPOptionen{Variablenwahl: lesson.MRVGrad, Inferenz: lesson.ForwardChecking}))
	assert.True(t, strings.HasPrefix(erste(lesson.CSPOptionen{Variablenwahl: lesson.MRVGrad}), "SA "))
}

func TestLCV(t *testing.T) {
	// X, Y ∈ {3, 2, 1} (in dieser Reihenfolge), X < Y: X = 1 lässt Y zwei Werte, X = 2
	// einen, X = 3 keinen. LCV probiert deshalb X = 1 zuerst, die Domänenreihenfolge X = 3.
	p, err := lesson.NeuesCSP([]string{"X", "Y"}, []int{3, 2, 1})
	require.NoError(t, err)
	require.NoError(t, p.Constraint("X", "Y", func(x, y int) bool { return x < y }))
	b, ok, err := p.Backtracking(context.Background(), lesson.CSPOptionen{Wertewahl: lesson.LCV})
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, "{X: 1, Y: 3}", b.String(), "LCV: erst X = 1 (schließt bei Y nur 1 aus), dann Y = 3")
	b, _, _ = p.Backtracking(context.Background(), lesson.CSPOptionen{})
	assert.Equal(t, "{X: 2, Y: 3}", b.String(), "Domänenreihenfolge: X = 3 scheitert, X = 2 passt")
}

// TestForwardCheckingUebersiehtWasAC3Findet spielt die Folie „Forward-Checking: Übersehene
// Probleme“ nach: WA = red, Q = green. Forward-Checking lässt NT und SA je nur blue und
// merkt nicht, dass die beiden Nachbarn sind; AC-3 erkennt den Widerspruch sofort.
func TestForwardCheckingUebersiehtWasAC3Findet(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"WA", "Q", "V", "NT", "SA", "NSW", "T"}, []string{"red", "green", "blue"})
	require.NoError(t, err)
	for _, g := range Grenzen() {
		require.NoError(t, p.Verschieden(g[0], g[1]))
	}
	require.NoError(t, p.Domaene("Q", "green", "red", "blue"))
	require.NoError(t, p.Domaene("V", "blue", "red", "green"))

	verlauf := func(inferenz lesson.Inferenz) lesson.Schrittprotokoll[string] {
		bt := p.NeuerBacktracker(lesson.CSPOptionen{Inferenz: inferenz, Protokoll: true})
		_, ok, err := bt.ErsteLoesung(context.Background())
		require.NoError(t, err)
		require.True(t, ok)
		return bt.Protokoll()
	}
	// Der Schritt nach der Zuweisung Q = green und ihren Streichungen.
	nachQGruen := func(p lesson.Schrittprotokoll[string]) lesson.Schritt[string] {
		for i, s := range p {
			if s.Art == lesson.SchrittZuweisung && s.Variable == "Q" && s.Wert == "green" {
				for _, n := range p[i+1:] {
					if n.Art != lesson.SchrittStreichung {
						return n
					}
				}
			}
		}
		t.Fatal("Q = green kommt nicht vor")
		return lesson.Schritt[string]{}
	}
	fc := verlauf(lesson.ForwardChecking)
	s := nachQGruen(fc)
	assert.Equal(t, lesson.SchrittWahl, s.Art, "Forward-Checking macht weiter")
	assert.Equal(t, "V", s.Variable)
	assert.Equal(t, []string{"blue"}, s.Belegung.Moegliche("NT"))
	assert.Equal(t, []string{"blue"}, s.Belegung.Moegliche("SA"))
	assert.Equal(t, []string{"red", "blue"}, s.Belegung.Moegliche("NSW"))

	ac3 := verlauf(lesson.AC3)
	s = nachQGruen(ac3)
	assert.Equal(t, lesson.SchrittSackgasse, s.Art, "AC-3 verwirft Q = green sofort")
	assert.Equal(t, "Q", s.Mit)
	assert.Less(t, len(ac3), len(fc))
}
