package aufnahme

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEindeutigeNamen(t *testing.T) {
	abgaben := []Abgabe{{Name: "anna"}, {Name: "anna"}, {Name: "anna (2)"}, {Name: "Anna"}, {Name: "\x1b[2Jbert\u202e"}, {Name: "../../etc"}, {Name: "\x07"}}
	EindeutigeNamen(abgaben)
	var namen []string
	for _, a := range abgaben {
		namen = append(namen, a.Name)
	}
	assert.Equal(t, []string{"anna", "anna (3)", "anna (2)", "Anna (4)", "[2Jbert", "_.._etc", "ohne Namen"}, namen)
}
