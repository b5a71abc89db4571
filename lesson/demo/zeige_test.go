package demo_test

import (
	"testing"

	"github.com/kisuche/kisuche/lesson/ansicht"
	"github.com/kisuche/kisuche/lesson/demo"
)

func TestZeigeAusserhalbDesNotebooks(t *testing.T) {
	demo.Zeige("<b>hallo</b>") // darf außerhalb von GoNB weder hängen noch abbrechen
	demo.Zeige("")
}

// Ein Bild der Bibliothek in einer Zelle zeigen: Zeige wartet, bis Jupyter es hat.
func ExampleZeige() {
	demo.Zeige(ansicht.SchiebepuzzleHTML("CBD AFGEH"))
}

// Live spielen: Eingabe fragt jede Zeile in einem Eingabefeld unter der Zelle ab.
func ExampleEingabe() {
	_ = demo.Eingabe() // puzzle.InteraktivesSpiel(start, ziel, 20, demo.Eingabe(), os.Stdout)
}
