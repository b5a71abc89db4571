#!/usr/bin/env bash
# Baut das Abbild einer Person für JupyterHub auf Kubernetes (Zero to JupyterHub) im Stil
# von Jupyters docker-stacks (jovyan, Port 8888) mit podman:
#
#   sudo bash scripts/container-bauen.sh [NAME:TAG]     # Standard: kisuche-klasse:latest
#   bash scripts/container-bauen.sh --nur-kontext        # nur build/container/ anlegen
#
# Der Kontext (build/container/) bekommt alles vom Rechner, der baut: Go (GOROOT), dieses
# Repository mit GoNB, goimports und gopls, den Modul-Cache (aus dem eigenen Cache, sonst vom
# Go-Modul-Proxy) und eine Vorlage des Build-Caches (-trimpath). Die Basis entsteht mit
# debootstrap aus Debians Paketen (kisuche-basis:bookworm), kein Abbild aus einer Registry.
# Danach startet das Skript das Abbild einmal auf 127.0.0.1 und prüft, dass Jupyter antwortet.
set -euo pipefail
projekt="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
nur_kontext=0
if [ "${1:-}" = --nur-kontext ]; then nur_kontext=1; shift; fi
name="${1:-kisuche-klasse:latest}"
meldung() { echo "==> $*" >&2; }
fehler() { echo "container-bauen.sh: $*" >&2; exit 1; }
if [ "$nur_kontext" = 0 ]; then
  command -v podman >/dev/null 2>&1 || fehler "podman fehlt (Debian: apt-get install podman)."
  [ "$(id -u)" -eq 0 ] || fehler "bitte als root (sudo): debootstrap und podman brauchen es hier."
fi

ktx="$projekt/build/container"
rm -rf "$ktx"
mkdir -p "$ktx/kisuche"
meldung "Kontext in $ktx …"
(cd "$projekt" && git ls-files -z | tar --null -T - -cf -) | tar -C "$ktx/kisuche" -xf -
# Der Kurs, wie ihn scripts/klassenserver.sh anlegt: was in ~/kisuche gehört.
mkdir -p "$ktx/kisuche/kurs/internal"
for teil in go.mod go.sum lesson exercises notebooks internal/bewertung; do
  cp -R "$ktx/kisuche/$teil" "$ktx/kisuche/kurs/$teil"
done
rm -rf "$ktx/kisuche/kurs/notebooks/pruefungen"
cp "$projekt/klassenserver/container/start.sh" "$ktx/start.sh"
GOBIN="$ktx/kisuche/bin" bash "$ktx/kisuche/werkzeuge/installieren.sh"
cp -a "$(go env GOROOT)" "$ktx/go"
(
  eigener="$(go env GOMODCACHE)"
  # CGO_ENABLED=0 wie im Kernel (scripts/kernel/starten.sh), sonst trifft der Build-Cache nicht.
  export GOMODCACHE="$ktx/go-mod" GOTOOLCHAIN=local GOFLAGS=-trimpath CGO_ENABLED=0
  export GOPROXY="file://$eigener/cache/download,$(go env GOPROXY)"
  go -C "$ktx/kisuche/kurs" mod download
  export GOPROXY=off GOCACHE="$ktx/go-build"
  go -C "$ktx/kisuche/kurs" build ./lesson/... ./exercises \
    github.com/janpfeifer/gonb/gonbui github.com/janpfeifer/gonb/gonbui/widgets
  go -C "$ktx/kisuche/kurs" test -count=1 -run '^$' ./exercises >/dev/null
  rm -f "$GOCACHE/trim.txt"
  chmod -R u+w "$GOMODCACHE"   # damit rm -rf den Kontext später löschen kann
)
if [ "$nur_kontext" = 1 ]; then meldung "Kontext fertig: $ktx"; exit 0; fi

if ! podman image exists kisuche-basis:bookworm; then
  command -v debootstrap >/dev/null 2>&1 || apt-get install -y -qq debootstrap >&2
  meldung "Basis aus Debians Paketen (debootstrap bookworm) …"
  basis="$(mktemp -d)"
  debootstrap --variant=minbase bookworm "$basis" http://deb.debian.org/debian >&2
  tar -C "$basis" -cf - . | podman import - kisuche-basis:bookworm >&2
  rm -rf "$basis"
fi
meldung "podman build -t $name …"
podman build -t "$name" -f "$projekt/klassenserver/container/Containerfile" "$ktx"

# Einmal starten, nur auf Loopback, und prüfen, dass Jupyter antwortet.
port="$(/usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
id="$(podman run -d --rm -p "127.0.0.1:$port:8888" "$name" \
  jupyter notebook --ip=0.0.0.0 --port=8888 --no-browser --NotebookApp.token=probe)"
trap 'podman stop -t 5 "$id" >/dev/null 2>&1 || true' EXIT
for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:$port/api/kernelspecs?token=probe" 2>/dev/null | grep -q kisuche && {
    meldung "Abbild $name läuft: Jupyter antwortet auf 8888 und kennt den Kernel kisuche."; exit 0; }
  sleep 1
done
podman logs "$id" >&2 || true
fehler "Der Container antwortet nicht auf Port 8888."
