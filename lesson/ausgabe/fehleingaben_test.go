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
	assert.Equal(t, "-9223372036,855 s", Sekunden(time.Duration(math.MinInt64)), "Sekunden ohne Tausenderpunkte")
	stopp := StoppuhrNach(nil)
	assert.NotPanics(t, stopp, "eine Stoppuhr ohne Ziel schreibt auf die Standardausgabe")
}
