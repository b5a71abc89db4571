package richtig

import ex "github.com/kisuche/kisuche/solutions"

// Beobachte bekommt jede Position, die eine Suche dieses Pakets expandiert – wie der Aufruf,
// den bewerten in GetMoves einsetzt (dienst.Beobachte). Die Tests von internal/bewertung
// setzen sie, um die Prüfungen an den beobachteten Schritten mit diesen Lösungen zu prüfen.
var Beobachte = func(ex.Position) {}

// zuege ist GetMoves der Musterlösung, beobachtet.
func zuege(pos ex.Position) []ex.Position {
	Beobachte(pos)
	return ex.GetMoves(pos)
}
