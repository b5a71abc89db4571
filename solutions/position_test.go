package exercises

import "fmt"

func ExamplePrintPosition() {
	PrintPosition(StartPos)
	// Output:
	// +------------+
	// |5  1  3  4  |
	// |6  9  7  8  |
	// |2  10    11 |
	// |13 14 15 12 |
	// +------------+
}

func ExampleShowSolution() {
	// Ein Zug vor dem Ziel: Die 12 rückt nach oben.
	start := Position{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13, 14, 15, 12}
	predecessors := map[Position]Position{GoalPos: start}
	n, err := ShowSolution(start, GoalPos, predecessors)
	fmt.Println(n, err)
	// Output:
	// +------------+
	// |1  2  3  4  |
	// |5  6  7  8  |
	// |9  10 11    |
	// |13 14 15 12 |
	// +------------+
	// +------------+
	// |1  2  3  4  |
	// |5  6  7  8  |
	// |9  10 11 12 |
	// |13 14 15    |
	// +------------+
	// Länge der Lösung: 2
	// 2 <nil>
}

func ExamplePriorityQueue() {
	var queue PriorityQueue
	queue.Put(5, 2, StartPos)
	queue.Put(3, 1, GoalPos)
	cost, bwCost, pos := queue.Get()
	fmt.Println(cost, bwCost, pos == GoalPos, queue.Len())
	// Output: 3 1 true 1
}
