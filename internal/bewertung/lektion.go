package bewertung

import (
	"context"
	"os/exec"
	"time"

	"github.com/kisuche/kisuche/exercises/pruefen"
)

// LektionsPruefung heißt die eine Prüfung jeder Aufgabe in BewerteLektion.
const LektionsPruefung = "Beispiele aus der Lektion"

// lektionsAufgaben sind die sechs Aufgaben nur mit ihren sichtbaren Prüfungen aus
// exercises/pruefen – dieselben Beispiele und Sätze wie in Notebook 4, in
// go test ./exercises und im Teil „Beispiele aus der Lektion“ der Bewertung. Keine
// verborgene Position, kein Orakel, keine Punkte, die etwas bedeuten: Eine Aufgabe hat
// ihren einen Punkt genau dann, wenn sie die Beispiele besteht.
var lektionsAufgaben = []aufgabe{
	neueAufgabe("a", []pruefung{{LektionsPruefung, 1, func(k kandidat) []string {
		if k.getMoves == nil {
			return []string{"GetMoves fehlt"}
		}
		return pruefen.GetMoves(k.getMoves, nil)
	}}}),
	neueAufgabe("b", []pruefung{{LektionsPruefung, 1, func(k kandidat) []string {
		if k.isGoal == nil {
			return []string{"IsGoal fehlt"}
		}
		return pruefen.IsGoal(k.isGoal)
	}}}),
	neueAufgabe("c", []pruefung{{LektionsPruefung, 1, func(k kandidat) []string {
		if k.bfs == nil {
			return []string{"BFS fehlt"}
		}
		return lektionsLauf(bfsLauf(k, lektionsStart), "BFS(StartPos)")
	}}}),
	neueAufgabe("d", []pruefung{{LektionsPruefung, 1, func(k kandidat) []string {
		if k.numWrong == nil {
			return []string{"NumWrongHeuristic fehlt"}
		}
		return pruefen.NumWrongHeuristic(k.numWrong)
	}}}),
	neueAufgabe("e", []pruefung{{LektionsPruefung, 1, func(k kandidat) []string {
		if k.aStar == nil {
			return []string{"AStar fehlt"}
		}
		var saetze []string
		for _, h := range []heuristik{hNumWrong, hManhattan} {
			saetze = append(saetze, lektionsLauf(aStarLauf(k, lektionsStart, h), "AStar(StartPos, "+h.lektionsName+")")...)
		}
		return saetze
	}}}),
	neueAufgabe("f", []pruefung{{LektionsPruefung, 1, func(k kandidat) []string {
		if k.manhattan == nil {
			return []string{"ManhattanHeuristic fehlt"}
		}
		return pruefen.ManhattanHeuristic(k.manhattan)
	}}}),
}

// lektionsLauf liefert die Sätze der sichtbaren Prüfung zum Lauf l (pruefen.Loesung); ein
// panic der Abgabe wird ein Satz wie in der Bewertung.
func lektionsLauf(l suchLauf, aufruf string) []string {
	if l.panik != "" {
		return []string{l.fehler()}
	}
	return l.lektion(aufruf)
}

// fristText ist der Abbruchgrund einer Aufgabe, deren Prüfung die Frist des Aufrufers
// (BewerteLektion) beendet oder nicht mehr beginnen ließ.
const fristText = "nicht mehr geprüft: Die Frist für diese Abgabe ist abgelaufen."

// BewerteLektion prüft jede Aufgabe einer Abgabe nur an den Beispielen der Lektion (die
// sichtbaren Prüfungen, lektionsAufgaben) – für die Tafel der Lehrkraft während des
// Unterrichts. neu, zeit, speicherMiB und geheimnis wie bei Bewerte; die Positionen sind
// die festen der Lektion, ein Samen ist nicht nötig. Läuft ctx ab, wird der Prozess der
// laufenden Aufgabe beendet und keine weitere gestartet: Sie bekommen den Abbruchgrund
// „nicht mehr geprüft“.
func BewerteLektion(ctx context.Context, neu func(id string) (*exec.Cmd, string), zeit time.Duration, speicherMiB int, geheimnis string) Bericht {
	opt := optionen{zeit: zeit, speicherMiB: speicherMiB, geheimnis: geheimnis, ctx: ctx}
	var b Bericht
	for _, a := range lektionsAufgaben {
		if ctx.Err() != nil {
			b.Aufgaben = append(b.Aufgaben, AufgabenErgebnis{ID: a.id, Name: a.name, MaxPunkte: a.maxPunkte(),
				Abbruch: fristText})
			continue
		}
		b.Aufgaben = append(b.Aufgaben, bewerteAufgabe(a, neu, opt))
	}
	return b
}
