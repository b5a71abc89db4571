package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/kisuche/kisuche/internal/hubanmeldung"
	"github.com/kisuche/kisuche/internal/sandkasten"
	"github.com/kisuche/kisuche/internal/tafel"
	"github.com/kisuche/kisuche/lesson/ausgabe"
)

// TafelErlaubnis ist der Scope des Hubs, den die Tafel von einer Person verlangt
// (klassenserver/jupyterhub_config.py gibt ihn der Lehrkraft über eine Rolle).
const TafelErlaubnis = "custom:kisuche-tafel:ansehen"

// tafelKonfiguration sind die Einstellungen der Tafel (bewerten -tafel).
type tafelKonfiguration struct {
	adresse string        // wo die Seite lauscht, etwa 127.0.0.1:8080
	frist   time.Duration // höchstens so lange pro Person am Stück
}

// tafelZeigen prüft die Abgaben aus k laufend an den Beispielen der Lektion und zeigt die
// Tafel unter t.adresse, bis ctx abläuft. Läuft bewerten als Dienst eines JupyterHub
// (JUPYTERHUB_API_TOKEN), sieht sie nur, wen der Hub mit TafelErlaubnis anmeldet; sonst
// lauscht sie nur auf Loopback.
func tafelZeigen(ctx context.Context, k konfiguration, t tafelKonfiguration) error {
	hub, mitHub, err := hubanmeldung.AusUmgebung(TafelErlaubnis)
	if err != nil {
		return err
	}
	if !mitHub && !nurLoopback(t.adresse) {
		return fmt.Errorf("ohne Hub zeigt bewerten die Tafel nur auf diesem Rechner (etwa -tafel 127.0.0.1:8080), nicht auf %s: "+
			"Sie zeigt den Stand jeder Person, und niemand meldet sich an", t.adresse)
	}
	var quelle tafel.Quelle = tafel.Ordner{Pfad: k.abgaben, Aus: k.aus}
	woher := k.abgaben
	if k.homes != "" {
		quelle = tafel.Homes{Liste: k.homes, ImHome: k.imHome}
		woher = "den Homes der Konten aus " + k.homes
	}
	if _, err := quelle.Stand(); err != nil {
		return err
	}
	lauf, err := sandkasten.NeuerLauf(k.Optionen)
	if err != nil {
		return err
	}
	defer lauf.Schliessen()
	ta := tafel.Neu(quelle, lauf, tafel.Optionen{Frist: t.frist, Arbeiter: lauf.Parallel(), Protokoll: k.fortschritt})

	var handler http.Handler = ta.Handler()
	praefix := "/"
	if mitHub {
		anmeldung, err := hubanmeldung.Neu(hub)
		if err != nil {
			return err
		}
		praefix = hub.Praefix
		if !strings.HasSuffix(praefix, "/") {
			praefix += "/"
		}
		mux := http.NewServeMux()
		mux.Handle(praefix, http.StripPrefix(strings.TrimSuffix(praefix, "/"), handler))
		handler = anmeldung.Schuetze(mux)
	}
	lauscher, err := net.Listen("tcp", t.adresse)
	if err != nil {
		return err
	}
	server := &http.Server{Handler: handler, ReadHeaderTimeout: 10 * time.Second}
	if k.fortschritt != nil {
		opt := lauf.Optionen()
		anmeldung := "ohne Anmeldung, nur auf diesem Rechner"
		if mitHub {
			anmeldung = "Anmeldung über den Hub, nur mit " + TafelErlaubnis
		}
		fmt.Fprintf(k.fortschritt, "Tafel für %s: http://%s%s (%s).\nPrüft nur die Beispiele der Lektion, %d Personen gleichzeitig, Zeitlimit %s pro Aufgabe, Frist %s pro Person.\nAbschottung: %s.\n",
			woher, lauscher.Addr(), praefix, anmeldung, opt.Parallel, ausgabe.Dauer(opt.Zeitlimit), ausgabe.Dauer(t.frist), lauf.Abschottung())
	}
	laufCtx, abbrechen := context.WithCancel(ctx)
	defer abbrechen()
	fertig := make(chan struct{})
	go func() {
		ta.Laufe(laufCtx)
		close(fertig)
	}()
	go func() {
		<-ctx.Done()
		ende, abbrechen := context.WithTimeout(context.Background(), 5*time.Second)
		defer abbrechen()
		server.Shutdown(ende)
	}()
	err = server.Serve(lauscher)
	abbrechen()
	<-fertig
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

// nurLoopback meldet, ob adresse (HOST:PORT) nur auf diesem Rechner erreichbar ist.
func nurLoopback(adresse string) bool {
	host, _, err := net.SplitHostPort(adresse)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
