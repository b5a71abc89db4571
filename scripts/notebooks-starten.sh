#!/usr/bin/env bash
# Installiert, was fehlt (Jupyter, GoNB-Kernel), und öffnet Jupyter mit den Notebooks.
# Weitere Argumente gehen an "jupyter notebook", z. B. --no-browser oder --port=8899.
set -euo pipefail
projekt="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$projekt/scripts/einrichten.sh"
gobin="$(go env GOBIN)"
[ -n "$gobin" ] || gobin="$(go env GOPATH)/bin"
export PATH="$gobin:$PATH"   # goimports muss im PATH des Kernels stehen
cd "$projekt/notebooks"
extra=()
[ "$(id -u)" -eq 0 ] && extra+=(--allow-root)
exec jupyter notebook "${extra[@]}" "$@"
