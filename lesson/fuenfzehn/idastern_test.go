package fuenfzehn

import (
	"context"
	"errors"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/wache"
	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/ausgabe"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// korfBillig sind Korfs Stellungen, die IDA* mit Manhattan-Distanz in Sekundenbruchteilen
// löst, mit den Knotenzahlen aus Korfs Tabelle (erzeugte Knoten, die Wurzel mitgezählt).
var korfBillig = []int{79, 12, 42, 55, 97, 19}

func TestIDASternManhattanErzeugtKorfsKnotenzahlen(t *testing.T) {
	inst, err := KorfInstanzen()
	require.NoError(t, err)
	loeser := Loeser{Heuristik: Manhattan{}, Reihenfolge: KorfReihenfolge}
	for _, nr := range korfBillig {
		k := inst[nr-1]
		l, err := loeser.Loese(k.Start)
		require.NoError(t, err, "Nr. %d", nr)
		assert.Equal(t, k.Laenge, l.Laenge(), "Nr. %d: optimale Länge", nr)
		assert.Equal(t, k.KorfKnoten, l.Erzeugt, "Nr. %d: Korfs Knotenzahl", nr)
		pruefeLoesung(t, k.Start, l.Zuege)
	}
	// Mit anderer Zugreihenfolge bleibt die Länge gleich, die Knotenzahl nicht.
	l, err := Loese(inst[78].Start, Manhattan{})
	require.NoError(t, err)
	assert.Equal(t, 42, l.Laenge())
	assert.NotEqual(t, inst[78].KorfKnoten, l.Erzeugt)
}

// TestIDASternLinearerKonflikt vergleicht mit den Knotenzahlen für IDA* mit linearen
// Konflikten in korf100.txt von github.com/calebkennedyhill/search (Commit
// 85bcf20879d14187ec6fef3880f86475e54b75f9, zweite Zeile je Stellung) – einer
// unabhängigen Implementierung mit Korfs Zugreihenfolge.
func TestIDASternLinearerKonflikt(t *testing.T) {
	inst, err := KorfInstanzen()
	require.NoError(t, err)
	erwartet := map[int]int64{9: 88588, 12: 179628, 19: 385369, 79: 107088, 2: 4556067}
	for _, nr := range []int{9, 12, 19, 79, 2} {
		k := inst[nr-1]
		l, err := Loeser{Heuristik: LinearerKonflikt{}, Reihenfolge: KorfReihenfolge}.Loese(k.Start)
		require.NoError(t, err)
		assert.Equal(t, k.Laenge, l.Laenge(), "Nr. %d", nr)
		assert.Equal(t, erwartet[nr], l.Erzeugt, "Nr. %d", nr)
		pruefeLoesung(t, k.Start, l.Zuege)
	}
}

// TestIDASternMusterdatenbankKorf löst Korfs Stellungen optimal mit der 6-6-3-Datenbank:
// die 30 schnellsten immer, mit KISUCHE_ALLE_TESTS=1 alle 100 (zusammen etwa 10 s).
func TestIDASternMusterdatenbankKorf(t *testing.T) {
	mdb := standardMusterdatenbankFuerTests(t)
	inst, err := KorfInstanzen()
	require.NoError(t, err)
	if os.Getenv("KISUCHE_ALLE_TESTS") != "1" {
		inst = korfSchnellste(inst, 30)
	} else {
		wache.Erlaube(t, 2*time.Minute) // alle 100: 15 s auf einem freien Rechner
	}
	for _, k := range inst {
		l, err := Loeser{Heuristik: mdb, Reihenfolge: KorfReihenfolge}.Loese(k.Start)
		require.NoError(t, err, "Nr. %d", k.Nummer)
		require.Equal(t, k.Laenge, l.Laenge(), "Nr. %d: optimale Länge", k.Nummer)
		pruefeLoesung(t, k.Start, l.Zuege)
	}
}

// korfSchnellste liefert die n Stellungen mit den wenigsten Knoten in Korfs Tabelle.
func korfSchnellste(inst []KorfInstanz, n int) []KorfInstanz {
	sortiert := append([]KorfInstanz(nil), inst...)
	for i := range sortiert { // Einfügesortieren nach KorfKnoten, stabil
		for j := i; j > 0 && sortiert[j].KorfKnoten < sortiert[j-1].KorfKnoten; j-- {
			sortiert[j], sortiert[j-1] = sortiert[j-1], sortiert[j]
		}
	}
	return sortiert[:n]
}

func pruefeLoesung(t *testing.T, start Fuenfzehn, zuege []LochZug) {
	t.Helper()
	ende, err := start.FuehreZuegeAus(zuege)
	require.NoError(t, err)
	require.Equal(t, Ziel, ende, "die Züge führen nicht ins Ziel")
}

func TestIDASternLektionsbeispiel(t *testing.T) {
	for _, h := range []Heuristik{FalschePlaetze{}, Manhattan{}, LinearerKonflikt{}} {
		l, err := Loese(lektionsStart, h)
		require.NoError(t, err)
		assert.Equal(t, 14, l.Laenge(), h.Name()) // wie bfs in der Lektion: 15 Stellungen
		pruefeLoesung(t, lektionsStart, l.Zuege)
	}
	l, err := Loese(Ziel, Manhattan{})
	require.NoError(t, err)
	assert.Empty(t, l.Zuege)
	assert.Equal(t, int64(1), l.Erzeugt)
}

func TestIDASternFehler(t *testing.T) {
	loyd := Fuenfzehn{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}
	l, err := Loese(loyd, Manhattan{})
	require.ErrorIs(t, err, ErrUnloesbar)
	require.ErrorContains(t, err, "nicht lösbar")
	assert.Zero(t, l.Erzeugt, "sofort abgelehnt, ohne zu suchen")

	_, err = Loese(Fuenfzehn{1, 1}, Manhattan{})
	require.ErrorContains(t, err, "ungültige Stellung")
	_, err = Loese(lektionsStart, nil)
	require.ErrorContains(t, err, "braucht eine Heuristik")
	var keineDB *Musterdatenbank
	_, err = Loese(lektionsStart, keineDB)
	require.ErrorContains(t, err, "Musterdatenbank nil")
	_, err = Loese(lektionsStart, EigeneHeuristik{Bezeichnung: "leer"})
	require.ErrorContains(t, err, `"leer" hat keine Funktion`)
	m := MesseHeuristiken([]Fuenfzehn{lektionsStart}, []Heuristik{nil, Manhattan{}}, StandardReihenfolge)
	require.Len(t, m, 2)
	require.ErrorContains(t, m[0].Fehler, "braucht eine Heuristik")
	require.NoError(t, m[1].Fehler)
	_, err = Loeser{Heuristik: Manhattan{}, Reihenfolge: Zugreihenfolge{LochHoch, LochHoch, LochLinks, LochRunter}}.Loese(lektionsStart)
	require.ErrorContains(t, err, "ungültige Zugreihenfolge")

	inst, err := KorfInstanzen()
	require.NoError(t, err)
	l, err = Loese(inst[0].Start, FalschePlaetze{}, lesson.MaxKnoten(100_000))
	require.ErrorIs(t, err, lesson.ErrLimitErreicht)
	require.ErrorContains(t, err, "Limit 100000")
	assert.GreaterOrEqual(t, l.Erzeugt, int64(100_000))
	assert.Less(t, l.Erzeugt, int64(100_004))
	assert.Nil(t, l.Zuege)

	ctx, abbrechen := context.WithCancel(context.Background())
	abbrechen()
	_, err = Loese(inst[0].Start, Manhattan{}, lesson.Kontext(ctx))
	require.ErrorIs(t, err, lesson.ErrAbgebrochen)
	require.True(t, errors.Is(err, context.Canceled))
	_, err = Loese(lektionsStart, Manhattan{}, lesson.Kontext(ctx))
	require.ErrorIs(t, err, lesson.ErrAbgebrochen, "auch eine leichte Stellung wird nicht mehr gelöst")
	// Eine Zeitgrenze bricht eine lange Suche ab.
	ctx, abbrechen = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer abbrechen()
	_, err = Loese(inst[87].Start, FalschePlaetze{}, lesson.Kontext(ctx))
	require.ErrorIs(t, err, context.DeadlineExceeded)
}

func ExampleLoese() {
	start, _ := Aus(5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12)
	l, err := Loese(start, LinearerKonflikt{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(l.Laenge(), "Züge:", l.Zuege)
	fmt.Println("erzeugte Knoten:", l.Erzeugt)
	// Output:
	// 14 Züge: [links hoch links runter rechts hoch links hoch rechts runter runter rechts rechts runter]
	// erzeugte Knoten: 99
}

func TestMessungenTabelleUndSVG(t *testing.T) {
	stellungen := []Fuenfzehn{lektionsStart, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}}
	m := MesseHeuristiken(stellungen, []Heuristik{Manhattan{}, LinearerKonflikt{}}, StandardReihenfolge)
	require.Len(t, m, 4)
	assert.Equal(t, "Manhattan", m[0].Heuristik)
	assert.Equal(t, 14, m[0].Laenge)
	assert.Equal(t, int64(48), m[0].Expandiert)
	assert.ErrorIs(t, m[1].Fehler, ErrUnloesbar)
	z := Fasse(m)
	require.Len(t, z, 2)
	assert.Equal(t, 1, z[0].Geloest)
	assert.Equal(t, 2, z[0].Stellungen)
	assert.Equal(t, 1, z[0].ErzeugtMaxBei)
	tabelle := MarkdownTabelle(z)
	assert.Contains(t, tabelle, "| Manhattan | 1/2 | 99 | 99 |")
	assert.Equal(t, "1.280.495", ausgabe.Tausender(1280495))
	assert.Equal(t, "-12", ausgabe.Tausender(-12))
	assert.Equal(t, "1,250 s", ausgabe.Sekunden(1250*time.Millisecond))

}
