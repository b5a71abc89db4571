package tafel

import (
	"bytes"
	"embed"
	"html/template"
	"net/http"
	"strings"
	"time"

	"github.com/kisuche/kisuche/exercises/pruefen"
)

//go:embed seite/tafel.html seite/tafel.css seite/tafel.js
var seitenDateien embed.FS

// vorlage ist die Seite der Tafel (seite/tafel.html) mit dem Teil „tafel“, den die
// Ereignisse allein schicken. html/template maskiert jeden Namen, Satz und Hinweis.
var vorlage = template.Must(template.New("").Funcs(template.FuncMap{
	"zeit": func(t time.Time) string {
		if t.IsZero() {
			return "–"
		}
		return t.Local().Format("15:04:05")
	},
	"aufgabe": func(i int) string { return pruefen.Aufgaben[i].ID },
	"zaehler": zaehler,
}).ParseFS(seitenDateien, "seite/tafel.html"))

// zaehlerEintrag ist ein Stand mit der Zahl der Personen darin (Zeile „Klasse“).
type zaehlerEintrag struct {
	Fortschritt
	Anzahl int
}

// zaehler liefert die Stände mit mindestens einer Person, in der Reihenfolge der Legende.
func zaehler(anzahl map[Fortschritt]int) []zaehlerEintrag {
	var liste []zaehlerEintrag
	for _, f := range fortschritte {
		if anzahl[f] > 0 {
			liste = append(liste, zaehlerEintrag{f, anzahl[f]})
		}
	}
	return liste
}

// seitenDaten sind die Daten der ganzen Seite.
type seitenDaten struct {
	Legende []Fortschritt
	Bild    Bild
}

// Handler liefert die Seite der Tafel: „/“ die Seite, „/ereignisse“ die Änderungen (Server-Sent
// Events), „/tafel.css“ und „/tafel.js“. Alle Adressen sind relativ zur Seite; wer die Tafel
// unter einem Präfix anbietet, entfernt es vorher (http.StripPrefix). Wer sie sehen darf,
// prüft der Aufrufer.
func (t *Tafel) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", t.seite)
	mux.HandleFunc("GET /ereignisse", t.ereignisse)
	mux.HandleFunc("GET /tafel.css", statisch("seite/tafel.css", "text/css; charset=utf-8"))
	mux.HandleFunc("GET /tafel.js", statisch("seite/tafel.js", "text/javascript; charset=utf-8"))
	return sicherheitsKoepfe(mux)
}

// sicherheitsKoepfe setzt die Köpfe jeder Antwort: nur eigene Skripte und Stile, in keinem
// Rahmen, nichts im Cache, kein Referrer.
func sicherheitsKoepfe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}

// statisch liefert eine eingebettete Datei.
func statisch(datei, art string) http.HandlerFunc {
	daten, err := seitenDateien.ReadFile(datei)
	if err != nil {
		panic(err)
	}
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", art)
		w.Write(daten)
	}
}

// seite liefert die ganze Seite.
func (t *Tafel) seite(w http.ResponseWriter, r *http.Request) {
	var b bytes.Buffer
	if err := vorlage.ExecuteTemplate(&b, "seite", seitenDaten{Legende: fortschritte, Bild: t.Bild()}); err != nil {
		http.Error(w, "Die Tafel ließ sich nicht zeigen.", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(b.Bytes())
}

// Zeiten der Ereignisse.
const (
	ruhe          = 300 * time.Millisecond // so lange sammelt ereignisse Änderungen, bevor es schickt
	lebenszeichen = 20 * time.Second       // spätestens dann schickt es die Tafel noch einmal
)

// ereignisse schickt die Tabelle (den Teil „tafel“ der Seite) als Ereignis „tafel“, sofort
// und nach jeder Änderung, bis die Verbindung endet.
func (t *Tafel) ereignisse(w http.ResponseWriter, r *http.Request) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "Keine Ereignisse möglich.", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("X-Accel-Buffering", "no")
	for {
		neu := t.Aenderung()
		var b bytes.Buffer
		if err := vorlage.ExecuteTemplate(&b, "tafel", t.Bild()); err != nil {
			return
		}
		var ereignis strings.Builder
		ereignis.WriteString("event: tafel\n")
		for zeile := range strings.Lines(b.String()) {
			ereignis.WriteString("data: " + strings.TrimRight(zeile, "\r\n") + "\n")
		}
		ereignis.WriteString("\n")
		if _, err := w.Write([]byte(ereignis.String())); err != nil {
			return
		}
		flusher.Flush()
		select {
		case <-r.Context().Done():
			return
		case <-time.After(lebenszeichen):
			continue
		case <-neu:
		}
		select {
		case <-r.Context().Done():
			return
		case <-time.After(ruhe):
		}
	}
}
