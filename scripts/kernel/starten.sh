#!/usr/bin/env bash
# Startet GoNB als Jupyter-Kernel „Go (KI-Suche)“. Jupyter ruft dieses Skript mit der
# Verbindungsdatei auf (siehe kernel.json, geschrieben von scripts/kernel-installieren.sh).
#
# Jede neue Sitzung – auch nach einem Neustart des Kernels – bekommt ein go.work, das
# dieses Repository einbindet (--go_work): "import github.com/kisuche/kisuche/lesson/…"
# funktioniert ohne Einrichtungszelle. GOPROXY=off: Der Kernel lädt nichts nach; was die
# Notebooks brauchen (auch GoNBs eigene Pakete gonbui und widgets), steht in go.mod und
# liegt nach scripts/einrichten.sh im Modul-Cache. So fragt GoNBs "go get" keinen
# Modul-Proxy nach "@latest" (den es hier nicht gibt).
#
# Auf dem Klassenserver (scripts/klassenserver.sh) arbeitet jede Person in ihrer eigenen
# Kopie des Kurses: Dann setzt der Hub KISUCHE_ARBEITSKOPIE auf diesen Ordner (~/kisuche).
set -euo pipefail
projekt="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
skripte="$projekt/scripts"
projekt="${KISUCHE_ARBEITSKOPIE:-$projekt}"
gobin="$(go env GOBIN)"
[ -n "$gobin" ] || gobin="$(go env GOPATH)/bin"
export PATH="$gobin:$PATH"   # goimports und gopls (Vervollständigung, Hilfe)
export GOPROXY=off
# Aufgabendateien der Übung sichern, bevor eine Zelle sie überschreiben kann (Notebook 4).
bash "$skripte/kernel/sichern.sh" "$projekt/exercises" || true
exec "$gobin/gonb" --kernel "$1" --go_work="$projekt"
