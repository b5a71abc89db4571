package sudoku

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/australien"
	"github.com/kisuche/kisuche/lesson/damen"
)

// Die Benchmarks messen wie timed_search in der Lektion Einlesen und Suche zusammen.
// Aufruf etwa: go test -run '^$' -bench 'Sudoku|CSP|Damen' -benchtime=1x ./lesson
// (BENCHMARKS.md nennt die Ergebnisse).

var lektionsRaetsel = []struct{ name, grid string }{
	{"grid1", grid1}, {"grid2", grid2}, {"hard1", hard1}, {"hard2", hard2}, {"hard3", hard3},
}

// BenchmarkSudokuPropagierung: parse_grid und search aus sudokucp.py (MRV, Lektion).
func BenchmarkSudokuPropagierung(b *testing.B) {
	for _, r := range lektionsRaetsel {
		b.Run(r.name, func(b *testing.B) {
			for b.Loop() {
				v, err := CPParseGrid(r.grid)
				if err != nil {
					b.Fatal(err)
				}
				if _, ok, _, err := v.Search(context.Background(), 0); !ok || err != nil {
					b.Fatal("keine Lösung", err)
				}
			}
		})
	}
}

// BenchmarkSudokuKleinsteVerzweigung: wie oben, mit SearchKleinsteVerzweigung.
func BenchmarkSudokuKleinsteVerzweigung(b *testing.B) {
	for _, r := range lektionsRaetsel {
		b.Run(r.name, func(b *testing.B) {
			for b.Loop() {
				v, err := CPParseGrid(r.grid)
				if err != nil {
					b.Fatal(err)
				}
				if _, ok, _, err := v.SearchKleinsteVerzweigung(context.Background(), 0); !ok || err != nil {
					b.Fatal("keine Lösung", err)
				}
			}
		})
	}
}

// BenchmarkSudokuTop95 löst alle 95 Rätsel aus testdata/top95.txt je Durchlauf und
// meldet zusätzlich die Zeit des langsamsten Rätsels (max-µs/Rätsel). Damit Pausen der
// Speicherbereinigung und andere Prozesse das Maximum nicht verfälschen, zählt je Rätsel
// die beste Zeit aller Durchläufe.
func BenchmarkSudokuTop95(b *testing.B) {
	grids := top95(b)
	varianten := []struct {
		name  string
		suche func(Kandidaten) (Kandidaten, bool, Zaehler, error)
	}{
		{"Search", func(v Kandidaten) (Kandidaten, bool, Zaehler, error) {
			return v.Search(context.Background(), 0)
		}},
		{"KleinsteVerzweigung", func(v Kandidaten) (Kandidaten, bool, Zaehler, error) {
			return v.SearchKleinsteVerzweigung(context.Background(), 0)
		}},
	}
	for _, variante := range varianten {
		b.Run(variante.name, func(b *testing.B) {
			beste := make([]time.Duration, len(grids))
			for b.Loop() {
				for i, g := range grids {
					start := time.Now()
					v, err := CPParseGrid(g)
					if err != nil {
						b.Fatal(err)
					}
					if _, ok, _, err := variante.suche(v); !ok || err != nil {
						b.Fatal("keine Lösung", err)
					}
					if d := time.Since(start); beste[i] == 0 || d < beste[i] {
						beste[i] = d
					}
				}
			}
			b.ReportMetric(float64(slices.Max(beste).Microseconds()), "max-µs/Rätsel")
		})
	}
}

// BenchmarkSudokuEinfach: parse_grid und search aus sudoku.py (einfaches Backtracking).
// grid2 braucht hier gut eine Sekunde (Lektion: 660 s).
func BenchmarkSudokuEinfach(b *testing.B) {
	for _, r := range lektionsRaetsel {
		b.Run(r.name, func(b *testing.B) {
			for b.Loop() {
				v, err := ParseGrid(r.grid)
				if err != nil {
					b.Fatal(err)
				}
				if _, ok, _, err := v.Search(context.Background(), 0); !ok || err != nil {
					b.Fatal("keine Lösung", err)
				}
			}
		})
	}
}

// BenchmarkSudokuAllgemeinesCSP löst grid2 und hard1 mit dem allgemeinen CSP
// (NeuesCSP) und verschiedenen Strategien.
func BenchmarkSudokuAllgemeinesCSP(b *testing.B) {
	for _, r := range lektionsRaetsel[1:3] {
		for _, opt := range []lesson.CSPOptionen{
			{Variablenwahl: lesson.MRV, Inferenz: lesson.ForwardChecking},
			{Variablenwahl: lesson.MRV, Inferenz: lesson.AC3},
		} {
			b.Run(r.name+"/"+opt.String(), func(b *testing.B) {
				for b.Loop() {
					p, err := NeuesCSP(r.grid)
					if err != nil {
						b.Fatal(err)
					}
					if _, ok, err := p.Backtracking(context.Background(), opt); !ok || err != nil {
						b.Fatal("keine Lösung", err)
					}
				}
			})
		}
	}
}

// BenchmarkCSPAustralienAlle zählt die 18 Färbungen (ozgen.py).
func BenchmarkCSPAustralienAlle(b *testing.B) {
	p := australien.NeuesCSP()
	for b.Loop() {
		n := 0
		for range p.AlleLoesungen(context.Background(), lesson.CSPOptionen{}) {
			n++
		}
		if n != 18 {
			b.Fatal(n)
		}
	}
}

// BenchmarkDamen8Alle zählt die 92 Lösungen, einmal wie die Lektion (Damen) und einmal
// mit dem allgemeinen CSP (ohne Inferenz und mit Forward-Checking).
func BenchmarkDamen8Alle(b *testing.B) {
	b.Run("Lektion", func(b *testing.B) {
		for b.Loop() {
			n := 0
			for range damen.AlleLoesungen(context.Background(), 8) {
				n++
			}
			if n != 92 {
				b.Fatal(n)
			}
		}
	})
	p, _ := damen.NeuesCSP(8)
	for _, opt := range []lesson.CSPOptionen{{}, {Inferenz: lesson.ForwardChecking}, {Variablenwahl: lesson.MRV, Inferenz: lesson.AC3}} {
		b.Run("CSP/"+opt.String(), func(b *testing.B) {
			for b.Loop() {
				n := 0
				for range p.AlleLoesungen(context.Background(), opt) {
					n++
				}
				if n != 92 {
					b.Fatal(n)
				}
			}
		})
	}
}
