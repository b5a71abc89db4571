package sudoku

import (
	"context"
	"fmt"

	"github.com/kisuche/kisuche/lesson"
)

// MaxZaehlZuweisungen begrenzt die Suche von AnzahlLoesungen.
const MaxZaehlZuweisungen = 1_000_000

// AnzahlLoesungen zählt die Lösungen von grid, aber nur bis hoechstens: Ein Sudoku im
// eigentlichen Sinn hat genau eine Lösung, und um das zu prüfen, genügt hoechstens = 2.
//
// Es sucht mit Propagierung wie SearchKleinsteVerzweigung und verfolgt jede Alternative
// (jede Ziffer des gewählten Feldes bzw. jedes Feld der gewählten Gruppe), bis es
// hoechstens Lösungen gefunden hat – mit höchstens MaxZaehlZuweisungen Zuweisungen. Wird
// das Limit erreicht oder ctx beendet, liefert es die bis dahin gefundene Zahl und einen
// Fehler. grid wird wie bei ParseGrid gelesen, mit denselben Fehlern (widersprüchliche
// Vorgaben: keine Suche); führt erst die Propagierung zu einem Widerspruch, hat das
// Rätsel 0 Lösungen.
func AnzahlLoesungen(ctx context.Context, grid string, hoechstens int) (int, error) {
	if hoechstens < 1 {
		return 0, fmt.Errorf("%w: hoechstens muss mindestens 1 sein, nicht %d", lesson.ErrUngueltig, hoechstens)
	}
	if ctx == nil {
		ctx = context.Background()
	}
	if _, err := ParseGrid(grid); err != nil {
		return 0, err
	}
	start, err := CPParseGrid(grid)
	if err != nil {
		return 0, nil // die Propagierung allein zeigt: keine Lösung
	}
	anzahl, zuweisungen := 0, 0
	var zaehle func(v Kandidaten) error
	zaehle = func(v Kandidaten) error {
		s, wenigste := v.wenigsteZiffern()
		if s < 0 {
			anzahl++
			return nil
		}
		var felder []Feld
		var ziffern []int
		if u, d, ok := v.kleinsteGruppe(wenigste); ok && wenigste > 2 {
			for _, f := range sudokuUnitlist[u] {
				if v[f].Enthaelt(d) {
					felder, ziffern = append(felder, f), append(ziffern, d)
				}
			}
		} else {
			for _, d := range v[s].Ziffern() {
				felder, ziffern = append(felder, s), append(ziffern, d)
			}
		}
		for i, f := range felder {
			if anzahl >= hoechstens {
				return nil
			}
			if zuweisungen++; zuweisungen > MaxZaehlZuweisungen {
				return fmt.Errorf("%w: %d Zuweisungen beim Zählen (Limit %d)", lesson.ErrZuweisungslimit, MaxZaehlZuweisungen, MaxZaehlZuweisungen)
			}
			if zuweisungen%1024 == 0 && ctx.Err() != nil {
				return lesson.NeuerAbbruch(ctx.Err(), fmt.Sprintf("nach %d Zuweisungen", zuweisungen))
			}
			kopie := v
			if kopie.Assign(f, ziffern[i]) {
				if err := zaehle(kopie); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if err := ctx.Err(); err != nil {
		return 0, lesson.NeuerAbbruch(err, "vor dem Start")
	}
	err = zaehle(start)
	return anzahl, err
}
