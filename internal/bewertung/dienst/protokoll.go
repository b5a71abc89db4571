package dienst

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode"
)

// Aufträge des Prüfprogramms. Jeder Auftrag ist ein Byte, gefolgt von seinen Argumenten;
// jede Antwort beginnt mit einem Statusbyte (StatusOK oder StatusPanik).
const (
	OpHallo      byte = 'S' // → Version, Bitmaske der vorhandenen Funktionen, Geheimnis
	OpGetMoves   byte = 'M' // Brett → Anzahl, Bretter
	OpIsGoal     byte = 'G' // Brett → Wahrheitswert
	OpNumWrong   byte = 'W' // Brett → Zahl
	OpManhattan  byte = 'D' // Brett → Zahl
	OpBFS        byte = 'B' // Lauf-Nr., Brett → Suchergebnis, Beobachtung von GetMoves
	OpAStar      byte = 'A' // Lauf-Nr., Brett, Heuristik-Nr. → Suchergebnis, Aufrufe der Heuristik, Beobachtung
	OpVorgaenger byte = 'V' // Lauf-Nr., Brett → gefunden, Brett
	OpHeuristik  byte = 'H' // Heuristik-Nr., Formel, Standardwert, Tabelle → (nur Status)
)

// Statusbytes einer Antwort.
const (
	StatusOK    byte = 0
	StatusPanik byte = 1 // gefolgt vom Text des panic samt Stelle im Code der Abgabe
)

// Version ist die Version des Protokolls.
const Version = 3

// Grenzen, die jede Seite beim Lesen durchsetzt.
const (
	MaxZuege   = 64      // Positionen in einer Antwort von GetMoves
	MaxText    = 4 << 10 // Bytes eines Textes (Fehler, panic)
	MaxTabelle = 1 << 22 // Einträge einer Heuristik-Tabelle
)

// Formeln einer Heuristik, die der Prozess der Abgabe selbst ausrechnet.
const (
	FormelNull      byte = 0 // h = 0 (außer Tabelle)
	FormelManhattan byte = 1
	FormelFalsch    byte = 2 // falsch platzierte Zahlen
	FormelTabelle   byte = 3 // nur Tabelle, sonst Standardwert
)

// ErrProtokoll meldet eine Antwort, die nicht dem Protokoll folgt.
var ErrProtokoll = errors.New("ungültige Antwort")

// Schreiber schreibt Nachrichten des Protokolls.
type Schreiber struct{ w *bufio.Writer }

// NeuerSchreiber liefert einen Schreiber auf w.
func NeuerSchreiber(w io.Writer) *Schreiber { return &Schreiber{bufio.NewWriterSize(w, 64<<10)} }

// Byte schreibt ein Byte.
func (s *Schreiber) Byte(b byte) { s.w.WriteByte(b) }

// Zahl schreibt eine ganze Zahl.
func (s *Schreiber) Zahl(n int64) { s.w.Write(binary.AppendVarint(nil, n)) }

// Nat schreibt eine natürliche Zahl.
func (s *Schreiber) Nat(n uint64) { s.w.Write(binary.AppendUvarint(nil, n)) }

// Bool schreibt einen Wahrheitswert.
func (s *Schreiber) Bool(b bool) {
	if b {
		s.Byte(1)
	} else {
		s.Byte(0)
	}
}

// Brett schreibt eine Position.
func (s *Schreiber) Brett(b [16]int8) {
	for _, z := range b {
		s.Zahl(int64(z))
	}
}

// Text schreibt einen Text (gekürzt auf MaxText Bytes).
func (s *Schreiber) Text(t string) {
	if len(t) > MaxText {
		t = t[:MaxText]
	}
	s.Nat(uint64(len(t)))
	s.w.WriteString(t)
}

// Senden schickt alles Geschriebene ab.
func (s *Schreiber) Senden() error { return s.w.Flush() }

// Leser liest Nachrichten des Protokolls und prüft dabei jede Grenze. Der erste Fehler
// bleibt stehen (Fehler liefert ihn); danach liefern alle Methoden Nullwerte.
type Leser struct {
	r   *bufio.Reader
	err error
}

// NeuerLeser liefert einen Leser auf r.
func NeuerLeser(r io.Reader) *Leser { return &Leser{r: bufio.NewReaderSize(r, 64<<10)} }

// Fehler liefert den ersten Fehler beim Lesen.
func (l *Leser) Fehler() error { return l.err }

func (l *Leser) fehler(err error) {
	if l.err == nil {
		l.err = err
	}
}

// Byte liest ein Byte.
func (l *Leser) Byte() byte {
	if l.err != nil {
		return 0
	}
	b, err := l.r.ReadByte()
	l.fehler(err)
	return b
}

// Zahl liest eine ganze Zahl.
func (l *Leser) Zahl() int64 {
	if l.err != nil {
		return 0
	}
	n, err := binary.ReadVarint(l.r)
	l.fehler(err)
	return n
}

// Nat liest eine natürliche Zahl, höchstens max.
func (l *Leser) Nat(max uint64) uint64 {
	if l.err != nil {
		return 0
	}
	n, err := binary.ReadUvarint(l.r)
	l.fehler(err)
	if n > max {
		l.fehler(fmt.Errorf("%w: %d > %d", ErrProtokoll, n, max))
		return 0
	}
	return n
}

// Bool liest einen Wahrheitswert.
func (l *Leser) Bool() bool {
	switch l.Byte() {
	case 0:
		return false
	case 1:
		return true
	}
	l.fehler(ErrProtokoll)
	return false
}

// Brett liest eine Position.
func (l *Leser) Brett() [16]int8 {
	var b [16]int8
	for i := range b {
		z := l.Zahl()
		if z < math.MinInt8 || z > math.MaxInt8 {
			l.fehler(ErrProtokoll) // ein Feld einer Position ist ein int8
			return [16]int8{}
		}
		b[i] = int8(z)
	}
	return b
}

// Text liest einen Text von höchstens MaxText Bytes.
func (l *Leser) Text() string {
	n := l.Nat(MaxText)
	if l.err != nil {
		return ""
	}
	puffer := make([]byte, n)
	_, err := io.ReadFull(l.r, puffer)
	l.fehler(err)
	return string(puffer)
}

// Lesbar macht einen Text aus dem Prozess der Abgabe für einen Bericht unschädlich:
// Steuerzeichen (außer Zeilenumbruch und Tabulator) und ungültiges UTF-8 werden zu „�“.
func Lesbar(t string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' {
			return r
		}
		if r == unicode.ReplacementChar || unicode.IsControl(r) || r == '\u2028' || r == '\u2029' ||
			(r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) {
			return '�'
		}
		return r
	}, t)
}
