#!/usr/bin/env bash
# Richtet alles ein, was die Notebooks und die Tests brauchen – nur, was noch fehlt:
#   - Jupyter (Debian-Pakete über apt-get; sonst eine klare Anleitung),
#   - bubblewrap (bwrap): die Abschottung, mit der cmd/bewerten Abgaben ausführt,
#   - mit "--browser" zusätzlich Chromium (Screenshots, Browser-Test) und
#     python3-jupyter-kernel-test (Konformitätstest des Kernels),
#   - GoNB, goimports und gopls in der Version aus werkzeuge/go.mod ("go install tool"),
#   - den Jupyter-Kernel „Go (KI-Suche)“ (scripts/kernel-installieren.sh) und, einmal je Kopie,
#     einen vorgewärmten gopls-Cache (scripts/kernel/vorwaermen.py); mit "--tests" beides
#     nicht: Die Tests installieren den Kernel in eigene Jupyter-Datenordner und lassen die
#     Kernel des Benutzers, wie sie sind.
# Jeder längere Schritt meldet sich auf Deutsch, mit seiner Dauer.
set -euo pipefail

projekt="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mit_browser=0
mit_kernel=1
for arg in "$@"; do
  case "$arg" in
    --browser) mit_browser=1 ;;
    --tests) mit_browser=1; mit_kernel=0 ;;
    *) echo "einrichten.sh: unbekannte Option $arg" >&2; exit 2 ;;
  esac
done

meldung() { echo "==> $*" >&2; }

# schritt TEXT BEFEHL…: führt einen längeren Schritt aus und meldet, wie lange er dauerte.
schritt() {
  local text="$1" beginn=$SECONDS
  shift
  meldung "$text …"
  "$@"
  meldung "$text: fertig nach $((SECONDS - beginn)) s"
}

if ! command -v go >/dev/null 2>&1; then
  echo "Go fehlt. Bitte Go 1.26 oder neuer installieren: https://go.dev/doc/install" >&2
  exit 1
fi

# apt-get install, als root direkt, sonst über sudo.
apt_install() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else return 1; fi
  fi
  command -v apt-get >/dev/null 2>&1 || return 1
  meldung "Installiere Debian-Pakete: $*"
  if [ ! -f /tmp/.kisuche-apt-update ]; then
    $sudo apt-get update -qq >&2 && touch /tmp/.kisuche-apt-update
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >&2
}

# Debians Jupyter liegt in /usr/bin und benutzt Debians Python, auch wenn ein anderes
# python3 im PATH steht. Wir prüfen deshalb direkt auf nbconvert und notebook.
if ! { command -v jupyter >/dev/null 2>&1 && jupyter nbconvert --version >/dev/null 2>&1 \
       && jupyter notebook --version >/dev/null 2>&1; }; then
  if ! apt_install jupyter-notebook jupyter-nbconvert jupyter-client; then
    cat >&2 <<'ANLEITUNG'
Jupyter fehlt und lässt sich hier nicht mit apt-get installieren.
Installiere es selbst, z. B. mit
    python3 -m pip install --user notebook nbconvert
und starte dieses Skript dann noch einmal.
ANLEITUNG
    exit 1
  fi
fi

# bwrap: cmd/bewerten führt jede Abgabe darin aus (docs/sandkasten.md);
# ohne bwrap bewertet es nur mit -schwach.
if ! command -v bwrap >/dev/null 2>&1; then
  apt_install bubblewrap || echo "Hinweis: bubblewrap (bwrap) fehlt und lässt sich hier nicht mit apt-get installieren – cmd/bewerten bewertet dann nur mit -schwach." >&2
fi

if [ "$mit_browser" = 1 ] && ! command -v chromium >/dev/null 2>&1; then
  apt_install chromium fonts-dejavu-core || {
    echo "Chromium fehlt und lässt sich nicht mit apt-get installieren." >&2; exit 1; }
fi
# Für die Tests (--browser): der Konformitätstest des Kernels (internal/kerneltest).
if [ "$mit_browser" = 1 ] && ! /usr/bin/python3 -c "import jupyter_kernel_test" 2>/dev/null; then
  apt_install python3-jupyter-kernel-test || {
    echo "python3-jupyter-kernel-test fehlt und lässt sich nicht mit apt-get installieren." >&2; exit 1; }
fi

# GoNB, goimports und gopls in genau der Version aus werkzeuge/go.mod (ein eigenes Modul,
# damit ihre Abhängigkeiten nicht in dem des Kurses stehen, das der Kernel einbindet);
# goimports ist werkzeuge/goimports, das die Pakete des Kurses ohne Suche findet.
gobin="$(go env GOBIN)"
[ -n "$gobin" ] || gobin="$(go env GOPATH)/bin"
export PATH="$gobin:$PATH"
schritt "Installiere GoNB, goimports und gopls (Versionen aus werkzeuge/go.mod)" bash "$projekt/werkzeuge/installieren.sh"
# Die Bibliothek einmal übersetzen, wie der Kernel (scripts/kernel/starten.sh: GOPROXY=off,
# CGO_ENABLED=0): Die erste Zelle muss dann nichts mehr übersetzen.
schritt "Lade die Module aus go.mod und übersetze die Bibliothek" \
  bash -c 'cd "$1" && go mod download && CGO_ENABLED=0 go build ./lesson/... ./exercises \
    github.com/janpfeifer/gonb/gonbui github.com/janpfeifer/gonb/gonbui/widgets' _ "$projekt"

# Den gopls-Cache einmal je Kopie und gopls-Version vorwärmen (scripts/kernel/vorwaermen.py):
# So ist schon der erste Start des Kernels schnell und klein (sonst 25–50 s Rechenzeit und gut
# 600 MiB für gopls). Scheitert es, geht es ohne weiter.
vorwaermen() {
  local py="" kandidat stempel marke="$projekt/build/gopls-vorgewaermt"
  for kandidat in /usr/bin/python3 python3; do
    if "$kandidat" -c 'import jupyter_client' 2>/dev/null; then py="$kandidat"; break; fi
  done
  stempel="$(gopls version 2>/dev/null | head -1) $(sha256sum "$projekt/go.sum" | cut -c1-16)"
  if [ -z "$py" ] || [ "$(cat "$marke" 2>/dev/null)" = "$stempel" ]; then return 0; fi
  rm -f "$marke"   # ohne Marke rechnet gopls ohne Speichergrenze (bin/gopls), wie es beim Laden muss
  if "$py" "$projekt/scripts/kernel/vorwaermen.py" "$projekt"; then
    mkdir -p "$projekt/build" && echo "$stempel" > "$marke"
  else
    meldung "gopls-Cache nicht vorgewärmt; der erste Start des Kernels dauert dann länger."
  fi
}
# Der Kernel des Projekts, neben einem allgemeinen GoNB-Kernel (den wir nicht anfassen).
if [ "$mit_kernel" = 1 ]; then
  schritt "Installiere den Kernel „Go (KI-Suche)“" bash "$projekt/scripts/kernel-installieren.sh"
  schritt "Wärme den gopls-Cache vor (einmal je Kopie)" vorwaermen
fi
meldung "Einrichtung fertig."
