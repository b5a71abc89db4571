package sudoku

import (
	"context"
	"fmt"
	"math/bits"
	"os"
	"strings"

	"github.com/kisuche/kisuche/lesson"
)

// Ziffern ist eine Menge von Ziffern 1 … 9 – in sudokucp.py ein String wie
// "1679". Bit d ist gesetzt, wenn die Ziffer d noch möglich ist.
type Ziffern uint16

// alleZiffern ist die Menge {1, …, 9} (digits in der Lektion).
const alleZiffern Ziffern = 0b11_1111_1110

// Enthaelt meldet, ob d in der Menge liegt.
func (z Ziffern) Enthaelt(d int) bool { return d >= 1 && d <= 9 && z&(1<<d) != 0 }

// Anzahl liefert die Zahl der Ziffern (len(values[s]) in der Lektion).
func (z Ziffern) Anzahl() int { return bits.OnesCount16(uint16(z)) }

// Ziffern liefert die Ziffern aufsteigend.
func (z Ziffern) Ziffern() []int {
	var ds []int
	for d := 1; d <= 9; d++ {
		if z.Enthaelt(d) {
			ds = append(ds, d)
		}
	}
	return ds
}

// String liefert die Ziffern aufsteigend als String, wie die Lektion sie speichert
// ("1679"); die leere Menge ist "".
func (z Ziffern) String() string {
	var sb strings.Builder
	for _, d := range z.Ziffern() {
		sb.WriteByte('0' + byte(d))
	}
	return sb.String()
}

// einzige liefert die Ziffer einer einelementigen Menge.
func (z Ziffern) einzige() int { return bits.TrailingZeros16(uint16(z)) }

// Kandidaten ist eine Belegung in der Darstellung von sudokucp.py: zu jedem Feld
// die Menge der Ziffern, die dort noch möglich sind. Ein Feld mit genau einer Ziffer ist
// belegt. Die Lektion nimmt dafür Strings, damit values.copy() genügt (Mengen bräuchten
// deepcopy); hier ist die Belegung ein Array aus 81 Bitmengen, und die Kopie ist eine
// Zuweisung (162 Bytes).
//
// Assign, Eliminate, PropagateSingleValue und PropagateSingleSquare verändern die
// Belegung wie ihre Vorbilder in der Lektion an Ort und Stelle und melden mit false einen
// Widerspruch; danach ist der Inhalt unbrauchbar. Die Suche arbeitet deshalb auf Kopien.
type Kandidaten [81]Ziffern

// CPParseGrid liest ein Rätsel wie parse_grid in sudokucp.py: Alle Felder beginnen
// mit den Ziffern 1–9, jede Vorgabe wird mit Assign eingetragen und propagiert. Einfache
// Rätsel (etwa grid1) sind danach schon gelöst. Die Zeichen zählen wie bei
// ParseGrid. Steht eine Ziffer in einer Gruppe zweimal oder führt die Propagierung
// zu einem Widerspruch, nennt der Fehler das Feld.
func CPParseGrid(grid string) (Kandidaten, error) {
	z, err := sudokuZiffern(grid)
	if err != nil {
		return Kandidaten{}, err
	}
	if err := sudokuWiderspruch(z); err != nil {
		return Kandidaten{}, err
	}
	var v Kandidaten
	for s := range v {
		v[s] = alleZiffern
	}
	for s, d := range z {
		if d != 0 && !v.Assign(Feld(s), int(d)) {
			return Kandidaten{}, fmt.Errorf(
				"%w: Widerspruch beim Eintragen der Vorgabe %d in Feld %v, die Propagierung lässt für ein Feld keine Ziffer übrig",
				lesson.ErrUnloesbar, d, Feld(s))
		}
	}
	return v, nil
}

// Assign trägt d in das Feld s ein, indem es alle anderen Ziffern von s eliminiert
// (assign in sudokucp.py). false heißt: Die Eliminierung führt zu einem Widerspruch,
// oder s oder d sind ungültig.
func (v *Kandidaten) Assign(s Feld, d int) bool {
	if !s.gueltig() || d < 1 || d > 9 {
		return false
	}
	return v.assign(s, d)
}

// Eliminate streicht d aus den Möglichkeiten von s (eliminate in sudokucp.py). Bleibt
// keine Ziffer übrig, ist das ein Widerspruch (false); sonst wenden
// PropagateSingleValue und PropagateSingleSquare die beiden Propagierungsregeln an.
// Für ein ungültiges Feld liefert es false; eine Ziffer außerhalb von 1 … 9 ist nie
// möglich und damit „schon eliminiert“ (true).
func (v *Kandidaten) Eliminate(s Feld, d int) bool {
	if !s.gueltig() {
		return false
	}
	if d < 1 || d > 9 {
		return true
	}
	return v.eliminate(s, d)
}

// PropagateSingleValue ist die erste Regel: Hat s nur noch eine Ziffer, wird sie bei
// allen Peers von s eliminiert (propagate_single_value in sudokucp.py).
func (v *Kandidaten) PropagateSingleValue(s Feld) bool {
	if !s.gueltig() {
		return false
	}
	return v.propagiereEinzigenWert(s)
}

// PropagateSingleSquare ist die zweite Regel: Kann d in einer Gruppe von s nur noch in
// einem Feld stehen, wird d dort eingetragen; kann d nirgends mehr stehen, ist das ein
// Widerspruch (propagate_single_square in sudokucp.py).
func (v *Kandidaten) PropagateSingleSquare(s Feld, d int) bool {
	if !s.gueltig() || d < 1 || d > 9 {
		return false
	}
	return v.propagiereEinzigesFeld(s, d)
}

// Die vier Funktionen darunter sind die Propagierung selbst, ohne Prüfung der Argumente:
// s liegt in 0 … 80 und d in 1 … 9. Das garantieren die exportierten Methoden darüber,
// die einmal prüfen, und die Rekursion, deren Felder aus den Tabellen stammen und deren
// Ziffern aus alleZiffern. Die Reihenfolge der Schritte ist genau die der Lektion.

// assign ist Assign (assign in sudokucp.py). Wie dort steht vorher fest, welche Ziffern
// zu eliminieren sind; sie kommen aufsteigend dran.
func (v *Kandidaten) assign(s Feld, d int) bool {
	for andere := v[s] & alleZiffern &^ (1 << d); andere != 0; andere &= andere - 1 {
		if !v.eliminate(s, andere.einzige()) { // einzige: die kleinste Ziffer
			return false
		}
	}
	return true
}

// eliminate ist Eliminate (eliminate in sudokucp.py).
func (v *Kandidaten) eliminate(s Feld, d int) bool {
	bit := Ziffern(1) << d
	if v[s]&bit == 0 {
		return true // schon eliminiert
	}
	v[s] &^= bit
	if v[s] == 0 { // keine Ziffer mehr für s
		return false
	}
	// Hat s nur noch eine Ziffer?
	if !v.propagiereEinzigenWert(s) {
		return false
	}
	// Gibt es in einer Gruppe von s nur noch ein Feld für d?
	return v.propagiereEinzigesFeld(s, d)
}

// propagiereEinzigenWert ist PropagateSingleValue (propagate_single_value in
// sudokucp.py). Peers, die die Ziffer nicht mehr haben, übergeht es gleich hier: Für sie
// täte eliminate nichts.
func (v *Kandidaten) propagiereEinzigenWert(s Feld) bool {
	m := v[s]
	// Genau eine Ziffer? Ein Bit außerhalb von 1 … 9 (nur in selbst gebauten Kandidaten
	// möglich) wäre keine Ziffer, die eliminate streichen könnte.
	if m == 0 || m&(m-1) != 0 || m&alleZiffern == 0 {
		return true
	}
	d := m.einzige()
	for _, p := range &sudokuPeers[s] { // &: ohne Kopie der Tabelle
		if v[p]&m != 0 && !v.eliminate(Feld(p), d) {
			return false
		}
	}
	return true
}

// propagiereEinzigesFeld ist PropagateSingleSquare (propagate_single_square in
// sudokucp.py). Je Gruppe muss es nur wissen, ob d dort in keinem, genau einem oder
// mehreren Feldern stehen kann. Dazu addiert es das Bit von d über die neun Felder –
// ohne Verzweigung, ausgeschrieben statt als Schleife: Ein Sprung je Feld wäre kaum
// vorherzusagen und kostete hier die meiste Zeit. Die Summe ist 0 (kein Feld), bit (genau
// eins) oder mehr; sie bleibt unter 9·bit und passt in Ziffern.
func (v *Kandidaten) propagiereEinzigesFeld(s Feld, d int) bool {
	bit := Ziffern(1) << d
	einheiten := &sudokuUnits[s] // Zeiger: ohne Kopie der Tabelle
	for i := range einheiten {
		e := &einheiten[i]
		summe := v[e[0]]&bit + v[e[1]]&bit + v[e[2]]&bit + v[e[3]]&bit + v[e[4]]&bit +
			v[e[5]]&bit + v[e[6]]&bit + v[e[7]]&bit + v[e[8]]&bit
		switch summe {
		case 0:
			return false // Widerspruch!
		case bit: // genau ein Feld: d dort eintragen
			for _, f := range e {
				if v[f]&bit != 0 {
					if !v.assign(Feld(f), d) {
						return false
					}
					break
				}
			}
		}
	}
	return true
}

// Geloest meldet, ob jedes Feld genau eine Ziffer hat.
func (v Kandidaten) Geloest() bool {
	for _, z := range v {
		if z.Anzahl() != 1 {
			return false
		}
	}
	return true
}

// Werte liefert die Felder mit genau einer Ziffer als Sudoku; alle anderen bleiben leer.
func (v Kandidaten) Werte() Sudoku {
	var w Sudoku
	for s, z := range v {
		if z.Anzahl() == 1 {
			w[s] = uint8(z.einzige())
		}
	}
	return w
}

// Kandidaten liefert die möglichen Ziffern des Feldes name als String wie in der Lektion
// ("1679"), oder "" für einen ungültigen Namen.
func (v Kandidaten) Kandidaten(name string) string {
	s, err := FeldNr(name)
	if err != nil {
		return ""
	}
	return v[s].String()
}

// Search sucht eine Lösung wie search in sudokucp.py: Ist jedes Feld entschieden, ist es
// eine Lösung; sonst nimmt sie das Feld mit den wenigsten Möglichkeiten (MRV; bei
// Gleichstand das erste von A1 bis I9) und probiert dessen Ziffern aufsteigend, jede mit
// Assign auf einer Kopie. limit begrenzt die Zuweisungen (≤ 0: unbegrenzt); ist es
// erreicht, kommt ein Fehler, der ErrZuweisungslimit enthält. Ergebnis: die Lösung und
// true, false wenn es keine gibt, dazu die Zähler.
//
// Fast alle Rätsel löst Search in Bruchteilen einer Millisekunde; bei hard3 gerät sie
// wie in der Lektion in einen riesigen Teilbaum ohne Lösung (dort 118 Sekunden, hier
// gut eine Sekunde). SearchKleinsteVerzweigung vermeidet das.
func (v Kandidaten) Search(ctx context.Context, limit int) (Kandidaten, bool, Zaehler, error) {
	return v.sucheCP(ctx, limit, false)
}

// SearchKleinsteVerzweigung ist Search mit einer zweiten Art von Wahl: Neben dem Feld mit
// den wenigsten Ziffern betrachtet sie jede Ziffer in jeder Gruppe und die Zahl der
// Felder, in denen sie dort noch stehen kann. Verzweigt wird dort, wo es weniger
// Möglichkeiten gibt (bei Gleichstand beim Feld; sonst bei der ersten solchen Gruppe und
// Ziffer in der Reihenfolge von unitlist). Das ist dieselbe Idee wie MRV – „wähle die
// Entscheidung mit den wenigsten Alternativen“ –, nur über beide Sichten auf das Rätsel.
// Damit bleibt jedes Rätsel der Lektion und aus top95 unter einer Millisekunde, hard3
// eingeschlossen.
func (v Kandidaten) SearchKleinsteVerzweigung(ctx context.Context, limit int) (Kandidaten, bool, Zaehler, error) {
	return v.sucheCP(ctx, limit, true)
}

func (v Kandidaten) sucheCP(ctx context.Context, limit int, gruppen bool) (Kandidaten, bool, Zaehler, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	var z Zaehler
	var fehler error
	var suche func(v *Kandidaten) (Kandidaten, bool)
	// probiere trägt d in s ein (auf einer Kopie) und sucht weiter.
	probiere := func(v *Kandidaten, s Feld, d int) (Kandidaten, bool) {
		if limit > 0 && z.Zuweisungen >= limit {
			fehler = fmt.Errorf("%w: %d Zuweisungen (Limit %d)", lesson.ErrZuweisungslimit, z.Zuweisungen, limit)
			return *v, false
		}
		z.Zuweisungen++
		if z.Zuweisungen%1024 == 0 && ctx.Err() != nil {
			fehler = lesson.NeuerAbbruch(ctx.Err(), fmt.Sprintf("nach %d Zuweisungen", z.Zuweisungen))
			return *v, false
		}
		// values.copy(); s und d sind gültig (aus wenigsteZiffern oder kleinsteGruppe),
		// daher assign ohne erneute Prüfung.
		kopie := *v
		if kopie.assign(s, d) {
			return suche(&kopie)
		}
		return *v, false
	}
	suche = func(v *Kandidaten) (Kandidaten, bool) {
		s, min := v.wenigsteZiffern()
		if s < 0 {
			return *v, true // alle Felder haben genau eine Ziffer
		}
		if gruppen && min > 2 {
			if u, d, ok := v.kleinsteGruppe(min); ok {
				for _, f := range sudokuUnitlist[u] {
					if !v[f].Enthaelt(d) {
						continue
					}
					if l, ok := probiere(v, f, d); ok || fehler != nil {
						return l, ok
					}
				}
				z.Backtracks++
				return *v, false
			}
		}
		// Die Ziffern von s aufsteigend (wie v[s].Ziffern(), aber ohne Slice).
		for m := v[s] & alleZiffern; m != 0; m &= m - 1 {
			if l, ok := probiere(v, s, m.einzige()); ok || fehler != nil {
				return l, ok
			}
		}
		z.Backtracks++
		return *v, false
	}
	for _, m := range v {
		if m == 0 {
			return Kandidaten{}, false, z, nil // leere Menge: gescheitert
		}
	}
	l, ok := suche(&v)
	if fehler != nil {
		return Kandidaten{}, false, z, fehler
	}
	if !ok {
		return Kandidaten{}, false, z, nil
	}
	return l, true, z, nil
}

// wenigsteZiffern liefert das erste Feld (von A1 bis I9) mit den wenigsten, aber mindestens
// zwei möglichen Ziffern und deren Zahl – das MRV der Lektion –, oder Feld -1, wenn jedes
// Feld entschieden ist.
func (v *Kandidaten) wenigsteZiffern() (Feld, int) {
	s, wenigste := Feld(-1), 10
	for f, m := range v {
		if n := m.Anzahl(); n > 1 && n < wenigste {
			s, wenigste = Feld(f), n
			if n == 2 {
				break // weniger geht nicht: Das erste Feld mit zwei Ziffern gewinnt
			}
		}
	}
	return s, wenigste
}

// kleinsteGruppe sucht die Gruppe und Ziffer mit den wenigsten (aber mindestens zwei)
// möglichen Feldern, wenn es weniger als grenze sind.
func (v *Kandidaten) kleinsteGruppe(grenze int) (unit, ziffer int, ok bool) {
	beste := grenze
	for u, felder := range sudokuUnitlist {
		var plaetze [10]int
		for _, f := range felder {
			m := v[f]
			for m != 0 {
				plaetze[bits.TrailingZeros16(uint16(m))]++
				m &= m - 1
			}
		}
		for d := 1; d <= 9; d++ {
			if n := plaetze[d]; n > 1 && n < beste {
				beste, unit, ziffer, ok = n, u, d, true
			}
		}
	}
	return unit, ziffer, ok
}

// String liefert die Belegung genau so, wie display in sudokucp.py sie druckt: jedes Feld
// mit seinen Ziffern, zentriert in der Breite 1 + (größte Zahl von Ziffern eines Feldes)
// wie Pythons str.center, dazu '|' nach der dritten und sechsten Spalte, Trennlinien
// nach den Zeilen C und F und am Ende eine Leerzeile.
func (v Kandidaten) String() string {
	breite := 1
	for _, z := range v {
		breite = max(breite, 1+z.Anzahl())
	}
	linie := strings.Repeat("-", breite*3)
	linie = linie + "+" + linie + "+" + linie
	var sb strings.Builder
	for r := range 9 {
		for c := range 9 {
			sb.WriteString(pythonCenter(v[r*9+c].String(), breite))
			if c == 2 || c == 5 {
				sb.WriteByte('|')
			} else {
				sb.WriteByte(' ')
			}
		}
		sb.WriteByte('\n')
		if r == 2 || r == 5 {
			sb.WriteString(linie + "\n")
		}
	}
	sb.WriteByte('\n')
	return sb.String()
}

// pythonCenter zentriert s in der Breite breite genau wie Pythons str.center: Ist der
// Rand ungerade, bekommt die linke Seite das zusätzliche Leerzeichen nur, wenn auch die
// Breite ungerade ist.
func pythonCenter(s string, breite int) string {
	rand := breite - len(s)
	if rand <= 0 {
		return s
	}
	links := rand/2 + (rand & breite & 1)
	return strings.Repeat(" ", links) + s + strings.Repeat(" ", rand-links)
}

// Display druckt die Belegung wie display in sudokucp.py.
func (v Kandidaten) Display() { fmt.Fprint(os.Stdout, v.String()) }
