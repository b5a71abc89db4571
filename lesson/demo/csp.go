package demo

import (
	"context"
	"errors"
	"fmt"
	"html"
	"strings"

	"github.com/kisuche/kisuche/lesson"
)

// CSPAnsicht legt fest, wie NeueCSPDemo ein Backtracking zeichnet.
type CSPAnsicht[W comparable] struct {
	// Titel steht über jedem Bild.
	Titel string
	// MaxSchritte begrenzt die Zahl der Bilder (Standard 3000); längere Protokolle zeigt
	// die Demo nur bis dahin und sagt das.
	MaxSchritte int
	// Bild zeichnet den Stand b als HTML oder SVG (Karte, Brett, Sudoku-Gitter); s ist der
	// Schritt, der zu b geführt hat (nil im Anfangsbild). Ohne Bild zeigt die Demo nur die
	// Tabelle der Variablen.
	Bild func(b lesson.Belegung[W], s *lesson.Schritt[W]) string
	// OhneTabelle lässt die Tabelle der Variablen (Wert und Restdomäne) weg – sinnvoll,
	// wenn das Bild schon alles zeigt (Sudoku mit 81 Variablen).
	OhneTabelle bool
}

// StandardMaxCSPSchritte ist die Zahl der Schritte, die eine CSP-Demo ohne eigene Angabe
// höchstens zeigt.
const StandardMaxCSPSchritte = 3000

// zaehlstand zählt die Schritte bis zu einem Bild.
type zaehlstand struct {
	zuweisungen, konflikte, backtracks, streichungen int
}

// CSPDemo ist eine aufgezeichnete Backtracking-Suche auf einem CSP zum Vorführen mit
// ZeigeDemo: Jeder Schritt des Schrittprotokolls (Variable wählen, Wert prüfen, Konflikt,
// Zuweisung, Werte streichen, Sackgasse, Backtrack, Lösung) ist ein Bild mit dem Stand
// aller Variablen – Wert und Restdomäne –, einem Bild des Problems und dem Ausschnitt des
// Protokolls, eingerückt wie oztrace.py.
type CSPDemo[W comparable] struct {
	ansicht   CSPAnsicht[W]
	opt       lesson.CSPOptionen
	anfang    lesson.Belegung[W]
	schritte  lesson.Schrittprotokoll[W]
	stand     []zaehlstand // stand[i] nach Bild i
	zaehler   lesson.CSPZaehler
	loesung   bool
	fehler    error
	gekuerzt  int // so viele Schritte fehlen wegen MaxSchritte
	variablen []string
}

// NeueCSPDemo führt auf p eine Backtracking-Suche mit den Optionen opt aus (das
// Schrittprotokoll schaltet sie selbst ein) und zeichnet jeden Schritt auf, bis zur ersten
// Lösung, bis feststeht, dass es keine gibt, oder bis zu einem Limit (opt.MaxZuweisungen,
// ctx). Ein Fehler kommt nur für p == nil oder ungültige Optionen; ein erreichtes Limit
// zeigt das letzte Bild.
//
//	d, _ := lesson.NeueCSPDemo(context.Background(), lesson.Australien(), lesson.CSPOptionen{},
//		lesson.AustralienAnsicht("Australien wie in oztrace.py"))
//	lesson.ZeigeDemo(d)
func NeueCSPDemo[W comparable](ctx context.Context, p *lesson.CSP[W], opt lesson.CSPOptionen, ansicht CSPAnsicht[W]) (*CSPDemo[W], error) {
	if p == nil {
		return nil, fmt.Errorf("%w: kein CSP für die CSP-Demo angegeben (nil)", lesson.ErrUngueltig)
	}
	if ansicht.MaxSchritte <= 0 {
		ansicht.MaxSchritte = StandardMaxCSPSchritte
	}
	if ansicht.Titel == "" {
		ansicht.Titel = "Backtracking"
	}
	opt.Protokoll = true
	bt := p.NeuerBacktracker(opt)
	_, gefunden, err := bt.ErsteLoesung(ctx)
	if err != nil && !errors.Is(err, lesson.ErrLimitErreicht) && !errors.Is(err, lesson.ErrAbgebrochen) {
		return nil, err
	}
	d := &CSPDemo[W]{
		ansicht:   ansicht,
		opt:       opt,
		anfang:    p.LeereBelegung(),
		schritte:  bt.Protokoll(),
		zaehler:   bt.Zaehler(),
		loesung:   gefunden,
		fehler:    err,
		variablen: p.Variablen(),
	}
	if n := len(d.schritte); n > ansicht.MaxSchritte {
		d.gekuerzt = n - ansicht.MaxSchritte
		d.schritte = d.schritte[:ansicht.MaxSchritte]
	}
	d.stand = make([]zaehlstand, len(d.schritte)+1)
	for i, s := range d.schritte {
		z := d.stand[i]
		switch s.Art {
		case lesson.SchrittZuweisung:
			z.zuweisungen++
		case lesson.SchrittKonflikt:
			z.konflikte++
		case lesson.SchrittBacktrack:
			z.backtracks++
		case lesson.SchrittStreichung:
			z.streichungen += len(s.Werte)
		}
		d.stand[i+1] = z
	}
	return d, nil
}

// Titel liefert den Titel der Demo.
func (d *CSPDemo[W]) Titel() string {
	if d == nil {
		return ""
	}
	return d.ansicht.Titel
}

// Anzahl liefert die Zahl der Bilder: das Anfangsbild und eines je Schritt.
func (d *CSPDemo[W]) Anzahl() int {
	if d == nil {
		return 0
	}
	return len(d.schritte) + 1
}

// Loesung meldet, ob die Suche eine Lösung gefunden hat.
func (d *CSPDemo[W]) Loesung() bool {
	if d == nil {
		return false
	}
	return d.loesung
}

// Fehler liefert den Grund, aus dem die Suche abbrach (etwa ErrZuweisungslimit), oder nil.
func (d *CSPDemo[W]) Fehler() error {
	if d == nil {
		return errKeineDemo
	}
	return d.fehler
}

// Zaehler liefert die Zähler der ganzen Suche.
func (d *CSPDemo[W]) Zaehler() lesson.CSPZaehler {
	if d == nil {
		return lesson.CSPZaehler{}
	}
	return d.zaehler
}

// Schritt liefert den Schritt, der zu Bild i geführt hat (false für das Anfangsbild).
func (d *CSPDemo[W]) Schritt(i int) (lesson.Schritt[W], bool) {
	if d == nil {
		return lesson.Schritt[W]{}, false
	}
	if i < 1 || i > len(d.schritte) {
		return lesson.Schritt[W]{}, false
	}
	return d.schritte[i-1], true
}

// Belegung liefert den Stand nach Bild i.
func (d *CSPDemo[W]) Belegung(i int) lesson.Belegung[W] {
	if d == nil {
		return lesson.Belegung[W]{}
	}
	if s, ok := d.Schritt(min(max(i, 0), len(d.schritte))); ok {
		return s.Belegung
	}
	return d.anfang
}

// Ende beschreibt in einem Satz, wie die Suche endete.
func (d *CSPDemo[W]) Ende() string {
	if d == nil {
		return ""
	}
	var s string
	switch {
	case d.loesung:
		s = "Lösung gefunden"
	case d.fehler != nil:
		s = fmt.Sprintf("Suche abgebrochen: %v", d.fehler)
	default:
		s = "Es gibt keine Lösung: Jeder Wert wurde erfolglos probiert"
	}
	s += fmt.Sprintf(" (%s).", d.zaehler)
	if d.gekuerzt > 0 {
		s += fmt.Sprintf(" Die Vorführung zeigt nur die ersten %d Schritte; %d weitere sind nicht aufgezeichnet.",
			len(d.schritte), d.gekuerzt)
	}
	return s
}

// statusKlasse wählt die Farbe der Statuszeile.
func statusKlasse(a lesson.Schrittart) string {
	switch a {
	case lesson.SchrittLoesung:
		return " ks-ziel"
	case lesson.SchrittKonflikt, lesson.SchrittSackgasse, lesson.SchrittBacktrack:
		return " ks-halt"
	}
	return ""
}

// Bild liefert das HTML von Bild i: Statuszeile mit der Erklärung des Schritts, das Bild
// des Problems, die Tabelle der Variablen (Wert, Restdomäne, gestrichene Werte), die Zähler
// bis hierher und den Ausschnitt des Protokolls um den Schritt.
func (d *CSPDemo[W]) Bild(i int) string {
	if d == nil {
		return keineDemo
	}
	i = min(max(i, 0), len(d.schritte))
	b := d.Belegung(i)
	s, hatSchritt := d.Schritt(i)
	var sp *lesson.Schritt[W]
	if hatSchritt {
		sp = &s
	}
	var sb strings.Builder
	sb.WriteString(demoStil)
	art := -1
	if hatSchritt {
		art = int(s.Art)
	}
	fmt.Fprintf(&sb, `<div class="ks-demo ks-csp" data-bild="%d" data-art="%d">`, i, art)
	fmt.Fprintf(&sb, `<div class="ks-kopf"><b>%s</b> · %s · <span class="ks-bildnr">Bild %d von %d</span></div>`,
		html.EscapeString(d.ansicht.Titel), html.EscapeString(d.opt.String()), i+1, d.Anzahl())
	klasse, satz := "", "Anfang: Noch keine Variable ist belegt; jede hat ihre ganze Domäne."
	if hatSchritt {
		klasse, satz = statusKlasse(s.Art), fmt.Sprintf("Schritt %d: %s", i, s.Erklaerung())
	}
	if i == len(d.schritte) && !d.loesung {
		klasse = " ks-halt"
		satz += " <b>" + html.EscapeString(d.Ende()) + "</b>"
	} else {
		satz = html.EscapeString(satz)
	}
	fmt.Fprintf(&sb, `<div class="ks-status%s">%s</div>`, klasse, satz)

	sb.WriteString(`<div class="ks-zeile">`)
	if d.ansicht.Bild != nil {
		fmt.Fprintf(&sb, `<div class="ks-spalte ks-cspbild">%s</div>`, d.ansicht.Bild(b, sp))
	}
	if !d.ansicht.OhneTabelle {
		sb.WriteString(d.variablenTabelle(b, sp))
	}
	sb.WriteString(d.protokollAusschnitt(i))
	sb.WriteString(`</div>`)
	z := d.stand[i]
	fmt.Fprintf(&sb, `<div class="ks-klein ks-zaehler">Bis hierher: %d Zuweisungen, %d Konflikte, %d Backtracks, %d gestrichene Werte; %d von %d Variablen belegt.</div></div>`,
		z.zuweisungen, z.konflikte, z.backtracks, z.streichungen, b.Anzahl(), len(d.variablen))
	return sb.String()
}

// variablenTabelle zeigt je Variable Wert und Restdomäne; gestrichene Werte des Schritts
// erscheinen durchgestrichen.
func (d *CSPDemo[W]) variablenTabelle(b lesson.Belegung[W], s *lesson.Schritt[W]) string {
	var sb strings.Builder
	sb.WriteString(`<div class="ks-spalte"><table class="ks-tabelle ks-variablen"><tr><th>Variable</th><th>Wert</th><th>Restdomäne</th></tr>`)
	for _, v := range d.variablen {
		klasse := ""
		if s != nil && s.Variable == v {
			klasse = ` class="ks-naechster"`
		}
		wert := "–"
		if w, ok := b.Wert(v); ok {
			wert = "<b>" + html.EscapeString(fmt.Sprint(w)) + "</b>"
		}
		var rest []string
		for _, w := range b.Moegliche(v) {
			rest = append(rest, html.EscapeString(fmt.Sprint(w)))
		}
		if s != nil && s.Art == lesson.SchrittStreichung && s.Variable == v {
			for _, w := range s.Werte {
				rest = append(rest, `<s style="color:#b03a2e">`+html.EscapeString(fmt.Sprint(w))+`</s>`)
			}
		}
		fmt.Fprintf(&sb, `<tr%s><td>%s</td><td>%s</td><td>%s</td></tr>`, klasse, html.EscapeString(v), wert, strings.Join(rest, " "))
	}
	sb.WriteString(`</table></div>`)
	return sb.String()
}

// protokollAusschnitt zeigt die Zeilen des Protokolls um Schritt i (wie oztrace.py
// eingerückt), die aktuelle hervorgehoben.
func (d *CSPDemo[W]) protokollAusschnitt(i int) string {
	const vorher, nachher = 9, 3
	var sb strings.Builder
	sb.WriteString(`<div class="ks-spalte"><h4>Protokoll</h4><pre class="ks-protokoll" style="font-size:12px;line-height:1.3;margin:0">`)
	von, bis := max(1, i-vorher), min(len(d.schritte), max(i, 1)+nachher)
	if von > 1 {
		sb.WriteString("…\n")
	}
	for j := von; j <= bis; j++ {
		zeile := html.EscapeString(d.schritte[j-1].String())
		if j == i {
			fmt.Fprintf(&sb, `<span style="background:#fff4d6;font-weight:bold">%s</span>`+"\n", zeile)
		} else if j > i {
			fmt.Fprintf(&sb, `<span style="color:#aaa">%s</span>`+"\n", zeile)
		} else {
			sb.WriteString(zeile + "\n")
		}
	}
	if bis < len(d.schritte) {
		sb.WriteString("…")
	}
	sb.WriteString(`</pre></div>`)
	return sb.String()
}

// maxStatischeZeilen begrenzt das Protokoll in der statischen Form.
const maxStatischeZeilen = 400

// Statisch liefert die Form für kopflose Läufe und exportiertes HTML: das letzte Bild und
// darunter das ganze Protokoll (bei sehr langen Protokollen den Anfang).
func (d *CSPDemo[W]) Statisch() string {
	if d == nil {
		return keineDemo
	}
	var sb strings.Builder
	sb.WriteString(d.Bild(len(d.schritte)))
	fmt.Fprintf(&sb, `<div class="ks-demo"><h4>Protokoll aller %d Schritte</h4><pre class="ks-verlauf" style="font-size:12px;line-height:1.3">`, len(d.schritte))
	for j, s := range d.schritte {
		if j == maxStatischeZeilen {
			fmt.Fprintf(&sb, "… und %d weitere Schritte\n", len(d.schritte)-j)
			break
		}
		sb.WriteString(html.EscapeString(s.String()) + "\n")
	}
	fmt.Fprintf(&sb, `</pre><p class="ks-meldung">%s</p></div>`, html.EscapeString(d.Ende()))
	return sb.String()
}
