#!/usr/bin/env bash
# Richtet einen Klassenserver für eine Testklasse ein (scripts/klassenserver.sh, alles in
# einem eigenen Ordner unter /tmp, nur Loopback), startet den Hub und lässt
# bench/klassenlast.py K Personen zugleich anmelden und Zellen ausführen. Danach räumt es
# alles weg: Hub, Proxy, Server und Kernel (nach PID), die Testkonten samt Home, die cgroups.
#
#   sudo bash scripts/klassenserver-lasttest.sh [K …]     # Standard: K = 3 (so in der CI)
#   sudo bash scripts/klassenserver-lasttest.sh 1 5 10 20  # die Messung in BENCHMARKS.md
#
# Danach (solange der Hub läuft) der Test der Tafel im Browser (TestTafelImKlassenserver in
# internal/browsertest: drei Testkonten und die Lehrkraft in Chromium); TAFEL_TEST=0 lässt ihn
# aus.
#
# Umgebung: ZELLEN (Code-Zellen pro Person, Standard 10), NOTEBOOK (Standard
# notebooks/2_Suche.ipynb), NACHLAUF (Sekunden, die jeder Kernel danach offen bleibt, damit
# der Speicher zählt; Standard 20), TAB=1 (jede Person drückt nach den Zellen einmal Tab:
# gopls startet und zählt bei Speicher und Rechenzeit mit; sonst startet kein gopls), SPEICHER und CPU (Grenzen pro Person, Standard 1500M und 1),
# ERGEBNISSE (Ordner für die JSON-Ergebnisse, Standard build/klassenlast).
# Für die Messung der Tafel (BENCHMARKS.md): TAFEL=aus richtet den Hub ohne die Tafel ein;
# TAFEL_OFFEN=1 hält während der Last die Tafel der Lehrkraft offen (bench/tafelzuschauer.py,
# mit TAFEL_AENDERN=S speichert es dazu alle S Sekunden eine Aufgabe einer Person) und
# misst Speicher und Rechenzeit der Tafel pro Prüfung.
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
# Der Test der Tafel braucht drei Konten (sie dürfen schon im Lasttest gewesen sein).
anzahl_konten=$summe_k
[ "$anzahl_konten" -ge 3 ] || anzahl_konten=3
ergebnisse="${ERGEBNISSE:-$projekt/build/klassenlast}"
mkdir -p "$ergebnisse"

arbeit="$(mktemp -d /tmp/kisuche-klasse.XXXXXX)"
chmod 755 "$arbeit"
praefix="kst$(printf '%04d' $(($$ % 10000)))"   # eindeutige Testkonten: kstNNNN-01 …
lehrkraft="$praefix-l"
konten=()
for ((i = 1; i <= anzahl_konten; i++)); do konten+=("$(printf '%s-%02d' "$praefix" "$i")"); done
printf '%s\n' "${konten[@]}" > "$arbeit/liste.txt"
hub_pid=""
messgruppen=()  # cgroups nur zum Messen der Tafel (TAFEL_OFFEN=1)

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
  for g in "${messgruppen[@]}"; do rmdir "$g" 2>/dev/null; done
  rm -rf "$arbeit"
  meldung "Aufgeräumt (Hub, Testkonten $praefix-*, $arbeit)."
  exit "$status"
}
trap aufraeumen EXIT INT TERM

frei() { /usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
port="$(frei)" hub_port="$(frei)" api_port="$(frei)" tafel_port="$(frei)"
tafel_option=()
[ "${TAFEL:-an}" != aus ] || tafel_option=(--ohne-tafel)
token="$(/usr/bin/python3 -c 'import secrets; print(secrets.token_hex(24))')"

beginn=$SECONDS
bash "$projekt/scripts/klassenserver.sh" --schueler "$arbeit/liste.txt" --lehrkraft "$lehrkraft" \
  --adresse 127.0.0.1 --port "$port" --hub-port "$hub_port" --proxy-api-port "$api_port" \
  --ziel "$arbeit/opt" --daten "$arbeit/daten" --einstellungen "$arbeit/klassenserver.json" \
  --kernel-prefix "$arbeit/kernel" --dienst-token "$token" --tafel-port "$tafel_port" "${tafel_option[@]}" \
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

# Für die Messung der Tafel: Sie kommt mit allem, was sie startet (go build, Sandkästen),
# in eigene cgroups nur zum Zählen (cpuacct, memory – ohne Grenzen; cgroup v1), denn die
# Prozesse der Abgaben beendet sie, statt auf sie zu warten: Ihre Rechenzeit steht in keinem
# cutime.
tafel_pid() { pgrep -f "^$arbeit/opt/bin/bewerten -tafel" | head -n 1; }
tafel_pruefungen() { grep -c '^Tafel: .* geprüft im Sandkasten' "$arbeit/daten/jupyterhub.log" || true; }
tafel_messen() {
  local pid="$1" cpu="/sys/fs/cgroup/cpuacct/kisuche-tafel-$$" mem
  mem="/sys/fs/cgroup/memory$(awk -F: '$2 == "memory" {print $3}' "/proc/$pid/cgroup")/kisuche-tafel-$$"
  for g in "$cpu" "$mem"; do
    if mkdir -p "$g" 2>/dev/null && echo "$pid" > "$g/cgroup.procs" 2>/dev/null; then messgruppen+=("$g"); fi
  done
}

status=0 ab=0
for k in "${ks[@]}"; do
  zuschauer_pid="" tpid=""
  if [ "${TAFEL_OFFEN:-0}" = 1 ] && [ "${TAFEL:-an}" != aus ]; then
    tpid="$(tafel_pid)"
    [ "${#messgruppen[@]}" -gt 0 ] || tafel_messen "$tpid"
    cpu_vorher="$(cat /sys/fs/cgroup/cpuacct/kisuche-tafel-$$/cpuacct.usage 2>/dev/null || echo 0)"
    pruefungen_vorher="$(tafel_pruefungen)"
    aendern=()
    [ -z "${TAFEL_AENDERN:-}" ] || aendern=(--aendern "${TAFEL_AENDERN}" --konten "$(IFS=,; echo "${konten[*]:$ab:$k}")")
    /usr/bin/python3 "$projekt/bench/tafelzuschauer.py" --hub "http://127.0.0.1:$port" \
      --zugang "$arbeit/daten/zugangsdaten.txt" --lehrkraft "$lehrkraft" --loesung "$projekt/solutions/a_getmoves.go" \
      "${aendern[@]}" --json "$ergebnisse/k$k-tafel.json" &
    zuschauer_pid=$!
  fi
  /usr/bin/python3 "$projekt/bench/klassenlast.py" --hub "http://127.0.0.1:$port" \
    --zugang "$arbeit/daten/zugangsdaten.txt" --ohne "$lehrkraft" --k "$k" --ab "$ab" \
    --zellen "${ZELLEN:-10}" --nachlauf "${NACHLAUF:-20}" ${NOTEBOOK:+--notebook "$NOTEBOOK"} \
    $([ "${TAB:-0}" = 1 ] && echo --tab) \
    --json "$ergebnisse/k$k.json" || status=1
  # Während ihr Server startet, wiegt die cgroup einer Person hundertfach
  # (klassenserver/jupyterhub_config.py, cpu_gewicht); danach wieder wie alle anderen.
  for name in "${konten[@]:$ab:$k}"; do
    for datei in /sys/fs/cgroup/cpu*/kisuche/"$name"/cpu.shares /sys/fs/cgroup/cpu*/*/*/kisuche/"$name"/cpu.shares \
                 /sys/fs/cgroup/kisuche/"$name"/cpu.weight /sys/fs/cgroup/*/*/kisuche/"$name"/cpu.weight; do
      [ -f "$datei" ] || continue
      gewicht="$(cat "$datei")"
      if [ "$gewicht" != 1024 ] && [ "$gewicht" != 100 ]; then
        echo "FEHLER: $datei ist nach dem Start $gewicht statt des üblichen Gewichts." >&2
        status=1
      fi
    done
  done
  if [ -n "$zuschauer_pid" ]; then
    kill -TERM "$zuschauer_pid" 2>/dev/null; wait "$zuschauer_pid" || true
    sleep 5  # die letzte Prüfung zu Ende
    cpu_nachher="$(cat /sys/fs/cgroup/cpuacct/kisuche-tafel-$$/cpuacct.usage 2>/dev/null || echo 0)"
    pruefungen_nachher="$(tafel_pruefungen)"
    spitze=0
    for g in "${messgruppen[@]}"; do
      [ -f "$g/memory.max_usage_in_bytes" ] && spitze="$(cat "$g/memory.max_usage_in_bytes")"
    done
    grep '^Tafel: ' "$arbeit/daten/jupyterhub.log" > "$ergebnisse/k$k-tafel.log" || true
    /usr/bin/python3 - "$((cpu_nachher - cpu_vorher))" "$((pruefungen_nachher - pruefungen_vorher))" \
      "$(awk '/VmHWM/ {print $2}' "/proc/$tpid/status")" "$(awk '/VmRSS/ {print $2}' "/proc/$tpid/status")" "$spitze" \
      "$ergebnisse/k$k-tafel.log" <<'PY' >&2
import re, statistics, sys
ns, n, hwm, rss, spitze = (int(x) for x in sys.argv[1:6])
dauern = [float(m.group(1)) for m in re.finditer(r'im Sandkasten in ([0-9.]+) s', open(sys.argv[6], encoding='utf-8').read())]
sek = ns / 1e9
print('==> Tafel: %d Prüfungen im Sandkasten (Dauer Median %s s), %.1f CPU-s (%s; mit go build und Sandkästen), '
      'Speicher der Tafel %d MiB (höchstens %d MiB), mit allem, was sie startet, höchstens %d MiB'
      % (n, ('%.1f' % statistics.median(dauern)) if dauern else '–', sek,
         ('%.2f CPU-s pro Prüfung' % (sek / n)) if n else 'keine Prüfung', rss // 1024, hwm // 1024, spitze >> 20))
PY
  fi
  if [ "$status" -ne 0 ]; then
    echo "--- Ende des Protokolls des Hubs ---" >&2
    tail -n 60 "$arbeit/daten/jupyterhub.log" >&2
    break
  fi
  ab=$((ab + k))
done
# Die Tafel im Browser: drei Testkonten und die Lehrkraft, solange der Hub läuft.
if [ "$status" -eq 0 ] && [ "${TAFEL_TEST:-1}" = 1 ] && [ "${TAFEL:-an}" != aus ]; then
  meldung "Test der Tafel im Browser (TestTafelImKlassenserver) …"
  beginn=$SECONDS
  KISUCHE_KLASSENSERVER_HUB="http://127.0.0.1:$port" KISUCHE_KLASSENSERVER_ZUGANG="$arbeit/daten/zugangsdaten.txt" \
  KISUCHE_KLASSENSERVER_LEHRKRAFT="$lehrkraft" KISUCHE_KLASSENSERVER_DATEN="$arbeit/daten" \
    go -C "$projekt" test -count=1 -timeout 10m -v -run '^TestTafelImKlassenserver$' ./internal/browsertest >&2 || status=1
  meldung "Test der Tafel: $([ "$status" -eq 0 ] && echo bestanden || echo GESCHEITERT) nach $((SECONDS - beginn)) s."
  [ "$status" -eq 0 ] || grep -E 'Tafel|kisuche-tafel' "$arbeit/daten/jupyterhub.log" | tail -n 40 >&2
  # Die Server der drei Konten beenden (die Browser haben sie gestartet).
  for name in "${konten[@]:0:3}"; do
    /usr/bin/python3 -c "import urllib.request as u; r=u.Request('http://127.0.0.1:$port/hub/api/users/$name/server', method='DELETE', headers={'Authorization': 'token $token'}); u.urlopen(r, timeout=60)" 2>/dev/null || true
  done
fi
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
