package fuenfzehn

import (
	"context"
	"math"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/internal/testhilfe"
	"github.com/stretchr/testify/assert"
)

// Katalog der Fehleingaben des 15-Puzzles: falsche Stellungen in allen Schreibweisen,
// unlösbare Stellungen, leere und nil-Heuristiken, Limits, unsinnige Aufteilungen.
func TestFehleingabenFuenfzehn(t *testing.T) {
	testhilfe.OhnePanik(t, "Konstruktoren", func() {
		for _, k := range [][]int{nil, {1, 2, 3}, {0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14},
			{16, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, {-1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
			{math.MaxInt, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}} {
			_, err := Aus(k...)
			assert.ErrorIs(t, err, lesson.ErrUngueltig, "%v", k)
		}
		for _, text := range []string{"", "1 2 3", "a b c d e f g h i j k l m n o p", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15",
			"1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0,7"} {
			_, err := AusText(text)
			assert.ErrorIs(t, err, lesson.ErrUngueltig, "%q", text)
		}
		_, err := AusKorfKonvention([16]int{200})
		assert.ErrorIs(t, err, lesson.ErrUngueltig)
		assert.False(t, IstLoesbarKorf([16]int{200}), "ungültige Stellungen sind nicht lösbar")
		assert.False(t, IstLoesbarKorf([16]int{-3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}))
		// Eine Zahl doppelt, eine fehlt: keine Stellung, auch wenn die Parität passte.
		// Die Meldung nennt Zahl und Feld in Korfs Schreibweise, nicht in der umgerechneten.
		for _, f := range []struct {
			korf    [16]int
			meldung string
		}{
			{[16]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 14}, "die Zahl 14 kommt mehr als einmal vor (zuletzt auf Feld 15)"},
			{[16]int{0, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, "die Zahl 0 kommt mehr als einmal vor (zuletzt auf Feld 1)"},
			{[16]int{1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, "die Zahl 1 kommt mehr als einmal vor (zuletzt auf Feld 1)"},
		} {
			assert.False(t, IstLoesbarKorf(f.korf), "%v", f.korf)
			_, err := AusKorfKonvention(f.korf)
			assert.ErrorIs(t, err, lesson.ErrUngueltig)
			assert.ErrorContains(t, err, f.meldung)
		}
		_, err = AusKorfKonvention([16]int{16})
		assert.ErrorContains(t, err, "Feld 0 enthält 16; erlaubt sind nur 0 bis 15")
		assert.Equal(t, 15, zielFeld(0), "das Loch gehört ins Feld rechts unten")
		_, err = NeuesProblem(Fuenfzehn{200})
		assert.ErrorIs(t, err, lesson.ErrUngueltig)
	})
	kaputt := Fuenfzehn{200, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}
	testhilfe.OhnePanik(t, "Heuristiken auf ungültigen Stellungen", func() {
		for _, h := range []Heuristik{FalschePlaetze{}, Manhattan{}, LinearerKonflikt{}, &Musterdatenbank{},
			EigeneHeuristik{Bezeichnung: "ohne Funktion"}} {
			assert.Equal(t, -1, h.Wert(kaputt), h.Name())
			assert.Equal(t, -1, h.Wert(Fuenfzehn{}), "%s auf lauter Nullen", h.Name())
		}
		var keine *Musterdatenbank
		assert.Equal(t, -1, keine.Wert(Ziel))
		assert.Nil(t, (&Musterdatenbank{}).Teilwerte(Ziel))
		assert.Equal(t, 0, Manhattan{}.Wert(Ziel))
	})
	testhilfe.OhnePanik(t, "Loese", func() {
		start := Fuenfzehn{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12}
		for _, h := range []Heuristik{nil, (*Musterdatenbank)(nil), &Musterdatenbank{}, EigeneHeuristik{}} {
			_, err := Loese(start, h)
			assert.ErrorIs(t, err, lesson.ErrUngueltig, "Heuristik %T", h)
		}
		_, err := Loese(kaputt, Manhattan{})
		assert.ErrorIs(t, err, lesson.ErrUngueltig)
		vertauscht := Ziel
		vertauscht[0], vertauscht[1] = vertauscht[1], vertauscht[0]
		_, err = Loese(vertauscht, Manhattan{})
		assert.ErrorIs(t, err, lesson.ErrUnloesbar)
		_, err = Loese(start, Manhattan{}, lesson.MaxKnoten(3))
		assert.ErrorIs(t, err, lesson.ErrLimitErreicht)
		ctx, abbrechen := context.WithCancel(context.Background())
		abbrechen()
		_, err = Loese(start, Manhattan{}, lesson.Kontext(ctx))
		assert.ErrorIs(t, err, lesson.ErrAbgebrochen)
		_, err = Loeser{Heuristik: Manhattan{}, Reihenfolge: Zugreihenfolge{1, 1, 2, 3}}.Loese(start)
		assert.Error(t, err, "eine Zugreihenfolge mit doppelten Zügen")
	})
	testhilfe.OhnePanik(t, "Musterdatenbanken", func() {
		for _, a := range [][][]int{nil, {}, {{}}, {{1, 1}}, {{0, 1}}, {{16}}, {{1, 2, 3, 4, 5, 6, 7}}, {{1, 2}, {2, 3}}} {
			_, err := BaueMusterdatenbank(a)
			assert.Error(t, err, "Aufteilung %v", a)
		}
		_, err := LadeMusterdatenbank(t.TempDir(), Aufteilung663)
		assert.Error(t, err, "leerer Ordner")
	})
	testhilfe.OhnePanik(t, "Messungen", func() {
		assert.Empty(t, MesseHeuristiken(nil, nil, StandardReihenfolge))
		assert.Empty(t, Fasse(nil))
		assert.NotEmpty(t, MarkdownTabelle(nil))
	})
}
