package fuenfzehn

import "fmt"

func ExampleBaueMusterdatenbank() {
	// Zwei kleine disjunkte Muster (in Sekundenbruchteilen gebaut); die übrigen Kacheln
	// zählen nicht mit. Die 6-6-3-Aufteilung liefert StandardMusterdatenbank.
	m, err := BaueMusterdatenbank([][]int{{1, 2, 3}, {4, 8}})
	if err != nil {
		fmt.Println(err)
		return
	}
	p, _ := Aus(2, 1, 3, 8, 5, 6, 7, 4, 9, 10, 11, 12, 13, 14, 15, 0)
	fmt.Println(m.Name(), m.Teilwerte(p), m.Wert(p))
	fmt.Println("Manhattan:", Manhattan{}.Wert(p), "– linearer Konflikt:", LinearerKonflikt{}.Wert(p))
	// Output:
	// Musterdatenbank 3-2 [6 4] 10
	// Manhattan: 4 – linearer Konflikt: 8
}

func ExampleKorfInstanzen() {
	inst, err := KorfInstanzen()
	if err != nil {
		fmt.Println(err)
		return
	}
	k := inst[0]
	fmt.Println(len(inst), "Stellungen; Nr.", k.Nummer, "bei Korf:", k.Korf)
	fmt.Println("optimal:", k.Laenge, "Züge; Korfs IDA* mit Manhattan:", k.KorfKnoten, "Knoten")
	fmt.Println(k.Start)
	// Output:
	// 100 Stellungen; Nr. 1 bei Korf: [14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3]
	// optimal: 57 Züge; Korfs IDA* mit Manhattan: 276361933 Knoten
	// +------------+
	// |13 6  8  12 |
	// |15 14    10 |
	// |11 7  4  5  |
	// |9  1  3  2  |
	// +------------+
}

func ExampleMusterdatenbank_MitSpiegelung() {
	// Eine kleine Musterdatenbank (die 6-6-3-Aufteilung liefert StandardMusterdatenbank);
	// gespiegelt schätzt sie dieselbe Stellung besser und bleibt zulässig.
	m, err := BaueMusterdatenbank([][]int{{1, 2, 3}, {5, 9, 13}})
	if err != nil {
		fmt.Println(err)
		return
	}
	p, _ := Aus(1, 2, 7, 3, 5, 6, 4, 8, 9, 10, 11, 12, 13, 14, 15, 0)
	fmt.Println(m.Wert(p), m.MitSpiegelung().Wert(p))
	l, err := Loeser{Heuristik: m.MitSpiegelung()}.Loese(p)
	fmt.Println(l.Laenge(), err)
	// Output:
	// 1 3
	// 8 <nil>
}

func ExampleLoeser_LoeseAlle() {
	// Mehrere Stellungen auf allen Kernen; die Lösungen kommen in ihrer Reihenfolge.
	a, _ := Aus(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15)
	b, _ := Aus(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0, 14, 15)
	alle, err := Loeser{Heuristik: Manhattan{}}.LoeseAlle([]Fuenfzehn{a, b})
	fmt.Println(len(alle), alle[0].Laenge(), alle[1].Laenge(), err)
	// Output:
	// 2 1 2 <nil>
}
