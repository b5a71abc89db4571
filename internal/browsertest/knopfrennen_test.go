package browsertest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// knopfZelle baut n Knöpfe, wartet auf je einen Klick und zeigt, wie viele ankamen. sicher
// wählt den Bau: true wie lesson/demo/knopf.go (erst Listen, dann Done), false wie in der
// Dokumentation von GoNB (erst Done, dann Listen, dazwischen vier andere Abonnements wie in
// den Live-Demos bis zu diesem Fund).
func knopfZelle(n int, sicher bool) string {
	return fmt.Sprintf(`import (
	"fmt"
	"time"

	"github.com/janpfeifer/gonb/gonbui"
	"github.com/janpfeifer/gonb/gonbui/comms"
	"github.com/janpfeifer/gonb/gonbui/dom"
	"github.com/janpfeifer/gonb/gonbui/widgets"
	"github.com/kisuche/kisuche/lesson/demo"
)

%%%%
if !demo.LiveFrontend() {
	fmt.Println("keine Verbindung zum Browser")
	return
}
div := dom.CreateTransientDiv()
angekommen := make(chan int, %[1]d)
for i := range %[1]d {
	b := widgets.Button(fmt.Sprint(i)).WithHtmlId(fmt.Sprintf("kr-%%d", i)).AppendTo(div)
	var c *comms.AddressChan[int]
	if %[2]t {
		c = comms.Listen[int](b.Address())
		b.Done()
		<-c.C
	} else {
		b.Done()
		// Wie die Live-Demos vorher: zwischen Done und Listen abonnierte die Zelle die
		// übrigen Knöpfe.
		for j := range 4 {
			comms.Listen[int](fmt.Sprintf("/kr/andere/%%d/%%d", i, j))
		}
		c = b.Listen()
	}
	go func() { <-c.C; angekommen <- i }()
}
gonbui.UpdateHtml("kr-stand", "<p id=\"kr-bereit\">bereit</p>")
zahl, frist := 0, time.After(20*time.Second)
zaehle:
for zahl < %[1]d {
	select {
	case <-angekommen:
		zahl++
	case <-frist:
		break zaehle
	}
}
gonbui.UpdateHtml("kr-stand", fmt.Sprintf("<p id=\"kr-ergebnis\">%%d</p>", zahl))
`, n, sicher)
}

// TestKnopfRennen zählt verlorene Klicks beider Arten, einen Knopf zu bauen (nur mit
// KISUCHE_KNOPFRENNEN=Runden; ein Versuch, kein Teil des Testbefehls): Je Runde baut eine
// Zelle 60 Knöpfe, der Browser klickt jeden einmal, die Zelle zählt, was ankam.
// Ergebnisse in BENCHMARKS.md („Verlorene Klicks“).
func TestKnopfRennen(t *testing.T) {
	runden := 0
	fmt.Sscan(os.Getenv("KISUCHE_KNOPFRENNEN"), &runden)
	if runden <= 0 {
		t.Skip("nur mit KISUCHE_KNOPFRENNEN=Runden")
	}
	ctx, cancel := context.WithTimeout(context.Background(), gesamtZeit*3)
	defer cancel()
	u := starteUmgebung(t, ctx)
	const n = 60
	verloren := map[bool]int{}
	for r := range runden {
		for _, sicher := range []bool{false, true} {
			datei := fmt.Sprintf("knopf-%d-%t.ipynb", r, sicher)
			require.NoError(t, SchreibeNotebook(filepath.Join(u.ordner, datei), knopfZelle(n, sicher)))
			s, err := OeffneNotebook(ctx, u.browser, u.jupyter.NotebookURL(datei))
			require.NoError(t, err)
			require.NoError(t, s.FuehreAlleZellenAus(ctx))
			require.NoError(t, s.WarteAuf(ctx, "alle Knöpfe gebaut", `!!document.querySelector('#kr-bereit')`))
			_, err = JS[bool](ctx, s, `(() => { document.querySelectorAll('button[id^="kr-"]').forEach((k) => k.click()); return true; })()`)
			require.NoError(t, err)
			require.NoError(t, s.WarteAuf(ctx, "Ergebnis", `!!document.querySelector('#kr-ergebnis')`))
			text, err := s.Text(ctx, "#kr-ergebnis")
			require.NoError(t, err)
			var zahl int
			fmt.Sscan(strings.TrimSpace(text), &zahl)
			verloren[sicher] += n - zahl
			t.Logf("Runde %d, sicher=%t: %d von %d Klicks angekommen", r+1, sicher, zahl, n)
			s.Schliesse()
		}
	}
	t.Logf("verloren: erst Done, dann Listen %d von %d; erst Listen, dann Done %d von %d",
		verloren[false], runden*n, verloren[true], runden*n)
	require.Zero(t, verloren[true], "mit lesson/demo/knopf.go darf kein Klick verloren gehen")
}
