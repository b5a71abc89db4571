package achtpuzzle

import (
	"testing"

	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
)

// Benchmarks der Suchen der Lektion „Suchalgorithmen am Beispiel 8-Puzzle“ vom Start
// (7,2,4,5,0,6,8,3,1). Jede prüft nrExplored, damit nur gemessen wird, was die Lektion
// zählt. Vergleich mit Python: bench/python/suchalgorithmen.py und BENCHMARKS.md.

func benchmarkTupelSuche(b *testing.B, erwartet int, suche func() (*Vorgaenger, int, error)) {
	b.Helper()
	b.ReportAllocs()
	messeCPU(b, func() {
		_, nrExplored, err := suche()
		if err != nil || nrExplored != erwartet {
			b.Fatalf("nrExplored = %d, Fehler %v; erwartet %d", nrExplored, err, erwartet)
		}
	})
	b.ReportMetric(float64(erwartet), "nrExplored")
}

// messeCPU führt lauf in der Benchmark-Schleife aus und meldet zusätzlich die CPU-Zeit
// des Prozesses pro Durchlauf (cpu-ns/op).
func messeCPU(b *testing.B, lauf func()) {
	b.Helper()
	vorher, ok := testhilfe.CPUZeit()
	n := 0
	for b.Loop() {
		lauf()
		n++
	}
	if nachher, ok2 := testhilfe.CPUZeit(); ok && ok2 && n > 0 {
		b.ReportMetric(float64(nachher-vorher)/float64(n), "cpu-ns/op")
	}
}

func BenchmarkTupelBFS(b *testing.B) {
	benchmarkTupelSuche(b, 171712, func() (*Vorgaenger, int, error) { return BFS(tupelStart) })
}

func BenchmarkTupelDFS(b *testing.B) {
	benchmarkTupelSuche(b, 114208, func() (*Vorgaenger, int, error) { return DFS(tupelStart) })
}

func BenchmarkTupelGreedy(b *testing.B) {
	benchmarkTupelSuche(b, 489, func() (*Vorgaenger, int, error) { return Greedy(tupelStart, HMisplaced) })
}

func BenchmarkTupelAStarMisplaced(b *testing.B) {
	benchmarkTupelSuche(b, 33167, func() (*Vorgaenger, int, error) { return AStar(tupelStart, HMisplaced) })
}

func BenchmarkTupelAStarManhattan(b *testing.B) {
	benchmarkTupelSuche(b, 2034, func() (*Vorgaenger, int, error) { return AStar(tupelStart, HManhattan) })
}

func BenchmarkTupelZustandsraum(b *testing.B) {
	b.ReportAllocs()
	messeCPU(b, func() {
		if d := Zustandsraum(); d[Platz(tupelStart)] != 26 {
			b.Fatal("falsche Distanz")
		}
	})
	b.ReportMetric(181440, "Stellungen")
}
