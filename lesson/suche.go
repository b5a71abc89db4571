package lesson

import (
	"fmt"
	"iter"
	"slices"
)

// verfahren unterscheidet die Suchalgorithmen, die Suche ausführen kann.
type verfahren int

const (
	baumBreitensuche verfahren = iota
	graphBreitensuche
	tiefensuche
	uniformeKostensuche
	gierigeSuche
	aSternSuche
)

var verfahrensnamen = [...]string{
	baumBreitensuche:    "Breitensuche",
	graphBreitensuche:   "BreitensucheGraph",
	tiefensuche:         "Tiefensuche",
	uniformeKostensuche: "UniformeKostensuche",
	gierigeSuche:        "GierigeSuche",
	aSternSuche:         "ASternSuche",
}

// Suche ist eine Suche, die man Schritt für Schritt ausführen kann – für Vorführungen im
// Unterricht und für Notebooks, die jeden Schritt anzeigen. Man erzeugt sie mit
// NeueBreitensuche, NeueBreitensucheGraph, NeueTiefensuche, NeueUniformeKostensuche,
// NeueGierigeSuche oder NeueASternSuche. Jeder Aufruf von Schritt nimmt einen Knoten aus
// der Grenze, prüft ihn auf das Ziel und expandiert ihn; dazwischen kann man die Grenze
// (Grenze), die Closed List (Geschlossen) und die Zähler (Ergebnis) ansehen. Loese führt
// die Suche bis zum Ende aus; die Funktionen Breitensuche, BreitensucheGraph usw. tun genau
// das und liefern deshalb dieselben Ergebnisse wie Schritt für Schritt.
//
// Alle Suchen prüfen einen Knoten auf das Ziel, wenn sie ihn aus der Grenze nehmen (nicht
// schon beim Erzeugen), wie die Breitensuche der Lektion. Gleichstände in der Grenze
// werden immer gleich aufgelöst: Breitensuche nach der Reihenfolge des Einfügens (FIFO),
// Tiefensuche zuerst der Folgeknoten der ersten möglichen Aktion, Bestensuchen nach
// kleinstem F und bei gleichem F nach der kleinsten Knotennummer (also wieder nach der
// Reihenfolge der Erzeugung). Jede Suche liefert daher auf jedem Rechner dieselben
// Lösungen und Zählerstände.
//
// Bekannte Zustände: Die Baumsuche (Breitensuche) kennt keine; alle anderen Suchen sind
// Graphsuchen mit Closed List. Ein Zustand kommt in die Closed List, wenn sein Knoten aus
// der Grenze genommen wird. Ein Folgeknoten wird verworfen (Schrittbericht.Verworfen),
// wenn sein Zustand schon in der Closed List ist oder schon in der Grenze – bei der
// uniformen Kostensuche und A* nur, wenn er dort mit gleichen oder geringeren Pfadkosten
// steht; sonst ersetzt der billigere neue Knoten den alten, dessen Eintrag später
// übersprungen wird (Schrittbericht.Uebersprungen).
//
// Eine Suche ist nicht für die gleichzeitige Benutzung aus mehreren Goroutinen gedacht.
type Suche[Z comparable, A any] struct {
	problem   Suchproblem[Z, A]
	verfahren verfahren
	h         Heuristik[Z]
	opt       Einstellungen
	nummern   Nummerierung
	grenze    grenze[Z, A]
	// Nur bei Graphsuchen außer der Breitensuche: jeder bekannte Zustand (in der Grenze
	// oder geschlossen), die Zahl der Zustände in der Grenze und die Closed List in der
	// Reihenfolge des Schließens.
	bekannte         map[Z]zustandsinfo
	offen            int
	geschlossenReihe []Z
	// Nur bei der Graph-Breitensuche: der Platz jedes bekannten Zustands in der
	// Knotenschlange. Mehr braucht sie nicht: Ein Zustand ist geschlossen, wenn sein Platz
	// vor dem Kopf der Schlange liegt, und die Closed List ist der Anfang der Schlange
	// bis zum Kopf (die Knoten kommen in der Reihenfolge heraus, in der sie hineinkamen).
	plaetze *zustandsmenge[Z, A]

	// kosten ist problem, falls es MitSchrittkosten implementiert, sonst nil.
	kosten MitSchrittkosten[Z, A]
	// vorrat hält vorab angelegte Knoten, puffer die Folgeknoten eines Schritts.
	vorrat []Knoten[Z, A]
	puffer []*Knoten[Z, A]
	// schlange ist die Grenze der Breitensuchen (sonst nil); Loese arbeitet dort direkt
	// auf den Einträgen. folgen erzeugt die Folgezustände (siehe MitFolgen), aktionen,
	// zustaende und gs sind ihre Puffer.
	schlange  *knotenschlange[Z, A]
	folgen    func(Z, []A, []Z) ([]A, []Z)
	aktionen  []A
	zustaende []Z
	gs        []int

	erg    Ergebnis
	ziel   *Knoten[Z, A]
	fehler error
	fertig bool
	// abgeschnitten: MaxTiefe hat mindestens einen Knoten nicht expandiert.
	abgeschnitten bool
}

// keinZiel ist der Fehler bei leerer Grenze: ErrTiefenlimit, wenn MaxTiefe Knoten
// abgeschnitten hat, sonst ErrKeineLoesung.
func (s *Suche[Z, A]) keinZiel() error {
	if s.abgeschnitten {
		return fmt.Errorf("%w: die Grenze ist leer, aber Knoten der Tiefe %d wurden nicht expandiert (MaxTiefe)",
			ErrTiefenlimit, s.opt.MaxTiefe)
	}
	return ErrKeineLoesung
}

// zustandsinfo ist, was eine Graphsuche über einen bekannten Zustand weiß: die
// Pfadkosten seines aktuellen Knotens und ob er geschlossen ist.
type zustandsinfo struct {
	g           int
	geschlossen bool
}

// Schrittbericht beschreibt, was ein Schritt einer Suche getan hat. Er enthält alles, um
// den Schritt später anzuzeigen oder wieder abzuspielen: Die Knoten tragen ihre Nummer,
// Tiefe, Pfadkosten (g) und bei gieriger Suche und A* auch H und F; Knoten werden nach
// ihrer Erzeugung nie verändert.
type Schrittbericht[Z comparable, A any] struct {
	// Nr ist die laufende Nummer des Schritts (ab 1); sie ist gleich Ergebnis.Untersucht.
	Nr int
	// Knoten ist der Knoten, den der Schritt aus der Grenze genommen hat.
	Knoten *Knoten[Z, A]
	// Ziel: Knoten erfüllt den Zieltest. Die Suche ist damit beendet; der Knoten wurde
	// nicht mehr expandiert.
	Ziel bool
	// Tiefenlimit: Knoten hat die Tiefe MaxTiefe erreicht und wurde nicht expandiert.
	Tiefenlimit bool
	// Neu sind die Folgeknoten, die in die Grenze aufgenommen wurden, in der Reihenfolge
	// der Aktionen.
	Neu []*Knoten[Z, A]
	// Verworfen sind die Folgeknoten, die erzeugt, aber nicht aufgenommen wurden, weil ihr
	// Zustand schon bekannt war (in der Closed List oder, bei gleichen oder geringeren
	// Kosten, schon in der Grenze). Nur Graphsuchen verwerfen Knoten.
	Verworfen []*Knoten[Z, A]
	// Uebersprungen sind veraltete Einträge, die vor Knoten aus der Grenze kamen: Ihr
	// Zustand war inzwischen auf einem billigeren Weg erreicht und geschlossen worden
	// (nur bei uniformer Kostensuche und A*).
	Uebersprungen []*Knoten[Z, A]
	// Grenze und Geschlossen sind die Größe der Grenze und der Closed List nach dem Schritt.
	Grenze, Geschlossen int
}

// Ergebnis fasst eine Suche zusammen: ob sie ein Ziel gefunden hat und was sie gezählt hat.
type Ergebnis struct {
	// Verfahren ist der Name des Suchalgorithmus, z. B. "BreitensucheGraph".
	Verfahren string
	// Gefunden: Ein Zielzustand wurde erreicht.
	Gefunden bool
	// Laenge ist die Zahl der Aktionen der Lösung, Kosten ihre Pfadkosten.
	Laenge, Kosten int
	// Untersucht zählt die Knoten, die aus der Grenze genommen und auf das Ziel geprüft
	// wurden (nrExplored in der Lektion „Suchalgorithmen“).
	Untersucht int
	// Expandiert zählt die Knoten, deren Folgeknoten erzeugt wurden.
	Expandiert int
	// Erzeugt zählt alle erzeugten Knoten einschließlich des Wurzelknotens und verworfener
	// Folgeknoten; das ist die nächste freie Knotennummer wie in der Lektion „Suche“.
	Erzeugt int
	// MaxGrenze ist die größte Länge der Grenze während der Suche.
	MaxGrenze int
	// Geschlossen ist die Größe der Closed List (bei der Baumsuche 0).
	Geschlossen int
}

// String fasst das Ergebnis in einem deutschen Satz zusammen.
func (e Ergebnis) String() string {
	was := "keine Lösung"
	if e.Gefunden {
		was = fmt.Sprintf("Lösung mit %d Zügen (Kosten %d)", e.Laenge, e.Kosten)
	}
	return fmt.Sprintf("%s: %s; %d Knoten erzeugt, %d untersucht, %d expandiert, größte Grenze %d, Closed List %d",
		e.Verfahren, was, e.Erzeugt, e.Untersucht, e.Expandiert, e.MaxGrenze, e.Geschlossen)
}

// breitensuchTeile sind die Suche, ihre Knotenschlange und (bei der Graphsuche) ihre
// Zustandsmenge in einer Speicheranforderung. Bei einer kurzen Suche in einem frischen
// Prozess kostet jede neue Größenklasse eigene Seiten (und Seitenfehler); drei kleine
// Objekte verschiedener Größe wären drei solche Klassen.
type breitensuchTeile[Z comparable, A any] struct {
	suche    Suche[Z, A]
	schlange knotenschlange[Z, A]
	plaetze  zustandsmenge[Z, A]
	// Anfangsvorrat für Slices, die jede Breitensuche braucht und die meist klein bleiben
	// (der Anfang jeder Ebene, die Folgen eines Knotens): So kosten sie keine eigenen
	// Speicheranforderungen. Wachsen sie darüber hinaus, legt append sie neu an.
	ebenen    [32]int32
	aktionen  [8]A
	zustaende [8]Z
}

func neueSuche[Z comparable, A any](problem Suchproblem[Z, A], v verfahren, h Heuristik[Z], opts []Option) *Suche[Z, A] {
	var s *Suche[Z, A]
	var bs *breitensuchTeile[Z, A]
	if v == baumBreitensuche || v == graphBreitensuche {
		bs = new(breitensuchTeile[Z, A])
		s = &bs.suche
	} else {
		s = new(Suche[Z, A])
	}
	*s = Suche[Z, A]{problem: problem, verfahren: v, h: h, opt: neueOptionen(opts)}
	s.kosten, _ = problem.(MitSchrittkosten[Z, A])
	s.erg.Verfahren = verfahrensnamen[v]
	switch v {
	case baumBreitensuche, graphBreitensuche:
		bs.schlange = knotenschlange[Z, A]{problem: problem, mitKosten: s.kosten != nil, mitNummern: v == graphBreitensuche,
			spaet: v == baumBreitensuche && s.kosten == nil}
		bs.schlange.ebenen = bs.ebenen[:0]
		s.schlange = &bs.schlange
		s.aktionen, s.zustaende = bs.aktionen[:0], bs.zustaende[:0]
		s.grenze = s.schlange
	case tiefensuche:
		s.grenze = &stapel[Z, A]{}
	default:
		s.grenze = &prioritaetsschlange[Z, A]{}
	}
	if v != baumBreitensuche {
		if v == graphBreitensuche {
			bs.plaetze.init(s.schlange)
			s.plaetze = &bs.plaetze
		} else {
			s.bekannte = make(map[Z]zustandsinfo)
		}
	}
	switch {
	case problem == nil:
		s.beende(fmt.Errorf("%w: kein Suchproblem angegeben (nil)", ErrUngueltig))
		return s
	case h == nil && (v == gierigeSuche || v == aSternSuche):
		s.beende(fmt.Errorf("%w: %s braucht eine Heuristik, angegeben ist nil", ErrUngueltig, verfahrensnamen[v]))
		return s
	}
	if p, ok := problem.(Pruefbar); ok {
		if err := p.Pruefe(); err != nil {
			s.beende(err)
			return s
		}
	}
	s.folgen = neueFolgen(problem)
	if s.schlange != nil {
		s.schlange.folgen = s.folgen
	}
	wurzel := NeuerKnoten[Z, A](problem.Startzustand(), &s.nummern)
	s.bewerte(wurzel)
	if s.bekannte != nil {
		s.bekannte[wurzel.Zustand] = zustandsinfo{g: wurzel.Pfadkosten}
		s.offen = 1
	}
	if s.plaetze != nil {
		s.plaetze.nimmAuf(wurzel.Zustand, 0)
	}
	s.grenze.hinein(wurzel)
	s.zaehle()
	return s
}

// bewerte setzt H und F eines neuen Knotens.
func (s *Suche[Z, A]) bewerte(k *Knoten[Z, A]) {
	switch s.verfahren {
	case uniformeKostensuche:
		k.F = k.Pfadkosten
	case gierigeSuche:
		k.H = s.h(k.Zustand)
		k.F = k.H
	case aSternSuche:
		k.H = s.h(k.Zustand)
		k.F = k.Pfadkosten + k.H
	}
}

// nimmAuf entscheidet, ob ein Folgeknoten in die Grenze kommt, und merkt ihn sich dann
// als bekannt; sonst wird er verworfen.
func (s *Suche[Z, A]) nimmAuf(k *Knoten[Z, A]) bool {
	return s.nimmZustandAuf(k.Zustand, k.Pfadkosten)
}

// nimmZustandAuf ist nimmAuf für einen Folgeknoten mit Zustand z und Pfadkosten g.
func (s *Suche[Z, A]) nimmZustandAuf(z Z, g int) bool {
	if s.plaetze != nil {
		// Graph-Breitensuche: Jeder bekannte Zustand ist in der Grenze oder geschlossen.
		return s.plaetze.nimmAuf(z, s.schlange.n) // der Knoten kommt gleich hinten an die Schlange
	}
	if s.bekannte == nil {
		return true // Baumsuche
	}
	info, ok := s.bekannte[z]
	switch {
	case !ok:
		s.offen++
	case info.geschlossen:
		return false
	case !s.ersetztEintraege():
		return false // schon in der Grenze
	case info.g <= g:
		return false // in der Grenze, und dort nicht teurer
	}
	// Neu, oder ein billigerer Weg ersetzt den Eintrag in der Grenze.
	s.bekannte[z] = zustandsinfo{g: g}
	return true
}

func (s *Suche[Z, A]) zaehle() { s.zaehleMit(s.GrenzeLaenge()) }

// zaehleMit ist zaehle, wenn man die Länge der Grenze schon kennt (loeseBreitensuche
// kennt sie, ohne über das Interface grenze zu fragen).
func (s *Suche[Z, A]) zaehleMit(grenzeLaenge int) {
	s.erg.Erzeugt = s.nummern.Vergeben()
	s.erg.MaxGrenze = max(s.erg.MaxGrenze, grenzeLaenge)
	s.erg.Geschlossen = s.anzahlGeschlossen()
}

// anzahlGeschlossen liefert die Größe der Closed List.
func (s *Suche[Z, A]) anzahlGeschlossen() int {
	if s.plaetze != nil {
		return s.schlange.kopf
	}
	return len(s.geschlossenReihe)
}

func (s *Suche[Z, A]) beende(err error) error {
	s.fertig = true
	s.fehler = err
	return err
}

// Schritt führt einen Schritt der Suche aus: Er nimmt den nächsten Knoten aus der Grenze
// (bei Graphsuchen kommt sein Zustand in die Closed List), prüft, ob er ein Zielzustand
// ist, und expandiert ihn sonst; neue Folgeknoten kommen in die Grenze. Der Bericht sagt,
// was geschehen ist.
//
// Schritt meldet einen Fehler statt eines Berichts, wenn die Grenze leer ist
// (ErrKeineLoesung, nach Abschneiden durch MaxTiefe ErrTiefenlimit), das Knotenlimit
// erreicht ist (ErrKnotenlimit), der Kontext
// abgebrochen wurde (ErrAbgebrochen) oder die Suche schon ein Ziel gefunden hat
// (ErrSucheBeendet). Nach einem Fehler meldet Schritt immer wieder denselben Fehler.
func (s *Suche[Z, A]) Schritt() (Schrittbericht[Z, A], error) {
	if s.leer() {
		return Schrittbericht[Z, A]{}, errLeereSuche
	}
	return s.schritt(true)
}

// schritt ist Schritt; ohne mitschreiben bleiben Neu, Verworfen und Uebersprungen leer
// (das spart Speicher, wenn Loese die Suche zu Ende führt).
func (s *Suche[Z, A]) schritt(mitschreiben bool) (Schrittbericht[Z, A], error) {
	var b Schrittbericht[Z, A]
	if s.fertig {
		if s.fehler != nil {
			return b, s.fehler
		}
		return b, ErrSucheBeendet
	}
	if err := s.pruefeLimits(); err != nil {
		return b, s.beende(err)
	}

	// Nächsten Knoten aus der Grenze holen; veraltete Einträge überspringen.
	var k *Knoten[Z, A]
	for {
		if s.grenze.laenge() == 0 {
			return b, s.beende(s.keinZiel())
		}
		k = s.grenze.heraus()
		if !s.ersetztEintraege() || s.istAktuell(k) {
			break
		}
		if mitschreiben {
			b.Uebersprungen = append(b.Uebersprungen, k)
		}
	}
	if s.bekannte != nil {
		s.schliesse(k.Zustand, k.Pfadkosten)
	}
	s.erg.Untersucht++
	b.Nr = s.erg.Untersucht
	b.Knoten = k

	switch {
	case s.problem.IstZielzustand(k.Zustand):
		b.Ziel = true
		s.zielGefunden(k)
	case s.opt.MaxTiefe >= 0 && k.Tiefe >= s.opt.MaxTiefe:
		b.Tiefenlimit = true
		s.abgeschnitten = true
	default:
		if err := s.expandiere(k, &b, mitschreiben); err != nil {
			return Schrittbericht[Z, A]{}, s.beende(err)
		}
	}
	s.zaehle()
	b.Grenze = s.GrenzeLaenge()
	b.Geschlossen = s.anzahlGeschlossen()
	return b, nil
}

// pruefeLimits meldet vor einem Schritt einen abgebrochenen Kontext (ErrAbgebrochen) oder
// ein erreichtes Knotenlimit (ErrLimitErreicht).
func (s *Suche[Z, A]) pruefeLimits() error {
	if ctx := s.opt.Kontext; ctx != nil {
		if err := ctx.Err(); err != nil {
			return NeuerAbbruch(err, fmt.Sprintf("nach %d erzeugten Knoten", s.erg.Erzeugt))
		}
	}
	if s.opt.MaxKnoten >= 0 && s.nummern.Vergeben() >= s.opt.MaxKnoten {
		return fmt.Errorf("%w: %d Knoten erzeugt (Limit %d)", ErrKnotenlimit, s.nummern.Vergeben(), s.opt.MaxKnoten)
	}
	if s.schlange != nil && s.nummern.Vergeben() >= maxSchlangenKnoten-blockLaenge {
		return fmt.Errorf("%w: %d Knoten erzeugt (mehr kann die Breitensuche nicht verwalten)", ErrKnotenlimit, s.nummern.Vergeben())
	}
	return nil
}

// schliesse nimmt bei Graphsuchen den Zustand z (Pfadkosten g) in die Closed List auf.
func (s *Suche[Z, A]) schliesse(z Z, g int) {
	s.bekannte[z] = zustandsinfo{g: g, geschlossen: true}
	s.offen--
	s.geschlossenReihe = append(s.geschlossenReihe, z)
}

// zielGefunden beendet die Suche mit dem Zielknoten k.
func (s *Suche[Z, A]) zielGefunden(k *Knoten[Z, A]) {
	s.ziel = k
	s.fertig = true
	s.erg.Gefunden = true
	s.erg.Laenge = k.Tiefe
	s.erg.Kosten = k.Pfadkosten
}

// ersetztEintraege meldet, ob ein billigerer Weg einen Eintrag der Grenze ersetzen kann;
// nur dann kann die Grenze veraltete Einträge enthalten.
func (s *Suche[Z, A]) ersetztEintraege() bool {
	return s.verfahren == uniformeKostensuche || s.verfahren == aSternSuche
}

// istAktuell prüft bei Graphsuchen, ob ein Eintrag aus der Grenze noch gilt.
func (s *Suche[Z, A]) istAktuell(k *Knoten[Z, A]) bool {
	info, ok := s.bekannte[k.Zustand]
	return ok && !info.geschlossen && info.g == k.Pfadkosten
}

func (s *Suche[Z, A]) expandiere(k *Knoten[Z, A], b *Schrittbericht[Z, A], mitschreiben bool) error {
	s.erg.Expandiert++
	// Wie k.Expandiere, aber die Knoten kommen blockweise aus einem Vorrat (schneller).
	aktionen, zustaende := s.folgen(k.Zustand, s.aktionen[:0], s.zustaende[:0])
	s.aktionen, s.zustaende = aktionen, zustaende
	folge := s.puffer[:0]
	for j, a := range aktionen {
		f := s.neuerKnoten()
		f.Zustand = zustaende[j]
		f.Vorgaenger = k
		f.Aktion = a
		f.Tiefe = k.Tiefe + 1
		f.Pfadkosten = k.Pfadkosten + 1
		if s.kosten != nil {
			c := s.kosten.Schrittkosten(k.Zustand, a, f.Zustand)
			if c < 0 {
				return fmt.Errorf("%w: negative Schrittkosten %d für Aktion %v in Zustand %v; Kosten dürfen nicht negativ sein", ErrUngueltig, c, a, k.Zustand)
			}
			f.Pfadkosten = k.Pfadkosten + c
		}
		f.Nummer = s.nummern.Naechste()
		folge = append(folge, f)
	}
	s.puffer = folge
	neu := folge[:0] // die aufgenommenen Knoten, an Ort und Stelle gefiltert
	for _, f := range folge {
		s.bewerte(f)
		if !s.nimmAuf(f) {
			if mitschreiben {
				b.Verworfen = append(b.Verworfen, f)
			}
			continue
		}
		neu = append(neu, f)
		if s.verfahren != tiefensuche {
			s.grenze.hinein(f)
		}
	}
	if s.verfahren == tiefensuche {
		// Rückwärts auf den Stapel, damit die erste Aktion als Nächstes drankommt.
		for i := len(neu) - 1; i >= 0; i-- {
			s.grenze.hinein(neu[i])
		}
	}
	if mitschreiben && len(neu) > 0 {
		b.Neu = slices.Clone(neu)
	}
	return nil
}

// neuerKnoten liefert einen leeren Knoten aus dem Vorrat der Suche.
func (s *Suche[Z, A]) neuerKnoten() *Knoten[Z, A] {
	if len(s.vorrat) == 0 {
		s.vorrat = make([]Knoten[Z, A], 256)
	}
	k := &s.vorrat[0]
	s.vorrat = s.vorrat[1:]
	return k
}

// Loese führt die Suche bis zum Ende aus und liefert die Lösung (die Aktionen vom Start
// zum Ziel), das Ergebnis mit den Zählern und einen Fehler, falls kein Ziel gefunden
// wurde (ErrKeineLoesung, ErrLimitErreicht oder ErrAbgebrochen). Ruft man Loese nach
// einigen Schritten auf, macht die Suche dort weiter; nach dem Ende liefert Loese immer
// wieder dasselbe.
func (s *Suche[Z, A]) Loese() ([]A, Ergebnis, error) {
	if s.leer() {
		return nil, Ergebnis{}, errLeereSuche
	}
	if s.schlange != nil {
		s.loeseBreitensuche()
	}
	for !s.fertig {
		s.schritt(false)
	}
	return s.Loesung(), s.erg, s.fehler
}

// loeseBreitensuche führt eine Breitensuche (Baum- oder Graphsuche) zu Ende wie
// wiederholte Aufrufe von schritt(false) – mit denselben Prüfungen, Zählern und Fehlern –,
// arbeitet aber direkt auf den Einträgen der Knotenschlange und legt nur für den
// Zielknoten und seine Vorgänger echte Knoten an.
func (s *Suche[Z, A]) loeseBreitensuche() {
	q := s.schlange
	// pruefeLimits meldet nur etwas, wenn es einen Kontext gibt oder so viele Knoten
	// erzeugt sind; sonst spart die Schleife sich den Aufruf.
	knotenGrenze := maxSchlangenKnoten - blockLaenge
	if s.opt.MaxKnoten >= 0 {
		knotenGrenze = min(knotenGrenze, s.opt.MaxKnoten)
	}
	for !s.fertig {
		if s.opt.Kontext != nil || s.nummern.naechste >= knotenGrenze {
			if err := s.pruefeLimits(); err != nil {
				s.beende(err)
				return
			}
		}
		if q.laenge() == 0 {
			s.beende(s.keinZiel())
			return
		}
		// Bei der Graphsuche ist der Zustand damit geschlossen (siehe plaetze).
		i, tiefe := q.nimm()
		z := q.zustand(i)
		g := q.g(i, tiefe)
		s.erg.Untersucht++
		switch {
		case s.problem.IstZielzustand(z):
			s.zielGefunden(q.knotenVon(i))
		case s.opt.MaxTiefe >= 0 && tiefe >= s.opt.MaxTiefe:
			s.abgeschnitten = true
		default:
			if err := s.expandiereEintrag(z, tiefe, g); err != nil {
				s.beende(err)
				return
			}
		}
		s.zaehleMit(q.laenge())
	}
}

// expandiereEintrag ist expandiere für den zuletzt aus der Knotenschlange genommenen
// Knoten (mit Zustand z, Tiefe tiefe und Pfadkosten g): Die aufgenommenen Folgeknoten
// kommen hinten an die Schlange, die verworfenen erhalten nur ihre Nummer.
func (s *Suche[Z, A]) expandiereEintrag(z Z, tiefe, g int) error {
	s.erg.Expandiert++
	q := s.schlange
	if q.spaet {
		// Baumsuche ohne Schrittkosten: Die Folgezustände erzeugt die Schlange erst, wenn
		// sie die Folgeknoten herausnimmt; hier zählt nur, wie viele es sind.
		anzahl := len(s.problem.MoeglicheAktionen(z))
		s.nummern.naechste += anzahl
		q.fuegeAnSpaet(anzahl, tiefe+1)
		return nil
	}
	aktionen, zustaende := s.folgen(z, s.aktionen[:0], s.zustaende[:0])
	s.aktionen, s.zustaende = aktionen, zustaende
	if s.kosten != nil {
		// Erst alle Kosten prüfen: Bei negativen Kosten endet die Suche, und wie in
		// expandiere wird dann keiner der Folgeknoten aufgenommen.
		s.gs = s.gs[:0]
		for j, a := range aktionen {
			c := s.kosten.Schrittkosten(z, a, zustaende[j])
			if c < 0 {
				s.nummern.naechste += j // die Folgeknoten davor haben schon Nummern
				return fmt.Errorf("%w: negative Schrittkosten %d für Aktion %v in Zustand %v; Kosten dürfen nicht negativ sein", ErrUngueltig, c, a, z)
			}
			s.gs = append(s.gs, g+c)
		}
	}
	baumsuche := s.plaetze == nil // nimmt jeden Folgeknoten auf
	for j, a := range aktionen {
		nr := s.nummern.Naechste()
		gj := g + 1
		if s.kosten != nil {
			gj = s.gs[j]
		}
		if baumsuche || s.nimmZustandAuf(zustaende[j], gj) {
			q.fuegeAn(zustaende[j], a, j, tiefe+1, gj, nr)
		}
	}
	return nil
}

// Schritte führt die Suche Schritt für Schritt aus und liefert jeden Schrittbericht;
// zum Schluss kommt der Schritt, der das Ziel findet, oder ein Fehler (z. B.
// ErrKeineLoesung). Bricht man die Schleife vorher ab, kann man die Suche später
// fortsetzen.
func (s *Suche[Z, A]) Schritte() iter.Seq2[Schrittbericht[Z, A], error] {
	return func(yield func(Schrittbericht[Z, A], error) bool) {
		if s.leer() {
			yield(Schrittbericht[Z, A]{}, errLeereSuche)
			return
		}
		if s.fertig && s.fehler != nil { // etwa ein ungültiges Problem: schon vor dem ersten Schritt beendet
			yield(Schrittbericht[Z, A]{}, s.fehler)
			return
		}
		for !s.fertig {
			b, err := s.schritt(true)
			if !yield(b, err) || err != nil {
				return
			}
		}
	}
}

// Verfahren liefert den Namen des Suchalgorithmus, z. B. "BreitensucheGraph".
func (s *Suche[Z, A]) Verfahren() string { return s.Ergebnis().Verfahren }

// Fertig meldet, ob die Suche beendet ist (Ziel gefunden oder Fehler).
func (s *Suche[Z, A]) Fertig() bool { return s.leer() || s.fertig }

// Fehler liefert den Fehler, mit dem die Suche geendet hat, oder nil.
func (s *Suche[Z, A]) Fehler() error {
	if s.leer() {
		return errLeereSuche
	}
	return s.fehler
}

// Zielknoten liefert den gefundenen Zielknoten oder nil.
func (s *Suche[Z, A]) Zielknoten() *Knoten[Z, A] {
	if s == nil {
		return nil
	}
	return s.ziel
}

// Loesung liefert die Aktionen vom Start zum gefundenen Ziel, oder nil, solange kein Ziel
// gefunden ist.
func (s *Suche[Z, A]) Loesung() []A {
	if s == nil || s.ziel == nil {
		return nil
	}
	return s.ziel.PfadHierher()
}

// Ergebnis liefert die Zähler der Suche bis jetzt.
func (s *Suche[Z, A]) Ergebnis() Ergebnis {
	if s == nil {
		return Ergebnis{}
	}
	return s.erg
}

// Grenze liefert die Knoten der Grenze in der Reihenfolge, in der die Suche sie
// herausnehmen wird (der nächste zuerst). Veraltete Einträge (siehe
// Schrittbericht.Uebersprungen) lässt sie aus. Während man die Folge durchläuft, darf die
// Suche keinen Schritt machen.
func (s *Suche[Z, A]) Grenze() iter.Seq[*Knoten[Z, A]] {
	if s.leer() {
		return func(func(*Knoten[Z, A]) bool) {}
	}
	alle := s.grenze.alle()
	if !s.ersetztEintraege() {
		return alle
	}
	return func(yield func(*Knoten[Z, A]) bool) {
		for k := range alle {
			if s.istAktuell(k) && !yield(k) {
				return
			}
		}
	}
}

// GrenzeLaenge liefert die Zahl der Knoten in der Grenze (ohne veraltete Einträge).
func (s *Suche[Z, A]) GrenzeLaenge() int {
	if s.leer() {
		return 0
	}
	if s.bekannte != nil {
		return s.offen
	}
	return s.grenze.laenge()
}

// Geschlossen liefert die Zustände der Closed List in der Reihenfolge, in der sie
// hineinkamen (bei der Baumsuche nichts).
func (s *Suche[Z, A]) Geschlossen() iter.Seq[Z] {
	if s == nil {
		return slices.Values([]Z(nil))
	}
	if s.plaetze != nil {
		q, kopf := s.schlange, s.schlange.kopf
		return func(yield func(Z) bool) {
			for i := range kopf {
				if !yield(q.zustand(i)) {
					return
				}
			}
		}
	}
	return slices.Values(s.geschlossenReihe)
}

// IstGeschlossen meldet, ob zustand in der Closed List ist.
func (s *Suche[Z, A]) IstGeschlossen(zustand Z) bool {
	if s == nil {
		return false
	}
	if s.plaetze != nil {
		platz, ok := s.plaetze.platz(zustand)
		return ok && platz < s.schlange.kopf
	}
	return s.bekannte[zustand].geschlossen
}

// errLeereSuche meldet eine Suche, die nicht mit NeueBreitensuche & Co. angelegt wurde
// (nil oder der Nullwert von Suche).
var errLeereSuche = fmt.Errorf("%w: die Suche ist leer – mit NeueBreitensuche, NeueASternSuche usw. anlegen", ErrUngueltig)

// leer meldet eine Suche ohne Grenze: nil oder der Nullwert.
func (s *Suche[Z, A]) leer() bool { return s == nil || s.grenze == nil }
