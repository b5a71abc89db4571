package demo

import (
	"github.com/janpfeifer/gonb/gonbui/comms"
	"github.com/janpfeifer/gonb/gonbui/widgets"
)

// knopf hängt an das HTML-Element leiste einen Knopf mit der Beschriftung beschriftung und
// der HTML-Kennung knopfKennung(name, uid) und liefert den Kanal seiner Klicks; jeder Klick
// schickt den Zählerstand des Knopfs (1, 2, 3 …).
//
// Der Weg aus der Dokumentation von GoNB (v0.11.5), erst Done, dann Listen, verliert
// gelegentlich alle Klicks eines Knopfs: Done abonniert die Adresse des Knopfs, um den
// Startwert 0 abzuwarten, und meldet sie danach in einer eigenen Goroutine wieder ab. Läuft
// diese Goroutine so, dass ihre Abmeldung beim Kernel erst nach der Anmeldung von Listen
// ankommt, hält der Kernel die Adresse für abgemeldet und verwirft jeden Klick; das Programm
// der Zelle wartet für immer (docs/gonb-meldungen.md, Nr. 3). knopf meldet die Adresse vor
// Done an: Die Zahl ihrer Abonnements sinkt nie auf null, eine Abmeldung geht nie hinaus.
// Den Startwert, den so auch der eigene Kanal bekommt, liest knopf selbst.
func knopf(leiste, name, uid, beschriftung string) *comms.AddressChan[int] {
	b := widgets.Button(beschriftung).WithHtmlId(knopfKennung(name, uid)).AppendTo(leiste)
	klicks := comms.Listen[int](b.Address())
	b.Done()
	// Done kehrt erst zurück, wenn der Startwert an alle Abonnements verteilt ist, also auch
	// an klicks.
	<-klicks.C
	return klicks
}

// knopfKennung ist die HTML-Kennung „ks-NAME-UID“ des Knopfs oder Reglers name einer Demo
// mit der Kennung uid; an ihr erkennen ihn die Browser-Tests.
func knopfKennung(name, uid string) string { return "ks-" + name + "-" + uid }

// schieberegler baut den Schieberegler b (an Stelle von b.Done()) und liefert den Kanal
// seiner Werte, der immer nur den neuesten hält (an Stelle von b.Listen().LatestOnly()).
// Auch hier abonniert es vor Done: LatestOnly ersetzt den Kanal, und ein Wert, der genau
// dazwischen ankommt, ließe gonbui/comms (v0.11.5) das Abonnement stillschweigend beenden.
// Den Startwert liest schieberegler selbst.
func schieberegler(b *widgets.SliderBuilder) *comms.AddressChan[int] {
	werte := comms.Listen[int](b.Address()).LatestOnly()
	b.Done()
	<-werte.C
	return werte
}
