package lesson

import (
	"fmt"
	"strings"
)

// Schrittart sagt, was in einem Schritt der Backtracking-Suche geschieht.
type Schrittart int

const (
	// SchrittWahl: Die Suche wählt die nächste Variable.
	SchrittWahl Schrittart = iota
	// SchrittPruefen: Die Suche probiert einen Wert für die Variable
	// („check value … for var …“ in oztrace.py).
	SchrittPruefen
	// SchrittKonflikt: Der Wert verletzt einen Constraint zu einer belegten Variablen
	// („not possible!“); Schritt.Mit nennt sie.
	SchrittKonflikt
	// SchrittZuweisung: Der Wert passt und wird zugewiesen („trying out ...“).
	SchrittZuweisung
	// SchrittStreichung: Die Inferenz streicht Werte aus der Restdomäne einer Variablen;
	// Schritt.Werte nennt sie, Schritt.Mit die Variable, deretwegen sie wegfallen.
	SchrittStreichung
	// SchrittSackgasse: Die Inferenz hat die Restdomäne einer Variablen geleert; die
	// Zuweisung wird verworfen und der nächste Wert probiert.
	SchrittSackgasse
	// SchrittBacktrack: Alle Werte der Variablen sind erfolglos probiert; die Suche geht
	// einen Schritt zurück (Schritt 6 der rekursiven Suche: „gebe False zurück“).
	SchrittBacktrack
	// SchrittLoesung: Alle Variablen sind belegt – eine Lösung.
	SchrittLoesung
)

// String liefert den deutschen Namen der Schrittart.
func (a Schrittart) String() string {
	switch a {
	case SchrittWahl:
		return "Wahl"
	case SchrittPruefen:
		return "Prüfen"
	case SchrittKonflikt:
		return "Konflikt"
	case SchrittZuweisung:
		return "Zuweisung"
	case SchrittStreichung:
		return "Streichung"
	case SchrittSackgasse:
		return "Sackgasse"
	case SchrittBacktrack:
		return "Backtrack"
	case SchrittLoesung:
		return "Lösung"
	}
	return fmt.Sprintf("Schrittart(%d)", int(a))
}

// Schritt ist ein Schritt der Backtracking-Suche im Schrittprotokoll. Ein Notebook kann
// die Schritte einzeln abspielen: Belegung zeigt den Stand nach dem Schritt
// (Werte und Restdomänen aller Variablen).
type Schritt[W comparable] struct {
	Art Schrittart
	// Tiefe ist die Zahl der belegten Variablen, bevor die Variable dieses Schritts
	// belegt wird (len(vals) in oztrace.py); sie bestimmt die Einrückung. Streichungen
	// und Sackgassen gehören schon zur nächsten Ebene (Tiefe eins mehr als die Zuweisung,
	// die sie auslöst); die Streichungen von AC-3 vor der Suche haben Tiefe 0.
	Tiefe int
	// Variable ist die gewählte, geprüfte oder zugewiesene Variable; bei Streichung und
	// Sackgasse die Variable, deren Restdomäne schrumpft.
	Variable string
	// Wert ist der geprüfte oder zugewiesene Wert (bei Pruefen, Konflikt, Zuweisung).
	Wert W
	// Mit ist bei einem Konflikt die belegte Variable (oder der n-stellige Constraint),
	// mit der der Wert kollidiert; bei Streichung und Sackgasse die Variable, deren Wert
	// oder Restdomäne die Streichung auslöst.
	Mit string
	// Werte sind bei einer Streichung die gestrichenen Werte.
	Werte []W
	// Belegung ist der Stand nach diesem Schritt.
	Belegung Belegung[W]
}

// String liefert die Zeile des Schritts, eingerückt wie in oztrace.py
// (print(" "*len(vals), …): Tiefe Leerzeichen und eines als Trenner). Prüfen, Konflikt
// und Zuweisung lauten wie in oztrace.py; die übrigen Schritte kommen dort nicht vor und
// sind deutsch beschriftet.
func (s Schritt[W]) String() string {
	einzug := strings.Repeat(" ", s.Tiefe) + " "
	switch s.Art {
	case SchrittWahl:
		return einzug + "wähle Variable " + s.Variable
	case SchrittPruefen:
		return einzug + fmt.Sprintf("check value %v for var %s", s.Wert, s.Variable)
	case SchrittKonflikt:
		return einzug + "not possible!"
	case SchrittZuweisung:
		return einzug + "trying out ..."
	case SchrittStreichung:
		return einzug + fmt.Sprintf("streiche %s bei %s (wegen %s)", werteListe(s.Werte), s.Variable, s.Mit)
	case SchrittSackgasse:
		if s.Mit == "" {
			return einzug + fmt.Sprintf("keine Werte mehr für %s – keine Lösung", s.Variable)
		}
		return einzug + fmt.Sprintf("keine Werte mehr für %s – %s=%v wird verworfen", s.Variable, s.Mit, s.Wert)
	case SchrittBacktrack:
		return einzug + fmt.Sprintf("kein Wert passt für %s – zurück (Backtrack)", s.Variable)
	case SchrittLoesung:
		return einzug + "Lösung gefunden: " + s.Belegung.String()
	}
	return einzug + s.Art.String()
}

// Erklaerung liefert eine deutsche Beschreibung des Schritts, etwa für die Beschriftung
// eines Schiebereglers im Notebook.
func (s Schritt[W]) Erklaerung() string {
	switch s.Art {
	case SchrittWahl:
		return fmt.Sprintf("Wähle die Variable %s.", s.Variable)
	case SchrittPruefen:
		return fmt.Sprintf("Prüfe den Wert %v für %s.", s.Wert, s.Variable)
	case SchrittKonflikt:
		return fmt.Sprintf("%s=%v geht nicht: Konflikt mit %s.", s.Variable, s.Wert, s.Mit)
	case SchrittZuweisung:
		return fmt.Sprintf("Weise %s den Wert %v zu.", s.Variable, s.Wert)
	case SchrittStreichung:
		return fmt.Sprintf("Propagierung: %s verliert %s (wegen %s).", s.Variable, werteListe(s.Werte), s.Mit)
	case SchrittSackgasse:
		if s.Mit == "" {
			return fmt.Sprintf("Für %s bleibt schon vor der Suche kein Wert: keine Lösung.", s.Variable)
		}
		return fmt.Sprintf("Für %s bleibt kein Wert: %s=%v wird zurückgenommen.", s.Variable, s.Mit, s.Wert)
	case SchrittBacktrack:
		return fmt.Sprintf("Kein Wert für %s passt: zurück zur vorigen Variablen.", s.Variable)
	case SchrittLoesung:
		return "Lösung gefunden: " + s.Belegung.String()
	}
	return s.Art.String()
}

func werteListe[W any](werte []W) string {
	teile := make([]string, len(werte))
	for i, w := range werte {
		teile[i] = fmt.Sprint(w)
	}
	return strings.Join(teile, ", ")
}

// Schrittprotokoll ist die Folge der Schritte einer Backtracking-Suche.
type Schrittprotokoll[W comparable] []Schritt[W]

// String liefert alle Schritte, einen je Zeile.
func (p Schrittprotokoll[W]) String() string {
	var sb strings.Builder
	for _, s := range p {
		sb.WriteString(s.String())
		sb.WriteByte('\n')
	}
	return sb.String()
}

// Oztrace liefert genau die Ausgabe von oztrace.py: nur die Schritte Prüfen, Konflikt und
// Zuweisung, eingerückt wie dort. Bei der Suche der Lektion (CSPOptionen{}) auf dem
// Australien-Problem ist das Zeile für Zeile die Ausgabe von search(dict()) in oztrace.py.
func (p Schrittprotokoll[W]) Oztrace() string {
	var sb strings.Builder
	for _, s := range p {
		switch s.Art {
		case SchrittPruefen, SchrittKonflikt, SchrittZuweisung:
			sb.WriteString(s.String())
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}
