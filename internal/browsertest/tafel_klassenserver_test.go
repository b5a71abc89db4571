package browsertest

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kisuche/kisuche/internal/abgabetest"
)

// Umgebung, die scripts/klassenserver-lasttest.sh diesem Test gibt, solange der Hub läuft.
const (
	envHub       = "KISUCHE_KLASSENSERVER_HUB"       // http://127.0.0.1:PORT
	envZugang    = "KISUCHE_KLASSENSERVER_ZUGANG"    // Zeilen „name passwort“
	envLehrkraft = "KISUCHE_KLASSENSERVER_LEHRKRAFT" // Konto der Lehrkraft
	envDaten     = "KISUCHE_KLASSENSERVER_DATEN"     // DATEN des Klassenservers
)

// tafelFrist: So schnell muss eine gespeicherte Aufgabe auf der Tafel stehen (das Ziel des
// Auftrags: „within about 10 seconds“).
const tafelFrist = 10 * time.Second

// zugang liest die Zugangsdaten: die Lehrkraft und die ersten drei anderen Konten.
func zugang(t *testing.T) (lehrkraft [2]string, schueler [][2]string) {
	f, err := os.Open(os.Getenv(envZugang))
	require.NoError(t, err)
	defer f.Close()
	z := bufio.NewScanner(f)
	for z.Scan() {
		name, passwort, ok := strings.Cut(strings.TrimSpace(z.Text()), " ")
		if !ok {
			continue
		}
		if name == os.Getenv(envLehrkraft) {
			lehrkraft = [2]string{name, passwort}
		} else if len(schueler) < 3 {
			schueler = append(schueler, [2]string{name, passwort})
		}
	}
	require.NotEmpty(t, lehrkraft[0], "keine Zugangsdaten der Lehrkraft")
	require.Len(t, schueler, 3, "der Test braucht drei Konten")
	return lehrkraft, schueler
}

// standAufTafel liest den Stand der Aufgabe a einer Person auf der Tafel im Tab tafel.
func standAufTafel(ctx context.Context, tafel *Seite, name string) string {
	n, _ := json.Marshal(`tr[data-name="` + name + `"] td[data-aufgabe="a"]`)
	stand, _ := JS[string](ctx, tafel, fmt.Sprintf(`(() => { const z = document.querySelector(%s); return z ? z.dataset.stand : ""; })()`, n))
	return stand
}

// warteAufTafel wartet, bis die Aufgabe a von name auf der Tafel den Stand stand hat, und
// liefert, wie lange das ab gespeichert dauerte.
func warteAufTafel(t *testing.T, ctx context.Context, tafel *Seite, name, stand string, gespeichert time.Time, frist time.Duration) time.Duration {
	t.Helper()
	for {
		if standAufTafel(ctx, tafel, name) == stand {
			d := time.Since(gespeichert)
			t.Logf("Tafel: %s a) %s nach %.1f s", name, stand, d.Seconds())
			return d
		}
		if time.Since(gespeichert) > frist {
			text, _ := tafel.Text(ctx, "main")
			t.Fatalf("nach %v steht %s a) nicht als %q auf der Tafel:\n%s", frist, name, stand, text)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// speichereImEditor schreibt exercises/DATEI im Home der angemeldeten Person über die
// Contents-API ihres Servers – genau das, was der Editor von Jupyter beim Speichern tut.
func speichereImEditor(ctx context.Context, s *Seite, hub, name, datei, inhalt string) error {
	pfad, _ := json.Marshal(strings.TrimRight(hub, "/") + "/user/" + name + "/api/contents/exercises/" + datei)
	text, _ := json.Marshal(inhalt)
	status, err := JSWarte[int](ctx, s, fmt.Sprintf(`(async () => {
		const xsrf = decodeURIComponent((document.cookie.match(/(?:^|; )_xsrf=([^;]*)/) || [])[1] || "");
		const r = await fetch(%s, {method: "PUT", credentials: "same-origin",
			headers: {"Content-Type": "application/json", "X-XSRFToken": xsrf},
			body: JSON.stringify({type: "file", format: "text", content: %s})});
		return r.status; })()`, pfad, text))
	if err != nil {
		return err
	}
	if status != 200 && status != 201 {
		return fmt.Errorf("Speichern von %s: Status %d", datei, status)
	}
	return nil
}

// fuehreAufgabenzelleAus ersetzt in Notebook 4 den Code der Aufgabenzelle von datei und führt
// sie aus (die Zelle speichert die Datei mit speichere); es wartet, bis sie fertig ist.
func fuehreAufgabenzelleAus(ctx context.Context, s *Seite, datei, code string) error {
	d, _ := json.Marshal("%%script speichere exercises/" + datei)
	c, _ := json.Marshal(code)
	gefunden, err := JS[bool](ctx, s, fmt.Sprintf(`(() => {
		const zelle = Jupyter.notebook.get_cells().find(z => z.cell_type === 'code' && z.get_text().startsWith(%s));
		if (!zelle) return false;
		zelle.set_text(%s + "\n" + %s);
		zelle.output_area.clear_output();
		window.__kisucheZelle = zelle;
		zelle.execute();
		return true; })()`, d, d, c))
	if err != nil {
		return err
	}
	if !gefunden {
		return fmt.Errorf("Notebook 4 hat keine Aufgabenzelle für %s", datei)
	}
	return s.WarteAuf(ctx, "Aufgabenzelle "+datei+" fertig", `typeof window.__kisucheZelle.input_prompt_number === 'number' &&
		document.querySelector('#kernel_indicator_icon.kernel_idle_icon') !== null &&
		window.__kisucheZelle.output_area.outputs.length > 0`)
}

// TestTafelImKlassenserver: Der echte Klassenserver (scripts/klassenserver-lasttest.sh startet
// ihn und diesen Test) mit der Tafel als Dienst des Hubs. Die Lehrkraft meldet sich in
// Chromium an und öffnet die Tafel; drei Schülerinnen und Schüler melden sich an: eine
// speichert Aufgabe a) in Notebook 4 (Zelle), einer im Editor, die dritte ist feindlich
// (Endlosschleife, Dateiname mit Steuerzeichen). Jede Änderung steht nach höchstens 10 s
// auf der Tafel, die feindliche Zeile zeigt „abgebrochen“, die anderen bleiben dabei aktuell;
// eine Schülerin bekommt auf der Tafel 403, und den Zustand der Tafel kann sie nicht lesen.
func TestTafelImKlassenserver(t *testing.T) {
	hub := os.Getenv(envHub)
	if hub == "" {
		t.Skip("läuft im Lasttest des Klassenservers, der den Hub startet: sudo bash scripts/klassenserver-lasttest.sh 3")
	}
	require.NoError(t, Voraussetzungen())
	ctx, abbrechen := context.WithTimeout(context.Background(), 8*time.Minute)
	defer abbrechen()
	lehrkraft, schueler := zugang(t)
	wurzel, err := Projektwurzel()
	require.NoError(t, err)
	artefakte := filepath.Join(wurzel, "build", "browsertest")
	require.NoError(t, os.MkdirAll(artefakte, 0o755))
	b, err := StarteBrowser(ctx, t.TempDir(), 1400, 1000)
	require.NoError(t, err)
	defer b.Stoppe()
	tafelURL := strings.TrimRight(hub, "/") + "/services/kisuche-tafel/"

	// Die Lehrkraft öffnet die Tafel; die schickt sie zur Anmeldung des Hubs und der zurück.
	// (Meldete sie sich zuerst auf der Startseite des Hubs an, startete er ihren Server, und
	// dessen Warteseite lüde sich neu, sobald er läuft – mitten in das Öffnen der Tafel.)
	tafel := NeuePerson(b)
	defer tafel.Schliesse()
	require.NoError(t, tafel.AnmeldenImHub(ctx, tafelURL, lehrkraft[0], lehrkraft[1]))
	liveCtx, liveAbbrechen := context.WithTimeout(ctx, time.Minute)
	require.NoError(t, tafel.WarteAuf(liveCtx, "Tafel live", `document.querySelector('#verbindung.live') !== null`))
	liveAbbrechen()
	defer func() {
		tafel.Bildschirmfoto(context.Background(), filepath.Join(artefakte, "tafel-klassenserver.png"))
	}()

	// Alle drei melden sich an (der Hub startet ihre Server).
	personen := make([]*Seite, 3)
	for i, s := range schueler {
		personen[i] = NeuePerson(b)
		defer personen[i].Schliesse()
		require.NoError(t, personen[i].AnmeldenImHub(ctx, strings.TrimRight(hub, "/")+"/hub/login", s[0], s[1]))
		require.NoError(t, personen[i].WarteAuf(ctx, "Server von "+s[0], `location.pathname.startsWith('/user/')`))
	}
	for _, s := range schueler {
		warteAufTafel(t, ctx, tafel, s[0], "nicht-begonnen", time.Now(), 60*time.Second)
	}
	loesung := abgabetest.Loesung(t)["a_getmoves.go"]

	// 1. Notebook 4: Die Aufgabenzelle a) speichert ein GetMoves, das über den Rand springt.
	anna := schueler[0][0]
	notebook := personen[0]
	require.NoError(t, notebook.Gehe(ctx, strings.TrimRight(hub, "/")+"/user/"+anna+"/notebooks/notebooks/4_15-Puzzle_Uebung.ipynb"))
	require.NoError(t, notebook.WarteAufNotebook(ctx))
	require.NoError(t, fuehreAufgabenzelleAus(ctx, notebook, "a_getmoves.go", abgabetest.GetMovesUeberDenRand))
	warteAufTafel(t, ctx, tafel, anna, "offen", time.Now(), tafelFrist)
	satz, _ := tafel.Text(ctx, `li[data-aufgabe="a"]`)
	assert.Contains(t, satz, "GetMoves(…) liefert 4 Positionen, richtig sind 3")

	// 2. Editor: bert speichert die Lösung.
	bert := schueler[1][0]
	require.NoError(t, speichereImEditor(ctx, personen[1], hub, bert, "a_getmoves.go", loesung))
	warteAufTafel(t, ctx, tafel, bert, "besteht", time.Now(), tafelFrist)

	// 3. carla ist feindlich: GetMoves endet nie, dazu eine Datei mit Steuerzeichen im Namen
	// (aus ihrem Terminal). Während ihre Prüfung hängt, ändert anna ihre Zelle: Ihre Zeile ist
	// trotzdem nach höchstens 10 s aktuell.
	carla := schueler[2][0]
	require.NoError(t, speichereImEditor(ctx, personen[2], hub, carla, "a_getmoves.go",
		"package exercises\n\nfunc GetMoves(pos Position) []Position {\n\tfor {\n\t}\n}\n"))
	konto, err := user.Lookup(carla)
	require.NoError(t, err)
	ausgabe, err := exec.Command("runuser", "-u", carla, "--", "sh", "-c", `printf 'package exercises\n' > "$1"`, "_",
		filepath.Join(konto.HomeDir, "kisuche", "exercises", "x\x1b]0;gehackt\x07.go")).CombinedOutput()
	require.NoError(t, err, "%s", ausgabe)
	require.NoError(t, fuehreAufgabenzelleAus(ctx, notebook, "a_getmoves.go", loesung))
	warteAufTafel(t, ctx, tafel, anna, "besteht", time.Now(), tafelFrist)
	warteAufTafel(t, ctx, tafel, carla, "abgebrochen", time.Now(), 2*time.Minute)
	assert.Equal(t, "besteht", standAufTafel(ctx, tafel, bert), "die feindliche Abgabe hat bert verändert")
	seite, err := JS[string](ctx, tafel, `document.documentElement.outerHTML`)
	require.NoError(t, err)
	assert.NotContains(t, seite, "\x1b")

	// 4. Eine Schülerin auf der Tafel: 403 „Nicht erlaubt“ (auch für die Ereignisse).
	require.NoError(t, personen[0].Gehe(ctx, tafelURL))
	text, err := personen[0].Text(ctx, "body")
	require.NoError(t, err)
	assert.Contains(t, text, "Nicht erlaubt")
	assert.NotContains(t, text, bert)
	// Die Seite „Nicht erlaubt“ verbietet Skripten das Netz (CSP): von der Startseite des Hubs
	// aus fragen.
	require.NoError(t, personen[0].Gehe(ctx, strings.TrimRight(hub, "/")+"/hub/home"))
	for _, pfad := range []string{"", "ereignisse"} {
		u, _ := json.Marshal(tafelURL + pfad)
		status, err := JSWarte[int](ctx, personen[0], fmt.Sprintf(`fetch(%s, {credentials: "same-origin"}).then(r => r.status)`, u))
		require.NoError(t, err)
		assert.Equal(t, 403, status, "Tafel%s für eine Schülerin", pfad)
	}

	// 5. Den Zustand der Tafel kann niemand aus der Klasse lesen.
	if daten := os.Getenv(envDaten); daten != "" {
		aus, err := exec.Command("runuser", "-u", anna, "--", "ls", filepath.Join(daten, "tafel")).CombinedOutput()
		assert.Error(t, err, "anna liest den Ordner der Tafel: %s", aus)
	}
}
