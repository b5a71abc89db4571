// Goimports ist goimports für den Kernel „Go (KI-Suche)“: dasselbe Werkzeug (es formatiert
// die Datei und ergänzt und entfernt Importe mit golang.org/x/tools/imports, wie
// golang.org/x/tools/cmd/goimports), nur dass es Pakete des Kurses ohne Suche findet.
//
// GoNB ruft vor jeder Zelle "goimports -w main.go" auf. Nennt eine Zelle puzzle.PrettyStr,
// ohne puzzle zu importieren, durchsucht goimports jedes Modul der Build-Liste nach einem
// Paket puzzle: 0,3 s und 0,45 s Rechenzeit, bei jeder solchen Zelle (BENCHMARKS.md, „Ein
// Sitzplatz neben Python“). Dieses goimports liest zuerst das go.work neben der Datei (GoNB
// legt es für jede Sitzung an, es bindet die Kopie des Kurses ein) und importiert jedes
// Paket der eingebundenen Module, dessen Name in der Datei als nicht aufgelöster Bezeichner
// vor einem Punkt steht – eindeutig, nicht aus der Standardbibliothek, nicht internal, und
// nur, wenn es jeden Namen exportiert, den die Datei dahinter benutzt (wie goimports).
// Was danach fehlt oder überzählig ist, erledigt imports.Process wie gewohnt.
//
// Aufruf wie goimports, mit den Schaltern, die GoNB und Menschen brauchen:
//
//	goimports [-w] [-l] DATEI…
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(ausfuehren(os.Args[1:], os.Stdout, os.Stderr))
}

// ausfuehren ist main ohne os.Exit: Es bearbeitet jede Datei aus args und gibt den
// Rückgabewert des Programms zurück (0 alles gut, 1 eine Datei scheiterte, 2 falscher Aufruf).
func ausfuehren(args []string, aus, fehler io.Writer) int {
	schalter := flag.NewFlagSet("goimports", flag.ContinueOnError)
	schalter.SetOutput(fehler)
	schreiben := schalter.Bool("w", false, "Ergebnis in die Datei schreiben statt auf die Standardausgabe")
	auflisten := schalter.Bool("l", false, "nur die Dateien nennen, die sich ändern würden")
	schalter.Usage = func() {
		fmt.Fprintln(fehler, "Aufruf: goimports [-w] [-l] DATEI…")
		schalter.PrintDefaults()
	}
	if err := schalter.Parse(args); err != nil {
		return 2
	}
	if schalter.NArg() == 0 {
		fmt.Fprintln(fehler, "goimports: keine Datei angegeben (dieses goimports liest nicht von der Standardeingabe)")
		return 2
	}
	status := 0
	for _, datei := range schalter.Args() {
		vorher, err := os.ReadFile(datei)
		if err != nil {
			fmt.Fprintf(fehler, "goimports: %v\n", err)
			status = 1
			continue
		}
		nachher, err := Bearbeite(datei, vorher)
		if err != nil {
			fmt.Fprintln(fehler, err)
			status = 1
			continue
		}
		geaendert := !bytes.Equal(vorher, nachher)
		if *auflisten && geaendert {
			fmt.Fprintln(aus, datei)
		}
		if *schreiben && geaendert {
			if err := os.WriteFile(datei, nachher, 0o644); err != nil {
				fmt.Fprintf(fehler, "goimports: %v\n", err)
				status = 1
			}
		}
		if !*auflisten && !*schreiben {
			aus.Write(nachher)
		}
	}
	return status
}
