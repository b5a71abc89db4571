package pruefungen

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// Der Jupyter-Kernel des Projekts (scripts/kernel-installieren.sh): GoNB mit go.work, das
// dieses Modul einbindet – keine Einrichtungszelle, auch nicht nach einem Neustart.
const (
	kernelName    = "kisuche"
	kernelAnzeige = "Go (KI-Suche)"
)

// Der Hinweis oben in jedem Notebook, was bei „undefined: …“ zu tun ist (Zellen außer der
// Reihe ausgeführt).
const reiheHinweis = "Restart & Run All"

// Zeitlimits: Keine Zelle braucht mehr als einige Sekunden, kein Notebook mehr als zwei
// Minuten; die Limits fangen hängende Zellen ab, ohne den ganzen Testlauf zu blockieren.
const (
	maxZellenZeit   = 180 * time.Second
	maxNotebookZeit = 8 * time.Minute
	maxBrowserZeit  = 3 * time.Minute // Screenshot mit Chromium; großzügig für einen ausgelasteten Rechner
)

// Pruefung beschreibt, was für ein Notebook geprüft wird. Jedes Notebook hat genau eine
// Datei pruefung_<Nummer>_test.go, die in init() registriere aufruft.
type Pruefung struct {
	// Statisch prüft das unausgeführte Notebook (läuft bei jedem "go test"); optional.
	Statisch func(t *testing.T, nb *Notebook)
	// Vorbereiten darf die Kopie des Moduls und das Notebook vor der Ausführung ändern
	// (z. B. die Musterlösungen in die Aufgabenzellen einsetzen); optional.
	Vorbereiten func(t *testing.T, modul string, nb *Notebook)
	// Ausgaben prüft die Ausgaben des ausgeführten Notebooks gegen die Lektion.
	Ausgaben func(t *testing.T, a *Ausgefuehrt)
}

var (
	pruefungenMu sync.Mutex
	pruefungen   = map[string]Pruefung{}
)

// registriere meldet die Prüfungen für das Notebook name (Dateiname, z. B. "1_Schiebepuzzle.ipynb") an.
func registriere(name string, p Pruefung) {
	pruefungenMu.Lock()
	defer pruefungenMu.Unlock()
	if _, schon := pruefungen[name]; schon {
		panic("Prüfungen für " + name + " doppelt registriert")
	}
	pruefungen[name] = p
}

// Notebook ist eine .ipynb-Datei, so weit die Tests sie brauchen. Roh behält alle Felder,
// damit Vorbereiten Zellen ändern und das Notebook unverändert zurückschreiben kann.
type Notebook struct {
	Name string
	Roh  map[string]any
}

// ZellenInfo ist eine Zelle des Notebooks in lesbarer Form.
type ZellenInfo struct {
	Nr     int // Index in der Zellenliste (0-basiert, alle Zellentypen)
	Typ    string
	Quelle string
}

func ladeNotebook(pfad string) (*Notebook, error) {
	daten, err := os.ReadFile(pfad)
	if err != nil {
		return nil, err
	}
	var roh map[string]any
	if err := json.Unmarshal(daten, &roh); err != nil {
		return nil, fmt.Errorf("%s ist kein gültiges JSON: %w", pfad, err)
	}
	return &Notebook{Name: filepath.Base(pfad), Roh: roh}, nil
}

func (nb *Notebook) zellenRoh() []any {
	z, _ := nb.Roh["cells"].([]any)
	return z
}

// Zellen liefert alle Zellen mit Typ und Quelltext.
func (nb *Notebook) Zellen() []ZellenInfo {
	var out []ZellenInfo
	for i, z := range nb.zellenRoh() {
		m, _ := z.(map[string]any)
		typ, _ := m["cell_type"].(string)
		out = append(out, ZellenInfo{Nr: i, Typ: typ, Quelle: textVon(m["source"])})
	}
	return out
}

// SetzeQuelle ersetzt den Quelltext der Zelle nr.
func (nb *Notebook) SetzeQuelle(nr int, quelle string) {
	m := nb.zellenRoh()[nr].(map[string]any)
	m["source"] = quelle
}

// LoescheZellen entfernt die Zellen, für die weg true liefert.
func (nb *Notebook) LoescheZellen(weg func(ZellenInfo) bool) {
	var bleiben []any
	for i, z := range nb.zellenRoh() {
		info := nb.Zellen()[i]
		if !weg(info) {
			bleiben = append(bleiben, z)
		}
	}
	nb.Roh["cells"] = bleiben
}

func (nb *Notebook) speichern(pfad string) error {
	daten, err := json.MarshalIndent(nb.Roh, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(pfad, append(daten, '\n'), 0o644)
}

// textVon fügt ein Jupyter-Textfeld (String oder Liste von Strings) zusammen.
func textVon(v any) string {
	switch w := v.(type) {
	case string:
		return w
	case []any:
		var b strings.Builder
		for _, s := range w {
			if s, ok := s.(string); ok {
				b.WriteString(s)
			}
		}
		return b.String()
	}
	return ""
}

// Zelle ist eine ausgeführte Codezelle mit ihren Ausgaben.
type Zelle struct {
	Nr       int    // Index in der Zellenliste des Notebooks
	Quelle   string // Quelltext der Zelle
	Text     string // alles, was die Zelle auf stdout ausgegeben hat
	Stderr   string // alles auf stderr
	HTML     []string
	Markdown []string
	Fehler   []string // Fehlerausgaben (output_type "error"): Name, Wert und Traceback
	// Weitere sind die Inhalte der Anzeigen in anderen Medientypen (etwa pruefen.AbgabeMIME),
	// nach Medientyp.
	Weitere map[string][]string
}

// Ausgefuehrt ist ein ausgeführtes Notebook.
type Ausgefuehrt struct {
	Name   string
	Zellen []Zelle // nur Codezellen
	Dauer  time.Duration
}

// Zelle liefert die einzige Codezelle, deren Quelltext teil enthält (sonst Testabbruch).
func (a *Ausgefuehrt) Zelle(t testing.TB, teil string) Zelle {
	t.Helper()
	var treffer []Zelle
	for _, z := range a.Zellen {
		if strings.Contains(z.Quelle, teil) {
			treffer = append(treffer, z)
		}
	}
	require.Lenf(t, treffer, 1, "%s: genau eine Codezelle sollte %q enthalten", a.Name, teil)
	return treffer[0]
}

// ZellenMit liefert alle Codezellen, deren Quelltext teil enthält, in Notebook-Reihenfolge.
func (a *Ausgefuehrt) ZellenMit(teil string) []Zelle {
	var treffer []Zelle
	for _, z := range a.Zellen {
		if strings.Contains(z.Quelle, teil) {
			treffer = append(treffer, z)
		}
	}
	return treffer
}

// AllesHTML liefert alle HTML-Ausgaben des Notebooks hintereinander, ohne die
// Zusammenfassung der Abgabe am Ende von Notebook 4 (sie ist kein Bild).
func (a *Ausgefuehrt) AllesHTML() string {
	var b strings.Builder
	for _, z := range a.Zellen {
		for _, h := range z.HTML {
			if strings.HasPrefix(h, `<details class="kisuche-abgabe">`) {
				continue
			}
			b.WriteString(h)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

func leseAusgefuehrt(nb *Notebook) *Ausgefuehrt {
	a := &Ausgefuehrt{Name: nb.Name}
	for i, z := range nb.zellenRoh() {
		m, _ := z.(map[string]any)
		if m["cell_type"] != "code" {
			continue
		}
		zelle := Zelle{Nr: i, Quelle: textVon(m["source"])}
		ausgaben, _ := m["outputs"].([]any)
		for _, o := range ausgaben {
			om, _ := o.(map[string]any)
			switch om["output_type"] {
			case "stream":
				if om["name"] == "stderr" {
					zelle.Stderr += textVon(om["text"])
				} else {
					zelle.Text += textVon(om["text"])
				}
			case "display_data", "execute_result", "update_display_data":
				daten, _ := om["data"].(map[string]any)
				if h, ok := daten["text/html"]; ok {
					zelle.HTML = append(zelle.HTML, textVon(h))
				}
				if md, ok := daten["text/markdown"]; ok {
					zelle.Markdown = append(zelle.Markdown, textVon(md))
				}
				if txt, ok := daten["text/plain"]; ok && len(daten) == 1 {
					zelle.Text += textVon(txt)
				}
				for mime, inhalt := range daten {
					switch mime {
					case "text/html", "text/markdown", "text/plain":
					default:
						if zelle.Weitere == nil {
							zelle.Weitere = map[string][]string{}
						}
						zelle.Weitere[mime] = append(zelle.Weitere[mime], textVon(inhalt))
					}
				}
			case "error":
				zelle.Fehler = append(zelle.Fehler, fmt.Sprintf("%v: %v\n%s",
					om["ename"], om["evalue"], textVon(om["traceback"])))
			}
		}
		a.Zellen = append(a.Zellen, zelle)
	}
	return a
}

// notebookOrdner ist der Ordner der Notebooks, vom Test aus gesehen (er läuft in
// notebooks/pruefungen/, damit Jupyter im Ordner notebooks/ nur die Notebooks zeigt).
const notebookOrdner = ".."

// projektDir ist die Wurzel des Repositorys.
func projektDir(t testing.TB) string {
	t.Helper()
	wd, err := os.Getwd()
	require.NoError(t, err)
	return filepath.Dir(filepath.Dir(wd))
}

// notebookDateien liefert alle notebooks/*.ipynb, sortiert.
func notebookDateien(t testing.TB) []string {
	t.Helper()
	pfade, err := filepath.Glob(filepath.Join(notebookOrdner, "*.ipynb"))
	require.NoError(t, err)
	dateien := make([]string, len(pfade))
	for i, pfad := range pfade {
		dateien[i] = filepath.Base(pfad)
	}
	sort.Strings(dateien)
	require.NotEmpty(t, dateien, "keine Notebooks in notebooks/ gefunden")
	return dateien
}

// TestNotebooksSauber prüft, dass die Notebooks sauber eingecheckt sind (ohne Ausgaben und
// Ausführungszähler), GoNB als Kernel haben, mit der Einrichtungszelle beginnen, in jeder
// weiteren Codezelle zuerst die Einrichtung prüfen und Prüfungen haben.
func TestNotebooksSauber(t *testing.T) {
	for _, datei := range notebookDateien(t) {
		t.Run(datei, func(t *testing.T) {
			nb, err := ladeNotebook(filepath.Join(notebookOrdner, datei))
			require.NoError(t, err)
			require.EqualValues(t, 4, nb.Roh["nbformat"], "nbformat")
			meta, _ := nb.Roh["metadata"].(map[string]any)
			ks, _ := meta["kernelspec"].(map[string]any)
			require.Equal(t, kernelName, ks["name"], "Kernel des Projekts (metadata.kernelspec.name)")
			require.Equal(t, kernelAnzeige, ks["display_name"], "metadata.kernelspec.display_name")
			require.Equal(t, "go", ks["language"], "metadata.kernelspec.language")

			codeZellen := 0
			for i, z := range nb.zellenRoh() {
				m := z.(map[string]any)
				if m["cell_type"] != "code" {
					require.Nil(t, m["outputs"], "Zelle %d: Markdown-Zelle mit Ausgaben", i)
					continue
				}
				require.Nil(t, m["execution_count"],
					"Zelle %d hat einen Ausführungszähler: Notebook vor dem Einchecken leeren (Cell → All Output → Clear)", i)
				ausgaben, _ := m["outputs"].([]any)
				require.Empty(t, ausgaben,
					"Zelle %d hat Ausgaben: Notebook vor dem Einchecken leeren (Cell → All Output → Clear)", i)
				zellMeta, _ := m["metadata"].(map[string]any)
				_, zeiten := zellMeta["execution"]
				require.Falsef(t, zeiten, "Zelle %d enthält Ausführungszeiten (metadata.execution) von einem Lauf mit nbconvert: "+
					"jupyter nbconvert --clear-output --ClearMetadataPreprocessor.enabled=True "+
					"--ClearMetadataPreprocessor.clear_notebook_metadata=False --inplace notebooks/%s", i, datei)
				quelle := textVon(m["source"])
				codeZellen++
				require.NotContainsf(t, quelle, "go mod edit", "Zelle %d: keine Einrichtungszelle mehr – der Kernel kennt das Modul", i)
				require.NotContainsf(t, quelle, "einrichtung_pruefen", "Zelle %d: keine Prüfzeile mehr", i)
			}
			require.NotZero(t, codeZellen, "Notebook ohne Codezelle")
			require.Contains(t, textVon(nb.zellenRoh()[0].(map[string]any)["source"]), reiheHinweis,
				"die erste Zelle sagt, was bei Zellen außer der Reihe zu tun ist")

			p, ok := pruefungen[datei]
			require.Truef(t, ok, "für %s fehlen die Prüfungen: lege notebooks/pruefungen/pruefung_%s_test.go an und rufe dort registriere auf",
				datei, strings.SplitN(datei, "_", 2)[0])
			if p.Statisch != nil {
				p.Statisch(t, nb)
			}
		})
	}
}

// alleTests überspringt den Test, wenn KISUCHE_ALLE_TESTS nicht gesetzt ist.
func alleTests(t *testing.T) {
	t.Helper()
	if os.Getenv("KISUCHE_ALLE_TESTS") != "1" {
		t.Skip("übersprungen: Notebook-Läufe (Jupyter, GoNB, Chromium) nur mit KISUCHE_ALLE_TESTS=1, z. B. über bash scripts/alle-tests.sh")
	}
}

var (
	modulEinmal  sync.Once
	modulPfad    string
	jupyterDaten string
	modulFehler  error
)

// kopienOrdner ist der Ordner für die Kopien des Kurses, mit denen die Notebooks laufen. Er
// liegt außerhalb des Repositorys: GoNB verfolgt jede Go-Datei unter dem Ordner des Kurses,
// auch in build/, und meldet sie gopls; Kopien darin ließen jeden Kernel, der danach in
// diesem Repository startet, Hunderte Pakete nachladen (BENCHMARKS.md, „Ein Sitzplatz neben
// Python“). Der Pfad bleibt je Repository gleich, damit der Go-Build-Cache greift.
func kopienOrdner(t testing.TB) string {
	t.Helper()
	cache, err := os.UserCacheDir()
	require.NoError(t, err)
	summe := sha256.Sum256([]byte(projektDir(t)))
	return filepath.Join(cache, "kisuche-tests", hex.EncodeToString(summe[:6]))
}

// ergebnisOrdner ist build/notebooks im Repository: Dort liegen die ausgeführten Notebooks,
// ihre HTML-Fassungen, Screenshots und laufzeiten.txt (keine Go-Dateien, siehe kopienOrdner).
func ergebnisOrdner(t testing.TB) string {
	t.Helper()
	ordner := filepath.Join(projektDir(t), "build", "notebooks")
	require.NoError(t, os.MkdirAll(ordner, 0o755))
	return ordner
}

// modulKopie kopiert das Modul (ohne .git und build/) nach „modul mit Leerzeichen“ im
// kopienOrdner – der Pfad enthält absichtlich Leerzeichen, wie bei vielen Lernenden – und
// installiert dort den Kernel des Projekts in einen eigenen Jupyter-Datenordner
// (jupyterDaten), so dass die Notebooks mit genau dieser Kopie laufen.
func modulKopie(t *testing.T) string {
	t.Helper()
	modulEinmal.Do(func() {
		projekt := projektDir(t)
		ziel := filepath.Join(kopienOrdner(t), "modul mit Leerzeichen")
		if err := os.RemoveAll(ziel); err != nil {
			modulFehler = err
			return
		}
		modulFehler = kopiereBaum(projekt, ziel, func(rel string) bool {
			return rel == ".git" || rel == "build" || strings.HasSuffix(rel, ".ipynb_checkpoints")
		})
		if modulFehler != nil {
			return
		}
		modulPfad = ziel
		jupyterDaten = filepath.Join(projekt, "build", "notebooks", "jupyter-daten")
		cmd := exec.Command("bash", filepath.Join(ziel, "scripts", "kernel-installieren.sh"))
		cmd.Env = append(os.Environ(), "JUPYTER_DATA_DIR="+jupyterDaten)
		if out, err := cmd.CombinedOutput(); err != nil {
			modulFehler = fmt.Errorf("Kernel installieren: %v\n%s", err, out)
		}
	})
	require.NoError(t, modulFehler, "Kopie des Moduls für die Notebook-Läufe")
	return modulPfad
}

func kopiereBaum(quelle, ziel string, auslassen func(rel string) bool) error {
	return filepath.WalkDir(quelle, func(pfad string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(quelle, pfad)
		if err != nil {
			return err
		}
		if rel != "." && auslassen(rel) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		zielPfad := filepath.Join(ziel, rel)
		if d.IsDir() {
			return os.MkdirAll(zielPfad, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		daten, err := os.ReadFile(pfad)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		return os.WriteFile(zielPfad, daten, info.Mode().Perm())
	})
}

// umgebung liefert die Umgebung für Jupyter: GOBIN (gonb, goimports) vorn im PATH und den
// Datenordner mit dem Kernel der Modulkopie (modulKopie muss vorher gelaufen sein).
func umgebung(t *testing.T) []string {
	t.Helper()
	gobin, err := exec.Command("go", "env", "GOBIN").Output()
	require.NoError(t, err)
	bin := strings.TrimSpace(string(gobin))
	if bin == "" {
		gopath, err := exec.Command("go", "env", "GOPATH").Output()
		require.NoError(t, err)
		bin = filepath.Join(strings.TrimSpace(string(gopath)), "bin")
	}
	for _, prog := range []string{"gonb", "goimports"} {
		_, err := os.Stat(filepath.Join(bin, prog))
		require.NoErrorf(t, err, "%s fehlt in %s: zuerst bash scripts/einrichten.sh ausführen", prog, bin)
	}
	return append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "JUPYTER_DATA_DIR="+jupyterDaten)
}

// fuehreAus führt das Notebook pfad kopflos aus und schreibt das Ergebnis nach ausgabe.
// Mit --allow-errors laufen alle Zellen; Fehler stehen danach als Ausgaben im Notebook.
func fuehreAus(t *testing.T, env []string, pfad, ausgabe string) time.Duration {
	t.Helper()
	return nbconvert(t, env, pfad, ausgabe, "--allow-errors")
}

// fuehreAusWieRunAll führt das Notebook aus wie „Restart & Run All“ in Jupyter: Die erste
// Fehlerausgabe einer Zelle hält den Lauf an, und der Test scheitert.
func fuehreAusWieRunAll(t *testing.T, env []string, pfad, ausgabe string) {
	t.Helper()
	nbconvert(t, env, pfad, ausgabe)
}

func nbconvert(t *testing.T, env []string, pfad, ausgabe string, optionen ...string) time.Duration {
	t.Helper()
	ctx, abbrechen := context.WithTimeout(context.Background(), maxNotebookZeit)
	defer abbrechen()
	args := append([]string{"nbconvert", "--to", "notebook", "--execute"}, optionen...)
	args = append(args, "--ExecutePreprocessor.timeout="+strconv.Itoa(int(maxZellenZeit.Seconds())),
		"--ExecutePreprocessor.kernel_name="+kernelName, "--output", ausgabe, pfad)
	cmd := exec.CommandContext(ctx, "jupyter", args...)
	eigeneProzessgruppe(cmd)
	cmd.Dir = filepath.Dir(pfad)
	cmd.Env = env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	beginn := time.Now()
	err := cmd.Run()
	dauer := time.Since(beginn)
	require.NoErrorf(t, ctx.Err(), "%s: nach %v abgebrochen (Zeitlimit für ein Notebook)", filepath.Base(pfad), maxNotebookZeit)
	require.NoErrorf(t, err, "jupyter nbconvert --execute %s ist gescheitert:\n%s", filepath.Base(pfad), letzteZeilen(stderr.String(), 40))
	return dauer
}

func letzteZeilen(s string, n int) string {
	zeilen := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(zeilen) > n {
		zeilen = zeilen[len(zeilen)-n:]
	}
	return strings.Join(zeilen, "\n")
}

// fehlerSignal erkennt stderr-Zeilen, die einen Fehler melden.
var fehlerSignal = regexp.MustCompile(`(?i)panic|error|fehler|exit status|undefined|cannot|failed`)

// pruefeFehlerfrei lässt den Test scheitern, wenn eine Zelle eine Fehlerausgabe oder eine
// Fehlermeldung auf stderr hat.
func pruefeFehlerfrei(t *testing.T, a *Ausgefuehrt) {
	t.Helper()
	for _, z := range a.Zellen {
		kopf := strings.SplitN(z.Quelle, "\n", 4)
		if len(kopf) > 3 {
			kopf = kopf[:3]
		}
		for _, f := range z.Fehler {
			t.Errorf("%s, Zelle %d (%s …): Fehler\n%s\nHTML-Ausgabe: %s", a.Name, z.Nr, strings.Join(kopf, " | "), f,
				htmlText(strings.Join(z.HTML, "\n")))
		}
		if strings.TrimSpace(z.Stderr) != "" && fehlerSignal.MatchString(z.Stderr) {
			t.Errorf("%s, Zelle %d (%s …): Fehlermeldung auf stderr:\n%s", a.Name, z.Nr, strings.Join(kopf, " | "), z.Stderr)
		}
	}
}

var tag = regexp.MustCompile(`(?s)<style.*?</style>|<[^>]*>`)

// htmlText entfernt Tags und Stile (für lesbare Fehlermeldungen).
func htmlText(h string) string {
	s := tag.ReplaceAllString(h, "")
	s = regexp.MustCompile(`\n\s*\n+`).ReplaceAllString(s, "\n")
	return strings.TrimSpace(s)
}

// renderHTMLundScreenshot rendert das ausgeführte Notebook als HTML, macht davon einen
// Screenshot mit kopflosem Chromium und prüft, dass er nicht leer ist. Weil der Screenshot
// nur den Anfang eines langen Notebooks zeigt, kommt ein zweiter dazu: eine Seite mit allen
// Bildern, die die Zellen angezeigt haben (Bretter, Suchbäume, Sudokus, Karten).
func renderHTMLundScreenshot(t *testing.T, env []string, ausgefuehrt string, a *Ausgefuehrt) {
	t.Helper()
	dir := filepath.Dir(ausgefuehrt)
	cmd := exec.Command("jupyter", "nbconvert", "--to", "html", "--output-dir", dir, ausgefuehrt)
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	require.NoErrorf(t, err, "nbconvert --to html: %s", out)
	basis := strings.TrimSuffix(ausgefuehrt, ".ipynb")
	bild := screenshot(t, env, basis+".html", basis+".png")
	anteil, dunkel := nichtWeiss(bild)
	require.Greaterf(t, anteil, 0.02, "Screenshot %s.png ist (fast) leer: nur %.2f %% nicht-weiße Pixel", basis, 100*anteil)
	require.Greaterf(t, dunkel, 0.002, "Screenshot %s.png zeigt kaum Text: nur %.3f %% dunkle Pixel", basis, 100*dunkel)
	t.Logf("Screenshot %s.png: %.1f %% nicht-weiße, %.1f %% dunkle Pixel", basis, 100*anteil, 100*dunkel)

	bilder := a.AllesHTML()
	if bilder == "" {
		return
	}
	seite := `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Bilder aus ` + a.Name +
		`</title></head><body style="font-family:sans-serif">` + bilder + `</body></html>`
	require.NoError(t, os.WriteFile(basis+"-bilder.html", []byte(seite), 0o644))
	bild = screenshot(t, env, basis+"-bilder.html", basis+"-bilder.png")
	anteil, _ = nichtWeiss(bild)
	require.Greaterf(t, anteil, 0.002, "Screenshot %s-bilder.png ist leer", basis)
	if strings.Contains(bilder, `<table class="ks-brett`) { // ein Brett der Demos, nicht nur sein Stil
		brett := farbAnteil(bild, 0xf3, 0xe3, 0xb5)
		require.Greaterf(t, brett, 0.005, "Screenshot %s-bilder.png zeigt keine Puzzle-Bretter (Plättchenfarbe nur %.2f %%)", basis, 100*brett)
	}
	t.Logf("Bilder %s-bilder.png: %.1f %% nicht-weiße Pixel", basis, 100*anteil)
}

// screenshot lädt die Seite html in kopflosem Chromium (Flags wie in DESIGN.md, eigenes
// Profil) und liefert das Bildschirmfoto, das es unter png speichert.
func screenshot(t *testing.T, env []string, html, pngPfad string) image.Image {
	t.Helper()
	_ = os.Remove(pngPfad)
	ctx, abbrechen := context.WithTimeout(context.Background(), maxBrowserZeit)
	defer abbrechen()
	chromium := exec.CommandContext(ctx, "chromium", "--headless", "--no-sandbox", "--disable-gpu",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--no-first-run", "--disable-quic", "--user-data-dir="+t.TempDir(),
		"--virtual-time-budget=5000", "--window-size=1200,3200", "--hide-scrollbars",
		"--screenshot="+pngPfad, "file://"+html)
	chromium.Env = env
	eigeneProzessgruppe(chromium)
	out, err := chromium.CombinedOutput()
	require.NoErrorf(t, err, "chromium --screenshot: %s", letzteZeilen(string(out), 20))
	f, err := os.Open(pngPfad)
	require.NoError(t, err, "Chromium hat keinen Screenshot geschrieben")
	defer f.Close()
	bild, err := png.Decode(f)
	require.NoError(t, err, "Screenshot ist kein PNG")
	return bild
}

// farbAnteil liefert den Anteil der Pixel, die ungefähr die Farbe (r, g, b) haben.
func farbAnteil(bild image.Image, r, g, b uint8) float64 {
	nah := func(x uint32, y uint8) bool {
		d := int(x>>8) - int(y)
		return d > -12 && d < 12
	}
	grenzen := bild.Bounds()
	var n, treffer int
	for y := grenzen.Min.Y; y < grenzen.Max.Y; y += 2 {
		for x := grenzen.Min.X; x < grenzen.Max.X; x += 2 {
			pr, pg, pb, _ := bild.At(x, y).RGBA()
			n++
			if nah(pr, r) && nah(pg, g) && nah(pb, b) {
				treffer++
			}
		}
	}
	return float64(treffer) / float64(n)
}

// nichtWeiss liefert den Anteil nicht-weißer und den Anteil dunkler Pixel.
func nichtWeiss(bild image.Image) (anteil, dunkel float64) {
	b := bild.Bounds()
	var n, nw, dk int
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := bild.At(x, y).RGBA()
			n++
			if r < 0xf000 || g < 0xf000 || bl < 0xf000 {
				nw++
			}
			if r < 0x6000 && g < 0x6000 && bl < 0x6000 {
				dk++
			}
		}
	}
	return float64(nw) / float64(n), float64(dk) / float64(n)
}

// TestNotebooksAusfuehren führt jedes Notebook kopflos mit GoNB aus, prüft es auf Fehler,
// auf deutsche Zahlen (pruefeDeutscheZahlen) und gegen die Lektion, rendert es als HTML und prüft einen Screenshot davon.
func TestNotebooksAusfuehren(t *testing.T) {
	alleTests(t)
	modul := modulKopie(t)
	env := umgebung(t)
	build := ergebnisOrdner(t)
	// Die ausgeführten Notebooks und ihre HTML-Fassungen liegen in build; die Bilder ihrer
	// Markdown-Zellen (bilder/…) gehören daneben, damit die Screenshots sie zeigen.
	require.NoError(t, kopiereBaum(filepath.Join(modul, "notebooks", "bilder"), filepath.Join(build, "bilder"),
		func(string) bool { return false }))
	var zeitenMu sync.Mutex
	zeiten := map[string]time.Duration{}
	t.Cleanup(func() {
		var namen []string
		for n := range zeiten {
			namen = append(namen, n)
		}
		slices.Sort(namen)
		var b strings.Builder
		for _, n := range namen {
			fmt.Fprintf(&b, "%-40s %6.1f s\n", n, zeiten[n].Seconds())
		}
		_ = os.WriteFile(filepath.Join(build, "laufzeiten.txt"), []byte(b.String()), 0o644)
		t.Logf("Laufzeiten der Notebooks:\n%s", b.String())
	})
	for _, datei := range notebookDateien(t) {
		t.Run(datei, func(t *testing.T) {
			t.Parallel()
			p, ok := pruefungen[datei]
			require.Truef(t, ok, "für %s fehlen die Prüfungen (notebooks/pruefungen/pruefung_…_test.go)", datei)
			pfad := filepath.Join(modul, "notebooks", datei)
			nb, err := ladeNotebook(pfad)
			require.NoError(t, err)
			if p.Vorbereiten != nil {
				p.Vorbereiten(t, modul, nb)
				require.NoError(t, nb.speichern(pfad))
			}
			ausgabe := filepath.Join(build, datei)
			dauer := fuehreAus(t, env, pfad, ausgabe)
			zeitenMu.Lock()
			zeiten[datei] = dauer
			zeitenMu.Unlock()
			t.Logf("%s: ausgeführt in %.1f s", datei, dauer.Seconds())

			ergebnis, err := ladeNotebook(ausgabe)
			require.NoError(t, err)
			a := leseAusgefuehrt(ergebnis)
			a.Dauer = dauer
			pruefeFehlerfrei(t, a)
			pruefeDeutscheZahlen(t, a)
			if p.Ausgaben != nil {
				p.Ausgaben(t, a)
			}
			renderHTMLundScreenshot(t, env, ausgabe, a)
		})
	}
}

// TestNotebookAusserDerReihe führt in Notebook 3 gleich die Zelle mit bfs aus – ohne die
// Zelle, die bfs definiert, wie eine Studentin, die weiter unten anfängt. Die Zelle scheitert
// an Go („undefined: bfs“, mit der Zeile der Zelle); was dann zu tun ist, sagt der Hinweis
// oben im Notebook (TestNotebooksSauber prüft, dass er dort steht). Ein Neustart des Kernels
// braucht nichts: Die Zelle danach, die nur die Bibliothek benutzt, läuft.
func TestNotebookAusserDerReihe(t *testing.T) {
	alleTests(t)
	modul := modulKopie(t)
	env := umgebung(t)
	nb, err := ladeNotebook(filepath.Join(modul, "notebooks", "3_Suchalgorithmen.ipynb"))
	require.NoError(t, err)
	codeZellen := 0
	nb.LoescheZellen(func(z ZellenInfo) bool {
		if z.Typ != "code" {
			return true
		}
		codeZellen++
		return !strings.Contains(z.Quelle, ":= bfs(startstate)")
	})
	bibliothek := map[string]any{"cell_type": "code", "execution_count": nil, "id": "bibliothek", "metadata": map[string]any{},
		"outputs": []any{}, "source": "import \"github.com/kisuche/kisuche/lesson/achtpuzzle\"\n\n%%\n" +
			"prev, n, err := achtpuzzle.BFS(achtpuzzle.Tupel{7, 2, 4, 5, 0, 6, 8, 3, 1})\nfmt.Println(n, prev != nil, err)"}
	nb.Roh["cells"] = append(nb.zellenRoh(), bibliothek)
	pfad := filepath.Join(modul, "notebooks", "ausser_der_reihe.ipynb")
	require.NoError(t, nb.speichern(pfad))
	defer os.Remove(pfad)
	ausgabe := filepath.Join(ergebnisOrdner(t), "ausser_der_reihe.ipynb")
	fuehreAus(t, env, pfad, ausgabe)
	ergebnis, err := ladeNotebook(ausgabe)
	require.NoError(t, err)
	a := leseAusgefuehrt(ergebnis)
	require.Len(t, a.Zellen, 2, "die Zelle mit bfs und eine Zelle mit der Bibliothek")
	z := a.Zellen[0]
	require.NotEmpty(t, z.Fehler, "ohne die Definitionen muss die Zelle scheitern")
	require.Contains(t, htmlText(strings.Join(z.HTML, "\n")), "undefined: bfs")
	pruefeFehlerfrei(t, &Ausgefuehrt{Name: "ausser_der_reihe.ipynb", Zellen: a.Zellen[1:]})
	require.Equal(t, "171712 true <nil>\n", a.Zellen[1].Text, "die Bibliothek ist ohne Einrichtung da")
}
