package lesson

import "fmt"

// Variablenwahl legt fest, welche unbelegte Variable die Backtracking-Suche als nächste
// belegt. Für die Korrektheit ist das egal, für die Laufzeit nicht (Lektion: „Wie sollte
// man die nächste zu belegende CSP-Variable auswählen?“).
type Variablenwahl int

const (
	// ErsteFreie nimmt die erste unbelegte Variable in der Reihenfolge des CSP – wie
	// some(x for x in varlist if x not in vals) in oz.py.
	ErsteFreie Variablenwahl = iota
	// MRV (minimum remaining values) nimmt die Variable mit den wenigsten noch möglichen
	// Werten; bei Gleichstand die erste in der Reihenfolge des CSP.
	MRV
	// MRVGrad ist MRV und entscheidet Gleichstände nach dem Grad: Bevorzugt wird die
	// Variable mit den meisten Constraints zu noch unbelegten Variablen.
	MRVGrad
)

// Wertewahl legt fest, in welcher Reihenfolge die Suche die Werte einer Variablen
// ausprobiert.
type Wertewahl int

const (
	// DomaenenReihenfolge probiert die Werte in der Reihenfolge der Domäne (for d in domain).
	DomaenenReihenfolge Wertewahl = iota
	// LCV (least constraining value) probiert zuerst den Wert, der bei den unbelegten
	// Nachbarn die wenigsten Werte ausschließt; bei Gleichstand gilt die Domänenreihenfolge.
	// Gezählt wird in den Restdomänen der Nachbarn; ohne Inferenz sind das ihre ganzen
	// Domänen.
	LCV
)

// Inferenz legt fest, was die Suche nach jeder Zuweisung an Werten ausschließt
// (Abschnitt Constraint-Propagierung der Lektion).
type Inferenz int

const (
	// KeineInferenz schließt nichts aus; erst beim Ausprobieren eines Wertes prüft die
	// Suche die Constraints zu belegten Variablen (oz.py).
	KeineInferenz Inferenz = iota
	// ForwardChecking streicht nach jeder Zuweisung bei den unbelegten Nachbarn die Werte,
	// die mit dem neuen Wert unverträglich sind, und setzt zurück, sobald eine Restdomäne
	// leer wird.
	ForwardChecking
	// AC3 stellt nach jeder Zuweisung Kantenkonsistenz mit dem Algorithmus AC-3 her
	// (maintaining arc consistency): Wird irgendwo ein Wert gestrichen, werden auch die
	// Nachbarn dieser Variablen wieder geprüft. Vor der Suche läuft AC-3 einmal über
	// das ganze Problem.
	AC3
)

// CSPOptionen fasst die Strategien und Grenzen einer Backtracking-Suche zusammen. Der
// Nullwert ist die Suche der Lektion: Variablen und Werte der Reihe nach, keine Inferenz,
// kein Limit, kein Protokoll.
type CSPOptionen struct {
	Variablenwahl Variablenwahl
	Wertewahl     Wertewahl
	Inferenz      Inferenz
	// MaxZuweisungen begrenzt die Zahl der Zuweisungen; 0 (der Nullwert) und negative
	// Zahlen heißen unbegrenzt. Wird die Grenze erreicht, bricht die Suche mit
	// ErrZuweisungslimit ab. Die Option MaxKnoten geht vor, wenn beide angegeben sind.
	MaxZuweisungen int
	// Protokoll schaltet das Schrittprotokoll ein (siehe Schritt). Es kostet Speicher für
	// jeden Schritt und ist für kleine Probleme und den Unterricht gedacht.
	Protokoll bool
}

// String liefert den deutschen Namen der Strategie.
func (v Variablenwahl) String() string {
	switch v {
	case ErsteFreie:
		return "erste freie Variable"
	case MRV:
		return "MRV"
	case MRVGrad:
		return "MRV mit Grad"
	}
	return fmt.Sprintf("Variablenwahl(%d)", int(v))
}

// String liefert den deutschen Namen der Strategie.
func (w Wertewahl) String() string {
	switch w {
	case DomaenenReihenfolge:
		return "Domänenreihenfolge"
	case LCV:
		return "LCV"
	}
	return fmt.Sprintf("Wertewahl(%d)", int(w))
}

// String liefert den deutschen Namen der Strategie.
func (i Inferenz) String() string {
	switch i {
	case KeineInferenz:
		return "keine Inferenz"
	case ForwardChecking:
		return "Forward-Checking"
	case AC3:
		return "AC-3"
	}
	return fmt.Sprintf("Inferenz(%d)", int(i))
}

// String beschreibt die Optionen, etwa „MRV, LCV, Forward-Checking“.
func (o CSPOptionen) String() string {
	s := fmt.Sprintf("%v, %v, %v", o.Variablenwahl, o.Wertewahl, o.Inferenz)
	if o.MaxZuweisungen > 0 {
		s += fmt.Sprintf(", höchstens %d Zuweisungen", o.MaxZuweisungen)
	}
	return s
}

// AlleCSPStrategien liefert alle 3·2·3 = 18 Kombinationen aus Variablenwahl, Wertewahl
// und Inferenz in fester Reihenfolge, beginnend mit der Suche der Lektion – praktisch
// für Vergleiche im Notebook.
func AlleCSPStrategien() []CSPOptionen {
	var alle []CSPOptionen
	for _, v := range []Variablenwahl{ErsteFreie, MRV, MRVGrad} {
		for _, w := range []Wertewahl{DomaenenReihenfolge, LCV} {
			for _, i := range []Inferenz{KeineInferenz, ForwardChecking, AC3} {
				alle = append(alle, CSPOptionen{Variablenwahl: v, Wertewahl: w, Inferenz: i})
			}
		}
	}
	return alle
}

func (o CSPOptionen) pruefe() error {
	if o.Variablenwahl < ErsteFreie || o.Variablenwahl > MRVGrad {
		return fmt.Errorf("%w: unbekannte Variablenwahl %d", ErrUngueltig, int(o.Variablenwahl))
	}
	if o.Wertewahl < DomaenenReihenfolge || o.Wertewahl > LCV {
		return fmt.Errorf("%w: unbekannte Wertewahl %d", ErrUngueltig, int(o.Wertewahl))
	}
	if o.Inferenz < KeineInferenz || o.Inferenz > AC3 {
		return fmt.Errorf("%w: unbekannte Inferenz %d", ErrUngueltig, int(o.Inferenz))
	}
	return nil
}
