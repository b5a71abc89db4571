package ausgabe

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestStoppuhr(t *testing.T) {
	var b bytes.Buffer
	stopp := StoppuhrNach(&b)
	stopp()
	assert.True(t, strings.HasPrefix(b.String(), "Wall time: "), b.String())
	assert.Equal(t, 1230*time.Millisecond, Gerundet(1234567890*time.Nanosecond))
	assert.Equal(t, 4290*time.Microsecond, Gerundet(4291234*time.Nanosecond))
}

// WieIPython schreibt wie _format_time in IPython (die Beispiele sind Ausgaben der Lektion
// „Suche“), Dauer dasselbe auf Deutsch.
func TestDauerWieIPython(t *testing.T) {
	for _, f := range []struct {
		d              time.Duration
		ipython, dauer string
	}{
		{2990 * time.Microsecond, "2.99 ms", "2,99 ms"},
		{4290 * time.Millisecond, "4.29 s", "4,29 s"},
		{19700 * time.Microsecond, "19.7 ms", "19,7 ms"},
		{83 * time.Millisecond, "83 ms", "83 ms"},
		{499 * time.Second, "8min 19s", "8 min 19 s"},
		{85 * time.Microsecond, "85 \u00b5s", "85 \u00b5s"},
		{120 * time.Second, "2min", "2 min"},
		{0, "0 ns", "0 ns"},
	} {
		assert.Equal(t, f.ipython, WieIPython(f.d), "%v", f.d)
		assert.Equal(t, f.dauer, Dauer(f.d), "%v", f.d)
	}
}
