#!/usr/bin/env bash
# Misst, ob der Browser-Test unter Last Klicks verliert (issue 39, BENCHMARKS.md „Verlorene
# Klicks“): startet Last, führt den Browser-Test N-mal ohne zweiten Versuch aus und zählt.
#
#   bash bench/klicks.sh [N] [RUN]      # Standard: 20 Läufe des ganzen Pakets
#   KLICKS_SCHLEIFEN=8 KLICKS_STOCKEN=1 bash bench/klicks.sh 20 'TestBrowser/Widgetzelle$'
#
# Last: KLICKS_SCHLEIFEN Endlosschleifen der Shell (Standard 8) und eine Schleife, die mit
# eigenem GOCACHE immer wieder „go build -a“ übersetzt (wie die übrigen Tests eines vollen
# Laufs). Mit KLICKS_STOCKEN=1 hält es außerdem den Jupyter-Server des Tests immer wieder
# 0,3–0,8 s an (SIGSTOP/SIGCONT, Pausen 0,1–0,9 s) – ein überlasteter Rechner im Zeitraffer.
# Mit KLICKS_MITSCHNITT=ordner schneidet jeder Lauf in ordner/lauf-i mit
# (KISUCHE_BROWSERTEST_MITSCHNITT, siehe internal/browsertest/mitschnitt.go).
# Beendet nur, was es selbst gestartet hat.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
n="${1:-20}"; run="${2:-}"
tmp="$(mktemp -d)"
pids=()
aufraeumen() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
  wait 2>/dev/null
  # Ein angehaltener Server darf nicht angehalten bleiben.
  for p in $(pgrep -x klicks.test); do for c in $(pgrep -P "$p"); do kill -CONT "$c" 2>/dev/null; done; done
  rm -rf "$tmp"
}
trap aufraeumen EXIT
trap "exit 1" INT TERM
go test -c -o "$tmp/klicks.test" ./internal/browsertest || exit 1
for _ in $(seq 1 "${KLICKS_SCHLEIFEN:-8}"); do sh -c 'while :; do :; done' & pids+=($!); done
(while :; do GOCACHE="$tmp/gocache" go build -a -o /dev/null ./lesson/... ./internal/bewertung/... >/dev/null 2>&1; done) & pids+=($!)
if [ "${KLICKS_STOCKEN:-0}" = 1 ]; then
  (while :; do
    for p in $(pgrep -x klicks.test); do
      for c in $(pgrep -P "$p" -f jupyter-notebook); do
        kill -STOP "$c" 2>/dev/null; sleep "0.$((RANDOM % 6 + 3))"; kill -CONT "$c" 2>/dev/null
      done
    done
    sleep "0.$((RANDOM % 9 + 1))"
  done) & pids+=($!)
fi
gruen=0; rot=0
for i in $(seq 1 "$n"); do
  beginn=$SECONDS
  umgebung=(KISUCHE_ALLE_TESTS=1)
  if [ -n "${KLICKS_MITSCHNITT:-}" ]; then
    mkdir -p "$KLICKS_MITSCHNITT/lauf-$i"; umgebung+=(KISUCHE_BROWSERTEST_MITSCHNITT="$KLICKS_MITSCHNITT/lauf-$i")
  fi
  if (cd internal/browsertest && env "${umgebung[@]}" "$tmp/klicks.test" -test.count=1 -test.timeout=15m \
      ${run:+-test.run "$run"} -test.v > "$tmp/lauf.log" 2>&1); then
    gruen=$((gruen + 1)); ergebnis=grün
  else
    rot=$((rot + 1)); ergebnis=ROT; cp "$tmp/lauf.log" "build/klicks-lauf-$i.log" 2>/dev/null
  fi
  echo "Lauf $i: $ergebnis in $((SECONDS - beginn)) s, Last $(cut -d' ' -f1 /proc/loadavg)" \
    "$(grep -c 'nicht angekommen' "$tmp/lauf.log") Nachklicks"
done
echo "$gruen von $n grün, $rot rot"
[ "$rot" -eq 0 ]
