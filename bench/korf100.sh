#!/usr/bin/env bash
# Korfs 100 Stellungen des 15-Puzzles mit Musterdatenbanken (BENCHMARKS.md, „Korfs 100 mit
# Musterdatenbanken unter 2 s“): Bau der 6-6-3-Tabellen, dann IDA* mit der Musterdatenbank
# allein, gespiegelt und gespiegelt auf allen Kernen. Jede Zeile prüft alle 100 optimalen
# Längen. Aufruf: bash bench/korf100.sh [RUNDEN]   (Standard 3; je Runde ein Durchgang)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runden="${1:-3}"
date -u '+%Y-%m-%d %H:%M UTC'; go version
echo "Kerne: $(nproc), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $runden Runden, Last: $(cut -d' ' -f1-3 /proc/loadavg)"
for muster in 'MusterdatenbankBauen' 'Korf100/Musterdatenbank663' 'Korf100Parallel'; do
  go test -run '^$' -bench "$muster" -benchtime 1x -count "$runden" ./lesson/fuenfzehn | grep -E '^Benchmark'
done
echo "Last danach: $(cut -d' ' -f1-3 /proc/loadavg)"
