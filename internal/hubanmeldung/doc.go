// Package hubanmeldung lässt einen Dienst des JupyterHub (c.JupyterHub.services) nur für
// Personen zu, die der Hub dafür freigibt – über OAuth, wie JupyterHub es für Dienste
// vorsieht: Wer ohne Sitzung kommt, geht zum Hub (/hub/api/oauth2/authorize), meldet sich
// dort an und kommt mit einem Code zurück (JUPYTERHUB_OAUTH_CALLBACK_URL); der Dienst tauscht
// ihn mit seinem Token gegen einen Token der Person (/hub/api/oauth2/token) und fragt den Hub,
// wer sie ist und was ihr Token darf (/hub/api/user). Zugelassen ist, wessen Token den Scope
// Konfiguration.Erlaubnis trägt – ihn gibt eine Rolle des Hubs (auf dem Klassenserver der
// Lehrkraft). Alle anderen bekommen eine deutsche Seite „nicht erlaubt“ mit Status 403.
//
// Sitzungen liegen nur im Speicher des Dienstes; das Cookie trägt nur eine zufällige
// Kennung.
package hubanmeldung
