package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// SchreibeNotebook schreibt ein Notebook (nbformat 4, Kernel „Go (KI-Suche)“) mit den gegebenen
// Code-Zellen nach pfad.
func SchreibeNotebook(pfad string, zellen ...string) error {
	type zelle struct {
		CellType       string         `json:"cell_type"`
		ExecutionCount *int           `json:"execution_count"`
		Metadata       map[string]any `json:"metadata"`
		Outputs        []any          `json:"outputs"`
		Source         string         `json:"source"`
	}
	nb := map[string]any{
		"nbformat":       4,
		"nbformat_minor": 5,
		"metadata": map[string]any{
			"kernelspec": map[string]any{
				"name": "kisuche", "display_name": "Go (KI-Suche)", "language": "go",
			},
			"language_info": map[string]any{"name": "go"},
		},
	}
	var zs []any
	for i, quelle := range zellen {
		z := zelle{CellType: "code", Metadata: map[string]any{}, Outputs: []any{}, Source: quelle}
		m := map[string]any{}
		b, _ := json.Marshal(z)
		_ = json.Unmarshal(b, &m)
		m["id"] = fmt.Sprintf("zelle-%d", i)
		zs = append(zs, m)
	}
	nb["cells"] = zs
	b, err := json.MarshalIndent(nb, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(pfad, b, 0o644)
}

// Seite steuert ein im Browser geöffnetes klassisches Jupyter-Notebook (Version 6) in
// einem eigenen Tab.
type Seite struct {
	ctx       context.Context
	schliesse context.CancelFunc
}

// OeffneNotebook öffnet url in einem neuen Tab des Browsers b und wartet, bis das Notebook
// geladen und sein Kernel verbunden ist. Automatisches Speichern schaltet es ab, damit der
// Test die Notebook-Datei nicht verändert. Schliesse schließt den Tab wieder.
func OeffneNotebook(ctx context.Context, b *Browser, url string) (*Seite, error) {
	return OeffneNotebookMit(ctx, b, url, "")
}

// OeffneNotebookMit ist OeffneNotebook, führt aber skript (falls nicht leer) in jeder Seite
// des Tabs vor deren eigenen Skripten aus – etwa, um eine Störung nachzustellen.
func OeffneNotebookMit(ctx context.Context, b *Browser, url, skript string) (*Seite, error) {
	tab, schliesse := chromedp.NewContext(b.Ctx)
	s := &Seite{ctx: tab, schliesse: schliesse}
	schneideMit(tab)
	if skript != "" {
		if _, err := chromedp.Call(tab, page.AddScriptToEvaluateOnNewDocument,
			page.AddScriptToEvaluateOnNewDocumentParams{Source: skript}); err != nil {
			s.Schliesse()
			return nil, fmt.Errorf("Skript für das Notebook lässt sich nicht einrichten: %w", err)
		}
	}
	if err := s.tue(ctx, chromedp.Navigate(url)); err != nil {
		s.Schliesse()
		return nil, fmt.Errorf("Notebook lässt sich nicht öffnen: %w", err)
	}
	if err := s.WarteAufNotebook(ctx); err != nil {
		s.Schliesse()
		return nil, err
	}
	if _, err := JS[bool](ctx, s, `Jupyter.notebook.set_autosave_interval(0); true`); err != nil {
		s.Schliesse()
		return nil, err
	}
	select { // noch ausstehende Statusmeldungen des Kernels abwarten
	case <-time.After(time.Second):
	case <-ctx.Done():
	}
	return s, nil
}

// WarteAufNotebook wartet, bis das Notebook im Tab geladen und sein Kernel verbunden ist.
func (s *Seite) WarteAufNotebook(ctx context.Context) error {
	// Erst wenn der Kernel auf kernel_info geantwortet hat und untätig ist, ist sein Status
	// beim Server verlässlich: Sonst kann ein spätes „idle“ dieser Antwort den Server glauben
	// lassen, der Kernel sei untätig, während schon eine Zelle läuft – dann hält der Server
	// die Verbindung der GoNB-Widgets zurück („Nudge“), und GoNB gibt nach 3 s auf.
	bereit := `!!(window.Jupyter && Jupyter.notebook && Jupyter.notebook._fully_loaded &&
		Jupyter.notebook.kernel && Jupyter.notebook.kernel.is_connected() &&
		Jupyter.notebook.kernel.info_reply && Jupyter.notebook.kernel.info_reply.status === 'ok' &&
		document.querySelector('#kernel_indicator_icon.kernel_idle_icon'))`
	return s.WarteAuf(ctx, "Notebook geladen und Kernel verbunden", bereit)
}

// Schliesse schließt den Tab, ohne nach ungespeicherten Änderungen zu fragen.
func (s *Seite) Schliesse() {
	if s.schliesse == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_, _ = JS[bool](ctx, s, `window.onbeforeunload = null; true`)
	s.schliesse()
	s.schliesse = nil
}

// ausfuehren führt aktion im Tab aus, höchstens bis ctx abläuft.
func ausfuehren[T any](ctx context.Context, s *Seite, aktion chromedp.Action[T]) (T, error) {
	type antwort struct {
		wert T
		err  error
	}
	fertig := make(chan antwort, 1)
	go func() {
		w, err := chromedp.Run(s.ctx, aktion)
		fertig <- antwort{w, err}
	}()
	select {
	case a := <-fertig:
		return a.wert, a.err
	case <-ctx.Done():
		var null T
		return null, ctx.Err()
	}
}

// tue führt eine Aktion ohne Ergebnis aus.
func (s *Seite) tue(ctx context.Context, aktion chromedp.Action[chromedp.Void]) error {
	_, err := ausfuehren(ctx, s, aktion)
	return err
}

// JS wertet den JavaScript-Ausdruck ausdruck im Tab aus und liefert sein Ergebnis.
func JS[T any](ctx context.Context, s *Seite, ausdruck string) (T, error) {
	return ausfuehren(ctx, s, chromedp.Evaluate[T](ausdruck))
}

// WarteAuf prüft den JavaScript-Ausdruck bedingung alle 100 ms, bis er wahr ist. Läuft ctx
// vorher ab, liefert es einen Fehler, der was (die erwartete Änderung) nennt.
func (s *Seite) WarteAuf(ctx context.Context, was, bedingung string) error {
	for {
		ok, err := JS[bool](ctx, s, "(() => { try { return !!("+bedingung+"); } catch (e) { return false; } })()")
		if err == nil && ok {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("Zeit abgelaufen beim Warten auf: %s (%s)", was, s.wo())
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// wo beschreibt für eine Fehlermeldung, wo der Tab steht: Adresse und Anfang des Texts.
// Der Kontext des Wartens ist dann abgelaufen, darum fragt es mit eigener Frist.
func (s *Seite) wo() string {
	ctx, abbrechen := context.WithTimeout(context.Background(), 5*time.Second)
	defer abbrechen()
	wo, err := JS[string](ctx, s, `location.href + " – „" + (document.body ? document.body.innerText : "").trim().replace(/\s+/g, " ").slice(0, 300) + "“"`)
	if err != nil {
		return "Seite nicht lesbar: " + err.Error()
	}
	return "Seite: " + wo
}

// FuehreAlleZellenAus startet alle Zellen des Notebooks (wie „Cell → Run All“).
func (s *Seite) FuehreAlleZellenAus(ctx context.Context) error {
	_, err := JS[bool](ctx, s, `Jupyter.notebook.execute_all_cells(); true`)
	return err
}

// AlleZellenFertig ist ein JavaScript-Ausdruck: wahr, wenn jede Code-Zelle eine
// Ausführungsnummer hat (also keine mehr läuft oder wartet) und der Kernel untätig ist.
const AlleZellenFertig = `Jupyter.notebook.get_cells().filter(c => c.cell_type === 'code')
	.every(c => typeof c.input_prompt_number === 'number') &&
	document.querySelector('#kernel_indicator_icon.kernel_idle_icon') !== null`

// Fehlerausgaben liefert den Text aller Fehlerausgaben (Ausgabetyp „error“) der Zellen.
func (s *Seite) Fehlerausgaben(ctx context.Context) ([]string, error) {
	return JS[[]string](ctx, s, `Jupyter.notebook.get_cells().filter(c => c.output_area)
		.flatMap(c => c.output_area.outputs.filter(o => o.output_type === 'error')
		.map(o => o.ename + ': ' + o.evalue + '\n' + (o.traceback || []).join('\n')))`)
}

// Text liefert den sichtbaren Text (innerText) des ersten Elements zu selektor, oder ""
// wenn es keines gibt.
func (s *Seite) Text(ctx context.Context, selektor string) (string, error) {
	sel, _ := json.Marshal(selektor)
	return JS[string](ctx, s, fmt.Sprintf(`(() => { const e = document.querySelector(%s); return e ? e.innerText : ""; })()`, sel))
}

// Klicke klickt mit der Maus auf das erste sichtbare Element zu selektor (CSS), nachdem es
// ins Bild gerollt ist.
func (s *Seite) Klicke(ctx context.Context, selektor string) error {
	if err := s.tue(ctx, chromedp.Click(chromedp.CSS(selektor))); err != nil {
		return fmt.Errorf("Klick auf %s misslungen: %w", selektor, err)
	}
	return nil
}

// Bildschirmfoto speichert ein PNG des sichtbaren Fensters unter pfad.
func (s *Seite) Bildschirmfoto(ctx context.Context, pfad string) error {
	png, err := ausfuehren(ctx, s, chromedp.CaptureScreenshot())
	if err != nil {
		return fmt.Errorf("Bildschirmfoto misslungen: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(pfad), 0o755); err != nil {
		return err
	}
	return os.WriteFile(pfad, png, 0o644)
}

// ElementFoto rollt das erste Element zu selektor es ins Bild und speichert nur seinen Ausschnitt als PNG unter pfad.
func (s *Seite) ElementFoto(ctx context.Context, selektor, pfad string) error {
	png, err := ausfuehren(ctx, s, chromedp.Screenshot(chromedp.CSS(selektor)))
	if err != nil {
		return fmt.Errorf("Bildschirmfoto von %s misslungen: %w", selektor, err)
	}
	if err := os.MkdirAll(filepath.Dir(pfad), 0o755); err != nil {
		return err
	}
	return os.WriteFile(pfad, png, 0o644)
}

// Projektwurzel sucht vom aktuellen Ordner aufwärts den Ordner mit go.mod.
func Projektwurzel() (string, error) {
	d, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d, nil
		}
		oben := filepath.Dir(d)
		if oben == d {
			return "", fmt.Errorf("go.mod nicht gefunden")
		}
		d = oben
	}
}

// kurz kürzt lange Texte für Fehlermeldungen.
func kurz(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + " …"
}
