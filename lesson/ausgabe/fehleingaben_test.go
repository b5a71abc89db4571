package ausgabe

import (
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// Katalog der Fehleingaben der Ausgabehilfen: die Ränder von int64, NaN, Unendlich.
func TestFehleingabenAusgabe(t *testing.T) {
	assert.Equal(t, "-9.223.372.036.854.775.808", Tausender(math.MinInt64), "ohne Rekursion bis zum Stapelüberlauf")
	assert.Equal(t, "9.223.372.036.854.775.807", Tausender(math.MaxInt64))
	assert.Equal(t, "0", Tausender(0))
	assert.Equal(t, "-999", Tausender(-999))
	assert.Equal(t, "-1.000", Tausender(-1000))
	for _, x := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		assert.Equal(t, "–", TausenderKomma(x))
	}
	assert.Equal(t, "1,00e+300", TausenderKomma(1e300))
	assert.Equal(t, "-1,00e+19", TausenderKomma(-1e19))
	assert.Equal(t, "1.000", TausenderKomma(999.5))
	assert.Equal(t, "-9.223.372.036.854.775.808", Tausender(int64(math.MinInt64)))
	assert.Equal(t, "-9.223.372.036,855 s", Sekunden(time.Duration(math.MinInt64)))
	for _, x := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		assert.Equal(t, "–", Komma(x, 1))
	}
	assert.Equal(t, "1,8e+20", Komma(1.8e20, 1), "jenseits von int64")
	assert.Equal(t, "-1e+18", Komma(-1e18, 0))
	assert.Equal(t, "999.000.000.000.000.000", Komma(9.99e17, 0), "knapp unter 10¹⁸")
	assert.Equal(t, "0,0", Komma(-0.04, 1), "kein „-0,0“")
	assert.Equal(t, "-0,1", Komma(-0.05, 1), "kaufmännisch gerundet, vom Nullpunkt weg")
	assert.Equal(t, "2", Komma(1.5, -3), "negative Stellen zählen wie 0")
	assert.Equal(t, 2+maxStellen, len(Komma(0.1, 1000)), "höchstens maxStellen Nachkommastellen")
	stopp := StoppuhrNach(nil)
	assert.NotPanics(t, stopp, "eine Stoppuhr ohne Ziel schreibt auf die Standardausgabe")
}
