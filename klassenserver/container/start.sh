#!/usr/bin/env bash
# Beim Start des Containers (als jovyan): den Kurs nach ~/kisuche kopieren – nur, was fehlt,
# nie überschreiben – und den Build-Cache aus der Vorlage anlegen (Kopie; harte Links gehen
# über die Grenze eines Volumes nicht). Dann das Kommando des Abbilds.
set -euo pipefail
mkdir -p "$HOME/kisuche"
cp -Rn /opt/kisuche/kurs/. "$HOME/kisuche/"
if [ ! -d "$GOCACHE" ]; then
  mkdir -p "$(dirname "$GOCACHE")"
  cp -R /opt/kisuche-cache/go-build-vorlage "$GOCACHE.neu" && chmod -R u+w "$GOCACHE.neu" && mv "$GOCACHE.neu" "$GOCACHE"
fi
exec "$@"
