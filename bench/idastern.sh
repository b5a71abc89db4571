#!/usr/bin/env bash
# IDA* gegen C (BENCHMARKS.md, „IDA* gegen C“): IDA* mit Manhattan-Distanz auf Korfs
# Stellungen mit höchstens MAXKNOTEN Knoten, abwechselnd die C-Referenz bench/c/ida.c
# (mit Debians gcc -O2 übersetzt) und lesson/fuenfzehn (bench/ida), RUNDEN-mal. Beide
# prüfen Längen und Knotenzahlen gegen Korfs Tabelle und messen die Prozessorzeit.
# Aufruf: bash bench/idastern.sh [RUNDEN] [MAXKNOTEN]   (Standard 3 und 20000000)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runden="${1:-3}"
max="${2:-20000000}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
date -u '+%Y-%m-%d %H:%M UTC'; go version; gcc --version | head -1
echo "Kerne: $(nproc), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
gcc -O2 -o "$tmp/ida-c" bench/c/ida.c
go build -o "$tmp/ida-go" ./bench/ida
for r in $(seq "$runden"); do
  echo "== Runde $r, Last: $(cut -d' ' -f1-3 /proc/loadavg)"
  "$tmp/ida-c" lesson/fuenfzehn/testdata/korf100.txt "$max" | tail -1
  "$tmp/ida-go" "$max"
done
