package browsertest

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/chromedp/chromedp"
)

// NeuePerson öffnet einen Tab in einem eigenen Browser-Kontext des Browsers b: eigene
// Cookies, eigene Anmeldung – wie ein zweiter Rechner im Klassenraum. Schliesse schließt ihn.
func NeuePerson(b *Browser) *Seite {
	tab, schliesse := chromedp.NewContext(b.Ctx, chromedp.WithNewBrowserContext())
	return &Seite{ctx: tab, schliesse: schliesse}
}

// Gehe lädt url im Tab und wartet, bis die Seite geladen ist.
func (s *Seite) Gehe(ctx context.Context, url string) error {
	if err := s.tue(ctx, chromedp.Navigate(url)); err != nil {
		return fmt.Errorf("%s lässt sich nicht öffnen: %w", url, err)
	}
	return nil
}

// JSWarte wertet den JavaScript-Ausdruck ausdruck aus, wartet auf sein Promise und liefert
// dessen Wert.
func JSWarte[T any](ctx context.Context, s *Seite, ausdruck string) (T, error) {
	return ausfuehren(ctx, s, chromedp.Evaluate[T](ausdruck, chromedp.EvalAwaitPromise))
}

// AnmeldenImHub öffnet start, meldet name mit passwort auf der Anmeldeseite des JupyterHub an,
// zu der start führt (wie eine Schülerin im Browser), und wartet, bis der Hub sie
// weiterschickt. Für start = …/hub/login startet der Hub danach ihren Server; die Lehrkraft
// öffnet die Tafel selbst als start und landet nach der Anmeldung wieder dort – so startet
// nichts, was die Seite danach noch woandershin schicken könnte.
func (s *Seite) AnmeldenImHub(ctx context.Context, start, name, passwort string) error {
	if err := s.Gehe(ctx, start); err != nil {
		return err
	}
	if err := s.WarteAuf(ctx, "Anmeldeseite des Hubs", `document.querySelector('input[name=username]')`); err != nil {
		return err
	}
	n, _ := json.Marshal(name)
	p, _ := json.Marshal(passwort)
	if _, err := JS[bool](ctx, s, fmt.Sprintf(`(() => {
		document.querySelector('input[name=username]').value = %s;
		document.querySelector('input[name=password]').value = %s;
		document.querySelector('form').submit();
		return true; })()`, n, p)); err != nil {
		return err
	}
	return s.WarteAuf(ctx, "Anmeldung von "+name, `document.readyState === 'complete' && !location.pathname.endsWith('/hub/login')`)
}
