package browsertest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"time"

	"github.com/chromedp/chromedp"
)

var errKeinChromium = errors.New("Chromium nicht gefunden (weder /usr/bin/chromium noch chromium oder chromium-browser im PATH)")

// ChromiumPfad sucht Chromium: /usr/bin/chromium (Debian) oder chromium bzw.
// chromium-browser im PATH.
func ChromiumPfad() (string, error) {
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium", nil
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errKeinChromium
}

// Browser ist ein kopfloses Chromium, gesteuert über chromedp.
type Browser struct {
	// Ctx ist der chromedp-Kontext eines Tabs; chromedp.Run(b.Ctx, …) steuert ihn.
	Ctx context.Context

	markierung string
	abbrechen  []context.CancelFunc
}

// StarteBrowser startet Chromium kopflos mit frischem Profil im Ordner profil, ohne
// Hintergrundnetz, Komponenten-Updates und Synchronisierung, in einem Fenster der Größe
// breite×hoehe. Der Browser lebt höchstens so lange wie ctx; Stoppe beendet ihn früher.
func StarteBrowser(ctx context.Context, profil string, breite, hoehe int) (*Browser, error) {
	pfad, err := ChromiumPfad()
	if err != nil {
		return nil, err
	}
	b := &Browser{markierung: zufall(8)}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(pfad),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("metrics-recording-only", true),
		chromedp.Flag("password-store", "basic"),
		chromedp.UserDataDir(profil),
		chromedp.WindowSize(breite, hoehe),
		chromedp.Env(markierungsVariable + "=" + b.markierung),
		chromedp.ModifyCmdFunc(func(cmd *exec.Cmd) {
			if cmd.SysProcAttr == nil {
				cmd.SysProcAttr = &syscall.SysProcAttr{}
			}
			cmd.SysProcAttr.Setpgid = true
			cmd.SysProcAttr.Pdeathsig = syscall.SIGKILL
		}),
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	tabCtx, cancelTab := chromedp.NewContext(allocCtx)
	b.abbrechen = []context.CancelFunc{cancelTab, cancelAlloc}
	b.Ctx = tabCtx
	// Der erste Run startet den Browser.
	if err := chromedp.Do(tabCtx); err != nil {
		b.Stoppe()
		return nil, fmt.Errorf("Chromium lässt sich nicht starten: %w", err)
	}
	return b, nil
}

// Stoppe beendet den Browser und jeden übrig gebliebenen Chromium-Prozess dieses Laufs.
// Mehrfaches Aufrufen schadet nicht.
func (b *Browser) Stoppe() {
	for _, c := range b.abbrechen {
		c()
	}
	b.abbrechen = nil
	beendeMarkierte(b.markierung, time.Second)
}

// Markierung liefert den Wert der Umgebungsmarkierung der Chromium-Prozesse.
func (b *Browser) Markierung() string { return b.markierung }
