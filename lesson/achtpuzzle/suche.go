package achtpuzzle

import (
	"fmt"
	"math"

	"github.com/kisuche/kisuche/lesson"
)

// tupelWaechter prüft vor jeder Expansion die Grenzen einer Suche.
type tupelWaechter struct {
	lesson.Einstellungen
	name     string
	naechste int // bei so vielen erzeugten Zuständen wird das nächste Mal geprüft
}

// neuerWaechter prüft den Startzustand und wertet die Optionen aus.
// Die Optionen sind die der allgemeinen Suchen: lesson.MaxKnoten zählt wie dort die
// erzeugten Knoten (den Start und jeden Folgezustand, den die Suche bildet; den Vorgänger
// bildet sie nicht) und ist ohne Angabe aus (es gibt nur 181.440 erreichbare Zustände),
// lesson.Kontext bricht ab; lesson.MaxTiefe gilt hier nicht.
func neuerWaechter(name string, s Tupel, optionen []lesson.Option) (tupelWaechter, error) {
	w := tupelWaechter{name: name, Einstellungen: lesson.Auswerten(
		lesson.Einstellungen{MaxKnoten: lesson.OhneLimit, MaxTiefe: lesson.OhneLimit}, optionen)}
	if err := pruefeStart(s); err != nil {
		return w, err
	}
	if w.Kontext != nil {
		if err := w.Kontext.Err(); err != nil {
			return w, lesson.NeuerAbbruch(err, "vor dem Start")
		}
	}
	w.setzeNaechste(0)
	return w, nil
}

// setzeNaechste legt fest, wann weiter das nächste Mal wirklich prüfen muss.
func (w *tupelWaechter) setzeNaechste(erzeugt int) {
	w.naechste = math.MaxInt
	if w.MaxKnoten >= 0 {
		w.naechste = w.MaxKnoten
	}
	if w.Kontext != nil {
		w.naechste = min(w.naechste, erzeugt+1024)
	}
}

// weiter liefert nil, wenn die Suche ihren nächsten Zustand untersuchen darf; bisher hat
// sie erzeugt Zustände erzeugt.
func (w *tupelWaechter) weiter(erzeugt int) error {
	if erzeugt < w.naechste {
		return nil
	}
	return w.pruefe(erzeugt)
}

// pruefe prüft die Grenzen wirklich.
func (w *tupelWaechter) pruefe(erzeugt int) error {
	w.setzeNaechste(erzeugt)
	if w.MaxKnoten >= 0 && erzeugt >= w.MaxKnoten {
		return fmt.Errorf("%w: %s hat %d Knoten erzeugt (Limit %d), das Ziel noch nicht gefunden",
			lesson.ErrKnotenlimit, w.name, erzeugt, w.MaxKnoten)
	}
	if w.Kontext != nil {
		if err := w.Kontext.Err(); err != nil {
			return lesson.NeuerAbbruch(err, fmt.Sprintf("nach %d erzeugten Knoten", erzeugt))
		}
	}
	return nil
}

// nichtGefunden ist der Fehler, wenn die Frontier leer wird, ohne dass das Ziel gefunden
// wurde. Bei einem lösbaren Start kommt das nicht vor.
func (w *tupelWaechter) nichtGefunden(nrExplored int) error {
	return fmt.Errorf("%w (%s nach %d untersuchten Zuständen)", lesson.ErrKeineLoesung, w.name, nrExplored)
}

// BFS ist die Breitensuche bfs der Lektion: Die Frontier ist eine Warteschlange, prev
// merkt sich den Vorgänger jedes gesehenen Zustands und dient zugleich als Menge der
// bekannten Zustände. BFS liefert prev, die Anzahl der untersuchten Zustände nrExplored
// und einen Fehler, wenn s ungültig oder unlösbar ist (geprüft vor der Suche) oder eine
// Grenze (lesson.MaxKnoten, lesson.Kontext) erreicht wurde. Der Weg in prev ist ein kürzester.
//
// Von (7,2,4,5,0,6,8,3,1) aus untersucht BFS 171.712 Zustände und findet 26 Züge.
func BFS(s Tupel, optionen ...lesson.Option) (*Vorgaenger, int, error) {
	w, err := neuerWaechter("BFS", s, optionen)
	if err != nil {
		return nil, 0, err
	}
	frontier := neueTupelWarteschlange(s) // frontier = deque([s])
	defer frontier.zurueck()
	prev := neueVorgaenger(s) // prev = {s: None}
	tabelle := &prev.tabelle
	nrExplored, erzeugt := 0, 1
	var folge folgezustaende

	for frontier.len() > 0 {
		if err := w.weiter(erzeugt); err != nil {
			return prev, nrExplored, err
		}
		state, code := frontier.popleft() // state gepackt; code: Lehmer-Code, nur für die Geschwindigkeit
		nrExplored++
		if state == gepacktesZiel { // if goaltest(state):
			return prev, nrExplored, nil
		}
		n, _ := folge.von(state, code) // nextstates(state) ohne den Vorgänger (schon in prev), dazu Platz und Code
		erzeugt += n
		for k := range n {
			pv := folge.platz[k]
			if tabelle.gross() { // dasselbe wie unten, nur ohne Sprung (siehe neuGesehen)
				frontier.appendWenn(folge.zustand[k], folge.code[k], tabelle.neuGesehen(pv, int8(code.leer())))
			} else if !prev.enthaeltPlatz(pv) { // if v not in prev:
				frontier.append(folge.zustand[k], folge.code[k])
				prev.setzePlatz(pv, int8(code.leer())) // prev[v] = state (gemerkt: wo in state das leere Feld ist)
			}
		}
	}
	return nil, nrExplored, w.nichtGefunden(nrExplored)
}

// DFS ist die Tiefensuche dfs der Lektion: Die Frontier ist ein Stapel, die Folgezustände
// werden in umgekehrter Reihenfolge darauf gelegt (damit der erste zuerst drankommt), und
// prev dient wie bei BFS als Menge der gesehenen Zustände. Rückgabe wie bei BFS; der Weg
// ist in der Regel sehr lang.
//
// Von (7,2,4,5,0,6,8,3,1) aus untersucht DFS 114.208 Zustände; der Weg hat 62.140 Züge.
func DFS(s Tupel, optionen ...lesson.Option) (*Vorgaenger, int, error) {
	w, err := neuerWaechter("DFS", s, optionen)
	if err != nil {
		return nil, 0, err
	}
	// Jeder Zustand kommt höchstens einmal auf den Stapel: Mit Platz für alle 181.440 muss
	// er nie wachsen. Das Betriebssystem stellt nur die Seiten bereit, die der Stapel
	// wirklich benutzt.
	frontier := stapelVorrat.hole(AnzahlLoesbar)
	frontier = append(frontier, frontierEintrag{gepackt(packe(s)), lehmerVon(s)}) // frontier = [s]; Stapel: oben (am Ende) holen und ablegen
	defer func() { stapelVorrat.zurueck(frontier) }()
	prev := neueVorgaenger(s) // prev = {s: None}
	nrExplored, erzeugt := 0, 1
	var folge folgezustaende

	for len(frontier) > 0 {
		if err := w.weiter(erzeugt); err != nil {
			return prev, nrExplored, err
		}
		oben := frontier[len(frontier)-1] // state = frontier.pop()
		frontier = frontier[:len(frontier)-1]
		state := oben.zustand
		nrExplored++
		if state == gepacktesZiel { // if goaltest(state):
			return prev, nrExplored, nil
		}
		n, _ := folge.von(state, oben.code) // nextstates(state) ohne den Vorgänger (schon in prev)
		erzeugt += n
		for k := n - 1; k >= 0; k-- { // nxt.reverse(); for v in nxt:
			if pv := folge.platz[k]; !prev.enthaeltPlatz(pv) {
				if len(frontier) == cap(frontier) {
					frontier = verdoppele(frontier)
				}
				frontier = append(frontier, frontierEintrag{folge.zustand[k], folge.code[k]})
				prev.setzePlatz(pv, int8(oben.code.leer()))
			}
		}
	}
	return nil, nrExplored, w.nichtGefunden(nrExplored)
}

// verdoppele liefert eine Kopie des vollen Stapels mit doppelter Kapazität. append allein
// würde große Slices nur um etwa ein Viertel vergrößern und den Stapel der Tiefensuche
// dabei viele Male umkopieren.
func verdoppele(stapel []frontierEintrag) []frontierEintrag {
	neu := make([]frontierEintrag, len(stapel), 2*cap(stapel))
	copy(neu, stapel)
	return neu
}
