#!/usr/bin/env bash
# Installiert den Jupyter-Kernel „Go (KI-Suche)“ (Name: kisuche) neben – nicht über – einen
# allgemeinen GoNB-Kernel. Der Ordner des Kernels bekommt eine Kopie von
# scripts/kernel/starten.sh, ohne-kopie.sh und bin/: Der Kernel hängt an keiner Kopie des Kurses
# und rechnet mit der Kopie, in der das Notebook liegt (siehe starten.sh). Installiert man
# ihn aus einer anderen Kopie noch einmal, ändert sich nichts an seinem Verhalten.
#
#   bash scripts/kernel-installieren.sh              # für diesen Benutzer (Standard)
#   bash scripts/kernel-installieren.sh --system     # für alle Benutzer (als root)
#   bash scripts/kernel-installieren.sh --prefix DIR # unter DIR/share/jupyter/kernels
#
# Mit JUPYTER_DATA_DIR=DIR landet er (bei --user) in DIR/kernels.
set -euo pipefail
projekt="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ziel=(--user)
case "${1:-}" in
  ""|--user) ;;
  --system) ziel=() ;;
  --prefix) ziel=(--prefix "${2:?--prefix braucht einen Ordner}") ;;
  *) echo "kernel-installieren.sh: unbekannte Option $1 (erlaubt: --user, --system, --prefix DIR)" >&2; exit 2 ;;
esac
spec="$(mktemp -d)"
trap 'rm -rf "$spec"' EXIT
# mktemp legt den Ordner mit 0700 an, und jupyter kernelspec install übernimmt die Rechte:
# Für --system und --prefix müssen ihn aber alle Benutzer lesen können.
chmod 755 "$spec"
cp "$projekt/scripts/kernel/starten.sh" "$projekt/scripts/kernel/ohne-kopie.sh" "$spec/"
cp -R "$projekt/scripts/kernel/bin" "$spec/bin"
chmod 755 "$spec"/*.sh "$spec"/bin/*
python3 - > "$spec/kernel.json" <<'PY'
import json
print(json.dumps({
    "argv": ["bash", "{resource_dir}/starten.sh", "{connection_file}"],
    "display_name": "Go (KI-Suche)",
    "language": "go",
    "interrupt_mode": "message",
    "metadata": {"beschreibung": "GoNB mit der Bibliothek lesson der Kopie des Kurses, in der das Notebook liegt"},
}, indent=1, ensure_ascii=False))
PY
jupyter kernelspec install "${ziel[@]}" --name kisuche "$spec" >/dev/null 2>&1 || {
  echo "Der Kernel ließ sich nicht installieren (jupyter kernelspec install ${ziel[*]})." >&2; exit 1; }
echo "Kernel „Go (KI-Suche)“ installiert: $(jupyter kernelspec list 2>/dev/null | awk '$1=="kisuche"{print $2}')" >&2
