package hubanmeldung

import (
	"errors"
	"os"
	"strings"
)

// Konfiguration sind die Angaben, die der Hub einem Dienst in die Umgebung legt.
type Konfiguration struct {
	APIToken string // JUPYTERHUB_API_TOKEN: Token des Dienstes (beim Tausch des Codes sein Geheimnis)
	ClientID string // JUPYTERHUB_CLIENT_ID: Kennung des Dienstes als OAuth-Client
	Rueckruf string // JUPYTERHUB_OAUTH_CALLBACK_URL: wohin der Hub nach der Anmeldung schickt
	Praefix  string // JUPYTERHUB_SERVICE_PREFIX: Pfad des Dienstes, z. B. /services/kisuche-tafel/
	APIURL   string // JUPYTERHUB_API_URL: die API des Hubs von hier aus, z. B. http://127.0.0.1:8081/hub/api
	HubURL   string // JUPYTERHUB_HOST + JUPYTERHUB_BASE_URL: der Hub, wie der Browser ihn sieht
	// Erlaubnis ist der Scope, den der Token einer zugelassenen Person tragen muss (etwa ein
	// eigener Scope custom:… aus c.JupyterHub.custom_scopes, den eine Rolle vergibt).
	Erlaubnis string
}

// AusUmgebung liest die Konfiguration aus der Umgebung eines Dienstes des Hubs. ok ist
// falsch, wenn das Programm nicht als Dienst eines Hubs läuft (kein JUPYTERHUB_API_TOKEN).
func AusUmgebung(erlaubnis string) (k Konfiguration, ok bool, err error) {
	k = Konfiguration{
		APIToken:  os.Getenv("JUPYTERHUB_API_TOKEN"),
		ClientID:  os.Getenv("JUPYTERHUB_CLIENT_ID"),
		Rueckruf:  os.Getenv("JUPYTERHUB_OAUTH_CALLBACK_URL"),
		Praefix:   os.Getenv("JUPYTERHUB_SERVICE_PREFIX"),
		APIURL:    strings.TrimRight(os.Getenv("JUPYTERHUB_API_URL"), "/"),
		HubURL:    os.Getenv("JUPYTERHUB_HOST") + os.Getenv("JUPYTERHUB_BASE_URL"),
		Erlaubnis: erlaubnis,
	}
	if k.APIToken == "" {
		return k, false, nil
	}
	return k, true, k.pruefe()
}

// pruefe meldet, was in der Konfiguration fehlt.
func (k *Konfiguration) pruefe() error {
	var fehlt []string
	for name, wert := range map[string]string{"JUPYTERHUB_CLIENT_ID": k.ClientID, "JUPYTERHUB_OAUTH_CALLBACK_URL": k.Rueckruf,
		"JUPYTERHUB_SERVICE_PREFIX": k.Praefix, "JUPYTERHUB_API_URL": k.APIURL} {
		if wert == "" {
			fehlt = append(fehlt, name)
		}
	}
	if len(fehlt) > 0 {
		return errors.New("in der Umgebung des Dienstes fehlt " + strings.Join(fehlt, ", ") + " (startet der Hub ihn mit url in c.JupyterHub.services?)")
	}
	if k.Erlaubnis == "" {
		return errors.New("keine Erlaubnis (Scope) angegeben: Jede Person wäre zugelassen")
	}
	if !strings.HasSuffix(k.Praefix, "/") {
		k.Praefix += "/"
	}
	if k.HubURL == "" {
		k.HubURL = "/"
	}
	if !strings.HasSuffix(k.HubURL, "/") {
		k.HubURL += "/"
	}
	return nil
}
