package bewertung

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/exercises/pruefen"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	stubs "github.com/kisuche/kisuche/exercises"
	"github.com/kisuche/kisuche/internal/bewertung/dienst"
	"github.com/kisuche/kisuche/internal/bewertung/falsch"
	"github.com/kisuche/kisuche/internal/bewertung/richtig"
	ex "github.com/kisuche/kisuche/solutions"
)

// envTestkandidat nennt im Kindprozess den Kandidaten aus testKandidaten.
const envTestkandidat = "KISUCHE_BEWERTUNG_TESTKANDIDAT"

func loesung() Kandidat[ex.Position] {
	return Kandidat[ex.Position]{
		GetMoves: ex.GetMoves, IsGoal: ex.IsGoal, BFS: ex.BFS,
		NumWrongHeuristic: ex.NumWrongHeuristic, AStar: ex.AStar, ManhattanHeuristic: ex.ManhattanHeuristic,
	}
}

// mit liefert die Musterlösung mit einer ausgetauschten Funktion.
func mit(aendern func(k *Kandidat[ex.Position])) func() {
	k := loesung()
	aendern(&k)
	return func() { dienst.Bedienen(k) }
}

// testKandidaten bedienen im Prozess der Abgabe die Aufträge mit einer Lösung.
var testKandidaten = map[string]func(){
	"loesung": mit(func(*Kandidat[ex.Position]) {}),
	"stubs": func() {
		dienst.Bedienen(Kandidat[stubs.Position]{
			GetMoves: stubs.GetMoves, IsGoal: stubs.IsGoal, BFS: stubs.BFS,
			NumWrongHeuristic: stubs.NumWrongHeuristic, AStar: stubs.AStar, ManhattanHeuristic: stubs.ManhattanHeuristic,
		})
	},
	"umbruch":          mit(func(k *Kandidat[ex.Position]) { k.GetMoves = falsch.GetMovesUmbruch }),
	"ohneUnten":        mit(func(k *Kandidat[ex.Position]) { k.GetMoves = falsch.GetMovesOhneUnten }),
	"nurLoch":          mit(func(k *Kandidat[ex.Position]) { k.IsGoal = falsch.IsGoalNurLoch }),
	"bfsZweimal":       mit(func(k *Kandidat[ex.Position]) { k.BFS = falsch.BFSZweimal }),
	"bfsSpeicher":      mit(func(k *Kandidat[ex.Position]) { k.BFS = falsch.BFSSpeicher }),
	"bfsKette":         mit(func(k *Kandidat[ex.Position]) { k.BFS = falsch.BFSKette }),
	"bfsPanik":         mit(func(k *Kandidat[ex.Position]) { k.BFS = falsch.BFSPanik }),
	"bfsNurSchritte":   mit(func(k *Kandidat[ex.Position]) { k.BFS = falsch.BFSNurSchritte }),
	"bfsMitAStar":      mit(func(k *Kandidat[ex.Position]) { k.BFS = falsch.BFSMitAStar }),
	"numWrongMitLoch":  mit(func(k *Kandidat[ex.Position]) { k.NumWrongHeuristic = falsch.NumWrongMitLoch }),
	"manhattanMitLoch": mit(func(k *Kandidat[ex.Position]) { k.ManhattanHeuristic = falsch.ManhattanMitLoch }),
	"manhattanIndex":   mit(func(k *Kandidat[ex.Position]) { k.ManhattanHeuristic = falsch.ManhattanFalscherIndex }),
	"aStarZielErzeugt": mit(func(k *Kandidat[ex.Position]) { k.AStar = falsch.AStarZielBeimErzeugen }),
	"aStarOhneUpdate":  mit(func(k *Kandidat[ex.Position]) { k.AStar = falsch.AStarOhneUpdate }),
	"aStarSchleife":    mit(func(k *Kandidat[ex.Position]) { k.AStar = falsch.AStarSchleife }),
	"richtigRueckwaerts": mit(func(k *Kandidat[ex.Position]) {
		k.GetMoves, k.BFS, k.AStar = richtig.GetMovesRueckwaerts, richtig.BFSWieLektion, richtig.AStarWieLektion
	}),
	"richtigAndersRum": mit(func(k *Kandidat[ex.Position]) {
		k.BFS, k.AStar = richtig.BFSZielBeimErzeugen, richtig.AStarTiefeZuerst
	}),
	"manhattanRekursion": mit(func(k *Kandidat[ex.Position]) { k.ManhattanHeuristic = falsch.ManhattanRekursion }),
	"isGoalBeendet":      mit(func(k *Kandidat[ex.Position]) { k.IsGoal = falsch.IsGoalBeendet }),
	"aStarEigeneH":       mit(func(k *Kandidat[ex.Position]) { k.AStar = falsch.AStarEigeneHeuristik }),
	"getMovesFehlt":      mit(func(k *Kandidat[ex.Position]) { k.GetMoves = nil }),
	"getMovesDoppelt":    mit(func(k *Kandidat[ex.Position]) { k.GetMoves = falsch.GetMovesDoppelt }),
	"isGoalOhneLetzte":   mit(func(k *Kandidat[ex.Position]) { k.IsGoal = falsch.IsGoalOhneLetzte }),
	"bfsSprung":          mit(func(k *Kandidat[ex.Position]) { k.BFS = falsch.BFSSprung }),
	"bfsNullSchritte":    mit(func(k *Kandidat[ex.Position]) { k.BFS = falsch.BFSNullSchritte }),
	"aStarOhneZiel":      mit(func(k *Kandidat[ex.Position]) { k.AStar = falsch.AStarOhneZielSchritt }),
	"bfsOhneExpandieren": mit(func(k *Kandidat[ex.Position]) { k.BFS = falsch.BFSOhneExpandieren }),
	"bfsNurDerPfad":      mit(func(k *Kandidat[ex.Position]) { k.BFS = falsch.BFSNurDerPfad }),
	"aStarMitDetektor":   mit(func(k *Kandidat[ex.Position]) { k.AStar = falsch.AStarMitDetektor }),
	"aStarGepolstert":    mit(func(k *Kandidat[ex.Position]) { k.AStar = falsch.AStarZielErzeugtGepolstert }),
}

// beobachtet hängt an den Namen eines Testkandidaten, dessen Suchen (c und e) ihre Aufrufe
// von GetMoves melden wie in bewerten (Pakete richtig und falsch, dienst.Beobachte). Ohne
// den Zusatz bleibt GetMoves unbeobachtet wie in go test ./exercises.
const beobachtet = "+beobachtet"

// TestKind ist der Einstieg der Kindprozesse dieser Tests: Er bewertet eine Aufgabe des
// Kandidaten aus envTestkandidat.
func TestKind(t *testing.T) {
	name := os.Getenv(envTestkandidat)
	if !dienst.IstKind() || name == "" {
		t.Skip("nur als Kindprozess der Bewertungstests")
	}
	if ohne, ok := strings.CutSuffix(name, beobachtet); ok {
		name = ohne
		beobachte := func(p ex.Position) { dienst.Beobachte([16]int8(p)) }
		richtig.Beobachte, falsch.Beobachte = beobachte, beobachte
		dienst.Aktivieren()
	}
	bedienen, ok := testKandidaten[name]
	require.True(t, ok, "unbekannter Testkandidat %q", name)
	bedienen()
}

// bewerteTestkandidat bewertet die Aufgaben ids (alle, wenn leer) des Kandidaten name in
// Kindprozessen.
// Zeit- und Speicherlimit gelten nur für die Aufgabe limitFuer (für alle, wenn leer); die
// übrigen bekommen großzügige Limits, damit sie auch auf einem ausgelasteten Rechner voll
// bewertet werden.
func bewerteTestkandidat(t *testing.T, name string, ids []string, limitFuer string, zeit time.Duration, speicherMiB int) Bericht {
	t.Helper()
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("zufällige Positionen wiederholen: %s=%d go test …", EnvSamen, testSamen)
		}
	})
	var b Bericht
	for _, a := range aufgaben {
		if len(ids) > 0 && !strings.Contains(strings.Join(ids, ","), a.id) {
			continue
		}
		opt := optionen{zeit: 60 * time.Second, speicherMiB: 1024, samen: testSamen}
		if limitFuer == "" || limitFuer == a.id {
			opt.zeit, opt.speicherMiB = zeit, speicherMiB
		}
		b.Aufgaben = append(b.Aufgaben, bewerteAufgabe(a, testProzess(name), opt))
	}
	return b
}

// testSamen ist der Samen der Zufallspositionen dieser Tests: in jedem Lauf neu (jede
// richtige Lösung muss mit allen Positionen bestehen), mit EnvSamen wiederholbar.
var testSamen = func() uint64 {
	if n, err := strconv.ParseUint(os.Getenv(EnvSamen), 10, 64); err == nil {
		return n
	}
	return NeuerSamen()
}()

// testProzess startet diesen Testprozess als Prozess der Abgabe mit dem Testkandidaten name.
func testProzess(name string) func(string) (*exec.Cmd, string) {
	return func(string) (*exec.Cmd, string) {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKind$", "-test.count=1")
		cmd.Env = append(os.Environ(), envTestkandidat+"="+name)
		return cmd, ""
	}
}

func TestMusterloesungVollePunkte(t *testing.T) {
	t.Parallel()
	b := bewerteTestkandidat(t, "loesung", nil, "", 60*time.Second, 1024)
	require.Len(t, b.Aufgaben, 6)
	for _, a := range b.Aufgaben {
		assert.Equal(t, a.MaxPunkte, a.Punkte, "Musterlösung verliert Punkte:\n%s", a.Text())
	}
	assert.Equal(t, 16, b.MaxPunkte())
}

// TestAndereRichtigeLoesungenVollePunkte: andere Zugreihenfolgen, die Breitensuche wörtlich
// nach der Lektion oder mit Zieltest beim Erzeugen, A* mit eigener Fringe, die bei gleichen
// Kosten anders entscheidet – alle bekommen die volle Punktzahl.
func TestAndereRichtigeLoesungenVollePunkte(t *testing.T) {
	for _, name := range []string{"richtigRueckwaerts", "richtigAndersRum", "richtigRueckwaerts" + beobachtet, "richtigAndersRum" + beobachtet} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := bewerteTestkandidat(t, name, []string{"a", "c", "e"}, "", 60*time.Second, 1024)
			for _, a := range b.Aufgaben {
				assert.Equal(t, a.MaxPunkte, a.Punkte, "%s verliert Punkte:\n%s", name, a.Text())
			}
		})
	}
}

// istStub meldet, ob exercises/datei noch der ausgelieferte Stub ist (mit Markierung und
// „noch nicht implementiert“).
func istStub(t *testing.T, datei string) bool {
	daten, err := os.ReadFile("../../exercises/" + datei)
	require.NoError(t, err)
	text := strings.ToLower(string(daten))
	return strings.Contains(text, "// dein code hier") &&
		(strings.Contains(text, "nicht implementiert") || strings.Contains(text, "nichtimplementiert"))
}

// TestStubsNullPunkte: Die ausgelieferten Stubs bekommen auf jeder Aufgabe 0 Punkte, ohne
// abzustürzen. Wer in seiner Kopie des Repositorys Aufgaben gelöst hat, für den prüft der
// Test nur die Aufgaben, die noch Stubs sind.
func TestStubsNullPunkte(t *testing.T) {
	t.Parallel()
	var stubIDs []string
	for _, a := range aufgaben {
		if istStub(t, aufgabeDatei(a.id)) {
			stubIDs = append(stubIDs, a.id)
		} else {
			t.Logf("exercises/%s ist kein Stub mehr – Aufgabe %s) wird hier nicht geprüft", aufgabeDatei(a.id), a.id)
		}
	}
	if len(stubIDs) == 0 {
		t.Skip("exercises/ enthält keine Stubs mehr (gelöste Übung) – nichts zu prüfen")
	}
	b := bewerteTestkandidat(t, "stubs", stubIDs, "", 60*time.Second, 1024)
	require.Len(t, b.Aufgaben, len(stubIDs))
	for _, a := range b.Aufgaben {
		assert.Equal(t, 0, a.Punkte, "Stub bekommt Punkte:\n%s", a.Text())
		assert.Empty(t, a.Abbruch, "Stubs brechen nicht ab:\n%s", a.Text())
		assert.Contains(t, a.Text(), "noch nicht implementiert")
	}
}

// TestFalscheLoesungen beweist: Jede typische falsche Lösung verliert Punkte auf ihrer
// Aufgabe, mit einer Rückmeldung, die den Fehler benennt; wo sie alle Aufgaben bewertet,
// behalten die anderen Aufgaben die volle Punktzahl.
func TestFalscheLoesungen(t *testing.T) {
	faelle := []struct {
		name        string
		aufgabe     string
		alle        bool // alle Aufgaben bewerten und prüfen, dass die anderen voll sind
		zeit        time.Duration
		speicherMiB int
		meldung     string // Teil der Rückmeldung
	}{
		{"umbruch", "a", false, 0, 0, "über den Rand der Reihe"},
		{"ohneUnten", "a", false, 0, 0, "es fehlt: das Loch nach unten"},
		{"getMovesFehlt", "a", false, 0, 0, "GetMoves fehlt"},
		{"nurLoch", "b", false, 0, 0, "liefert true, richtig ist false"},
		{"getMovesDoppelt", "a", false, 0, 0, "doppelt"},
		{"isGoalOhneLetzte", "b", false, 0, 0, "IsGoal(Position{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15}) liefert true"},
		{"bfsSprung", "c", false, 0, 0, "kein erlaubter Zug"},
		{"bfsNullSchritte", "c", false, 0, 0, "braucht nur 0 Schritte"},
		{"bfsZweimal", "c", false, 0, 0, "mehrfach"},
		{"bfsSpeicher", "c", false, 0, 300, "Speicherlimit überschritten"},
		{"bfsKette", "c", false, 0, 0, "keinen Vorgänger der Zielposition"},
		{"bfsPanik", "c", true, 0, 0, "assignment to entry in nil map (in falsch/falsch.go:"},
		{"numWrongMitLoch", "d", false, 0, 0, "zählst du das Loch mit?"},
		{"manhattanMitLoch", "f", false, 0, 0, "zählst du das Loch mit?"},
		{"manhattanIndex", "f", false, 0, 0, "falschen Zielfeld"},
		{"aStarZielErzeugt", "e", false, 0, 0, "beim Erzeugen der Nachfolger"},
		{"aStarOhneUpdate", "e", false, 0, 0, "besseren Weg"},
		{"aStarSchleife", "e", true, 2 * time.Second, 0, "Zeitlimit"},
		{"aStarEigeneH", "e", false, 0, 0, "ruft die übergebene Heuristik kein einziges Mal auf"},
		{"manhattanRekursion", "f", false, 0, 0, "fatal error: stack overflow (in falsch/falsch.go:"},
		{"isGoalBeendet", "b", false, 0, 0, "ohne ein Ergebnis zu melden"},
	}
	for _, f := range faelle {
		namen := []string{f.name}
		if (f.aufgabe == "c" || f.aufgabe == "e") && !f.alle { // die übrigen Suchen (Musterlösung) sind unbeobachtet
			namen = append(namen, f.name+beobachtet) // auch so, wie bewerten sie sieht
		}
		for _, name := range namen {
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				zeit, speicher := 60*time.Second, 1024
				if f.zeit > 0 {
					zeit = f.zeit
				}
				if f.speicherMiB > 0 {
					speicher = f.speicherMiB
				}
				var ids []string
				if !f.alle {
					ids = []string{f.aufgabe}
				}
				b := bewerteTestkandidat(t, name, ids, f.aufgabe, zeit, speicher)
				for _, a := range b.Aufgaben {
					if a.ID == f.aufgabe {
						assert.Less(t, a.Punkte, a.MaxPunkte, "%s verliert keine Punkte:\n%s", name, a.Text())
						assert.Contains(t, a.Text(), f.meldung)
					} else {
						assert.Equal(t, a.MaxPunkte, a.Punkte, "%s verliert Punkte auf der falschen Aufgabe:\n%s", name, a.Text())
					}
				}
				if f.alle {
					assert.Len(t, b.Aufgaben, 6)
				}
			})
		}
	}
}

// TestSchrittzahlNurMitLoesung: Die Schrittzahl ist selbst gemeldet. Ihr Punkt zählt nur
// mit einer richtigen Lösung (return nil, 1, nil bekommt ihn nicht), und eine Suche, die
// keine Breitensuche ist, fällt unter die untere Schranke.
func TestSchrittzahlNurMitLoesung(t *testing.T) {
	for _, f := range []struct {
		name    string
		punkte  int
		meldung string
	}{
		{"bfsNurSchritte", 0, "ohne richtige Lösung zählt die Schrittzahl nicht"},
		{"bfsMitAStar", 3, "Ist es eine Breitensuche"},
	} {
		t.Run(f.name, func(t *testing.T) {
			t.Parallel()
			b := bewerteTestkandidat(t, f.name, []string{"c"}, "", 60*time.Second, 1024)
			require.Len(t, b.Aufgaben, 1)
			c := b.Aufgaben[0]
			require.Len(t, c.Pruefungen, 3)
			assert.Equal(t, 0, c.Pruefungen[2].Punkte, c.Text())
			assert.Equal(t, f.punkte, c.Punkte, c.Text())
			assert.Contains(t, c.Text(), f.meldung)
		})
	}
}

// TestAufruferUndVorgabenGleich: bewertung_test.go ist in exercises/ und solutions/ gleich
// der Vorlage, die cmd/bewerten benutzt; die vorgegebenen Dateien sind in beiden Ordnern
// gleich, und jede Aufgabe hat in beiden Ordnern dieselbe Datei. Nur so ergibt „solutions/*.go
// nach exercises/ kopieren“ die volle Punktzahl.
func TestAufruferUndVorgabenGleich(t *testing.T) {
	vorlage, err := os.ReadFile("vorlage/bewertung_test.go.txt")
	require.NoError(t, err)
	assert.Equal(t, string(vorlage), AufruferQuelltext)
	for _, v := range Vorgaben() {
		daten, err := os.ReadFile("../../exercises/" + v.Datei)
		require.NoError(t, err)
		assert.Equal(t, string(daten), v.Inhalt, "vorlage/%s.txt weicht von exercises/%s ab", v.Datei, v.Datei)
		assert.Contains(t, v.Inhalt, v.Erkennung)
	}
	for _, datei := range append([]string{"bewertung_test.go", "lektion_test.go", "position.go", "prioqueue.go", "position_test.go"},
		pruefen.AufgabenDateien()...) {
		aufgabe, err := os.ReadFile("../../exercises/" + datei)
		require.NoError(t, err)
		loesung, err := os.ReadFile("../../solutions/" + datei)
		require.NoError(t, err)
		if datei == "bewertung_test.go" {
			assert.Equal(t, string(vorlage), string(aufgabe), "exercises/%s weicht von der Vorlage ab", datei)
		}
		if !strings.Contains(datei, "_") || strings.HasSuffix(datei, "_test.go") {
			assert.Equal(t, string(aufgabe), string(loesung), "%s ist in exercises/ und solutions/ verschieden", datei)
			continue
		}
		assert.Contains(t, string(loesung), "package exercises\n", "solutions/%s muss package exercises sein", datei)
		assert.NotContains(t, string(loesung), "DEIN CODE HIER", "solutions/%s ist keine Lösung", datei)
	}
}

// TestOrakel prüft das Orakel an den Zahlen der Lektion.
func TestOrakel(t *testing.T) {
	assert.Equal(t, 14, idaStern(lektionsStart, 30))
	info := breitensuche(lektionsStart, 20, true)
	assert.Equal(t, 14, info.cStern)
	assert.Equal(t, []int{1, 4}, info.anzahl[:2])
	// Die sichtbaren Beispiele (exercises/pruefen) stimmen mit dem Orakel überein.
	assert.Equal(t, lektionsStart, brett(pruefen.Start))
	assert.Equal(t, ziel, brett(pruefen.Ziel))
	for _, b := range pruefen.ManhattanBeispiele {
		assert.Equal(t, b.Wert, manhattan(brett(b.Pos)), "Manhattan von %v", b.Pos)
	}
	for _, b := range pruefen.NumWrongBeispiele {
		assert.Equal(t, b.Wert, falschPlatziert(brett(b.Pos)), "falsch platziert in %v", b.Pos)
	}
	for _, b := range pruefen.Zielbeispiele {
		assert.Equal(t, b.Ziel, brett(b.Pos) == ziel, "%v", b.Pos)
	}
	for _, b := range pruefen.Zugbeispiele {
		assert.ElementsMatch(t, pruefen.Bretter(brett(b.Pos).zuege()), b.Richtig, "Züge von %v", b.Pos)
	}
	rand := pruefen.Zugbeispiele[1].Pos
	assert.True(t, istZug(lektionsStart, brett(rand)))
	assert.False(t, istZug(brett(rand), brett{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 11, 13, 0, 14, 15, 12}))
	f, ok := baueFalle(0x15_2026, 9, 9)
	require.True(t, ok)
	assert.Less(t, f.k+1, f.cStern)
	assert.Zero(t, f.h(f.q), "die Heuristik ist auf dem Umweg 0")
	assert.Equal(t, f.cStern, f.h(f.start), "auf dem Start ist sie der wahre Abstand")
}

// TestImportWarnung: go test ./exercises warnt vor Importen, die bewerten nicht zulässt;
// die ausgelieferten Dateien (mit position.go, das os importiert) lösen keine Warnung aus.
func TestImportWarnung(t *testing.T) {
	assert.Empty(t, importWarnung("../../exercises"))
	assert.Empty(t, importWarnung("../../solutions"))
	ordner := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(ordner, "a.go"), []byte("package exercises\n\nimport \"os\"\n\nvar _ = os.Exit\n"), 0o644))
	warnung := importWarnung(ordner)
	assert.Contains(t, warnung, `a.go importiert "os"`)
	assert.Contains(t, warnung, "container/heap")
}

// TestSchummelnOhneAlgorithmus: Abgaben, die richtige Lösungen und passende Schrittzahlen
// melden, ohne zu suchen, wie die Aufgabe es verlangt, verlieren ihre Punkte, sobald
// GetMoves beobachtet wird (wie in bewerten) – ohne Beobachtung (go test ./exercises)
// behielten sie sie.
func TestSchummelnOhneAlgorithmus(t *testing.T) {
	for _, f := range []struct {
		name             string
		aufgabe          string
		ohne, hoechstens int // Punkte ohne Beobachtung, höchstens mit
		meldung          string
	}{
		{"bfsOhneExpandieren", "c", 4, 0, "die Suche hat GetMoves nie auf"},
		{"bfsNurDerPfad", "c", 4, 1, "nicht expandiert"},
		{"aStarMitDetektor", "e", 4, 3, "mit g + h > "},
		{"aStarGepolstert", "e", 4, 3, "nicht expandiert"},
	} {
		t.Run(f.name, func(t *testing.T) {
			t.Parallel()
			ohne := bewerteTestkandidat(t, f.name, []string{f.aufgabe}, "", 60*time.Second, 1024).Aufgaben[0]
			assert.Equal(t, f.ohne, ohne.Punkte, "ohne Beobachtung:\n%s", ohne.Text())
			mit := bewerteTestkandidat(t, f.name+beobachtet, []string{f.aufgabe}, "", 60*time.Second, 1024).Aufgaben[0]
			assert.LessOrEqual(t, mit.Punkte, f.hoechstens, "mit Beobachtung:\n%s", mit.Text())
			assert.Contains(t, mit.Text(), f.meldung)
		})
	}
}

// TestNurInfos: Nur eine Meldung, die mit dem Info-Präfix beginnt, ist keine Fehlermeldung –
// eine, die es nur enthält, ist eine.
func TestNurInfos(t *testing.T) {
	assert.True(t, nurInfos(nil))
	assert.True(t, nurInfos([]string{info("Länge %d", 15), infoPraefix}))
	assert.False(t, nurInfos([]string{info("gut"), "BFS liefert den Fehler „" + infoPraefix + "alles gut“"}))
	assert.False(t, nurInfos([]string{" " + infoPraefix + "eingerückt"}))
	assert.False(t, nurInfos([]string{strings.ToLower(infoPraefix) + "klein"}))
}

// aufgabeDatei liefert die Datei der Aufgabe id in exercises/.
func aufgabeDatei(id string) string {
	a, _ := pruefen.AufgabeMit(id)
	return a.Datei
}

// TestEineListeDerAufgaben: Die verborgenen Prüfungen, bewerten und die sichtbaren
// Prüfungen lesen die Aufgaben aus pruefen.Aufgaben; die Punkte dort sind die Summe der
// Prüfungen jeder Aufgabe, und jede Datei gibt es in exercises/ und solutions/.
func TestEineListeDerAufgaben(t *testing.T) {
	require.Len(t, aufgaben, len(pruefen.Aufgaben))
	for i, a := range pruefen.Aufgaben {
		assert.Equal(t, a.ID, aufgaben[i].id)
		assert.Equal(t, a.Name, aufgaben[i].name)
		assert.Equal(t, a.Punkte, aufgaben[i].maxPunkte(), "Punkte von %s)", a.ID)
		assert.FileExists(t, "../../exercises/"+a.Datei)
		assert.FileExists(t, "../../solutions/"+a.Datei)
		loesung, err := os.ReadFile("../../solutions/" + a.Datei)
		require.NoError(t, err)
		assert.Equal(t, []string{a.ID}, Deklariert(loesung), "%s deklariert genau %s", a.Datei, a.Name)
	}
}

// TestZaehlfehlerKostetEinenPunkt: Wer das Herausnehmen des Ziels nicht mitzählt, verliert
// nur den Punkt der Prüfung „Zieltest beim Expandieren“ – beobachtet wie unbeobachtet.
func TestZaehlfehlerKostetEinenPunkt(t *testing.T) {
	for _, name := range []string{"aStarOhneZiel", "aStarOhneZiel" + beobachtet} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			e := bewerteTestkandidat(t, name, []string{"e"}, "", 60*time.Second, 1024).Aufgaben[0]
			assert.Equal(t, 3, e.Punkte, e.Text())
			assert.Equal(t, 0, e.Pruefungen[2].Punkte, e.Text())
		})
	}
}

// listeDerAufgaben erkennt eine Liste der sechs Aufgaben im Quelltext: ihre Dateien oder ihre
// Funktionen als Texte hintereinander.
var listeDerAufgaben = regexp.MustCompile(`"a_getmoves\.go",\s*"b_isgoal\.go",\s*"c_bfs\.go"|"GetMoves"\},?\s*\{"b",\s*"IsGoal"|"GetMoves",\s*"IsGoal",\s*"BFS"`)

// TestKeineZweiteListeDerAufgaben: Außer pruefen.Aufgaben schreibt keine Go-Datei des
// Projekts die sechs Aufgaben als Liste hin – jede Liste liest die eine Definition.
func TestKeineZweiteListeDerAufgaben(t *testing.T) {
	var gefunden []string
	err := filepath.WalkDir("../..", func(pfad string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "build" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(pfad, ".go") || strings.HasSuffix(pfad, "exercises/pruefen/aufgaben.go") {
			return nil
		}
		daten, err := os.ReadFile(pfad)
		if err != nil {
			return err
		}
		if listeDerAufgaben.Match(daten) {
			gefunden = append(gefunden, pfad)
		}
		return nil
	})
	require.NoError(t, err)
	assert.Empty(t, gefunden, "diese Dateien schreiben die Aufgaben noch einmal als Liste; sie sollen pruefen.Aufgaben lesen")
	assert.True(t, listeDerAufgaben.MatchString(`"`+strings.Join(pruefen.AufgabenDateien(), `", "`)+`"`), "die Suche erkennt eine Liste")
}
