package puzzle

import (
	"testing"

	"github.com/kisuche/kisuche/lesson"
)

func benchmarkSuche(b *testing.B, start string, suche func(*Schiebepuzzle) ([]int, lesson.Ergebnis, error)) {
	p := neuesPuzzle(b, start)
	var erg lesson.Ergebnis
	for b.Loop() {
		var err error
		_, erg, err = suche(p)
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(erg.Erzeugt), "Knoten")
	b.ReportMetric(float64(erg.Untersucht), "untersucht")
}

// Lektion „Suche“: breitensuche_graph auf 'hart' braucht in Python 8 min 19 s.
func BenchmarkBreitensucheGraphHart(b *testing.B) {
	benchmarkSuche(b, "CBHEADFG ", func(p *Schiebepuzzle) ([]int, lesson.Ergebnis, error) { return lesson.BreitensucheGraph(p) })
}

func BenchmarkBreitensucheGraphMittel(b *testing.B) {
	benchmarkSuche(b, "ACFEBH DG", func(p *Schiebepuzzle) ([]int, lesson.Ergebnis, error) { return lesson.BreitensucheGraph(p) })
}

func BenchmarkBreitensucheGraphSchwer(b *testing.B) {
	benchmarkSuche(b, "ABCF DGHE", func(p *Schiebepuzzle) ([]int, lesson.Ergebnis, error) { return lesson.BreitensucheGraph(p) })
}

// Lektion „Suche“: breitensuche (Baumsuche) auf 'mittel' braucht dort 4,29 s.
func BenchmarkBreitensucheMittel(b *testing.B) {
	benchmarkSuche(b, "ACFEBH DG", func(p *Schiebepuzzle) ([]int, lesson.Ergebnis, error) { return lesson.Breitensuche(p) })
}

func BenchmarkASternManhattanHart(b *testing.B) {
	benchmarkSuche(b, "CBHEADFG ", func(p *Schiebepuzzle) ([]int, lesson.Ergebnis, error) {
		return lesson.ASternSuche(p, manhattan(zielZustand))
	})
}

func BenchmarkBreitensucheGraphHartSchrittweise(b *testing.B) {
	benchmarkSuche(b, "CBHEADFG ", func(p *Schiebepuzzle) ([]int, lesson.Ergebnis, error) {
		s := lesson.NeueBreitensucheGraph(p)
		for {
			bericht, err := s.Schritt()
			if err != nil || bericht.Ziel {
				return s.Loesung(), s.Ergebnis(), err
			}
		}
	})
}
