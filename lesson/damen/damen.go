package damen

import (
	"context"
	"fmt"
	"iter"
	"os"
	"strconv"
	"strings"

	"github.com/kisuche/kisuche/lesson"
)

// Damen ist eine (Teil-)Stellung beim n-Damen-Problem in der Darstellung von 8queens.py:
// Damen[i] ist die Spalte der Dame in Reihe i (gezählt ab 0); die Reihen 0 bis
// len-1 sind belegt. Die Lektion benutzt dafür ein Tupel col.
type Damen []int

// Assign setzt die Dame der Reihe x in Spalte d, wenn sie keine der schon gesetzten Damen
// schlägt (assign in 8queens.py): keine gemeinsame Spalte, keine gemeinsame Diagonale.
// Es liefert eine neue, um eins längere Stellung und true; col bleibt unverändert (wie
// col + (d,) in der Lektion). x muss len(col) sein.
func (col Damen) Assign(x, d int) (Damen, bool) {
	if x != len(col) || d < 0 {
		return nil, false
	}
	for y, c := range col {
		if c == d { // gleiche Spalte?
			return nil, false
		}
		if c+y == d+x || c-y == d-x { // gleiche Diagonale?
			return nil, false
		}
	}
	neu := make(Damen, len(col)+1)
	copy(neu, col)
	neu[x] = d
	return neu, true
}

func pruefeDamenZahl(n int) error {
	if n < 1 || n > MaxDamen {
		return fmt.Errorf("%w: das Damenproblem braucht n zwischen 1 und %d, nicht %d", lesson.ErrUngueltig, MaxDamen, n)
	}
	return nil
}

// MaxDamen ist das größte n, das Search, AlleLoesungen und NeuesCSP annehmen – eine Grenze für
// den Speicher, nicht für die Arbeit: NeuesCSP(n) legt n·(n−1)/2 Constraints an (für n = 1000
// gut 50 MB). Die Zeit begrenzt ctx: Das einfache Backtracking der Lektion braucht schon
// für n = 32 viele Sekunden, MRV mit Forward Checking löst NeuesCSP(100) in Millisekunden.
const MaxDamen = 1000

// Search sucht die erste Lösung des n-Damen-Problems mit Backtracking wie search in
// 8queens.py: Reihe für Reihe, Spalten von links nach rechts. Für n = 8 ist das
// (0, 4, 7, 5, 2, 6, 1, 3). Es liefert false, wenn es keine Lösung gibt (n = 2, 3), und
// einen Fehler bei n < 1 oder wenn ctx die Suche abbricht.
func Search(ctx context.Context, n int) (Damen, bool, error) {
	for col, err := range damenSuche(ctx, n) {
		if err != nil {
			return nil, false, err
		}
		return col, true, nil
	}
	return nil, false, nil
}

// AlleLoesungen liefert alle Lösungen des n-Damen-Problems nacheinander, wie die
// Generator-Fassung der Lektion (yield statt return); für n = 8 sind es 92. Bricht ctx
// die Suche ab oder ist n < 1, endet die Folge mit einem Fehler als letztem Element.
func AlleLoesungen(ctx context.Context, n int) iter.Seq2[Damen, error] {
	return damenSuche(ctx, n)
}

func damenSuche(ctx context.Context, n int) iter.Seq2[Damen, error] {
	return func(yield func(Damen, error) bool) {
		if err := pruefeDamenZahl(n); err != nil {
			yield(nil, err)
			return
		}
		if ctx == nil {
			ctx = context.Background()
		}
		schritte := 0
		var suche func(col Damen) bool
		suche = func(col Damen) bool {
			if len(col) == n {
				return yield(col, nil)
			}
			for d := range n {
				schritte++
				if schritte%4096 == 0 && ctx.Err() != nil {
					yield(nil, lesson.NeuerAbbruch(ctx.Err(), fmt.Sprintf("nach %d versuchten Spalten", schritte)))
					return false
				}
				if neu, ok := col.Assign(len(col), d); ok {
					if !suche(neu) {
						return false
					}
				}
			}
			return true
		}
		suche(Damen{})
	}
}

// Brett liefert das n×n-Brett der Stellung so, wie display in 8queens.py es druckt: je
// Reihe ". " für ein leeres Feld und "X " für die Dame. Reihen ohne Dame (bei einer
// Teilstellung) bestehen nur aus Punkten.
func (col Damen) Brett(n int) string {
	var sb strings.Builder
	for i := range n {
		for j := range n {
			if i < len(col) && col[i] == j {
				sb.WriteString("X ")
			} else {
				sb.WriteString(". ")
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// String schreibt die Stellung wie Python ein Tupel: (0, 4, 7, 5, 2, 6, 1, 3).
func (col Damen) String() string {
	teile := make([]string, len(col))
	for i, c := range col {
		teile[i] = strconv.Itoa(c)
	}
	if len(col) == 1 {
		return "(" + teile[0] + ",)"
	}
	return "(" + strings.Join(teile, ", ") + ")"
}

// Display druckt das Brett einer vollständigen Stellung wie display in 8queens.py
// (Brett(len(col))).
func (col Damen) Display() { fmt.Fprint(os.Stdout, col.Brett(len(col))) }

// PruefeLoesung prüft eine Stellung unabhängig von der Suche: Jede Spalte liegt in
// 0..n-1, und keine zwei Damen stehen in derselben Spalte oder Diagonale. Ist alles in
// Ordnung, liefert es nil, sonst eine Beschreibung des ersten Verstoßes.
func PruefeLoesung(col Damen, n int) error {
	if len(col) != n {
		return fmt.Errorf("%w: eine Aufstellung für %d Damen braucht %d Spalten, nicht %d (unvollständig oder zu lang)",
			lesson.ErrUngueltig, n, n, len(col))
	}
	for i, c := range col {
		if c < 0 || c >= n {
			return fmt.Errorf("%w: die Dame in Reihe %d steht außerhalb des Bretts (Spalte %d)", lesson.ErrUngueltig, i, c)
		}
		for j := range i {
			switch {
			case col[j] == c:
				return fmt.Errorf("%w: die Damen in Reihe %d und %d stehen in derselben Spalte %d", lesson.ErrUngueltig, j, i, c)
			case col[j]-c == i-j || c-col[j] == i-j:
				return fmt.Errorf("%w: die Damen in Reihe %d und %d stehen auf derselben Diagonalen", lesson.ErrUngueltig, j, i)
			}
		}
	}
	return nil
}

// damenName ist der Name der Variablen für die Dame in Reihe i im allgemeinen CSP.
func damenName(i int) string { return "D" + strconv.Itoa(i) }

// NeuesCSP formuliert das n-Damen-Problem als allgemeines CSP: Variable D0 … D(n-1) ist
// die Spalte der Dame in Reihe 0 … n-1 (die Reihen sind vorbelegt, wie in der Lektion),
// Domäne 0 … n-1; je zwei Damen stehen in verschiedenen Spalten und Diagonalen
// (R_i + C_i ≠ R_j + C_j und R_i − C_i ≠ R_j − C_j).
func NeuesCSP(n int) (*lesson.CSP[int], error) {
	if err := pruefeDamenZahl(n); err != nil {
		return nil, err
	}
	namen := make([]string, n)
	spalten := make([]int, n)
	for i := range n {
		namen[i] = damenName(i)
		spalten[i] = i
	}
	p, err := lesson.NeuesCSP(namen, spalten)
	if err != nil {
		return nil, err
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			abstand := j - i
			err := p.Constraint(namen[i], namen[j], func(ci, cj int) bool {
				return ci != cj && ci-cj != abstand && cj-ci != abstand
			})
			if err != nil {
				return nil, err
			}
		}
	}
	return p, nil
}

// AusBelegung macht aus einer Belegung von NeuesCSP die Darstellung der Lektion:
// die Spalten der Reihen 0, 1, … bis zur ersten unbelegten Reihe.
func AusBelegung(b lesson.Belegung[int]) Damen {
	var col Damen
	for i := 0; ; i++ {
		c, ok := b.Wert(damenName(i))
		if !ok {
			return col
		}
		col = append(col, c)
	}
}
