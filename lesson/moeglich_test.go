package lesson

import "testing"

// TestMRVMitInferenzZaehltNichtNach: Mit Inferenz ist die Restdomäne schon bereinigt; MRV
// nimmt ihre Größe, ohne Constraints noch einmal auszuwerten (die Zähler der Lektion).
// Ohne Inferenz zählt es die Werte ohne Konflikt – mit Constraintprüfungen.
func TestMRVMitInferenzZaehltNichtNach(t *testing.T) {
	p, err := NeuesCSP([]string{"A", "B", "C"}, []int{1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Verschieden("A", "B"); err != nil {
		t.Fatal(err)
	}
	b, ok := p.LeereBelegung().Assign("A", 1)
	if !ok {
		t.Fatal("A=1 nicht möglich")
	}
	mit := p.NeuerBacktracker(CSPOptionen{Variablenwahl: MRV, Inferenz: ForwardChecking})
	if n := mit.moeglicheAnzahl(b, 1); n != b.restAnzahl(1) || mit.zaehler.Constraintpruefungen != 0 {
		t.Errorf("mit Inferenz: %d mögliche Werte, %d Constraintprüfungen; erwartet die Restdomäne (%d) und keine",
			n, mit.zaehler.Constraintpruefungen, b.restAnzahl(1))
	}
	ohne := p.NeuerBacktracker(CSPOptionen{Variablenwahl: MRV})
	if n := ohne.moeglicheAnzahl(b, 1); n != 2 || ohne.zaehler.Constraintpruefungen == 0 {
		t.Errorf("ohne Inferenz: %d mögliche Werte, %d Constraintprüfungen; erwartet 2 und mindestens eine", n, ohne.zaehler.Constraintpruefungen)
	}
}
