package lesson

import (
	"fmt"
	"html"
	"os"
	"time"

	"github.com/janpfeifer/gonb/gonbui"
	"github.com/janpfeifer/gonb/gonbui/comms"
	"github.com/janpfeifer/gonb/gonbui/dom"
	"github.com/janpfeifer/gonb/gonbui/widgets"
)

// Demo ist eine vollständig aufgezeichnete Schrittfolge, die ZeigeDemo vorführt: eine
// Suche, ein Backtracking, eine Constraint-Propagierung. Die Aufzeichnung geschieht
// einmal; danach zeichnet Bild jeden Schritt aus der Aufzeichnung neu, vorwärts wie
// rückwärts.
type Demo interface {
	// Titel nennt die Demo in einer Zeile (etwa „Breitensuche auf 'DAC BEGHF'“).
	Titel() string
	// Anzahl liefert die Zahl der Bilder (mindestens 1: Bild 0 ist der Anfang).
	Anzahl() int
	// Bild liefert das HTML von Bild i (0 ≤ i < Anzahl()).
	Bild(i int) string
	// Statisch liefert die Form ohne Knöpfe für kopflose Läufe und exportiertes HTML:
	// das letzte Bild und den ganzen Verlauf als Tabelle.
	Statisch() string
}

// LiveZeitlimit begrenzt, wie lange eine Live-Demo ohne Klick weiterläuft. Solange eine
// Demo läuft, ist der Kernel belegt (die Zelle zeigt [*]); nach dieser Zeit ohne
// Bedienung endet sie von selbst, als hätte man „Beenden“ geklickt.
var LiveZeitlimit = 30 * time.Minute

// probeZeit ist, wie lange LiveFrontend auf die Antwort des Browsers wartet. GoNB selbst
// wartet bis zu 3 s darauf, dass der Browser die Verbindung für Widgets öffnet.
const probeZeit = 5 * time.Second

// LiveFrontend sagt, ob die Zelle in einem Browser mit lebendigem Notebook läuft, der
// Widgets bedienen kann. In einem kopflosen Lauf (nbconvert), außerhalb von GoNB (etwa in
// go test) oder mit der Umgebungsvariablen KISUCHE_KOPFLOS=1 ist das nicht so; dann zeigen
// die Demos ihre statische Form. Die Probe schickt ein kleines Skript an den Browser und
// wartet höchstens 5 Sekunden auf seine Antwort.
func LiveFrontend() bool {
	if !gonbui.IsNotebook || os.Getenv("KISUCHE_KOPFLOS") == "1" {
		return false
	}
	adresse := "/kisuche/probe/" + gonbui.UniqueId()
	antwort := comms.Listen[int](adresse).WithBuffer(1)
	defer antwort.Close()
	dom.TransientJavascript(fmt.Sprintf(`(() => {
	let n = 0;
	const t = setInterval(() => {
		if (globalThis.gonb_comm) { clearInterval(t); globalThis.gonb_comm.send(%q, 1); }
		else if (++n > 100) { clearInterval(t); }
	}, 50);
})();`, adresse))
	select {
	case <-antwort.C:
		return true
	case <-time.After(probeZeit):
		return false
	}
}

// ZeigeDemo führt d in einer Notebook-Zelle vor: mit den Knöpfen „Zurück“, „Schritt“,
// „Bis zum Ziel“ und „Beenden“ und einem Schieberegler über alle Schritte; jedes Bild
// ersetzt das vorige an Ort und Stelle. Die Zelle läuft, bis man „Beenden“ klickt (oder
// LiveZeitlimit lang nichts tut); danach bleibt das zuletzt gezeigte Bild stehen.
//
// Ohne lebendiges Notebook (siehe LiveFrontend) zeigt ZeigeDemo sofort d.Statisch().
func ZeigeDemo(d Demo) {
	if !LiveFrontend() {
		gonbui.DisplayHTML(d.Statisch())
		return
	}
	uid := gonbui.UniqueId()
	steuerID := "ks-steuer-" + uid   // Anzeige (display_id) der Knöpfe, nicht gespeichert
	anzeigeID := "ks-anzeige-" + uid // Anzeige (display_id) des aktuellen Bildes
	leiste := "ks-knoepfe-" + uid    // HTML-Element, das die Knöpfe aufnimmt
	gonbui.UpdateHTML(steuerID, fmt.Sprintf(`<div class="ks-knoepfe" id="%s" data-demo="%s"></div>`,
		leiste, html.EscapeString(d.Titel())))

	a := NeuerAbspieler(d.Anzahl())
	knopf := func(name, beschriftung string) *widgets.ButtonBuilder {
		return widgets.Button(beschriftung).WithHtmlId("ks-" + name + "-" + uid).AppendTo(leiste).Done()
	}
	zurueck := knopf("zurueck", "◀ Zurück")
	schritt := knopf("schritt", "Schritt ▶")
	ziel := knopf("ziel", "Bis zum Ziel ⏭")
	regler := widgets.Slider(0, a.Anzahl()-1, 0).WithHtmlId("ks-regler-" + uid).AppendTo(leiste).Done()
	ende := knopf("beenden", "Beenden ■")

	cZurueck, cSchritt, cZiel := zurueck.Listen(), schritt.Listen(), ziel.Listen()
	cRegler, cEnde := regler.Listen().LatestOnly(), ende.Listen()
	defer func() {
		for _, c := range []*comms.AddressChan[int]{cZurueck, cSchritt, cZiel, cRegler, cEnde} {
			c.Close()
		}
	}()

	zeige := func(reglerMitziehen bool) {
		gonbui.UpdateHTML(anzeigeID, d.Bild(a.Aktuell()))
		if reglerMitziehen {
			regler.SetValue(a.Aktuell())
		}
	}
	zeige(false)
	leerlauf := time.NewTimer(LiveZeitlimit)
	defer leerlauf.Stop()
schleife:
	for {
		select {
		case <-cZurueck.C:
			a.Zurueck()
			zeige(true)
		case <-cSchritt.C:
			a.Schritt()
			zeige(true)
		case <-cZiel.C:
			a.BisZumEnde()
			zeige(true)
		case i := <-cRegler.C:
			a.Gehe(i)
			zeige(false)
		case <-cEnde.C:
			break schleife
		case <-leerlauf.C:
			break schleife
		}
		leerlauf.Reset(LiveZeitlimit)
	}
	gonbui.UpdateHTML(steuerID, fmt.Sprintf(`<p class="ks-hinweis">Vorführung beendet bei Bild %d von %d.</p>`,
		a.Aktuell()+1, a.Anzahl()))
}
