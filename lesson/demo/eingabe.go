package demo

import (
	"io"
	"os"

	"github.com/janpfeifer/gonb/gonbui"
)

// Eingabe liefert einen io.Reader für Spiele in einer Notebook-Zelle: Bei jedem Lesen
// öffnet er unter der Zelle ein Eingabefeld und liefert genau die eine Zeile, die man
// dort eintippt (mit dem Zeilenende). So kann puzzle.InteraktivesSpiel, das aus einem
// io.Reader liest, live gespielt werden:
//
//	puzzle.InteraktivesSpiel("CBD AFGEH", "ABCDEFGH ", 20, demo.Eingabe(), os.Stdout)
//
// In einem kopflosen Lauf (nbconvert) gibt es keine Eingabe – die Zelle wartet dann bis
// zum Zeitlimit; dort nimmt man strings.NewReader mit festen Eingaben. Außerhalb eines
// Notebooks liest Eingabe zeilenweise von der Standardeingabe.
func Eingabe() io.Reader {
	return zeilenleser{quelle: os.Stdin, frage: func() { gonbui.RequestInput("", false) }}
}

// zeilenleser fragt vor jedem Read nach einer Zeile und liest sie Byte für Byte aus
// quelle, damit nichts von der nächsten Zeile verloren geht.
type zeilenleser struct {
	quelle io.Reader
	frage  func()
}

func (z zeilenleser) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	z.frage()
	n := 0
	b := make([]byte, 1)
	for n < len(p) {
		k, err := z.quelle.Read(b)
		if k == 1 {
			p[n] = b[0]
			n++
			if b[0] == '\n' {
				break
			}
		}
		if err != nil {
			if n == 0 {
				return 0, err
			}
			break
		}
	}
	return n, nil
}
