package ausgabe

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
)

// beendetMit ruft f auf und liefert den Code, mit dem f die Zelle beendet hätte (-1: gar nicht).
func beendetMit(t *testing.T, f func()) (code int) {
	t.Helper()
	alt := beenden
	t.Cleanup(func() { beenden = alt })
	type ende struct{ code int }
	beenden = func(c int) { panic(ende{c}) }
	defer func() {
		if r := recover(); r != nil {
			code = r.(ende).code
		}
	}()
	f()
	return -1
}

func TestMussUndPruefe(t *testing.T) {
	assert.Equal(t, -1, beendetMit(t, func() { assert.Equal(t, 7, Muss(7, nil)) }))
	assert.Equal(t, -1, beendetMit(t, func() { Pruefe(nil) }))
	assert.Equal(t, 1, beendetMit(t, func() { Muss(7, errors.New("kaputt")) }), "ein Fehler beendet die Zelle")
	assert.Equal(t, 1, beendetMit(t, func() { Pruefe(errors.New("kaputt")) }))
}
