package pruefen

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"html"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/janpfeifer/gonb/gonbui"
	"github.com/janpfeifer/gonb/gonbui/protocol"
)

// imNotebook sagt, ob der Code in einer Zelle von GoNB läuft (und nicht etwa in go test).
var imNotebook = gonbui.IsNotebook

// sende zeigt eine Ausgabe mit mehreren Medientypen in der Zelle an und wartet, bis
// Jupyter sie erhalten hat.
var sende = func(daten map[string]string) {
	d := &protocol.DisplayData{Data: map[protocol.MIMEType]any{}}
	for mime, inhalt := range daten {
		d.Data[protocol.MIMEType(mime)] = inhalt
	}
	gonbui.SendData(d)
	gonbui.Sync()
}

// abgabeZeigen schreibt, wenn es in einem Notebook läuft, die Dateien aus exercises/
// (AbgabeDateien) als eine Ausgabe in die Zelle: für bewerten als AbgabeBlock (AbgabeMIME),
// für Menschen als HTML und als Text. Jupyter speichert die Ausgabe mit dem Notebook. Findet
// es die Kopie des Kurses nicht, sagt es nichts (das meldet schon die Übersicht).
func abgabeZeigen() {
	if !imNotebook {
		return
	}
	projekt, err := Projekt()
	if err != nil {
		return
	}
	dateien, err := AbgabeDateien(projekt)
	if err != nil {
		fmt.Fprintf(Ausgabe, "%sDeine Dateien ließen sich nicht ins Notebook schreiben: %v\n", FehlerPraefix, err)
		return
	}
	sende(abgabeAusgabe(dateien, time.Now()))
}

// abgabeAusgabe liefert die Ausgabe von abgabeZeigen (Medientyp → Inhalt) für die Dateien
// mit dem Stand zur Zeit stand.
func abgabeAusgabe(dateien map[string][]byte, stand time.Time) map[string]string {
	anzahl := fmt.Sprintf("%d Dateien", len(dateien))
	if len(dateien) == 1 {
		anzahl = "1 Datei"
	}
	satz := fmt.Sprintf("Deine Abgabe steckt jetzt in diesem Notebook: %s aus exercises/ (Stand %s).",
		anzahl, stand.Format("02.01.2006 15:04"))
	folge := "Gibst du das Notebook ab, bewertet deine Lehrkraft genau diese Dateien."
	var h strings.Builder
	fmt.Fprintf(&h, "<details class=\"kisuche-abgabe\"><summary>%s %s</summary>\n<ul>\n", html.EscapeString(satz), folge)
	for _, name := range slices.Sorted(maps.Keys(dateien)) {
		summe := sha256.Sum256(dateien[name])
		fmt.Fprintf(&h, "<li><code>%s</code> – SHA-256 <code>%s</code></li>\n", html.EscapeString(name), hex.EncodeToString(summe[:])[:12])
	}
	h.WriteString("</ul>\n<p>Änderst du danach noch eine Datei, führe diese Zelle noch einmal aus, bevor du das Notebook speicherst.</p></details>\n")
	return map[string]string{
		AbgabeMIME:   AbgabeBlock(dateien),
		"text/html":  h.String(),
		"text/plain": satz + " " + folge,
	}
}
