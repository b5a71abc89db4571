package ansicht

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"

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
