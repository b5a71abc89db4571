#!/usr/bin/env bash
# Richtet auf einem Debian- oder Ubuntu-Server einen JupyterHub für eine Klasse ein und
# startet ihn (als root):
#
#   sudo bash scripts/klassenserver.sh --schueler liste.txt --lehrkraft NAME
#
# liste.txt: ein Benutzername pro Zeile (Kleinbuchstaben, Ziffern, _ und -; # leitet einen
# Kommentar ein). Wer noch kein Konto hat, bekommt ein lokales Konto mit einem zufälligen
# Passwort; die Passwörter stehen danach in DATEN/zugangsdaten.txt (nur für root lesbar).
# Die Lehrkraft ist im Hub admin.
#
# Was das Skript tut (jeder Schritt nur, was noch fehlt oder sich geändert hat):
#   1. JupyterHub und configurable-http-proxy aus Debians Paketen (apt-get install jupyterhub),
#   2. die Konten der Klasse,
#   3. eine schreibgeschützte Kopie dieses Repositorys nach ZIEL (/opt/kisuche) mit GoNB,
#      goimports und gopls in ZIEL/bin und dem Kurs (Notebooks, Übung, Bibliothek) in ZIEL/kurs,
#   4. den gemeinsamen Go-Modul-Cache und die Vorlage des Build-Caches in DATEN,
#   5. den Kernel „Go (KI-Suche)“ für alle Benutzer,
#   6. die Einstellungen (JSON) für klassenserver/jupyterhub_config.py, dann den Hub
#      (systemd-Dienst kisuche-klassenserver, ohne systemd als Hintergrundprozess). Der Hub
#      startet die Tafel der Lehrkraft mit (ZIEL/bin/bewerten -tafel, ein Dienst des Hubs:
#      https://SERVER/services/kisuche-tafel/, nur für die Lehrkraft).
#
# Optionen:
#   --schueler DATEI      Liste der Schülerinnen und Schüler (Pflicht)
#   --lehrkraft NAME      Konto der Lehrkraft, admin im Hub (Pflicht)
#   --adresse IP          Adresse, an der der Hub lauscht (Standard 0.0.0.0: alle)
#   --port N              Port des Hubs (Standard 8000)
#   --speicher GRÖSSE     Speichergrenze pro Person, z. B. 1500M (Standard 1500M; 0: keine)
#   --cpu N               CPU-Grenze pro Person in Kernen, z. B. 1 (Standard 1; 0: keine)
#   --ziel ORDNER         Kopie des Repositorys (Standard /opt/kisuche)
#   --daten ORDNER        Zustand und Caches (Standard /var/lib/kisuche-klassenserver)
#   --einstellungen DATEI (Standard /etc/kisuche/klassenserver.json)
#   --tafel-port N        Port der Tafel auf 127.0.0.1 (Standard 8002; erreichbar nur über den Hub)
#   --ohne-tafel          ohne die Tafel (nur für Messungen: BENCHMARKS.md)
#   --ssl-cert DATEI --ssl-key DATEI   HTTPS (für alles außer einem Test unbedingt empfohlen)
#   --nicht-starten       nur einrichten (der Lasttest startet den Hub selbst)
#   Für Tests: --kernel-prefix ORDNER (Kernel nicht systemweit), --hub-port N,
#   --proxy-api-port N, --dienst-token TOKEN (Token eines Dienstes mit admin-Rechten).
set -euo pipefail
projekt="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

meldung() { echo "==> $*" >&2; }
fehler() { echo "klassenserver.sh: $*" >&2; exit 1; }

schueler_datei="" lehrkraft="" adresse="0.0.0.0" port=8000 speicher="1500M" cpu=1
ziel=/opt/kisuche daten=/var/lib/kisuche-klassenserver einstellungen=/etc/kisuche/klassenserver.json
ssl_cert="" ssl_key="" starten=1 kernel_prefix="" hub_port=8081 proxy_api_port=8001 dienst_token="" tafel_port=8002 tafel=1
while [ $# -gt 0 ]; do
  case "$1" in
    --schueler) schueler_datei="${2:?--schueler braucht eine Datei}"; shift ;;
    --lehrkraft) lehrkraft="${2:?--lehrkraft braucht einen Namen}"; shift ;;
    --adresse) adresse="${2:?}"; shift ;;
    --port) port="${2:?}"; shift ;;
    --speicher) speicher="${2:?}"; shift ;;
    --cpu) cpu="${2:?}"; shift ;;
    --ziel) ziel="${2:?}"; shift ;;
    --daten) daten="${2:?}"; shift ;;
    --einstellungen) einstellungen="${2:?}"; shift ;;
    --ssl-cert) ssl_cert="${2:?}"; shift ;;
    --ssl-key) ssl_key="${2:?}"; shift ;;
    --nicht-starten) starten=0 ;;
    --kernel-prefix) kernel_prefix="${2:?}"; shift ;;
    --hub-port) hub_port="${2:?}"; shift ;;
    --proxy-api-port) proxy_api_port="${2:?}"; shift ;;
    --tafel-port) tafel_port="${2:?}"; shift ;;
    --ohne-tafel) tafel=0 ;;
    --dienst-token) dienst_token="${2:?}"; shift ;;
    *) fehler "unbekannte Option $1 (siehe Kopf dieses Skripts)" ;;
  esac
  shift
done
[ -n "$schueler_datei" ] && [ -n "$lehrkraft" ] ||
  fehler "Aufruf: sudo bash scripts/klassenserver.sh --schueler liste.txt --lehrkraft NAME"
[ "$(id -u)" -eq 0 ] || fehler "bitte als root starten (sudo): Das Skript legt Konten an und installiert Pakete."
[ -r "$schueler_datei" ] || fehler "Liste $schueler_datei nicht lesbar."
command -v go >/dev/null 2>&1 || fehler "Go fehlt. Bitte Go 1.26 oder neuer installieren: https://go.dev/doc/install"
umask 022

# --- 1. Pakete ---------------------------------------------------------------------------
if ! command -v jupyterhub >/dev/null 2>&1 || ! command -v configurable-http-proxy >/dev/null 2>&1 ||
   ! command -v jupyter-notebook >/dev/null 2>&1; then
  meldung "Installiere JupyterHub (Debian-Paket jupyterhub mit configurable-http-proxy) …"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    jupyterhub jupyter-notebook jupyter-client >&2 ||
    fehler "apt-get install jupyterhub ist gescheitert (ab Debian 12 „bookworm“ gibt es das Paket)."
fi
# Debians Paket richtet einen eigenen Dienst „jupyterhub“ ein (Port 8000); der ist hier fehl am Platz.
if [ -d /run/systemd/system ] && systemctl is-enabled jupyterhub.service >/dev/null 2>&1; then
  meldung "Schalte Debians Standard-Dienst jupyterhub ab (wir starten kisuche-klassenserver)."
  systemctl disable --now jupyterhub.service >&2 || true
fi

# --- 2. Konten ---------------------------------------------------------------------------
namen=()
while IFS= read -r zeile || [ -n "$zeile" ]; do
  zeile="${zeile%%#*}"
  zeile="$(echo "$zeile" | tr -d '[:space:]')"
  [ -n "$zeile" ] || continue
  [[ "$zeile" =~ ^[a-z_][a-z0-9_-]{0,31}$ ]] ||
    fehler "„$zeile“ in $schueler_datei ist kein gültiger Benutzername (Kleinbuchstaben, Ziffern, _ und -)."
  namen+=("$zeile")
done < "$schueler_datei"
[ "${#namen[@]}" -gt 0 ] || fehler "$schueler_datei enthält keine Namen."
[[ "$lehrkraft" =~ ^[a-z_][a-z0-9_-]{0,31}$ ]] || fehler "„$lehrkraft“ ist kein gültiger Benutzername."
mkdir -p "$daten"
chmod 755 "$daten"
zugang="$daten/zugangsdaten.txt"
touch "$zugang"
chmod 600 "$zugang"
neu=0
for name in "${namen[@]}" "$lehrkraft"; do
  if ! id "$name" >/dev/null 2>&1; then
    useradd --create-home --shell /bin/bash "$name"
    passwort="$(/usr/bin/python3 -c 'import secrets; print(secrets.token_urlsafe(9))')"
    echo "$name:$passwort" | chpasswd
    echo "$name $passwort" >> "$zugang"
    neu=$((neu + 1))
  fi
done
meldung "Konten: ${#namen[@]} Schülerinnen und Schüler, Lehrkraft $lehrkraft ($neu neu; Passwörter der neuen in $zugang)."

# --- 3. Kopie des Repositorys, Werkzeuge, Kurs ---------------------------------------------
meldung "Kopiere das Repository nach $ziel …"
mkdir -p "$ziel"
if git -C "$projekt" rev-parse --git-dir >/dev/null 2>&1; then
  (cd "$projekt" && git ls-files -z | tar --null -T - -cf -) | tar -C "$ziel" -xf -
else
  tar -C "$projekt" --exclude=./.git --exclude=./build -cf - . | tar -C "$ziel" -xf -
fi
rm -rf "$ziel/kurs.neu"
mkdir -p "$ziel/kurs.neu"
# Die Tests der Übung (Notebook 4: go test ./exercises) brauchen internal/bewertung.
mkdir -p "$ziel/kurs.neu/internal"
for teil in go.mod go.sum lesson exercises notebooks internal/bewertung; do cp -R "$ziel/$teil" "$ziel/kurs.neu/$teil"; done
rm -rf "$ziel/kurs.neu/notebooks/pruefungen"
rm -rf "$ziel/kurs"
mv "$ziel/kurs.neu" "$ziel/kurs"
gobin="$ziel/bin"
beginn=$SECONDS
GOBIN="$gobin" bash "$ziel/werkzeuge/installieren.sh"
GOFLAGS= go -C "$ziel" build -o "$gobin/bewerten" ./cmd/bewerten
meldung "GoNB, goimports, gopls und bewerten (die Tafel) in $gobin ($((SECONDS - beginn)) s)."

# Die Tafel übersetzt die Abgaben mit ihrem eigenen Build-Cache (DATEN/tafel, nur root). Einmal
# die Stubs bewerten füllt ihn mit der Standardbibliothek: Sonst wartete die erste Zeile der
# Tafel im Unterricht darauf.
if [ "$tafel" = 1 ]; then
beginn=$SECONDS
tafel_ordner="$daten/tafel"
mkdir -p "$tafel_ordner/tmp"
chmod 700 "$tafel_ordner"
vorwaermen="$(mktemp -d "$tafel_ordner/tmp/vorwaermen.XXXXXX")"
mkdir -p "$vorwaermen/ABGABEN/stubs"
cp "$ziel"/exercises/*.go "$vorwaermen/ABGABEN/stubs/"
rm -f "$vorwaermen"/ABGABEN/stubs/*_test.go
HOME="$tafel_ordner" XDG_CACHE_HOME="$tafel_ordner/cache" TMPDIR="$tafel_ordner/tmp" GOFLAGS= \
  "$gobin/bewerten" -aus "$vorwaermen/aus" "$vorwaermen/ABGABEN" > "$vorwaermen/protokoll.txt" 2>&1 ||
  { cat "$vorwaermen/protokoll.txt" >&2; fehler "bewerten läuft hier nicht (siehe oben) – ohne bewerten keine Tafel."; }
rm -rf "$vorwaermen"
meldung "Build-Cache der Tafel vorbereitet ($((SECONDS - beginn)) s)."
fi

# --- 4. Gemeinsamer Modul-Cache und Vorlage des Build-Caches -----------------------------
# Was schon im Modul-Cache von root liegt, kommt von dort: beim ersten Mal als harte Links
# (die Dateien dort sind ohnehin schreibgeschützt; kostet weder Zeit noch Platz), sonst über
# file://. Der Rest kommt vom Proxy.
beginn=$SECONDS
eigener_cache="$(go env GOMODCACHE)"
if [ ! -d "$daten/go-mod" ] && [ -d "$eigener_cache/cache/download" ]; then
  cp -al "$eigener_cache" "$daten/go-mod" 2>/dev/null || rm -rf "$daten/go-mod"
fi
# CGO_ENABLED=0 wie im Kernel (scripts/kernel/starten.sh), sonst trifft die Vorlage nicht.
export GOMODCACHE="$daten/go-mod" GOTOOLCHAIN=local GOFLAGS=-trimpath CGO_ENABLED=0
export GOPROXY="file://$eigener_cache/cache/download,$(go env GOPROXY)"
go -C "$ziel/kurs" mod download
export GOPROXY=off GOCACHE="$daten/go-build-vorlage"
go -C "$ziel/kurs" build ./lesson/... ./exercises \
  github.com/janpfeifer/gonb/gonbui github.com/janpfeifer/gonb/gonbui/widgets
go -C "$ziel/kurs" test -count=1 -run '^$' ./exercises >/dev/null
rm -f "$GOCACHE/trim.txt"  # jede Person führt ihr eigenes trim.txt
find "$GOCACHE" -type f -exec chmod 0444 {} +
chmod -R a+rX "$GOMODCACHE" "$GOCACHE" "$ziel"
unset GOMODCACHE GOFLAGS GOPROXY GOCACHE GOTOOLCHAIN CGO_ENABLED
meldung "Modul-Cache ($(du -sh "$daten/go-mod" | cut -f1)) und Vorlage des Build-Caches ($(du -sh "$daten/go-build-vorlage" | cut -f1)) fertig nach $((SECONDS - beginn)) s."

# --- 5. Kernel ---------------------------------------------------------------------------
jupyter_pfad=""
[ -n "$kernel_prefix" ] || kernel_prefix=/usr/local   # /usr/local/share/jupyter: für alle
bash "$ziel/scripts/kernel-installieren.sh" --prefix "$kernel_prefix" 2>/dev/null ||
  fehler "Der Kernel ließ sich nicht nach $kernel_prefix installieren."
chmod -R a+rX "$kernel_prefix/share/jupyter/kernels/kisuche"
[ "$kernel_prefix" = /usr/local ] || jupyter_pfad="$kernel_prefix/share/jupyter"
meldung "Kernel „Go (KI-Suche)“ in $kernel_prefix/share/jupyter/kernels/kisuche (rechnet mit ~/kisuche jeder Person)."

# --- 6. Einstellungen und Start ------------------------------------------------------------
mkdir -p "$(dirname "$einstellungen")"
/usr/bin/python3 - "$einstellungen" "$lehrkraft" "${namen[@]}" <<PY
import json, sys
datei, lehrkraft, schueler = sys.argv[1], sys.argv[2], sys.argv[3:]
e = {
    'projekt': '$ziel', 'daten': '$daten', 'go': '$(dirname "$(command -v go)")',
    'adresse': '$adresse', 'port': int('$port'), 'hub_port': int('$hub_port'),
    'proxy_api_port': int('$proxy_api_port'), 'tafel_port': int('$tafel_port'), 'tafel': '$tafel' == '1',
    'speicher': '' if '$speicher' == '0' else '$speicher',
    'cpu': '' if '$cpu' == '0' else '$cpu',
    'lehrkraft': lehrkraft, 'schueler': schueler,
    'jupyter_pfad': '$jupyter_pfad', 'ssl_cert': '$ssl_cert', 'ssl_key': '$ssl_key',
    'dienst_token': '$dienst_token',
}
with open(datei, 'w', encoding='utf-8') as f:
    json.dump(e, f, indent=1, ensure_ascii=False)
PY
chmod 600 "$einstellungen"
konfig="$ziel/klassenserver/jupyterhub_config.py"
if [ "$starten" = 0 ]; then
  meldung "Eingerichtet. Start: KISUCHE_KLASSENSERVER=$einstellungen jupyterhub -f $konfig"
  exit 0
fi
if [ -d /run/systemd/system ]; then
  cat > /etc/systemd/system/kisuche-klassenserver.service <<UNIT
[Unit]
Description=JupyterHub der Klasse (KI-Suche in Go)
After=network.target

[Service]
User=root
Environment=KISUCHE_KLASSENSERVER=$einstellungen
Environment=PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
WorkingDirectory=$daten
ExecStart=/usr/bin/jupyterhub -f $konfig
Restart=on-failure

[Install]
WantedBy=multi-user.target
UNIT
  systemctl daemon-reload
  systemctl enable kisuche-klassenserver.service >&2
  systemctl restart kisuche-klassenserver.service
  meldung "Der Hub läuft als Dienst kisuche-klassenserver (systemctl status kisuche-klassenserver)."
else
  if [ -f "$daten/jupyterhub.pid" ] && kill -0 "$(cat "$daten/jupyterhub.pid")" 2>/dev/null; then
    meldung "Beende den laufenden Hub (PID $(cat "$daten/jupyterhub.pid")) …"
    kill "$(cat "$daten/jupyterhub.pid")"
    sleep 3
  fi
  (cd "$daten" && KISUCHE_KLASSENSERVER="$einstellungen" setsid nohup jupyterhub -f "$konfig" \
    > "$daten/jupyterhub.log" 2>&1 < /dev/null &)
  meldung "Der Hub startet im Hintergrund (ohne systemd); Protokoll: $daten/jupyterhub.log, beenden: kill \$(cat $daten/jupyterhub.pid)"
fi
meldung "Adresse: http://$adresse:$port/ (Anmeldung mit den Konten; admin: $lehrkraft)"
[ "$tafel" = 0 ] || meldung "Tafel der Lehrkraft: http://$adresse:$port/services/kisuche-tafel/ (nur $lehrkraft; im Hub unter Services)"
