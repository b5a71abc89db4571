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
