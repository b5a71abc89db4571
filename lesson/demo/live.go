package demo

import (
	"fmt"
	"html"
	"os"
	"reflect"
	"strings"
	"time"

	"github.com/janpfeifer/gonb/gonbui"
	"github.com/janpfeifer/gonb/gonbui/comms"
	"github.com/janpfeifer/gonb/gonbui/dom"
	"github.com/janpfeifer/gonb/gonbui/widgets"
	"github.com/kisuche/kisuche/lesson"
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

// Abspieltakt ist die Zeit zwischen zwei Bildern, wenn „Abspielen“ eine Demo von selbst
// weiterlaufen lässt.
var Abspieltakt = 800 * time.Millisecond

// Beschriftungen des Knopfs, der das Abspielen startet und anhält.
const (
	beschriftungAbspielen = "Abspielen ▶"
	beschriftungAnhalten  = "Anhalten ‖"
)

// LiveZeitlimit begrenzt, wie lange eine Live-Demo ohne Klick weiterläuft. Solange eine
// Demo läuft, ist der Kernel belegt (die Zelle zeigt [*]); nach dieser Zeit ohne
// Bedienung endet sie von selbst, als hätte man „Beenden“ geklickt.
var LiveZeitlimit = 30 * time.Minute

// probeZeit ist, wie lange LiveFrontend höchstens auf die Antwort des Browsers wartet, und
// probeTakt, wie oft es sein Skript in dieser Zeit erneut schickt. Auf einem belasteten
// Rechner braucht die Widget-Verbindung von GoNB einige Sekunden (geht die Bestätigung des
// Kernels verloren, wiederholt der Wächter sein comm_open erst nach 3 s, siehe
// verbindung.go); in einem Browser ohne sie (etwa JupyterLab) erscheint die statische Form
// nach dieser Zeit.
const (
	probeZeit = 12 * time.Second
	probeTakt = 4 * time.Second
)

// LiveFrontend sagt, ob die Zelle in einem Browser mit lebendigem Notebook läuft, der
// Widgets bedienen kann. In einem kopflosen Lauf (nbconvert), außerhalb von GoNB (etwa in
// go test) oder mit der Umgebungsvariablen KISUCHE_KOPFLOS=1 ist das nicht so; dann zeigen
// die Demos ihre statische Form. Sonst härtet LiveFrontend zuerst die Widget-Verbindung von
// GoNB im Browser (waechterSkript, verbindung.go), schickt dann ein kleines Skript an den
// Browser und wartet höchstens 12 Sekunden auf seine Antwort.
func LiveFrontend() bool {
	if !gonbui.IsNotebook || kopflos() {
		return false
	}
	// Zuerst der Wächter (verbindung.go), damit er schon die erste Verbindung von GoNB härtet.
	dom.TransientJavascript(waechterSkript)
	return probe()
}

// probe fragt den Browser, ob er antwortet. Es abonniert dafür genau einmal: Jedes weitere
// Abonnement ließe den Kernel prüfen, ob die Verbindung lebt, und sie womöglich mitten im
// Aufbau durch eine neue ersetzen (Ping ohne Pong binnen 500 ms). Das Skript schickt es
// alle probeTakt erneut, falls das vorige zu früh aufgegeben hat; es antwortet erst, wenn
// die (vom Wächter gehärtete) gonb_comm verbunden ist, und je Adresse nur einmal. Das Abonnement bleibt bis zum Ende des Programms
// bestehen: Eine Antwort an eine Adresse ohne Abonnement ließe gonbui/comms (v0.11.5) seine
// Sperre nicht mehr freigeben, und das Programm bliebe beim nächsten Wert stehen.
func probe() bool {
	adresse := "/kisuche/probe/" + gonbui.UniqueId()
	antwort := comms.Listen[int](adresse).WithBuffer(1)
	skript := fmt.Sprintf(`(() => {
	const a = %q;
	let n = 0;
	const t = setInterval(() => {
		globalThis.ks_proben = globalThis.ks_proben || {};
		const g = globalThis.gonb_comm;
		if (globalThis.ks_proben[a]) { clearInterval(t); }
		else if (g && (g.ks_verbunden || !g.ks_gehaertet)) { clearInterval(t); globalThis.ks_proben[a] = true; g.send(a, 1); }
		else if (++n > 240) { clearInterval(t); }
	}, 50);
})();`, adresse)
	ende := time.After(probeZeit)
	for {
		dom.TransientJavascript(skript)
		select {
		case <-antwort.C:
			return true
		case <-ende:
			return false
		case <-time.After(probeTakt):
		}
	}
}

// kopflos erkennt ohne Rückfrage beim Browser, dass kein Browser da ist: Die Variable
// KISUCHE_KOPFLOS=1 ist gesetzt, oder der Prozess, der den Kernel gestartet hat
// (JPY_PARENT_PID, von jupyter_client gesetzt), ist nbconvert, nbclient oder papermill.
// So muss ein kopfloser Lauf nicht auf die Probe warten, und im ausgeführten Notebook
// landet kein Skript für eine Verbindung, die es nie gab.
func kopflos() bool {
	if os.Getenv("KISUCHE_KOPFLOS") == "1" {
		return true
	}
	pid := os.Getenv("JPY_PARENT_PID")
	if pid == "" {
		return false
	}
	aufruf, err := os.ReadFile("/proc/" + pid + "/cmdline")
	if err != nil {
		return false
	}
	a := strings.ToLower(string(aufruf))
	return strings.Contains(a, "nbconvert") || strings.Contains(a, "nbclient") || strings.Contains(a, "papermill")
}

// ZeigeDemo führt d in einer Notebook-Zelle vor: mit den Knöpfen „Zurück“, „Schritt“,
// „Abspielen“ (ein Bild je Abspieltakt, bis man ihn wieder drückt), „Bis zum Ziel“ und
// „Beenden“ und einem Schieberegler über alle Schritte; jedes Bild ersetzt das vorige an
// Ort und Stelle. Die Zelle läuft, bis man „Beenden“ klickt (oder
// LiveZeitlimit lang nichts tut); danach bleibt das zuletzt gezeigte Bild stehen.
//
// Ohne lebendiges Notebook (siehe LiveFrontend) zeigt ZeigeDemo sofort d.Statisch().
func ZeigeDemo(d Demo) {
	defer gonbui.Sync() // erst enden, wenn Jupyter alle Anzeigen erhalten hat
	if w := reflect.ValueOf(d); d == nil || w.Kind() == reflect.Pointer && w.IsNil() {
		gonbui.DisplayHTML(keineDemo)
		return
	}
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
	cZurueck := knopf(leiste, "zurueck", uid, "◀ Zurück")
	cSchritt := knopf(leiste, "schritt", uid, "Schritt ▶")
	abspielenID := knopfKennung("abspielen", uid)
	cAbspielen := knopf(leiste, "abspielen", uid, beschriftungAbspielen)
	cZiel := knopf(leiste, "ziel", uid, "Bis zum Ziel ▶▶")
	regler := widgets.Slider(0, a.Anzahl()-1, 0).WithHtmlId(knopfKennung("regler", uid)).AppendTo(leiste)
	cRegler := schieberegler(regler)
	cEnde := knopf(leiste, "beenden", uid, "Beenden ■")
	defer func() {
		for _, c := range []*comms.AddressChan[int]{cZurueck, cSchritt, cAbspielen, cZiel, cRegler, cEnde} {
			c.Close()
		}
	}()

	// Abspielen: ein Bild je Abspieltakt, bis zum Ende oder bis ein Knopf gedrückt wird.
	var takt <-chan time.Time
	spielt := false
	setzeSpielt := func(an bool) {
		if an == spielt {
			return
		}
		spielt, takt = an, nil
		beschriftung := beschriftungAbspielen
		if an {
			takt = time.After(Abspieltakt)
			beschriftung = beschriftungAnhalten
		}
		dom.SetInnerText(abspielenID, beschriftung)
	}

	zeige := func(reglerMitziehen bool) {
		gonbui.UpdateHTML(anzeigeID, `<div id="ks-bild-`+uid+`">`+d.Bild(a.Aktuell())+`</div>`)
		dom.TransientJavascript(fmt.Sprintf(rollSkript, uid))
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
			setzeSpielt(false)
			a.Zurueck()
			zeige(true)
		case <-cSchritt.C:
			setzeSpielt(false)
			a.Schritt()
			zeige(true)
		case <-cAbspielen.C:
			if !spielt && a.AmEnde() {
				a.Gehe(0) // am Ende beginnt Abspielen von vorn
				zeige(true)
			}
			setzeSpielt(!spielt)
		case <-takt:
			a.Schritt()
			zeige(true)
			if a.AmEnde() {
				setzeSpielt(false)
			} else {
				takt = time.After(Abspieltakt)
			}
		case <-cZiel.C:
			setzeSpielt(false)
			a.BisZumEnde()
			zeige(true)
		case i := <-cRegler.C:
			setzeSpielt(false)
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

// rollSkript rollt breite Bilder (etwa einen großen Suchbaum) im Bild der Demo so, dass
// das Element mit data-fokus (der gerade untersuchte Knoten) in der Mitte steht.
const rollSkript = `(() => {
	const bild = document.getElementById("ks-bild-%s");
	if (!bild) { return; }
	for (const kasten of bild.querySelectorAll(".ks-baum")) {
		const fokus = kasten.querySelector("[data-fokus]");
		if (!fokus) { continue; }
		const k = kasten.getBoundingClientRect(), f = fokus.getBoundingClientRect();
		kasten.scrollLeft += (f.left + f.width / 2) - (k.left + k.width / 2);
	}
})();`

// klickSkript leitet Klicks auf Elemente mit data-ks-adresse an das Go-Programm weiter
// (einmal je Seite installiert, gilt auch für später neu gezeichnete Elemente).
const klickSkript = `(() => {
	if (globalThis.ks_klicks_installiert) { return; }
	globalThis.ks_klicks_installiert = true;
	document.addEventListener("click", (e) => {
		const el = e.target.closest("[data-ks-adresse]");
		if (!el || !globalThis.gonb_comm) { return; }
		globalThis.gonb_comm.send(el.dataset.ksAdresse, parseInt(el.dataset.ksWert, 10));
	});
})();`

// Animationspause ist die Pause zwischen zwei Zügen, wenn „Lösung zeigen“ eine Lösung
// vorspielt.
var Animationspause = 450 * time.Millisecond

// SpieleLive zeigt das Spiel s in einer Notebook-Zelle zum Spielen mit der Maus: Ein Klick
// auf ein Plättchen neben dem freien Feld verschiebt es (ein Klick auf ein anderes sagt,
// warum es nicht geht), „Lösung zeigen“ spielt eine kürzeste Lösung von der aktuellen
// Stellung aus Zug für Zug vor, „Neu starten“ beginnt von vorn. Die Zelle läuft, bis man
// „Beenden“ klickt (oder LiveZeitlimit lang nichts tut).
//
// Ohne lebendiges Notebook (siehe LiveFrontend) zeigt SpieleLive sofort s.Statisch().
func SpieleLive(s *Spiel) {
	defer gonbui.Sync()
	if s == nil {
		gonbui.DisplayHTML(keineDemo)
		return
	}
	if !LiveFrontend() {
		gonbui.DisplayHTML(s.Statisch())
		return
	}
	uid := gonbui.UniqueId()
	brettID := "ks-spiel-" + uid
	steuerID := "ks-steuer-" + uid
	leiste := "ks-knoepfe-" + uid
	adresse := "/kisuche/spiel/" + uid

	klicks := comms.Listen[int](adresse).WithBuffer(16)
	defer klicks.Close()
	dom.TransientJavascript(klickSkript)
	gonbui.UpdateHTML(steuerID, fmt.Sprintf(`<div class="ks-knoepfe" id="%s" data-demo="spiel"></div>`, leiste))
	cLoesen := knopf(leiste, "loesung", uid, "Lösung zeigen")
	cNeu := knopf(leiste, "neustart", uid, "Neu starten")
	cEnde := knopf(leiste, "beenden", uid, "Beenden ■")
	defer func() {
		for _, c := range []*comms.AddressChan[int]{cLoesen, cNeu, cEnde} {
			c.Close()
		}
	}()

	zeige := func() { gonbui.UpdateHTML(brettID, `<div id="ks-bild-`+uid+`">`+s.HTML(adresse)+`</div>`) }
	zeige()
	leerlauf := time.NewTimer(LiveZeitlimit)
	defer leerlauf.Stop()
schleife:
	for {
		select {
		case pos := <-klicks.C:
			_ = s.Klick(pos) // die Meldung steht im Spiel und erscheint im Bild
			zeige()
		case <-cLoesen.C:
			if s.Geloest() {
				break
			}
			zuege, err := s.Loesung()
			if err != nil {
				gonbui.UpdateHTML(brettID, `<div id="ks-bild-`+uid+`">`+s.HTML(adresse)+
					`<p class="ks-meldung ks-fehler">`+html.EscapeString(err.Error())+`</p></div>`)
				break
			}
			for _, pos := range zuege {
				if s.ComputerZug(pos) != nil {
					break
				}
				zeige()
				time.Sleep(Animationspause)
			}
		case <-cNeu.C:
			s.Neustart()
			zeige()
		case <-cEnde.C:
			break schleife
		case <-leerlauf.C:
			break schleife
		}
		leerlauf.Reset(LiveZeitlimit)
	}
	gonbui.UpdateHTML(brettID, s.HTML(""))
	gonbui.UpdateHTML(steuerID, `<p class="ks-hinweis">Spiel beendet.</p>`)
}

// keineDemo ist der Hinweis, wenn ZeigeDemo oder SpieleLive nil bekommen – meist, weil der
// Fehler von NeueSuchDemo, NeueCSPDemo oder NeuesSpiel nicht geprüft wurde.
const keineDemo = `<p class="ks-fehler" style="color:#b00">Keine Demo zum Zeigen (nil) – ` +
	`bitte den Fehler von NeueSuchDemo, NeueCSPDemo bzw. NeuesSpiel ansehen.</p>`

// errKeineDemo ist der Fehler der Methoden einer Demo oder eines Spiels, das nil ist.
var errKeineDemo = fmt.Errorf("%w: keine Demo (nil) – bitte den Fehler des Konstruktors ansehen", lesson.ErrUngueltig)
