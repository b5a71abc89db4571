package lesson_test

import (
	"context"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
)

// FuzzCSP baut ein CSP aus beliebigen Variablennamen, Werten und Constraints (Text wie
// "A B C | rot grün | A!=B B!=C"): NeuesCSP und die Constraints melden Unsinn als Fehler,
// und eine gefundene Lösung verletzt keinen Constraint.
func FuzzCSP(f *testing.F) {
	f.Add("WA NT SA Q NSW V T", "red green blue", "WA!=NT WA!=SA NT!=SA NT!=Q SA!=Q SA!=NSW SA!=V Q!=NSW NSW!=V")
	f.Add("A A", "x", "A!=A")
	f.Add("", "", "")
	f.Add("A B", "1 1", "A!=C")
	f.Fuzz(func(t *testing.T, variablen, werte, constraints string) {
		p, err := lesson.NeuesCSP(strings.Fields(variablen), strings.Fields(werte))
		if err != nil {
			return
		}
		for _, c := range strings.Fields(constraints) {
			x, y, ok := strings.Cut(c, "!=")
			if ok {
				_ = p.Verschieden(x, y)
			}
		}
		ctx, abbrechen := context.WithCancel(context.Background())
		defer abbrechen()
		b, ok, err := p.Backtracking(ctx, lesson.CSPOptionen{Variablenwahl: lesson.MRV, Inferenz: lesson.AC3, MaxZuweisungen: 10_000})
		if err == nil && ok {
			if v := p.Verletzt(b); len(v) > 0 {
				t.Fatalf("Lösung %v verletzt %v", b, v)
			}
		}
	})
}
