package sandkasten

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kisuche/kisuche/internal/bewertung"
)

// Jede Aufgabe wird für sich bewertet: Das Programm einer Abgabe enthält für jede Aufgabe
// ein eigenes Paket aufgabe/ID mit der Datei der Abgabe für diese Aufgabe und den
// Musterlösungen der übrigen (bewertung.AufgabenPaket), dazu die ganze Abgabe als Paket
// exercises. Lässt sich das Paket einer Aufgabe nicht übersetzen, wird sie mit der ganzen
// Abgabe bewertet; lässt sich auch die nicht übersetzen, bekommt nur diese Aufgabe 0 Punkte.

// modulPfad ist der Modulpfad, unter dem eine Abgabe übersetzt wird.
const modulPfad = "github.com/kisuche/kisuche"

// ganzeAbgabe ist das Paket mit allen Dateien der Abgabe.
const ganzeAbgabe = "exercises"

// aufgabenOrdner liefert den Ordner des eigenen Pakets der Aufgabe id.
func aufgabenOrdner(id string) string { return "aufgabe/" + id }

// wahl sagt für jede Aufgabe, aus welchem Paket das Programm sie bedient:
// aufgabenOrdner(id), ganzeAbgabe oder "" (nicht übersetzbar).
type wahl map[string]string

// abgabeMain liefert das Programm, das im Prozess der Abgabe die Aufrufe des Prüfprogramms
// beantwortet: für jede Aufgabe mit den Funktionen des Pakets, das w für sie nennt. Es
// enthält weder Prüfungen noch Orakel.
func abgabeMain(geheimnis string, w wahl) []byte {
	ids, _ := bewertung.AufgabenKennungen()
	alias := func(paket string) string { return "p_" + strings.ReplaceAll(paket, "/", "_") }
	var b strings.Builder
	b.WriteString("package main\n\nimport (\n\t\"" + modulPfad + "/internal/bewertung/dienst\"\n")
	for _, paket := range slices.Sorted(maps.Values(w)) {
		if paket != "" && !strings.Contains(b.String(), alias(paket)+" ") {
			fmt.Fprintf(&b, "\t%s %q\n", alias(paket), modulPfad+"/"+paket)
		}
	}
	fmt.Fprintf(&b, ")\n\nfunc main() {\n\tdienst.Geheimnis = %q\n\tswitch dienst.Aufgabe() {\n", geheimnis)
	for _, id := range ids {
		if w[id] == "" {
			continue
		}
		p := alias(w[id])
		fmt.Fprintf(&b, "\tcase %q:\n\t\tdienst.Bedienen(dienst.Kandidat[%[2]s.Position]{GetMoves: %[2]s.GetMoves, IsGoal: %[2]s.IsGoal, BFS: %[2]s.BFS, "+
			"NumWrongHeuristic: %[2]s.NumWrongHeuristic, AStar: %[2]s.AStar, ManhattanHeuristic: %[2]s.ManhattanHeuristic})\n", id, p)
	}
	b.WriteString("\t}\n}\n")
	return []byte(b.String())
}

// paketDateien liefert alle Dateien des Moduls einer Abgabe (Pfad → Inhalt) außer
// cmd/abgabe/main.go: go.mod, das Paket dienst, die ganze Abgabe und das Paket jeder
// Aufgabe, jedes Paket mit der Datei, die das Paket siegel importiert, und mit einem
// beobachteten GetMoves (bewertung.MitBeobachtung; der Name des Beobachters enthält einen
// Teil des Geheimnisses).
func paketDateien(dateien map[string][]byte, geheimnis string) map[string][]byte {
	modul := map[string][]byte{"go.mod": []byte(goMod)}
	beobachter := "kisucheBeobachter_" + strings.Map(func(r rune) rune {
		if r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return r
		}
		return '_'
	}, geheimnis[:min(len(geheimnis), 12)])
	for name, daten := range bewertung.DienstQuellen() {
		modul["internal/bewertung/dienst/"+name] = daten
	}
	paket := func(ordner string, dateien map[string][]byte) {
		for name, daten := range dateien {
			modul[ordner+"/"+name] = bewertung.MitBeobachtung(daten, beobachter)
		}
		modul[ordner+"/"+siegelDatei] = []byte(siegelImport) // ersetzt eine gleichnamige Datei der Abgabe
	}
	paket(ganzeAbgabe, dateien)
	ids, _ := bewertung.AufgabenKennungen()
	for _, id := range ids {
		paket(aufgabenOrdner(id), bewertung.AufgabenPaket(id, dateien))
	}
	return modul
}

// schreibeDateien schreibt die Dateien (Pfad unter dir → Inhalt) nach dir, nur für den
// Prüfer lesbar.
func schreibeDateien(dir string, dateien map[string][]byte) error {
	for name, daten := range dateien {
		ziel := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(ziel), 0o700); err != nil {
			return err
		}
		if err := os.WriteFile(ziel, daten, 0o600); err != nil {
			return err
		}
	}
	return nil
}

// paketKopf erkennt in der Ausgabe von go build die Zeile, mit der die Meldungen zu einem
// Paket beginnen („# github.com/kisuche/kisuche/aufgabe/c“).
var paketKopf = regexp.MustCompile(`^# ` + regexp.QuoteMeta(modulPfad) + `/(\S+)$`)

// fehlerProPaket teilt die Ausgabe von go build in die Meldungen je Paket (Paket relativ
// zum Modul). ok ist falsch, wenn ein Teil der Ausgabe keinem Paket der Abgabe gehört.
func fehlerProPaket(ausgabe string) (map[string]string, bool) {
	erg := map[string]string{}
	paket := ""
	for _, zeile := range strings.Split(strings.TrimSpace(ausgabe), "\n") {
		if t := paketKopf.FindStringSubmatch(zeile); t != nil {
			paket = t[1]
			erg[paket] += ""
			continue
		}
		if paket == "" {
			return nil, false
		}
		erg[paket] += zeile + "\n"
	}
	for p := range erg {
		if p != ganzeAbgabe && !strings.HasPrefix(p, "aufgabe/") {
			return nil, false
		}
	}
	return erg, len(erg) > 0
}

// naechsteWahl setzt nach einem gescheiterten Übersetzen jede Aufgabe, deren Paket in
// fehler steht, eine Stufe zurück: vom eigenen Paket auf die ganze Abgabe, von der ganzen
// Abgabe auf „nicht übersetzbar“ (mit dem Grund in gruende). Es meldet, ob sich etwas
// geändert hat.
func naechsteWahl(w wahl, fehler map[string]string, gruende, hinweise map[string]string, dateien map[string][]byte) bool {
	geaendert := false
	for id, paket := range w {
		meldung, gescheitert := fehler[paket]
		if paket == "" || !gescheitert {
			continue
		}
		geaendert = true
		name := aufgabenName(id)
		if paket == ganzeAbgabe {
			w[id] = ""
			gruende[id] = "Deine Abgabe kompiliert nicht – diese Aufgabe kann nicht bewertet werden. Der Go-Compiler meldet:\n" +
				kuerzeText(strings.TrimSpace(meldung), 20, 2<<10)
			delete(hinweise, id)
			continue
		}
		w[id] = ganzeAbgabe
		hinweise[id] = fmt.Sprintf("Bewertet mit deinen eigenen Dateien für die anderen Aufgaben (sonst stehen dort die Musterlösungen): "+
			"%s lässt sich nicht ohne sie übersetzen – benutzt die Datei etwas aus der Datei einer anderen Aufgabe, oder heißt etwas darin wie in einer Musterlösung? "+
			"Fehler in anderen Aufgaben können hier deshalb Punkte kosten.", dateienMit(id, dateien, name))
	}
	return geaendert
}

// jedeAufgabeUebersetzen übersetzt das Programm der Abgabe, jede Aufgabe aus ihrem eigenen
// Paket; was sich nicht übersetzen lässt, fällt Aufgabe für Aufgabe auf die ganze Abgabe
// zurück, dann auf „nicht übersetzbar“ (höchstens drei Läufe von go build). Ergebnis: die
// Wahl, für jede nicht übersetzbare Aufgabe ihr Grund, Hinweise pro Aufgabe – oder grund
// (und details), wenn keine Aufgabe übersetzbar ist.
func (b *bau) jedeAufgabeUebersetzen(ctx context.Context, s *abschottung, dir, geheimnis string, dateien map[string][]byte) (w wahl, gruende, hinweise map[string]string, grund, details string) {
	w, gruende, hinweise = wahl{}, map[string]string{}, map[string]string{}
	ids, _ := bewertung.AufgabenKennungen()
	for _, id := range ids {
		w[id] = aufgabenOrdner(id)
	}
	const keine = "Die Abgabe kompiliert nicht – keine Aufgabe kann bewertet werden."
	for {
		text, grund := b.uebersetzen(ctx, s, dir, geheimnis, w)
		if grund != "" || text == "" {
			return w, gruende, hinweise, grund, ""
		}
		fehler, ok := fehlerProPaket(text)
		if !ok || !naechsteWahl(w, fehler, gruende, hinweise, dateien) {
			return w, gruende, hinweise, keine, kuerzeText(text, 40, 4<<10)
		}
		if len(gruende) == len(ids) {
			return w, gruende, hinweise, keine, kuerzeText(strings.TrimSpace(fehler[ganzeAbgabe]), 40, 4<<10)
		}
	}
}

// aufgabenName liefert den Namen der Funktion der Aufgabe id.
func aufgabenName(id string) string {
	ids, namen := bewertung.AufgabenKennungen()
	return namen[slices.Index(ids, id)]
}

// dateienMit nennt die Dateien der Abgabe, die die Funktion der Aufgabe id deklarieren.
func dateienMit(id string, dateien map[string][]byte, funktion string) string {
	var namen []string
	for _, name := range slices.Sorted(maps.Keys(dateien)) {
		if slices.Contains(bewertung.Deklariert(dateien[name]), id) {
			namen = append(namen, name)
		}
	}
	if len(namen) == 0 {
		return "Die Datei mit " + funktion
	}
	return strings.Join(namen, ", ")
}

// folgefehlerHinweise erklärt bei c) und e), die mit der Musterlösung von GetMoves und
// IsGoal bewertet wurden, dass ein Fehler in a) oder b) sie hier nichts kostet, wohl aber
// in Notebook 4 und in go test ./exercises, wo die Suchen die eigenen Funktionen aufrufen.
func folgefehlerHinweise(b bewertung.Bericht, w wahl, hinweise map[string]string) {
	var fehlerhaft []string
	for _, id := range []string{"a", "b"} {
		if e, ok := b.Aufgabe(id); ok && e.Punkte < e.MaxPunkte {
			fehlerhaft = append(fehlerhaft, fmt.Sprintf("%s) %s", id, e.Name))
		}
	}
	if len(fehlerhaft) == 0 {
		return
	}
	for _, id := range []string{"c", "e"} {
		if w[id] != aufgabenOrdner(id) || hinweise[id] != "" {
			continue
		}
		hinweise[id] = fmt.Sprintf("Bewertet mit der Musterlösung von GetMoves und IsGoal: Die Fehler in %s kosten hier keine Punkte. "+
			"In Notebook 4 und mit go test ./exercises ruft %s deine eigenen Funktionen auf – dort zeigen sich diese Fehler auch hier.",
			strings.Join(fehlerhaft, " und "), aufgabenName(id))
	}
}
