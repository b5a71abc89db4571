package ansicht

import (
	"os"
	"testing"

	"github.com/kisuche/kisuche/internal/wache"
)

// Ein Test, der hängt, scheitert nach wache.Grenze statt nach dem Zeitlimit von go test.
func TestMain(m *testing.M) { os.Exit(wache.Main(m)) }
