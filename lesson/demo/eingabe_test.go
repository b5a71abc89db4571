package demo

import (
	"bufio"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestZeilenleserLiefertEineZeileJeFrage(t *testing.T) {
	fragen := 0
	z := zeilenleser{quelle: strings.NewReader("A\nBC\nD"), frage: func() { fragen++ }}
	p := make([]byte, 100)
	n, err := z.Read(p)
	assert.NoError(t, err)
	assert.Equal(t, "A\n", string(p[:n]))
	n, err = z.Read(p)
	assert.NoError(t, err)
	assert.Equal(t, "BC\n", string(p[:n]), "nichts von der nächsten Zeile geht verloren")
	n, err = z.Read(p)
	assert.NoError(t, err)
	assert.Equal(t, "D", string(p[:n]), "letzte Zeile ohne Zeilenende")
	_, err = z.Read(p)
	assert.Equal(t, io.EOF, err)
	assert.Equal(t, 4, fragen, "vor jedem Lesen ein Eingabefeld")

	n, err = z.Read(nil)
	assert.Equal(t, 0, n)
	assert.NoError(t, err)
	assert.Equal(t, 4, fragen, "ein leerer Puffer fragt nicht")

	kurz := zeilenleser{quelle: strings.NewReader("ABCDEF\n"), frage: func() {}}
	p = make([]byte, 4)
	n, _ = kurz.Read(p)
	assert.Equal(t, "ABCD", string(p[:n]), "ein kurzer Puffer bekommt den Anfang der Zeile")
	n, _ = kurz.Read(p)
	assert.Equal(t, "EF\n", string(p[:n]))
}

func TestZeilenleserMitBufio(t *testing.T) {
	z := zeilenleser{quelle: strings.NewReader("X\nA\n"), frage: func() {}}
	s := bufio.NewScanner(z)
	var zeilen []string
	for s.Scan() {
		zeilen = append(zeilen, s.Text())
	}
	assert.Equal(t, []string{"X", "A"}, zeilen)
}
