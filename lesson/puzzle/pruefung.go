package puzzle

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/kisuche/kisuche/lesson"
)

// Fehler der Schiebepuzzle-Funktionen; die gemeldeten Fehler enthalten Einzelheiten und
// lassen sich mit errors.Is erkennen.
var (
	// ErrUngueltigerZustand: Der String ist kein gültiger Puzzlezustand (falsche Länge,
	// unbekannte oder doppelte Plättchen). Er passt auch auf ErrUngueltig.
	ErrUngueltigerZustand = lesson.NeuerFehler("ungültiger Puzzlezustand", lesson.ErrUngueltig)
	// ErrUngueltigerZug: Das Plättchen an dieser Position kann nicht verschoben werden.
	// Er passt auch auf ErrUngueltig.
	ErrUngueltigerZug = lesson.NeuerFehler("ungültiger Zug", lesson.ErrUngueltig)
	// ErrUnloesbar: Der Start lässt sich nicht in das Ziel überführen (Parität). Er passt
	// auch auf lesson.ErrUnloesbar.
	ErrUnloesbar = lesson.NeuerFehler("Puzzle ist nicht lösbar", lesson.ErrUnloesbar)
)

// PruefeZustand prüft, ob zustand ein gültiger Zustand eines n×n-Schiebepuzzles ist: n·n
// Zeichen (9 beim 8-Puzzle, 16 beim 15-Puzzle), nämlich die Plättchen 'A', 'B', … (beim
// 8-Puzzle bis 'H', beim 15-Puzzle bis 'O') und genau ein Leerzeichen für das freie Feld,
// jedes genau einmal. Sonst liefert sie einen Fehler, der auf ErrUngueltigerZustand passt
// und sagt, was nicht stimmt.
func PruefeZustand(zustand string) error {
	_, err := pruefeZustand(zustand)
	return err
}

// pruefeZustand prüft zustand und liefert die Seitenlänge n.
func pruefeZustand(zustand string) (int, error) {
	laenge := utf8.RuneCountInString(zustand)
	n := seitenlaenge(laenge)
	if n < 2 || n*n != laenge || n > MaxSeitenlaenge {
		return 0, fmt.Errorf("%w: %q hat %d Zeichen; ein Zustand braucht n·n Zeichen (2 ≤ n ≤ %d), z. B. 9 für das 8-Puzzle oder 16 für das 15-Puzzle",
			ErrUngueltigerZustand, kuerze(zustand), laenge, MaxSeitenlaenge)
	}
	letztes := rune('A' + n*n - 2)
	var gesehen [128]bool // erlaubt sind nur ASCII-Zeichen (bis '~' bei 8×8)
	for _, r := range zustand {
		if r != ' ' && (r < 'A' || r > letztes) {
			return 0, fmt.Errorf("%w: unbekanntes Plättchen %q in %q; erlaubt sind A bis %c und ein Leerzeichen für das freie Feld",
				ErrUngueltigerZustand, r, zustand, letztes)
		}
		if gesehen[r] {
			wer := fmt.Sprintf("Plättchen %q", r)
			if r == ' ' {
				wer = "Leerzeichen (freies Feld)"
			}
			return 0, fmt.Errorf("%w: %s kommt in %q mehrfach vor", ErrUngueltigerZustand, wer, zustand)
		}
		gesehen[r] = true
	}
	return n, nil
}

// seitenlaenge liefert die ganzzahlige Quadratwurzel von laenge (abgerundet).
func seitenlaenge(laenge int) int {
	n := 0
	for (n+1)*(n+1) <= laenge {
		n++
	}
	return n
}

// MaxSeitenlaenge ist die größte Seitenlänge eines Puzzles: Bis 8×8 reichen die Zeichen
// 'A' bis '~' (ASCII) für die Plättchen.
const MaxSeitenlaenge = 8

// kuerze kürzt einen langen Zustand für eine Fehlermeldung.
func kuerze(zustand string) string {
	if r := []rune(zustand); len(r) > 80 {
		return string(r[:80]) + "…"
	}
	return zustand
}

// PruefeAufgabe prüft, ob sich das Puzzle start in den Zustand ziel überführen lässt: Beide
// müssen gültige Zustände gleicher Größe sein (siehe PruefeZustand), und die Parität muss
// stimmen (siehe IstLoesbar). Sonst liefert sie einen Fehler, der auf
// ErrUngueltigerZustand bzw. ErrUnloesbar passt. So erkennt man ein unlösbares Puzzle,
// bevor eine Suche vergeblich den ganzen Zustandsraum absucht.
func PruefeAufgabe(start, ziel string) error {
	ok, err := IstLoesbar(start, ziel)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("%w: %q lässt sich nicht in %q überführen (die Parität passt nicht – z. B. sind zwei Plättchen vertauscht)",
			ErrUnloesbar, start, ziel)
	}
	return nil
}

// IstLoesbar meldet, ob sich start durch Züge in ziel überführen lässt. Jeder Zug
// vertauscht das freie Feld mit einem Nachbarplättchen: Er ändert die Parität der
// Permutation, die start in ziel überführt (das freie Feld mitgezählt), und zugleich die
// Parität des Manhattan-Abstands zwischen dem freien Feld und seinem Platz im Ziel. Genau
// dann ist das Puzzle lösbar, wenn beide Paritäten gleich sind – die Hälfte aller
// Zustände ist also von einem gegebenen Ziel aus unerreichbar (beim 8-Puzzle 181.440 von
// 362.880).
// Ungültige Zustände (siehe PruefeZustand) oder verschiedene Größen ergeben einen Fehler.
func IstLoesbar(start, ziel string) (bool, error) {
	n, err := pruefeZustand(start)
	if err != nil {
		return false, fmt.Errorf("%w (im Startzustand)", err)
	}
	m, err := pruefeZustand(ziel)
	if err != nil {
		return false, fmt.Errorf("%w (im Zielzustand)", err)
	}
	if n != m {
		return false, fmt.Errorf("%w: Start %q (%d×%d) und Ziel %q (%d×%d) sind verschieden groß",
			ErrUngueltigerZustand, start, n, n, ziel, m, m)
	}
	// Gültige Zustände bestehen nur aus ASCII-Zeichen, ein Byte je Feld, höchstens
	// MaxSeitenlaenge² Felder; feste Felder statt Maps und Slices sparen Speicher.
	var zielPos [128]int
	for i := range len(ziel) {
		zielPos[ziel[i]] = i
	}
	// perm[i] ist die Zielposition des Zeichens an Position i; Parität über die Zyklen.
	var permFeld [MaxSeitenlaenge * MaxSeitenlaenge]int
	perm := permFeld[:len(start)]
	for i := range len(start) {
		perm[i] = zielPos[start[i]]
	}
	vertauschungen := 0
	var besucht [MaxSeitenlaenge * MaxSeitenlaenge]bool
	for i := range perm {
		laenge := 0
		for j := i; !besucht[j]; j = perm[j] {
			besucht[j] = true
			laenge++
		}
		if laenge > 0 {
			vertauschungen += laenge - 1
		}
	}
	ls, lz := strings.IndexByte(start, ' '), strings.IndexByte(ziel, ' ')
	abstand := abs(ls/n-lz/n) + abs(ls%n-lz%n)
	return vertauschungen%2 == abstand%2, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// leerPos liefert die Position des freien Felds (für gültige Zustände).
func leerPos(zustand string) int { return strings.IndexByte(zustand, ' ') }
