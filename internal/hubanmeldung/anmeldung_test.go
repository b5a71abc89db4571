package hubanmeldung

import (
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	praefix   = "/services/kisuche-tafel/"
	erlaubnis = "custom:kisuche-tafel:ansehen"
)

// testHub spielt die OAuth-Seite des Hubs: Codes für Personen, Tausch gegen Token, /user.
type testHub struct {
	mu     sync.Mutex
	codes  map[string]string // Code → Person
	tokens map[string]string // Token → Person
	scopes map[string][]string
}

func (h *testHub) code(person string) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	c := "code-" + person + "-" + zufall(4)
	h.codes[c] = person
	return c
}

func (h *testHub) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.mu.Lock()
	defer h.mu.Unlock()
	switch r.URL.Path {
	case "/hub/api/oauth2/token":
		r.ParseForm()
		person, ok := h.codes[r.PostForm.Get("code")]
		if !ok || r.PostForm.Get("client_secret") != "geheimer-token" || r.PostForm.Get("client_id") != "service-kisuche-tafel" ||
			r.PostForm.Get("grant_type") != "authorization_code" || r.PostForm.Get("redirect_uri") != praefix+"oauth_callback" {
			http.Error(w, "nein", http.StatusForbidden)
			return
		}
		delete(h.codes, r.PostForm.Get("code"))
		t := "token-" + zufall(8)
		h.tokens[t] = person
		io.WriteString(w, `{"access_token":"`+t+`","token_type":"Bearer"}`)
	case "/hub/api/user":
		person, ok := h.tokens[strings.TrimPrefix(r.Header.Get("Authorization"), "token ")]
		if !ok {
			http.Error(w, "nein", http.StatusForbidden)
			return
		}
		scopes := `"read:users:name!user=` + person + `"`
		for _, s := range h.scopes[person] {
			scopes += `,"` + s + `"`
		}
		io.WriteString(w, `{"kind":"user","name":"`+person+`","scopes":[`+scopes+`]}`)
	default:
		http.NotFound(w, r)
	}
}

// dienst startet den geschützten Dienst (er antwortet „TAFEL“) mit einem Hub zum Testen.
func dienst(t *testing.T) (*httptest.Server, *testHub) {
	hub := &testHub{codes: map[string]string{}, tokens: map[string]string{},
		scopes: map[string][]string{"lehrerin": {erlaubnis, "access:services!service=kisuche-tafel"}, "anna": {"access:services!service=kisuche-tafel"}}}
	hubServer := httptest.NewServer(hub)
	t.Cleanup(hubServer.Close)
	a, err := Neu(Konfiguration{APIToken: "geheimer-token", ClientID: "service-kisuche-tafel", Rueckruf: praefix + "oauth_callback",
		Praefix: praefix, APIURL: hubServer.URL + "/hub/api", HubURL: "/", Erlaubnis: erlaubnis})
	require.NoError(t, err)
	mux := http.NewServeMux()
	mux.Handle(praefix, a.Schuetze(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "TAFEL") })))
	s := httptest.NewServer(mux)
	t.Cleanup(s.Close)
	return s, hub
}

// browser ist ein HTTP-Client mit Cookies, der Umleitungen nicht folgt.
func browser(t *testing.T) *http.Client {
	jar, err := cookiejar.New(nil)
	require.NoError(t, err)
	return &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// anmelden geht als person den Weg über den Hub und liefert die Antwort auf die Tafel.
func anmelden(t *testing.T, s *httptest.Server, hub *testHub, b *http.Client, person string) (int, string) {
	t.Helper()
	antwort, err := b.Get(s.URL + praefix)
	require.NoError(t, err)
	antwort.Body.Close()
	require.Equal(t, http.StatusFound, antwort.StatusCode)
	ziel, err := url.Parse(antwort.Header.Get("Location"))
	require.NoError(t, err)
	require.Equal(t, "/hub/api/oauth2/authorize", ziel.Path)
	q := ziel.Query()
	assert.Equal(t, "service-kisuche-tafel", q.Get("client_id"))
	assert.Equal(t, praefix+"oauth_callback", q.Get("redirect_uri"))
	assert.Equal(t, "code", q.Get("response_type"))
	// Der Hub meldet die Person an und schickt sie mit Code und Zustand zurück.
	antwort, err = b.Get(s.URL + praefix + "oauth_callback?code=" + hub.code(person) + "&state=" + q.Get("state"))
	require.NoError(t, err)
	antwort.Body.Close()
	require.Equal(t, http.StatusFound, antwort.StatusCode)
	require.Equal(t, praefix, antwort.Header.Get("Location"))
	antwort, err = b.Get(s.URL + praefix)
	require.NoError(t, err)
	defer antwort.Body.Close()
	text, _ := io.ReadAll(antwort.Body)
	return antwort.StatusCode, string(text)
}

// TestLehrkraftSiehtTafel: Mit der Erlaubnis im Token kommt die Lehrkraft nach der
// Anmeldung über den Hub auf die Tafel.
func TestLehrkraftSiehtTafel(t *testing.T) {
	s, hub := dienst(t)
	status, text := anmelden(t, s, hub, browser(t), "lehrerin")
	assert.Equal(t, http.StatusOK, status)
	assert.Equal(t, "TAFEL", text)
}

// TestSchuelerinNichtErlaubt: Eine Schülerin (ohne die Erlaubnis) bekommt 403 mit einer
// deutschen Seite – auf jeder Adresse des Dienstes, auch den Ereignissen.
func TestSchuelerinNichtErlaubt(t *testing.T) {
	s, hub := dienst(t)
	b := browser(t)
	status, text := anmelden(t, s, hub, b, "anna")
	assert.Equal(t, http.StatusForbidden, status)
	assert.Contains(t, text, "Nicht erlaubt")
	assert.Contains(t, text, "<b>anna</b>")
	assert.NotContains(t, text, "TAFEL")
	for _, pfad := range []string{"ereignisse", "tafel.js", "tafel.css", "irgendwas/"} {
		antwort, err := b.Get(s.URL + praefix + pfad)
		require.NoError(t, err)
		inhalt, _ := io.ReadAll(antwort.Body)
		antwort.Body.Close()
		assert.Equal(t, http.StatusForbidden, antwort.StatusCode, pfad)
		assert.NotContains(t, string(inhalt), "TAFEL", pfad)
	}
}

// TestOhneAnmeldung: Ohne Sitzung gibt es nur die Umleitung zum Hub (Seiten) oder 401; ein
// Rückruf ohne passenden Zustand (aus einem anderen Browser) und ein gefälschtes Cookie
// öffnen nichts.
func TestOhneAnmeldung(t *testing.T) {
	s, hub := dienst(t)
	b := browser(t)
	for _, pfad := range []string{"ereignisse", "tafel.js"} {
		antwort, err := b.Get(s.URL + praefix + pfad)
		require.NoError(t, err)
		antwort.Body.Close()
		assert.Equal(t, http.StatusUnauthorized, antwort.StatusCode, pfad)
	}
	antwort, err := b.Get(s.URL + strings.TrimSuffix(praefix, "/"))
	require.NoError(t, err)
	antwort.Body.Close()
	assert.Equal(t, praefix, antwort.Header.Get("Location"))

	// Code der Lehrerin, aber der Zustand fehlt (Angriff über einen fremden Link).
	fremd := browser(t)
	antwort, err = fremd.Get(s.URL + praefix + "oauth_callback?code=" + hub.code("lehrerin") + "&state=abc")
	require.NoError(t, err)
	antwort.Body.Close()
	assert.Equal(t, http.StatusBadRequest, antwort.StatusCode)

	anfrage, _ := http.NewRequest(http.MethodGet, s.URL+praefix, nil)
	anfrage.AddCookie(&http.Cookie{Name: sitzungsCookie, Value: "0123456789abcdef"})
	antwort, err = browser(t).Do(anfrage)
	require.NoError(t, err)
	antwort.Body.Close()
	assert.Equal(t, http.StatusFound, antwort.StatusCode, "gefälschte Sitzung: zur Anmeldung")
}

// TestKonfiguration: Ohne Hub (kein Token) ist nichts zu tun; mit Hub fehlt nichts
// Wesentliches, und ohne Erlaubnis gibt es keine Anmeldung, die jeden zulässt.
func TestKonfiguration(t *testing.T) {
	t.Setenv("JUPYTERHUB_API_TOKEN", "")
	_, ok, err := AusUmgebung(erlaubnis)
	assert.False(t, ok)
	assert.NoError(t, err)
	t.Setenv("JUPYTERHUB_API_TOKEN", "x")
	t.Setenv("JUPYTERHUB_CLIENT_ID", "service-kisuche-tafel")
	t.Setenv("JUPYTERHUB_OAUTH_CALLBACK_URL", praefix+"oauth_callback")
	t.Setenv("JUPYTERHUB_SERVICE_PREFIX", praefix)
	t.Setenv("JUPYTERHUB_API_URL", "http://127.0.0.1:8081/hub/api/")
	t.Setenv("JUPYTERHUB_HOST", "")
	t.Setenv("JUPYTERHUB_BASE_URL", "/")
	k, ok, err := AusUmgebung(erlaubnis)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "http://127.0.0.1:8081/hub/api", k.APIURL)
	assert.Equal(t, "/", k.HubURL)
	_, _, err = AusUmgebung("")
	assert.Error(t, err)
	t.Setenv("JUPYTERHUB_API_URL", "")
	_, _, err = AusUmgebung(erlaubnis)
	assert.ErrorContains(t, err, "JUPYTERHUB_API_URL")
}
