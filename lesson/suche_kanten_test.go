package lesson_test

import (
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Die schrittweise Suche an ihren Kanten: die Grenze der Tiefensuche in der Reihenfolge
// des Stapels, Schrittkosten 0 (erlaubt) und negativ (ungültig), MaxTiefe(0) und
// MaxTiefe(1), gleich teure Wege in der Grenze, die Closed List (IstGeschlossen) und
// Schritte bis zum Ziel.

// kante ist eine Aktion eines graph: der Folgezustand und was der Schritt kostet.
type kante struct{ nach, kosten int }

// graph ist ein kleiner Zustandsgraph mit Schrittkosten: Die Aktionen eines Zustands sind
// seine Folgezustände (in der Reihenfolge der Kanten), der Start ist 0.
type graph struct {
	kanten map[int][]kante
	ziel   int
}

func (graph) Startzustand() int { return 0 }

func (g graph) MoeglicheAktionen(z int) []int {
	var a []int
	for _, k := range g.kanten[z] {
		a = append(a, k.nach)
	}
	return a
}

func (graph) FuehreAktionAus(_ int, a int) int { return a }

func (g graph) IstZielzustand(z int) bool { return z == g.ziel }

func (g graph) Schrittkosten(z int, _ int, f int) int {
	for _, k := range g.kanten[z] {
		if k.nach == f {
			return k.kosten
		}
	}
	panic("keine Kante")
}

// ohneKosten ist derselbe Graph ohne MitSchrittkosten (jeder Schritt kostet 1).
type ohneKosten struct{ g graph }

func (p ohneKosten) Startzustand() int                { return p.g.Startzustand() }
func (p ohneKosten) MoeglicheAktionen(z int) []int    { return p.g.MoeglicheAktionen(z) }
func (p ohneKosten) FuehreAktionAus(z int, a int) int { return p.g.FuehreAktionAus(z, a) }
func (p ohneKosten) IstZielzustand(z int) bool        { return p.g.IstZielzustand(z) }

// binaerbaum: 1 → 2, 3; 2 → 4, 5; 3 → 6, 7 (die Zustände unter 4 haben zwei Folgezustände).
var binaerbaum = ohneKosten{graph{kanten: map[int][]kante{
	0: {{1, 1}},
	1: {{2, 1}, {3, 1}},
	2: {{4, 1}, {5, 1}},
	3: {{6, 1}, {7, 1}},
}, ziel: -1}}

func zustaendeIn(s *lesson.Suche[int, int]) []int {
	var z []int
	for k := range s.Grenze() {
		z = append(z, k.Zustand)
	}
	return z
}

// TestTiefensucheGrenzeWieDerStapel: Die Grenze der Tiefensuche kommt in der Reihenfolge,
// in der die Suche sie herausnimmt – zuerst der Folgeknoten der ersten Aktion des zuletzt
// expandierten Knotens, zuletzt der unterste Eintrag des Stapels.
func TestTiefensucheGrenzeWieDerStapel(t *testing.T) {
	s := lesson.NeueTiefensuche[int, int](binaerbaum)
	assert.Equal(t, []int{0}, zustaendeIn(s))
	for _, want := range [][]int{{1}, {2, 3}, {4, 5, 3}, {5, 3}} {
		_, err := s.Schritt()
		require.NoError(t, err)
		assert.Equal(t, want, zustaendeIn(s))
		assert.Equal(t, len(want), s.GrenzeLaenge())
	}
	for k := range s.Grenze() {
		assert.Equal(t, 5, k.Zustand, "nach dem ersten Knoten abgebrochen")
		break
	}
	b, err := s.Schritt()
	require.NoError(t, err)
	assert.Equal(t, 5, b.Knoten.Zustand, "der erste Knoten der Grenze kommt als Nächstes")
}

// TestSchrittkostenNullUndNegativ: Kosten 0 sind erlaubt und zählen mit; negative Kosten
// meldet jede Suche als ErrUngueltig – Schritt für Schritt (expandiere) wie mit Loese der
// Breitensuche (expandiereEintrag), gleich ob die negative Kante die erste oder eine spätere
// Aktion ist.
func TestSchrittkostenNullUndNegativ(t *testing.T) {
	mitKosten := func(k01, k02, k13 int) graph {
		return graph{kanten: map[int][]kante{
			0: {{1, k01}, {2, k02}},
			1: {{3, k13}},
		}, ziel: 3}
	}
	suchen := map[string]func(lesson.Suchproblem[int, int]) *lesson.Suche[int, int]{
		"Breitensuche":        func(p lesson.Suchproblem[int, int]) *lesson.Suche[int, int] { return lesson.NeueBreitensuche(p) },
		"BreitensucheGraph":   func(p lesson.Suchproblem[int, int]) *lesson.Suche[int, int] { return lesson.NeueBreitensucheGraph(p) },
		"UniformeKostensuche": func(p lesson.Suchproblem[int, int]) *lesson.Suche[int, int] { return lesson.NeueUniformeKostensuche(p) },
	}
	for name, neu := range suchen {
		t.Run(name, func(t *testing.T) {
			// 0 → 1 kostet 0, 1 → 3 kostet 5: Weg 0, 1, 3 mit Kosten 5.
			p := mitKosten(0, 7, 5)
			l, erg, err := neu(p).Loese()
			require.NoError(t, err, "Kosten 0 sind erlaubt")
			assert.Equal(t, []int{1, 3}, l)
			assert.Equal(t, 5, erg.Kosten)
			s := neu(p)
			for !s.Fertig() {
				_, err := s.Schritt()
				require.NoError(t, err)
			}
			assert.Equal(t, 5, s.Zielknoten().Pfadkosten)
			assert.Equal(t, 0, s.Zielknoten().Vorgaenger.Pfadkosten)

			for _, p := range []graph{mitKosten(-1, 7, 5), mitKosten(0, -2, 5), mitKosten(2, 7, -3)} {
				_, _, err := neu(p).Loese()
				assert.ErrorIs(t, err, lesson.ErrUngueltig, "Loese %v", p.kanten)
				assert.ErrorContains(t, err, "negative Schrittkosten")
				s := neu(p)
				for !s.Fertig() {
					_, err = s.Schritt()
				}
				assert.ErrorIs(t, err, lesson.ErrUngueltig, "Schritt %v", p.kanten)
				assert.ErrorContains(t, err, "negative Schrittkosten")
			}
		})
	}
}

// alleSechs liefert je Verfahren eine neue Suche auf p (h = 0 für gierige Suche und A*).
func alleSechs(p lesson.Suchproblem[int, int], opts ...lesson.Option) map[string]*lesson.Suche[int, int] {
	return alleVerfahren(p, func(int) int { return 0 }, opts...)
}

// TestMaxTiefeNullUndEins: MaxTiefe(0) prüft nur die Wurzel, MaxTiefe(1) expandiert nur
// die Wurzel und prüft ihre Folgeknoten – für jedes Verfahren, mit Loese wie mit Schritt.
// Danach ist die Grenze leer, und die Suche meldet ErrTiefenlimit.
func TestMaxTiefeNullUndEins(t *testing.T) {
	for _, fall := range []struct {
		tiefe                           int
		untersucht, expandiert, erzeugt int
	}{
		{0, 1, 0, 1},
		{1, 2, 1, 2},
		{2, 4, 2, 4},
	} {
		for name, s := range alleSechs(binaerbaum, lesson.MaxTiefe(fall.tiefe)) {
			_, erg, err := s.Loese()
			assert.ErrorIs(t, err, lesson.ErrTiefenlimit, "%s MaxTiefe(%d)", name, fall.tiefe)
			assert.Equal(t, []int{fall.untersucht, fall.expandiert, fall.erzeugt}, []int{erg.Untersucht, erg.Expandiert, erg.Erzeugt},
				"%s MaxTiefe(%d): untersucht, expandiert, erzeugt", name, fall.tiefe)
		}
		for name, s := range alleSechs(binaerbaum, lesson.MaxTiefe(fall.tiefe)) {
			var err error
			for b, e := range s.Schritte() {
				if err = e; err != nil {
					break
				}
				assert.Equal(t, b.Knoten.Tiefe == fall.tiefe, b.Tiefenlimit, "%s MaxTiefe(%d), Knoten der Tiefe %d", name, fall.tiefe, b.Knoten.Tiefe)
				assert.Equal(t, b.Knoten.Tiefe < fall.tiefe, len(b.Neu) > 0, "%s MaxTiefe(%d), Knoten der Tiefe %d", name, fall.tiefe, b.Knoten.Tiefe)
			}
			assert.ErrorIs(t, err, lesson.ErrTiefenlimit, "%s MaxTiefe(%d)", name, fall.tiefe)
			erg := s.Ergebnis()
			assert.Equal(t, []int{fall.untersucht, fall.expandiert, fall.erzeugt}, []int{erg.Untersucht, erg.Expandiert, erg.Erzeugt},
				"%s MaxTiefe(%d) Schritt für Schritt: untersucht, expandiert, erzeugt", name, fall.tiefe)
		}
	}
}

// TestGleichTeurerWegWirdVerworfen: Erreicht die uniforme Kostensuche (und A*) einen
// Zustand der Grenze noch einmal mit denselben Pfadkosten, wird der neue Knoten verworfen;
// nur ein billigerer ersetzt den alten. 0 → 1 (1), 0 → 2 (2), 1 → 3 (3), 2 → 3 (2): Beide
// Wege nach 3 kosten 4.
func TestGleichTeurerWegWirdVerworfen(t *testing.T) {
	p := graph{kanten: map[int][]kante{
		0: {{1, 1}, {2, 2}},
		1: {{3, 3}},
		2: {{3, 2}, {4, 9}},
	}, ziel: 3}
	h := func(int) int { return 0 }
	for name, s := range map[string]*lesson.Suche[int, int]{
		"UniformeKostensuche": lesson.NeueUniformeKostensuche[int, int](p),
		"ASternSuche":         lesson.NeueASternSuche[int, int](p, h),
	} {
		var berichte []lesson.Schrittbericht[int, int]
		for b, err := range s.Schritte() {
			require.NoError(t, err, name)
			berichte = append(berichte, b)
		}
		require.Len(t, berichte, 4, name)
		// Schritt 3 expandiert 2: 3 (Kosten 4) ist schon mit Kosten 4 in der Grenze.
		b := berichte[2]
		assert.Equal(t, 2, b.Knoten.Zustand, name)
		require.Len(t, b.Verworfen, 1, name)
		assert.Equal(t, 3, b.Verworfen[0].Zustand, name)
		assert.Equal(t, 4, b.Verworfen[0].Pfadkosten, name)
		require.Len(t, b.Neu, 1, name)
		assert.Equal(t, 4, b.Neu[0].Zustand, name)
		// Schritt 4 findet das Ziel über 1, ohne veraltete Einträge zu überspringen.
		b = berichte[3]
		assert.True(t, b.Ziel, name)
		assert.Empty(t, b.Uebersprungen, name)
		assert.Equal(t, []int{1, 3}, s.Loesung(), name)
		assert.Equal(t, 6, s.Ergebnis().Erzeugt, name)
	}
}

// TestIstGeschlossen: Geschlossen ist ein Zustand, sobald sein Knoten aus der Grenze
// genommen wurde – nicht schon, wenn er in der Grenze steht (auch nicht als nächster), und
// nie ein unbekannter. Die Baumsuche hat keine Closed List, die Suche nil auch nicht.
func TestIstGeschlossen(t *testing.T) {
	var keine *lesson.Suche[int, int]
	assert.False(t, keine.IstGeschlossen(0))
	for name, s := range alleSechs(binaerbaum) {
		_, err := s.Schritt() // 0
		require.NoError(t, err)
		_, err = s.Schritt() // 1
		require.NoError(t, err)
		geschlossen := map[int]bool{}
		for z := range s.Geschlossen() {
			geschlossen[z] = true
		}
		for z := range 9 {
			assert.Equal(t, geschlossen[z], s.IstGeschlossen(z), "%s: Zustand %d", name, z)
		}
		if name == "Breitensuche" {
			assert.Empty(t, geschlossen, "die Baumsuche hat keine Closed List")
			continue
		}
		assert.Equal(t, map[int]bool{0: true, 1: true}, geschlossen, name)
		assert.False(t, s.IstGeschlossen(zustaendeIn(s)[0]), "%s: der nächste Knoten der Grenze", name)
	}
}

// TestSchritteBisZumZiel: Schritte liefert jeden Schritt bis zu dem, der das Ziel findet;
// bricht man die Schleife ab, macht die nächste Schleife mit dem nächsten Schritt weiter.
// Nach einem Fehler endet die Folge mit ihm.
func TestSchritteBisZumZiel(t *testing.T) {
	p := binaerbaum
	p.g.ziel = 6
	s := lesson.NeueBreitensucheGraph[int, int](p)
	var nr []int
	for b, err := range s.Schritte() {
		require.NoError(t, err)
		nr = append(nr, b.Nr)
		if b.Nr == 3 {
			break
		}
	}
	var letzter lesson.Schrittbericht[int, int]
	for b, err := range s.Schritte() {
		require.NoError(t, err)
		nr = append(nr, b.Nr)
		letzter = b
	}
	assert.Equal(t, []int{1, 2, 3, 4, 5, 6, 7}, nr)
	assert.True(t, letzter.Ziel)
	assert.Equal(t, 6, letzter.Knoten.Zustand)

	s = lesson.NeueBreitensucheGraph[int, int](p, lesson.MaxKnoten(3))
	var fehler []error
	for _, err := range s.Schritte() {
		fehler = append(fehler, err)
	}
	require.Len(t, fehler, 3, "zwei Schritte, dann das Knotenlimit")
	assert.NoError(t, fehler[0])
	assert.NoError(t, fehler[1])
	assert.ErrorIs(t, fehler[2], lesson.ErrKnotenlimit)
}
