// Goplspforte steht für den Kernel „Go (KI-Suche)“ zwischen GoNB und gopls. GoNB startet
// beim Start des Kernels „gopls -listen ADRESSE“ (scripts/kernel/bin/gopls, das diese Pforte
// startet) und verbindet sich damit; die Pforte nimmt die Verbindung sofort an und startet
// das echte gopls erst, wenn jemand es braucht:
//
//   - Erst beim ersten Tab oder Umschalt+Tab startet gopls (hinter der Pforte, über
//     Standardein- und -ausgabe). Wer nur Zellen rechnet, bezahlt kein gopls: Es lädt beim
//     Start den ganzen Arbeitsbereich (auf dem Klassenserver, zu Beginn der Stunde, für jede
//     Person zugleich).
//   - Endet gopls (abgestürzt, vom Kernel der Speicher wegen beendet, von Hand), beantwortet
//     die Pforte die offenen Anfragen mit einem Fehler und startet bei der nächsten Anfrage
//     ein neues gopls, das sie auf den Stand von GoNB bringt (initialize, offene Dateien).
//     Ohne Pforte bliebe die Vervollständigung bis zum Neustart des Kernels weg („gopls client
//     not connected“).
//   - Endet der Kernel, endet die Pforte mit gopls, welches Signal es auch war: GoNB startet
//     „gopls“ in einer eigenen Prozessgruppe, ein Kernel, der mit SIGKILL endet (vom
//     Speicher-Wächter, vom Hub), ließ es bisher zurück. Die Pforte merkt, dass ihr
//     Elternprozess weg ist, und beendet gopls; gopls selbst bekommt SIGKILL, wenn die Pforte
//     endet (Pdeathsig).
//   - Die Go-Dateien der Module aus go.work öffnet GoNB beim ersten Tab alle bei gopls; die
//     Pforte meldet sie stattdessen als auf der Platte geändert (siehe sitzung.datei).
//
// Aufruf (die ADRESSE wie bei gopls: „unix;PFAD“, „tcp;HOST:PORT“ oder ein Pfad):
//
//	goplspforte -listen ADRESSE -- GOPLS [ARGUMENTE…]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"
)

func main() {
	os.Exit(ausfuehren(os.Args[1:], os.Stderr))
}

// protokoll schreibt, was die Pforte tut (gopls gestartet, beendet, Anfragen), in die Datei
// aus KISUCHE_GOPLSPFORTE_LOG, dorthin auch die Fehlerausgabe von Pforte und gopls; ohne sie
// nirgendwohin (GoNB verwirft die Fehlerausgabe von gopls).
var protokoll = log.New(io.Discard, "goplspforte ", log.Lmicroseconds)

// elternTakt: so oft prüft die Pforte, ob ihr Elternprozess (der Kernel) noch lebt.
const elternTakt = 200 * time.Millisecond

// ausfuehren ist main ohne os.Exit.
func ausfuehren(args []string, fehler io.Writer) int {
	schalter := flag.NewFlagSet("goplspforte", flag.ContinueOnError)
	schalter.SetOutput(fehler)
	adresse := schalter.String("listen", "", "Adresse, auf der GoNB sich verbindet (unix;PFAD, tcp;HOST:PORT oder PFAD)")
	if err := schalter.Parse(args); err != nil {
		return 2
	}
	befehl := schalter.Args()
	if *adresse == "" || len(befehl) == 0 {
		fmt.Fprintln(fehler, "Aufruf: goplspforte -listen ADRESSE -- GOPLS [ARGUMENTE…]")
		return 2
	}
	if datei := os.Getenv("KISUCHE_GOPLSPFORTE_LOG"); datei != "" {
		if f, err := os.OpenFile(datei, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
			protokoll.SetOutput(f)
			_ = syscall.Dup2(int(f.Fd()), 2) // auch die Fehlerausgabe von gopls und der Laufzeit
		}
	}
	netz, ort := zerlegeAdresse(*adresse)
	if netz == "unix" {
		_ = os.Remove(ort)
	}
	ln, err := net.Listen(netz, ort)
	if err != nil {
		fmt.Fprintf(fehler, "goplspforte: %v\n", err)
		return 1
	}
	dir, err := os.Getwd()
	if err != nil {
		fmt.Fprintf(fehler, "goplspforte: %v\n", err)
		return 1
	}
	ende := make(chan string, 1)
	go wacheUeberEltern(os.Getppid(), ende)
	signale := make(chan os.Signal, 1)
	signal.Notify(signale, syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP)
	go func() { ende <- (<-signale).String() }()
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				ende <- err.Error()
				return
			}
			go func() {
				neueSitzung(&schreiber{w: conn}, befehl, dir).bediene(bufio.NewReaderSize(conn, 1<<16))
				_ = conn.Close()
			}()
		}
	}()
	grund := <-ende
	_ = ln.Close() // entfernt auch die Datei eines Unix-Sockets
	beendeAlle()
	protokoll.Printf("beendet (%s)", grund)
	return 0
}

// zerlegeAdresse zerlegt eine Adresse, wie GoNB sie gopls gibt, in Netz und Ort.
func zerlegeAdresse(a string) (netz, ort string) {
	switch {
	case strings.HasPrefix(a, "unix;"):
		return "unix", a[len("unix;"):]
	case strings.HasPrefix(a, "tcp;"):
		return "tcp", a[len("tcp;"):]
	case strings.HasPrefix(a, "/"):
		return "unix", a
	}
	return "tcp", a
}

// wacheUeberEltern meldet auf ende, sobald der Elternprozess eltern nicht mehr lebt (die
// Pforte hat dann einen anderen Elternprozess, etwa init).
func wacheUeberEltern(eltern int, ende chan<- string) {
	for range time.Tick(elternTakt) {
		if os.Getppid() != eltern {
			ende <- fmt.Sprintf("Elternprozess %d beendet", eltern)
			return
		}
	}
}
