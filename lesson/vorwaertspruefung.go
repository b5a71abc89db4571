package lesson

import "strings"

// ForwardChecking weist x den Wert d zu wie Assign und streicht danach bei jeder
// unbelegten Nachbarvariablen von x die Werte, die zusammen mit x = d einen Constraint
// verletzen – ein Schritt Forward-Checking, wie auf der Folie „Forward-Checking“.
//
// ok ist false, wenn die Zuweisung selbst nicht möglich ist (wie bei Assign: Konflikt,
// unbekannte oder schon belegte Variable, Wert außerhalb der Domäne oder schon
// gestrichen); dann ist nb die unveränderte Belegung b. ok ist auch false, wenn danach
// eine Restdomäne leer ist: Dann liefert nb die Belegung mit der leeren Restdomäne, damit
// man sieht, wo die Suche umkehren müsste. b selbst bleibt immer unverändert.
func (b Belegung[W]) ForwardChecking(x string, d W) (nb Belegung[W], ok bool) {
	if b.csp == nil {
		return b, false
	}
	i, bekannt := b.csp.index[x]
	if !bekannt {
		return b, false
	}
	if k := indexVon(b.csp.domaenen[i], d); k < 0 || !b.hatRest(i, k) {
		return b, false
	}
	nb, ok = b.Assign(x, d)
	if !ok {
		return b, false
	}
	p := b.csp
	for m, y := range p.nachbarn[i] {
		if nb.wert[y] >= 0 {
			continue
		}
		for ky := range nb.restIndizes(y) {
			if !p.bedingung[i][m](d, p.domaenen[y][ky]) {
				nb.streiche(y, ky)
			}
		}
		if nb.restAnzahl(y) == 0 {
			ok = false
		}
	}
	return nb, ok
}

// Restdomaenen schreibt jede Variable mit ihrer Restdomäne in eine Zeile, in der
// Reihenfolge des CSP, etwa „WA red  NT green,blue  SA green,blue …“: eine Zeile der
// Tabelle auf der Folie „Forward-Checking“. Die Spalten sind so breit wie die ganze Domäne,
// so stehen die Zeilen mehrerer Aufrufe untereinander. Eine leere Restdomäne ist „–“.
func (b Belegung[W]) Restdomaenen() string {
	if b.csp == nil {
		return ""
	}
	breite := 0
	for i, name := range b.csp.namen {
		breite = max(breite, len([]rune(name+" "+kurzListe(b.csp.domaenen[i]))))
	}
	var sb strings.Builder
	for i, name := range b.csp.namen {
		var rest []W
		for k := range b.restIndizes(i) {
			rest = append(rest, b.csp.domaenen[i][k])
		}
		spalte := name + " " + kurzListe(rest)
		if i < len(b.csp.namen)-1 {
			spalte += strings.Repeat(" ", breite-len([]rune(spalte))+2)
		}
		sb.WriteString(spalte)
	}
	return sb.String()
}

// kurzListe schreibt Werte ohne Leerzeichen mit Kommas getrennt, eine leere Liste als „–“.
func kurzListe[W any](werte []W) string {
	if len(werte) == 0 {
		return "–"
	}
	return strings.ReplaceAll(werteListe(werte), ", ", ",")
}
