#!/usr/bin/env bash
# Führt ein Notebook kopflos im Kernel „Go (KI-Suche)“ aus und speichert das Ergebnis als
# Notebook und als HTML in build/ausgefuehrt/:
#
#   bash scripts/notebook-ausfuehren.sh 3_Suchalgorithmen
#
# Bei Notebook 4 speichern die Aufgabenzellen wie „Run All“ in exercises/ – eine Datei, die
# jemand im Editor geändert hat, überschreiben sie nie (scripts/kernel/bin/speichere).
set -euo pipefail
projekt="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
name="$(basename "${1:?Welches Notebook? z. B. 3_Suchalgorithmen}" .ipynb)"
datei="$projekt/notebooks/$name.ipynb"
if [ ! -f "$datei" ]; then
  echo "Kein Notebook $name in notebooks/. Vorhanden:" >&2
  ls "$projekt/notebooks" | grep '\.ipynb$' | sed 's/\.ipynb$//; s/^/  /' >&2
  exit 2
fi
bash "$projekt/scripts/einrichten.sh"
gobin="$(go env GOBIN)"
[ -n "$gobin" ] || gobin="$(go env GOPATH)/bin"
export PATH="$gobin:$PATH"
ziel="$projekt/build/ausgefuehrt"
mkdir -p "$ziel"
cp -R "$projekt/notebooks/bilder" "$ziel/" # die Bilder der Markdown-Zellen, neben dem HTML
echo "==> Führe $name aus …" >&2
beginn=$SECONDS
jupyter nbconvert --to notebook --execute --ExecutePreprocessor.kernel_name=kisuche \
  --ExecutePreprocessor.timeout=600 --output-dir "$ziel" "$datei" 2>"$ziel/$name.log" || {
  tail -n 30 "$ziel/$name.log" >&2; echo "==> $name ist gescheitert (Protokoll: $ziel/$name.log)" >&2; exit 1; }
jupyter nbconvert --to html --output-dir "$ziel" "$ziel/$name.ipynb" 2>>"$ziel/$name.log"
echo "==> $name ausgeführt in $((SECONDS - beginn)) s: $ziel/$name.ipynb und $name.html" >&2
