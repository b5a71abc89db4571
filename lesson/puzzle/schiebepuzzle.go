package puzzle

import (
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/kisuche/kisuche/lesson"
)

// Das Schiebepuzzle der Lektion „Das Schiebepuzzle“: Ein Zustand des 8-Puzzles ist ein
// String aus 9 Zeichen, die Plättchen 'A' bis 'H' und ein Leerzeichen für das freie Feld,
// zeilenweise von links oben nach rechts unten, z. B. das Ziel 'ABCDEFGH '. Die Positionen
// 0 bis 8 zählen ebenso. Alle Funktionen funktionieren auch für n×n-Puzzles
// (das 15-Puzzle hat 16 Zeichen, 'A' bis 'O' und das Leerzeichen).

// PrettyStr stellt einen Zustand als Quadrat dar: eine Zeile je Reihe, die Zeichen durch
// Leerzeichen getrennt (pretty_str in der Lektion). Das freie Feld erscheint als
// Leerzeichen. PrettyStr prüft den Zustand nicht; ein String, dessen Länge keine
// Quadratzahl ist, füllt die letzte Zeile nicht ganz.
func PrettyStr(zustand string) string {
	zeichen := []rune(zustand)
	n := seitenlaenge(len(zeichen))
	if n*n < len(zeichen) {
		n++
	}
	var b strings.Builder
	for i, r := range zeichen {
		switch {
		case i == 0:
		case i%n == 0:
			b.WriteByte('\n')
		default:
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Pprint schreibt den Zustand als Quadrat (siehe PrettyStr) nach w, davor in einer eigenen
// Zeile die Überschrift, falls eine angegeben ist (pprint in der Lektion). Ein Fehler kommt
// nur vom Schreiben (oder wenn w nil ist); wie PrettyStr prüft Pprint den Zustand nicht.
//
//	puzzle.Pprint(os.Stdout, "CBD AFGEH", "Startzustand:")
func Pprint(w io.Writer, zustand string, ueberschrift ...string) error {
	if w == nil {
		return fmt.Errorf("%w: Pprint braucht ein Ziel zum Schreiben (nicht nil)", lesson.ErrUngueltig)
	}
	if len(ueberschrift) > 0 && ueberschrift[0] != "" {
		if _, err := fmt.Fprintln(w, strings.Join(ueberschrift, " ")); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintln(w, PrettyStr(zustand))
	return err
}

// MoeglicheZuege liefert die Positionen der Plättchen, die man in puzzle verschieben kann:
// die Nachbarn des freien Felds, in der Reihenfolge der Lektion – oben, links, rechts,
// unten (moegliche_zuege in der Lektion). Für 'CBD AFGEH' sind das [0 4 6]. Ein ungültiger
// Zustand (siehe PruefeZustand) ergibt einen Fehler.
func MoeglicheZuege(puzzle string) ([]int, error) {
	n, err := pruefeZustand(puzzle)
	if err != nil {
		return nil, err
	}
	return nachbarn(leerPos(puzzle), n), nil
}

// nachbarn liefert die Nachbarpositionen von pos auf einem n×n-Feld: oben, links, rechts,
// unten.
func nachbarn(pos, n int) []int {
	y, x := pos/n, pos%n
	erg := make([]int, 0, 4)
	if y > 0 {
		erg = append(erg, pos-n)
	}
	if x > 0 {
		erg = append(erg, pos-1)
	}
	if x < n-1 {
		erg = append(erg, pos+1)
	}
	if y < n-1 {
		erg = append(erg, pos+n)
	}
	return erg
}

var (
	nachbarnMu      sync.Mutex
	nachbarnTabelle [MaxSeitenlaenge + 1][][]int
)

// nachbarnJePosition liefert für jede Position eines n×n-Felds ihre Nachbarn. Die Slices
// werden geteilt und dürfen nicht verändert werden. Jede Tabelle wird beim ersten Bedarf
// einmal berechnet, alle Listen einer Tabelle in einem gemeinsamen Slice.
func nachbarnJePosition(n int) [][]int {
	if n < 0 || n > MaxSeitenlaenge {
		return neueNachbarnTabelle(n)
	}
	nachbarnMu.Lock()
	defer nachbarnMu.Unlock()
	if nachbarnTabelle[n] == nil {
		nachbarnTabelle[n] = neueNachbarnTabelle(n)
	}
	return nachbarnTabelle[n]
}

// nachbarnSpeicher hält eine Tabelle für nachbarnJePosition bis zur Seitenlänge
// MaxSeitenlaenge: die Slices und alle Listen in einer einzigen Speicheranforderung (ein
// frisches Stück Speicher jeder Größenklasse kostet in einem neuen Prozess Seitenfehler).
type nachbarnSpeicher struct {
	t    [MaxSeitenlaenge * MaxSeitenlaenge][]int
	alle [4 * MaxSeitenlaenge * MaxSeitenlaenge]int
}

// neueNachbarnTabelle berechnet die Tabelle für nachbarnJePosition.
func neueNachbarnTabelle(n int) [][]int {
	var t [][]int
	var alle []int
	if n >= 0 && n <= MaxSeitenlaenge {
		sp := new(nachbarnSpeicher)
		t, alle = sp.t[:n*n], sp.alle[:0:4*n*n]
	} else {
		t, alle = make([][]int, n*n), make([]int, 0, 4*n*n)
	}
	for pos := range t {
		anfang := len(alle)
		alle = append(alle, nachbarn(pos, n)...)
		t[pos] = alle[anfang:len(alle):len(alle)]
	}
	return t
}

// VerschiebePos verschiebt das Plättchen an Position pos auf das freie Feld und liefert
// den neuen Zustand (verschiebe_pos in der Lektion); puzzle selbst bleibt unverändert.
// Ist puzzle ungültig (siehe PruefeZustand) oder grenzt pos nicht an das freie Feld, gibt
// es einen Fehler (ErrUngueltigerZustand bzw. ErrUngueltigerZug).
func VerschiebePos(puzzle string, pos int) (string, error) {
	n, err := pruefeZustand(puzzle)
	if err != nil {
		return "", err
	}
	if err := pruefeZug(puzzle, pos, n); err != nil {
		return "", err
	}
	return verschiebe(puzzle, pos), nil
}

// pruefeZug prüft, ob pos an das freie Feld des gültigen Zustands puzzle grenzt.
func pruefeZug(puzzle string, pos, n int) error {
	if pos < 0 || pos >= n*n {
		return fmt.Errorf("%w: Position %d liegt außerhalb des Spielfelds (0 bis %d)", ErrUngueltigerZug, pos, n*n-1)
	}
	leer := leerPos(puzzle)
	if pos == leer {
		return fmt.Errorf("%w: Position %d ist das freie Feld selbst", ErrUngueltigerZug, pos)
	}
	moeglich := nachbarnJePosition(n)[leer]
	for _, m := range moeglich {
		if m == pos {
			return nil
		}
	}
	return fmt.Errorf("%w: %c an Position %d grenzt nicht an das freie Feld (Position %d); möglich sind die Positionen %v",
		ErrUngueltigerZug, puzzle[pos], pos, leer, moeglich)
}

// verschiebe tauscht ohne Prüfung das Zeichen an pos mit dem freien Feld.
func verschiebe(puzzle string, pos int) string {
	leer := leerPos(puzzle)
	if leer < 0 || pos < 0 || pos >= len(puzzle) {
		return puzzle
	}
	var puffer [64]byte // bis 8×8 ohne zusätzliche Speicheranforderung
	neu := append(puffer[:0], puzzle...)
	neu[leer] = puzzle[pos] // Stein wandert an die bisher leere Position
	neu[pos] = ' '          // alte Position des Steins ist jetzt leer
	return string(neu)
}
