package demo

import (
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestKopflos(t *testing.T) {
	t.Setenv("KISUCHE_KOPFLOS", "")
	t.Setenv("JPY_PARENT_PID", "")
	assert.False(t, kopflos(), "ohne Hinweise: nicht kopflos (dann entscheidet die Probe)")
	t.Setenv("KISUCHE_KOPFLOS", "1")
	assert.True(t, kopflos())
	t.Setenv("KISUCHE_KOPFLOS", "")
	// Der Elternprozess ist hier der Testlauf selbst, also kein nbconvert.
	t.Setenv("JPY_PARENT_PID", fmt.Sprint(os.Getpid()))
	assert.False(t, kopflos())
	t.Setenv("JPY_PARENT_PID", "999999999")
	assert.False(t, kopflos(), "unbekannter Prozess: nicht kopflos")
}

func TestLiveFrontendAusserhalbVonGoNB(t *testing.T) {
	// In go test gibt es keinen GoNB-Kernel: keine Probe, sofort false.
	assert.False(t, LiveFrontend())
}
