// Package seiten legt Slices so an, dass ein frischer Prozess (eine Notebook-Zelle) für
// jede ihrer Speicherseiten nur einen Seitenfehler bezahlt.
//
// Frischen Speicher vom Betriebssystem übergibt Go unbeschrieben (er ist ja schon null).
// Liest ein Prozess eine solche Seite zuerst, bildet Linux sie auf die gemeinsame Nullseite
// ab, und der erste Schreibzugriff kostet einen zweiten, teureren Seitenfehler, bei dem der
// Kern auch die anderen Prozessorkerne benachrichtigen muss (TLB). Hash-Tabellen lesen
// ihre Fächer, bevor sie sie beschreiben („ist v schon bekannt?“); wer jede Seite zuerst
// beschreibt, zahlt einen Seitenfehler je Seite statt zwei.
package seiten

import "unsafe"

// Frisch legt ein Slice mit n Nullwerten an und schreibt in jede seiner Speicherseiten
// einmal (siehe Beschreibe).
func Frisch[T any](n int) []T {
	return Beschreibe(make([]T, n))
}

// Beschreibe schreibt in jede Speicherseite von s einmal den Nullwert (s muss aus
// Nullwerten bestehen) und liefert s.
func Beschreibe[T any](s []T) []T {
	var null T
	schritt := max(1, 4096/int(unsafe.Sizeof(null))) // 4096: kleinste Seitengröße
	for i := 0; i < len(s); i += schritt {
		s[i] = null
	}
	return s
}
