package sandkasten

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/aufnahme"
)

// konfiguration sind die Einstellungen, mit denen die Tests dieses Pakets eine Klasse
// bewerten (wie bewerten mit ABGABEN/).
type konfiguration struct {
	abgaben     string // Ordner mit einem Unterordner pro Abgabe
	aus         string // Ausgabeordner (eine Abgabe darf dort nichts schreiben)
	parallel    int
	zeitlimit   time.Duration
	speicherMiB int
	alleImporte bool
	art         string
	schwach     bool
}

// bewerten liest die Abgaben aus k.abgaben und bewertet sie in einem Lauf, wie
// cmd/bewerten es tut (ohne noten.csv zu schreiben).
func bewerten(ctx context.Context, k konfiguration) ([]Ergebnis, error) {
	liste, err := aufnahme.Einlesen(k.abgaben, k.aus)
	if err != nil {
		return nil, err
	}
	aufnahme.EindeutigeNamen(liste)
	if len(liste) == 0 {
		return nil, fmt.Errorf("%s enthält keine Abgaben", k.abgaben)
	}
	l, err := NeuerLauf(Optionen{Parallel: k.parallel, Zeitlimit: k.zeitlimit, SpeicherMiB: k.speicherMiB,
		Schwach: k.schwach, alleImporte: k.alleImporte, art: k.art})
	if err != nil {
		return nil, err
	}
	defer l.Schliessen()
	return l.Alle(ctx, liste, nil), nil
}

// langsam überspringt einen Test, der ganze Abgaben übersetzt und im Sandkasten ausführt,
// wenn KISUCHE_MUTATION gesetzt ist (bench/mutation.sh; wie in cmd/bewerten).
func langsam(t *testing.T) {
	t.Helper()
	if os.Getenv("KISUCHE_MUTATION") != "" {
		t.Skip("langsamer Test (Abgaben übersetzen und ausführen), übersprungen wegen KISUCHE_MUTATION")
	}
}
