package tafel

import (
	"context"
	"strings"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/aufnahme"
	"github.com/kisuche/kisuche/internal/bewertung"
	"github.com/kisuche/kisuche/internal/sandkasten"
)

// Sätze und Hinweise der Tafel, die nicht aus einer Prüfung stammen.
const (
	satzKompiliertNicht = "kompiliert nicht"
	satzImporte         = "importiert Pakete, die in der Übung nicht erlaubt sind"
	hinweisFrist        = "abgebrochen: Frist überschritten"
)

// pruefe prüft die Abgabe a (Nummer index) an den Beispielen der Lektion und liefert die
// Zellen und den Hinweis ihrer Zeile. Aufgaben, deren Datei noch der Stub ist, prüft es nicht
// („nicht begonnen“); ist keine begonnen, startet es gar nichts. Eine Prüfung dauert
// höchstens Optionen.Frist. imSandkasten: Die Abgabe wurde übersetzt und ausgeführt.
func (t *Tafel) pruefe(ctx context.Context, index int, a aufnahme.Abgabe) (zellen []zelle, hinweis string, imSandkasten bool) {
	angefangen := begonnen(a.Dateien)
	zellen = make([]zelle, len(pruefen.Aufgaben))
	for i := range zellen {
		zellen[i].fortschritt = NichtBegonnen
	}
	switch {
	case len(a.Dateien) == 0:
		// Noch keine Dateien (auf dem Klassenserver: noch nie angemeldet) oder keine lesbare.
		return zellen, "noch keine Dateien", false
	case a.Problem != "":
		for i := range zellen {
			zellen[i].fortschritt = Offen
		}
		return zellen, "Dateien nicht lesbar", false
	}
	if len(angefangen) == 0 || !enthaeltWahr(angefangen) {
		return zellen, "", false
	}
	fristCtx, abbrechen := context.WithTimeout(ctx, t.opt.Frist)
	defer abbrechen()
	e := t.pruefer.Lektion(fristCtx, index, a)
	fristAus := fristCtx.Err() != nil && ctx.Err() == nil
	zellen, hinweis = auswerten(e, angefangen, fristAus)
	return zellen, hinweis, true
}

// enthaeltWahr meldet, ob m einen wahren Wert enthält.
func enthaeltWahr(m map[string]bool) bool {
	for _, w := range m {
		if w {
			return true
		}
	}
	return false
}

// auswerten macht aus dem Ergebnis der Lektion die Zellen und den Hinweis einer Zeile.
// angefangen: die begonnenen Aufgaben; die übrigen bleiben „nicht begonnen“, gleich was die
// Prüfung (des Stubs) sagt. fristAus: Die Frist der Person ist abgelaufen.
func auswerten(e sandkasten.Ergebnis, angefangen map[string]bool, fristAus bool) ([]zelle, string) {
	zellen := make([]zelle, len(pruefen.Aufgaben))
	hinweis := ""
	alle := func(f Fortschritt, satz string) {
		for i := range zellen {
			zellen[i] = zelle{fortschritt: f}
			if satz != "" {
				zellen[i].saetze = []string{satz}
			}
		}
	}
	switch e.Status {
	case "bewertet":
		nichtUebersetzt := map[string]bool{}
		for _, id := range e.KompiliertNicht {
			nichtUebersetzt[id] = true
		}
		for _, ergebnis := range e.Bericht.Aufgaben {
			i := aufgabenIndex(ergebnis.ID)
			if i < 0 {
				continue
			}
			zellen[i] = zelleAus(ergebnis, nichtUebersetzt[ergebnis.ID])
			if zellen[i].fortschritt == Abgebrochen {
				hinweis = "abgebrochen"
			}
		}
		if len(e.KompiliertNicht) > 0 && hinweis == "" {
			hinweis = satzKompiliertNicht
		}
	case "kompiliert nicht":
		if strings.HasPrefix(e.Rueckmeldung, "Das Übersetzen der Abgabe") || fristAus {
			// Zeit oder Speicher beim Übersetzen: eine Bombe für den Compiler
			alle(Abgebrochen, "")
			hinweis = "abgebrochen: Übersetzen zu teuer"
		} else {
			alle(Offen, satzKompiliertNicht)
			hinweis = satzKompiliertNicht
		}
	case "nicht zugelassen":
		alle(Offen, satzImporte)
		hinweis = "nicht erlaubte Importe"
	default: // „nicht bewertbar“, „Fehler beim Bewerten“
		alle(Abgebrochen, "")
		hinweis = "abgebrochen: " + e.Status
	}
	if fristAus {
		hinweis = hinweisFrist
	}
	for i, a := range pruefen.Aufgaben {
		if !angefangen[a.ID] {
			zellen[i] = zelle{fortschritt: NichtBegonnen}
		}
	}
	return zellen, hinweis
}

// zelleAus liefert die Zelle einer Aufgabe aus ihrem Ergebnis in der Lektion.
func zelleAus(e bewertung.AufgabenErgebnis, nichtUebersetzt bool) zelle {
	switch {
	case nichtUebersetzt:
		return zelle{fortschritt: Offen, saetze: []string{satzKompiliertNicht}}
	case e.Abbruch != "":
		return zelle{fortschritt: Abgebrochen}
	case e.Punkte >= e.MaxPunkte && e.MaxPunkte > 0:
		return zelle{fortschritt: Besteht}
	}
	z := zelle{fortschritt: Offen}
	for _, p := range e.Pruefungen {
		for _, m := range p.Meldungen {
			z.saetze = append(z.saetze, kurzfassung(m))
		}
	}
	return z
}
