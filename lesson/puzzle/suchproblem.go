package puzzle

import (
	"fmt"
	"unsafe"

	"github.com/kisuche/kisuche/lesson"
)

// Schiebepuzzle ist das Schiebepuzzle als Suchproblem (die Adapterklasse Schiebepuzzle der
// Lektion „Suche“): Zustände sind Strings wie 'ABCDEFGH ', Aktionen die Positionen der
// Plättchen, die auf das freie Feld geschoben werden. MoeglicheAktionen ist
// MoeglicheZuege, FuehreAktionAus ist VerschiebePos; Start, Ziel und der Zieltest kommen
// aus dem eingebetteten StartUndZiel.
//
// Man erzeugt es mit NeuesSchiebepuzzle, das Start und Ziel sofort prüft. Ein Literal
// geht auch: &Schiebepuzzle{StartUndZiel: lesson.StartUndZiel[string]{Start: s, Ziel: z}}
// ist dasselbe Suchproblem; die Suchen prüfen es vor dem ersten Schritt (Pruefe). Nur der
// Nullwert (ohne Start und Ziel) ist kein Suchproblem: Die Suchen melden ihn als
// lesson.ErrUngueltig.
type Schiebepuzzle struct {
	lesson.StartUndZiel[string]
	// nachbarn[pos] sind die möglichen Züge, wenn das freie Feld auf pos liegt (nil bei
	// einem Literal: dann kommt die Tabelle aus nachbarnJePosition).
	nachbarn [][]int
}

// tabelle liefert die Nachbartabelle für Zustände der Länge laenge.
func (p *Schiebepuzzle) tabelle(laenge int) [][]int {
	if p.nachbarn != nil {
		return p.nachbarn
	}
	n := seitenlaenge(laenge)
	if n < 2 || n*n != laenge || n > MaxSeitenlaenge {
		return nil
	}
	return nachbarnJePosition(n)
}

// NeuesSchiebepuzzle erzeugt das Suchproblem, start in ziel zu überführen. Es prüft
// vorher beide Zustände und die Lösbarkeit (siehe PruefeAufgabe) – ein unlösbares Puzzle
// wird also erkannt, bevor eine Suche alle erreichbaren Zustände vergeblich durchsucht.
func NeuesSchiebepuzzle(start, ziel string) (*Schiebepuzzle, error) {
	if err := PruefeAufgabe(start, ziel); err != nil {
		return nil, err
	}
	n := seitenlaenge(len(start))
	return &Schiebepuzzle{
		StartUndZiel: lesson.StartUndZiel[string]{Start: start, Ziel: ziel},
		nachbarn:     nachbarnJePosition(n),
	}, nil
}

// MoeglicheAktionen liefert die Positionen der verschiebbaren Plättchen in der Reihenfolge
// oben, links, rechts, unten (wie MoeglicheZuege). Der gelieferte Slice wird geteilt und
// darf nicht verändert werden. Für einen Zustand ohne freies Feld oder falscher Länge ist
// er leer.
func (p *Schiebepuzzle) MoeglicheAktionen(zustand string) []int {
	if p == nil {
		return nil
	}
	nachbarn := p.tabelle(len(zustand))
	leer := leerPos(zustand)
	if leer < 0 || len(zustand) != len(nachbarn) {
		return nil
	}
	return nachbarn[leer]
}

// FuehreAktionAus verschiebt das Plättchen an Position aktion auf das freie Feld (wie
// VerschiebePos, aber ohne erneute Prüfung; die Suchen rufen es nur mit Aktionen aus
// MoeglicheAktionen auf).
func (p *Schiebepuzzle) FuehreAktionAus(zustand string, aktion int) string {
	return verschiebe(zustand, aktion)
}

// NeueFolgen liefert für eine Suche die Funktion, die alle Züge in einem Zustand und ihre
// Folgezustände auf einmal erzeugt (lesson.MitFolgen): dieselben wie MoeglicheAktionen
// und FuehreAktionAus, aber sie sucht das freie Feld nur einmal und legt die neuen
// Zustände hintereinander in gemeinsame Speicherblöcke, statt für jeden Zustand Speicher
// anzufordern (bei der Baum-Breitensuche auf 'mittel' 95.175 Anforderungen weniger). Jede
// Suche bekommt ihre eigenen Blöcke.
func (p *Schiebepuzzle) NeueFolgen() func(zustand string, aktionen []int, zustaende []string) ([]int, []string) {
	var nachbarn [][]int
	if p != nil {
		nachbarn = p.tabelle(len(p.Start))
	}
	var block []byte
	return func(zustand string, aktionen []int, zustaende []string) ([]int, []string) {
		leer := leerPos(zustand)
		if leer < 0 || len(zustand) != len(nachbarn) {
			return aktionen, zustaende
		}
		zuege := nachbarn[leer]
		n := len(zustand)
		b := block // eine lokale Kopie hält der Übersetzer in Registern
		if platz := len(zuege) * n; cap(b)-len(b) < platz {
			b = make([]byte, 0, max(folgenBlock, platz))
		}
		for _, pos := range zuege {
			anfang := len(b)
			b = append(b, zustand...)
			neu := b[anfang:]
			neu[leer] = zustand[pos] // Stein wandert an die bisher leere Position
			neu[pos] = ' '           // alte Position des Steins ist jetzt leer
			// Der String zeigt ohne Kopie auf die Bytes im Block. Das ist sicher, weil
			// diese Bytes danach nie mehr verändert werden: Der Block wächst nur hinten.
			zustaende = append(zustaende, unsafe.String(&neu[0], n))
		}
		block = b
		return append(aktionen, zuege...), zustaende
	}
}

// folgenBlock ist die Größe der Speicherblöcke von NeueFolgen. Frischer Speicher vom
// Betriebssystem kostet erst dann etwas (einen Seitenfehler je 4 KiB), wenn die Suche ihn
// beschreibt; ein großer erster Block ist deshalb auch für kurze Suchen nicht teurer als
// kleine, mit denen man anfängt und die man verdoppelt – die brauchen nur mehr
// Anforderungen und berühren mehr Seiten. Über 32 KiB wäre ein Block für Go ein großes
// Objekt ohne Zeiger, und das erste davon kostet in einem frischen Prozess eigens
// Verwaltungsseiten der Laufzeit; 28 KiB ist eine der kleinen Größenklassen.
const folgenBlock = 28 << 10

// Pruefe meldet, ob das Suchproblem gültig ist: Die Suchen der Wurzel lesson rufen es vor
// dem ersten Schritt auf (lesson.Pruefbar). nil und der Nullwert (ohne Start und Ziel)
// sind ungültig; sonst gilt dieselbe Prüfung wie in NeuesSchiebepuzzle (PruefeAufgabe) –
// auch für ein Literal.
func (p *Schiebepuzzle) Pruefe() error {
	if p == nil || p.Start == "" && p.Ziel == "" {
		return fmt.Errorf("%w: das Schiebepuzzle ist leer – mit NeuesSchiebepuzzle(start, ziel) anlegen", lesson.ErrUngueltig)
	}
	return PruefeAufgabe(p.Start, p.Ziel)
}
