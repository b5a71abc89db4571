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
