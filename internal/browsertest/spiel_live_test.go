package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// spielZuege lösen 'CBD AFGEH' in 15 Zügen (dieselben wie im Notebook mit festen Eingaben).
var spielZuege = []string{"A", "B", "D", "F", "B", "D", "C", "A", "D", "B", "F", "C", "B", "E", "H"}

// liveSpielZellen holt aus notebooks/1_Schiebepuzzle.ipynb die Zelle zum Live-Spielen und
// entfernt die Kommentarzeichen vor dem Aufruf – genau das, was eine Schülerin tut. Davor
// stehen die Zellen, die das Spiel im Notebook deklarieren (alles bis auf die Hauptprogramme:
// das Spiel und was es braucht, steht als Go-Code im Notebook).
func liveSpielZellen(t *testing.T, wurzel string) []string {
	t.Helper()
	daten, err := os.ReadFile(filepath.Join(wurzel, "notebooks", "1_Schiebepuzzle.ipynb"))
	require.NoError(t, err)
	var nb struct {
		Cells []struct {
			CellType string          `json:"cell_type"`
			Source   json.RawMessage `json:"source"`
		} `json:"cells"`
	}
	require.NoError(t, json.Unmarshal(daten, &nb))
	const aufruf = `// interaktivesSpiel("CBD AFGEH", "ABCDEFGH ", 20, demo.Eingabe())`
	var zellen []string
	for _, z := range nb.Cells {
		var quelle string
		if json.Unmarshal(z.Source, &quelle) != nil {
			var zeilen []string
			require.NoError(t, json.Unmarshal(z.Source, &zeilen))
			quelle = strings.Join(zeilen, "")
		}
		if z.CellType != "code" {
			continue
		}
		if strings.Contains(quelle, aufruf) {
			return append(zellen, strings.Replace(quelle, aufruf, strings.TrimPrefix(aufruf, "// "), 1))
		}
		if deklarationen, _, _ := strings.Cut(quelle, "\n%%"); !strings.HasPrefix(quelle, "%%") {
			zellen = append(zellen, deklarationen)
		}
	}
	t.Fatalf("Notebook 1 hat keine Zelle mit %q", aufruf)
	return nil
}

// TestSpielLive spielt das Schiebepuzzle aus Notebook 1 live in Jupyter: Die Zelle fragt
// jeden Zug mit einem Eingabefeld (demo.Eingabe, darin gonbui.RequestInput) ab; der Test tippt die Züge ein.
func TestSpielLive(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute) // großzügig, siehe gesamtZeit
	defer cancel()
	u := starteUmgebung(t, ctx)
	wurzel, err := Projektwurzel()
	require.NoError(t, err)

	importe := "import (\n\t\"github.com/kisuche/kisuche/lesson/demo\"\n)\n"
	zellen := append([]string{importe}, liveSpielZellen(t, wurzel)...)
	require.NoError(t, SchreibeNotebook(filepath.Join(u.ordner, "spiel.ipynb"), zellen...))

	s, err := OeffneNotebook(ctx, u.browser, u.jupyter.NotebookURL("spiel.ipynb"))
	require.NoError(t, err)
	defer s.Schliesse()
	require.NoError(t, s.FuehreAlleZellenAus(ctx))

	eingabefeld := `document.querySelectorAll('input.raw_input').length === 1`
	for i, zug := range spielZuege {
		require.NoError(t, s.WarteAuf(ctx, fmt.Sprintf("Eingabefeld für Zug %d", i+1), eingabefeld),
			"Jupyter-Log:\n%s", kurz(u.jupyter.Log(), 4000))
		if i == 0 {
			require.NoError(t, s.Bildschirmfoto(ctx, filepath.Join(u.artefakte, "spiel-live-1.png")))
		}
		// Wert eintragen und Enter drücken, wie beim Tippen (das Notebook hört per jQuery auf keydown).
		_, err := JS[bool](ctx, s, fmt.Sprintf(`(() => { const e = $('input.raw_input');
			e.val(%q); e.trigger($.Event('keydown', {which: 13, keyCode: 13})); return true; })()`, zug))
		require.NoError(t, err)
		require.NoError(t, s.WarteAuf(ctx, fmt.Sprintf("Zug %d angenommen", i+1),
			`document.querySelectorAll('input.raw_input').length === 0 || `+
				`Jupyter.notebook.get_cells().some(c => c.output_area && c.output_area.outputs.some(o => (o.text || '').includes('Zug `+fmt.Sprint(i+2)+`:')))`))
	}
	require.NoError(t, s.WarteAuf(ctx, "Spiel beendet", AlleZellenFertig))
	require.NoError(t, s.Bildschirmfoto(ctx, filepath.Join(u.artefakte, "spiel-live-ende.png")))
	ausgabe, err := JS[string](ctx, s, `Jupyter.notebook.get_cells().filter(c => c.output_area)
		.flatMap(c => c.output_area.outputs.map(o => o.text || '')).join('')`)
	require.NoError(t, err)
	require.Contains(t, ausgabe, "Du hast das Ziel in 15 Zügen erreicht!", "Ausgabe des Spiels:\n%s", kurz(ausgabe, 3000))
	fehler, err := s.Fehlerausgaben(ctx)
	require.NoError(t, err)
	require.Empty(t, fehler)
}
