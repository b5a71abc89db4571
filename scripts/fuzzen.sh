#!/usr/bin/env bash
# Führt jedes Fuzz-Ziel der Bibliothek eine Weile aus (Standard: 3 Sekunden je Ziel, so
# läuft es in scripts/alle-tests.sh mit). Länger suchen, z. B. fünf Minuten je Ziel:
#
#   bash scripts/fuzzen.sh 5m
#
# Findet Go ein Gegenbeispiel, legt es es unter testdata/fuzz/<Ziel>/ im Paket ab; von da an
# läuft es bei jedem "go test" als Regressionstest mit – bitte einchecken.
set -euo pipefail
projekt="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$projekt"
dauer="${1:-3s}"
ziele=(
  "./lesson FuzzCSP"
  "./lesson/puzzle FuzzZustand"
  "./lesson/achtpuzzle FuzzTupel"
  "./lesson/fuenfzehn FuzzAusText"
  "./lesson/fuenfzehn FuzzKorf"
  "./lesson/sudoku FuzzGrid"
)
for z in "${ziele[@]}"; do
  set -- $z
  beginn=$SECONDS
  # -parallel 2: der Rechner der CI hat zwei Kerne.
  go test -run '^$' -fuzz "^$2\$" -fuzztime "$dauer" -parallel 2 "$1" >/tmp/fuzzen.$$ 2>&1 || {
    cat /tmp/fuzzen.$$; rm -f /tmp/fuzzen.$$
    echo "==> Fuzzing $2 ($1) hat ein Gegenbeispiel gefunden (siehe oben, testdata/fuzz/$2/)" >&2; exit 1; }
  echo "==> Fuzzing $2 ($1): nichts gefunden in $((SECONDS - beginn)) s" >&2
done
rm -f /tmp/fuzzen.$$
