package lesson_test

import (
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Die Breitensuchen an ihren Kanten: Loese legt Knoten erst an, wenn jemand sie sehen will,
// Schritt legt jeden sofort an – beide müssen dieselben Knoten, Zähler und Fehler liefern,
// auch in Bäumen mit Sackgassen, mit Schrittkosten und mit mehr als 255 Aktionen.

// sackgassen ist ein Baum, in dem ein Zustand 0 bis 3 Folgezustände hat (je nach der Zahl
// selbst, wie zufällig; Sackgassen kommen oft vor). Die Aktionen sind die Folgezustände
// selbst: 4z+1, 4z+2, 4z+3. Ein Ziel gibt es nur, wenn ziel > 0.
type sackgassen struct{ ziel int }

func (sackgassen) Startzustand() int { return 1 }

func (sackgassen) MoeglicheAktionen(z int) []int {
	grad := [8]int{0, 1, 1, 2, 2, 2, 3, 3}[uint64(z)*0x9E3779B97F4A7C15>>61]
	aktionen := make([]int, grad)
	for j := range aktionen {
		aktionen[j] = 4*z + 1 + j
	}
	return aktionen
}

func (sackgassen) FuehreAktionAus(_ int, a int) int { return a }

func (p sackgassen) IstZielzustand(z int) bool { return z == p.ziel }

// sackgassenMitKosten ist derselbe Baum; eine Aktion nach f kostet 1 + f%3.
type sackgassenMitKosten struct{ sackgassen }

func (sackgassenMitKosten) Schrittkosten(_ int, _ int, f int) int { return 1 + f%3 }

// knotenText beschreibt einen Knoten mit allem, was man an ihm sehen kann.
type knotenText struct {
	Nummer, Zustand, Aktion, Tiefe, Pfadkosten, Vorgaenger int
	Pfad                                                   []int
}

func beschreibe(k *lesson.Knoten[int, int]) knotenText {
	v := -1
	if k.Vorgaenger != nil {
		v = k.Vorgaenger.Nummer
	}
	return knotenText{k.Nummer, k.Zustand, k.Aktion, k.Tiefe, k.Pfadkosten, v, k.PfadHierher()}
}

func grenzeVon(s *lesson.Suche[int, int]) []knotenText {
	var g []knotenText
	for k := range s.Grenze() {
		g = append(g, beschreibe(k))
	}
	return g
}

// TestBreitensucheLoeseWieSchritte: Für die Baum- und die Graphsuche, mit und ohne
// Schrittkosten, mit Knotenlimits (auch über 4096 Knoten, die Größe eines Blocks) und mit
// einem Ziel: Loese liefert dieselbe Lösung, dieselben Zähler und denselben Fehler wie
// Schritt für Schritt, und danach dieselbe Grenze (Knoten für Knoten: Nummer, Zustand,
// Aktion, Tiefe, Pfadkosten, Vorgänger, Weg) und dieselbe Closed List. Bei jedem Schritt
// meldet der Bericht die Länge der Grenze.
func TestBreitensucheLoeseWieSchritte(t *testing.T) {
	probleme := map[string]lesson.Suchproblem[int, int]{
		"ohne Kosten": sackgassen{},
		"mit Kosten":  sackgassenMitKosten{},
	}
	verfahren := map[string]func(lesson.Suchproblem[int, int], ...lesson.Option) *lesson.Suche[int, int]{
		"Breitensuche":      lesson.NeueBreitensuche[int, int],
		"BreitensucheGraph": lesson.NeueBreitensucheGraph[int, int],
	}
	// Das Ziel ist der erste Zustand der Tiefe 9 (der Baum hat dort 73 Zustände).
	const ziel = 415061
	faelle := map[string][]lesson.Option{
		"MaxKnoten(30)":   {lesson.MaxKnoten(30)},
		"MaxKnoten(700)":  {lesson.MaxKnoten(700)},
		"MaxKnoten(9000)": {lesson.MaxKnoten(9000)},
		"MaxTiefe(6)":     {lesson.MaxTiefe(6)},
	}
	for pname, p := range probleme {
		for vname, neu := range verfahren {
			for fname, opts := range faelle {
				t.Run(pname+"/"+vname+"/"+fname, func(t *testing.T) {
					vergleicheLoeseMitSchritten(t, func() *lesson.Suche[int, int] { return neu(p, opts...) })
				})
			}
		}
		zp := map[string]lesson.Suchproblem[int, int]{
			"ohne Kosten": sackgassen{ziel: ziel},
			"mit Kosten":  sackgassenMitKosten{sackgassen{ziel: ziel}},
		}[pname]
		for vname, neu := range verfahren {
			t.Run(pname+"/"+vname+"/Ziel", func(t *testing.T) {
				l := vergleicheLoeseMitSchritten(t, func() *lesson.Suche[int, int] { return neu(zp) })
				require.Len(t, l, 9)
				assert.Equal(t, ziel, l[8])
			})
		}
	}
}

func vergleicheLoeseMitSchritten(t *testing.T, neu func() *lesson.Suche[int, int]) []int {
	t.Helper()
	s := neu()
	var schrittFehler error
	for schrittFehler == nil {
		var b lesson.Schrittbericht[int, int]
		b, schrittFehler = s.Schritt()
		if schrittFehler == nil {
			require.Equal(t, s.GrenzeLaenge(), b.Grenze, "Schritt %d: Länge der Grenze", b.Nr)
		}
	}
	if s.Ergebnis().Gefunden {
		schrittFehler = nil
	}
	grenze, erg, loesung := grenzeVon(s), s.Ergebnis(), s.Loesung()
	require.Len(t, grenze, s.GrenzeLaenge())

	l := neu()
	loesung2, erg2, err := l.Loese()
	assert.Equal(t, erg, erg2, "Zähler")
	assert.Equal(t, loesung, loesung2, "Lösung")
	if schrittFehler == nil {
		assert.NoError(t, err)
	} else {
		assert.EqualError(t, err, schrittFehler.Error())
	}
	assert.Equal(t, grenze, grenzeVon(l), "Grenze nach Loese")
	assert.Equal(t, collect(s), collect(l), "Closed List")
	return loesung2
}

func collect(s *lesson.Suche[int, int]) []int {
	var z []int
	for x := range s.Geschlossen() {
		z = append(z, x)
	}
	return z
}

// vieleAktionen: Vom Start 0 führen 300 Aktionen (1 bis 300) zu den Zuständen 1 bis 300.
type vieleAktionen struct{ ziel int }

func (vieleAktionen) Startzustand() int { return 0 }
func (vieleAktionen) MoeglicheAktionen(z int) []int {
	if z != 0 {
		return nil
	}
	a := make([]int, 300)
	for i := range a {
		a[i] = i + 1
	}
	return a
}
func (vieleAktionen) FuehreAktionAus(_ int, a int) int { return a }
func (p vieleAktionen) IstZielzustand(z int) bool      { return z == p.ziel }

// TestBreitensucheGraphMehrAls255Aktionen: Die Graph-Breitensuche merkt sich, die wievielte
// Aktion zu einem Knoten führte, in einem Byte – ab der 256. (Stelle 255) anders. Der Weg
// zum Ziel nennt auch dort die richtige Aktion.
func TestBreitensucheGraphMehrAls255Aktionen(t *testing.T) {
	for _, ziel := range []int{1, 255, 256, 257, 300} {
		l, erg, err := lesson.BreitensucheGraph[int, int](vieleAktionen{ziel})
		require.NoError(t, err, "Ziel %d", ziel)
		assert.Equal(t, []int{ziel}, l, "Ziel %d", ziel)
		assert.Equal(t, 1, erg.Laenge)
	}
}

// TestBreitensucheMitSchrittkosten: Auch die Baumsuche rechnet mit Schrittkosten, wenn das
// Problem sie hat; sie findet den Weg mit den wenigsten Aktionen, Kosten ist deren Summe.
func TestBreitensucheMitSchrittkosten(t *testing.T) {
	p := sackgassenMitKosten{sackgassen{ziel: 4*1 + 2}} // 6: die zweite Aktion vom Start
	require.Equal(t, []int{5, 6}, p.MoeglicheAktionen(1))
	l, erg, err := lesson.Breitensuche[int, int](p)
	require.NoError(t, err)
	assert.Equal(t, []int{6}, l)
	assert.Equal(t, 1+6%3, erg.Kosten)
}

// TestFolgeknotenPfadkosten: Folgeknoten addiert die Schrittkosten zu den Pfadkosten des
// Vorgängers (ohne MitSchrittkosten je 1).
func TestFolgeknotenPfadkosten(t *testing.T) {
	var nummern lesson.Nummerierung
	w := lesson.NeuerKnoten[int, int](1, &nummern)
	k := w.Folgeknoten(sackgassenMitKosten{}, 5, &nummern).Folgeknoten(sackgassenMitKosten{}, 22, &nummern)
	assert.Equal(t, (1+5%3)+(1+22%3), k.Pfadkosten)
	k = w.Folgeknoten(sackgassen{}, 5, &nummern).Folgeknoten(sackgassen{}, 22, &nummern)
	assert.Equal(t, 2, k.Pfadkosten)
}
