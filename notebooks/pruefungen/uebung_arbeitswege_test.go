package pruefungen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// uebungsKopie kopiert, was Notebook 4 braucht, nach „uebung mit Leerzeichen/<name>“ im
// kopienOrdner: eine eigene Kopie des Kurses, die der Kernel aus dem Ordner des
// Notebooks findet (derselbe installierte Kernel wie für alle Notebooks).
func uebungsKopie(t *testing.T, name string) string {
	t.Helper()
	projekt := projektDir(t)
	ziel := filepath.Join(kopienOrdner(t), "uebung mit Leerzeichen", name)
	require.NoError(t, os.RemoveAll(ziel))
	require.NoError(t, kopiereBaum(projekt, ziel, func(rel string) bool {
		oben := strings.Split(rel, string(filepath.Separator))[0]
		switch oben {
		case "go.mod", "go.sum", "lesson", "exercises", "scripts", "solutions", "internal":
			return strings.Contains(rel, ".ipynb_checkpoints") || (oben == "internal" && rel != "internal" && !strings.HasPrefix(rel, filepath.Join("internal", "bewertung")))
		case "notebooks":
			return rel != "notebooks" && rel != filepath.Join("notebooks", "4_15-Puzzle_Uebung.ipynb")
		}
		return true
	}))
	return ziel
}

// uebungLaufen führt Notebook 4 der Kopie wie „Restart & Run All“ aus und liefert die
// Ausgaben; jede Zelle muss ohne Fehlerausgabe bleiben.
func uebungLaufen(t *testing.T, kopie, ausgabeName string) *Ausgefuehrt {
	t.Helper()
	ausgabe := filepath.Join(ergebnisOrdner(t), ausgabeName)
	fuehreAusWieRunAll(t, umgebung(t), filepath.Join(kopie, "notebooks", "4_15-Puzzle_Uebung.ipynb"), ausgabe)
	nb, err := ladeNotebook(ausgabe)
	require.NoError(t, err)
	a := leseAusgefuehrt(nb)
	pruefeFehlerfrei(t, a)
	return a
}

func lies(t *testing.T, pfad string) string {
	t.Helper()
	daten, err := os.ReadFile(pfad)
	require.NoError(t, err)
	return string(daten)
}

// TestUebungAufDenStubs: Notebook 4, wie es ausgeliefert wird, läuft mit „Restart & Run All“
// bis zum Ende ohne Fehlerausgabe; jede Prüfzelle meldet ihre offene Aufgabe auf Deutsch,
// die Übersicht am Ende nennt alle sechs offen und nie „bestanden“; keine Datei ändert sich,
// und die Abgabe, die die Übersicht ins Notebook schreibt, sind die Stubs.
func TestUebungAufDenStubs(t *testing.T) {
	alleTests(t)
	modulKopie(t)
	kopie := uebungsKopie(t, "stubs")
	a := uebungLaufen(t, kopie, "uebung-stubs.ipynb")
	for _, id := range []string{"a", "b", "c", "d", "e", "f"} {
		text := a.Zelle(t, `pruefen.Aufgabe("`+id+`")`).Text
		assert.Contains(t, text, "FEHLER: ", "Aufgabe %s ist offen", id)
		assert.NotContains(t, text, "bestanden", "Aufgabe %s", id)
	}
	assert.Contains(t, a.Zelle(t, `pruefen.Aufgabe("c")`).Text, "FEHLER: BFS(StartPos) liefert den Fehler „noch nicht implementiert“")
	uebersicht := a.Zelle(t, "pruefen.Uebersicht()").Text
	assert.Contains(t, uebersicht, "0 von 6 Aufgaben bestehen die Beispiele der Lektion", uebersicht)
	assert.Equal(t, 6, strings.Count(uebersicht, "✗ noch nicht bestanden"), uebersicht)
	for _, z := range a.Zellen {
		assert.NotRegexp(t, `(?m)^(PASS|ok\s|--- )`, z.Text+z.Stderr, "Zelle %d: keine englische Ausgabe von go test", z.Nr)
	}
	for _, name := range aufgabenDateien {
		assert.Equal(t, lies(t, filepath.Join(projektDir(t), "exercises", name)), lies(t, filepath.Join(kopie, "exercises", name)),
			"exercises/%s bleibt der Stub", name)
	}
	assert.Equal(t, dateienIn(t, filepath.Join(kopie, "exercises")), abgabeImNotebook(t, a), "die Abgabe im Notebook sind die Stubs")
}

// TestUebungArbeitswege: Eine Schülerin arbeitet auf allen Wegen zugleich – a), d), f) im
// Notebook, b) nur im Editor, c) gar nicht, e) in beiden (Datei und Zelle geändert), und
// während der Sitzung ändert sie d) noch im Editor und führt die Zelle von d) noch einmal
// aus. „Restart & Run All“ läuft bis zum Ende, jede gelöste Zelle landet in ihrer Datei,
// keine Änderung im Editor geht verloren; ein zweiter Lauf (nach einem Neustart) ändert
// nichts mehr. Die Abgabe, die die Übersicht ins gespeicherte Notebook schreibt, sind in
// beiden Läufen die Dateien in exercises/ – b) und e) also aus dem Editor, nicht aus den
// Zellen.
func TestUebungArbeitswege(t *testing.T) {
	alleTests(t)
	modul := modulKopie(t)
	kopie := uebungsKopie(t, "arbeitswege")
	exercises := filepath.Join(kopie, "exercises")
	pfad := filepath.Join(kopie, "notebooks", "4_15-Puzzle_Uebung.ipynb")
	nb, err := ladeNotebook(pfad)
	require.NoError(t, err)
	zellen := dateiZellen(t, nb)
	for _, name := range []string{"a_getmoves.go", "d_numwrong.go", "f_manhattan.go"} {
		nb.SetzeQuelle(zellen[name].nr, speicherePraefix+name+"\n"+loesung(t, modul, name))
	}
	// b) und e) im Editor gelöst (ohne die Kopfzeilen des Notebooks); e) auch in der Zelle.
	imEditorB, imEditorE := loesung(t, modul, "b_isgoal.go"), "// im Editor\n"+loesung(t, modul, "e_astar.go")
	require.NoError(t, os.WriteFile(filepath.Join(exercises, "b_isgoal.go"), []byte(imEditorB), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(exercises, "e_astar.go"), []byte(imEditorE), 0o644))
	nb.SetzeQuelle(zellen["e_astar.go"].nr, speicherePraefix+"e_astar.go\n// im Notebook\n"+loesung(t, modul, "e_astar.go"))
	// Während der Sitzung: d) im Editor ändern, dann die Zelle von d) noch einmal ausführen.
	zelleD := nb.zellenRoh()[zellen["d_numwrong.go"].nr].(map[string]any)
	nb.Roh["cells"] = append(nb.zellenRoh(),
		map[string]any{"cell_type": "code", "execution_count": nil, "id": "editor-d", "metadata": map[string]any{}, "outputs": []any{},
			"source": "%%bash\necho '// im Editor nachgetragen' >> ../exercises/d_numwrong.go"},
		map[string]any{"cell_type": "code", "execution_count": nil, "id": "noch-einmal-d", "metadata": map[string]any{}, "outputs": []any{},
			"source": zelleD["source"]},
	)
	require.NoError(t, nb.speichern(pfad))

	a := uebungLaufen(t, kopie, "uebung-arbeitswege.ipynb")
	for _, name := range []string{"a_getmoves.go", "f_manhattan.go"} {
		_, err := speichere(t, "", "", "--pruefe", filepath.Join(exercises, name))
		assert.NoError(t, err, "%s trägt die Kopfzeilen des Notebooks", name)
		assert.True(t, strings.HasSuffix(lies(t, filepath.Join(exercises, name)), "\n\n"+loesung(t, modul, name)),
			"die Lösung aus der Zelle steht in exercises/%s", name)
	}
	d := lies(t, filepath.Join(exercises, "d_numwrong.go"))
	assert.True(t, strings.HasSuffix(d, loesung(t, modul, "d_numwrong.go")+"// im Editor nachgetragen\n"),
		"die Änderung im Editor während der Sitzung bleibt:\n%s", d)
	assert.Equal(t, imEditorB, lies(t, filepath.Join(exercises, "b_isgoal.go")), "b) aus dem Editor bleibt")
	assert.Equal(t, imEditorE, lies(t, filepath.Join(exercises, "e_astar.go")), "e) aus dem Editor bleibt")
	for _, name := range []string{"b_isgoal.go", "e_astar.go"} {
		assert.Contains(t, a.Zelle(t, speicherePraefix+name).Text, "ACHTUNG: exercises/"+name+" wurde außerhalb des Notebooks geändert")
	}
	nochmal := a.ZellenMit(speicherePraefix + "d_numwrong.go")
	require.Len(t, nochmal, 2)
	assert.Equal(t, "Gespeichert in exercises/d_numwrong.go.\n", nochmal[0].Text)
	assert.Contains(t, nochmal[1].Text, "ACHTUNG: exercises/d_numwrong.go wurde außerhalb des Notebooks geändert")
	for _, id := range []string{"a", "b", "d", "e", "f"} {
		assert.True(t, strings.HasSuffix(a.Zelle(t, `pruefen.Aufgabe("`+id+`")`).Text, "Alle Tests bestanden!\n"), "Aufgabe %s", id)
	}
	assert.Contains(t, a.Zelle(t, `pruefen.Aufgabe("c")`).Text, "FEHLER: BFS(StartPos) liefert den Fehler")
	assert.Contains(t, a.Zelle(t, "pruefen.Uebersicht()").Text, "5 von 6 Aufgaben bestehen")
	// Die Abgabe im Notebook sind die Dateien, wie sie bei der Übersicht waren (die Zeile in
	// d kam erst danach): b) und e) aus dem Editor, nicht aus den Zellen.
	abgabe, erwartet := abgabeImNotebook(t, a), dateienIn(t, exercises)
	erwartet["d_numwrong.go"] = []byte(strings.TrimSuffix(d, "// im Editor nachgetragen\n"))
	assert.Equal(t, erwartet, abgabe, "die Abgabe im Notebook sind die Dateien in exercises/")
	assert.Equal(t, imEditorB, string(abgabe["b_isgoal.go"]), "b) nur im Editor gelöst")
	assert.Equal(t, imEditorE, string(abgabe["e_astar.go"]), "e) aus dem Editor, nicht aus der Zelle")

	// Nach einem Neustart noch einmal alles (ohne die zwei Zellen, die den Editor spielen):
	// Keine Datei ändert sich mehr.
	nb.Roh["cells"] = nb.zellenRoh()[:len(nb.zellenRoh())-2]
	require.NoError(t, nb.speichern(pfad))
	vorher := map[string]string{}
	for _, name := range aufgabenDateien {
		vorher[name] = lies(t, filepath.Join(exercises, name))
	}
	a = uebungLaufen(t, kopie, "uebung-arbeitswege-2.ipynb")
	for _, name := range aufgabenDateien {
		assert.Equal(t, vorher[name], lies(t, filepath.Join(exercises, name)), "%s nach dem zweiten Lauf", name)
	}
	assert.Equal(t, dateienIn(t, exercises), abgabeImNotebook(t, a), "die Abgabe im Notebook nach dem zweiten Lauf")
}
