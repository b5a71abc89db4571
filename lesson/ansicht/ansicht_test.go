package ansicht

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson/achtpuzzle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// xmlElemente parst h als XML (die Ansichten liefern wohlgeformtes XHTML) und zählt die
// Elemente nach Name; für td zählt es leere und beschriftete Felder getrennt.
type zaehlung struct {
	elemente map[string]int
	klassen  map[string]int
	texte    []string
}

func zaehle(t *testing.T, h string) zaehlung {
	t.Helper()
	// <style> enthält CSS, das XML nicht stört; wir parsen alles in einem Wurzelelement.
	d := xml.NewDecoder(strings.NewReader("<wurzel>" + h + "</wurzel>"))
	d.Strict = true
	z := zaehlung{elemente: map[string]int{}, klassen: map[string]int{}}
	var inTd bool
	var text bytes.Buffer
	for {
		tok, err := d.Token()
		if err != nil {
			require.ErrorContains(t, err, "EOF", "Ansicht ist kein wohlgeformtes XHTML:\n%s", h)
			break
		}
		switch e := tok.(type) {
		case xml.StartElement:
			z.elemente[e.Name.Local]++
			for _, a := range e.Attr {
				if a.Name.Local == "class" {
					for _, k := range strings.Fields(a.Value) {
						z.klassen[k]++
					}
				}
			}
			if e.Name.Local == "td" {
				inTd = true
				text.Reset()
			}
		case xml.CharData:
			if inTd {
				text.Write(e)
			}
		case xml.EndElement:
			if e.Name.Local == "td" {
				inTd = false
				z.texte = append(z.texte, text.String())
			}
		}
	}
	return z
}

func TestSchiebepuzzleHTML(t *testing.T) {
	z := zaehle(t, SchiebepuzzleHTML("CBD AFGEH"))
	assert.Equal(t, 1, z.elemente["table"])
	assert.Equal(t, 3, z.elemente["tr"], "drei Zeilen")
	assert.Equal(t, 9, z.elemente["td"], "neun Felder")
	assert.Equal(t, 1, z.klassen["leer"], "genau ein leeres Feld")
	assert.Equal(t, []string{"C", "B", "D", "", "A", "F", "G", "E", "H"}, z.texte)
}

func TestSchiebepuzzleHTMLMaskiert(t *testing.T) {
	h := SchiebepuzzleTitelHTML("<&\"> abcd", "a<b")
	assert.NotContains(t, h, "<&")
	z := zaehle(t, h)
	assert.Equal(t, []string{"<", "&", "\"", ">", "", "a", "b", "c", "d"}, z.texte)
	assert.Equal(t, 1, z.elemente["caption"])
}

func TestSchiebepuzzleHTMLFalscheLaenge(t *testing.T) {
	h := SchiebepuzzleHTML("ABC")
	z := zaehle(t, h)
	assert.Equal(t, 0, z.elemente["table"])
	assert.Contains(t, h, "kein quadratisches Puzzle")
}

func TestPuzzleHTML15(t *testing.T) {
	z := zaehle(t, PuzzleHTML([]int{5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12}))
	assert.Equal(t, 4, z.elemente["tr"])
	assert.Equal(t, 16, z.elemente["td"])
	assert.Equal(t, 1, z.klassen["leer"])
	assert.Equal(t, "10", z.texte[9])
	assert.Equal(t, "", z.texte[10])
	assert.Contains(t, PuzzleHTML([]int{1, 2, 3}), "kein quadratisches Puzzle")
}

func TestTupelFolgeHTML(t *testing.T) {
	h := TupelFolgeHTML([]achtpuzzle.Tupel{{7, 2, 4, 5, 0, 6, 8, 3, 1}, achtpuzzle.Goalstate}, []string{"Start", "Ziel"})
	z := zaehle(t, h)
	assert.Equal(t, 2, z.elemente["table"])
	assert.Equal(t, 18, z.elemente["td"])
	assert.Equal(t, 2, z.klassen["leer"])
	assert.Equal(t, 2, z.elemente["caption"])
	assert.Contains(t, h, "<caption>Ziel</caption>")
	assert.Equal(t, 9, zaehle(t, TupelHTML(achtpuzzle.Goalstate)).elemente["td"])
}

func TestSchiebepuzzleFolgeHTML(t *testing.T) {
	z := zaehle(t, SchiebepuzzleFolgeHTML([]string{"CBD AFGEH", "ABCDEFGH ", "zu kurz"}, nil))
	assert.Equal(t, 2, z.elemente["table"])
	assert.Equal(t, 1, z.klassen["kisuche-fehler"])
}
