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
