package aufnahme

import (
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"

	"github.com/kisuche/kisuche/exercises/pruefen"
)

// Hinweise für die Rückmeldung einer Abgabe als Notebook.
const (
	hinweisOhneBlock = "Das Notebook enthält die Dateien nicht – führe vor der Abgabe „Restart & Run All“ aus; bewertet wurden die Aufgabenzellen."
	hinweisLeerBlock = "Der Block mit deinen Dateien am Ende des Notebooks enthält keine .go-Datei; bewertet wurden die Aufgabenzellen."
)

// notebookJSON ist, was bewerten aus einem Notebook liest: die Quelle und die Ausgaben jeder
// Zelle. Ausgaben bleiben roh, damit eine fremde Ausgabe nicht das ganze Notebook
// unlesbar macht.
type notebookJSON struct {
	Cells []struct {
		CellType string            `json:"cell_type"`
		Source   json.RawMessage   `json:"source"`
		Outputs  []json.RawMessage `json:"outputs"`
	} `json:"cells"`
}

// nimmNotebook liest die Abgabe aus einer Kopie von Notebook 4 (ausNotebook) nach a.
func (a *Abgabe) nimmNotebook(daten []byte) {
	dateien, hinweis, problem := ausNotebook(daten)
	if a.Problem = problem; problem != "" {
		return
	}
	for name, inhalt := range dateien {
		aufnehmen(a.Dateien, name, inhalt)
	}
	if hinweis != "" {
		a.Hinweise = append(a.Hinweise, hinweis)
	}
}

// ausNotebook liest eine abgegebene Kopie von Notebook 4. Bewertet werden die Dateien aus
// exercises/, die ihre letzte Zelle beim Ausführen als Ausgabe pruefen.AbgabeMIME ins
// Notebook geschrieben hat (der letzte solche Block im Notebook); unterscheiden sie sich von
// den Aufgabenzellen, sagt das hinweis. Fehlt der Block oder ist er beschädigt, werden die
// Aufgabenzellen bewertet (aufgabenZellen), und hinweis sagt es. problem: Das Notebook ist
// nicht bewertbar (Grund).
func ausNotebook(daten []byte) (dateien map[string][]byte, hinweis, problem string) {
	if len(daten) > maxNotebook {
		return nil, "", fmt.Sprintf("Das Notebook ist größer als %d MiB.", maxNotebook>>20)
	}
	var nb notebookJSON
	if err := json.Unmarshal(daten, &nb); err != nil {
		return nil, "", "Die Datei ist kein lesbares Jupyter-Notebook (.ipynb): " + err.Error()
	}
	zellen, zellProblem := aufgabenZellen(nb)
	block, gefunden := letzterBlock(nb)
	hinweis = hinweisOhneBlock
	if gefunden {
		ausBlock, err := pruefen.LeseAbgabeBlock(block)
		for name := range ausBlock {
			if !istGoDatei(name) || ignoriert(name) {
				delete(ausBlock, name)
			}
		}
		switch {
		case err != nil:
			grund := strings.TrimPrefix(err.Error(), pruefen.ErrAbgabeBlock.Error()+": ")
			hinweis = "Der Block mit deinen Dateien am Ende des Notebooks ist beschädigt (" + strings.TrimSuffix(grund, ".") + "); bewertet wurden die Aufgabenzellen."
		case len(ausBlock) > maxDateien:
			return nil, "", fmt.Sprintf("Der Block mit den Dateien im Notebook enthält mehr als %d .go-Dateien.", maxDateien)
		case len(ausBlock) == 0:
			hinweis = hinweisLeerBlock
		default:
			return ausBlock, abweichungsHinweis(zellen, ausBlock), ""
		}
	}
	if zellProblem != "" {
		return nil, "", zellProblem
	}
	return zellen, hinweis, ""
}

// aufgabenZellen liest die Aufgabenzellen eines Notebooks: Jede Zelle, die mit „%%script
// speichere exercises/DATEI.go“ beginnt (oder, in älteren Kopien, mit „%%writefile
// …/exercises/DATEI.go“), ist diese Datei. problem: Es gibt keine oder zu viele.
func aufgabenZellen(nb notebookJSON) (map[string][]byte, string) {
	dateien := map[string][]byte{}
	for _, z := range nb.Cells {
		if z.CellType != "code" {
			continue
		}
		quelle, ok := zellText(z.Source)
		if !ok {
			continue
		}
		kopf, rest, _ := strings.Cut(quelle, "\n")
		treffer := schreibZelle.FindStringSubmatch(strings.TrimSpace(kopf))
		if treffer == nil {
			continue
		}
		if _, schon := dateien[treffer[1]]; !schon && len(dateien) >= maxDateien {
			return nil, fmt.Sprintf("Das Notebook enthält mehr als %d Aufgabendateien.", maxDateien)
		}
		dateien[treffer[1]] = []byte(rest)
	}
	if len(dateien) == 0 {
		return nil, "Das Notebook enthält keine Aufgabenzelle (%%script speichere exercises/DATEI.go) – ist es Notebook 4?"
	}
	return dateien, ""
}

// schreibZelle erkennt die erste Zeile einer Aufgabenzelle und liefert den Dateinamen.
var schreibZelle = regexp.MustCompile(`^(?:%%script\s+speichere|%%writefile)\s+(?:\S*/)?exercises/([A-Za-z0-9_]+\.go)$`)

// zellText liest die Quelle einer Zelle (oder den Wert einer Ausgabe): eine Liste von
// Zeilen oder ein Text.
func zellText(roh json.RawMessage) (string, bool) {
	var zeilen []string
	if json.Unmarshal(roh, &zeilen) == nil {
		return strings.Join(zeilen, ""), true
	}
	var text string
	if json.Unmarshal(roh, &text) == nil {
		return text, true
	}
	return "", false
}

// letzterBlock liefert den Inhalt der letzten Ausgabe mit dem Medientyp
// pruefen.AbgabeMIME in den Codezellen des Notebooks.
func letzterBlock(nb notebookJSON) (string, bool) {
	block, gefunden := "", false
	for _, z := range nb.Cells {
		if z.CellType != "code" {
			continue
		}
		for _, roh := range z.Outputs {
			var ausgabe struct {
				Data map[string]json.RawMessage `json:"data"`
			}
			if json.Unmarshal(roh, &ausgabe) != nil {
				continue
			}
			wert, ok := ausgabe.Data[pruefen.AbgabeMIME]
			if !ok {
				continue
			}
			if text, ok := zellText(wert); ok {
				block, gefunden = text, true
			} else {
				block, gefunden = "", true // ein Wert, der kein Text ist: beschädigt
			}
		}
	}
	return block, gefunden
}

// abweichungsHinweis vergleicht die Aufgabenzellen mit den Dateien aus dem Block und liefert
// einen Satz, der die abweichenden Aufgaben nennt (oder "", wenn keine abweicht).
func abweichungsHinweis(zellen, dateien map[string][]byte) string {
	var anders []string
	for _, name := range slices.Sorted(maps.Keys(zellen)) {
		datei, ok := dateien[name]
		if !ok || vergleichbar(OhneSpeichereKopf(string(datei))) != vergleichbar(string(zellen[name])) {
			anders = append(anders, aufgabenKennung(name))
		}
	}
	switch len(anders) {
	case 0:
		return ""
	case 1:
		return "In deinem Notebook unterscheidet sich die Aufgabenzelle " + anders[0] +
			" von deiner Datei in exercises/ (du hast wohl im Editor gearbeitet) – bewertet wurden die Dateien, wie sie die letzte Zelle beim Ausführen ins Notebook geschrieben hat."
	}
	return "In deinem Notebook unterscheiden sich die Aufgabenzellen " + strings.Join(anders, ", ") +
		" von deinen Dateien in exercises/ (du hast wohl im Editor gearbeitet) – bewertet wurden die Dateien, wie sie die letzte Zelle beim Ausführen ins Notebook geschrieben hat."
}

// speichereKopf: So beginnt eine Datei, die eine Aufgabenzelle geschrieben hat
// (scripts/kernel/bin/speichere): zwei Kommentarzeilen und eine leere Zeile.
const speichereKopf = "// Geschrieben von Notebook 4 (Prüfsumme"

// OhneSpeichereKopf liefert den Inhalt einer Datei ohne die Kopfzeilen von speichere.
func OhneSpeichereKopf(text string) string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	if !strings.HasPrefix(text, speichereKopf) {
		return text
	}
	zeilen := strings.SplitN(text, "\n", 4)
	if len(zeilen) < 3 || !strings.HasPrefix(zeilen[1], "// ") {
		return text
	}
	if len(zeilen) == 3 {
		return zeilen[2]
	}
	if zeilen[2] == "" {
		return zeilen[3]
	}
	return zeilen[2] + "\n" + zeilen[3]
}

// vergleichbar macht Zeilenenden gleich (CRLF wie LF) und lässt Zeilenenden am Schluss weg,
// wie speichere es beim Schreiben tut.
func vergleichbar(text string) string {
	return strings.TrimRight(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
}

// aufgabenKennung liefert zur Datei einer Aufgabe ihre Kennung („a_getmoves.go“ → „a)“),
// zu anderen Dateien den Namen.
func aufgabenKennung(datei string) string {
	if len(datei) > 2 && datei[1] == '_' && datei[0] >= 'a' && datei[0] <= 'z' {
		return datei[:1] + ")"
	}
	return datei
}
