package ausgabe

import (
	"fmt"
	"os"
)

// beenden beendet das Programm der Zelle; Tests ersetzen es.
var beenden = os.Exit

// Muss liefert wert, wenn err nil ist. Sonst schreibt es „Fehler: …“ auf die
// Fehlerausgabe und beendet die Zelle wie log.Fatal – für Notebook-Zellen, deren Eingaben
// feststehen und die bei einem Fehler nichts Sinnvolles mehr tun können:
//
//	%%
//	k := ausgabe.Muss(sudoku.CPParseGrid(hard3))
//
// statt vier Zeilen if err != nil { fmt.Println(err); return }. In Bibliothekscode
// gibt man Fehler zurück, statt Muss zu benutzen.
func Muss[T any](wert T, err error) T {
	Pruefe(err)
	return wert
}

// Pruefe beendet die Zelle mit „Fehler: …“ auf der Fehlerausgabe, wenn err nicht nil
// ist (wie Muss, für Aufrufe, die nur einen Fehler liefern oder mehr als zwei Werte).
func Pruefe(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "Fehler:", err)
		beenden(1)
	}
}
