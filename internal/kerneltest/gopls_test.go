package kerneltest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestGoplsImKernel lässt gopls_im_kernel.py gegen den Kernel dieses Repositorys laufen:
// gopls startet erst beim ersten Tab, kommt nach SIGKILL wieder, nichts vom Kernel überlebt
// ein SIGKILL an ihn, und der erste Tab eines neuen Kernels wartet nicht auf GoNBs 12 s.
func TestGoplsImKernel(t *testing.T) {
	nurMitAllenTests(t)
	daten := installierterKernel(t)
	ctx, abbrechen := context.WithTimeout(context.Background(), 8*time.Minute)
	defer abbrechen()
	cmd := exec.CommandContext(ctx, debianPython, "gopls_im_kernel.py")
	cmd.Env = append(os.Environ(), "JUPYTER_DATA_DIR="+daten, "JUPYTER_RUNTIME_DIR="+t.TempDir(),
		"GOPLSCACHE="+filepath.Join(t.TempDir(), "gopls"))
	cmd.WaitDelay = 10 * time.Second // falls ein Kernel die Ausgabe noch offen hält
	out, err := cmd.CombinedOutput()
	t.Logf("%s", out)
	if err != nil {
		t.Fatalf("gopls im Kernel: %v", err)
	}
}
