package exercises

import "testing"

// Laufzeiten der Musterlösung auf der Startposition der Lektion:
//
//	go test -run '^$' -bench . ./solutions
func BenchmarkBFS(b *testing.B) {
	for b.Loop() {
		if _, _, err := BFS(StartPos); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAStarNumWrong(b *testing.B) {
	for b.Loop() {
		if _, _, err := AStar(StartPos, NumWrongHeuristic); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAStarManhattan(b *testing.B) {
	for b.Loop() {
		if _, _, err := AStar(StartPos, ManhattanHeuristic); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGetMoves(b *testing.B) {
	for b.Loop() {
		GetMoves(StartPos)
	}
}
