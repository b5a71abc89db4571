// Package testhilfe enthält, was die Tests mehrerer Pakete von lesson gemeinsam brauchen.
package testhilfe

import (
	"os"
	"slices"
	"testing"
)

// Unikate liefert die verschiedenen Einträge von s, sortiert.
func Unikate(s []string) []string {
	u := slices.Clone(s)
	slices.Sort(u)
	return slices.Compact(u)
}

// LeseDatei liest eine Datei und bricht den Test ab, wenn das nicht geht.
func LeseDatei(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// OhnePanik ruft f auf und lässt den Test scheitern, statt abzustürzen, wenn f in Panik
// gerät: Für den Katalog der Fehleingaben ist eine Panik ein Fehler wie jeder andere.
func OhnePanik(t testing.TB, name string, f func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s: Panik statt Fehler: %v", name, r)
		}
	}()
	f()
}
