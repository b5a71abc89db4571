package lesson

import (
	"strconv"
	"testing"
)

// Die Zustandsmenge findet jeden aufgenommenen Zustand mit seinem Platz wieder, auch über
// mehrmaliges Wachsen hinweg, und nimmt keinen Zustand zweimal auf. Sie ist nach jeder
// Aufnahme höchstens zu drei Vierteln voll.
func TestZustandsmenge(t *testing.T) {
	q := &knotenschlange[string, int]{}
	m := neueZustandsmenge(q)
	for i := range 5000 {
		z := strconv.Itoa(i * 7919 % 5003)
		if !m.nimmAuf(z, q.n) {
			t.Fatalf("%q gilt schon vor der Aufnahme als bekannt", z)
		}
		q.fuegeAn(z, 0, 0, 0, 0, 0)
		if m.nimmAuf(z, q.n) {
			t.Fatalf("%q zweimal aufgenommen", z)
		}
		if 4*m.anzahl > 3*len(m.faecher) {
			t.Fatalf("nach %d Zuständen mehr als drei Viertel von %d Fächern voll", m.anzahl, len(m.faecher))
		}
	}
	for i := range 5000 {
		z := q.zustand(i)
		if p, ok := m.platz(z); !ok || p != i {
			t.Fatalf("platz(%q) = %d, %v; erwartet %d", z, p, ok, i)
		}
	}
	if _, ok := m.platz("fehlt"); ok {
		t.Fatal("unbekannter Zustand gefunden")
	}
	if m.anzahl != 5000 || 4*m.anzahl > 3*len(m.faecher) {
		t.Fatalf("anzahl %d, %d Fächer", m.anzahl, len(m.faecher))
	}
}

// TestZustandsmengeNachDemWachsen: Der Zustand, der das Wachsen auslöst, kommt danach in
// das richtige Fach, auch wenn sein erstes Fach in der neuen Tabelle schon belegt ist. Das
// geschieht bei jedem Wachsen mit etwa 3/8 Wahrscheinlichkeit (so voll ist die Tabelle
// danach; der Samen des Hashs ist zufällig) – 40 neue Mengen machen es so gut wie sicher.
func TestZustandsmengeNachDemWachsen(t *testing.T) {
	for lauf := range 40 {
		q := &knotenschlange[string, int]{}
		m := neueZustandsmenge(q)
		for i := range anfangsFaecher*3/4 + 1 { // das letzte löst das Wachsen aus
			z := strconv.Itoa(lauf) + "/" + strconv.Itoa(i)
			m.nimmAuf(z, q.n)
			q.fuegeAn(z, 0, 0, 0, 0, 0)
		}
		if len(m.faecher) != 2*anfangsFaecher {
			t.Fatalf("%d Fächer nach %d Zuständen, erwartet %d", len(m.faecher), m.anzahl, 2*anfangsFaecher)
		}
		for i := range m.anzahl {
			if p, ok := m.platz(q.zustand(i)); !ok || p != i {
				t.Fatalf("Lauf %d: platz(%q) = %d, %v; erwartet %d", lauf, q.zustand(i), p, ok, i)
			}
		}
	}
}
