package lesson_test

import (
	"context"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/kisuche/kisuche/lesson/australien"
	"github.com/kisuche/kisuche/lesson/damen"
	"github.com/kisuche/kisuche/lesson/demo"
	"github.com/kisuche/kisuche/lesson/diagramm"
	"github.com/kisuche/kisuche/lesson/fuenfzehn"
	"github.com/kisuche/kisuche/lesson/puzzle"
	"github.com/kisuche/kisuche/lesson/sudoku"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Die vier Fehlerarten der Bibliothek.
var fehlerarten = []error{lesson.ErrUngueltig, lesson.ErrUnloesbar, lesson.ErrLimitErreicht, lesson.ErrAbgebrochen}

// Alle exportierten Fehlerwerte: Jeder Fehlertext beginnt mit dem Text eines von ihnen,
// auf den der Fehler auch passt (Art: Einzelheit).
var fehlerwerte = []error{
	lesson.ErrUngueltig, lesson.ErrUnloesbar, lesson.ErrLimitErreicht, lesson.ErrAbgebrochen,
	lesson.ErrKeineLoesung, lesson.ErrKnotenlimit, lesson.ErrTiefenlimit, lesson.ErrZuweisungslimit,
	lesson.ErrSucheBeendet,
	puzzle.ErrUngueltigerZustand, puzzle.ErrUngueltigerZug, puzzle.ErrUnloesbar,
	achtpuzzle.ErrUngueltigesTupel, achtpuzzle.ErrUnloesbar,
	fuenfzehn.ErrUngueltigeStellung, fuenfzehn.ErrUnloesbar, fuenfzehn.ErrMusterdatenbankBeschaedigt,
}

// fehlerfall ist ein Aufruf einer exportierten Funktion mit schlechter Eingabe (oder an
// einem Limit) und die Art des Fehlers, die er liefern muss.
type fehlerfall struct {
	funktion string // Paket.Funktion oder Paket.Typ.Methode
	art      error
	aufruf   func() error
}

func fehlerfaelle(t *testing.T) []fehlerfall {
	ctx := context.Background()
	abgebrochen, abbrechen := context.WithCancel(ctx)
	abbrechen()
	abgelaufen, ablaufen := context.WithTimeout(ctx, time.Nanosecond)
	t.Cleanup(ablaufen)
	<-abgelaufen.Done()

	p8 := func() *puzzle.Schiebepuzzle {
		p, err := puzzle.NeuesSchiebepuzzle("ACFEBH DG", "ABCDEFGH ")
		require.NoError(t, err)
		return p
	}
	unloesbar := &puzzle.Schiebepuzzle{StartUndZiel: lesson.StartUndZiel[string]{Start: "BACDEFGH ", Ziel: "ABCDEFGH "}}
	manhattan := puzzle.ManhattanZu("ABCDEFGH ")
	csp := func() *lesson.CSP[string] { return australien.NeuesCSP() }
	var keinCSP *lesson.CSP[string]
	schwer := achtpuzzle.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1}
	falsch := achtpuzzle.Tupel{0, 1, 2, 3, 4, 5, 6, 7, 7}
	unloesbar8 := achtpuzzle.Tupel{0, 2, 1, 3, 4, 5, 6, 7, 8}
	vertauscht15, err := fuenfzehn.Aus(2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0)
	require.NoError(t, err)
	ohneLoch := fuenfzehn.Fuenfzehn{1, 1}
	widerspruch := "44" + strings.Repeat(".", 79)
	zuwenig := "123"
	schrittFehler := func(s *lesson.Suche[string, int]) error {
		for _, err := range s.Schritte() {
			if err != nil {
				return err
			}
		}
		return nil
	}

	return []fehlerfall{
		// lesson: Suchen
		{"lesson.Breitensuche", lesson.ErrUngueltig, func() error { _, _, err := lesson.Breitensuche[string, int](nil); return err }},
		{"lesson.Breitensuche", lesson.ErrUnloesbar, func() error { _, _, err := lesson.Breitensuche(unloesbar); return err }},
		{"lesson.Breitensuche", lesson.ErrLimitErreicht, func() error { _, _, err := lesson.Breitensuche(p8(), lesson.MaxKnoten(5)); return err }},
		{"lesson.BreitensucheGraph", lesson.ErrAbgebrochen, func() error {
			_, _, err := lesson.BreitensucheGraph(p8(), lesson.Kontext(abgebrochen))
			return err
		}},
		{"lesson.BreitensucheGraph", lesson.ErrAbgebrochen, func() error {
			_, _, err := lesson.BreitensucheGraph(p8(), lesson.Kontext(abgelaufen))
			return err
		}},
		{"lesson.Tiefensuche", lesson.ErrLimitErreicht, func() error { _, _, err := lesson.Tiefensuche(p8(), lesson.MaxTiefe(3)); return err }},
		{"lesson.UniformeKostensuche", lesson.ErrUngueltig, func() error { _, _, err := lesson.UniformeKostensuche(&puzzle.Schiebepuzzle{}); return err }},
		{"lesson.GierigeSuche", lesson.ErrUngueltig, func() error { _, _, err := lesson.GierigeSuche(p8(), nil); return err }},
		{"lesson.ASternSuche", lesson.ErrUngueltig, func() error { _, _, err := lesson.ASternSuche(p8(), nil); return err }},
		{"lesson.IDAStern", lesson.ErrUngueltig, func() error { _, _, err := lesson.IDAStern(p8(), nil); return err }},
		{"lesson.IDAStern", lesson.ErrUngueltig, func() error { _, _, err := lesson.IDAStern[string, int](nil, manhattan); return err }},
		{"lesson.IDAStern", lesson.ErrLimitErreicht, func() error { _, _, err := lesson.IDAStern(p8(), manhattan, lesson.MaxKnoten(3)); return err }},
		{"lesson.IDAStern", lesson.ErrUngueltig, func() error { _, _, err := lesson.IDAStern(p8(), func(string) int { return -1 }); return err }},
		{"lesson.IDAStern", lesson.ErrAbgebrochen, func() error {
			_, _, err := lesson.IDAStern(p8(), func(string) int { return 0 }, lesson.Kontext(abgelaufen))
			return err
		}},
		{"lesson.Suche.Schritt", lesson.ErrUngueltig, func() error { _, err := (&lesson.Suche[string, int]{}).Schritt(); return err }},
		{"lesson.Suche.Schritt", lesson.ErrUngueltig, func() error {
			s := lesson.NeueBreitensuche(p8())
			if _, _, err := s.Loese(); err != nil {
				return err
			}
			_, err := s.Schritt() // nach dem Ziel: ErrSucheBeendet
			return err
		}},
		{"lesson.Suche.Loese", lesson.ErrUngueltig, func() error { _, _, err := (&lesson.Suche[string, int]{}).Loese(); return err }},
		{"lesson.Suche.Fehler", lesson.ErrLimitErreicht, func() error {
			s := lesson.NeueTiefensuche(p8(), lesson.MaxKnoten(2))
			s.Loese()
			return s.Fehler()
		}},
		{"lesson.Suche.Schritte", lesson.ErrUnloesbar, func() error { return schrittFehler(lesson.NeueBreitensucheGraph(unloesbar)) }},

		// lesson: CSP
		{"lesson.NeuesCSP", lesson.ErrUngueltig, func() error { _, err := lesson.NeuesCSP[string](nil, []string{"rot"}); return err }},
		{"lesson.CSP.Domaene", lesson.ErrUngueltig, func() error { return csp().Domaene("WA", "red", "red") }},
		{"lesson.CSP.Constraint", lesson.ErrUngueltig, func() error { return csp().Constraint("WA", "NT", nil) }},
		{"lesson.CSP.Verschieden", lesson.ErrUngueltig, func() error { return csp().Verschieden("WA", "WA") }},
		{"lesson.CSP.AlleVerschieden", lesson.ErrUngueltig, func() error { return csp().AlleVerschieden("WA", "Berlin") }},
		{"lesson.CSP.NaerConstraint", lesson.ErrUngueltig, func() error {
			return csp().NaerConstraint("x", []string{"WA", "WA"}, func([]string) bool { return true })
		}},
		{"lesson.CSP.Belege", lesson.ErrUngueltig, func() error { _, err := csp().Belege(map[string]string{"Berlin": "red"}); return err }},
		{"lesson.CSP.Backtracking", lesson.ErrUngueltig, func() error {
			_, _, err := keinCSP.Backtracking(ctx, lesson.CSPOptionen{})
			return err
		}},
		{"lesson.CSP.Backtracking", lesson.ErrUngueltig, func() error {
			_, _, err := csp().Backtracking(ctx, lesson.CSPOptionen{Inferenz: 9})
			return err
		}},
		{"lesson.CSP.Backtracking", lesson.ErrLimitErreicht, func() error {
			_, _, err := csp().Backtracking(ctx, lesson.CSPOptionen{MaxZuweisungen: 2})
			return err
		}},
		{"lesson.CSP.Backtracking", lesson.ErrAbgebrochen, func() error {
			_, _, err := csp().Backtracking(abgebrochen, lesson.CSPOptionen{})
			return err
		}},
		{"lesson.Backtracker.ErsteLoesung", lesson.ErrUngueltig, func() error {
			var b *lesson.Backtracker[string]
			_, _, err := b.ErsteLoesung(ctx)
			return err
		}},
		{"lesson.Backtracker.Err", lesson.ErrLimitErreicht, func() error {
			b := csp().NeuerBacktracker(lesson.CSPOptionen{}, lesson.MaxKnoten(1))
			b.ErsteLoesung(ctx)
			return b.Err()
		}},

		// puzzle
		{"puzzle.NeuesSchiebepuzzle", lesson.ErrUngueltig, func() error { _, err := puzzle.NeuesSchiebepuzzle("AB", "AB"); return err }},
		{"puzzle.NeuesSchiebepuzzle", lesson.ErrUnloesbar, func() error {
			_, err := puzzle.NeuesSchiebepuzzle("BACDEFGH ", "ABCDEFGH ")
			return err
		}},
		{"puzzle.Schiebepuzzle.Pruefe", lesson.ErrUngueltig, func() error { return (&puzzle.Schiebepuzzle{}).Pruefe() }},
		{"puzzle.PruefeZustand", lesson.ErrUngueltig, func() error { return puzzle.PruefeZustand("AAB ") }},
		{"puzzle.PruefeAufgabe", lesson.ErrUnloesbar, func() error { return puzzle.PruefeAufgabe("BACDEFGH ", "ABCDEFGH ") }},
		{"puzzle.IstLoesbar", lesson.ErrUngueltig, func() error { _, err := puzzle.IstLoesbar("ABC ", "ABCDEFGH "); return err }},
		{"puzzle.MoeglicheZuege", lesson.ErrUngueltig, func() error { _, err := puzzle.MoeglicheZuege(""); return err }},
		{"puzzle.VerschiebePos", lesson.ErrUngueltig, func() error { _, err := puzzle.VerschiebePos("ABCDEFGH ", 0); return err }},
		{"puzzle.ZugsequenzAusfuehren", lesson.ErrUngueltig, func() error {
			_, err := puzzle.ZugsequenzAusfuehren("ABCDEFGH ", []int{7, 0})
			return err
		}},
		{"puzzle.ErzeugeRandomWalk", lesson.ErrUngueltig, func() error { _, err := puzzle.ErzeugeRandomWalk("ABCDEFGH ", -1, nil); return err }},
		{"puzzle.ErzeugeRandomWalk", lesson.ErrUnloesbar, func() error {
			_, err := puzzle.ErzeugeRandomWalk("ABC ", 12, puzzle.NeuerZufall(1))
			return err
		}},
		{"puzzle.RandomWalkAusfuehren", lesson.ErrUngueltig, func() error { _, err := puzzle.RandomWalkAusfuehren("X", 3, nil); return err }},
		{"puzzle.Pprint", lesson.ErrUngueltig, func() error { return puzzle.Pprint(nil, "ABCDEFGH ") }},
		{"puzzle.InteraktivesSpiel", lesson.ErrUngueltig, func() error {
			return puzzle.InteraktivesSpiel("ABCDEFG H", "ABCDEFGH ", 5, nil, nil)
		}},

		// achtpuzzle
		{"achtpuzzle.NeuesTupel", lesson.ErrUngueltig, func() error { _, err := achtpuzzle.NeuesTupel(1, 2, 3); return err }},
		{"achtpuzzle.Tupel.Pruefe", lesson.ErrUngueltig, func() error { return falsch.Pruefe() }},
		{"achtpuzzle.BFS", lesson.ErrUnloesbar, func() error { _, _, err := achtpuzzle.BFS(unloesbar8); return err }},
		{"achtpuzzle.BFS", lesson.ErrLimitErreicht, func() error { _, _, err := achtpuzzle.BFS(schwer, lesson.MaxKnoten(10)); return err }},
		{"achtpuzzle.DFS", lesson.ErrUngueltig, func() error { _, _, err := achtpuzzle.DFS(falsch); return err }},
		{"achtpuzzle.DFS", lesson.ErrAbgebrochen, func() error { _, _, err := achtpuzzle.DFS(schwer, lesson.Kontext(abgebrochen)); return err }},
		{"achtpuzzle.Greedy", lesson.ErrUngueltig, func() error { _, _, err := achtpuzzle.Greedy(schwer, nil); return err }},
		{"achtpuzzle.AStar", lesson.ErrUngueltig, func() error { _, _, err := achtpuzzle.AStar(schwer, nil); return err }},
		{"achtpuzzle.ReconstructPath", lesson.ErrUngueltig, func() error { _, _, err := achtpuzzle.ReconstructPath(nil); return err }},
		{"achtpuzzle.Vorgaenger.PfadZu", lesson.ErrUngueltig, func() error {
			prev, _, _ := achtpuzzle.BFS(schwer, lesson.MaxKnoten(10))
			_, err := prev.PfadZu(achtpuzzle.Goalstate)
			return err
		}},
		{"achtpuzzle.TupelAusRang", lesson.ErrUngueltig, func() error { _, err := achtpuzzle.TupelAusRang(-1); return err }},
		{"achtpuzzle.TupelAusPlatz", lesson.ErrUngueltig, func() error { _, err := achtpuzzle.TupelAusPlatz(achtpuzzle.AnzahlLoesbar); return err }},
		{"achtpuzzle.Uebersicht", lesson.ErrUnloesbar, func() error { _, err := achtpuzzle.Uebersicht(unloesbar8); return err }},
		{"achtpuzzle.Zufallsweg", lesson.ErrUngueltig, func() error { _, err := achtpuzzle.Zufallsweg(nil, achtpuzzle.Goalstate, 3); return err }},
		{"achtpuzzle.Zufallsweg", lesson.ErrUngueltig, func() error {
			_, err := achtpuzzle.Zufallsweg(rand.New(rand.NewPCG(1, 1)), achtpuzzle.Goalstate, achtpuzzle.MaxZufallsweg+1)
			return err
		}},
		{"achtpuzzle.VergleicheSuchen", lesson.ErrUngueltig, func() error {
			_, err := achtpuzzle.VergleicheSuchen(ctx, achtpuzzle.Vergleichseinstellungen{Laengen: []int{-1}, ProLaenge: 1})
			return err
		}},
		{"achtpuzzle.VergleicheSuchen", lesson.ErrAbgebrochen, func() error {
			_, err := achtpuzzle.VergleicheSuchen(abgebrochen, achtpuzzle.Vergleichseinstellungen{Laengen: []int{10}, ProLaenge: 1})
			return err
		}},

		// fuenfzehn
		{"fuenfzehn.Aus", lesson.ErrUngueltig, func() error { _, err := fuenfzehn.Aus(1, 2); return err }},
		{"fuenfzehn.AusText", lesson.ErrUngueltig, func() error { _, err := fuenfzehn.AusText("eins zwei"); return err }},
		{"fuenfzehn.AusKorfKonvention", lesson.ErrUngueltig, func() error { _, err := fuenfzehn.AusKorfKonvention([16]int{}); return err }},
		{"fuenfzehn.NeuesProblem", lesson.ErrUngueltig, func() error { _, err := fuenfzehn.NeuesProblem(ohneLoch); return err }},
		{"fuenfzehn.Fuenfzehn.FuehreZuegeAus", lesson.ErrUngueltig, func() error {
			_, err := fuenfzehn.Ziel.FuehreZuegeAus([]fuenfzehn.LochZug{fuenfzehn.LochRechts})
			return err
		}},
		{"fuenfzehn.Loese", lesson.ErrUngueltig, func() error { _, err := fuenfzehn.Loese(fuenfzehn.Ziel, nil); return err }},
		{"fuenfzehn.Loese", lesson.ErrUnloesbar, func() error { _, err := fuenfzehn.Loese(vertauscht15, fuenfzehn.Manhattan{}); return err }},
		{"fuenfzehn.Loeser.Loese", lesson.ErrUngueltig, func() error {
			_, err := fuenfzehn.Loeser{Heuristik: fuenfzehn.Manhattan{}, Reihenfolge: fuenfzehn.Zugreihenfolge{1, 1, 1, 1}}.Loese(fuenfzehn.Ziel)
			return err
		}},
		{"fuenfzehn.Loeser.LoeseAlle", lesson.ErrUnloesbar, func() error {
			_, err := fuenfzehn.Loeser{Heuristik: fuenfzehn.Manhattan{}}.LoeseAlle([]fuenfzehn.Fuenfzehn{fuenfzehn.Ziel, vertauscht15})
			return err
		}},
		{"fuenfzehn.BaueMusterdatenbank", lesson.ErrUngueltig, func() error { _, err := fuenfzehn.BaueMusterdatenbank(nil); return err }},
		{"fuenfzehn.LadeMusterdatenbank", lesson.ErrUngueltig, func() error {
			_, err := fuenfzehn.LadeMusterdatenbank(t.TempDir(), [][]int{{1, 2}})
			if !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("eine fehlende Datei passt auch auf fs.ErrNotExist: %v", err)
			}
			return err
		}},
		{"fuenfzehn.MusterdatenbankAusCache", lesson.ErrUngueltig, func() error {
			_, err := fuenfzehn.MusterdatenbankAusCache(t.TempDir(), [][]int{{0}})
			return err
		}},
		{"fuenfzehn.Musterdatenbank.Speichere", lesson.ErrUngueltig, func() error {
			var m *fuenfzehn.Musterdatenbank
			return m.Speichere(t.TempDir())
		}},
		{"fuenfzehn.Musterdatenbank.Speichere", lesson.ErrUngueltig, func() error {
			m, err := fuenfzehn.BaueMusterdatenbank([][]int{{1}})
			require.NoError(t, err)
			datei := filepath.Join(t.TempDir(), "datei")
			require.NoError(t, os.WriteFile(datei, nil, 0o644))
			return m.Speichere(filepath.Join(datei, "ordner"))
		}},

		// australien, damen
		{"australien.MitFarben", lesson.ErrUngueltig, func() error { _, err := australien.MitFarben(); return err }},
		{"damen.NeuesCSP", lesson.ErrUngueltig, func() error { _, err := damen.NeuesCSP(0); return err }},
		{"damen.Search", lesson.ErrUngueltig, func() error { _, _, err := damen.Search(ctx, -3); return err }},
		{"damen.Search", lesson.ErrAbgebrochen, func() error { _, _, err := damen.Search(abgelaufen, 30); return err }},
		{"damen.AlleLoesungen", lesson.ErrUngueltig, func() error {
			for _, err := range damen.AlleLoesungen(ctx, damen.MaxDamen+1) {
				return err
			}
			return nil
		}},
		{"damen.PruefeLoesung", lesson.ErrUngueltig, func() error { return damen.PruefeLoesung(damen.Damen{0, 0}, 2) }},

		// sudoku
		{"sudoku.ParseGrid", lesson.ErrUngueltig, func() error { _, err := sudoku.ParseGrid(zuwenig); return err }},
		{"sudoku.ParseGrid", lesson.ErrUnloesbar, func() error { _, err := sudoku.ParseGrid(widerspruch); return err }},
		{"sudoku.CPParseGrid", lesson.ErrUngueltig, func() error { _, err := sudoku.CPParseGrid(zuwenig); return err }},
		{"sudoku.AusWerten", lesson.ErrUngueltig, func() error { _, err := sudoku.AusWerten(map[string]string{"Z9": "1"}); return err }},
		{"sudoku.FeldNr", lesson.ErrUngueltig, func() error { _, err := sudoku.FeldNr("Z9"); return err }},
		{"sudoku.NeuesCSP", lesson.ErrUngueltig, func() error { _, err := sudoku.NeuesCSP(zuwenig); return err }},
		{"sudoku.PruefeLoesung", lesson.ErrUngueltig, func() error { return sudoku.PruefeLoesung(sudoku.Sudoku{}, sudoku.Sudoku{}) }},
		{"sudoku.AnzahlLoesungen", lesson.ErrUngueltig, func() error { _, err := sudoku.AnzahlLoesungen(ctx, sudoku.Grid1, 0); return err }},
		{"sudoku.AnzahlLoesungen", lesson.ErrAbgebrochen, func() error {
			_, err := sudoku.AnzahlLoesungen(abgebrochen, sudoku.Grid1, 2)
			return err
		}},
		{"sudoku.Sudoku.Search", lesson.ErrLimitErreicht, func() error {
			v, err := sudoku.ParseGrid(sudoku.Grid2)
			require.NoError(t, err)
			_, _, _, err = v.Search(ctx, 1)
			return err
		}},
		{"sudoku.Kandidaten.Search", lesson.ErrLimitErreicht, func() error {
			v, err := sudoku.CPParseGrid(sudoku.Grid2)
			require.NoError(t, err)
			_, _, _, err = v.Search(ctx, 1)
			return err
		}},
		{"sudoku.Kandidaten.SearchKleinsteVerzweigung", lesson.ErrLimitErreicht, func() error {
			v, err := sudoku.CPParseGrid(sudoku.Grid2)
			require.NoError(t, err)
			_, _, _, err = v.SearchKleinsteVerzweigung(ctx, 1)
			return err
		}},
		{"sudoku.TimedSearch", lesson.ErrUnloesbar, func() error { _, err := sudoku.TimedSearch(ctx, widerspruch, 0); return err }},
		{"sudoku.CPTimedSearch", lesson.ErrUngueltig, func() error { _, err := sudoku.CPTimedSearch(ctx, zuwenig, 0); return err }},
		{"sudoku.TimedSearchKleinsteVerzweigung", lesson.ErrUngueltig, func() error {
			_, err := sudoku.TimedSearchKleinsteVerzweigung(ctx, zuwenig, 0)
			return err
		}},

		// demo, diagramm
		{"demo.NeueSuchDemo", lesson.ErrUngueltig, func() error {
			_, err := demo.NeueSuchDemo[string, int](nil, demo.SuchAnsicht[string, int]{})
			return err
		}},
		{"demo.SuchDemo.Fehler", lesson.ErrUngueltig, func() error { var d *demo.SuchDemo[string, int]; return d.Fehler() }},
		{"demo.NeueCSPDemo", lesson.ErrUngueltig, func() error {
			_, err := demo.NeueCSPDemo(ctx, keinCSP, lesson.CSPOptionen{}, demo.CSPAnsicht[string]{})
			return err
		}},
		{"demo.CSPDemo.Fehler", lesson.ErrUngueltig, func() error { var d *demo.CSPDemo[string]; return d.Fehler() }},
		{"demo.NeuesSpiel", lesson.ErrUngueltig, func() error { _, err := demo.NeuesSpiel("AB", "AB", 5); return err }},
		{"demo.Spiel.Klick", lesson.ErrUngueltig, func() error {
			s, err := demo.NeuesSpiel("ABCDEFG H", "ABCDEFGH ", 5)
			require.NoError(t, err)
			return s.Klick(99)
		}},
		{"demo.Spiel.ComputerZug", lesson.ErrUngueltig, func() error {
			s, err := demo.NeuesSpiel("ABCDEFG H", "ABCDEFGH ", 5)
			require.NoError(t, err)
			return s.ComputerZug(0)
		}},
		{"demo.Spiel.Loesung", lesson.ErrUngueltig, func() error { var s *demo.Spiel; _, err := s.Loesung(); return err }},
		{"demo.VergleichHTML", lesson.ErrUngueltig, func() error { _, err := demo.VergleichHTML(nil); return err }},
		{"diagramm.KnotenSVG", lesson.ErrUngueltig, func() error { _, err := diagramm.KnotenSVG(nil); return err }},
		{"diagramm.VerzweigungSVG", lesson.ErrUngueltig, func() error { _, err := diagramm.VerzweigungSVG(&achtpuzzle.Vergleich{}); return err }},
		{"diagramm.MessungenSVG", lesson.ErrUngueltig, func() error { _, err := diagramm.MessungenSVG(nil, nil); return err }},
	}
}

// Ohne schlechte Eingabe: Diese Funktionen liefern Fehler, nehmen aber nichts, was ein
// Aufrufer falsch angeben könnte (oder bauen selbst Fehler).
var ohneFehleingabe = map[string]string{
	"lesson.NeuerFehler":                "baut einen Fehler",
	"lesson.NeuerAbbruch":               "baut einen Fehler",
	"fuenfzehn.KorfInstanzen":           "liest die eingebettete Datei; ihre Fehler prüft TestKorfFehler",
	"fuenfzehn.StandardCacheOrdner":     "hängt nur von der Umgebung ab (HOME); der Fehler passt auf ErrUngueltig",
	"fuenfzehn.StandardMusterdatenbank": "MusterdatenbankAusCache mit festen Angaben",
}

// Jede exportierte Funktion, die einen Fehler liefern kann, liefert mit schlechter Eingabe
// einen Fehler, der auf genau eine der vier Fehlerarten passt, und dessen Text mit der Art
// beginnt („Art: Einzelheit“).
func TestFehlertabelle(t *testing.T) {
	for _, f := range fehlerfaelle(t) {
		t.Run(f.funktion, func(t *testing.T) {
			var err error
			require.NotPanics(t, func() { err = f.aufruf() })
			require.Error(t, err)
			assert.ErrorIs(t, err, f.art)
			var arten []string
			for _, a := range fehlerarten {
				if errors.Is(err, a) {
					arten = append(arten, a.Error())
				}
			}
			assert.Len(t, arten, 1, "genau eine Fehlerart: %v (%q)", arten, err)
			passt := false
			for _, w := range fehlerwerte {
				if errors.Is(err, w) && (err.Error() == w.Error() || strings.HasPrefix(err.Error(), w.Error()+":") ||
					strings.HasPrefix(err.Error(), w.Error()+" (")) {
					passt = true
				}
			}
			assert.True(t, passt, "der Text beginnt mit der Art: %q", err)
			if errors.Is(err, lesson.ErrAbgebrochen) {
				assert.True(t, errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded),
					"ein Abbruch passt auch auf den Fehler des Kontexts: %q", err)
				assert.Regexp(t, `^Suche abgebrochen: (die Zeit ist abgelaufen|der Kontext wurde abgebrochen)( \(.*\))?$`, err.Error())
			}
		})
	}
}

// Die Tabelle deckt jede exportierte Funktion und Methode von lesson/... ab, die einen
// Fehler liefert (gefunden im Quelltext); neue Funktionen ohne Eintrag fallen hier auf.
func TestFehlertabelleVollstaendig(t *testing.T) {
	abgedeckt := map[string]bool{}
	for _, f := range fehlerfaelle(t) {
		abgedeckt[f.funktion] = true
	}
	var fehlt []string
	alle := funktionenMitFehler(t)
	require.Greater(t, len(alle), 80, "die Suche im Quelltext findet die Funktionen")
	for _, name := range alle {
		if !abgedeckt[name] && ohneFehleingabe[name] == "" {
			fehlt = append(fehlt, name)
		}
	}
	sort.Strings(fehlt)
	assert.Empty(t, fehlt, "exportierte Funktionen mit Fehler, die die Tabelle nicht aufruft")
}

// funktionenMitFehler liest die Pakete lesson/... (ohne internal und Tests) und liefert
// jede exportierte Funktion und Methode, deren Ergebnis einen error enthält, als
// Paket.Funktion oder Paket.Typ.Methode.
func funktionenMitFehler(t *testing.T) []string {
	var namen []string
	err := filepath.WalkDir(".", func(pfad string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "internal" || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(pfad, ".go") || strings.HasSuffix(pfad, "_test.go") {
			return nil
		}
		datei, err := parser.ParseFile(token.NewFileSet(), pfad, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		paket := datei.Name.Name
		for _, decl := range datei.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || !fn.Name.IsExported() || fn.Type.Results == nil || !liefertFehler(fn.Type.Results) {
				continue
			}
			name := paket + "." + fn.Name.Name
			if fn.Recv != nil {
				typ := empfaenger(fn.Recv.List[0].Type)
				if !ast.IsExported(typ) {
					continue
				}
				name = paket + "." + typ + "." + fn.Name.Name
			}
			namen = append(namen, name)
		}
		return nil
	})
	require.NoError(t, err)
	slices.Sort(namen)
	return slices.Compact(namen)
}

func liefertFehler(ergebnisse *ast.FieldList) bool {
	for _, f := range ergebnisse.List {
		gefunden := false
		ast.Inspect(f.Type, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Name == "error" {
				gefunden = true
			}
			return !gefunden
		})
		if gefunden {
			return true
		}
	}
	return false
}

func empfaenger(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return empfaenger(e.X)
	case *ast.IndexExpr:
		return empfaenger(e.X)
	case *ast.IndexListExpr:
		return empfaenger(e.X)
	case *ast.Ident:
		return e.Name
	}
	return ""
}
