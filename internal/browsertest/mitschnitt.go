package browsertest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// MitschnittVariable nennt die Umgebungsvariable mit einem Ordner für Mitschnitte. Ist sie
// gesetzt, schreibt der Browser-Test dorthin, was zwischen Browser, Jupyter und Kernel
// hin- und hergeht: browser.log (Konsole und jeder Websocket-Rahmen aller Tabs, gekürzt),
// jupyter.log (Jupyter mit --debug, darin auch das Protokoll des Kernels: GoNB mit -v=2 und
// --comms_log, siehe scripts/kernel/starten.sh). Die Zeitstempel beider Dateien sind UTC.
// So ließ sich verfolgen, wo ein Klick verloren ging (lesson/demo/verbindung.go).
const MitschnittVariable = "KISUCHE_BROWSERTEST_MITSCHNITT"

// mitschnittOrdner liefert den Ordner für Mitschnitte oder "".
func mitschnittOrdner() string { return os.Getenv(MitschnittVariable) }

var mitschnittMu sync.Mutex

// schneideMit schreibt Konsole und Websocket-Verkehr des Tabs nach browser.log im Ordner
// für Mitschnitte, falls einer gesetzt ist.
func schneideMit(tab context.Context) {
	ordner := mitschnittOrdner()
	if ordner == "" {
		return
	}
	f, err := os.OpenFile(filepath.Join(ordner, "browser.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	schreibe := func(format string, a ...any) {
		mitschnittMu.Lock()
		defer mitschnittMu.Unlock()
		fmt.Fprintf(f, "%s "+format+"\n", append([]any{time.Now().UTC().Format("15:04:05.000")}, a...)...)
	}
	kuerze := func(s string) string { return kurz(s, 400) }
	_ = chromedp.Listen(tab, func(ev any) {
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			var s string
			for _, a := range e.Args {
				if a.Value != nil {
					s += string(a.Value) + " "
				} else {
					s += a.Description + " "
				}
			}
			schreibe("KONSOLE %s: %s", e.Type, kuerze(s))
		case *runtime.EventExceptionThrown:
			schreibe("AUSNAHME %s %v", e.ExceptionDetails.Text, e.ExceptionDetails.Exception)
		case *network.EventWebSocketCreated:
			schreibe("WS %s NEU %s", e.RequestID, e.URL)
		case *network.EventWebSocketClosed:
			schreibe("WS %s ZU", e.RequestID)
		case *network.EventWebSocketFrameSent:
			schreibe("WS %s >> %s", e.RequestID, kuerze(string(e.Response.PayloadData)))
		case *network.EventWebSocketFrameReceived:
			schreibe("WS %s << %s", e.RequestID, kuerze(string(e.Response.PayloadData)))
		case *network.EventWebSocketFrameError:
			schreibe("WS %s FEHLER %s", e.RequestID, e.ErrorMessage)
		}
	})
	_, _ = chromedp.Call(tab, network.Enable, network.EnableParams{})
	_, _ = chromedp.Call(tab, runtime.Enable, cdp.Empty{})
}
