#!/usr/bin/env bash
# Sichert die Aufgabendateien der Übung (exercises/[a-f]_*.go) nach exercises/.sicherung/
# ZEITSTEMPEL/ – jede nur, wenn sie sich seit der letzten Sicherung geändert hat.
# scripts/kernel/starten.sh ruft das bei jedem Start des Kernels auf, also auch vor
# „Restart & Run All“: Überschreibt dann eine %%writefile-Zelle von Notebook 4 eine Datei,
# die jemand im Editor geändert hat, liegt der vorige Stand in der Sicherung.
# Aufruf: bash scripts/kernel/sichern.sh ORDNER_EXERCISES
set -euo pipefail
aufgaben="${1:?Ordner der Übung fehlt}"
[ -d "$aufgaben" ] || exit 0
ordner="$aufgaben/.sicherung"
neu="$ordner/$(date +%Y-%m-%d_%H-%M-%S)"
shopt -s nullglob
sicherungen=("$ordner"/*/) # nach Zeitstempel sortiert, die jüngste zuletzt
for datei in "$aufgaben"/[a-f]_*.go; do
  name="$(basename "$datei")"
  # die jüngste Sicherung dieser Datei suchen (auch in Pfaden mit Leerzeichen)
  vorige=""
  for ((i = ${#sicherungen[@]} - 1; i >= 0; i--)); do
    if [ -f "${sicherungen[i]}$name" ]; then vorige="${sicherungen[i]}$name"; break; fi
  done
  if [ -z "$vorige" ] || ! cmp -s "$datei" "$vorige"; then
    mkdir -p "$neu"
    cp -p "$datei" "$neu/$name"
  fi
done
