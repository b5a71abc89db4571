#!/usr/bin/env bash
# Startet GoNB als Jupyter-Kernel „Go (KI-Suche)“. scripts/kernel-installieren.sh kopiert
# dieses Skript in den Ordner des Kernels (neben kernel.json); Jupyter ruft es dort mit der
# Verbindungsdatei auf. Es hängt also an keiner Kopie des Kurses: Löscht man die Kopie, aus
# der der Kernel installiert wurde, startet er trotzdem.
#
# Welche Kopie? Jupyter startet einen Kernel im Ordner des Notebooks. Der Kernel arbeitet mit
# der Kopie, in der das Notebook liegt: dem nächsten Ordner darüber mit dem go.mod des Kurses
# (auf dem Klassenserver setzt der Hub KISUCHE_ARBEITSKOPIE auf ~/kisuche). So können eine
# Lehrkraft und ihre Klasse mehrere Kopien auf einem Konto haben, und jedes Notebook rechnet
# mit dem Code seiner Kopie. Liegt das Notebook in keiner Kopie, meldet jede Zelle das auf
# Deutsch (scripts/kernel/ohne-kopie.sh, über GOFLAGS=-toolexec).
#
# Für die gefundene Kopie: GoNB bekommt für jede Sitzung ein go.work, das sie einbindet
# (--go_work), also geht "import github.com/kisuche/kisuche/lesson/…" ohne Einrichtungszelle.
# GOPROXY=off: Der Kernel lädt nichts nach; was die Notebooks brauchen, steht in go.mod und
# liegt nach scripts/einrichten.sh im Modul-Cache. KISUCHE_PROJEKT nennt die Kopie den
# Programmen der Zellen (exercises/pruefen) und speichere (scripts/kernel/bin), dem Befehl
# hinter den Aufgabenzellen von Notebook 4.
set -euo pipefail
hier="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
command -v go >/dev/null || export PATH="/usr/local/go/bin:$PATH"

# kopie: der nächste Ordner ab dem Arbeitsverzeichnis aufwärts mit dem go.mod des Kurses.
kopie() {
  local d="$PWD"
  while :; do
    if [ -f "$d/go.mod" ] && grep -qx 'module github.com/kisuche/kisuche' "$d/go.mod"; then
      echo "$d"; return 0
    fi
    [ "$d" = / ] && return 1
    d="$(dirname "$d")"
  done
}
projekt="${KISUCHE_ARBEITSKOPIE:-}"
[ -n "$projekt" ] || projekt="$(kopie)" || projekt=""

gobin="$(go env GOBIN)"
[ -n "$gobin" ] || gobin="$(go env GOPATH)/bin"
export PATH="$gobin:$PATH"   # goimports und gopls (Vervollständigung, Hilfe)
export GOPROXY=off
if [ -z "$projekt" ]; then
  echo "Go (KI-Suche): $PWD liegt in keiner Kopie des Kurses; jede Zelle meldet das." >&2
  export GOFLAGS="-toolexec=$hier/ohne-kopie.sh"
  exec "$gobin/gonb" --kernel "$1"
fi
export KISUCHE_PROJEKT="$projekt"
# Jede Zelle ist ein neues Programm: ohne Symboltabelle und DWARF linkt es schneller (go build
# einer Zelle mit gonbui 0,48 statt 0,67 s, BENCHMARKS.md „Linken ohne Symboltabelle“); Stacktraces behalten Datei
# und Zeile. (-s schließt -w ein; GOFLAGS kennt keine Anführungszeichen für "-s -w".)
export GOFLAGS="${GOFLAGS:+$GOFLAGS }-ldflags=-s"
# Ohne cgo: gonbui (jede Zelle, die HTML zeigt) zieht net und damit runtime/cgo herein; mit cgo
# dauert go build einer solchen Zelle 0,64 statt 0,57 s (BENCHMARKS.md). Keine Zelle braucht C.
export CGO_ENABLED=0
# speichere, gopls (mit GOGC=25, siehe bin/gopls) und go (ohne GoNBs "go get" vor jeder
# Zelle, siehe bin/go): die der Kopie, sonst die aus dem Ordner des Kernels (die Kopie auf dem
# Klassenserver enthält keine Skripte).
export KISUCHE_GO="$(go env GOROOT)/bin/go"
export PATH="$projekt/scripts/kernel/bin:$hier/bin:$PATH"
# KISUCHE_GONB_FLAGS: zusätzliche Schalter für GoNB zur Fehlersuche, etwa "-v=2 --comms_log"
# (Protokoll der Widget-Verbindung; der Browser-Test setzt sie für seine Mitschnitte).
# shellcheck disable=SC2086
exec "$gobin/gonb" --kernel "$1" --go_work="$projekt" ${KISUCHE_GONB_FLAGS:-}
