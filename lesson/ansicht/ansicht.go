package ansicht

import "html"

// Die Bilder dieses Pakets sind eigenständige SVGs (ein Element <svg xmlns=…>), die
// TestBilder in notebooks/pruefungen nach notebooks/bilder schreibt; die Notebooks zeigen
// sie wie die Lektionen in Markdown-Zellen. Alle Texte werden mit html.EscapeString
// maskiert; die Ausgabe ist wohlgeformtes XML, damit Tests sie mit encoding/xml prüfen
// können.

// fehlerHTML zeigt eine Fehlermeldung statt eines Bildes (die Ansichten geben nie auf).
func fehlerHTML(meldung string) string {
	return `<div class="kisuche-fehler" style="color:#b00;font-family:sans-serif">` +
		html.EscapeString(meldung) + `</div>`
}
