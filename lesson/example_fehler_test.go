package lesson_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/puzzle"
)

// Jeder Fehler der Bibliothek passt auf genau eine der vier Fehlerarten; ein switch mit
// errors.Is sagt, was zu tun ist. Der Text beginnt immer mit der Art.
func Example_fehlerarten() {
	was := func(err error) string {
		switch {
		case err == nil:
			return "gelöst"
		case errors.Is(err, lesson.ErrUngueltig):
			return "Eingabe verbessern"
		case errors.Is(err, lesson.ErrUnloesbar):
			return "gibt es nicht"
		case errors.Is(err, lesson.ErrLimitErreicht):
			return "mehr Knoten erlauben oder bessere Heuristik"
		case errors.Is(err, lesson.ErrAbgebrochen):
			return "mehr Zeit geben"
		}
		return "unbekannt"
	}
	ziel := "ABCDEFGH "
	abgebrochen, abbrechen := context.WithCancel(context.Background())
	abbrechen()

	_, err := puzzle.NeuesSchiebepuzzle("ABCDEFGHX", ziel)
	fmt.Println(was(err), "–", err)
	_, err = puzzle.NeuesSchiebepuzzle("BACDEFGH ", ziel)
	fmt.Println(was(err), "–", err)
	p, _ := puzzle.NeuesSchiebepuzzle("ACFEBH DG", ziel)
	_, _, err = lesson.Breitensuche(p, lesson.MaxKnoten(1000))
	fmt.Println(was(err), "–", err)
	_, _, err = lesson.BreitensucheGraph(p, lesson.Kontext(abgebrochen))
	fmt.Println(was(err), "–", err, errors.Is(err, context.Canceled))
	_, _, err = lesson.BreitensucheGraph(p)
	fmt.Println(was(err))
	// Output:
	// Eingabe verbessern – ungültiger Puzzlezustand: unbekanntes Plättchen 'X' in "ABCDEFGHX"; erlaubt sind A bis H und ein Leerzeichen für das freie Feld (im Startzustand)
	// gibt es nicht – Puzzle ist nicht lösbar: "BACDEFGH " lässt sich nicht in "ABCDEFGH " überführen (die Parität passt nicht – z. B. sind zwei Plättchen vertauscht)
	// mehr Knoten erlauben oder bessere Heuristik – Knotenlimit erreicht: 1001 Knoten erzeugt (Limit 1000)
	// mehr Zeit geben – Suche abgebrochen: der Kontext wurde abgebrochen (nach 1 erzeugten Knoten) true
	// gelöst
}
