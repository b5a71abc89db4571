#!/usr/bin/env bash
# Kalte Messung (BENCHMARKS.md, „Kalt wie in einer Notebook-Zelle“): Jede Suche läuft je
# Runde einmal in einem frischen Go-Prozess (bench/kalt) und einmal in einem frischen
# Python-Prozess (bench/python/kalt.py), beide unter /usr/bin/time -v (Prozesszeit und
# Spitzenspeicher); dazu die warme Go-Zahl (beste von 10 Aufrufen in einem Prozess).
# Ausgegeben wird eine Markdown-Tabelle mit den Medianen über die Runden.
# Aufruf: bash bench/kalt.sh [RUNDEN]   (Standard 5)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runden="${1:-5}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
date -u '+%Y-%m-%d %H:%M UTC'; go version; python3 --version
echo "Kerne: $(nproc), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $runden Runden"
go build -o "$tmp/kalt" ./bench/kalt
# Zeile: SUCHE SPRACHE ART knoten zeit_ms prozess_s rss_kb cpu_ms
messe() { # name sprache befehl...
  local name="$1" sprache="$2"; shift 2
  /usr/bin/time -v -o "$tmp/time" "$@" >"$tmp/out"
  local z knoten ms s kb cpu
  z="$(cat "$tmp/out")"
  knoten="$(sed -n 's/.*knoten=\([0-9]*\).*/\1/p' <<<"$z")"
  ms="$(sed -n 's/.*\(kalt_ms\|zeit_ms\)=\([0-9.]*\).*/\2/p' <<<"$z")"
  cpu="$(sed -n 's/.*cpu_ms=\([0-9.]*\).*/\1/p' <<<"$z")"
  s="$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): \(.*\)/\1/p' "$tmp/time" | awk -F: '{print $(NF-1)*60+$NF}')"
  kb="$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$tmp/time")"
  if [ "$sprache" = go-warm ]; then
    echo "$name go-warm warm $knoten $(sed -n 's/.*warm_ms=\([0-9.]*\).*/\1/p' <<<"$z") 0 0 0" >>"$tmp/messungen"
  else
    echo "$name $sprache kalt $knoten $ms $s $kb $cpu" >>"$tmp/messungen"
  fi
}
for r in $(seq "$runden"); do
  echo "Runde $r, Last: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
  for n in $("$tmp/kalt" -liste); do
    messe "$n" go "$tmp/kalt" "$n"
    messe "$n" go-warm "$tmp/kalt" -warm 10 "$n"
    messe "$n" python python3 bench/python/kalt.py "$n"
  done
done
python3 - "$tmp/messungen" <<'PY'
import statistics, sys
from collections import defaultdict
werte = defaultdict(list)
reihenfolge = []
for zeile in open(sys.argv[1]):
    name, sprache, art, knoten, ms, s, kb, cpu = zeile.split()
    if name not in reihenfolge:
        reihenfolge.append(name)
    werte[(name, sprache, art)].append((int(knoten), float(ms), float(s), int(kb), float(cpu)))
def med(name, sprache, art, i):
    return statistics.median(w[i] for w in werte[(name, sprache, art)])
def de(x, stellen=1):
    return f"{x:,.{stellen}f}".replace(",", " ").replace(".", ",")
def ms(x):  # drei gültige Ziffern auch bei Bruchteilen einer Millisekunde
    return de(x, 3 if x < 1 else 2) + " ms"
print()
print("| Suche | Knoten Go | Knoten Python | Go kalt | Go warm | Python | Faktor kalt | Faktor warm "
      "| CPU Go kalt | CPU Python | Faktor CPU | Prozess Go | Prozess Python | Speicher Go | Speicher Python |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for n in reihenfolge:
    kg, kp = werte[(n, "go", "kalt")][0][0], werte[(n, "python", "kalt")][0][0]
    gk, gw = med(n, "go", "kalt", 1), med(n, "go-warm", "warm", 1)
    py = med(n, "python", "kalt", 1)
    print(f"| {n} | {kg} | {kp} | {ms(gk)} | {ms(gw)} | {de(py)} ms | {de(py/gk)}× | {de(py/gw)}× "
          f"| {ms(med(n, 'go', 'kalt', 4))} | {de(med(n, 'python', 'kalt', 4))} ms "
          f"| {de(med(n, 'python', 'kalt', 4) / max(med(n, 'go', 'kalt', 4), 0.001))}× "
          f"| {de(med(n, 'go', 'kalt', 2), 2)} s | {de(med(n, 'python', 'kalt', 2), 2)} s "
          f"| {de(med(n, 'go', 'kalt', 3)/1024)} MB | {de(med(n, 'python', 'kalt', 3)/1024)} MB |")
PY
