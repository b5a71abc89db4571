package lesson

// Knoten ist ein Knoten im Suchbaum (Lektion „Suche“). Er kapselt einen Zustand und merkt
// sich, aus welchem Vorgängerknoten und durch welche Aktion der Zustand entstanden ist.
//
// Wie in der Lektion erhält jeder Knoten eine Nummer in der Reihenfolge seiner Erzeugung.
// Anders als in Python zählt dabei keine Klassenvariable für das ganze Programm, sondern
// eine Nummerierung, die der jeweiligen Suche gehört: Jede Suche beginnt bei 0, und zwei
// Suchen (auch gleichzeitig laufende) stören sich nicht.
//
// Ein Knoten wird nach seiner Erzeugung nicht mehr verändert; Zeiger auf Knoten bleiben
// deshalb gültig, auch wenn die Suche weiterläuft.
type Knoten[Z comparable, A any] struct {
	// Zustand ist der eigentliche Inhalt des Knotens.
	Zustand Z
	// Vorgaenger ist der Knoten, aus dem dieser entstanden ist (nil beim Wurzelknoten).
	Vorgaenger *Knoten[Z, A]
	// Aktion hat aus dem Zustand des Vorgängers in diesen Zustand geführt
	// (Nullwert beim Wurzelknoten).
	Aktion A
	// Tiefe ist die Suchtiefe: die Zahl der Aktionen vom Wurzelknoten bis hierher.
	Tiefe int
	// Pfadkosten (g) sind die summierten Schrittkosten vom Wurzelknoten bis hierher;
	// ohne eigene Schrittkosten (siehe MitSchrittkosten) gleich der Tiefe.
	Pfadkosten int
	// H ist der Schätzwert der Heuristik für Zustand; nur die gierige Suche und A* setzen
	// ihn, sonst ist er 0.
	H int
	// F ist der Wert, nach dem eine Bestensuche ihre Grenze ordnet: Pfadkosten (g) bei der
	// uniformen Kostensuche, H bei der gierigen Suche, g+h bei A*; sonst 0.
	F int
	// Nummer gibt an, als wievielter Knoten seiner Suche er erzeugt wurde (ab 0).
	Nummer int
}

// Nummerierung vergibt die Knotennummern einer Suche: 0, 1, 2, … in der Reihenfolge der
// Erzeugung. Jede Suche besitzt ihre eigene Nummerierung. Der Nullwert beginnt bei 0.
type Nummerierung struct {
	naechste int
}

// Naechste liefert die nächste freie Nummer und zählt weiter.
func (n *Nummerierung) Naechste() int {
	if n == nil {
		return 0
	}
	nr := n.naechste
	n.naechste++
	return nr
}

// Vergeben liefert, wie viele Nummern schon vergeben sind, also wie viele Knoten die Suche
// bisher erzeugt hat.
func (n *Nummerierung) Vergeben() int {
	if n == nil {
		return 0
	}
	return n.naechste
}

// NeuerKnoten erzeugt einen Wurzelknoten für zustand und gibt ihm die nächste Nummer aus
// nummern (wie Knoten(problem.startzustand) in der Lektion). Ist nummern nil, erhält der
// Knoten die Nummer 0.
func NeuerKnoten[Z comparable, A any](zustand Z, nummern *Nummerierung) *Knoten[Z, A] {
	return &Knoten[Z, A]{Zustand: zustand, Nummer: nummern.Naechste()}
}

// PfadHierher verfolgt den Pfad von diesem Knoten rückwärts bis zum Wurzelknoten und
// liefert die Aktionen, die vom Startzustand in diesen Zustand führen, in der Reihenfolge,
// in der man sie ausführt. Beim Wurzelknoten ist die Liste leer (aber nicht nil), bei
// einem Knoten nil (kein Knoten) ist sie nil.
func (k *Knoten[Z, A]) PfadHierher() []A {
	if k == nil {
		return nil
	}
	pfad := make([]A, k.Tiefe)
	for knoten := k; knoten.Vorgaenger != nil; knoten = knoten.Vorgaenger {
		pfad[knoten.Tiefe-1] = knoten.Aktion
	}
	return pfad
}

// Folgeknoten wendet aktion im Zustand dieses Knotens an und verpackt den neuen Zustand in
// einen neuen Knoten mit diesem Knoten als Vorgänger, der Tiefe +1, den Pfadkosten plus
// den Schrittkosten (1, falls problem MitSchrittkosten nicht implementiert) und der
// nächsten Nummer aus nummern.
// Ein Knoten nil oder ein Problem nil hat keinen Folgeknoten (nil).
func (k *Knoten[Z, A]) Folgeknoten(problem Suchproblem[Z, A], aktion A, nummern *Nummerierung) *Knoten[Z, A] {
	if k == nil || problem == nil {
		return nil
	}
	neu := problem.FuehreAktionAus(k.Zustand, aktion)
	return &Knoten[Z, A]{
		Zustand:    neu,
		Vorgaenger: k,
		Aktion:     aktion,
		Tiefe:      k.Tiefe + 1,
		Pfadkosten: k.Pfadkosten + SchrittkostenVon(problem, k.Zustand, aktion, neu),
		Nummer:     nummern.Naechste(),
	}
}

// Expandiere liefert alle von diesem Knoten direkt erreichbaren Folgeknoten, einen je
// möglicher Aktion, in der Reihenfolge von problem.MoeglicheAktionen. Ein Knoten nil oder
// ein Problem nil hat keine Folgeknoten.
func (k *Knoten[Z, A]) Expandiere(problem Suchproblem[Z, A], nummern *Nummerierung) []*Knoten[Z, A] {
	if k == nil || problem == nil {
		return nil
	}
	aktionen := problem.MoeglicheAktionen(k.Zustand)
	folge := make([]*Knoten[Z, A], len(aktionen))
	for i, a := range aktionen {
		folge[i] = k.Folgeknoten(problem, a, nummern)
	}
	return folge
}
