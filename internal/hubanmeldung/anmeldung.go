package hubanmeldung

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"
)

// Namen der Cookies und Dauer einer Sitzung.
const (
	sitzungsCookie = "kisuche-tafel-sitzung"
	zustandsCookie = "kisuche-tafel-oauth"
	sitzungsDauer  = 12 * time.Hour
	maxSitzungen   = 10000
)

// Anmeldung schützt einen Dienst des Hubs (Schuetze).
type Anmeldung struct {
	k        Konfiguration
	rueckruf string // Pfad von Konfiguration.Rueckruf
	client   *http.Client

	mu        sync.Mutex
	sitzungen map[string]sitzung
}

// sitzung ist eine angemeldete Person.
type sitzung struct {
	name    string
	erlaubt bool
	bis     time.Time
}

// Neu liefert die Anmeldung für die Konfiguration k.
func Neu(k Konfiguration) (*Anmeldung, error) {
	if err := k.pruefe(); err != nil {
		return nil, err
	}
	u, err := url.Parse(k.Rueckruf)
	if err != nil || u.Path == "" {
		return nil, fmt.Errorf("JUPYTERHUB_OAUTH_CALLBACK_URL %q ist keine Adresse", k.Rueckruf)
	}
	return &Anmeldung{k: k, rueckruf: u.Path, client: &http.Client{Timeout: 15 * time.Second}, sitzungen: map[string]sitzung{}}, nil
}

// Schuetze lässt Anfragen an next nur mit der Sitzung einer zugelassenen Person durch.
// Ohne Sitzung schickt es den Browser zur Anmeldung zum Hub (Ereignisse und andere
// Anfragen, die keine Seite sind, bekommen 401), eine angemeldete Person ohne Erlaubnis
// bekommt „nicht erlaubt“ (403). Den Rückruf des Hubs beantwortet es selbst.
func (a *Anmeldung) Schuetze(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if r.URL.Path == a.rueckruf {
			a.rueckrufBeantworten(w, r)
			return
		}
		if r.URL.Path+"/" == a.k.Praefix {
			http.Redirect(w, r, a.k.Praefix, http.StatusFound)
			return
		}
		s, ok := a.sitzungVon(r)
		switch {
		case ok && s.erlaubt:
			next.ServeHTTP(w, r)
		case ok:
			nichtErlaubt(w, s.name, a.k.HubURL)
		case r.Method != http.MethodGet || strings.Contains(r.Header.Get("Accept"), "text/event-stream") || !strings.HasSuffix(r.URL.Path, "/"):
			http.Error(w, "Nicht angemeldet – bitte die Seite neu laden.", http.StatusUnauthorized)
		default:
			a.zurAnmeldung(w, r)
		}
	})
}

// sitzungVon liefert die gültige Sitzung der Anfrage.
func (a *Anmeldung) sitzungVon(r *http.Request) (sitzung, bool) {
	c, err := r.Cookie(sitzungsCookie)
	if err != nil {
		return sitzung{}, false
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	s, ok := a.sitzungen[c.Value]
	if !ok || time.Now().After(s.bis) {
		delete(a.sitzungen, c.Value)
		return sitzung{}, false
	}
	return s, true
}

// neueSitzung legt eine Sitzung an und liefert ihre Kennung.
func (a *Anmeldung) neueSitzung(s sitzung) string {
	kennung := zufall(32)
	a.mu.Lock()
	defer a.mu.Unlock()
	jetzt := time.Now()
	for k, alt := range a.sitzungen {
		if jetzt.After(alt.bis) {
			delete(a.sitzungen, k)
		}
	}
	for len(a.sitzungen) >= maxSitzungen { // die am frühesten ablaufende weicht
		var aelteste string
		for k, alt := range a.sitzungen {
			if aelteste == "" || alt.bis.Before(a.sitzungen[aelteste].bis) {
				aelteste = k
			}
		}
		delete(a.sitzungen, aelteste)
	}
	a.sitzungen[kennung] = s
	return kennung
}

// zurAnmeldung schickt den Browser zum Hub; ein zufälliger Zustand im Cookie verbindet den
// Rückruf mit diesem Browser (und merkt sich die Seite, auf die er wollte).
func (a *Anmeldung) zurAnmeldung(w http.ResponseWriter, r *http.Request) {
	zustand := zufall(16)
	ziel := r.URL.Path
	if !strings.HasPrefix(ziel, a.k.Praefix) {
		ziel = a.k.Praefix
	}
	a.setzeCookie(w, r, zustandsCookie, zustand+"|"+url.QueryEscape(ziel), 600)
	q := url.Values{
		"client_id":     {a.k.ClientID},
		"redirect_uri":  {a.k.Rueckruf},
		"response_type": {"code"},
		"state":         {zustand},
	}
	http.Redirect(w, r, a.k.HubURL+"hub/api/oauth2/authorize?"+q.Encode(), http.StatusFound)
}

// rueckrufBeantworten tauscht den Code des Hubs gegen einen Token, fragt den Hub nach der
// Person und legt ihre Sitzung an.
func (a *Anmeldung) rueckrufBeantworten(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie(zustandsCookie)
	zustand, ziel, _ := strings.Cut(func() string {
		if err != nil {
			return ""
		}
		return c.Value
	}(), "|")
	if zustand == "" || subtle.ConstantTimeCompare([]byte(zustand), []byte(r.URL.Query().Get("state"))) != 1 {
		http.Error(w, "Die Anmeldung passt nicht zu diesem Browser – bitte die Tafel neu öffnen.", http.StatusBadRequest)
		return
	}
	a.setzeCookie(w, r, zustandsCookie, "", -1)
	code := r.URL.Query().Get("code")
	if code == "" {
		http.Error(w, "Der Hub hat keinen Code geschickt – bitte die Tafel neu öffnen.", http.StatusBadRequest)
		return
	}
	token, err := a.tausche(r.Context(), code)
	if err != nil {
		http.Error(w, "Die Anmeldung beim Hub ist gescheitert: "+err.Error(), http.StatusBadGateway)
		return
	}
	name, scopes, err := a.person(r.Context(), token)
	if err != nil {
		http.Error(w, "Der Hub sagt nicht, wer angemeldet ist: "+err.Error(), http.StatusBadGateway)
		return
	}
	s := sitzung{name: name, erlaubt: slices.Contains(scopes, a.k.Erlaubnis), bis: time.Now().Add(sitzungsDauer)}
	a.setzeCookie(w, r, sitzungsCookie, a.neueSitzung(s), int(sitzungsDauer.Seconds()))
	if z, err := url.QueryUnescape(ziel); err == nil && strings.HasPrefix(z, a.k.Praefix) && !strings.Contains(z, "//") {
		ziel = z
	} else {
		ziel = a.k.Praefix
	}
	http.Redirect(w, r, ziel, http.StatusFound)
}

// tausche tauscht den Code gegen den Token der Person (OAuth: authorization_code).
func (a *Anmeldung) tausche(ctx context.Context, code string) (string, error) {
	form := url.Values{
		"client_id":     {a.k.ClientID},
		"client_secret": {a.k.APIToken},
		"grant_type":    {"authorization_code"},
		"code":          {code},
		"redirect_uri":  {a.k.Rueckruf},
	}
	anfrage, err := http.NewRequestWithContext(ctx, http.MethodPost, a.k.APIURL+"/oauth2/token", strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	anfrage.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	var antwort struct {
		AccessToken string `json:"access_token"`
	}
	if err := a.json(anfrage, &antwort); err != nil {
		return "", err
	}
	if antwort.AccessToken == "" {
		return "", fmt.Errorf("kein Token in der Antwort")
	}
	return antwort.AccessToken, nil
}

// person fragt den Hub mit dem Token der Person, wer sie ist und welche Scopes ihr Token hat.
func (a *Anmeldung) person(ctx context.Context, token string) (string, []string, error) {
	anfrage, err := http.NewRequestWithContext(ctx, http.MethodGet, a.k.APIURL+"/user", nil)
	if err != nil {
		return "", nil, err
	}
	anfrage.Header.Set("Authorization", "token "+token)
	var antwort struct {
		Name   string   `json:"name"`
		Scopes []string `json:"scopes"`
	}
	if err := a.json(anfrage, &antwort); err != nil {
		return "", nil, err
	}
	if antwort.Name == "" {
		return "", nil, fmt.Errorf("kein Name in der Antwort")
	}
	return antwort.Name, antwort.Scopes, nil
}

// json schickt die Anfrage an den Hub und liest die Antwort (höchstens 1 MiB) nach ziel.
func (a *Anmeldung) json(anfrage *http.Request, ziel any) error {
	anfrage.Header.Set("Accept", "application/json")
	antwort, err := a.client.Do(anfrage)
	if err != nil {
		return err
	}
	defer antwort.Body.Close()
	daten, err := io.ReadAll(io.LimitReader(antwort.Body, 1<<20))
	if err != nil {
		return err
	}
	if antwort.StatusCode != http.StatusOK {
		return fmt.Errorf("%s antwortet %s", anfrage.URL.Path, antwort.Status)
	}
	return json.Unmarshal(daten, ziel)
}

// setzeCookie setzt ein Cookie nur für den Pfad des Dienstes (alter < 0: löschen).
func (a *Anmeldung) setzeCookie(w http.ResponseWriter, r *http.Request, name, wert string, alter int) {
	http.SetCookie(w, &http.Cookie{Name: name, Value: wert, Path: a.k.Praefix, MaxAge: alter, HttpOnly: true,
		SameSite: http.SameSiteLaxMode, Secure: r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https"})
}

// zufall liefert n zufällige Bytes als Hex-Text.
func zufall(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// nichtErlaubtSeite ist die Antwort für eine angemeldete Person ohne Erlaubnis.
var nichtErlaubtSeite = template.Must(template.New("").Parse(`<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Nicht erlaubt</title></head>
<body style="font-family:system-ui,sans-serif;font-size:1.4rem;margin:2rem">
<h1>Nicht erlaubt</h1>
<p>Diese Seite sieht nur die Lehrkraft. Du bist als <b>{{.Name}}</b> angemeldet.</p>
<p><a href="{{.Hub}}hub/home">Zurück zum Hub</a></p>
</body></html>
`))

// nichtErlaubt antwortet mit 403 und der deutschen Seite „Nicht erlaubt“.
func nichtErlaubt(w http.ResponseWriter, name, hub string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
	w.WriteHeader(http.StatusForbidden)
	nichtErlaubtSeite.Execute(w, struct{ Name, Hub string }{name, hub})
}
