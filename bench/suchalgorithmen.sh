#!/usr/bin/env bash
# Vergleich Python – Go für die Lektion „Suchalgorithmen am Beispiel 8-Puzzle“
# (BENCHMARKS.md): Der Code der Lektion (bench/python/suchalgorithmen.py) und die
# Go-Benchmarks (go test -bench Tupel ./lesson) laufen abwechselnd, RUNDEN-mal.
# Aufruf: bash bench/suchalgorithmen.sh [RUNDEN]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runden="${1:-3}"
date -u '+%Y-%m-%d %H:%M UTC'; go version; python3 --version
echo "Kerne: $(nproc), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
go test -c -o /tmp/kisuche-lesson.test ./lesson
for r in $(seq "$runden"); do
  echo "== Runde $r, Last: $(cut -d' ' -f1-3 /proc/loadavg)"
  python3 bench/python/suchalgorithmen.py 5
  /tmp/kisuche-lesson.test -test.run '^$' -test.bench 'Tupel' -test.benchtime=1s | grep '^Benchmark'
done
