package ansicht

import (
	"context"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/australien"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const ansichtGrid1 = "003020600 900305001 001806400 008102900 700000008 006708200 002609500 800203009 005010300"

func TestAustralienKarteSVG(t *testing.T) {
	b, ok, err := australien.NeuesCSP().Backtracking(context.Background(), lesson.CSPOptionen{})
	require.NoError(t, err)
	require.True(t, ok)
	svg := AustralienKarteSVG(b)
	z := zaehle(t, svg)
	assert.Equal(t, 7, z.klassen["staat"])
	assert.Equal(t, 0, z.klassen["rest"], "alle Staaten belegt")
	assert.Contains(t, svg, `data-staat="WA" points=`)
	assert.Contains(t, svg, ">WA = red<")
	assert.Equal(t, 4, strings.Count(svg, `fill="#e8706a"`), "WA, Q, V und T sind in der ersten Lösung rot")

	leer := zaehle(t, AustralienKarteSVG(australien.NeuesCSP().LeereBelegung()))
	assert.Equal(t, 7, leer.klassen["rest"], "unbelegt: Restdomäne unter jedem Namen")
	assert.Equal(t, 7, zaehle(t, AustralienKarteSVG(lesson.Belegung[string]{})).klassen["staat"], "Nullbelegung: graue Karte")
	assert.Equal(t, "#bbbbbb", farbwert(`"><script>`))
	assert.Equal(t, "#123abc", farbwert("#123abc"))
}
