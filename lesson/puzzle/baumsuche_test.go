package puzzle

import (
	"context"
	"slices"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// knotenBild hält alles fest, was man an einem Knoten sehen kann, samt Weg zur Wurzel.
type knotenBild[Z comparable, A any] struct {
	Zustand                          Z
	Aktion                           A
	Tiefe, Pfadkosten, H, F, Nummer  int
	Pfad                             []A
	VorgaengerNummer, WurzelNummer   int
	VorgaengerZustand, WurzelZustand Z
}

func bild[Z comparable, A any](k *lesson.Knoten[Z, A]) knotenBild[Z, A] {
	b := knotenBild[Z, A]{Zustand: k.Zustand, Aktion: k.Aktion, Tiefe: k.Tiefe, Pfadkosten: k.Pfadkosten,
		H: k.H, F: k.F, Nummer: k.Nummer, Pfad: k.PfadHierher(), VorgaengerNummer: -1}
	if k.Vorgaenger != nil {
		b.VorgaengerNummer = k.Vorgaenger.Nummer
		b.VorgaengerZustand = k.Vorgaenger.Zustand
	}
	w := k
	for w.Vorgaenger != nil {
		w = w.Vorgaenger
	}
	b.WurzelNummer, b.WurzelZustand = w.Nummer, w.Zustand
	return b
}

// endstand ist alles, was eine Suche nach ihrem Ende zeigt.
type endstand[Z comparable, A any] struct {
	Loesung      []A
	Erg          lesson.Ergebnis
	Fehler       string
	Grenze       []knotenBild[Z, A]
	GrenzeLaenge int
	Geschlossen  []Z
	Ziel         *knotenBild[Z, A]
	Fertig       bool
}

func endstandVon[Z comparable, A any](s *lesson.Suche[Z, A], loesung []A, erg lesson.Ergebnis, err error) endstand[Z, A] {
	e := endstand[Z, A]{Loesung: loesung, Erg: erg, GrenzeLaenge: s.GrenzeLaenge(), Fertig: s.Fertig(),
		Geschlossen: slices.Collect(s.Geschlossen())}
	if err != nil {
		e.Fehler = err.Error()
	}
	for k := range s.Grenze() {
		e.Grenze = append(e.Grenze, bild(k))
	}
	if k := s.Zielknoten(); k != nil {
		b := bild(k)
		e.Ziel = &b
	}
	return e
}

// vergleicheBreitensuche führt die Baum- und die Graph-Breitensuche auf drei Wegen aus –
// Loese allein, Schritt für Schritt bis zum Ende, einige Schritte und dann Loese – und
// verlangt denselben Endstand: Loese nimmt bei den Breitensuchen einen eigenen, schnelleren
// Weg.
func vergleicheBreitensuche[Z comparable, A any](t *testing.T, p lesson.Suchproblem[Z, A], opts ...lesson.Option) {
	t.Helper()
	vergleicheWege(t, lesson.NeueBreitensuche[Z, A], p, opts...)
	vergleicheWege(t, lesson.NeueBreitensucheGraph[Z, A], p, opts...)
}

func vergleicheWege[Z comparable, A any](t *testing.T, neu func(lesson.Suchproblem[Z, A], ...lesson.Option) *lesson.Suche[Z, A],
	p lesson.Suchproblem[Z, A], opts ...lesson.Option) {
	t.Helper()
	s1 := neu(p, opts...)
	l1, e1, err1 := s1.Loese()
	ganz := endstandVon(s1, l1, e1, err1)

	s2 := neu(p, opts...)
	for {
		b, err := s2.Schritt()
		if err != nil || b.Ziel {
			break
		}
	}
	l2, e2, err2 := s2.Loese()
	assert.Equal(t, ganz, endstandVon(s2, l2, e2, err2), "Schritt für Schritt")

	for _, vorher := range []int{1, 2, 5} {
		s3 := neu(p, opts...)
		gesehen := map[int]*lesson.Knoten[Z, A]{}
		for range vorher {
			b, err := s3.Schritt()
			if err != nil || b.Ziel {
				break
			}
			for _, k := range b.Neu {
				gesehen[k.Nummer] = k
			}
		}
		l3, e3, err3 := s3.Loese()
		assert.Equal(t, ganz, endstandVon(s3, l3, e3, err3), "%d Schritte, dann Loese", vorher)
		// Knoten aus den Berichten bleiben dieselben Knoten (gleiche Zeiger).
		for k := range s3.Grenze() {
			if alt, ok := gesehen[k.Nummer]; ok {
				assert.Same(t, alt, k)
			}
		}
		if z := s3.Zielknoten(); z != nil {
			for k := z; k != nil; k = k.Vorgaenger {
				if alt, ok := gesehen[k.Nummer]; ok {
					assert.Same(t, alt, k)
				}
			}
		}
		// Zweimal Grenze liefert dieselben Knoten.
		assert.True(t, slices.Equal(slices.Collect(s3.Grenze()), slices.Collect(s3.Grenze())))
	}
}

func TestBreitensucheLoeseWieSchrittweise(t *testing.T) {
	optionen := map[string][]lesson.Option{
		"ohne":          nil,
		"MaxKnoten1":    {lesson.MaxKnoten(1)},
		"MaxKnoten2":    {lesson.MaxKnoten(2)},
		"MaxKnoten7":    {lesson.MaxKnoten(7)},
		"MaxKnoten300":  {lesson.MaxKnoten(300)},
		"MaxKnoten0":    {lesson.MaxKnoten(0)},
		"MaxTiefe0":     {lesson.MaxTiefe(0)},
		"MaxTiefe3":     {lesson.MaxTiefe(3)},
		"MaxTiefe3Max9": {lesson.MaxTiefe(3), lesson.MaxKnoten(9)},
	}
	namen := []string{"ohne", "MaxKnoten1", "MaxKnoten2", "MaxKnoten7", "MaxKnoten300", "MaxKnoten0", "MaxTiefe0", "MaxTiefe3", "MaxTiefe3Max9"}
	for _, name := range namen {
		t.Run(name, func(t *testing.T) {
			for _, start := range []string{"BC AEFDGH", "ABCDEFG H", zielZustand, "ABC EFDGH"} {
				p := neuesPuzzle(t, start)
				vergleicheBreitensuche[string, int](t, p, optionen[name]...)
				// Ohne MitFolgen (über MoeglicheAktionen und FuehreAktionAus).
				vergleicheBreitensuche[string, int](t, ungeprueft{p}, optionen[name]...)
			}
			// Mit Schrittkosten, mit und ohne erreichbares Ziel.
			vergleicheBreitensuche[string, string](t, beispielgraph("G"), optionen[name]...)
			vergleicheBreitensuche[string, string](t, beispielgraph("X"), optionen[name]...)
			// Negative Schrittkosten an erster und an späterer Stelle.
			for _, kanten := range []map[string][]kante{
				{"S": {{"A", 1}, {"B", 2}}, "A": {{"C", 1}, {"S", 1}}, "B": {{"C", 3}, {"D", -2}}},
				{"S": {{"A", 1}, {"B", 2}}, "A": {{"C", -1}, {"S", 1}}},
			} {
				p := kantenProblem{StartUndZiel: lesson.StartUndZiel[string]{Start: "S", Ziel: "X"}, kanten: kanten}
				vergleicheBreitensuche[string, string](t, p, optionen[name]...)
			}
		})
	}
}

func TestBreitensucheAbgebrochen(t *testing.T) {
	ctx, abbrechen := context.WithCancel(context.Background())
	abbrechen()
	vergleicheBreitensuche[string, int](t, neuesPuzzle(t, "ACFEBH DG"), lesson.Kontext(ctx))
	_, erg, err := lesson.Breitensuche(neuesPuzzle(t, "ACFEBH DG"), lesson.Kontext(ctx))
	assert.ErrorIs(t, err, lesson.ErrAbgebrochen)
	assert.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, 1, erg.Erzeugt)
}

// Die Zähler der Breitensuchen auf den Puzzles der Lektion, wie vor dem eigenen Weg von
// Loese.
func TestBreitensucheZaehlerDerLektion(t *testing.T) {
	p := neuesPuzzle(t, "ACFEBH DG")
	loesung, erg, err := lesson.Breitensuche(p)
	require.NoError(t, err)
	assert.Equal(t, lesson.Ergebnis{Verfahren: "Breitensuche", Gefunden: true, Laenge: 10, Kosten: 10,
		Untersucht: 34521, Expandiert: 34520, Erzeugt: 95175, MaxGrenze: 60655}, erg)
	assert.Equal(t, []int{7, 8, 5, 2, 1, 4, 3, 6, 7, 8}, loesung)
	_, erg, err = lesson.Breitensuche(p, lesson.MaxKnoten(50_000))
	assert.ErrorIs(t, err, lesson.ErrLimitErreicht)
	assert.Equal(t, "Breitensuche: keine Lösung; 50001 Knoten erzeugt, 17580 untersucht, 17580 expandiert, größte Grenze 32421, Closed List 0", erg.String())
	_, erg, err = lesson.BreitensucheGraph(p)
	require.NoError(t, err)
	assert.Equal(t, lesson.Ergebnis{Verfahren: "BreitensucheGraph", Gefunden: true, Laenge: 10, Kosten: 10,
		Untersucht: 667, Expandiert: 666, Erzeugt: 1787, MaxGrenze: 386, Geschlossen: 667}, erg)
	loesung, erg, err = lesson.BreitensucheGraph(neuesPuzzle(t, "ABCF DGHE"))
	require.NoError(t, err)
	assert.Equal(t, lesson.Ergebnis{Verfahren: "BreitensucheGraph", Gefunden: true, Laenge: 12, Kosten: 12,
		Untersucht: 1867, Expandiert: 1866, Erzeugt: 5073, MaxGrenze: 1136, Geschlossen: 1867}, erg)
	assert.Equal(t, []int{3, 6, 7, 4, 5, 8, 7, 6, 3, 4, 5, 8}, loesung)
}

// NeueFolgen liefert dieselben Züge und Zustände wie MoeglicheAktionen und FuehreAktionAus,
// auch für ungültige Zustände und über viele Aufrufe (mehrere Speicherblöcke) hinweg.
func TestNeueFolgenWieEinzeln(t *testing.T) {
	for _, ziel := range []string{"ABC ", zielZustand, "ABCDEFGHIJKLMNO "} {
		p, err := NeuesSchiebepuzzle(ziel, ziel)
		require.NoError(t, err)
		folgen := p.NeueFolgen()
		zufall := NeuerZufall(uint64(len(ziel)))
		var alle, kopien []string
		zustaende := []string{ziel, "", "ABC", ziel[1:] + "A", ziel + " "}
		for i := range 5000 {
			z := zustaende[i%len(zustaende)]
			if i%len(zustaende) == 0 {
				schritte := i % 40
				if len(ziel) == 4 {
					schritte = i % 3
				}
				z, err = RandomWalkAusfuehren(ziel, schritte, zufall)
				require.NoError(t, err)
			}
			aktionen, folge := folgen(z, []int{-1}, []string{"x"})
			require.Equal(t, append([]int{-1}, p.MoeglicheAktionen(z)...), aktionen, z)
			erwartet := []string{"x"}
			for _, a := range p.MoeglicheAktionen(z) {
				erwartet = append(erwartet, p.FuehreAktionAus(z, a))
			}
			require.Equal(t, erwartet, folge, z)
			alle = append(alle, folge[1:]...)
			kopien = append(kopien, erwartet[1:]...)
		}
		// Die früher gelieferten Zustände bleiben unverändert.
		require.Equal(t, kopien, alle)
	}
	var leer *Schiebepuzzle
	a, z := leer.NeueFolgen()(zielZustand, nil, nil)
	assert.Empty(t, a)
	assert.Empty(t, z)
}

// vieleAktionen hat in jedem Zustand 300 Aktionen – mehr, als die Knotenschlange als
// Stelle in einem Byte ablegen kann.
type vieleAktionen struct{ lesson.StartUndZiel[int] }

func (vieleAktionen) MoeglicheAktionen(z int) []int {
	aktionen := make([]int, 300)
	for i := range aktionen {
		aktionen[i] = 1000 + i
	}
	return aktionen
}

func (vieleAktionen) FuehreAktionAus(z, a int) int { return z*300 + a - 999 }

func TestBreitensucheMitVielenAktionen(t *testing.T) {
	for _, ziel := range []int{300, 299 * 300, -1} {
		p := vieleAktionen{lesson.StartUndZiel[int]{Start: 0, Ziel: ziel}}
		vergleicheBreitensuche[int, int](t, p, lesson.MaxKnoten(700))
		vergleicheBreitensuche[int, int](t, p, lesson.MaxKnoten(1000), lesson.MaxTiefe(1))
	}
	loesung, _, err := lesson.Breitensuche[int, int](vieleAktionen{lesson.StartUndZiel[int]{Start: 0, Ziel: 300}})
	require.NoError(t, err)
	assert.Equal(t, []int{1299}, loesung)
}
