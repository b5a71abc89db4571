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
			return Kandidaten{}, lesson.NeuerFehler(fmt.Sprintf(
				"Sudoku: Widerspruch beim Eintragen der Vorgabe %d in Feld %v: die Propagierung lässt für ein Feld keine Ziffer übrig",
				d, Feld(s)), lesson.ErrUnloesbar)
		}
	}
	return v, nil
}

// Assign trägt d in das Feld s ein, indem es alle anderen Ziffern von s eliminiert
// (assign in sudokucp.py). false heißt: Die Eliminierung führt zu einem Widerspruch.
func (v *Kandidaten) Assign(s Feld, d int) bool {
	if !s.gueltig() || d < 1 || d > 9 {
		return false
	}
	andere := v[s] &^ (1 << d)
	for e := 1; e <= 9; e++ {
		if andere.Enthaelt(e) && !v.Eliminate(s, e) {
			return false
		}
	}
	return true
}

// Eliminate streicht d aus den Möglichkeiten von s (eliminate in sudokucp.py). Bleibt
// keine Ziffer übrig, ist das ein Widerspruch (false); sonst wenden
// PropagateSingleValue und PropagateSingleSquare die beiden Propagierungsregeln an.
func (v *Kandidaten) Eliminate(s Feld, d int) bool {
	if !s.gueltig() {
		return false
	}
	if !v[s].Enthaelt(d) {
		return true // schon eliminiert
	}
	v[s] &^= 1 << d
	if v[s] == 0 { // keine Ziffer mehr für s
		return false
	}
	// Hat s nur noch eine Ziffer?
	if !v.PropagateSingleValue(s) {
		return false
	}
	// Gibt es in einer Gruppe von s nur noch ein Feld für d?
	return v.PropagateSingleSquare(s, d)
}

// PropagateSingleValue ist die erste Regel: Hat s nur noch eine Ziffer, wird sie bei
// allen Peers von s eliminiert.
func (v *Kandidaten) PropagateSingleValue(s Feld) bool {
	if !s.gueltig() {
		return false
	}
	if v[s].Anzahl() == 1 {
		d := v[s].einzige()
		for _, p := range &sudokuPeers[s] { // &: ohne Kopie der Tabelle
			if !v.Eliminate(p, d) {
				return false
			}
		}
	}
	return true
}

// PropagateSingleSquare ist die zweite Regel: Kann d in einer Gruppe von s nur noch in
// einem Feld stehen, wird d dort eingetragen; kann d nirgends mehr stehen, ist das ein
// Widerspruch.
func (v *Kandidaten) PropagateSingleSquare(s Feld, d int) bool {
	if !s.gueltig() || d < 1 || d > 9 {
		return false
	}
	bit := Ziffern(1) << d
	einheiten := &sudokuUnits[s] // Zeiger: ohne Kopie der Tabelle
	for i := range einheiten {
		anzahl, platz := 0, Feld(-1)
		for _, f := range &einheiten[i] {
			if v[f]&bit != 0 {
				anzahl++
				platz = f
				if anzahl > 1 {
					break // nur 0 oder 1 zählen: mehr braucht die Regel nicht
				}
			}
		}
		switch anzahl {
		case 0:
			return false // Widerspruch!
		case 1:
			if !v.Assign(platz, d) {
				return false
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
// Assign auf einer Kopie. limit begrenzt die Zuweisungen (0 = unbegrenzt); ist es
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
			fehler = fmt.Errorf("Sudoku: Suche nach %d Zuweisungen abgebrochen: %w", z.Zuweisungen, lesson.ErrZuweisungslimit)
			return *v, false
		}
		z.Zuweisungen++
		if z.Zuweisungen%1024 == 0 && ctx.Err() != nil {
			fehler = fmt.Errorf("Sudoku: %w nach %d Zuweisungen: %w", lesson.ErrAbgebrochen, z.Zuweisungen, ctx.Err())
			return *v, false
		}
		kopie := *v // values.copy()
		if kopie.Assign(s, d) {
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
		for _, d := range v[s].Ziffern() {
			if l, ok := probiere(v, s, d); ok || fehler != nil {
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
