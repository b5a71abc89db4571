package bewertung

import (
	"crypto/subtle"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/kisuche/kisuche/internal/bewertung/dienst"
	"github.com/kisuche/kisuche/lesson/ausgabe"
)

// fern ist ein laufender Prozess der Abgabe, der die Aufträge des Prüfprogramms
// beantwortet (Paket dienst). Stirbt er oder überschreitet er sein Zeitlimit, bricht jeder
// weitere Aufruf mit einem abbruch ab.
type fern struct {
	cmd       *exec.Cmd
	w         *dienst.Schreiber
	l         *dienst.Leser
	antworten *os.File
	fehlerAus *RingPuffer
	opt       optionen
	vorhanden uint64
	laeufe    uint64
	heuristik map[string]uint64
	// tabellen hält die Tabellen der geschickten Heuristiken am Leben: Ihre Adresse steht
	// im Schlüssel von heuristik und darf nicht an eine neue Tabelle gehen.
	tabellen []map[uint64]int

	mu       sync.Mutex
	zeitAus  bool
	fristAus bool // beendet, weil der Kontext des Aufrufers ablief (BewerteLektion)
	beendet  bool
	tot      string // nicht leer: der Prozess ist beendet, mit diesem Grund
	uhr      *time.Timer

	fertig    chan struct{} // geschlossen, wenn der Prozess beendet ist
	warteFehl error         // Ergebnis von cmd.Wait, gültig nach fertig
}

// abbruch ist der Wert eines panic, mit dem ein Aufruf meldet, dass der Prozess der Abgabe
// nicht mehr antwortet. Die Aufgabe bricht dann ab.
type abbruch string

// kandidatPanik ist der Wert eines panic, mit dem ein Aufruf ein panic im Code der Abgabe
// weitergibt (Text samt Stelle).
type kandidatPanik string

// starteFern startet cmd als Prozess der Abgabe, verbindet sich und startet die Uhr der
// Aufgabe. Bricht der Prozess schon beim Start ab, liefert es den Grund.
func starteFern(cmd *exec.Cmd, opt optionen) (f *fern, grund string) {
	auftragLesen, auftragSchreiben, err := os.Pipe()
	if err != nil {
		return nil, "Das Prüfprogramm konnte keine Verbindung anlegen: " + err.Error()
	}
	antwortLesen, antwortSchreiben, err := os.Pipe()
	if err != nil {
		auftragLesen.Close()
		auftragSchreiben.Close()
		return nil, "Das Prüfprogramm konnte keine Verbindung anlegen: " + err.Error()
	}
	f = &fern{cmd: cmd, antworten: antwortLesen, fehlerAus: &RingPuffer{Max: 32 << 10}, opt: opt, heuristik: map[string]uint64{}}
	// Die Verbindung liegt immer auf den Deskriptoren 3 und 4; weitere Dateien des
	// Befehls (etwa für die Abschottung) folgen dahinter.
	extra := cmd.ExtraFiles
	cmd.ExtraFiles = append([]*os.File{auftragLesen, antwortSchreiben}, extra...)
	cmd.Env = append(cmd.Env, dienst.EnvDienst+"=1", fmt.Sprintf("%s=%d", dienst.EnvSpeicher, opt.speicherMiB))
	cmd.Stdin, cmd.Stdout, cmd.Stderr = nil, nil, f.fehlerAus
	cmd.WaitDelay = 2 * time.Second
	EigeneProzessgruppe(cmd)
	err = cmd.Start()
	for _, d := range cmd.ExtraFiles { // der Prozess hat seine Kopien
		d.Close()
	}
	if err != nil {
		auftragSchreiben.Close()
		antwortLesen.Close()
		return nil, "Das Programm ließ sich nicht starten: " + err.Error()
	}
	f.w, f.l = dienst.NeuerSchreiber(auftragSchreiben), dienst.NeuerLeser(antwortLesen)
	f.fertig = make(chan struct{})
	go func() {
		f.warteFehl = cmd.Wait()
		auftragSchreiben.Close()
		// Ein Enkel, der sich aus der Prozessgruppe gelöst und die Antwortleitung geerbt hat,
		// hielte sie offen: Nach dem Ende des Prozesses liest das Prüfprogramm nur noch kurz,
		// was schon darin steht, statt bis zum Zeitlimit zu warten.
		antwortLesen.SetReadDeadline(time.Now().Add(cmd.WaitDelay))
		close(f.fertig)
	}()
	f.uhr = time.AfterFunc(opt.zeit, func() { f.beenden(true) })
	defer func() {
		switch r := recover().(type) {
		case nil:
		case abbruch:
			f, grund = nil, string(r)
		default: // eine „panic“-Antwort auf den Handschlag: vor dem Dienst geschrieben
			f.beenden(false)
			<-f.fertig
			f, grund = nil, f.grund(dienst.ErrProtokoll)
		}
	}()
	l := f.frage(dienst.OpHallo, func(*dienst.Schreiber) {})
	if v := l.Nat(1 << 16); v != dienst.Version {
		f.sterben(fmt.Errorf("%w: Version %d", dienst.ErrProtokoll, v))
	}
	f.vorhanden = l.Nat(1 << 16)
	geheimnis := l.Text()
	f.pruefeLesen()
	if opt.geheimnis != "" && subtle.ConstantTimeCompare([]byte(geheimnis), []byte(opt.geheimnis)) != 1 {
		f.sterben(fmt.Errorf("%w: falsches Geheimnis", dienst.ErrProtokoll))
	}
	return f, ""
}

// beenden beendet den Prozess (mit allen, die er gestartet hat) und schließt die
// Verbindung. zeitAus: wegen des Zeitlimits.
func (f *fern) beenden(zeitAus bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.beendet {
		return
	}
	f.beendet, f.zeitAus = true, zeitAus
	f.uhr.Stop()
	beendeGruppe(f.cmd)
	f.antworten.Close()
}

// fristAbgelaufen beendet den Prozess, weil der Kontext des Aufrufers abgelaufen ist.
func (f *fern) fristAbgelaufen() {
	f.mu.Lock()
	f.fristAus = true
	f.mu.Unlock()
	f.beenden(false)
}

// schliessen beendet den Prozess nach der letzten Prüfung der Aufgabe.
func (f *fern) schliessen() {
	f.beenden(false)
	<-f.fertig
}

// sterben beendet den Prozess nach einer gescheiterten Verbindung, bestimmt den Grund und
// bricht den laufenden Aufruf mit abbruch ab.
func (f *fern) sterben(err error) {
	if !errors.Is(err, dienst.ErrProtokoll) {
		// Die Verbindung ist zu: Der Prozess endet gerade; kurz auf ihn warten, damit
		// Exit-Status und Fehlerausgabe vollständig sind.
		select {
		case <-f.fertig:
		case <-time.After(time.Second):
		}
	}
	f.beenden(false)
	<-f.fertig
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.tot == "" {
		f.tot = f.grund(err)
	}
	panic(abbruch(f.tot))
}

// grund beschreibt, warum der Prozess nicht mehr antwortet.
func (f *fern) grund(err error) string {
	fehlerAus := f.fehlerAus.String()
	switch {
	case f.fristAus:
		return fristText
	case f.zeitAus:
		return fmt.Sprintf("Zeitlimit von %s überschritten, der Prozess wurde beendet – eine Endlosschleife, eine Suche, die Positionen mehrfach expandiert, oder eine langsame Datenstruktur (Liste statt Map)?", ausgabe.Dauer(f.opt.zeit))
	case strings.Contains(fehlerAus, dienst.SpeicherMarke):
		return fmt.Sprintf("Speicherlimit überschritten: mehr als %d MiB belegt. Expandiert die Suche Positionen mehrfach oder endet sie nie?", f.opt.speicherMiB)
	case strings.Contains(fehlerAus, "out of memory") || strings.Contains(fehlerAus, "cannot allocate memory"):
		// Der Adressraum ist aus, bevor der Wachhund des Heaps anschlägt: die Meldung der
		// Go-Laufzeit dazu (sie sagt, wofür Speicher fehlte).
		return fmt.Sprintf("Speicherlimit überschritten: mehr als %d MiB belegt. Expandiert die Suche Positionen mehrfach oder endet sie nie? (Go-Laufzeit%s)", f.opt.speicherMiB, AbsturzGrund(fehlerAus))
	case errors.Is(err, dienst.ErrProtokoll):
		return "Das Programm hat eine ungültige Antwort geschickt – die Aufgabe wird nicht weiter geprüft."
	case f.warteFehl != nil:
		return "Das Programm ist abgestürzt (" + f.warteFehl.Error() + ")" + AbsturzGrund(fehlerAus)
	}
	return "Das Programm hat sich beendet, ohne ein Ergebnis zu melden (os.Exit im eigenen Code?)"
}

// frage schickt einen Auftrag und liest das Statusbyte der Antwort. Ein panic der Abgabe
// wird als kandidatPanik weitergegeben, ein toter Prozess als abbruch.
func (f *fern) frage(op byte, argumente func(*dienst.Schreiber)) *dienst.Leser {
	f.mu.Lock()
	tot := f.tot
	f.mu.Unlock()
	if tot != "" {
		panic(abbruch(tot))
	}
	f.w.Byte(op)
	argumente(f.w)
	if err := f.w.Senden(); err != nil {
		f.sterben(err)
	}
	switch status := f.l.Byte(); {
	case f.l.Fehler() != nil:
		f.sterben(f.l.Fehler())
	case status == dienst.StatusPanik:
		text := f.l.Text()
		f.pruefeLesen()
		panic(kandidatPanik(dienst.Lesbar(text)))
	case status != dienst.StatusOK:
		f.sterben(dienst.ErrProtokoll)
	}
	return f.l
}

// pruefeLesen bricht ab, wenn beim Lesen der Antwort etwas schiefging.
func (f *fern) pruefeLesen() {
	if err := f.l.Fehler(); err != nil {
		f.sterben(err)
	}
}

// brett liest eine Position aus der Antwort.
func (f *fern) brett() brett { return brett(f.l.Brett()) }

// kandidat liefert die Funktionen der Abgabe als Aufrufe an den Prozess.
func (f *fern) kandidat() kandidat {
	var k kandidat
	hat := func(bit uint64) bool { return f.vorhanden&bit != 0 }
	mitBrett := func(b brett) func(*dienst.Schreiber) {
		return func(w *dienst.Schreiber) { w.Brett(b) }
	}
	if hat(dienst.HatGetMoves) {
		k.getMoves = func(b brett) []brett {
			l := f.frage(dienst.OpGetMoves, mitBrett(b))
			n := l.Nat(dienst.MaxZuege)
			erg := make([]brett, 0, n)
			for range n {
				erg = append(erg, f.brett())
			}
			f.pruefeLesen()
			return erg
		}
	}
	if hat(dienst.HatIsGoal) {
		k.isGoal = func(b brett) bool {
			ja := f.frage(dienst.OpIsGoal, mitBrett(b)).Bool()
			f.pruefeLesen()
			return ja
		}
	}
	zahl := func(op byte) func(brett) int {
		return func(b brett) int {
			n := f.frage(op, mitBrett(b)).Zahl()
			f.pruefeLesen()
			return int(max(min(n, 1<<40), -1<<40))
		}
	}
	if hat(dienst.HatNumWrong) {
		k.numWrong = zahl(dienst.OpNumWrong)
	}
	if hat(dienst.HatManhattan) {
		k.manhattan = zahl(dienst.OpManhattan)
	}
	if hat(dienst.HatBFS) {
		k.bfs = func(b brett) suchErgebnis { return f.suche(dienst.OpBFS, b, nil) }
	}
	if hat(dienst.HatAStar) {
		k.aStar = func(b brett, h heuristik) suchErgebnis { return f.suche(dienst.OpAStar, b, &h) }
	}
	k.laeufe = &speicher[suchLauf]{}
	return k
}

// suche ruft BFS oder (mit h) AStar auf; die Vorgänger bleiben im Prozess der Abgabe und
// werden einzeln erfragt.
func (f *fern) suche(op byte, b brett, h *heuristik) suchErgebnis {
	f.laeufe++
	lauf := f.laeufe
	var hNr uint64
	if h != nil {
		hNr = f.definiere(*h)
	}
	l := f.frage(op, func(w *dienst.Schreiber) {
		w.Nat(lauf)
		w.Brett(b)
		if h != nil {
			w.Nat(hNr)
		}
	})
	var e suchErgebnis
	e.schritte = int(max(min(l.Zahl(), 1<<40), -1<<40))
	if l.Bool() {
		e.err = errors.New(dienst.Lesbar(l.Text()))
	} else {
		l.Text()
	}
	e.predNil = l.Bool()
	e.predLen = int(l.Nat(1 << 40))
	e.hAufrufe = int(l.Nat(1 << 62))
	e.beobachtet = l.Bool()
	e.getMovesAufrufe = int(l.Nat(1 << 62))
	n := l.Nat(dienst.MaxBeobachtet)
	e.expandiert = make(map[brett]bool, n)
	for range n {
		e.expandiert[f.brett()] = true
	}
	f.pruefeLesen()
	e.vorgaenger = func(x brett) (brett, bool) {
		l := f.frage(dienst.OpVorgaenger, func(w *dienst.Schreiber) {
			w.Nat(lauf)
			w.Brett(x)
		})
		ok := l.Bool()
		v := f.brett()
		f.pruefeLesen()
		return v, ok
	}
	return e
}

// definiere schickt die Heuristik h einmal an den Prozess und liefert ihre Nummer.
func (f *fern) definiere(h heuristik) uint64 {
	schluessel := fmt.Sprintf("%s/%d/%p", h.name, h.formel, h.tabelle)
	if nr, ok := f.heuristik[schluessel]; ok {
		return nr
	}
	nr := uint64(len(f.heuristik) + 1)
	f.frage(dienst.OpHeuristik, func(w *dienst.Schreiber) {
		w.Nat(nr)
		w.Byte(h.formel)
		w.Zahl(int64(h.standard))
		w.Nat(uint64(len(h.tabelle)))
		for _, k := range slices.Sorted(maps.Keys(h.tabelle)) {
			w.Nat(k)
			w.Zahl(int64(h.tabelle[k]))
		}
	})
	f.pruefeLesen()
	f.heuristik[schluessel] = nr
	f.tabellen = append(f.tabellen, h.tabelle)
	return nr
}
