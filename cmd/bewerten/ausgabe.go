package main

import (
	"strings"
)

// csvZelle schützt eine Zelle von noten.csv davor, in einer Tabellenkalkulation als Formel
// zu gelten: Beginnt sie mit = + - @, Tabulator oder Wagenrücklauf, bekommt sie einen
// Apostroph davor.
func csvZelle(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
