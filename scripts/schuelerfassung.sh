#!/usr/bin/env bash
# Schreibt die Fassung für Schülerinnen und Schüler nach ZIEL (einen neuen, leeren Ordner):
# Notebooks, die Bibliothek lesson/, die Übung exercises/ mit ihren Stubs und den sichtbaren
# Prüfungen der Lektion (exercises/pruefen), die Skripte für Jupyter und den Kernel – ohne
# die Musterlösungen (solutions/), ohne den Quelltext der verborgenen Tests
# (internal/bewertung/), ohne das Bewertungsprogramm und ohne die Teile für Lehrkräfte und
# Server (Klassenserver, Container, Messungen, Testskripte). ZIEL wird ein Git-Repository mit einem Commit, damit „git checkout“
# aus Notebook 4 dort funktioniert.
#
#   bash scripts/schuelerfassung.sh ../ki-suche-klasse
set -euo pipefail
projekt="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ziel="${1:?Aufruf: bash scripts/schuelerfassung.sh ZIEL (ein neuer Ordner)}"
if [ -e "$ziel" ] && [ -n "$(ls -A "$ziel")" ]; then
  echo "schuelerfassung: $ziel ist nicht leer – bitte einen neuen Ordner angeben." >&2
  exit 1
fi
command -v git >/dev/null || { echo "schuelerfassung: git fehlt." >&2; exit 1; }
mkdir -p "$ziel"
ziel="$(cd "$ziel" && pwd)"

# Alle Dateien des Checkouts (auch neue, nicht ignorierte) ohne die Teile der Lehrkraft.
weglassen='^(solutions/|internal/|cmd/bewerten/|bench/|\.ci/|klassenserver/|notebooks/pruefungen/|exercises/bewertung_test\.go$|exercises/pruefen/notebook_test\.go$|scripts/(alle-tests|fuzzen|schuelerfassung|klassenserver|klassenserver-lasttest|container-bauen)\.sh$|scripts/schueler-README\.md$|BENCHMARKS\.md$|README\.md$)|(^|/)__pycache__/'
cd "$projekt"
git ls-files -co --exclude-standard -z | grep -zvE "$weglassen" | while IFS= read -r -d '' datei; do
  [ -f "$datei" ] || continue
  mkdir -p "$ziel/$(dirname "$datei")"
  cp -p "$datei" "$ziel/$datei"
done
cp scripts/schueler-README.md "$ziel/README.md"

cd "$ziel"
git init -q
git add -A
git -c user.name="KI-Suche" -c user.email="ki-suche@localhost" commit -qm "Fassung für Schülerinnen und Schüler"
echo "Fassung für Schülerinnen und Schüler geschrieben: $ziel ($(git ls-files | wc -l) Dateien)."
echo "Darin: bash scripts/notebooks-starten.sh (Notebooks), go test ./exercises (Rückmeldung zur Übung)."
