#!/usr/bin/env bash
# Richtet einen Klassenserver für eine Testklasse ein (scripts/klassenserver.sh, alles in
# einem eigenen Ordner unter /tmp, nur Loopback), startet den Hub und lässt
# bench/klassenlast.py K Personen zugleich anmelden und Zellen ausführen. Danach räumt es
# alles weg: Hub, Proxy, Server und Kernel (nach PID), die Testkonten samt Home, die cgroups.
#
#   sudo bash scripts/klassenserver-lasttest.sh [K …]     # Standard: K = 3 (so in der CI)
#   sudo bash scripts/klassenserver-lasttest.sh 1 5 10 20  # die Messung in BENCHMARKS.md
#
# Umgebung: ZELLEN (Code-Zellen pro Person, Standard 10), NOTEBOOK (Standard
# notebooks/2_Suche.ipynb), NACHLAUF (Sekunden, die jeder Kernel danach offen bleibt, damit
# der Speicher mit geladenem gopls zählt; Standard 20), SPEICHER und CPU (Grenzen pro Person, Standard 1500M und 1),
# ERGEBNISSE (Ordner für die JSON-Ergebnisse, Standard build/klassenlast).
set -euo pipefail
projekt="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
meldung() { echo "==> $*" >&2; }
[ "$(id -u)" -eq 0 ] || { echo "klassenserver-lasttest.sh: bitte als root (sudo): der Test legt Konten an." >&2; exit 1; }
ks=("$@")
[ "${#ks[@]}" -gt 0 ] || ks=(3)
# Jeder Lauf bekommt frische Konten (eigene, leere Caches der Zellen): insgesamt die Summe der K.
summe_k=0
for k in "${ks[@]}"; do
  [[ "$k" =~ ^[1-9][0-9]*$ ]] || { echo "klassenserver-lasttest.sh: K muss eine positive Zahl sein: $k" >&2; exit 2; }
  summe_k=$((summe_k + k))
done
ergebnisse="${ERGEBNISSE:-$projekt/build/klassenlast}"
mkdir -p "$ergebnisse"

arbeit="$(mktemp -d /tmp/kisuche-klasse.XXXXXX)"
chmod 755 "$arbeit"
praefix="kst$(printf '%04d' $(($$ % 10000)))"   # eindeutige Testkonten: kstNNNN-01 …
lehrkraft="$praefix-l"
konten=()
for ((i = 1; i <= summe_k; i++)); do konten+=("$(printf '%s-%02d' "$praefix" "$i")"); done
printf '%s\n' "${konten[@]}" > "$arbeit/liste.txt"
hub_pid=""

aufraeumen() {
  local status=$?
  set +e
  if [ -n "$hub_pid" ] && kill -0 "$hub_pid" 2>/dev/null; then
    kill -TERM "$hub_pid"   # der Hub beendet die Server und den Proxy
    for _ in $(seq 1 60); do kill -0 "$hub_pid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL "$hub_pid" 2>/dev/null
  fi
  [ -f "$arbeit/daten/proxy.pid" ] && kill "$(cat "$arbeit/daten/proxy.pid")" 2>/dev/null
  # Was von den Testkonten noch läuft, gezielt nach PID beenden.
  for name in "${konten[@]}" "$lehrkraft"; do
    id "$name" >/dev/null 2>&1 || continue
    pids="$(ps -o pid= -u "$name" 2>/dev/null | tr '\n' ' ')"
    [ -n "${pids// /}" ] && kill -KILL $pids 2>/dev/null
  done
  sleep 0.5
  for name in "${konten[@]}" "$lehrkraft"; do
    id "$name" >/dev/null 2>&1 && userdel -r "$name" 2>/dev/null
    for g in /sys/fs/cgroup/*/kisuche/"$name" /sys/fs/cgroup/*/*/*/kisuche/"$name" /sys/fs/cgroup/kisuche/"$name"; do
      [ -d "$g" ] && rmdir "$g" 2>/dev/null
    done
  done
  for g in /sys/fs/cgroup/*/kisuche /sys/fs/cgroup/*/*/*/kisuche /sys/fs/cgroup/kisuche; do
    [ -d "$g" ] && rmdir "$g" 2>/dev/null   # nur, wenn leer (kein anderer Hub nutzt sie)
  done
  rm -rf "$arbeit"
  meldung "Aufgeräumt (Hub, Testkonten $praefix-*, $arbeit)."
  exit "$status"
}
trap aufraeumen EXIT INT TERM

frei() { /usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
port="$(frei)" hub_port="$(frei)" api_port="$(frei)"
token="$(/usr/bin/python3 -c 'import secrets; print(secrets.token_hex(24))')"

beginn=$SECONDS
bash "$projekt/scripts/klassenserver.sh" --schueler "$arbeit/liste.txt" --lehrkraft "$lehrkraft" \
  --adresse 127.0.0.1 --port "$port" --hub-port "$hub_port" --proxy-api-port "$api_port" \
  --ziel "$arbeit/opt" --daten "$arbeit/daten" --einstellungen "$arbeit/klassenserver.json" \
  --kernel-prefix "$arbeit/kernel" --dienst-token "$token" \
  --speicher "${SPEICHER:-1500M}" --cpu "${CPU:-1}" --nicht-starten
meldung "Klassenserver eingerichtet nach $((SECONDS - beginn)) s."

(cd "$arbeit/daten" && exec env KISUCHE_KLASSENSERVER="$arbeit/klassenserver.json" \
  jupyterhub -f "$arbeit/opt/klassenserver/jupyterhub_config.py" > "$arbeit/daten/jupyterhub.log" 2>&1) &
hub_pid=$!
for _ in $(seq 1 120); do
  /usr/bin/python3 -c "import urllib.request,sys; urllib.request.urlopen('http://127.0.0.1:$port/hub/api/', timeout=2)" 2>/dev/null && break
  kill -0 "$hub_pid" 2>/dev/null || { tail -n 40 "$arbeit/daten/jupyterhub.log"; echo "Der Hub ist nicht gestartet." >&2; exit 1; }
  sleep 0.5
done
meldung "Hub läuft auf http://127.0.0.1:$port (PID $hub_pid)."

status=0 ab=0
for k in "${ks[@]}"; do
  /usr/bin/python3 "$projekt/bench/klassenlast.py" --hub "http://127.0.0.1:$port" \
    --zugang "$arbeit/daten/zugangsdaten.txt" --ohne "$lehrkraft" --k "$k" --ab "$ab" \
    --zellen "${ZELLEN:-10}" --nachlauf "${NACHLAUF:-20}" ${NOTEBOOK:+--notebook "$NOTEBOOK"} \
    --json "$ergebnisse/k$k.json" || status=1
  if [ "$status" -ne 0 ]; then
    echo "--- Ende des Protokolls des Hubs ---" >&2
    tail -n 60 "$arbeit/daten/jupyterhub.log" >&2
    break
  fi
  ab=$((ab + k))
done
# Der Lasttest hat alle Server beendet: Läuft von den Testkonten noch etwas (etwa ein gopls,
# dessen Kernel weg ist), bleibt es auf einem echten Server liegen – melden.
sleep 3
uebrig=""
for name in "${konten[@]}"; do
  uebrig+="$(ps -o pid=,args= -u "$name" 2>/dev/null | cut -c1-120 || true)"
done
if [ -n "$uebrig" ]; then
  echo "WARNUNG: Nach dem Beenden der Server laufen noch Prozesse der Testkonten:" >&2
  echo "$uebrig" >&2
else
  meldung "Nach dem Beenden der Server läuft nichts mehr von den Testkonten."
fi
exit "$status"
