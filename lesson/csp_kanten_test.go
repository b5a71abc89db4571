package lesson_test

import (
	"context"
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
