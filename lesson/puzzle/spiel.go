package puzzle

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/kisuche/kisuche/lesson"
)

// StandardMaxZuege ist die Zahl der Züge, die InteraktivesSpiel erlaubt, wenn maxZuege
// nicht positiv ist (wie max_zuege=20 in der Lektion).
const StandardMaxZuege = 20

// InteraktivesSpiel ist das Spiel „Löse ein Schiebepuzzle in weniger als 20 Zügen!“ der
// Lektion „Das Schiebepuzzle“ (interaktives_spiel): Es zeigt den Zustand, fragt, welches
// Plättchen man bewegen möchte, liest die Antwort als Zeile aus in und schreibt alles
// nach out – mit denselben Texten wie die Lektion. Es endet, wenn ziel erreicht ist,
// maxZuege Züge gemacht sind, man Q (oder q) tippt oder in zu Ende ist; es wartet also nie
// endlos. Eingaben, die kein verschiebbares Plättchen nennen, werden noch einmal erfragt.
//
// Ist in keine Datei (z. B. ein strings.Reader in einem Test oder Notebook), schreibt das
// Spiel jede gelesene Eingabe hinter die Frage, damit die Ausgabe so aussieht wie in
// Jupyter; bei os.Stdin zeigt das Terminal die Eingabe selbst.
//
// Ungültige oder unlösbare Zustände ergeben einen Fehler, bevor das Spiel beginnt (siehe
// PruefeAufgabe); sonst kommt ein Fehler nur vom Lesen oder Schreiben.
func InteraktivesSpiel(start, ziel string, maxZuege int, in io.Reader, out io.Writer) error {
	if err := PruefeAufgabe(start, ziel); err != nil {
		return err
	}
	if in == nil || out == nil {
		return fmt.Errorf("%w: das Spiel braucht eine Eingabe und eine Ausgabe (nicht nil)", lesson.ErrUngueltig)
	}
	if maxZuege <= 0 {
		maxZuege = StandardMaxZuege
	}
	_, echo := in.(*os.File)
	echo = !echo
	eingabe := bufio.NewScanner(in)
	s := &spielausgabe{w: out}

	s.printf("Löse das Schiebepuzzle in max. %d Zügen!\n", maxZuege)
	zustand := start
	zugNr := 1
	for zustand != ziel && zugNr <= maxZuege {
		s.printf("\nAktueller Zustand:\n\n%s\n", PrettyStr(zustand))
		s.printf("\nZug %d: Welches Feld möchtest du bewegen? ", zugNr)
		zuege := nachbarnJePosition(seitenlaenge(len(zustand)))[leerPos(zustand)]
		steine := make([]string, len(zuege))
		for i, z := range zuege {
			steine[i] = zustand[z : z+1]
		}
		zugPos := -1
		for zugPos < 0 {
			s.printf("Tippe %s oder Q (Abbruch):  ", strings.Join(steine, ", "))
			if s.err != nil {
				return s.err
			}
			if !eingabe.Scan() {
				s.printf("\n\nKeine Eingabe mehr – das Spiel ist beendet.\n")
				if err := eingabe.Err(); err != nil {
					return fmt.Errorf("die Eingabe lässt sich nicht lesen: %w", err)
				}
				return s.err
			}
			zug := strings.ToUpper(strings.TrimSpace(eingabe.Text()))
			if echo {
				s.printf("%s\n", eingabe.Text())
			}
			if zug == "Q" {
				return s.err
			}
			for i, stein := range steine {
				if zug == stein {
					zugPos = zuege[i]
				}
			}
		}
		zustand = verschiebe(zustand, zugPos)
		zugNr++
	}
	s.printf("\nEndzustand\n%s\n", PrettyStr(zustand))
	if zustand != ziel {
		s.printf("Du hast das Puzzle leider nicht in %d Zügen gelöst!\n", maxZuege)
	} else {
		s.printf("Du hast das Ziel in %d Zügen erreicht!\n", zugNr-1)
	}
	return s.err
}

// spielausgabe schreibt nach w und merkt sich den ersten Schreibfehler.
type spielausgabe struct {
	w   io.Writer
	err error
}

func (s *spielausgabe) printf(format string, args ...any) {
	if s.err == nil {
		_, s.err = fmt.Fprintf(s.w, format, args...)
	}
}
