package lesson_test

import (
	"context"
	"slices"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Das CSP und die Belegung an ihren Kanten: der erste Wert einer Domäne (Index 0), Wörter
// der Restdomäne jenseits des ersten, Meldungen, die Variablen nennen, und n-stellige
// Constraints.

// TestVerletztNenntJedesPaarEinmal: Eine Lösung, die vor einem neuen Constraint gefunden
// wurde, prüft Verletzt gegen alle Constraints. A=1 und B=1 (je der erste Wert der Domäne)
// verletzen A≠B; die Meldung nennt das Paar einmal, in der Reihenfolge der Variablen.
func TestVerletztNenntJedesPaarEinmal(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"A", "B", "C"}, []int{1, 2, 3})
	require.NoError(t, err)
	b, err := p.Belege(map[string]int{"A": 1, "B": 1, "C": 2})
	require.NoError(t, err)
	require.Empty(t, p.Verletzt(b), "ohne Constraints ist jede vollständige Belegung eine Lösung")
	require.NoError(t, p.Verschieden("A", "B"))
	require.NoError(t, p.Verschieden("B", "C"))
	assert.Equal(t, []string{"Constraint zwischen A=1 und B=1 verletzt"}, p.Verletzt(b))
}

// TestNaerConstraint: Ein n-stelliger Constraint (Summe 7) schränkt die Lösungen ein; ohne
// Bedingung oder ohne Variablen ist er ungültig.
func TestNaerConstraint(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"A", "B", "C"}, []int{1, 2, 3})
	require.NoError(t, err)
	summe7 := func(w []int) bool { return w[0]+w[1]+w[2] == 7 }
	require.NoError(t, p.NaerConstraint("Summe 7", []string{"A", "B", "C"}, summe7))
	n := 0
	for b := range p.AlleLoesungen(context.Background(), lesson.CSPOptionen{}) {
		n++
		assert.Empty(t, p.Verletzt(b), "Lösung %v", b)
	}
	// (1,3,3), (3,1,3), (3,3,1), (2,2,3), (2,3,2), (3,2,2)
	assert.Equal(t, 6, n, "Lösungen mit der Summe 7")

	err = p.NaerConstraint("ohne Bedingung", []string{"A", "B"}, nil)
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	assert.ErrorContains(t, err, "ohne Bedingung")
	err = p.NaerConstraint("leer", nil, summe7)
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	assert.ErrorContains(t, err, "ohne Variablen")
}

// TestDoppelterWertNenntDieVariable: Ein doppelter Wert in der Domäne aller Variablen
// (NeuesCSP) nennt keine Variable, einer in der Domäne einer Variablen (Domaene) nennt sie.
func TestDoppelterWertNenntDieVariable(t *testing.T) {
	_, err := lesson.NeuesCSP([]string{"A"}, []int{1, 1})
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	assert.EqualError(t, err, "ungültige Eingabe: der Wert 1 steht doppelt in der Domäne")
	p, err := lesson.NeuesCSP([]string{"A"}, []int{1})
	require.NoError(t, err)
	err = p.Domaene("A", 2, 2)
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	assert.EqualError(t, err, "ungültige Eingabe: der Wert 2 steht doppelt in der Domäne von A")
}

// TestZweiConstraintsEinNachbar: Zwei Constraints zwischen denselben Variablen machen sie
// einmal zu Nachbarn, und beide müssen gelten: A < B und A + B = 4 lässt nur A=1, B=3.
func TestZweiConstraintsEinNachbar(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"A", "B"}, []int{1, 2, 3})
	require.NoError(t, err)
	require.NoError(t, p.Constraint("A", "B", func(a, b int) bool { return a < b }))
	require.NoError(t, p.Constraint("A", "B", func(a, b int) bool { return a+b == 4 }))
	assert.Equal(t, []string{"B"}, p.Nachbarn("A"))
	assert.Equal(t, []string{"A"}, p.Nachbarn("B"))
	var loesungen []string
	for b := range p.AlleLoesungen(context.Background(), lesson.CSPOptionen{}) {
		loesungen = append(loesungen, b.String())
	}
	assert.Equal(t, []string{"{A: 1, B: 3}"}, loesungen)
}

// TestAssignEinerBelegtenVariablen: Auch eine Variable mit dem ersten Wert ihrer Domäne
// ist belegt; Assign lehnt eine zweite Zuweisung ab.
func TestAssignEinerBelegtenVariablen(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"A", "B"}, []int{1, 2, 3})
	require.NoError(t, err)
	b, ok := p.LeereBelegung().Assign("A", 1)
	require.True(t, ok)
	for _, d := range []int{1, 2} {
		nb, ok := b.Assign("A", d)
		assert.False(t, ok, "A=1 ist belegt, Assign(A, %d)", d)
		assert.Equal(t, 0, nb.Anzahl())
	}
	assert.Equal(t, 1, b.Anzahl())
}

// TestRestdomaenenMitMehrAls64Werten: Mit 100 Werten hat jede Variable zwei Wörter in der
// Restdomäne. Forward-Checking auf B und C (nicht die erste Variable) mit Werten ab 64:
// Jede Variable behält ihre eigenen Werte, nur C verliert, was B = 70 verbietet (C > B).
func TestRestdomaenenMitMehrAls64Werten(t *testing.T) {
	werte := make([]int, 100)
	for i := range werte {
		werte[i] = i
	}
	p, err := lesson.NeuesCSP([]string{"A", "B", "C"}, werte)
	require.NoError(t, err)
	require.NoError(t, p.Constraint("B", "C", func(b, c int) bool { return c > b }))

	b70, ok := p.LeereBelegung().ForwardChecking("B", 70)
	require.True(t, ok)
	assert.Equal(t, werte, b70.Moegliche("A"), "A bleibt unberührt")
	assert.Equal(t, []int{70}, b70.Moegliche("B"), "belegt: genau ihr Wert")
	assert.Equal(t, werte[71:], b70.Moegliche("C"))

	// 65 ist bei C gestrichen, 90 nicht.
	_, ok = b70.ForwardChecking("C", 65)
	assert.False(t, ok, "C=65 ist gestrichen")
	c90, ok := b70.ForwardChecking("C", 90)
	assert.True(t, ok, "C=90 ist noch möglich")
	assert.Equal(t, []int{90}, c90.Moegliche("C"))
	assert.Equal(t, []int{70}, c90.Moegliche("B"))
	assert.Equal(t, werte, c90.Moegliche("A"))

	// B = 99 lässt C nichts: ok ist false, die leere Restdomäne sieht man.
	b99, ok := p.LeereBelegung().ForwardChecking("B", 99)
	assert.False(t, ok, "B=99 lässt C keinen Wert")
	assert.Empty(t, b99.Moegliche("C"))
	assert.Equal(t, werte, b99.Moegliche("A"))

	// Die Suche mit Forward-Checking und MRV (zählt die Restdomänen) findet A=0, B=0, C=1.
	l, ok, err := p.Backtracking(context.Background(), lesson.CSPOptionen{Variablenwahl: lesson.MRV, Inferenz: lesson.ForwardChecking})
	require.True(t, ok)
	require.NoError(t, err)
	assert.Equal(t, "{A: 0, B: 0, C: 1}", l.String())
}

// TestWertUndBelegt: Wert und Belegt an ihren Kanten – die Nullbelegung (kein CSP), ein
// unbekannter Name, eine unbelegte Variable und eine mit dem ersten Wert ihrer Domäne
// (Index 0), die genauso belegt ist wie eine mit dem letzten.
func TestWertUndBelegt(t *testing.T) {
	var null lesson.Belegung[int]
	w, ok := null.Wert("A")
	assert.False(t, ok, "die Nullbelegung gehört zu keinem CSP")
	assert.Zero(t, w)
	assert.False(t, null.Belegt("A"))

	p, err := lesson.NeuesCSP([]string{"A", "B", "C"}, []int{1, 2, 3})
	require.NoError(t, err)
	b, err := p.Belege(map[string]int{"A": 1, "C": 3})
	require.NoError(t, err)
	w, ok = b.Wert("A")
	assert.True(t, ok, "A hat den ersten Wert der Domäne")
	assert.Equal(t, 1, w)
	w, ok = b.Wert("C")
	assert.True(t, ok)
	assert.Equal(t, 3, w)
	w, ok = b.Wert("B")
	assert.False(t, ok, "B ist unbelegt")
	assert.Zero(t, w)
	_, ok = b.Wert("X")
	assert.False(t, ok, "X gibt es nicht")
	assert.True(t, b.Belegt("A"))
	assert.False(t, b.Belegt("B"))
	assert.False(t, b.Belegt("X"))
}

// TestIndex: Index nennt die Stelle in Variablen(), auch 0 für die erste Variable; ein
// unbekannter Name und das CSP nil liefern false.
func TestIndex(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"A", "B"}, []int{1})
	require.NoError(t, err)
	for n, name := range p.Variablen() {
		i, ok := p.Index(name)
		assert.True(t, ok, name)
		assert.Equal(t, n, i, name)
	}
	_, ok := p.Index("X")
	assert.False(t, ok)
	var keins *lesson.CSP[int]
	i, ok := keins.Index("A")
	assert.False(t, ok)
	assert.Zero(t, i)
}

// TestCSPStringNenntNaerConstraints: Die Zeile zu den n-stelligen Constraints erscheint
// genau dann, wenn es welche gibt.
func TestCSPStringNenntNaerConstraints(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"A", "B"}, []int{1, 2})
	require.NoError(t, err)
	require.NoError(t, p.Verschieden("A", "B"))
	ohne := "CSP mit 2 Variablen:\n  A ∈ [1 2], Nachbarn [B]\n  B ∈ [1 2], Nachbarn [A]\n"
	assert.Equal(t, ohne, p.String())
	require.NoError(t, p.NaerConstraint("Summe 3", []string{"A", "B"}, func(w []int) bool { return w[0]+w[1] == 3 }))
	assert.Equal(t, ohne+"  und 1 n-stellige Constraints\n", p.String())
}

// TestVerletztPrueftNaerConstraints: Verletzt prüft n-stellige Constraints, sobald alle ihre
// Variablen belegt sind – auch wenn jede den ersten Wert ihrer Domäne hat –, und meldet
// bei einer unvollständigen Belegung nur die unbelegte Variable. Die Belegungen entstehen
// vor dem Constraint (Belege ließe keine verletzende zu).
func TestVerletztPrueftNaerConstraints(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"A", "B", "C"}, []int{1, 2, 3})
	require.NoError(t, err)
	faelle := []struct {
		werte map[string]int
		want  []string
	}{
		{map[string]int{"A": 1, "B": 1, "C": 1}, []string{"Constraint Summe 7 verletzt"}},
		{map[string]int{"A": 3, "B": 3, "C": 3}, []string{"Constraint Summe 7 verletzt"}},
		{map[string]int{"A": 1, "B": 3, "C": 3}, nil},
		{map[string]int{"A": 3, "B": 3}, []string{"C ist nicht belegt"}},
	}
	belegungen := make([]lesson.Belegung[int], len(faelle))
	for n, fall := range faelle {
		belegungen[n], err = p.Belege(fall.werte)
		require.NoError(t, err)
	}
	require.NoError(t, p.NaerConstraint("Summe 7", []string{"A", "B", "C"}, func(w []int) bool { return w[0]+w[1]+w[2] == 7 }))
	for n, fall := range faelle {
		assert.Equal(t, fall.want, p.Verletzt(belegungen[n]), "%v", fall.werte)
	}
}

// TestNaerKonfliktImProtokoll: Verletzt ein Wert einen n-stelligen Constraint, nennt der
// Konflikt-Schritt den Constraint (nicht eine Variable), und jede Auswertung zählt als
// Constraint-Prüfung. Ohne Inferenz, von Hand: A=1, B=1 mit C=1, 2, 3 (Summe 3, 4, 5) und
// B=2 mit C=1, 2, 3 (4, 5, 6) scheitern (zwei Backtracks bei C), B=3 mit C=1, 2 (5, 6)
// scheitern, C=3 (7) passt – 8 Konflikte, 9 Prüfungen, 5 Zuweisungen.
func TestNaerKonfliktImProtokoll(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"A", "B", "C"}, []int{1, 2, 3})
	require.NoError(t, err)
	require.NoError(t, p.NaerConstraint("Summe 7", []string{"A", "B", "C"}, func(w []int) bool { return w[0]+w[1]+w[2] == 7 }))
	bt := p.NeuerBacktracker(lesson.CSPOptionen{Protokoll: true})
	l, ok, err := bt.ErsteLoesung(context.Background())
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, "{A: 1, B: 3, C: 3}", l.String())
	var mit []string
	for _, s := range bt.Protokoll() {
		if s.Art == lesson.SchrittKonflikt {
			mit = append(mit, s.Mit)
			assert.Equal(t, "C", s.Variable)
		}
	}
	assert.Equal(t, slices.Repeat([]string{"Summe 7"}, 8), mit)
	assert.Equal(t, lesson.CSPZaehler{Zuweisungen: 5, Backtracks: 2, Constraintpruefungen: 9}, bt.Zaehler())
}

// TestLeereDomaeneSofort: Eine leere Domäne heißt keine Lösung, und die Suche meldet das
// sofort – ohne eine einzige Zuweisung, auch wenn die leere Variable die letzte ist. nil als
// Kontext heißt ohne Frist.
func TestLeereDomaeneSofort(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"A", "B", "C"}, []int{1, 2, 3})
	require.NoError(t, err)
	require.NoError(t, p.Verschieden("A", "B"))
	require.NoError(t, p.Domaene("C"))
	s := p.NeuerBacktracker(lesson.CSPOptionen{})
	n := 0
	for range s.AlleLoesungen(nil) {
		n++
	}
	assert.Zero(t, n)
	assert.NoError(t, s.Err())
	assert.Equal(t, lesson.CSPZaehler{}, s.Zaehler())

	require.NoError(t, p.Domaene("C", 1, 2, 3))
	n = 0
	for range p.NeuerBacktracker(lesson.CSPOptionen{}).AlleLoesungen(nil) {
		n++
	}
	assert.Equal(t, 18, n, "3 · 2 für A ≠ B, C frei")
}

// TestNullbelegungUndUnbekannteNamen: Die Nullbelegung gehört zu keinem CSP – sie hat keine
// möglichen Werte, keine belegten Variablen und nimmt keine Zuweisung an; ein unbekannter
// Name hat keine möglichen Werte. Nie eine Panik.
func TestNullbelegungUndUnbekannteNamen(t *testing.T) {
	var null lesson.Belegung[int]
	assert.Nil(t, null.Moegliche("A"))
	for name := range null.Alle() {
		t.Errorf("Nullbelegung liefert %s", name)
	}
	_, ok := null.Assign("A", 1)
	assert.False(t, ok)

	p, err := lesson.NeuesCSP([]string{"A"}, []int{1, 2})
	require.NoError(t, err)
	b := p.LeereBelegung()
	assert.Nil(t, b.Moegliche("Z"))
	assert.Equal(t, []int{1, 2}, b.Moegliche("A"))
	_, ok = b.Assign("Z", 1)
	assert.False(t, ok)
}

// TestNeuesCSPNamen: Jede Variable braucht einen eigenen, nicht leeren Namen; unbekannte
// Namen haben keine Domäne und keine Nachbarn.
func TestNeuesCSPNamen(t *testing.T) {
	_, err := lesson.NeuesCSP([]string{"A", ""}, []int{1})
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	assert.ErrorContains(t, err, "leeren Namen")
	_, err = lesson.NeuesCSP([]string{"A", "B", "A"}, []int{1})
	assert.ErrorIs(t, err, lesson.ErrUngueltig)
	assert.ErrorContains(t, err, "die Variable A kommt doppelt vor")

	p, err := lesson.NeuesCSP([]string{"A", "B"}, []int{1, 2})
	require.NoError(t, err)
	require.NoError(t, p.Verschieden("A", "B"))
	assert.Nil(t, p.DomaeneVon("Z"))
	assert.Nil(t, p.Nachbarn("Z"))
	assert.Equal(t, []string{"B"}, p.Nachbarn("A"))
	assert.Equal(t, []int{1, 2}, p.DomaeneVon("B"))
}

// TestUnbekannteVariableInConstraints: Ein Constraint mit einer unbekannten Variablen (an
// erster oder zweiter Stelle, binär oder n-stellig) ist ein Fehler, der den Namen nennt;
// eine Belegung eines anderen CSP ist keine Lösung.
func TestUnbekannteVariableInConstraints(t *testing.T) {
	p, err := lesson.NeuesCSP([]string{"A", "B"}, []int{1, 2})
	require.NoError(t, err)
	for _, f := range []error{
		p.Verschieden("Z", "A"),
		p.Verschieden("A", "Z"),
		p.NaerConstraint("n", []string{"A", "Z"}, func([]int) bool { return true }),
		p.Domaene("Z", 1),
	} {
		assert.ErrorIs(t, f, lesson.ErrUngueltig)
		assert.ErrorContains(t, f, `unbekannte Variable "Z"`)
	}
	q, err := lesson.NeuesCSP([]string{"A", "B"}, []int{1, 2})
	require.NoError(t, err)
	b, ok := q.LeereBelegung().Assign("A", 1)
	require.True(t, ok)
	b, ok = b.Assign("B", 2)
	require.True(t, ok)
	assert.Empty(t, q.Verletzt(b))
	assert.Equal(t, []string{"die Belegung gehört zu einem anderen CSP"}, p.Verletzt(b))
}

// TestAbbruchSagtWarum: Der Abbruch nennt, ob die Zeit ablief oder abgebrochen wurde, und
// den Stand nur, wenn es einen gibt.
func TestAbbruchSagtWarum(t *testing.T) {
	assert.Equal(t, lesson.ErrAbgebrochen.Error()+": die Zeit ist abgelaufen",
		lesson.NeuerAbbruch(context.DeadlineExceeded, "").Error())
	assert.Equal(t, lesson.ErrAbgebrochen.Error()+": der Kontext wurde abgebrochen (nach 3 Knoten)",
		lesson.NeuerAbbruch(context.Canceled, "nach 3 Knoten").Error())
}
