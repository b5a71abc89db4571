package browsertest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// kopiere kopiert eine Datei.
func kopiere(t *testing.T, von, nach string) {
	t.Helper()
	daten, err := os.ReadFile(von)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(nach, daten, 0o644))
}

// demoSitzung ist eine laufende Demo-Zelle im Browser, erkannt an der Kennung (uid) ihrer
// Knöpfe.
type demoSitzung struct {
	s   *Seite
	uid string
}

// warteAufDemo wartet, bis eine Demo-Zelle ihre Knöpfe zeigt (name ist der Knopf, an dem man
// sie erkennt, z. B. "schritt" oder "loesung"), und liefert ihre Kennung.
func warteAufDemo(t *testing.T, ctx context.Context, s *Seite, name string) demoSitzung {
	t.Helper()
	defer func(anfang time.Time) {
		t.Logf("Demo mit Knopf %q nach %.1f s bereit", name, time.Since(anfang).Seconds())
	}(time.Now())
	sel := fmt.Sprintf(`button[id^="ks-%s-"]`, name)
	require.NoError(t, s.WarteAuf(ctx, "Demo mit Knopf "+name, fmt.Sprintf(`document.querySelector('%s')`, sel)))
	id, err := JS[string](ctx, s, fmt.Sprintf(`document.querySelector('%s').id`, sel))
	require.NoError(t, err)
	uid := strings.TrimPrefix(id, "ks-"+name+"-")
	d := demoSitzung{s: s, uid: uid}
	require.NoError(t, s.WarteAuf(ctx, "erstes Bild der Demo", fmt.Sprintf(`document.getElementById('ks-bild-%s')`, uid)))
	return d
}

// klicke klickt auf den Knopf name der Demo.
func (d demoSitzung) klicke(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	require.NoError(t, d.s.Klicke(ctx, fmt.Sprintf("#ks-%s-%s", name, d.uid)))
}

// warteAufBild wartet, bis das Bild der Demo die JavaScript-Bedingung erfüllt; im Ausdruck
// steht b für das Element mit dem aktuellen Bild.
func (d demoSitzung) warteAufBild(t *testing.T, ctx context.Context, was, bedingung string) {
	t.Helper()
	ausdruck := fmt.Sprintf(`((b) => b && (%s))(document.getElementById('ks-bild-%s'))`, bedingung, d.uid)
	require.NoError(t, d.s.WarteAuf(ctx, was, ausdruck))
}

// attribut liest ein Attribut des ersten Elements zu selektor im Bild der Demo.
func (d demoSitzung) attribut(t *testing.T, ctx context.Context, selektor, name string) string {
	t.Helper()
	v, err := JS[string](ctx, d.s, fmt.Sprintf(`document.querySelector('#ks-bild-%s %s').getAttribute('%s')`, d.uid, selektor, name))
	require.NoError(t, err)
	return v
}

// beende klickt einmal „Beenden“ und wartet, bis die Zelle ihre Knöpfe abgebaut hat. Ein
// zweiter Klick wäre ein zweiter Versuch, den eine Lehrkraft vor der Klasse nicht hat: Ging
// der Klick verloren (bis lesson/demo/knopf.go gelegentlich „Beenden“), scheitert der Test.
func (d demoSitzung) beende(t *testing.T, ctx context.Context) {
	t.Helper()
	d.klicke(t, ctx, "beenden")
	warten, abbrechen := context.WithTimeout(ctx, time.Minute)
	defer abbrechen()
	require.NoError(t, d.s.WarteAuf(warten, "Demo beendet nach einem Klick auf „Beenden“",
		fmt.Sprintf(`!document.getElementById('ks-beenden-%s')`, d.uid)))
}

// testeLiveDemos öffnet notebooks/7_Live-Demos.ipynb, führt alle Zellen aus und bedient
// jede Demo: Schritt, Zurück, Bis zum Ziel und Schieberegler der Such-Demos, Klicks auf
// Plättchen und „Lösung zeigen“ im Spiel.
func testeLiveDemos(t *testing.T, ctx context.Context, u *umgebung) {
	wurzel, err := Projektwurzel()
	require.NoError(t, err)
	kopiere(t, filepath.Join(wurzel, "notebooks", "7_Live-Demos.ipynb"), filepath.Join(u.ordner, "7_Live-Demos.ipynb"))
	s, err := OeffneNotebook(ctx, u.browser, u.jupyter.NotebookURL("7_Live-Demos.ipynb"))
	require.NoError(t, err)
	defer s.Schliesse()
	require.NoError(t, s.FuehreAlleZellenAus(ctx))
	foto := func(name string) {
		require.NoError(t, s.Bildschirmfoto(ctx, filepath.Join(u.artefakte, "live-"+name+".png")))
	}
	fertig := func() {
		if t.Failed() {
			foto("fehler")
			fehler, _ := s.Fehlerausgaben(ctx)
			t.Logf("Fehlerausgaben der Zellen: %v\nJupyter-Log (Ende):\n%s", fehler, letzte(u.jupyter.Log(), 3000))
		}
	}
	defer fertig()

	// 1. Breitensuche (Baumsuche): Schritt, Schritt, Zurück, Schieberegler, Bis zum Ziel.
	bfs := warteAufDemo(t, ctx, s, "schritt")
	bfs.warteAufBild(t, ctx, "Anfangsbild", `b.querySelector('[data-bild]').dataset.bild === '0' && b.innerText.includes('Bild 1 von 122')`)
	foto("bfs-0")
	bfs.klicke(t, ctx, "schritt")
	bfs.warteAufBild(t, ctx, "Bild 2 nach „Schritt“", `b.querySelector('[data-bild]').dataset.bild === '1' && b.innerText.includes('Schritt 1: Knoten 0')`)
	require.Equal(t, "0", bfs.attribut(t, ctx, ".ks-suche", "data-untersucht"), "Schritt 1 untersucht die Wurzel")
	bfs.klicke(t, ctx, "schritt")
	bfs.warteAufBild(t, ctx, "Bild 3 nach dem zweiten „Schritt“", `b.querySelector('[data-bild]').dataset.bild === '2'`)
	foto("bfs-2")
	bfs.klicke(t, ctx, "zurueck")
	bfs.warteAufBild(t, ctx, "wieder Bild 2 nach „Zurück“", `b.querySelector('[data-bild]').dataset.bild === '1'`)
	// Der Schieberegler: Wert setzen und das change-Ereignis auslösen, wie beim Ziehen.
	_, err = JS[bool](ctx, s, fmt.Sprintf(`(() => { const r = document.getElementById('ks-regler-%s');
		r.value = 10; r.dispatchEvent(new Event('change')); return true; })()`, bfs.uid))
	require.NoError(t, err)
	bfs.warteAufBild(t, ctx, "Bild 11 nach dem Schieberegler", `b.querySelector('[data-bild]').dataset.bild === '10'`)
	bfs.klicke(t, ctx, "ziel")
	bfs.warteAufBild(t, ctx, "letztes Bild nach „Bis zum Ziel“", `b.querySelector('[data-bild]').dataset.bild === '121' && b.innerText.includes('Ziel erreicht!')`)
	// Der Schieberegler zieht mit (seine Nachricht kommt auf einem anderen Weg als das Bild).
	require.NoError(t, s.WarteAuf(ctx, "Schieberegler auf 121 nach „Bis zum Ziel“",
		fmt.Sprintf(`document.getElementById('ks-regler-%s').value === '121'`, bfs.uid)))
	// Der breite Suchbaum ist zum Zielknoten gerollt.
	require.NoError(t, s.WarteAuf(ctx, "Suchbaum zum Ziel gerollt", fmt.Sprintf(
		`document.querySelector('#ks-bild-%s .ks-baum').scrollLeft > 0`, bfs.uid)))
	foto("bfs-ziel")
	bfs.beende(t, ctx)

	// 2.–5. Graphsuche, Tiefensuche mit Limit, gierige Suche, A*: je einen Schritt, dann beenden.
	for _, demo := range []struct{ name, nachSchritt string }{
		{"Graphsuche", "Closed List (1 Zustände)"},
		{"Tiefensuche", "Schritt 1: Knoten 0"},
		{"gierig", "f"},
		{"A*", "h"},
	} {
		d := warteAufDemo(t, ctx, s, "schritt")
		d.klicke(t, ctx, "schritt")
		d.warteAufBild(t, ctx, demo.name+": Bild 2", fmt.Sprintf(`b.querySelector('[data-bild]').dataset.bild === '1' && b.innerText.includes(%q)`, demo.nachSchritt))
		if demo.name == "Graphsuche" {
			// Abspielen läuft von selbst weiter, bis man es anhält.
			d.klicke(t, ctx, "abspielen")
			d.warteAufBild(t, ctx, "Abspielen bis Bild 4", `Number(b.querySelector('[data-bild]').dataset.bild) >= 3`)
			require.NoError(t, s.WarteAuf(ctx, "Knopf heißt „Anhalten“", fmt.Sprintf(
				`document.getElementById('ks-abspielen-%s').innerText.startsWith('Anhalten')`, d.uid)))
			d.klicke(t, ctx, "abspielen")
			require.NoError(t, s.WarteAuf(ctx, "Knopf heißt wieder „Abspielen“", fmt.Sprintf(
				`document.getElementById('ks-abspielen-%s').innerText.startsWith('Abspielen')`, d.uid)))
			angehalten := d.attribut(t, ctx, "[data-bild]", "data-bild")
			time.Sleep(time.Second)
			require.Equal(t, angehalten, d.attribut(t, ctx, "[data-bild]", "data-bild"), "nach „Anhalten“ bleibt das Bild stehen")
			foto("graphsuche-angehalten")
		}
		if demo.name == "Tiefensuche" {
			d.klicke(t, ctx, "ziel")
			d.warteAufBild(t, ctx, "Tiefensuche hält am Limit", `b.querySelector('.ks-status.ks-halt') && b.innerText.includes('Knotenlimit')`)
			foto("tiefensuche-limit")
		}
		if demo.name == "A*" {
			foto("astern-1")
		}
		d.beende(t, ctx)
	}

	// Backtracking: Australien bis zur Lösung, mit zwei Farben bis „keine Lösung“, die Damen
	// mit dem Schieberegler, das Sudoku mit gestrichenen Kandidaten.
	for _, demo := range []struct{ name, amEnde string }{
		{"Australien", "Lösung gefunden"},
		{"Australien-zwei-Farben", "Es gibt keine Lösung"},
		{"Damen", "Lösung gefunden"},
		{"Damen-FC", "Lösung gefunden"},
		{"Sudoku", "81 von 81 Variablen belegt"},
	} {
		d := warteAufDemo(t, ctx, s, "schritt")
		d.warteAufBild(t, ctx, demo.name+": Anfangsbild", `b.querySelector('.ks-csp').dataset.bild === '0'`)
		d.klicke(t, ctx, "schritt")
		d.warteAufBild(t, ctx, demo.name+": Bild 2", `b.querySelector('.ks-csp').dataset.bild === '1' && b.innerText.includes('Schritt 1:')`)
		switch demo.name {
		case "Damen-FC", "Sudoku":
			// Zu einem Schritt mit Streichungen springen: rote Kreuze bzw. gestrichene Kandidaten.
			ziel := map[string]int{"Damen-FC": 31, "Sudoku": 5}[demo.name]
			_, err := JS[bool](ctx, s, fmt.Sprintf(`(() => { const r = document.getElementById('ks-regler-%s');
				r.value = %d; r.dispatchEvent(new Event('change')); return true; })()`, d.uid, ziel))
			require.NoError(t, err)
			d.warteAufBild(t, ctx, demo.name+": Streichung", fmt.Sprintf(
				`b.querySelector('.ks-csp').dataset.bild === '%d' && b.innerText.includes('Propagierung:')`, ziel))
			foto(strings.ToLower(demo.name) + "-streichung")
		}
		d.klicke(t, ctx, "ziel")
		d.warteAufBild(t, ctx, demo.name+": Ende", fmt.Sprintf(`b.innerText.includes(%q)`, demo.amEnde))
		if demo.name == "Australien" || demo.name == "Damen" {
			foto(strings.ToLower(demo.name) + "-ende")
		}
		d.beende(t, ctx)
	}

	// 6. Das Spiel: unmöglicher Klick, möglicher Klick, Lösung zeigen.
	spiel := warteAufDemo(t, ctx, s, "loesung")
	spiel.warteAufBild(t, ctx, "Spielbrett", `b.querySelector('.ks-spiel').dataset.zustand === 'CBD AFGEH'`)
	foto("spiel-0")
	require.NoError(t, s.Klicke(ctx, fmt.Sprintf(`#ks-bild-%s td[data-ks-wert="8"]`, spiel.uid)))
	spiel.warteAufBild(t, ctx, "Meldung zum unmöglichen Zug", `b.innerText.includes('kann nicht verschoben werden')`)
	require.Equal(t, "CBD AFGEH", spiel.attribut(t, ctx, ".ks-spiel", "data-zustand"), "ein unmöglicher Klick ändert nichts")
	require.Equal(t, "0", spiel.attribut(t, ctx, ".ks-spiel", "data-zuege"))
	foto("spiel-unmoeglich")
	require.NoError(t, s.Klicke(ctx, fmt.Sprintf(`#ks-bild-%s td[data-ks-wert="4"]`, spiel.uid)))
	spiel.warteAufBild(t, ctx, "A verschoben", `b.querySelector('.ks-spiel').dataset.zustand === 'CBDA FGEH' && b.querySelector('.ks-spiel').dataset.zuege === '1'`)
	foto("spiel-1")
	spiel.klicke(t, ctx, "loesung")
	spiel.warteAufBild(t, ctx, "vorgespielte Lösung am Ziel", `b.querySelector('.ks-spiel').dataset.zustand === 'ABCDEFGH ' && b.innerText.includes('Lösung vom Computer')`)
	foto("spiel-geloest")
	spiel.beende(t, ctx)

	// 7. Der Vergleich mit Plots; danach ist jede Zelle fertig, ohne Fehlerausgabe.
	require.NoError(t, s.WarteAuf(ctx, "alle Zellen fertig", AlleZellenFertig))
	n, err := JS[int](ctx, s, `document.querySelectorAll('.ks-vergleichsplots svg').length`)
	require.NoError(t, err)
	require.Equal(t, 2, n, "zwei Plots im Vergleich")
	foto("ende")
	fehler, err := s.Fehlerausgaben(ctx)
	require.NoError(t, err)
	require.Empty(t, fehler)
}

// letzte liefert die letzten n Zeichen von s.
func letzte(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "… " + s[len(s)-n:]
}
