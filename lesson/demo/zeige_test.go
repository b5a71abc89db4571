package demo_test

import (
	"testing"

	"github.com/kisuche/kisuche/lesson/demo"
)

func TestZeigeAusserhalbDesNotebooks(t *testing.T) {
	demo.Zeige("<b>hallo</b>") // darf außerhalb von GoNB weder hängen noch abbrechen
	demo.Zeige("")
}

// Ein Bild (HTML oder SVG) in einer Zelle zeigen: Zeige wartet, bis Jupyter es hat.
func ExampleZeige() {
	demo.Zeige(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18"/></svg>`)
}

// Live spielen: Eingabe fragt jede Zeile in einem Eingabefeld unter der Zelle ab.
func ExampleEingabe() {
	_ = demo.Eingabe() // puzzle.InteraktivesSpiel(start, ziel, 20, demo.Eingabe(), os.Stdout)
}
