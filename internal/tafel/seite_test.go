package tafel

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// steuerzeichen liefert die Steuer- und Formatzeichen in s (außer Zeilenende und Tabulator).
func steuerzeichen(s string) []rune {
	var gefunden []rune
	for _, r := range s {
		if (unicode.IsControl(r) && r != '\n' && r != '\t' && r != '\r') || unicode.Is(unicode.Cf, r) {
			gefunden = append(gefunden, r)
		}
	}
	return gefunden
}

// laufendeTafel startet eine Tafel über q, wartet, bis sie alle geprüft hat, und liefert
// ihren Server; beides endet mit dem Test.
func laufendeTafel(t *testing.T, q *testQuelle) (context.Context, *httptest.Server) {
	t.Helper()
	tafel := Neu(q, &testPruefer{aufrufe: map[string]int{}, indizes: map[int]string{}}, Optionen{Intervall: 10 * time.Millisecond})
	ctx, abbrechen := context.WithCancel(context.Background())
	t.Cleanup(abbrechen)
	go tafel.Laufe(ctx)
	warte(t, tafel, 5*time.Second, "geprüft", fertig)
	server := httptest.NewServer(tafel.Handler())
	t.Cleanup(server.Close)
	return ctx, server
}

// TestSeiteMaskiert: Namen und Sätze aus Abgaben erreichen die Seite nur maskiert und ohne
// Steuerzeichen; die Seite lädt nichts von außen und hat die Köpfe gegen fremde Skripte.
func TestSeiteMaskiert(t *testing.T) {
	q := &testQuelle{dateien: map[string]string{}, version: map[string]int{}}
	q.setze("<script>alert(1)</script>\x1b[31m\u202e", "falsch:<img src=x onerror=alert(2)>\x07\u202e")
	q.setze("<script>alert(3)</script>", "falsch:<img src=x onerror=alert(2)>")
	_, server := laufendeTafel(t, q)
	antwort, err := http.Get(server.URL + "/")
	require.NoError(t, err)
	defer antwort.Body.Close()
	require.Equal(t, http.StatusOK, antwort.StatusCode)
	seite, err := io.ReadAll(antwort.Body)
	require.NoError(t, err)
	text := string(seite)
	assert.NotContains(t, text, "<script>alert")
	assert.NotContains(t, text, "<img src=x")
	assert.Contains(t, text, "&lt;script&gt;alert(3)&lt;_script&gt;", "Name wie in noten.csv: „/“ wird „_“")
	assert.Contains(t, text, "2×", "der häufigste Satz zählt beide")
	assert.Empty(t, steuerzeichen(text), "Steuerzeichen auf der Seite")
	assert.NotContains(t, text, "http://", "nichts von außen")
	assert.NotContains(t, text, "https://", "nichts von außen")
	assert.Contains(t, antwort.Header.Get("Content-Security-Policy"), "script-src 'self'")
	assert.Equal(t, "text/html; charset=utf-8", antwort.Header.Get("Content-Type"))
	for _, pfad := range []string{"/tafel.css", "/tafel.js"} {
		r, err := http.Get(server.URL + pfad)
		require.NoError(t, err)
		r.Body.Close()
		assert.Equal(t, http.StatusOK, r.StatusCode, pfad)
	}
	r, err := http.Get(server.URL + "/stand.json")
	require.NoError(t, err)
	r.Body.Close()
	assert.Equal(t, http.StatusNotFound, r.StatusCode, "keine weiteren Adressen")
}

// TestEreignisse: Die Seite bekommt die Tafel sofort und nach jeder Änderung wieder, als
// Server-Sent Event „tafel“.
func TestEreignisse(t *testing.T) {
	q := &testQuelle{dateien: map[string]string{}, version: map[string]int{}}
	q.setze("anna", "falsch:noch falsch")
	ctx, server := laufendeTafel(t, q)
	anfrage, err := http.NewRequestWithContext(ctx, http.MethodGet, server.URL+"/ereignisse", nil)
	require.NoError(t, err)
	antwort, err := http.DefaultClient.Do(anfrage)
	require.NoError(t, err)
	defer antwort.Body.Close()
	assert.Equal(t, "text/event-stream; charset=utf-8", antwort.Header.Get("Content-Type"))
	leser := bufio.NewReader(antwort.Body)
	ereignis := func() string {
		var daten strings.Builder
		for {
			zeile, err := leser.ReadString('\n')
			require.NoError(t, err)
			if zeile == "\n" {
				return daten.String()
			}
			if d, ok := strings.CutPrefix(zeile, "data: "); ok {
				daten.WriteString(d)
			} else {
				assert.Equal(t, "event: tafel\n", zeile)
			}
		}
	}
	erstes := ereignis()
	assert.Contains(t, erstes, `data-stand="offen"`)
	q.setze("anna", "besteht")
	beginn := time.Now()
	for {
		e := ereignis()
		if strings.Contains(e, `data-aufgabe="a" data-stand="besteht"`) {
			break
		}
		require.Less(t, time.Since(beginn), 5*time.Second, "keine Änderung geschickt")
	}
}
