package lesson

import (
	"context"
	"fmt"
	"iter"
	"slices"
)

// CSPZaehler zählt, was eine Backtracking-Suche getan hat.
type CSPZaehler struct {
	// Zuweisungen zählt die Werte, die einer Variablen zugewiesen wurden
	// („trying out ...“).
	Zuweisungen int
	// Backtracks zählt, wie oft alle Werte einer Variablen erfolglos probiert wurden und
	// die Suche zur vorigen Variablen zurückging.
	Backtracks int
	// Constraintpruefungen zählt die Auswertungen einer Constraint-Bedingung, auch die
	// bei MRV, LCV, Forward-Checking und AC-3.
	Constraintpruefungen int
}

// String liefert die Zähler in einer Zeile.
func (z CSPZaehler) String() string {
	return fmt.Sprintf("%d Zuweisungen, %d Backtracks, %d Constraint-Prüfungen",
		z.Zuweisungen, z.Backtracks, z.Constraintpruefungen)
}

// Backtracker führt Backtracking-Suchen auf einem CSP mit festen Optionen aus und hält
// danach die Zähler, das Schrittprotokoll und einen etwaigen Abbruchgrund bereit. Jede
// Suche (ErsteLoesung, AlleLoesungen) setzt Zähler und Protokoll zurück. Ein Backtracker
// ist nicht für gleichzeitige Suchen aus mehreren Goroutinen gedacht.
type Backtracker[W comparable] struct {
	csp       *CSP[W]
	opt       CSPOptionen
	zaehler   CSPZaehler
	protokoll Schrittprotokoll[W]
	err       error
	ctx       context.Context
	kontext   context.Context // aus der Option Kontext; bricht zusätzlich zu ctx ab
	limit     int             // höchstens so viele Zuweisungen (< 0: unbegrenzt)
	takt      int
	// gegen[y][n] ist die Position von y in der Nachbarliste von nachbarn[y][n]
	// (für AC-3); kanteAb[y] ist die Nummer der ersten Kante (y, ·).
	gegen   [][]int
	kanteAb []int
}

// NeuerBacktracker bereitet Backtracking-Suchen auf p mit den Strategien aus opt vor.
// Dazu nimmt er dieselben Optionen wie jede Suche der Bibliothek: MaxKnoten begrenzt hier
// die Zuweisungen (wie CSPOptionen.MaxZuweisungen; die Option gilt, wenn beide gesetzt
// sind), Kontext bricht die Suche ab wie der Kontext beim Aufruf. MaxTiefe gilt hier nicht.
func (p *CSP[W]) NeuerBacktracker(opt CSPOptionen, opts ...Option) *Backtracker[W] {
	limit := OhneLimit
	if opt.MaxZuweisungen > 0 {
		limit = opt.MaxZuweisungen
	}
	e := Auswerten(Einstellungen{MaxKnoten: limit, MaxTiefe: OhneLimit}, opts)
	return &Backtracker[W]{csp: p, opt: opt, kontext: e.Kontext, limit: e.MaxKnoten}
}

// Backtracking sucht die erste Lösung wie search in oz.py (mit den Strategien aus opt).
// Ergebnis: die Lösung und true; false, wenn es keine gibt; einen Fehler, wenn die Suche
// abgebrochen wurde (ctx, MaxZuweisungen) oder die Optionen ungültig sind. Wer Zähler
// oder Protokoll braucht, nimmt NeuerBacktracker.
func (p *CSP[W]) Backtracking(ctx context.Context, opt CSPOptionen, opts ...Option) (Belegung[W], bool, error) {
	return p.NeuerBacktracker(opt, opts...).ErsteLoesung(ctx)
}

// AlleLoesungen liefert alle Lösungen nacheinander wie der Generator in ozgen.py.
// Bricht die Suche ab (ctx, MaxZuweisungen), endet die Folge still; wer den Grund
// wissen will, nimmt NeuerBacktracker und fragt danach Err.
func (p *CSP[W]) AlleLoesungen(ctx context.Context, opt CSPOptionen, opts ...Option) iter.Seq[Belegung[W]] {
	return p.NeuerBacktracker(opt, opts...).AlleLoesungen(ctx)
}

// Zaehler liefert die Zähler der letzten Suche.
func (s *Backtracker[W]) Zaehler() CSPZaehler {
	if s == nil {
		return CSPZaehler{}
	}
	return s.zaehler
}

// Protokoll liefert das Schrittprotokoll der letzten Suche (leer, wenn
// CSPOptionen.Protokoll nicht gesetzt war).
func (s *Backtracker[W]) Protokoll() Schrittprotokoll[W] {
	if s == nil {
		return nil
	}
	return s.protokoll
}

// Err liefert den Grund, aus dem die letzte Suche abgebrochen wurde, oder nil.
func (s *Backtracker[W]) Err() error {
	if s == nil {
		return fmt.Errorf("%w: der Backtracker ist nil", ErrUngueltig)
	}
	return s.err
}

// ErsteLoesung sucht die erste Lösung (siehe CSP.Backtracking).
func (s *Backtracker[W]) ErsteLoesung(ctx context.Context) (Belegung[W], bool, error) {
	if s == nil {
		return Belegung[W]{}, false, fmt.Errorf("%w: der Backtracker ist nil", ErrUngueltig)
	}
	for b := range s.AlleLoesungen(ctx) {
		return b, true, nil
	}
	return Belegung[W]{}, false, s.err
}

// AlleLoesungen liefert alle Lösungen nacheinander (ozgen.py); nach dem Ende der Folge
// meldet Err, ob die Suche vollständig war. Die Lösungen kommen in der Reihenfolge, in
// der die Suche sie findet, und sind auf jedem Rechner dieselben.
func (s *Backtracker[W]) AlleLoesungen(ctx context.Context) iter.Seq[Belegung[W]] {
	return func(yield func(Belegung[W]) bool) {
		if ctx == nil {
			ctx = context.Background()
		}
		s.ctx, s.zaehler, s.protokoll, s.err, s.takt = ctx, CSPZaehler{}, nil, nil, 0
		if s.csp == nil {
			s.err = fmt.Errorf("%w: das CSP ist nil – zuerst mit NeuesCSP anlegen", ErrUngueltig)
			return
		}
		if err := s.opt.pruefe(); err != nil {
			s.err = err
			return
		}
		if err := s.abgebrochen(); err != nil {
			s.err = NeuerAbbruch(err, "vor dem Start")
			return
		}
		p := s.csp
		for i := range p.namen {
			if len(p.domaenen[i]) == 0 {
				return // eine leere Domäne: keine Lösung, ohne zu suchen
			}
		}
		s.bereiteKantenVor()
		b := p.LeereBelegung()
		if s.opt.Inferenz == AC3 {
			alle := make([][2]int, 0)
			for y := range p.namen {
				for n := range p.nachbarn[y] {
					alle = append(alle, [2]int{y, n})
				}
			}
			if !s.ac3(&b, alle, 0, "", *new(W)) {
				return
			}
		}
		s.suche(b, yield)
	}
}

// weiter prüft Kontext und Limit vor einer Zuweisung.
func (s *Backtracker[W]) weiter() bool {
	if s.limit >= 0 && s.zaehler.Zuweisungen >= s.limit {
		s.err = fmt.Errorf("%w: %d Zuweisungen (Limit %d)", ErrZuweisungslimit, s.zaehler.Zuweisungen, s.limit)
		return false
	}
	s.takt++
	if s.takt%256 == 0 {
		if err := s.abgebrochen(); err != nil {
			s.err = NeuerAbbruch(err, fmt.Sprintf("nach %d Zuweisungen", s.zaehler.Zuweisungen))
			return false
		}
	}
	return true
}

func (s *Backtracker[W]) schritt(st Schritt[W]) {
	if s.opt.Protokoll {
		s.protokoll = append(s.protokoll, st)
	}
}

// suche ist die rekursive Backtracking-Suche. Sie liefert false, wenn die Suche ganz
// enden soll (Abbruch oder der Aufrufer will keine weiteren Lösungen).
func (s *Backtracker[W]) suche(b Belegung[W], yield func(Belegung[W]) bool) bool {
	p := s.csp
	tiefe := b.anzahl
	if tiefe == len(p.namen) {
		s.schritt(Schritt[W]{Art: SchrittLoesung, Tiefe: tiefe, Belegung: b})
		return yield(b)
	}
	x := s.waehleVariable(b)
	name := p.namen[x]
	s.schritt(Schritt[W]{Art: SchrittWahl, Tiefe: tiefe, Variable: name, Belegung: b})
	for _, k := range s.ordneWerte(b, x) {
		if !s.weiter() {
			return false
		}
		d := p.domaenen[x][k]
		s.schritt(Schritt[W]{Art: SchrittPruefen, Tiefe: tiefe, Variable: name, Wert: d, Belegung: b})
		if mit, constraint := b.konflikt(x, k, &s.zaehler); mit != -1 {
			if mit >= 0 {
				constraint = p.namen[mit]
			}
			s.schritt(Schritt[W]{Art: SchrittKonflikt, Tiefe: tiefe, Variable: name, Wert: d, Mit: constraint, Belegung: b})
			continue
		}
		s.zaehler.Zuweisungen++
		nb := b.kopie()
		nb.setze(x, k)
		s.schritt(Schritt[W]{Art: SchrittZuweisung, Tiefe: tiefe, Variable: name, Wert: d, Belegung: nb})
		if !s.inferiere(&nb, x, tiefe+1) {
			continue
		}
		if !s.suche(nb, yield) {
			return false
		}
	}
	s.zaehler.Backtracks++
	s.schritt(Schritt[W]{Art: SchrittBacktrack, Tiefe: tiefe, Variable: name, Belegung: b})
	return true
}

// waehleVariable wählt die nächste unbelegte Variable nach opt.Variablenwahl.
func (s *Backtracker[W]) waehleVariable(b Belegung[W]) int {
	p := s.csp
	beste, besteRest, besterGrad := -1, 0, 0
	for i := range p.namen {
		if b.wert[i] >= 0 {
			continue
		}
		if s.opt.Variablenwahl == ErsteFreie {
			return i
		}
		rest := s.moeglicheAnzahl(b, i)
		grad := 0
		if s.opt.Variablenwahl == MRVGrad {
			for _, j := range p.nachbarn[i] {
				if b.wert[j] < 0 {
					grad++
				}
			}
		}
		if beste < 0 || rest < besteRest || (rest == besteRest && grad > besterGrad) {
			beste, besteRest, besterGrad = i, rest, grad
		}
	}
	return beste
}

// moeglicheAnzahl zählt die Werte, die für Variable i noch in Frage kommen: mit Inferenz
// die Restdomäne, ohne Inferenz die Werte ohne Konflikt zu belegten Variablen.
func (s *Backtracker[W]) moeglicheAnzahl(b Belegung[W], i int) int {
	if s.opt.Inferenz != KeineInferenz {
		return b.restAnzahl(i)
	}
	n := 0
	for k := range b.restIndizes(i) {
		if mit, _ := b.konflikt(i, k, &s.zaehler); mit == -1 {
			n++
		}
	}
	return n
}

// ordneWerte liefert die Indizes der Werte von x in der Reihenfolge, in der die Suche
// sie probiert.
func (s *Backtracker[W]) ordneWerte(b Belegung[W], x int) []int {
	werte := slices.Collect(b.restIndizes(x))
	if s.opt.Wertewahl != LCV || len(werte) < 2 {
		return werte
	}
	p := s.csp
	kosten := make([]int, len(p.domaenen[x]))
	for _, k := range werte {
		d := p.domaenen[x][k]
		n := 0
		for m, y := range p.nachbarn[x] {
			if b.wert[y] >= 0 {
				continue
			}
			for ky := range b.restIndizes(y) {
				s.zaehler.Constraintpruefungen++
				if !p.bedingung[x][m](d, p.domaenen[y][ky]) {
					n++
				}
			}
		}
		kosten[k] = n
	}
	slices.SortStableFunc(werte, func(a, c int) int { return kosten[a] - kosten[c] })
	return werte
}

// inferiere führt nach der Zuweisung an x die gewählte Inferenz auf nb aus und liefert
// false, wenn dabei eine Restdomäne leer wird.
func (s *Backtracker[W]) inferiere(nb *Belegung[W], x, tiefe int) bool {
	p := s.csp
	d := p.domaenen[x][nb.wert[x]]
	switch s.opt.Inferenz {
	case ForwardChecking:
		for m, y := range p.nachbarn[x] {
			if nb.wert[y] >= 0 {
				continue
			}
			var gestrichen []W
			for ky := range nb.restIndizes(y) {
				s.zaehler.Constraintpruefungen++
				if !p.bedingung[x][m](d, p.domaenen[y][ky]) {
					nb.streiche(y, ky)
					gestrichen = append(gestrichen, p.domaenen[y][ky])
				}
			}
			if len(gestrichen) > 0 {
				s.streichung(nb, y, x, gestrichen, tiefe)
			}
			if nb.restAnzahl(y) == 0 {
				s.schritt(Schritt[W]{Art: SchrittSackgasse, Tiefe: tiefe, Variable: p.namen[y],
					Wert: d, Mit: p.namen[x], Belegung: nb.kopie()})
				return false
			}
		}
	case AC3:
		var kanten [][2]int
		for m, y := range p.nachbarn[x] {
			if nb.wert[y] < 0 {
				kanten = append(kanten, [2]int{y, s.gegen[x][m]})
			}
		}
		return s.ac3(nb, kanten, tiefe, p.namen[x], d)
	}
	return true
}

func (s *Backtracker[W]) streichung(nb *Belegung[W], y, wegen int, werte []W, tiefe int) {
	if s.opt.Protokoll {
		s.schritt(Schritt[W]{Art: SchrittStreichung, Tiefe: tiefe, Variable: s.csp.namen[y],
			Mit: s.csp.namen[wegen], Werte: werte, Belegung: nb.kopie()})
	}
}

// bereiteKantenVor berechnet die Hilfstabellen für AC-3.
func (s *Backtracker[W]) bereiteKantenVor() {
	p := s.csp
	s.gegen = make([][]int, len(p.namen))
	s.kanteAb = make([]int, len(p.namen)+1)
	for y := range p.namen {
		s.gegen[y] = make([]int, len(p.nachbarn[y]))
		for n, x := range p.nachbarn[y] {
			s.gegen[y][n] = slices.Index(p.nachbarn[x], y)
		}
		s.kanteAb[y+1] = s.kanteAb[y] + len(p.nachbarn[y])
	}
}

// ac3 stellt Kantenkonsistenz her, beginnend mit den Kanten start (je Variable y und
// Position n in ihrer Nachbarliste: die Kante von y zu nachbarn[y][n]). Belegte Variablen
// werden nicht revidiert: Ihr Wert ist schon gegen ihre Nachbarn geprüft. Die Warteschlange
// ist eine FIFO-Liste; jede Kante steht höchstens einmal darin. ausloeser und wert nennen
// die Zuweisung, die AC-3 angestoßen hat (für das Protokoll).
func (s *Backtracker[W]) ac3(b *Belegung[W], start [][2]int, tiefe int, ausloeser string, wert W) bool {
	p := s.csp
	inSchlange := make([]bool, s.kanteAb[len(p.namen)])
	schlange := make([][2]int, 0, len(start))
	for _, k := range start {
		if b.wert[k[0]] < 0 && !inSchlange[s.kanteAb[k[0]]+k[1]] {
			inSchlange[s.kanteAb[k[0]]+k[1]] = true
			schlange = append(schlange, k)
		}
	}
	for len(schlange) > 0 {
		y, n := schlange[0][0], schlange[0][1]
		schlange = schlange[1:]
		inSchlange[s.kanteAb[y]+n] = false
		x := p.nachbarn[y][n]
		var gestrichen []W
		for ky := range b.restIndizes(y) {
			wy := p.domaenen[y][ky]
			gestuetzt := false
			for kx := range b.restIndizes(x) {
				s.zaehler.Constraintpruefungen++
				if p.bedingung[y][n](wy, p.domaenen[x][kx]) {
					gestuetzt = true
					break
				}
			}
			if !gestuetzt {
				b.streiche(y, ky)
				gestrichen = append(gestrichen, wy)
			}
		}
		if len(gestrichen) == 0 {
			continue
		}
		s.streichung(b, y, x, gestrichen, tiefe)
		if b.restAnzahl(y) == 0 {
			s.schritt(Schritt[W]{Art: SchrittSackgasse, Tiefe: tiefe, Variable: p.namen[y],
				Wert: wert, Mit: ausloeser, Belegung: b.kopie()})
			return false
		}
		for m, z := range p.nachbarn[y] {
			kz := s.gegen[y][m]
			if z == x || b.wert[z] >= 0 || inSchlange[s.kanteAb[z]+kz] {
				continue
			}
			inSchlange[s.kanteAb[z]+kz] = true
			schlange = append(schlange, [2]int{z, kz})
		}
	}
	return true
}

// abgebrochen liefert den Fehler des Kontexts beim Aufruf oder der Option Kontext.
func (s *Backtracker[W]) abgebrochen() error {
	if err := s.ctx.Err(); err != nil {
		return err
	}
	if s.kontext != nil {
		return s.kontext.Err()
	}
	return nil
}
