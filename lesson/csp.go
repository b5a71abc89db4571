// Constraint-Satisfaction-Probleme (Lektion „Constraint Satisfaction, Backtracking und
// Constraint-Propagierung“)
//
// Ein CSP besteht aus Variablen, die Werte aus einer Domäne annehmen, und Constraints,
// die eine Belegung erfüllen muss. Dieser Teil des Pakets enthält:
//
//   - CSP: Variablen, Domänen, binäre Constraints (Nachbarschaft und Bedingung wie das
//     neighbor-dict in oz.py) und einfache n-stellige Constraints;
//   - Belegung: eine (Teil-)Belegung, die sich nie ändert – jede Zuweisung liefert eine
//     neue Belegung wie vals.copy() in der Lektion;
//   - Backtracking-Suche: die erste Lösung (oz.py), alle Lösungen als iter.Seq (ozgen.py)
//     und ein Schrittprotokoll, das wie oztrace.py druckt und sich Schritt für Schritt
//     abspielen lässt; dazu Zähler für Zuweisungen, Backtracks und Constraint-Prüfungen;
//   - austauschbare Strategien: Variablenwahl (der Reihe nach, MRV, MRV mit Grad),
//     Wertewahl (der Reihe nach, least constraining value) und Inferenz (keine,
//     Forward-Checking, AC-3 während der Suche);
//   - die Probleme der Lektion: Australien (Kartenfärbung), n Damen und Sudoku (einfaches
//     Backtracking aus sudoku.py und Constraint-Propagierung aus sudokucp.py).

package lesson

import (
	"fmt"
	"slices"
	"strings"
)

// CSP ist ein Constraint-Satisfaction-Problem mit Variablen (benannt durch Strings),
// je einer Domäne möglicher Werte vom Typ W und Constraints.
//
// Binäre Constraints werden wie in oz.py über eine Nachbarschaft angegeben: Zwei
// Variablen sind Nachbarn, wenn zwischen ihnen ein Constraint besteht; eine Bedingung
// sagt, welche Wertepaare erlaubt sind (für die Kartenfärbung: verschiedene Farben).
// N-stellige Constraints prüft die Suche, sobald alle ihre Variablen belegt sind.
//
// Überblick über diesen Teil des Pakets: Ein CSP sucht man mit CSP.Backtracking (erste
// Lösung, oz.py), CSP.AlleLoesungen (alle Lösungen als iter.Seq, ozgen.py) oder mit
// einem Backtracker, der zusätzlich Zähler (CSPZaehler) und ein Schrittprotokoll
// (Schrittprotokoll, druckt wie oztrace.py) liefert. CSPOptionen wählt die Strategien:
// Variablenwahl (ErsteFreie, MRV, MRVGrad), Wertewahl (DomaenenReihenfolge, LCV) und
// Inferenz (KeineInferenz, ForwardChecking, AC3). Fertige Probleme: Australien,
// damen.NeuesCSP und sudoku.NeuesCSP. Die Fassungen der Lektion selbst: Damen (8queens.py), Sudoku
// (sudoku.py) und sudoku.Kandidaten (sudokucp.py).
//
// Alle Listen (Variablen, Domänen, Nachbarn) behalten die Reihenfolge, in der sie
// angegeben wurden; daran richten sich die Suchen aus, deshalb liefern sie auf jedem
// Rechner dieselben Ergebnisse. Ein CSP erzeugt man mit NeuesCSP und ergänzt es mit
// Constraint, Verschieden, AlleVerschieden und NaerConstraint. Während einer Suche darf
// es nicht mehr verändert werden.
type CSP[W comparable] struct {
	namen    []string
	index    map[string]int
	domaenen [][]W
	// nachbarn[x] listet die Nachbarn von x in der Reihenfolge ihres ersten Constraints.
	nachbarn [][]int
	// bedingung[x][k] prüft das Paar (x, nachbarn[x][k]); nil heißt „verschieden“.
	bedingung [][]func(wx, wy W) bool
	naer      []naerConstraint[W]
	// naerVon[x] listet die n-stelligen Constraints, an denen x beteiligt ist.
	naerVon [][]int
	// worte ist die Zahl der uint64-Wörter je Variable in den Bitmengen der Restdomänen.
	worte int
}

// naerConstraint ist ein n-stelliger Constraint über den Variablen vars.
type naerConstraint[W comparable] struct {
	name    string
	vars    []int
	erlaubt func(werte []W) bool
}

// NeuesCSP erzeugt ein CSP mit den Variablen variablen, die alle die Domäne domaene
// haben (wie varlist und domain in oz.py). Eigene Domänen für einzelne Variablen setzt
// man danach mit Domaene. Die Namen müssen verschieden und nicht leer sein, und eine
// Domäne darf keinen Wert doppelt enthalten.
func NeuesCSP[W comparable](variablen []string, domaene []W) (*CSP[W], error) {
	if len(variablen) == 0 {
		return nil, fmt.Errorf("%w: CSP ohne Variablen: mindestens eine Variable angeben", ErrUngueltig)
	}
	if err := pruefeDomaene("", domaene); err != nil {
		return nil, err
	}
	p := &CSP[W]{index: make(map[string]int, len(variablen))}
	for _, name := range variablen {
		if name == "" {
			return nil, fmt.Errorf("%w: eine Variable hat einen leeren Namen", ErrUngueltig)
		}
		if _, doppelt := p.index[name]; doppelt {
			return nil, fmt.Errorf("%w: die Variable %s kommt doppelt vor", ErrUngueltig, name)
		}
		p.index[name] = len(p.namen)
		p.namen = append(p.namen, name)
		p.domaenen = append(p.domaenen, slices.Clone(domaene))
	}
	n := len(variablen)
	p.nachbarn = make([][]int, n)
	p.bedingung = make([][]func(wx, wy W) bool, n)
	p.naerVon = make([][]int, n)
	p.berechneWorte()
	return p, nil
}

func pruefeDomaene[W comparable](variable string, domaene []W) error {
	for i, w := range domaene {
		if slices.Index(domaene[:i], w) >= 0 {
			if variable == "" {
				return fmt.Errorf("%w: der Wert %v steht doppelt in der Domäne", ErrUngueltig, w)
			}
			return fmt.Errorf("%w: der Wert %v steht doppelt in der Domäne von %s", ErrUngueltig, w, variable)
		}
	}
	return nil
}

func (p *CSP[W]) berechneWorte() {
	m := 1
	for _, d := range p.domaenen {
		m = max(m, len(d))
	}
	p.worte = (m + 63) / 64
}

// Variablen liefert die Namen der Variablen in der angegebenen Reihenfolge.
func (p *CSP[W]) Variablen() []string {
	if p == nil {
		return nil
	}
	return slices.Clone(p.namen)
}

// AnzahlVariablen liefert die Zahl der Variablen.
func (p *CSP[W]) AnzahlVariablen() int {
	if p == nil {
		return 0
	}
	return len(p.namen)
}

// Index liefert die Position der Variablen name in Variablen() und false, wenn es
// keine Variable dieses Namens gibt.
func (p *CSP[W]) Index(name string) (int, bool) {
	if p == nil {
		return 0, false
	}
	i, ok := p.index[name]
	return i, ok
}

// DomaeneVon liefert die (ursprüngliche) Domäne der Variablen name.
func (p *CSP[W]) DomaeneVon(name string) []W {
	if p == nil {
		return nil
	}
	i, ok := p.index[name]
	if !ok {
		return nil
	}
	return slices.Clone(p.domaenen[i])
}

// Nachbarn liefert die Variablen, mit denen name durch einen binären Constraint
// verbunden ist, in der Reihenfolge, in der die Constraints angegeben wurden.
func (p *CSP[W]) Nachbarn(name string) []string {
	if p == nil {
		return nil
	}
	i, ok := p.index[name]
	if !ok {
		return nil
	}
	namen := make([]string, len(p.nachbarn[i]))
	for k, j := range p.nachbarn[i] {
		namen[k] = p.namen[j]
	}
	return namen
}

func (p *CSP[W]) variable(name string) (int, error) {
	if p == nil {
		return 0, fmt.Errorf("%w: das CSP ist nil – zuerst mit NeuesCSP anlegen", ErrUngueltig)
	}
	i, ok := p.index[name]
	if !ok {
		return 0, fmt.Errorf("%w: unbekannte Variable %q", ErrUngueltig, name)
	}
	return i, nil
}

// Domaene ersetzt die Domäne der Variablen name durch werte. Eine leere Domäne ist
// erlaubt: Dann hat das CSP keine Lösung, und jede Suche meldet das sofort.
func (p *CSP[W]) Domaene(name string, werte ...W) error {
	i, err := p.variable(name)
	if err != nil {
		return err
	}
	if err := pruefeDomaene(name, werte); err != nil {
		return err
	}
	p.domaenen[i] = slices.Clone(werte)
	p.berechneWorte()
	return nil
}

// Constraint fügt einen binären Constraint zwischen x und y hinzu: Eine Belegung ist nur
// erlaubt, wenn erlaubt(Wert von x, Wert von y) gilt. x und y werden dadurch Nachbarn.
// Mehrere Constraints zwischen denselben Variablen müssen alle erfüllt sein.
func (p *CSP[W]) Constraint(x, y string, erlaubt func(wx, wy W) bool) error {
	if erlaubt == nil {
		return fmt.Errorf("%w: Constraint zwischen %s und %s ohne Bedingung", ErrUngueltig, x, y)
	}
	return p.binaer(x, y, erlaubt)
}

// Verschieden fügt den Constraint x ≠ y hinzu (wie WA ≠ NT bei der Kartenfärbung).
func (p *CSP[W]) Verschieden(x, y string) error { return p.binaer(x, y, nil) }

// AlleVerschieden fügt für jedes Paar der Variablen den Constraint ≠ hinzu (etwa für
// eine Zeile, Spalte oder einen Block beim Sudoku).
func (p *CSP[W]) AlleVerschieden(variablen ...string) error {
	for i, x := range variablen {
		for _, y := range variablen[i+1:] {
			if err := p.Verschieden(x, y); err != nil {
				return err
			}
		}
	}
	return nil
}

func (p *CSP[W]) binaer(x, y string, erlaubt func(wx, wy W) bool) error {
	i, err := p.variable(x)
	if err != nil {
		return err
	}
	j, err := p.variable(y)
	if err != nil {
		return err
	}
	if i == j {
		return fmt.Errorf("%w: Constraint einer Variablen mit sich selbst (%s)", ErrUngueltig, x)
	}
	var umgekehrt func(wy, wx W) bool
	if erlaubt != nil {
		umgekehrt = func(wy, wx W) bool { return erlaubt(wx, wy) }
	}
	p.fuegeHinzu(i, j, erlaubt)
	p.fuegeHinzu(j, i, umgekehrt)
	return nil
}

// fuegeHinzu ergänzt die Bedingung für das Paar (i, j); gibt es schon eine, müssen beide
// gelten.
func (p *CSP[W]) fuegeHinzu(i, j int, erlaubt func(wi, wj W) bool) {
	if erlaubt == nil {
		erlaubt = verschieden[W]
	}
	k := slices.Index(p.nachbarn[i], j)
	if k < 0 {
		p.nachbarn[i] = append(p.nachbarn[i], j)
		p.bedingung[i] = append(p.bedingung[i], erlaubt)
		return
	}
	alt := p.bedingung[i][k]
	p.bedingung[i][k] = func(wi, wj W) bool { return alt(wi, wj) && erlaubt(wi, wj) }
}

func verschieden[W comparable](a, b W) bool { return a != b }

// NaerConstraint fügt einen n-stelligen Constraint über den Variablen variablen hinzu.
// erlaubt bekommt deren Werte in derselben Reihenfolge. Die Suche prüft ihn, sobald alle
// seine Variablen belegt sind; Forward-Checking und AC-3 benutzen nur binäre Constraints.
// name erscheint in Fehlermeldungen und im Schrittprotokoll.
func (p *CSP[W]) NaerConstraint(name string, variablen []string, erlaubt func(werte []W) bool) error {
	if erlaubt == nil {
		return fmt.Errorf("%w: Constraint %s ohne Bedingung", ErrUngueltig, name)
	}
	if len(variablen) == 0 {
		return fmt.Errorf("%w: Constraint %s ohne Variablen", ErrUngueltig, name)
	}
	c := naerConstraint[W]{name: name, erlaubt: erlaubt}
	for _, v := range variablen {
		i, err := p.variable(v)
		if err != nil {
			return err
		}
		if slices.Contains(c.vars, i) {
			return fmt.Errorf("%w: Constraint %s nennt die Variable %s doppelt", ErrUngueltig, name, v)
		}
		c.vars = append(c.vars, i)
	}
	nr := len(p.naer)
	p.naer = append(p.naer, c)
	for _, i := range c.vars {
		p.naerVon[i] = append(p.naerVon[i], nr)
	}
	return nil
}

// Verletzt prüft eine vollständige Belegung gegen alle Constraints und liefert für jeden
// verletzten Constraint eine Beschreibung; eine leere Liste heißt: b ist eine Lösung.
// Unbelegte Variablen werden ebenfalls gemeldet.
func (p *CSP[W]) Verletzt(b Belegung[W]) []string {
	if p == nil {
		return []string{"kein CSP (nil)"}
	}
	var fehler []string
	if b.csp != p {
		return []string{"die Belegung gehört zu einem anderen CSP"}
	}
	for i, name := range p.namen {
		if b.wert[i] < 0 {
			fehler = append(fehler, fmt.Sprintf("%s ist nicht belegt", name))
		}
	}
	for i := range p.namen {
		for k, j := range p.nachbarn[i] {
			if j < i || b.wert[i] < 0 || b.wert[j] < 0 {
				continue
			}
			wi, wj := p.domaenen[i][b.wert[i]], p.domaenen[j][b.wert[j]]
			if !p.bedingung[i][k](wi, wj) {
				fehler = append(fehler, fmt.Sprintf("Constraint zwischen %s=%v und %s=%v verletzt",
					p.namen[i], wi, p.namen[j], wj))
			}
		}
	}
	for _, c := range p.naer {
		werte, alle := b.werteVon(c.vars)
		if alle && !c.erlaubt(werte) {
			fehler = append(fehler, fmt.Sprintf("Constraint %s verletzt", c.name))
		}
	}
	return fehler
}

// String beschreibt das CSP knapp: Variablen, Domänen und Nachbarn.
func (p *CSP[W]) String() string {
	if p == nil {
		return "CSP nil"
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "CSP mit %d Variablen:\n", len(p.namen))
	for i, name := range p.namen {
		fmt.Fprintf(&sb, "  %s ∈ %v, Nachbarn %v\n", name, p.domaenen[i], p.Nachbarn(name))
	}
	if len(p.naer) > 0 {
		fmt.Fprintf(&sb, "  und %d n-stellige Constraints\n", len(p.naer))
	}
	return sb.String()
}
