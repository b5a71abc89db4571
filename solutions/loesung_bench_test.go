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

// TestGetMovesOhneHeap prüft, was der Doc-Kommentar von GetMoves verspricht: Wo der
// Compiler GetMoves einsetzt und die Liste die Schleife nicht verlässt (wie in BFS und
// AStar), liegt sie auf dem Stack – kein einziger Aufruf fordert Speicher vom Heap an.
func TestGetMovesOhneHeap(t *testing.T) {
	summe := 0
	anforderungen := testing.AllocsPerRun(100, func() {
		for _, next := range GetMoves(StartPos) {
			summe += int(next[0])
		}
	})
	if anforderungen != 0 {
		t.Errorf("GetMoves(StartPos) in einer Schleife: %v Speicheranforderungen je Aufruf, erwartet 0 (wird GetMoves noch eingesetzt? go build -gcflags=-m ./solutions)", anforderungen)
	}
}
